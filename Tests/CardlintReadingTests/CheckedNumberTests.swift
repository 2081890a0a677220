import CardlintReading
import Testing

/// `Int(d)` traps on a Double past `Int`'s range (a Carousel `timer` of 9.3e18 ms crashed every
/// format and the language server); the checked conversions answer nil or clamp instead.
@Suite struct CheckedNumberTests {
    @Test func checkedIntRefusesWhatIntCannotHold() {
        #expect(12.9.checkedInt == 12)
        #expect((-12.9).checkedInt == -12)
        #expect(9.2e18.checkedInt == 9_200_000_000_000_000_000)
        #expect(9.3e18.checkedInt == nil)
        #expect((-9.3e18).checkedInt == nil)
        #expect(Double.infinity.checkedInt == nil)
        #expect((-Double.infinity).checkedInt == nil)
        #expect(Double.nan.checkedInt == nil)
        #expect(Double.greatestFiniteMagnitude.checkedInt == nil)
    }

    @Test func clampedIntKeepsToItsRange() {
        #expect(9.3e18.clampedInt(1...100) == 100)
        #expect((-9.3e18).clampedInt(1...100) == 1)
        #expect(Double.infinity.clampedInt(0...1_000_000) == 1_000_000)
        #expect((-Double.infinity).clampedInt(0...10) == 0)
        #expect(Double.nan.clampedInt(1...100) == nil)
        #expect(42.7.clampedInt(1...100) == 42)
    }

    @Test func numbersPrintWithoutConverting() {
        #expect(NumberText.whole(9.3e18) == "9.3e+18")
        #expect(NumberText.whole(-1e300) == "-1e+300")
        #expect(NumberText.whole(Double.infinity) == "inf")
        #expect(NumberText.whole(6000) == "6000")
    }
}
