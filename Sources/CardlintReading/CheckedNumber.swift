/// Whole numbers from values a card, a template, a config or a host config gives. `Int(d)` traps
/// (SIGILL) when `d` is NaN, infinite or outside `Int`'s range (±9.22e18), and a card can say
/// `"timer": 9.3e18`; these conversions never trap. Every conversion of such a number to an integer
/// goes through here (or is guarded next to it, with the bound stated); out of range is a finding
/// where a rule says so, and layout ignores (or clamps) what it cannot use.
extension Double {
    /// This number rounded toward zero, or nil when it is not finite or outside `Int`'s range.
    @inlinable public var checkedInt: Int? {
        Int(exactly: rounded(.towardZero))
    }

    /// This number rounded toward zero and clamped into `range`; nil when it is NaN.
    @inlinable public func clampedInt(_ range: ClosedRange<Int>) -> Int? {
        guard !isNaN else { return nil }
        if self <= Double(range.lowerBound) { return range.lowerBound }
        if self >= Double(range.upperBound) { return range.upperBound }
        return Int(rounded(.towardZero))
    }
}
