import CardlintReading
import CardlintRules

/// A report format: a pure function from a `LintRun` (findings and the run's facts) to bytes.
///
/// Reporters never read files, the clock or the environment; two renders of the same run are
/// byte-identical. Options (colour, baseline marks, link bases) are stored properties. This is all a
/// format needs: the CLI collects the run and calls `render` once at the end. Formats that can be
/// written file by file (text, github, json, sarif, markdown, junit, html) also conform to the
/// internal `StreamingReporter`, so that a large run is written as it goes, with the same bytes.
public protocol Reporter: Sendable {
    /// The whole report, ending with a newline.
    func render(_ run: LintRun) -> String
}

/// Options the CLI passes to whichever reporter it picks.
public struct ReporterOptions: Sendable {
    /// ANSI colour in the text format (the CLI decides: `--color`, a TTY, `NO_COLOR`, `FORCE_COLOR`).
    public var color: Bool
    /// Baseline marks for SARIF `baselineState` / `suppressions`.
    public var baselineMarks: BaselineMarks?
    /// Prefix for file links in the Markdown report (e.g. `https://github.com/o/r/blob/<sha>/`).
    public var fileLinkBase: String?
    /// SARIF `automationDetails.id` (`--category`).
    public var category: String?
    /// The repository root (github and markdown paths are relative to it).
    public var repositoryRoot: String?
    /// `--fail-on`: JUnit fails only the test cases of findings at or above it.
    public var failOn: Severity = .error

    public init(color: Bool = false, baselineMarks: BaselineMarks? = nil, fileLinkBase: String? = nil, category: String? = nil,
                repositoryRoot: String? = nil) {
        self.color = color; self.baselineMarks = baselineMarks; self.fileLinkBase = fileLinkBase; self.category = category
        self.repositoryRoot = repositoryRoot
    }
}

/// A `--format` name, its `--help` line and how to make its reporter.
public struct ReportFormat: Sendable {
    public let identifier: String
    public let summary: String
    public let make: @Sendable (ReporterOptions) -> any Reporter

    public init(_ identifier: String, _ summary: String, make: @escaping @Sendable (ReporterOptions) -> any Reporter) {
        self.identifier = identifier; self.summary = summary; self.make = make
    }
}

/// The registry of report formats: one line per format. Each has a golden file named after it in
/// `Tests/CardlintReportTests/.golden/` (`GoldenTests` fails for a format without one).
public enum ReportFormats {
    /// Every format, in `--help` order.
    public static let all: [ReportFormat] = [
        ReportFormat("text", "Human-readable findings with code frames (default)") { TextReporter(color: $0.color) },
        ReportFormat("json", "Stable JSON (version 1) for scripts") { _ in JSONReporter() },
        ReportFormat("sarif", "SARIF 2.1.0 (GitHub code scanning)") {
            SARIFReporter(baselineMarks: $0.baselineMarks, category: $0.category, root: $0.repositoryRoot)
        },
        ReportFormat("github", "GitHub Actions annotations (workflow commands)") { GitHubReporter(root: $0.repositoryRoot) },
        ReportFormat("markdown", "Markdown summary for pull-request comments") { MarkdownReporter(fileLinkBase: $0.fileLinkBase, root: $0.repositoryRoot) },
        ReportFormat("junit", "JUnit XML (one test case per finding)") { JUnitReporter(failOn: $0.failOn) },
        ReportFormat("html", "Self-contained HTML report: overview, filters, search, wireframes on demand") { _ in HTMLReporter() },
        ReportFormat("checkstyle", "Checkstyle XML (as ESLint writes it)") { _ in CheckstyleReporter() },
    ]

    /// The reporter for a format name, or nil when the name is unknown.
    public static func reporter(for identifier: String, options: ReporterOptions = ReporterOptions()) -> (any Reporter)? {
        all.first { $0.identifier == identifier }?.make(options)
    }
}
