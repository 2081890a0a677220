#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one search for a byte sequence (an ASCII mark in a file or a string): compared byte for
/// byte, no locale, no normalisation. (On Linux `String.contains(_:)` is Foundation's, which bridges
/// each string to NSString; `_StringProcessing`'s `firstRange(of:)` is generic and unspecialised;
/// slices of `String.UTF8View` index slowly: arrays and a plain loop instead.)
public enum ByteSearch {
    /// The first offset at or after `from` where `needle` starts in `hay`; nil when there is none or
    /// `needle` is empty.
    public static func find(_ needle: [UInt8], in hay: [UInt8], from: Int = 0) -> Int? {
        hay.withUnsafeBufferPointer { h in needle.withUnsafeBufferPointer { n in find(n, in: h, from: from) } }
    }

    /// `find` in bytes read in place (a string's own storage: no array copied out of it).
    public static func find(_ n: UnsafeBufferPointer<UInt8>, in h: UnsafeBufferPointer<UInt8>, from: Int = 0) -> Int? {
        guard !n.isEmpty, from >= 0, h.count >= n.count else { return nil }
        let lastStart = h.count - n.count
        guard from <= lastStart, let base = h.baseAddress, let rest = n.baseAddress.map({ $0 + 1 }) else { return nil }
        // libc's memchr finds each candidate first byte (it reads a vector of bytes at a time; a
        // byte-at-a-time loop was 7 instructions a byte, three times over every file linted), then
        // the rest is compared.
        var i = from
        while i <= lastStart, let p = memchr(base + i, Int32(n[0]), lastStart - i + 1) {
            let at = base.distance(to: p.assumingMemoryBound(to: UInt8.self))
            if n.count == 1 || memcmp(base + at + 1, rest, n.count - 1) == 0 { return at }
            i = at + 1
        }
        return nil
    }
}

extension String.UTF8View {
    /// Whether `needle`'s bytes occur here (the empty needle occurs everywhere).
    /// (Both read in place: copying them into arrays, byte by byte, cost more than the search.)
    public func containsBytes(of needle: String.UTF8View) -> Bool {
        guard !needle.isEmpty else { return true }
        var hay = String(self), pin = String(needle)
        return hay.withUTF8 { h in pin.withUTF8 { n in ByteSearch.find(n, in: h) != nil } }
    }
}
