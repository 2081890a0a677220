import CardlintReading
import CICU

/// Boundaries found by one ICU break iterator pass, as UTF-16 offsets after 0 (the last is the length).
struct Boundaries {
    var positions: [Int32]
    /// `CICU_STATUS_*` flags for each position.
    var statuses: [UInt8]
}

/// One set of ICU break iterators (grapheme, word, and line per locale), reused across calls with `ubrk_setText`.
///
/// ICU iterators are not thread-safe: a set is used by one thread at a time. `BreakerPool` hands sets out and takes
/// them back under a lock, which is why this class may be `@unchecked Sendable`.
final class ICUBreakers: @unchecked Sendable {
    private var grapheme: OpaquePointer?
    private var word: [String: OpaquePointer] = [:]
    private var line: [String: OpaquePointer] = [:]

    init() { grapheme = cicu_breaker_open(Int32(CICU_BREAK_GRAPHEME), "") }

    deinit {
        cicu_breaker_close(grapheme)
        for b in word.values { cicu_breaker_close(b) }
        for b in line.values { cicu_breaker_close(b) }
    }

    func graphemes(_ utf16: [UInt16]) -> Boundaries { run(grapheme, utf16) }

    /// Text without a language is broken with ICU's `normal` line-break rules: the root locale's
    /// default (strict) rules forbid a break before small kana and 'ー', where browsers (CSS
    /// `line-break: auto`) and the native text stacks break Japanese text. ICU's `ja` already
    /// breaks there; a tag's own `-u-lb-` keyword is kept.
    func lineBreaks(_ utf16: [UInt16], locale: String) -> Boundaries {
        run(breaker(&line, kind: CICU_BREAK_LINE, locale: Self.lineLocale(locale)), utf16)
    }

    /// `@lb=normal`: ICU's own id for the root locale with normal line breaking (the BCP 47 tag
    /// `und-u-lb-normal` gives the same breaks, but converting it loads ICU's key/type table).
    static func lineLocale(_ locale: String) -> String { locale.isEmpty ? "@lb=normal" : locale }

    func words(_ utf16: [UInt16], locale: String) -> Boundaries {
        run(breaker(&word, kind: CICU_BREAK_WORD, locale: locale), utf16)
    }

    private func breaker(_ cache: inout [String: OpaquePointer], kind: Int, locale: String) -> OpaquePointer? {
        if let b = cache[locale] { return b }
        guard let b = cicu_breaker_open(Int32(kind), locale) ?? cicu_breaker_open(Int32(kind), "") else { return nil }
        // A card rarely uses more than a handful of languages; cap the cache so bad input cannot grow it.
        if cache.count >= 16, let victim = cache.first {
            cicu_breaker_close(victim.value)
            cache.removeValue(forKey: victim.key)
        }
        cache[locale] = b
        return b
    }

    private func run(_ breaker: OpaquePointer?, _ utf16: [UInt16]) -> Boundaries {
        let n = utf16.count
        guard n > 0 else { return Boundaries(positions: [], statuses: []) }
        var positions = [Int32](repeating: 0, count: n + 1)
        var statuses = [UInt8](repeating: 0, count: n + 1)
        let count = utf16.withUnsafeBufferPointer { text in
            positions.withUnsafeMutableBufferPointer { pos in
                statuses.withUnsafeMutableBufferPointer { st in
                    cicu_breaker_boundaries(breaker, text.baseAddress, Int32(n), pos.baseAddress, st.baseAddress, Int32(n + 1))
                }
            }
        }
        guard count > 0 else {
            // No iterator (ICU data missing): one segment, so callers still terminate.
            return Boundaries(positions: [Int32(n)], statuses: [0])
        }
        positions.removeSubrange(Int(count)...)
        statuses.removeSubrange(Int(count)...)
        return Boundaries(positions: positions, statuses: statuses)
    }
}

/// A lock-protected pool of iterator sets, so several threads can segment text at once without sharing an iterator.
final class BreakerPool: Sendable {
    private let idle = Locked<[ICUBreakers]>([])

    func with<Result>(_ body: (ICUBreakers) -> Result) -> Result {
        let breakers = idle.withLock { $0.popLast() } ?? ICUBreakers()
        defer { idle.withLock { if $0.count < 8 { $0.append(breakers) } } }
        return body(breakers)
    }
}
