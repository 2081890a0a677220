import CardlintReading
import CardlintRules

/// A report format: a pure function from a `LintRun` to text.
///
/// Reporters never read files, the clock or the environment; two renders of the same run are
/// byte-identical. Options (colour, baseline marks, link bases) are stored properties. Most formats
/// also stream (`ReportStream`: file by file, the same bytes); html needs the whole run.
public protocol Reporter: Sendable {
    /// The `--format` name, e.g. `text`, `sarif`.
    static var identifier: String { get }
    /// One line for `--help`.
    static var summary: String { get }
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

/// The registry of report formats.
public enum ReportFormats {
    /// Every format, in `--help` order: (identifier, summary).
    public static let all: [(identifier: String, summary: String)] = [
        (TextReporter.identifier, TextReporter.summary),
        (JSONReporter.identifier, JSONReporter.summary),
        (SARIFReporter.identifier, SARIFReporter.summary),
        (GitHubReporter.identifier, GitHubReporter.summary),
        (MarkdownReporter.identifier, MarkdownReporter.summary),
        (JUnitReporter.identifier, JUnitReporter.summary),
        (HTMLReporter.identifier, HTMLReporter.summary),
    ]

    /// The reporter for a format name, or nil when the name is unknown.
    public static func reporter(for identifier: String, options: ReporterOptions = ReporterOptions()) -> (any Reporter)? {
        switch identifier {
        case TextReporter.identifier: TextReporter(color: options.color)
        case JSONReporter.identifier: JSONReporter()
        case SARIFReporter.identifier: SARIFReporter(baselineMarks: options.baselineMarks, category: options.category, root: options.repositoryRoot)
        case GitHubReporter.identifier: GitHubReporter(root: options.repositoryRoot)
        case MarkdownReporter.identifier: MarkdownReporter(fileLinkBase: options.fileLinkBase, root: options.repositoryRoot)
        case JUnitReporter.identifier: JUnitReporter(failOn: options.failOn)
        case HTMLReporter.identifier: HTMLReporter()
        default: nil
        }
    }
}
