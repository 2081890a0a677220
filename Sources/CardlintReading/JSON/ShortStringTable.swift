/// One parse's table of the short strings it has read (object keys, and values such as
/// `"TextBlock"` or `"auto"`), keyed by their bytes: a repeated string is one hash and one
/// compare of two words, instead of validating and building a new `String`.
///
/// Only strings of 1 to 15 bytes are kept: their bytes fit in two words, and Swift stores them
/// inline (no allocation, no reference count), so the table never retains any storage.
/// Each distinct string gets a number; equal numbers mean equal strings (used for duplicate keys).
/// The table stops growing at `maxSlots`, so memory stays bounded on huge inputs.
struct ShortStringTable: ~Copyable {
    private struct Slot {
        /// Bytes 0–7, and bytes 8–14 with the length in the top byte (so never 0 when used).
        var low: UInt64
        var high: UInt64
        var number: Int32
    }

    static let maxLength = 15
    private static let maxSlots = 4096
    private var slots: UnsafeMutablePointer<Slot>
    private var slotCount: Int
    private var shift: Int
    private(set) var strings: [String] = []

    init() {
        slotCount = 256
        shift = 64 - 8
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(low: 0, high: 0, number: 0), count: slotCount)
    }

    deinit { slots.deallocate() }

    /// The string of the `count` (1…15) bytes at `p`, which must be valid UTF-8; `number` is its
    /// number in the table, or -1 when the table is full. `canReadSixteen`: 16 bytes may be read at `p`.
    @inline(__always)
    mutating func string(at p: UnsafePointer<UInt8>, count: Int, canReadSixteen: Bool, number: inout Int32) -> String {
        var low: UInt64 = 0, high: UInt64 = 0
        if canReadSixteen {
            low = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self).littleEndian
            high = UnsafeRawPointer(p + 8).loadUnaligned(as: UInt64.self).littleEndian
            if count < 8 {
                low &= (1 << UInt64(count &* 8)) &- 1
                high = 0
            } else {
                high &= (1 << UInt64((count &- 8) &* 8)) &- 1
            }
        } else {
            for k in 0..<count {
                if k < 8 { low |= UInt64(p[k]) << UInt64(k &* 8) } else { high |= UInt64(p[k]) << UInt64((k &- 8) &* 8) }
            }
        }
        high |= UInt64(count) << 56
        let mask = slotCount &- 1
        var s = home(low, high)
        while true {
            let slot = slots[s]
            if slot.high == high, slot.low == low {
                number = slot.number
                return strings[Int(slot.number)]
            }
            if slot.high == 0 { break }
            s = (s &+ 1) & mask
        }
        let string = String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self)
        if strings.count >= slotCount / 2 {
            guard grow() else { number = -1; return string }
            s = emptySlot(home(low, high))
        }
        number = Int32(strings.count)
        slots[s] = Slot(low: low, high: high, number: number)
        strings.append(string)
        return string
    }

    @inline(__always) private func home(_ low: UInt64, _ high: UInt64) -> Int {
        Int(truncatingIfNeeded: ((low ^ (high &* 0x9E37_79B9_7F4A_7C15)) &* 0xC2B2_AE3D_27D4_EB4F) >> UInt64(shift))
    }

    private func emptySlot(_ start: Int) -> Int {
        var s = start
        while slots[s].high != 0 { s = (s &+ 1) & (slotCount &- 1) }
        return s
    }

    /// Doubles the slots (rehashing); false when the table is at its size limit.
    private mutating func grow() -> Bool {
        guard slotCount < Self.maxSlots else { return false }
        let old = slots, oldCount = slotCount
        slotCount *= 2
        shift -= 1
        slots = .allocate(capacity: slotCount)
        slots.initialize(repeating: Slot(low: 0, high: 0, number: 0), count: slotCount)
        for k in 0..<oldCount where old[k].high != 0 { slots[emptySlot(home(old[k].low, old[k].high))] = old[k] }
        old.deallocate()
        return true
    }
}
