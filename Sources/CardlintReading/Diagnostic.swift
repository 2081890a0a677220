/// Severity of a finding or a reading problem. Ordered: `note < warning < error`.
public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable, Codable {
    case note, warning, error
    var rank: Int { switch self { case .note: 0; case .warning: 1; case .error: 2 } }
    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A problem found while reading a file (syntax errors, BOM, duplicate keys, invalid UTF-8).
/// Carries its own stable id so that reporters treat it like a rule finding.
public struct ReadingDiagnostic: Sendable, Hashable, Error, CustomStringConvertible {
    public var id: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public init(id: String, severity: Severity, message: String, range: SourceRange) {
        self.id = id; self.severity = severity; self.message = message; self.range = range
    }
    public var description: String { "\(severity): \(message) [\(id)]" }
}

/// Formats `path:line:col: severity: message`, the source line and a caret, like a compiler.
public enum CodeFrame {
    public static func render(_ file: SourceFile, range: SourceRange, severity: Severity, message: String, ruleID: String? = nil) -> String {
        let p = file.position(of: range.start)
        var out = "\(file.path):\(p.line):\(p.column): \(severity.rawValue): \(message)"
        if let ruleID { out += " [\(ruleID)]" }
        out += "\n" + frame(file, range: range)
        return out
    }

    /// Scalars shown of a long line (minified cards): a window around the column.
    static let window = 120

    /// The source line and a caret line under the range's start (tabs kept so carets align).
    /// Control characters are shown escaped (`ControlEscape`), the caret moved past their escapes.
    /// Costs the window, not the line: a minified line of megabytes with many findings stays linear.
    public static func frame(_ file: SourceFile, range: SourceRange) -> String {
        let p = file.position(of: range.start)
        let bytes = file.bytes
        let lineStart = file.lineStarts[p.line - 1]
        var lineEnd = p.line < file.lineStarts.count ? file.lineStarts[p.line] : bytes.count
        while lineEnd > lineStart, bytes[lineEnd - 1] == 0x0A || bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        func isLead(_ i: Int) -> Bool { bytes[i] & 0xC0 != 0x80 }
        /// The byte after `count` scalars from `i` (or `limit`).
        func forward(_ i: Int, _ count: Int, _ limit: Int) -> Int {
            var i = i, n = 0
            while i < limit, n < count { i += 1; while i < limit, !isLead(i) { i += 1 }; n += 1 }
            return i
        }
        var from = lineStart, to = lineEnd, column = p.column
        var prefix = "", suffix = ""
        // Longer than the window: cut to the window's scalars around the column.
        if forward(lineStart, window, lineEnd) < lineEnd {
            let first = max(0, column - 60)   // 0-based index of the first scalar shown
            if first > 0 {
                from = min(max(p.offset, lineStart), lineEnd)
                for _ in 0..<(column - 1 - first) where from > lineStart {
                    from -= 1
                    while from > lineStart, !isLead(from) { from -= 1 }
                }
                prefix = "…"
            }
            to = forward(from, window, lineEnd)
            if to < lineEnd { suffix = "…" }
            column = column - first + (first > 0 ? 1 : 0)
        }
        WorkMeter.add(to - from)
        let text = prefix + String(decoding: bytes[from..<to], as: UTF8.self) + suffix
        var line = ""
        var caret = ""
        var i = 1
        for ch in text.unicodeScalars {
            let shown = ControlEscape.needsEscape(ch) ? ControlEscape.escaped(ch) : nil
            if let shown { line += shown } else { line.unicodeScalars.append(ch) }
            if i < column { caret += ch == "\t" ? "\t" : String(repeating: " ", count: shown?.unicodeScalars.count ?? 1) }
            i += 1
        }
        let endPos = file.position(of: range.end)
        var width = 1
        if endPos.line == p.line, endPos.column > p.column { width = min(endPos.column - p.column, 80) }
        caret += "^" + String(repeating: "~", count: max(0, width - 1))
        return "  " + line + "\n  " + caret
    }
}
