/// Path globs for `include`, `exclude` and `overrides`: `*` and `?` stay inside one path segment,
/// `**` matches any number of segments. A pattern without `/` matches the file name anywhere.
public struct Glob: Sendable, Hashable {
    public let pattern: String
    let segments: [Substring]
    let anchored: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var p = Substring(pattern)
        if p.hasPrefix("./") { p = p.dropFirst(2) }
        anchored = p.contains("/")
        segments = p.split(separator: "/", omittingEmptySubsequences: true)
    }

    public func matches(_ path: String) -> Bool {
        var p = Substring(path)
        if p.hasPrefix("./") { p = p.dropFirst(2) }
        let parts = p.split(separator: "/", omittingEmptySubsequences: true)
        if !anchored { return parts.last.map { Glob.segment(Array(segments.last ?? ""), Array($0)) } ?? false }
        return Glob.match(segments[...], parts[...])
    }

    static func match(_ pat: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pat.first else { return path.isEmpty }
        if first == "**" {
            var rest = path
            while true {
                if match(pat.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        }
        guard let head = path.first, segment(Array(first), Array(head)) else { return false }
        return match(pat.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment (iterative, linear-ish backtracking on the last `*`).
    static func segment(_ p: [Character], _ s: [Character]) -> Bool {
        var pi = 0, si = 0, star = -1, mark = 0
        while si < s.count {
            if pi < p.count, p[pi] == "?" || p[pi] == s[si] { pi += 1; si += 1 }
            else if pi < p.count, p[pi] == "*" { star = pi; mark = si; pi += 1 }
            else if star >= 0 { pi = star + 1; mark += 1; si = mark }
            else { return false }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
