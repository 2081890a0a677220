import CardlintReading
import CardlintRules

/// A pull-request comment: a counts table and findings grouped by rule, with rule links.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    public static let summary = "Markdown summary for pull-request comments"
    /// Findings listed per rule before "… and N more" (PR comments are limited to 65,536 characters).
    static let perRuleLimit = 25

    /// When set, locations link to `<base><path>#L<line>`.
    public var fileLinkBase: String?
    public init(fileLinkBase: String? = nil) { self.fileLinkBase = fileLinkBase }

    public func render(_ run: LintRun) -> String {
        let model = ReportModel(run)
        let s = model.summary
        var out = "## \(Escape.markdown(run.tool.name)) report\n\n"
        out += TextReporter(color: false).summaryLine(s) + "\n\n"
        out += "| Severity | Count |\n|---|---:|\n"
        out += "| 🔴 Errors | \(s.errors) |\n| 🟡 Warnings | \(s.warnings) |\n| 🔵 Notes | \(s.notes) |\n"
        out += "| Files checked | \(s.files) |\n"
        if s.skippedNonCards > 0 { out += "| Skipped (not Adaptive Cards) | \(s.skippedNonCards) |\n" }
        if s.baselineSuppressed > 0 { out += "| Suppressed by baseline | \(s.baselineSuppressed) |\n" }
        for group in ReportModel.byRule(model.allFindings) {
            let rule = model.rulesByID[group.ruleID]
            let title = Escape.markdown(rule?.title ?? group.ruleID)
            out += "\n### \(Self.icon(rule?.severity ?? .warning)) \(title) (\(group.findings.count))\n\n"
            var meta = "Rule <code>" + Escape.html(group.ruleID) + "</code>"
            if let uri = rule?.helpURI, let safe = SafeURL.check(uri) { meta += " · [documentation](\(safe))" }
            out += meta + "\n\n"
            for r in group.findings.prefix(Self.perRuleLimit) {
                out += "- " + location(r) + " — " + Escape.markdown(r.finding.message)
                if let scope = TextReporter.scopeText(r.finding.scope) { out += " _(holds on: " + Escape.markdown(scope) + ")_" }
                out += "\n"
            }
            if group.findings.count > Self.perRuleLimit {
                out += "- … and \(group.findings.count - Self.perRuleLimit) more\n"
            }
        }
        return out
    }

    func location(_ r: ResolvedFinding) -> String {
        let text = Escape.markdown(r.location)
        guard let base = fileLinkBase else { return text }
        var link = base + SARIFURI.encode(Fingerprint.normalisedPath(r.path))
        if let line = r.start?.line { link += "#L\(line)" }
        return "[\(text)](\(link))"
    }

    static func icon(_ s: Severity) -> String {
        switch s { case .error: "🔴"; case .warning: "🟡"; case .note: "🔵" }
    }
}

/// Links allowed into generated Markdown and HTML: http(s), mailto, and relative references.
enum SafeURL {
    static func check(_ url: String) -> String? {
        let lower = url.lowercased()
        guard !url.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "<" || $0 == ">" || $0 == "(" || $0 == ")" })
        else { return nil }
        if lower.hasPrefix("https://") || lower.hasPrefix("http://") || lower.hasPrefix("mailto:") { return url }
        if let colon = lower.firstIndex(of: ":") {
            let slash = lower.firstIndex(of: "/") ?? lower.endIndex
            if colon < slash { return nil }  // some other scheme (javascript:, data:, …)
        }
        return url
    }
}
