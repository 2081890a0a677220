import Synchronization

/// A prepared text's layouts at unlimited width, per font size and wrapping, kept with the run.
///
/// Greedy line filling ends a line early only when a cluster does not fit, and a line's width is
/// the largest running width on it (advances are never negative). So when every line of the
/// unlimited layout fits `maxWidth` (and `maxLines` does not cut it), the layout at `maxWidth` is
/// the unlimited one, field for field: texts that fit are laid out once per size, not per context.
final class NaturalLayouts: Sendable {
    private struct Entry {
        var size: Double
        var wrap: Bool
        var layout: TextLayout
    }

    private let entries: Mutex<[Entry]>

    init() {
        // A run is laid out at a few sizes (type scales × host font sizes): room for them up front
        // instead of growing the list one entry at a time.
        var list: [Entry] = []
        list.reserveCapacity(8)
        entries = Mutex(list)
    }

    /// The layout at `maxWidth`: the unlimited one when it fits, otherwise `fill(maxWidth, wrapping,
    /// natural width)`. `fill` is the line filler for this text and size.
    func layout(size: Double, maxWidth: Double, wrapping: TextWrapping,
                fill: (Double, TextWrapping, Double?) -> TextLayout) -> TextLayout {
        let natural = unlimited(size: size, wrap: wrapping.wrap, fill: fill)
        let fitsLines = !wrapping.wrap || (wrapping.maxLines ?? 0) <= 0 || natural.lines.count <= wrapping.maxLines!
        if fitsLines, natural.width <= max(maxWidth, 0) + 1e-9 { return natural }
        return fill(maxWidth, wrapping, natural.naturalWidth)
    }

    private func unlimited(size: Double, wrap: Bool, fill: (Double, TextWrapping, Double?) -> TextLayout) -> TextLayout {
        // Compared in place; only the layout found is copied out.
        let known: TextLayout? = entries.withLock { list in
            for i in list.indices where list[i].size == size && list[i].wrap == wrap { return list[i].layout }
            return nil
        }
        if let known { return known }
        let layout = fill(.infinity, TextWrapping(wrap: wrap), nil)
        entries.withLock { $0.append(Entry(size: size, wrap: wrap, layout: layout)) }
        return layout
    }
}
