/// Per member of a node's JSON, in order, its property's index in the node's property table (nil:
/// none), as the card builder found it (`CardNode.propertyIndex(ofMember:)`).
///
/// Up to 8 members whose indexes are below 255 (most nodes) are kept a byte each in one word, index
/// + 1 (0: none): an array per node cost an allocation and a free per node (0.9 M of an edit of the
/// 2 000-node card). Other nodes keep an array.
struct MemberProperties: Sendable {
    /// Byte `k`: member `k`'s index + 1, 0 for none; while `isPacked`.
    private var packed: UInt64 = 0
    /// Every member's index (-1: none), once a member did not fit in `packed`.
    private var spilled: [Int32] = []
    private var isPacked = true
    /// The members kept.
    private(set) var count = 0

    init() {}

    mutating func append(_ index: Int?) {
        let value = index ?? -1
        if isPacked, count < 8, value < 255 {
            packed |= UInt64(value + 1) &<< (UInt64(count) &* 8)
        } else {
            if isPacked {
                spilled.reserveCapacity(count + 8)
                for k in 0..<count { spilled.append(Int32(Self.unpacked(packed, k))) }
                isPacked = false
            }
            spilled.append(Int32(value))
        }
        count += 1
    }

    /// Member `k`'s index (nil: none, or no member `k`).
    @inline(__always) subscript(k: Int) -> Int? {
        guard k >= 0, k < count else { return nil }
        let i = isPacked ? Self.unpacked(packed, k) : Int(spilled[k])
        return i < 0 ? nil : i
    }

    /// Member `k`'s index in `packed` (-1: none).
    @inline(__always) private static func unpacked(_ packed: UInt64, _ k: Int) -> Int {
        Int(truncatingIfNeeded: (packed &>> (UInt64(truncatingIfNeeded: k) &* 8)) & 0xFF) - 1
    }
}
