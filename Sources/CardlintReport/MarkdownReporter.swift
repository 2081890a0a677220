import CardlintReading
import CardlintRules

/// A pull-request comment: the counts, a table of rules, then the findings, most severe rules first,
/// within GitHub's 65 536-character limit for a comment (what does not fit is counted, not cut off).
public struct MarkdownReporter: StreamingReporter {
    /// Findings kept per rule for listing (the rest are counted).
    static let perRuleLimit = 25
    /// GitHub rejects a comment longer than this (characters; bytes are counted, which is never fewer).
    public static let commentLimit = 65_536

    /// When set, locations link to `<base><path>#L<line>` (the path relative to the repository root).
    public var fileLinkBase: String?
    /// Paths are shown relative to this folder (the repository root; nil: the working directory).
    public var root: String?
    /// The report's size limit (tests use small ones).
    public var limit: Int
    public init(fileLinkBase: String? = nil, root: String? = nil, limit: Int = MarkdownReporter.commentLimit) {
        self.fileLinkBase = fileLinkBase; self.root = root; self.limit = limit
    }

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    struct Group {
        var ruleID: String
        var severity: Severity
        var count: Int
        var shown: [ResolvedFinding]
    }

    /// Most severe rules first, then the rules with more findings, then by id.
    static func ordered(_ groups: [Group]) -> [Group] {
        groups.sorted { a, b in
            if a.severity != b.severity { return a.severity > b.severity }
            if a.count != b.count { return a.count > b.count }
            return ReportModel.less(a.ruleID, b.ruleID)
        }
    }

    /// The report from the totals and, per rule, the count and the first `perRuleLimit` findings.
    func text(tool: ToolInfo, summary s: ReportSummary, groups: [Group], rulesByID: [String: RuleMetadata], workingDirectory: String) -> String {
        var out = "## \(Escape.markdown(tool.name)) report\n\n"
        out += TextReporter(color: false).summaryLine(s) + "\n\n"
        out += "| Severity | Count |\n|---|---:|\n"
        out += "| 🔴 Errors | \(s.errors) |\n| 🟡 Warnings | \(s.warnings) |\n| 🔵 Notes | \(s.notes) |\n"
        out += "| Files checked | \(s.files) |\n"
        if s.skippedNonCards > 0 { out += "| Skipped (not Adaptive Cards) | \(s.skippedNonCards) |\n" }
        if s.skippedLinksOutOfTree > 0 { out += "| Skipped (link out of the tree) | \(s.skippedLinksOutOfTree) |\n" }
        if s.skippedNotRegularFiles > 0 { out += "| Skipped (not a regular file) | \(s.skippedNotRegularFiles) |\n" }
        if s.baselineSuppressed > 0 { out += "| Suppressed by baseline | \(s.baselineSuppressed) |\n" }
        let groups = Self.ordered(groups)
        if !groups.isEmpty {
            out += "\n| Rule | Severity | Findings |\n|---|---|---:|\n"
            for g in groups {
                let title = Escape.markdown(rulesByID[g.ruleID]?.title ?? g.ruleID)
                out += "| \(Self.icon(g.severity)) \(title) <code>\(Escape.html(g.ruleID))</code> | \(g.severity.rawValue) | \(g.count) |\n"
            }
        }
        // What is left for findings, keeping room for the closing line.
        let reserve = 400
        var notShown = 0
        for g in groups {
            let rule = rulesByID[g.ruleID]
            let title = Escape.markdown(rule?.title ?? g.ruleID)
            var section = "\n### \(Self.icon(g.severity)) \(title) (\(g.count))\n\n"
            var meta = "Rule <code>" + Escape.html(g.ruleID) + "</code>"
            if let uri = rule?.helpURI, let safe = SafeURL.check(uri) { meta += " · [documentation](\(safe))" }
            section += meta + "\n\n"
            guard out.utf8.count + section.utf8.count + reserve <= limit else { notShown += g.count; continue }
            out += section
            var listed = 0
            for r in g.shown.sorted(by: { $0.finding.severity > $1.finding.severity }) {
                var line = "- " + location(r, workingDirectory: workingDirectory) + " — " + Escape.markdown(r.finding.shownMessage)
                if let scope = TextReporter.scopeText(r.finding.scope) { line += " _(holds on: " + Escape.markdown(scope) + ")_" }
                line += "\n"
                guard out.utf8.count + line.utf8.count + reserve <= limit else { break }
                out += line
                listed += 1
            }
            if g.count > listed {
                out += "- … and \(g.count - listed) more\n"
                notShown += g.count - listed
            }
        }
        if notShown > 0 {
            out += "\n**\(notShown.counted("more finding")) not shown** (of \(s.problems)): the full list is in the "
                + "SARIF, JSON or HTML report (`cardlint lint --format sarif`).\n"
        }
        return out
    }

    func makeFormat() -> any StreamFormat { Format(reporter: self) }

    /// Everything comes after the totals, so the report is written at the end; per rule only the
    /// count, the highest severity and the findings shown are kept.
    final class Format: StreamFormat {
        let reporter: MarkdownReporter
        var groups: [String: Group] = [:]
        init(reporter: MarkdownReporter) { self.reporter = reporter }

        func file(_ file: ResolvedFile, _ state: StreamState) {
            for var r in file.findings {
                let id = r.finding.ruleID
                var g = groups[id] ?? Group(ruleID: id, severity: r.finding.severity, count: 0, shown: [])
                g.count += 1
                g.severity = max(g.severity, r.finding.severity)
                if g.shown.count < MarkdownReporter.perRuleLimit {
                    r.related = []  // not shown; would keep data files alive
                    g.shown.append(r)
                }
                groups[id] = g
            }
        }

        func finish(_ state: StreamState) {
            state.out.write(reporter.text(tool: state.tool, summary: state.summary, groups: Array(groups.values),
                                          rulesByID: state.tally.rulesByID, workingDirectory: state.workingDirectory))
        }
    }

    func location(_ r: ResolvedFinding, workingDirectory: String) -> String {
        let path = RepoPath.relative(r.path, workingDirectory: workingDirectory, root: root ?? workingDirectory)
        let text = Escape.markdown(r.start.map { "\(path):\($0.line):\($0.column)" } ?? path)
        guard let base = fileLinkBase, !path.hasPrefix("/"), path != "-" else { return text }
        var link = base + SARIFURI.encode(path)
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
