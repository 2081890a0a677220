import CardlintReading
import CardlintRules

/// GitHub Actions workflow commands (`::error file=…,line=…::message`) that become annotations.
public struct GitHubReporter: StreamingReporter {
    /// Annotation paths are made relative to this folder (the repository root; nil: the working directory).
    public var root: String?
    public init(root: String? = nil) { self.root = root }

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    func command(_ r: ResolvedFinding, title: String, workingDirectory: String) -> String {
        let f = r.finding
        let kind = switch f.severity { case .error: "error"; case .warning: "warning"; case .note: "notice" }
        var props = ["file=" + Escape.githubProperty(RepoPath.relative(r.path, workingDirectory: workingDirectory, root: root ?? workingDirectory))]
        if let s = r.start, let e = r.end {
            props += ["line=\(s.line)", "col=\(s.column)", "endLine=\(e.line)"]
            if e.line == s.line { props.append("endColumn=\(e.column)") }
        }
        props.append("title=" + Escape.githubProperty("\(title) [\(f.ruleID)]"))
        // Each part escaped on its own: the newlines between them are cardlint's (sent as %0A), the
        // card's are shown as `\n`.
        var message = Escape.githubData(Escape.controls(f.shownMessage))
        if let scope = TextReporter.scopeText(f.scope) { message += "%0A↳ holds on: " + Escape.githubData(Escape.controls(scope)) }
        for rel in r.related { message += "%0A↳ related: " + Escape.githubData(Escape.controls(rel.location + ": " + rel.message)) }
        return "::\(kind) " + props.joined(separator: ",") + "::" + message
    }
}

extension GitHubReporter {
    func makeFormat() -> any StreamFormat { Format(reporter: self) }

    /// One workflow command per finding as soon as its file is done, then the summary line.
    final class Format: StreamFormat {
        let reporter: GitHubReporter
        init(reporter: GitHubReporter) { self.reporter = reporter }

        func file(_ file: ResolvedFile, _ state: StreamState) {
            for r in file.findings {
                let title = state.tally.rulesByID[r.finding.ruleID]?.title ?? r.finding.ruleID
                state.out.write(reporter.command(r, title: title, workingDirectory: state.workingDirectory) + "\n")
            }
        }

        func finish(_ state: StreamState) {
            state.out.write(TextReporter(color: false).summaryLine(state.summary) + "\n")
        }
    }
}
