/// A unified diff of two texts by lines (Myers' O(ND) algorithm: fixes change few lines), for
/// `--fix-dry-run`. Lines keep their line endings, so a CRLF file's diff shows them as they are.
public enum UnifiedDiff {
    public static func make(path: String, old: [UInt8], new: [UInt8], context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0 != .same }) else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        // Walk the script, cutting it into hunks around changes.
        var i = 0, ai = 0, bi = 0
        while i < script.count {
            guard let change = script[i...].firstIndex(where: { $0 != .same }) else { break }
            // Advance to the hunk's start (context lines before the change).
            let lead = min(context, change - i)
            for k in i..<(change - lead) { advance(script[k], &ai, &bi) }
            var end = change
            var sameRun = 0
            var k = change
            while k < script.count {
                if script[k] == .same { sameRun += 1; if sameRun > 2 * context { break } } else { sameRun = 0; end = k }
                k += 1
            }
            let stop = min(script.count, end + 1 + context)
            var body = "", oldCount = 0, newCount = 0
            let oldStart = ai, newStart = bi
            for k in (change - lead)..<stop {
                switch script[k] {
                case .same: body += " " + text(a[ai]); ai += 1; bi += 1; oldCount += 1; newCount += 1
                case .delete: body += "-" + text(a[ai]); ai += 1; oldCount += 1
                case .insert: body += "+" + text(b[bi]); bi += 1; newCount += 1
                }
            }
            out += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n" + body
            i = stop
        }
        return out
    }

    enum Step: Equatable { case same, delete, insert }

    static func advance(_ step: Step, _ ai: inout Int, _ bi: inout Int) {
        switch step {
        case .same: ai += 1; bi += 1
        case .delete: ai += 1
        case .insert: bi += 1
        }
    }

    static func range(_ start: Int, _ count: Int) -> String {
        count == 0 ? "\(start),0" : count == 1 ? "\(start + 1)" : "\(start + 1),\(count)"
    }

    /// The line as written, with its line ending; a last line without one is marked as `patch`
    /// expects. (Judged on the bytes: as a `String`, a CRLF ending is one `Character`, "\r\n",
    /// which `hasSuffix("\n")` does not match.)
    static func text(_ line: ArraySlice<UInt8>) -> String {
        let s = String(decoding: line, as: UTF8.self)
        return line.last == 0x0A ? s : s + "\n\\ No newline at end of file\n"
    }

    static func lines(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = [], start = 0
        for (i, b) in bytes.enumerated() where b == 0x0A {
            out.append(bytes[start...i])
            start = i + 1
        }
        if start < bytes.count { out.append(bytes[start...]) }
        return out
    }

    /// The shortest edit script turning `a` into `b` (Myers 1986), as same/delete/insert steps.
    /// Past this many changed lines the script is "delete all, insert all" (the trace's memory grows
    /// with the square of the changes; a fix never changes this much).
    static let maxChanges = 2000

    static func editScript(_ a: [ArraySlice<UInt8>], _ b: [ArraySlice<UInt8>]) -> [Step] {
        let n = a.count, m = b.count, offset = n + m + 1
        var v = [Int](repeating: 0, count: 2 * offset + 1)
        var trace: [[Int]] = []
        search: for d in 0...(n + m) {
            if d > maxChanges { return Array(repeating: .delete, count: n) + Array(repeating: .insert, count: m) }
            trace.append(v)
            for k in stride(from: -d, through: d, by: 2) {
                var x = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk the trace back from (n, m).
        var steps: [Step] = []
        var x = n, y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            let v = trace[d], k = x - y
            let prevK = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? k + 1 : k - 1
            let prevX = v[offset + prevK], prevY = prevX - prevK
            while x > prevX, y > prevY { steps.append(.same); x -= 1; y -= 1 }
            if d > 0 { steps.append(x == prevX ? .insert : .delete) }
            x = prevX; y = prevY
        }
        return steps.reversed()
    }
}
