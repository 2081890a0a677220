import CardlintReading
import Testing

/// `ByteLanes`: "no lane passes" is exact, and so is the lowest lane that passes, against a
/// lane-by-lane check of every byte value in every lane over a background of other bytes.
@Suite struct ByteLanesTests {
    static func lowest(_ flags: UInt64) -> Int? { flags == 0 ? nil : flags.trailingZeroBitCount / 8 }

    static func lowest(_ w: UInt64, _ test: (UInt8) -> Bool) -> Int? {
        (0..<8).first { test(UInt8(truncatingIfNeeded: w >> (8 * $0))) }
    }

    @Test func lowestPassingLaneIsExact() {
        for background: UInt8 in [0x00, 0x01, 0x1F, 0x20, 0x24, 0x41, 0x7F, 0x80, 0xFF] {
            for lane in 0..<8 {
                for value in 0...255 {
                    var w = UInt64(background) &* ByteLanes.ones
                    w &= ~(UInt64(0xFF) << (8 * lane))
                    w |= UInt64(value) << (8 * lane)
                    #expect(Self.lowest(ByteLanes.zeros(w)) == Self.lowest(w) { $0 == 0 })
                    #expect(Self.lowest(ByteLanes.equal(w, 0x24)) == Self.lowest(w) { $0 == 0x24 })
                    #expect(Self.lowest(ByteLanes.below(w, 0x20)) == Self.lowest(w) { $0 < 0x20 })
                    #expect(Self.lowest(ByteLanes.nonASCII(w)) == Self.lowest(w) { $0 >= 0x80 })
                }
            }
        }
    }
}
