/// A prepared text's layouts at unlimited width, per font size and wrapping, kept with the run.
///
/// Greedy line filling ends a line early only when a cluster does not fit, and a line's width is
/// the largest running width on it (advances are never negative). So when every line of the
/// unlimited layout fits `maxWidth` (and `maxLines` does not cut it), the layout at `maxWidth` is
/// the unlimited one, field for field: texts that fit are laid out once per size, not per context.
/// A value in the run (not an object of its own), so used by the one thread that lays out the
/// run's card: no lock. Entries are read in place: only the layout returned is copied.
struct NaturalLayouts {
    private struct Entry {
        var size: Double
        var wrap: Bool
        var layout: TextLayout
    }

    private var entries: [Entry] = []

    /// The layout at `maxWidth`: the unlimited one when it fits, otherwise `fill(maxWidth, wrapping,
    /// natural width)`. `fill` is the line filler for this text and size.
    mutating func layout(size: Double, maxWidth: Double, wrapping: TextWrapping,
                         fill: (Double, TextWrapping, Double?) -> TextLayout) -> TextLayout {
        if let i = entries.firstIndex(where: { $0.size == size && $0.wrap == wrapping.wrap }) {
            return Self.fits(entries[i].layout, maxWidth: maxWidth, wrapping: wrapping)
                ? entries[i].layout : fill(maxWidth, wrapping, entries[i].layout.naturalWidth)
        }
        let natural = fill(.infinity, TextWrapping(wrap: wrapping.wrap), nil)
        // A run is laid out at a few sizes (type scales × host font sizes): room for them at the
        // first one instead of growing the list one entry at a time.
        if entries.isEmpty { entries.reserveCapacity(8) }
        entries.append(Entry(size: size, wrap: wrapping.wrap, layout: natural))
        return Self.fits(natural, maxWidth: maxWidth, wrapping: wrapping)
            ? natural : fill(maxWidth, wrapping, natural.naturalWidth)
    }

    /// Whether the unlimited layout `natural` is the layout at `maxWidth`.
    @inline(__always)
    private static func fits(_ natural: TextLayout, maxWidth: Double, wrapping: TextWrapping) -> Bool {
        let fitsLines = !wrapping.wrap || (wrapping.maxLines ?? 0) <= 0 || natural.lines.count <= wrapping.maxLines!
        return fitsLines && natural.width <= max(maxWidth, 0) + LineFiller.tolerance
    }
}
