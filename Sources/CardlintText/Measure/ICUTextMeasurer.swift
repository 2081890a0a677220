import CICU
import CardlintReading
import Foundation

/// The real `TextMeasurer`: ICU segmentation (grapheme clusters, UAX #14 line breaks tailored by locale, dictionary
/// breaks for Thai and CJK) and widths from the advance tables under `rules/metrics/`.
///
/// Width = Σ advances per grapheme cluster: combining marks and default-ignorables add nothing, an emoji (ZWJ
/// sequence, flag, keycap, skin-tone) counts once, East Asian Wide/Fullwidth characters take the CJK advance, Arabic
/// letters take the advance of their joining form, Devanagari and Bengali conjuncts their measured width, and code points without
/// data take their script's average (or the family's). Adjacent characters of the family's own table are kerned
/// (`<family>-kerning.tsv`: Inter; Selawik has none). Monospace faces give every narrow character DejaVu Sans Mono's advance (0.602 em) and
/// wide ones 1 em. Safe to share between threads: iterators come from a lock-protected pool and short
/// prepared texts from a lock-protected cache.
public final class ICUTextMeasurer: TextMeasurer {
    private let metrics: MetricTables
    private let defaultFamily: String
    private let pool = BreakerPool()
    private let cache = PreparedCache()

    /// Loads the metric tables. `metricsDirectory` is the `rules/` directory (tables in `rules/metrics/`) or the
    /// metrics directory itself. Faces whose family has no table use `defaultFamily`.
    public init(metricsDirectory: String, defaultFamily: String = "selawik", data: DataFiles = DataFiles()) throws(TextMetricsError) {
        let nested = metricsDirectory + "/metrics"
        let dir = FileManager.default.fileExists(atPath: nested + "/fallbacks.yaml") ? nested : metricsDirectory
        guard FileManager.default.fileExists(atPath: dir + "/fallbacks.yaml") else {
            throw TextMetricsError(path: metricsDirectory,
                                   message: "no metric tables here (expected metrics/fallbacks.yaml and the family .tsv files)")
        }
        metrics = try MetricTables.load(directory: dir, data: data)
        guard metrics.families[defaultFamily] != nil else {
            throw TextMetricsError(path: dir, message: "default family `\(defaultFamily)` has no table")
        }
        self.defaultFamily = defaultFamily
    }

    /// Whether the run has needed the script tables yet (`scripts.tsv`, `conjuncts.tsv`, `arabic-forms.tsv`):
    /// they are parsed when a text first holds a code point of theirs that its family table lacks.
    public var scriptTablesParsed: Bool { metrics.scriptTables.isParsed }

    /// Families that have an advance table (e.g. `inter`, `selawik`).
    public var families: [String] { metrics.families.keys.sorted() }

    public func layout(_ text: String, style: TextStyle, maxWidth: Double, wrapping: TextWrapping) -> TextLayout {
        LineFiller.layout(segmentation(text, style: style), maxWidth: maxWidth, wrapping: wrapping)
    }

    public func width(of text: String, style: TextStyle) -> Double {
        segmentation(text, style: style).singleLineWidth
    }

    public func prepare(_ text: String, face: FontFace, locale: String?) -> PreparedRun {
        PreparedRun(text: text, face: face, locale: locale,
                    payload: prepared(text, face: face, locale: locale))
    }

    /// Segmentation depends on the text and locale only, so a run of the same text in another face
    /// lends its segmentation: only the widths are worked out for `face`.
    public func prepare(_ text: String, face: FontFace, locale: String?, like sibling: PreparedRun) -> PreparedRun {
        guard let lent = sibling.payload, sibling.locale == locale, sibling.text == text else {
            return prepare(text, face: face, locale: locale)
        }
        return PreparedRun(text: text, face: face, locale: locale,
                           payload: prepared(text, face: face, locale: locale, segmented: lent))
    }

    /// A run on its own: laid out through a store of natural layouts of its own (a card's runs keep
    /// theirs in their memo's for all its contexts).
    public func layout(_ run: PreparedRun, size: Double, maxWidth: Double, wrapping: TextWrapping) -> TextLayout {
        var natural = NaturalLayouts(), lines: [TextLine] = []
        let laid = layout(run, number: 0, size: size, maxWidth: maxWidth, wrapping: wrapping, natural: &natural, into: &lines)
        return TextLayout(lines: lines, laid)
    }

    public func layout(_ run: PreparedRun, number: Int, size: Double, maxWidth: Double, wrapping: TextWrapping,
                       natural: inout NaturalLayouts, into lines: inout [TextLine]) -> LaidLines {
        // The run's layout at unlimited width at this size, looked up in place; on a miss, filled
        // straight into the store and kept. Only runs with a payload get entries: a layout that
        // fits reads nothing else of the run (no retain of its payload).
        switch natural.answer(run: number, size: size, maxWidth: maxWidth, wrapping: wrapping) {
        case .fits(let e):
            return natural.copy(e, into: &lines)
        case .narrower(let naturalWidth):
            return LineFiller.layout(Self.segmentation(run.payload!, size: size), maxWidth: maxWidth, wrapping: wrapping,
                                     naturalWidth: naturalWidth, into: &lines)
        case .unknown:
            guard let entry = run.payload else {
                let t = layout(run.text, style: run.style(size: size), maxWidth: maxWidth, wrapping: wrapping)
                lines.append(contentsOf: t.lines)
                return t.laid
            }
            let s = Self.segmentation(entry, size: size)
            let start = natural.lines.count
            let laid = LineFiller.layout(s, maxWidth: .infinity, wrapping: TextWrapping(wrap: wrapping.wrap), into: &natural.lines)
            let e = natural.add(run: number, size: size, wrap: wrapping.wrap, lineStart: start, laid)
            return NaturalLayouts.fits(laid, maxWidth: maxWidth, wrapping: wrapping)
                ? natural.copy(e, into: &lines)
                : LineFiller.layout(s, maxWidth: maxWidth, wrapping: wrapping, naturalWidth: laid.naturalWidth, into: &lines)
        }
    }

    public func width(of run: PreparedRun, size: Double) -> Double {
        guard let entry = run.payload else { return width(of: run.text, style: run.style(size: size)) }
        return entry.index.singleLineEm * size
    }

    private func segmentation(_ text: String, style: TextStyle) -> Segmentation {
        Self.segmentation(prepared(text, face: style.face, locale: style.locale), size: style.size)
    }

    private static func segmentation(_ entry: PreparedEntry, size: Double) -> Segmentation {
        Segmentation(utf16Count: entry.text.utf16Count, clusterEnds: entry.text.clusterEnds, index: entry.index,
                     size: size, ellipsisWidth: entry.ellipsisEm * size)
    }

    /// `segmented`: the text already segmented for `locale` (in another face), if at hand; its
    /// segmentation and the face-independent part of its index are reused. (The face and locale
    /// come apart: a style made of them per run prepared was copied and destroyed, 0.3 M
    /// instructions of an editor edit of the 2 000-node card.)
    private func prepared(_ text: String, face: FontFace, locale: String?, segmented: PreparedEntry? = nil) -> PreparedEntry {
        // Long texts (sentences, paragraphs) rarely repeat from card to card: they skip the shared cache.
        let shared = text.utf8.count <= PreparedCache.longestShared
        let locale = locale ?? ""
        // A key (and its strings' reference counts) is made only for an entry kept.
        let sample = shared ? PreparedCache.Key.sample(text, locale: locale, face: face) : 0
        if shared, let hit = cache.find(text, locale: locale, face: face, sample: sample) { return hit }
        let prepared = segmented?.text ?? pool.with { PreparedText(icu: text, locale: locale, breakers: $0) }
        let faceMetrics = FaceMetrics(face: face, metrics: metrics, defaultFamily: defaultFamily)
        let widths = ClusterWidths.compute(prepared, face: face, faceMetrics: faceMetrics, metrics: metrics)
        let entry = PreparedEntry(text: prepared, widths: widths, ellipsisEm: faceMetrics.ellipsisEm, sibling: segmented)
        if shared { cache.insert(PreparedCache.Key(text: text, locale: locale, face: face, sample: sample), entry) }
        return entry
    }
}
