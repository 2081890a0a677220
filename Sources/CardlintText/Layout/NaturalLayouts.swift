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

    /// What the entries say about a layout at `maxWidth`.
    enum Answer {
        /// The unlimited layout is the layout at `maxWidth`.
        case fits(TextLayout)
        /// The text needs lines filled at `maxWidth`; its widest line at unlimited width.
        case narrower(naturalWidth: Double)
        /// No unlimited layout at this size and wrapping yet.
        case unknown
    }

    private var entries: [Entry] = []

    /// The answer for a layout at `maxWidth`. Entries are compared field by field in place (a
    /// search with a predicate copied each entry it looked at, and the layout in it).
    func answer(size: Double, maxWidth: Double, wrapping: TextWrapping) -> Answer {
        var i = 0
        while i < entries.count {
            if entries[i].size == size && entries[i].wrap == wrapping.wrap {
                return Self.fits(entries[i].layout, maxWidth: maxWidth, wrapping: wrapping)
                    ? .fits(entries[i].layout) : .narrower(naturalWidth: entries[i].layout.naturalWidth)
            }
            i += 1
        }
        return .unknown
    }

    /// Keeps `natural`, the layout at unlimited width at `size` with `wrap`.
    mutating func add(size: Double, wrap: Bool, _ natural: TextLayout) {
        // A run is laid out at a few sizes (type scales × host font sizes): room for them at the
        // first one instead of growing the list one entry at a time.
        if entries.isEmpty { entries.reserveCapacity(8) }
        entries.append(Entry(size: size, wrap: wrap, layout: natural))
    }

    /// Whether the unlimited layout `natural` is the layout at `maxWidth`.
    @inline(__always)
    static func fits(_ natural: TextLayout, maxWidth: Double, wrapping: TextWrapping) -> Bool {
        let fitsLines = !wrapping.wrap || (wrapping.maxLines ?? 0) <= 0 || natural.lines.count <= wrapping.maxLines!
        return fitsLines && natural.width <= max(maxWidth, 0) + LineFiller.tolerance
    }
}
