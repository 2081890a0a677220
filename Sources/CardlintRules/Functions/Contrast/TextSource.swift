import CardlintModel
import CardlintReading

/// One run of text a node shows, as the card writes it: `TextPart` once a host config gives it a
/// size, weight and colour (`part(_:)`).
struct TextSource: Sendable {
    enum Style: Sendable { case heading, columnHeader }

    /// A TextBlock's or TextRun's own appearance properties (nil = not set).
    struct Styled: Sendable {
        var style: Style?
        var color: HostConfig.ColorName?
        var subtle: Bool?
        var size: HostConfig.FontSizeName?
        var weight: HostConfig.FontWeightName?
        var fontType: HostConfig.FontTypeName?
        /// Where `color` and `isSubtle` are written.
        var colorRange: SourceRange?
        var subtleRange: SourceRange?
        var highlight: Bool
    }

    enum Look: Sendable {
        /// Own properties first, then the `textStyles` entry of the style, then the defaults.
        case styled(Styled)
        /// The default colour, size and weight.
        case plain
        /// `factSet.title` / `factSet.value`.
        case factTitle, factValue
        /// `inputs.label.requiredInputs` / `optionalInputs`.
        case inputLabel(required: Bool)
    }

    var what: String
    /// The value to point at; for styled text, decided by `part` (the `color` property when set, else
    /// `isSubtle` when the text is subtle, else the node).
    var range: SourceRange?
    var look: Look

    /// The text's appearance under `config`.
    func part(_ config: HostConfig) -> TextPart {
        switch look {
        case .styled(let own): return styled(own, config)
        case .plain: return TextPart.fromConfig(what, range, color: .default, subtle: false, size: .default,
                                                weight: .default, fontType: .default)
        case .factTitle: return TextPart.fromConfig(what, range, config.factSet.title)
        case .factValue: return TextPart.fromConfig(what, range, config.factSet.value)
        case .inputLabel(let required):
            let l = required ? config.inputs.requiredInputs : config.inputs.optionalInputs
            return TextPart.fromConfig(what, range, color: l.color, subtle: l.isSubtle, size: l.size, weight: l.weight,
                                       fontType: .default)
        }
    }

    private func styled(_ own: Styled, _ config: HostConfig) -> TextPart {
        let base: HostConfig.TextConfig? = switch own.style {
        case .heading?: config.textStyles.heading
        case .columnHeader?: config.textStyles.columnHeader
        case nil: nil
        }
        let subtle = own.subtle ?? base?.isSubtle ?? false
        var part = TextPart.fromConfig(what, own.colorRange ?? (subtle ? own.subtleRange : nil),
                                       color: own.color ?? base?.color ?? .default, subtle: subtle,
                                       size: own.size ?? base?.size ?? .default, weight: own.weight ?? base?.weight ?? .default,
                                       fontType: own.fontType ?? base?.fontType ?? .default)
        part.highlight = own.highlight
        return part
    }
}
