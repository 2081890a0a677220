import CardlintReading
import Testing

/// Every `Double` a card or config can hold prints without trapping.
@Suite struct NumberTextTests {
    @Test func ordinaryNumbers() {
        #expect(NumberText.rounded(12, places: 1) == "12")
        #expect(NumberText.rounded(12.345, places: 1) == "12.3")
        #expect(NumberText.rounded(-0.255, places: 2) == "-0.26" || NumberText.rounded(-0.255, places: 2) == "-0.25")
        #expect(NumberText.rounded(44.999, places: 2) == "45")
        #expect(NumberText.whole(3) == "3")
        #expect(NumberText.whole(4.5) == "4.5")
    }

    @Test func hugeAndNonFiniteNumbers() {
        // Each of these trapped as `String(Int(r))` ("Double value cannot be converted to Int").
        #expect(NumberText.rounded(1e20, places: 1) == "1e+20")
        #expect(NumberText.rounded(1e300, places: 2) == "1e+300")
        #expect(NumberText.rounded(1.7e308, places: 2) == "1.7e+308")
        #expect(NumberText.rounded(-1e308, places: 1) == "-1e+308")
        #expect(NumberText.rounded(.infinity, places: 1) == "inf")
        #expect(NumberText.rounded(-.infinity, places: 0) == "-inf")
        #expect(NumberText.rounded(.nan, places: 2) == "nan")
        #expect(NumberText.whole(1e15) == "1000000000000000.0")
        #expect(NumberText.whole(999_999_999_999_999) == "999999999999999")
        #expect(NumberText.whole(-.infinity) == "-inf")
        #expect(NumberText.rounded(5, places: -3) == "5")
        #expect(NumberText.rounded(5.25, places: 99) == "5.25")
    }
}
