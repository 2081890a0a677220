import CardlintReading
import CardlintRules

/// Everything a reporter renders: the files linted, their findings, the rules that ran.
public struct LintRun: Sendable {
    public var tool: ToolInfo
    public var files: [FileReport]
    /// Metadata of every rule that was enabled (and of reading diagnostics such as `json-syntax`).
    public var rules: [RuleMetadata]
    /// Files found by walking folders that were skipped because they are not Adaptive Cards.
    public var skippedNonCards: Int
    /// Files found by walking folders that were skipped because they are symbolic links out of the
    /// folder, or not regular files (FIFOs, devices, sockets): never opened.
    public var skippedLinksOutOfTree = 0, skippedNotRegularFiles = 0
    public var exitCode: Int32
    /// Findings suppressed by a baseline (not in `files[].findings`).
    public var baselineSuppressed: Int
    /// Working directory, for relative paths and SARIF's `%SRCROOT%`.
    public var workingDirectory: String

    public init(tool: ToolInfo, files: [FileReport], rules: [RuleMetadata], skippedNonCards: Int = 0,
                exitCode: Int32 = 0, baselineSuppressed: Int = 0, workingDirectory: String) {
        self.tool = tool; self.files = files; self.rules = rules; self.skippedNonCards = skippedNonCards
        self.exitCode = exitCode; self.baselineSuppressed = baselineSuppressed; self.workingDirectory = workingDirectory
    }

    public var allFindings: [(file: FileReport, finding: Finding)] {
        files.flatMap { f in f.findings.map { (f, $0) } }
    }

    public func count(_ severity: Severity) -> Int {
        files.reduce(0) { $0 + $1.findings.filter { $0.severity == severity }.count }
    }
}

public struct ToolInfo: Sendable {
    public var name: String
    public var version: String
    public var informationURI: String
    public init(name: String = "cardlint", version: String, informationURI: String) {
        self.name = name; self.version = version; self.informationURI = informationURI
    }
}

/// One linted file.
public struct FileReport: Sendable {
    /// Path as given / found (relative to the working directory when possible).
    public var path: String
    /// The file's bytes and line table (nil when it could not be read at all).
    public var source: SourceFile?
    /// Findings sorted by position, then rule id.
    public var findings: [Finding]
    /// Other files that findings' related locations point into (template data sets), by path.
    public var relatedSources: [String: SourceFile]
    /// Layout wireframes for the HTML report (empty unless requested).
    public var wireframes: [Wireframe] = []
    /// True when the file could not be read or parsed (its findings then hold the error).
    public var failed: Bool
    /// Findings a baseline suppressed: not counted and not in `findings`; SARIF keeps them as
    /// results with `suppressions` and `baselineState: unchanged`.
    public var baselined: [Finding] = []
    /// The path fingerprints and baselines use: relative to the repository root (the CLI sets it),
    /// so that a run from another working directory matches. Nil: `path`.
    public var identityPath: String?
    /// Where each card of the file was found (`ContainerKind` raw values: `card` for a card file,
    /// `bot-activity`, `webhook-message`, …), for the summary's count of cards per container.
    public var containers: [String] = []
    /// The file's JSON as the linter read it (nil: not kept, e.g. from a cache): report anchors
    /// (`NodeIdentity`) come from it instead of a second parse.
    public var tree: JSONValue?

    public init(path: String, source: SourceFile?, findings: [Finding], relatedSources: [String: SourceFile] = [:], failed: Bool = false) {
        self.path = path; self.source = source; self.findings = findings
        self.relatedSources = relatedSources; self.failed = failed
    }
}

/// An SVG wireframe of one card's layout in one context, drawn by the layout stage.
/// The SVG is produced by cardlint's own code, which escapes every card string it contains.
public struct Wireframe: Sendable {
    /// e.g. "iPhone SE 320 pt · AX5 · teams-desktop light".
    public var label: String
    public var svg: String
    public init(label: String, svg: String) { self.label = label; self.svg = svg }
}
