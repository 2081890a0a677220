import CardlintReading

/// Counted work for scaling tests: the steps the code adds to a `WorkMeter` (characters scanned,
/// peers compared, pairs evaluated), never a clock. A loaded machine cannot fail such a test, and a
/// fast one cannot pass a quadratic cost.
public enum Work {
    /// The bound for ten times the input: linear work gives about 10 (constant parts make it less),
    /// quadratic work 100.
    public static let maxRatio = 15.0

    /// The steps counted while `body` runs (on this task).
    public static func count<T>(_ body: () throws -> T) rethrows -> Int {
        let meter = WorkMeter()
        _ = try WorkMeter.$current.withValue(meter) { try body() }
        return meter.steps
    }

    /// The steps at `n` and at `10 n`, and their ratio (`large / small`; infinite when nothing was
    /// counted at `n`, so that a test of an uncounted path fails).
    public static func ratio(_ n: Int, _ body: (Int) throws -> Void) rethrows -> (ratio: Double, small: Int, large: Int) {
        let small = try count { try body(n) }
        let large = try count { try body(10 * n) }
        return (small > 0 ? Double(large) / Double(small) : .infinity, small, large)
    }
}
