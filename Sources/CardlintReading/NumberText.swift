/// Numbers as messages and outputs print them. A number can come from a card, a template, a
/// config or a rule file, so it may be huge, negative or not finite: these never trap (a
/// `Double` outside `Int`'s range cannot be converted to `Int`).
public enum NumberText {
    /// `d` rounded to `places` decimals (0…6), without a trailing `.0`: `12`, `12.5`, `-0.25`.
    /// Not finite: `inf`, `-inf`, `nan`. At or beyond 10^15: Swift's shortest form (`1e+20`).
    public static func rounded(_ d: Double, places: Int) -> String {
        guard d.isFinite else { return d.isNaN ? "nan" : (d < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<min(max(places, 0), 6) { scale *= 10 }
        let r = (d * scale).rounded() / scale
        return whole(r.isFinite ? r : d)
    }

    /// `d` without a trailing `.0` when it is a whole number below 10^15; Swift's own form otherwise.
    public static func whole(_ d: Double) -> String {
        if let i = Int64(exactly: d), abs(i) < 1_000_000_000_000_000 { return String(i) }
        return d.isFinite ? String(d) : (d.isNaN ? "nan" : (d < 0 ? "-inf" : "inf"))
    }
}
