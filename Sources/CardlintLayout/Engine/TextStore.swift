import CardlintText

/// The strings, lines and extra hit areas of one layout's boxes, appended while the layout runs
/// and handed to its tree: one array each per layout, so a box holds only numbers (`LaidText`).
/// Written through a pointer, like the boxes (`BoxTable`): valid only inside the
/// `withUnsafeMutablePointer` call of `Layout.compute` that made it.
struct TextStore {
    var strings: [String] = []
    var lines: [TextLine] = []
    var rects: [Rect] = []
    /// The FactSets' titles' run numbers, found while the titles are measured and read again when
    /// they are laid out (one look-up per title instead of two). Not handed to the tree.
    var titleRuns: [Int] = []

    /// Room for `texts` texts of up to two lines each on average (a card's texts wrap at narrow
    /// viewports: room for one line each made the array grow once per layout, copied whole).
    init(texts: Int) {
        strings.reserveCapacity(texts)
        lines.reserveCapacity(2 * texts)
    }
}

extension Engine {
    /// Keeps a text's string (its lines were appended by the measurer); returns where it is.
    func keep(_ s: String) -> Int {
        store.pointee.strings.append(s)
        return store.pointee.strings.count - 1
    }

    /// Keeps a node's extra hit areas; returns their places.
    func keep(hitAreas: [Rect]) -> Range<Int> {
        let start = store.pointee.rects.count
        store.pointee.rects.append(contentsOf: hitAreas)
        return start..<store.pointee.rects.count
    }

    /// The shown lines of a text laid out by this layout.
    func lines(of t: LaidText) -> ArraySlice<TextLine> { store.pointee.lines[t.lineRange] }

    /// Scales the widths of a text's lines (rich text: lines wrapped in the base style).
    func scaleLineWidths(of t: LaidText, by ratio: Double) {
        for k in t.lineRange { store.pointee.lines[k].width *= ratio }
    }

    /// Moves extra hit areas.
    func offset(hitAreas r: Range<Int>, dx: Double, dy: Double) {
        for k in r { store.pointee.rects[k] = store.pointee.rects[k].offsetBy(dx: dx, dy: dy) }
    }
}
