import CardlintReading
import CardlintRules

/// GitHub Actions workflow commands (`::error file=…,line=…::message`) that become annotations.
public struct GitHubReporter: Reporter {
    public static let identifier = "github"
    public static let summary = "GitHub Actions annotations (workflow commands)"
    public init() {}

    public func render(_ run: LintRun) -> String {
        let model = ReportModel(run)
        var out = ""
        for r in model.allFindings {
            out += command(r, title: model.rulesByID[r.finding.ruleID]?.title ?? r.finding.ruleID) + "\n"
        }
        out += TextReporter(color: false).summaryLine(model.summary) + "\n"
        return out
    }

    func command(_ r: ResolvedFinding, title: String) -> String {
        let f = r.finding
        let kind = switch f.severity { case .error: "error"; case .warning: "warning"; case .note: "notice" }
        var props = ["file=" + Escape.githubProperty(r.path)]
        if let s = r.start, let e = r.end {
            props += ["line=\(s.line)", "col=\(s.column)", "endLine=\(e.line)"]
            if e.line == s.line { props.append("endColumn=\(e.column)") }
        }
        props.append("title=" + Escape.githubProperty("\(title) [\(f.ruleID)]"))
        var message = f.message
        if let scope = TextReporter.scopeText(f.scope) { message += "\n↳ holds on: " + scope }
        for rel in r.related { message += "\n↳ related: " + rel.location + ": " + rel.message }
        return "::\(kind) " + props.joined(separator: ",") + "::" + Escape.githubData(message)
    }
}
