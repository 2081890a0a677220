/// FNV-1a, 64-bit: a byte hash that is the same on every machine and run (unlike Swift's seeded
/// `Hasher`). Fingerprints, cache keys and shards are built on it, so its values are part of
/// cardlint's output and must not change.
public struct FNV1a: Sendable {
    public var value: UInt64 { state }
    /// Set only by `add` (internal so the inlinable `add` can write it).
    @usableFromInline var state: UInt64 = 0xcbf2_9ce4_8422_2325

    @inlinable public init() {}

    @inlinable public mutating func add(_ b: UInt8) {
        state ^= UInt64(b)
        state = state &* 0x0000_0100_0000_01b3
    }

    @inlinable public mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        for b in bytes { add(b) }
    }

    @inlinable public mutating func add(_ bytes: [UInt8]) {
        for b in bytes { add(b) }
    }

    /// The string's UTF-8 bytes.
    @inlinable public mutating func add(_ s: String) {
        var s = s
        s.withUTF8 { add($0) }
    }

    /// The hash of `s`'s UTF-8 bytes.
    @inlinable public static func hash(_ s: String) -> UInt64 {
        var h = FNV1a()
        h.add(s)
        return h.value
    }
}
