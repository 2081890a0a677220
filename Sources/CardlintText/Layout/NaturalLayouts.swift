/// A card's prepared texts' layouts at unlimited width, per run, font size and wrapping: kept by the
/// card's text memo for all its contexts and freed with it.
///
/// Greedy line filling ends a line early only when a cluster does not fit, and a line's width is
/// the largest running width on it (advances are never negative). So when every line of the
/// unlimited layout fits `maxWidth` (and `maxLines` does not cut it), the layout at `maxWidth` is
/// the unlimited one, field for field: texts that fit are laid out once per size, not per context.
///
/// Three arrays for all the card's runs (entries chained per run, lines in one array, entries
/// referring to ranges of it): a list per run and a lines array per entry were several objects per
/// text allocated and freed on every lint. Used by the one thread that lays out the card: no lock.
public struct NaturalLayouts {
    struct Entry {
        var size: Double
        /// The run's next entry (-1: none).
        var next: Int32
        /// Where its lines start in `lines`.
        var lineStart: Int32
        var wrap: Bool
        var laid: LaidLines
    }

    /// What the entries say about a layout at `maxWidth`.
    enum Answer {
        /// The unlimited layout (this entry) is the layout at `maxWidth`.
        case fits(Int)
        /// The text needs lines filled at `maxWidth`; its widest line at unlimited width.
        case narrower(naturalWidth: Double)
        /// No unlimited layout at this size and wrapping yet.
        case unknown
    }

    /// Each run's first entry (-1: none), by run number.
    private var heads: [Int32] = []
    private var entries: [Entry] = []
    /// The entries' lines, each entry's in a range of its own.
    var lines: [TextLine] = []

    /// Room for `runs` runs, each in a few sizes (type scales), so that the arrays do not grow
    /// their way there during the card's first layouts (each growth copied them whole).
    public init(runs: Int = 0) {
        heads.reserveCapacity(runs)
        entries.reserveCapacity(2 * runs)
        lines.reserveCapacity(2 * runs)
    }

    /// The answer for run `run` at `maxWidth`. Entries are compared in place.
    func answer(run: Int, size: Double, maxWidth: Double, wrapping: TextWrapping) -> Answer {
        var i = run < heads.count ? Int(heads[run]) : -1
        while i >= 0 {
            if entries[i].size == size && entries[i].wrap == wrapping.wrap {
                return Self.fits(entries[i].laid, maxWidth: maxWidth, wrapping: wrapping)
                    ? .fits(i) : .narrower(naturalWidth: entries[i].laid.naturalWidth)
            }
            i = Int(entries[i].next)
        }
        return .unknown
    }

    /// Keeps run `run`'s layout at unlimited width at `size` with `wrap`: `laid`, whose lines were
    /// appended to `lines` from `lineStart`. Returns the entry.
    mutating func add(run: Int, size: Double, wrap: Bool, lineStart: Int, _ laid: LaidLines) -> Int {
        // Runs are numbered in the order they are made, so this is one append (`append(contentsOf:)`
        // cost more per call).
        while run >= heads.count { heads.append(-1) }
        entries.append(Entry(size: size, next: heads[run], lineStart: Int32(lineStart), wrap: wrap, laid: laid))
        heads[run] = Int32(entries.count - 1)
        return entries.count - 1
    }

    /// Run `run`'s layout at `maxWidth` when it is its kept unlimited layout at `size`, its lines
    /// appended to `out`; nil when there is no such entry or it does not fit. Only a measurer that
    /// fills lines greedily keeps entries (`ICUTextMeasurer`), so a card's memo answers from them
    /// without a call through the measurer (and a retain of the run) for most of its texts.
    /// Mutating only so that the memo hands its store over in place (a copy for the call retained
    /// its three arrays).
    public mutating func fitting(run: Int, size: Double, maxWidth: Double, wrapping: TextWrapping,
                                 into out: inout [TextLine]) -> LaidLines? {
        guard case .fits(let e) = answer(run: run, size: size, maxWidth: maxWidth, wrapping: wrapping) else { return nil }
        return copy(e, into: &out)
    }

    /// Entry `i`'s layout, its lines appended to `out`. Inlined into `fitting` (most texts' one
    /// call per context).
    @inline(__always)
    func copy(_ i: Int, into out: inout [TextLine]) -> LaidLines {
        let start = Int(entries[i].lineStart)
        // One by one: a text has a line or two, and `append(contentsOf:)` costs more per call.
        for k in start..<start + entries[i].laid.lineCount { out.append(lines[k]) }
        return entries[i].laid
    }

    /// Whether the unlimited layout `natural` is the layout at `maxWidth`.
    @inline(__always)
    static func fits(_ natural: LaidLines, maxWidth: Double, wrapping: TextWrapping) -> Bool {
        let fitsLines = !wrapping.wrap || (wrapping.maxLines ?? 0) <= 0 || natural.lineCount <= wrapping.maxLines!
        return fitsLines && natural.width <= max(maxWidth, 0) + LineFiller.tolerance
    }
}
