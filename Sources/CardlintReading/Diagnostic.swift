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

    /// The source line and a caret line under the range's start (tabs kept so carets align).
    public static func frame(_ file: SourceFile, range: SourceRange) -> String {
        let p = file.position(of: range.start)
        var line = file.lineText(p.line)
        var column = p.column
        // Very long lines (minified cards) are cut to a window around the column.
        let scalars = Array(line.unicodeScalars)
        if scalars.count > 120 {
            let from = max(0, column - 60)
            let to = min(scalars.count, from + 120)
            var s = String.UnicodeScalarView()
            s.append(contentsOf: scalars[from..<to])
            line = (from > 0 ? "…" : "") + String(s) + (to < scalars.count ? "…" : "")
            column = column - from + (from > 0 ? 1 : 0)
        }
        var caret = ""
        var i = 1
        for ch in line.unicodeScalars {
            if i >= column { break }
            caret.append(ch == "\t" ? "\t" : " ")
            i += 1
        }
        let endPos = file.position(of: range.end)
        var width = 1
        if endPos.line == p.line, endPos.column > p.column { width = min(endPos.column - p.column, 80) }
        caret += "^" + String(repeating: "~", count: max(0, width - 1))
        return "  " + line + "\n  " + caret
    }
}
