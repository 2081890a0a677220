@testable import CardlintText
import Testing

/// ASCII text is cut into grapheme clusters without ICU's iterator (`PreparedText.asciiGraphemes`):
/// the cuts must be ICU's, for every ASCII character next to every other (controls, CR LF, spaces).
@Suite struct AsciiGraphemeTests {
    @Test func everyPairOfAsciiCharactersIsCutAsICUCutsIt() {
        let breakers = ICUBreakers()
        var checked = 0
        for a in UInt16(0)..<128 {
            // Each character before every other, and before CR LF (GB3 keeps CR LF together).
            var utf16: [UInt16] = []
            for b in UInt16(0)..<128 { utf16 += [a, b] }
            utf16 += [a, 0x0D, 0x0A, 0x0D, 0x0D, 0x0A, 0x0A, a]
            #expect(PreparedText.asciiGraphemes(utf16).positions == breakers.graphemes(utf16).positions, "after \(a)")
            checked += 1
        }
        #expect(checked == 128)
        #expect(PreparedText.asciiGraphemes([]).positions.isEmpty)
        #expect(PreparedText.asciiGraphemes([0x61, 0x0D, 0x0A, 0x62]).positions == [1, 3, 4])
    }
}
