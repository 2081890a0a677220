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
            guard Values.isPresent(node.json["text"]) else { return [] }
            return [styledText(node, "text")]
        case "TextRun":
            if let s = node.json.string { return s.isEmpty ? [] : [TextSource(what: "text", range: node.range, look: .plain)] }
            guard Values.isPresent(node.json["text"]) else { return [] }
            return [styledText(node, "text run")]
        case "Fact":
            var out: [TextSource] = []
            out.reserveCapacity(2)   // title and value: one allocation, not one grown for the second
            if let v = node.json["title"], Values.isPresent(v) { out.append(TextSource(what: "fact title", range: v.range, look: .factTitle)) }
            if let v = node.json["value"], Values.isPresent(v) { out.append(TextSource(what: "fact value", range: v.range, look: .factValue)) }
            return out
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
        guard let v = node.json["label"], Values.isPresent(v) else { return [] }
        return [TextSource(what: "input label", range: v.range, look: .inputLabel(required: node.bool("isRequired") == true))]
    }

    static func textProperty(_ node: CardNode, _ key: String, _ what: String) -> [TextSource] {
        guard let v = node.json[key], Values.isPresent(v) else { return [] }
        return [TextSource(what: what, range: v.range, look: .plain)]
    }

    /// TextBlock / TextRun: own properties, over the `textStyles` entry of a `heading` or
    /// `columnHeader` style (see `TextSource.part`).
    static func styledText(_ node: CardNode, _ what: String) -> TextSource {
        // The seven properties in one pass over the members, read in place (the first of each key
        // counts, as `json[key]` reads it); only a key of one of their lengths is compared.
        var style, color, subtle, size, weight, fontType, highlight: JSONValue?
        if case .object(let members) = node.json.kind {
            for i in members.indices {
                switch members[i].key.utf8.count {
                case 4: if size == nil, members[i].key == "size" { size = members[i].value }
                case 5:
                    if style == nil, members[i].key == "style" { style = members[i].value }
                    else if color == nil, members[i].key == "color" { color = members[i].value }
                case 6: if weight == nil, members[i].key == "weight" { weight = members[i].value }
                case 8:
                    if subtle == nil, members[i].key == "isSubtle" { subtle = members[i].value }
                    else if fontType == nil, members[i].key == "fontType" { fontType = members[i].value }
                case 9: if highlight == nil, members[i].key == "highlight" { highlight = members[i].value }
                default: continue
                }
            }
        }
        let look: TextSource.Style? = switch style?.string?.lowercased() {
        case "heading": .heading
        case "columnheader": .columnHeader
        default: nil
        }
        let own = TextSource.Styled(
            style: look, color: color?.string.flatMap { HostConfig.ColorName(name: $0) },
            subtle: subtle?.bool, size: size?.string.flatMap { HostConfig.FontSizeName(name: $0) },
            weight: weight?.string.flatMap { HostConfig.FontWeightName(name: $0) },
            fontType: fontType?.string.flatMap { HostConfig.FontTypeName(name: $0) },
            colorRange: color?.range, subtleRange: subtle?.range, highlight: highlight?.bool == true)
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
