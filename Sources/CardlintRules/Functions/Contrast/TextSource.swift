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
    func part(_ config: HostConfig) -> TextPart { part(ConfigBox(config)) }

    /// The text's appearance under the config `box` holds, whose values are read where the box holds
    /// them: a text is looked at per theme, and copying the whole config (hundreds of bytes) out of its
    /// box to read one look cost more than the rest of the check.
    @inline(__always)
    func part(_ box: ConfigBox) -> TextPart {
        switch look {
        case .styled(let own): return styled(own, box)
        case .plain: return TextPart.fromConfig(what, range, color: .default, subtle: false, size: .default,
                                                weight: .default, fontType: .default)
        case .factTitle: return TextPart.fromConfig(what, range, box.config.factSet.title)
        case .factValue: return TextPart.fromConfig(what, range, box.config.factSet.value)
        case .inputLabel(let required):
            return required ? Self.label(what, range, box.config.inputs.requiredInputs) : Self.label(what, range, box.config.inputs.optionalInputs)
        }
    }

    private static func label(_ what: String, _ range: SourceRange?, _ l: HostConfig.InputLabel) -> TextPart {
        TextPart.fromConfig(what, range, color: l.color, subtle: l.isSubtle, size: l.size, weight: l.weight, fontType: .default)
    }

    private func styled(_ own: Styled, _ box: ConfigBox) -> TextPart {
        let base: HostConfig.TextConfig? = switch own.style {
        case .heading?: box.config.textStyles.heading
        case .columnHeader?: box.config.textStyles.columnHeader
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
