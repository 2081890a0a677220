/// A text prepared by a measurer once for one face and locale. Laying it out again — at another
/// width, or another size (type scale) — skips segmentation and the measurer's own caches.
/// Layout prepares each of a card's texts once and reuses the run in every context (its layouts at
/// unlimited width are the card's, in `NaturalLayouts`). A run belongs to the thread that lays out
/// its card, so it is not `Sendable`.
public final class PreparedRun {
    public let text: String
    public let face: FontFace
    public let locale: String?
    /// `ICUTextMeasurer`'s segmentation and widths (nil for measurers without a prepared form).
    let payload: PreparedEntry?

    init(text: String, face: FontFace, locale: String?, payload: PreparedEntry?) {
        self.text = text; self.face = face; self.locale = locale; self.payload = payload
    }

    func style(size: Double) -> TextStyle { TextStyle(face: face, size: size, locale: locale) }
}

extension TextMeasurer {
    /// Measurers without a prepared form keep the text and style and measure it each time.
    public func prepare(_ text: String, face: FontFace, locale: String?) -> PreparedRun {
        PreparedRun(text: text, face: face, locale: locale, payload: nil)
    }

    public func prepare(_ text: String, face: FontFace, locale: String?, like sibling: PreparedRun) -> PreparedRun {
        prepare(text, face: face, locale: locale)
    }

    public func layout(_ run: PreparedRun, size: Double, maxWidth: Double, wrapping: TextWrapping) -> TextLayout {
        layout(run.text, style: run.style(size: size), maxWidth: maxWidth, wrapping: wrapping)
    }

    /// Measurers without layouts at unlimited width lay the run out and append its lines.
    public func layout(_ run: PreparedRun, number: Int, size: Double, maxWidth: Double, wrapping: TextWrapping,
                       natural: inout NaturalLayouts, into lines: inout [TextLine]) -> LaidLines {
        let t = layout(run, size: size, maxWidth: maxWidth, wrapping: wrapping)
        lines.append(contentsOf: t.lines)
        return t.laid
    }

    public func width(of run: PreparedRun, size: Double) -> Double {
        width(of: run.text, style: run.style(size: size))
    }
}
