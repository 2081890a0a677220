import CardlintReading
import CardlintRules

/// A pull-request comment: a counts table and findings grouped by rule, with rule links.
public struct MarkdownReporter: StreamingReporter {
    public static let identifier = "markdown"
    public static let summary = "Markdown summary for pull-request comments"
    /// Findings listed per rule before "… and N more" (PR comments are limited to 65,536 characters).
    static let perRuleLimit = 25

    /// When set, locations link to `<base><path>#L<line>`.
    public var fileLinkBase: String?
    public init(fileLinkBase: String? = nil) { self.fileLinkBase = fileLinkBase }

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    /// The report from the totals and, per rule, the count and the first `perRuleLimit` findings.
    func text(tool: ToolInfo, summary s: ReportSummary, groups: [(ruleID: String, count: Int, shown: [ResolvedFinding])],
              rulesByID: [String: RuleMetadata]) -> String {
        var out = "## \(Escape.markdown(tool.name)) report\n\n"
        out += TextReporter(color: false).summaryLine(s) + "\n\n"
        out += "| Severity | Count |\n|---|---:|\n"
        out += "| 🔴 Errors | \(s.errors) |\n| 🟡 Warnings | \(s.warnings) |\n| 🔵 Notes | \(s.notes) |\n"
        out += "| Files checked | \(s.files) |\n"
        if s.skippedNonCards > 0 { out += "| Skipped (not Adaptive Cards) | \(s.skippedNonCards) |\n" }
        if s.baselineSuppressed > 0 { out += "| Suppressed by baseline | \(s.baselineSuppressed) |\n" }
        for group in groups {
            let rule = rulesByID[group.ruleID]
            let title = Escape.markdown(rule?.title ?? group.ruleID)
            out += "\n### \(Self.icon(rule?.severity ?? .warning)) \(title) (\(group.count))\n\n"
            var meta = "Rule <code>" + Escape.html(group.ruleID) + "</code>"
            if let uri = rule?.helpURI, let safe = SafeURL.check(uri) { meta += " · [documentation](\(safe))" }
            out += meta + "\n\n"
            for r in group.shown {
                out += "- " + location(r) + " — " + Escape.markdown(r.finding.message)
                if let scope = TextReporter.scopeText(r.finding.scope) { out += " _(holds on: " + Escape.markdown(scope) + ")_" }
                out += "\n"
            }
            if group.count > group.shown.count {
                out += "- … and \(group.count - group.shown.count) more\n"
            }
        }
        return out
    }

    func makeFormat() -> any StreamFormat { Format(reporter: self) }

    /// Everything comes after the totals, so the report is written at the end; per rule only the
    /// count and the findings shown are kept.
    final class Format: StreamFormat {
        let reporter: MarkdownReporter
        var groups: [String: (count: Int, shown: [ResolvedFinding])] = [:]
        init(reporter: MarkdownReporter) { self.reporter = reporter }

        func file(_ file: ResolvedFile, _ state: StreamState) {
            for var r in file.findings {
                var g = groups[r.finding.ruleID] ?? (0, [])
                g.count += 1
                if g.shown.count < MarkdownReporter.perRuleLimit {
                    r.related = []  // not shown; would keep data files alive
                    g.shown.append(r)
                }
                groups[r.finding.ruleID] = g
            }
        }

        func finish(_ state: StreamState) {
            let sorted = groups.keys.sorted(by: ReportModel.less).map { id in
                (ruleID: id, count: groups[id]?.count ?? 0, shown: groups[id]?.shown ?? [])
            }
            state.out.write(reporter.text(tool: state.tool, summary: state.summary, groups: sorted, rulesByID: state.tally.rulesByID))
        }
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
