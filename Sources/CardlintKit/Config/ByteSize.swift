/// Sizes written by people: `4194304`, `4MiB`, `4 MiB`, `512 KiB`, `4 MB` (units of 1 024 or 1 000).
public enum ByteSize {
    static let units: [(String, Int)] = [("gib", 1 << 30), ("mib", 1 << 20), ("kib", 1 << 10),
                                         ("gb", 1_000_000_000), ("mb", 1_000_000), ("kb", 1_000), ("b", 1)]

    /// The size in bytes, or nil when `text` is not a positive size.
    public static func parse(_ text: String) -> Int? {
        var s = text.lowercased().filter { $0 != " " && $0 != "_" }
        var scale = 1
        for (unit, factor) in units where s.hasSuffix(unit) {
            s.removeLast(unit.count)
            scale = factor
            break
        }
        guard let n = Int(s), n > 0, n <= Int.max / scale else { return nil }
        return n * scale
    }
}
