import CardlintRules

/// Checkstyle XML, as ESLint's `checkstyle` formatter writes it, for tools that read Checkstyle
/// results (Jenkins Warnings, SonarQube, reviewdog): one `<file>` per linted file, one `<error>` per
/// finding with its line, column, severity (`error`, `warning`, `info`), message with the rule id
/// in parentheses, and source `cardlint.rules.<id>`. A plain `Reporter`: the whole run, rendered once.
public struct CheckstyleReporter: Reporter {
    public init() {}

    public func render(_ run: LintRun) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n"
        for file in ReportModel(run).files {
            out += "  <file name=\"\(Self.attribute(file.path))\">\n"
            for r in file.findings {
                let f = r.finding
                let severity = switch f.severity { case .error: "error"; case .warning: "warning"; case .note: "info" }
                out += "    <error line=\"\(r.start?.line ?? 0)\" column=\"\(r.start?.column ?? 0)\" severity=\"\(severity)\""
                out += " message=\"\(Self.attribute(f.shownMessage + " (" + f.ruleID + ")"))\" source=\"\(Self.attribute("cardlint.rules." + f.ruleID))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }

    /// An XML attribute value; control characters from cards shown escaped, never raw.
    static func attribute(_ s: String) -> String { Escape.xml(Escape.controls(s), attribute: true) }
}
