/// The identity of a string value: its two machine words — the characters themselves for short
/// strings (up to 15 UTF-8 bytes), the storage reference and flags for long ones.
///
/// Equal words mean equal strings as long as the string they were taken from is alive (a storage
/// address cannot be reused meanwhile): memos keyed this way keep their keys' strings. Equal
/// strings in different storage have different identities (a memo just misses). Cheaper than
/// hashing the characters, which `String` normalises first.
public enum StringIdentity {
    @inlinable public static func words(_ s: String) -> (UInt64, UInt64) {
        withUnsafeBytes(of: s) { ($0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self)) }
    }
}
