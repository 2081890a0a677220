import CardlintReading
import CardlintRules

/// Compiler-style text: `path:line:col: severity [rule-id] message`, the code frame, where the
/// finding holds, related locations, then one summary line.
public struct TextReporter: StreamingReporter {

    /// ANSI colour; the CLI decides (`--color`, a TTY, `NO_COLOR`, `FORCE_COLOR`).
    public var color: Bool
    public init(color: Bool = false) { self.color = color }

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    func entry(_ r: ResolvedFinding, source: SourceFile?) -> String {
        let f = r.finding
        // Card text is shown with its control characters escaped (ControlEscape): a newline in a
        // card string must not start a line of its own in a CI log.
        var lines = [paint(Escape.controls(r.location) + ":", .bold) + " " + paint(f.severity.rawValue, Self.style(f.severity))
            + " " + paint("[\(Escape.controls(f.ruleID))]", .dim) + " " + Escape.controls(f.shownMessage)]
        if let source, r.start != nil, !source.bytes.isEmpty {
            let frame = CodeFrame.frame(source, range: f.range).split(separator: "\n", omittingEmptySubsequences: false)
            lines += frame.enumerated().map { i, l in i == 0 ? String(l) : paint(String(l), Self.style(f.severity)) }
        }
        if let scope = TextReporter.scopeText(f.scope) {
            lines.append("  " + paint("↳ holds on:", .cyan) + " " + Escape.controls(scope))
        }
        for rel in r.related {
            lines.append("  " + paint("↳ related:", .cyan) + " " + Escape.controls(rel.location + ": " + rel.message))
        }
        return lines.joined(separator: "\n")
    }

    /// `iphone-se-320 · AX3, AX4, AX5 · hosts: teams-mobile · themes: dark · data: items.json item 2`.
    static func scopeText(_ s: FindingScope) -> String? {
        guard !s.isEmpty else { return nil }
        var parts: [String] = []
        if !s.viewports.isEmpty { parts.append(s.viewports.joined(separator: ", ")) }
        if !s.typeScales.isEmpty { parts.append(s.typeScales.joined(separator: ", ")) }
        if !s.hosts.isEmpty { parts.append("hosts: " + s.hosts.joined(separator: ", ")) }
        if !s.themes.isEmpty { parts.append("themes: " + s.themes.joined(separator: ", ")) }
        if s.dataSet != nil || s.dataItem != nil {
            var d = "data: " + (s.dataSet ?? "inline")
            if let i = s.dataItem { d += " item \(i)" }
            parts.append(d)
        }
        return parts.joined(separator: " · ")
    }

    /// `✖ 12 problems (3 errors, 8 warnings, 1 note) in 5 files; …` or `✔ No problems in N files`.
    func summaryLine(_ s: ReportSummary) -> String {
        var line: String
        if s.problems == 0 {
            line = paint("✔", .green) + " No problems in " + s.files.counted("file")
        } else {
            let mark = paint("✖", s.errors > 0 ? .red : .yellow)
            line = mark + " " + s.problems.counted("problem") + " (" + s.errors.counted("error") + ", "
                + s.warnings.counted("warning") + ", " + s.notes.counted("note") + ") in "
                + s.filesWithProblems.counted("file")
        }
        if s.hasContainers { line += "; " + Self.cardsPhrase(s.containers) }
        if s.skippedNonCards > 0 { line += "; " + s.skippedNonCards.counted("file") + " skipped (not Adaptive Cards)" }
        if s.skippedLinksOutOfTree > 0 { line += "; " + s.skippedLinksOutOfTree.counted("file") + " skipped (link out of the tree)" }
        if s.skippedNotRegularFiles > 0 { line += "; " + s.skippedNotRegularFiles.counted("file") + " skipped (not a regular file)" }
        if s.baselineSuppressed > 0 { line += "; " + String(s.baselineSuppressed) + " suppressed by baseline" }
        return line
    }

    /// `5 cards (2 in card files, 2 in bot activities, 1 in webhook messages)`.
    static func cardsPhrase(_ containers: [String: Int]) -> String {
        let total = containers.values.reduce(0, +)
        let kinds = containers.keys.sorted { a, b in
            switch (ContainerKind(rawValue: a), ContainerKind(rawValue: b)) {
            case let (x?, y?): x < y
            case (nil, nil): a < b
            case (_?, nil): true
            case (nil, _?): false
            }
        }
        let parts = kinds.map { "\(containers[$0] ?? 0) in " + (ContainerKind(rawValue: $0)?.phrase ?? $0) }
        return total.counted("card") + " (" + parts.joined(separator: ", ") + ")"
    }

    enum Style: String { case bold = "1", dim = "2", red = "31", yellow = "33", blue = "34", cyan = "36", green = "32" }

    static func style(_ s: Severity) -> Style {
        switch s { case .error: .red; case .warning: .yellow; case .note: .blue }
    }

    func paint(_ text: String, _ style: Style) -> String {
        guard color else { return text }
        return "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m"
    }
}

extension TextReporter {
    func makeFormat() -> any StreamFormat { Format(reporter: self) }

    /// Each finding as soon as its file is done, then the summary line.
    final class Format: StreamFormat {
        let reporter: TextReporter
        init(reporter: TextReporter) { self.reporter = reporter }

        func file(_ file: ResolvedFile, _ state: StreamState) {
            for f in file.findings {
                state.out.write(reporter.entry(f, source: file.report.source))
                state.out.write("\n\n")
            }
        }

        func finish(_ state: StreamState) {
            state.out.write(reporter.summaryLine(state.summary) + "\n")
        }
    }
}
