import Foundation

/// Checks that work grows linearly with input size: the time for an input ten times larger must
/// stay well under the hundredfold a quadratic cost gives. Each size is timed in CPU time of the
/// calling thread (other tests running in parallel do not count) as the fastest of a few runs,
/// and the bound is generous (`maxRatio`, 35 for a tenfold size): a linear cost passes under
/// load, a quadratic one cannot.
public enum Scaling {
    /// Seconds of the fastest of `runs` runs of `body`.
    public static func fastest(runs: Int = 3, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = threadCPUTime()
            try body()
            best = min(best, threadCPUTime() - start)
        }
        return best
    }

    /// The ratio of the time for `10 × n` to the time for `n`, and both times.
    public static func ratio(_ n: Int, runs: Int = 3, _ body: (Int) throws -> Void) rethrows -> (ratio: Double, small: Double, large: Double) {
        try body(n)  // warm up (lazy statics, caches)
        let small = try fastest(runs: runs + 2) { try body(n) }
        let large = try fastest(runs: max(1, runs - 1)) { try body(n * 10) }
        return (large / max(small, 1e-6), small, large)
    }

    public static let maxRatio = 35.0

    /// Seconds of CPU time the calling thread has used.
    public static func threadCPUTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
