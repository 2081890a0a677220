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
    /// Font size in px/pt at the default text scale.
    var points: Double
    /// Numeric font weight (100…900).
    var weight: Double
    /// TextRun `highlight`: drawn on the colour's `highlightColors`.
    var highlight: Bool

    /// The text runs `node` shows under `config` (empty for nodes without text of their own).
    static func parts(of node: CardNode, in card: Card, config: HostConfig) -> [TextPart] {
        switch node.type {
        case "TextBlock":
            guard Values.isPresent(node["text"]) else { return [] }
            return [styledText(node, "text", config: config)]
        case "TextRun":
            if let s = node.json.string { return s.isEmpty ? [] : [plain("text", node.range, config: config)] }
            guard Values.isPresent(node["text"]) else { return [] }
            return [styledText(node, "text run", config: config)]
        case "Fact":
            return [("title", config.factSet.title), ("value", config.factSet.value)].compactMap { key, tc in
                guard let v = node[key], Values.isPresent(v) else { return nil }
                return fromConfig("fact \(key)", v.range, tc, config: config)
            }
        case "Input.Toggle":
            return textProperty(node, "title", "toggle title", config: config) + inputTexts(node, config: config)
        case "Input.Choice":
            guard let set = card.parent(of: node), set.type == "Input.ChoiceSet",
                  set.string("style")?.lowercased() == "expanded" || set.bool("isMultiSelect") == true else { return [] }
            return textProperty(node, "title", "choice title", config: config)
        default:
            return node.kind == .input ? inputTexts(node, config: config) : []
        }
    }

    /// The label of an input.
    static func inputTexts(_ node: CardNode, config: HostConfig) -> [TextPart] {
        var out: [TextPart] = []
        if let v = node["label"], Values.isPresent(v) {
            let l = node.bool("isRequired") == true ? config.inputs.requiredInputs : config.inputs.optionalInputs
            let type = config.fontType(.default)
            out.append(TextPart(what: "input label", range: v.range, color: l.color, subtle: l.isSubtle,
                                points: type.fontSizes[l.size], weight: type.fontWeights[l.weight], highlight: false))
        }
        return out
    }

    static func textProperty(_ node: CardNode, _ key: String, _ what: String, config: HostConfig) -> [TextPart] {
        guard let v = node[key], Values.isPresent(v) else { return [] }
        return [plain(what, v.range, config: config)]
    }

    /// Text in the default colour, size and weight.
    static func plain(_ what: String, _ range: SourceRange?, config: HostConfig) -> TextPart {
        let type = config.fontType(.default)
        return TextPart(what: what, range: range, color: .default, subtle: false, points: type.fontSizes[.default],
                        weight: type.fontWeights[.default], highlight: false)
    }

    static func fromConfig(_ what: String, _ range: SourceRange?, _ tc: HostConfig.TextConfig, config: HostConfig) -> TextPart {
        let type = config.fontType(tc.fontType)
        return TextPart(what: what, range: range, color: tc.color, subtle: tc.isSubtle, points: type.fontSizes[tc.size],
                        weight: type.fontWeights[tc.weight], highlight: false)
    }

    /// TextBlock / TextRun: own properties first, then the `textStyles` entry of a `heading` or
    /// `columnHeader` style, then the defaults.
    static func styledText(_ node: CardNode, _ what: String, config: HostConfig) -> TextPart {
        var base: HostConfig.TextConfig?
        switch node.string("style")?.lowercased() {
        case "heading": base = config.textStyles.heading
        case "columnheader": base = config.textStyles.columnHeader
        default: base = nil
        }
        let color = node.string("color").flatMap { HostConfig.ColorName(name: $0) } ?? base?.color ?? .default
        let subtle = node.bool("isSubtle") ?? base?.isSubtle ?? false
        let size = node.string("size").flatMap { HostConfig.FontSizeName(name: $0) } ?? base?.size ?? .default
        let weight = node.string("weight").flatMap { HostConfig.FontWeightName(name: $0) } ?? base?.weight ?? .default
        let fontType = node.string("fontType").flatMap { HostConfig.FontTypeName(name: $0) } ?? base?.fontType ?? .default
        let type = config.fontType(fontType)
        let at = node.json.member("color")?.value.range
            ?? (subtle ? node.json.member("isSubtle")?.value.range : nil)
        return TextPart(what: what, range: at, color: color, subtle: subtle, points: type.fontSizes[size],
                        weight: type.fontWeights[weight], highlight: node.bool("highlight") == true)
    }

    /// `good`, `good subtle`.
    var colorName: String { color.rawValue + (subtle ? " subtle" : "") }
}
