/// Eight bytes at once: a `UInt64` loaded from UTF-8 (or any bytes) seen as eight lanes. Each test
/// returns the high bit of every lane that passes, exact for the lowest such lane (lanes above it
/// may be flagged too, by the borrow), so "none" and "the first one" are exact. The scanners of
/// the reader, the JSON writer and the report writer pass over plain runs with these.
public enum ByteLanes {
    public static let ones: UInt64 = 0x0101_0101_0101_0101
    public static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Lanes holding 0.
    @inlinable @inline(__always)
    public static func zeros(_ w: UInt64) -> UInt64 { (w &- ones) & ~w & highs }

    /// Lanes holding `byte`.
    @inlinable @inline(__always)
    public static func equal(_ w: UInt64, _ byte: UInt8) -> UInt64 { zeros(w ^ (UInt64(byte) &* ones)) }

    /// Lanes below `bound` (for `bound` ≤ 0x80).
    @inlinable @inline(__always)
    public static func below(_ w: UInt64, _ bound: UInt8) -> UInt64 { (w &- UInt64(bound) &* ones) & ~w & highs }

    /// Lanes at or above 0x80 (not ASCII).
    @inlinable @inline(__always)
    public static func nonASCII(_ w: UInt64) -> UInt64 { w & highs }
}
