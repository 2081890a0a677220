import CardlintModel
import CardlintReading

/// One run of text a node shows, with the host-config appearance it gets.
///
/// Covered: TextBlock `text`; TextRun (RichTextBlock inlines); Fact `title` / `value` (styled by the
/// host's `factSet.title|value`); an input's `label` (`inputs.label.requiredInputs|optionalInputs`);
/// Input.Toggle `title`; the `title` of a choice in an expanded ChoiceSet (`style: expanded` or
/// `isMultiSelect`). Not covered: compact ChoiceSet options and text typed into inputs (the platform's
/// own control colours draw them); action titles (no host config defines button text or fill colours;
/// `non-text-contrast` covers the positive/destructive colours); and input `errorMessage`s, whose
/// colour (`inputs.errorMessage.color`) only the host config sets, so `cardlint hostconfig` reports it.
struct TextPart: Sendable {
    /// What the text is, for messages: `text`, `fact title`, `input label`, ….
    var what: String
    /// The value to point at (the `color` property when set, else the text); nil = the node.
    var range: SourceRange?
    var color: HostConfig.ColorName
    var subtle: Bool
    /// The font type, size and weight names; `font(_:)` looks up what they come to (only a text
    /// whose ratio could fail needs its size, so passing text does not look it up).
    var fontType: HostConfig.FontTypeName
    var size: HostConfig.FontSizeName
    var weight: HostConfig.FontWeightName
    /// TextRun `highlight`: drawn on the colour's `highlightColors`.
    var highlight: Bool

    /// The text runs `node` shows under `config` (empty for nodes without text of their own).
    static func parts(of node: CardNode, in card: Card, config: HostConfig) -> [TextPart] {
        sources(of: node, in: card).map { $0.part(config) }
    }

    /// The text runs `node` shows, before a host config gives them sizes and colours (the same in
    /// every theme, so a card's are worked out once).
    static func sources(of node: CardNode, in card: Card) -> [TextSource] {
        switch node.type {
        case "TextBlock":
            guard Values.isPresent(node["text"]) else { return [] }
            return [styledText(node, "text")]
        case "TextRun":
            if let s = node.json.string { return s.isEmpty ? [] : [TextSource(what: "text", range: node.range, look: .plain)] }
            guard Values.isPresent(node["text"]) else { return [] }
            return [styledText(node, "text run")]
        case "Fact":
            return [("title", TextSource.Look.factTitle), ("value", .factValue)].compactMap { key, look in
                guard let v = node[key], Values.isPresent(v) else { return nil }
                return TextSource(what: "fact \(key)", range: v.range, look: look)
            }
        case "Input.Toggle":
            return textProperty(node, "title", "toggle title") + inputTexts(node)
        case "Input.Choice":
            guard let set = card.parent(of: node), set.type == "Input.ChoiceSet",
                  set.string("style")?.lowercased() == "expanded" || set.bool("isMultiSelect") == true else { return [] }
            return textProperty(node, "title", "choice title")
        default:
            return node.kind == .input ? inputTexts(node) : []
        }
    }

    /// The label of an input.
    static func inputTexts(_ node: CardNode) -> [TextSource] {
        guard let v = node["label"], Values.isPresent(v) else { return [] }
        return [TextSource(what: "input label", range: v.range, look: .inputLabel(required: node.bool("isRequired") == true))]
    }

    static func textProperty(_ node: CardNode, _ key: String, _ what: String) -> [TextSource] {
        guard let v = node[key], Values.isPresent(v) else { return [] }
        return [TextSource(what: what, range: v.range, look: .plain)]
    }

    /// TextBlock / TextRun: own properties, over the `textStyles` entry of a `heading` or
    /// `columnHeader` style (see `TextSource.part`).
    static func styledText(_ node: CardNode, _ what: String) -> TextSource {
        let style: TextSource.Style? = switch node.string("style")?.lowercased() {
        case "heading": .heading
        case "columnheader": .columnHeader
        default: nil
        }
        let own = TextSource.Styled(
            style: style, color: node.string("color").flatMap { HostConfig.ColorName(name: $0) },
            subtle: node.bool("isSubtle"), size: node.string("size").flatMap { HostConfig.FontSizeName(name: $0) },
            weight: node.string("weight").flatMap { HostConfig.FontWeightName(name: $0) },
            fontType: node.string("fontType").flatMap { HostConfig.FontTypeName(name: $0) },
            colorRange: node.json.member("color")?.value.range, subtleRange: node.json.member("isSubtle")?.value.range,
            highlight: node.bool("highlight") == true)
        return TextSource(what: what, range: nil, look: .styled(own))
    }

    static func fromConfig(_ what: String, _ range: SourceRange?, _ tc: HostConfig.TextConfig) -> TextPart {
        fromConfig(what, range, color: tc.color, subtle: tc.isSubtle, size: tc.size, weight: tc.weight, fontType: tc.fontType)
    }

    static func fromConfig(_ what: String, _ range: SourceRange?, color: HostConfig.ColorName, subtle: Bool,
                           size: HostConfig.FontSizeName, weight: HostConfig.FontWeightName,
                           fontType: HostConfig.FontTypeName) -> TextPart {
        TextPart(what: what, range: range, color: color, subtle: subtle, fontType: fontType, size: size, weight: weight,
                 highlight: false)
    }

    /// Font size in px/pt at the default text scale and numeric font weight (100…900) under `config`.
    func font(_ config: HostConfig) -> (points: Double, weight: Double) {
        let type = config.fontType(fontType)
        return (type.fontSizes[size], type.fontWeights[weight])
    }

    /// `good`, `good subtle`.
    var colorName: String { color.rawValue + (subtle ? " subtle" : "") }
}
