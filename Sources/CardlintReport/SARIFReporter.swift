import CardlintReading
import CardlintRules

/// SARIF 2.1.0 for GitHub code scanning and other SARIF consumers.
public struct SARIFReporter: StreamingReporter {
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// GitHub code scanning rejects a run with more results than this.
    public static let githubResultLimit = 25_000

    /// When set, results carry `baselineState` (and `suppressions` when `marks.suppress` is on).
    public var baselineMarks: BaselineMarks?
    /// `--category`: the run's `automationDetails.id` (code scanning keeps one analysis per category).
    public var category: String?
    /// At most this many results: the most severe are kept, a notification says how many were left out.
    public var resultLimit: Int
    /// The repository root: artifact URIs and `%SRCROOT%` are relative to it (nil: the working directory).
    public var root: String?
    public init(baselineMarks: BaselineMarks? = nil, category: String? = nil, resultLimit: Int = SARIFReporter.githubResultLimit,
                root: String? = nil) {
        self.baselineMarks = baselineMarks; self.category = category; self.resultLimit = max(1, resultLimit); self.root = root
    }

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    /// The log, with `JSONSplice.marker` where the run's `results` array goes.
    static func document(tool: ToolInfo, rules: [RuleMetadata], invocation: JSONNode, workingDirectory: String,
                         category: String? = nil) -> JSONNode {
        let driver: JSONNode = .object([
            "name": .string(tool.name),
            "version": .string(tool.version),
            "semanticVersion": .string(tool.version),
            "informationUri": .string(tool.informationURI),
            "rules": .array(rules.map(Self.rule)),
        ])
        var sarifRun: [String: JSONNode] = [
            "tool": .object(["driver": driver]),
            "columnKind": .string("unicodeCodePoints"),
            "originalUriBaseIds": .object(["%SRCROOT%": .object(["uri": .string(SARIFURI.directoryURI(workingDirectory))])]),
            "invocations": .array([invocation]),
            "results": JSONSplice.marker,
        ]
        if let id = automationID(category) { sarifRun["automationDetails"] = .object(["id": .string(id)]) }
        return .object(["$schema": .string(Self.schemaURI), "version": .string("2.1.0"), "runs": .array([.object(sarifRun)])])
    }

    /// A category as an `automationDetails.id`: SARIF's id is `category/instance`, and a category alone
    /// ends with `/` (as upload-sarif writes it). Nil or empty: no automationDetails.
    static func automationID(_ category: String?) -> String? {
        guard let category, !category.isEmpty else { return nil }
        return category.hasSuffix("/") ? category : category + "/"
    }

    /// `message.text`: the finding's message, then where it holds (hosts, themes, viewports, type
    /// scales, data) when that is narrower than everywhere: code scanning shows nothing else.
    static func messageText(_ f: Finding) -> String {
        guard let scope = TextReporter.scopeText(f.scope) else { return f.shownMessage }
        return f.shownMessage + " (holds on: " + scope + ")"
    }

    /// The notification that results were left out to stay within `limit`.
    static func limitNotification(total: Int, kept: Int, limit: Int) -> JSONNode {
        .object([
            "level": .string("warning"),
            "descriptor": .object(["id": .string("sarif-result-limit")]),
            "message": .object(["text": .string("\(total - kept) of \(total) results left out: a SARIF run for GitHub code scanning holds at most \(limit); the most severe \(kept) are kept (errors, then warnings, then notes, each in report order)")]),
        ])
    }

    /// The `toolExecutionNotifications` entry of a file that could not be read or parsed.
    static func notification(_ file: ResolvedFile, cwd: String, root: String? = nil) -> JSONNode {
        let first = file.findings.first
        var n: [String: JSONNode] = [
            "level": .string("error"),
            "message": .object(["text": .string(first.map { "\(file.path): \($0.finding.shownMessage)" } ?? "\(file.path): could not be read")]),
            "locations": .array([.object(["physicalLocation": .object(["artifactLocation": Self.artifact(file.path, cwd: cwd, root: root)])])]),
        ]
        if let first { n["descriptor"] = .object(["id": .string(first.finding.ruleID)]) }
        return .object(n)
    }

    static func invocation(notifications: [JSONNode], exitCode: Int32) -> JSONNode {
        .object([
            "executionSuccessful": .bool(exitCode == 0 || exitCode == 1),
            "exitCode": .int(Int(exitCode)),
            "toolExecutionNotifications": .array(notifications),
        ])
    }

    /// What the results of one file share.
    struct FileContext {
        var source: SourceFile?
        var artifact: Artifact
        var lineHashes: LineHash.Table?
        var cwd: String
        var root: String? = nil
    }

    /// A `results` entry (keys in code-point order); `ruleIndex` is a placeholder number.
    /// `baselined`: a finding the run's baseline suppressed (`unchanged`, with a suppression).
    func write(_ r: ResolvedFinding, _ file: FileContext, ruleIndex: Int, baselined: Bool = false, to json: inout JSONText) {
        let f = r.finding
        let state = baselined ? .unchanged : baselineMarks.map { $0.states[r.occurrenceKey] ?? .new }
        json.openObject()
        if let state { json.key("baselineState"); json.string(state.rawValue) }
        json.key("level"); json.string(f.severity.rawValue)
        json.key("locations"); json.openArray(); json.element(); json.openObject()
        json.key("physicalLocation")
        Self.writeLocation(file.artifact, r.start, r.end, snippet: { file.source?.text(of: f.range) }, to: &json)
        json.closeObject(); json.closeArray()
        json.key("message"); Self.writeText(Self.messageText(f), to: &json)
        json.key("partialFingerprints"); json.openObject()
        json.key("cardlint/v2"); json.hex(r.fingerprintValue, suffix: r.occurrence)
        if let line = r.start?.line, let hash = file.lineHashes?[line] {
            json.key("primaryLocationLineHash"); json.string(hash)
        }
        json.closeObject()
        json.key("properties"); Self.writeProperties(f, to: &json)
        if !r.related.isEmpty {
            json.key("relatedLocations"); json.openArray()
            for (i, rel) in r.related.enumerated() {
                json.element(); json.openObject()
                json.key("id"); json.int(i + 1)
                json.key("message"); Self.writeText(rel.message, to: &json)
                json.key("physicalLocation")
                Self.writeLocation(Artifact(rel.path, cwd: file.cwd, root: file.root), rel.start, rel.end, snippet: { rel.source?.text(of: rel.range) }, to: &json)
                json.closeObject()
            }
            json.closeArray()
        }
        json.key("ruleId"); json.string(f.ruleID)
        json.key("ruleIndex"); json.raw(ReportWriter.placeholder(ruleIndex))
        if let state, baselined || baselineMarks?.suppress == true {
            json.key("suppressions"); json.openArray()
            if state == .unchanged {
                json.element(); json.openObject()
                json.key("justification"); json.string("Present in the cardlint baseline")
                json.key("kind"); json.string("external")
                json.key("status"); json.string("accepted")
                json.closeObject()
            }
            json.closeArray()
        }
        json.closeObject()
    }

    static func writeProperties(_ f: Finding, to json: inout JSONText) {
        json.openObject()
        if let i = f.scope.dataItem { json.key("dataItem"); json.int(i) }
        if let d = f.scope.dataSet { json.key("dataSet"); json.string(d) }
        if !f.scope.hosts.isEmpty { json.key("hosts"); json.strings(f.scope.hosts) }
        if !f.properties.isEmpty { json.key("measured"); json.stringMap(f.properties) }
        json.key("pointer"); json.string(f.pointer)
        json.key("tags"); json.strings(f.tags)
        if !f.scope.themes.isEmpty { json.key("themes"); json.strings(f.scope.themes) }
        if !f.scope.typeScales.isEmpty { json.key("typeScales"); json.strings(f.scope.typeScales) }
        if !f.scope.viewports.isEmpty { json.key("viewports"); json.strings(f.scope.viewports) }
        json.closeObject()
    }

    /// A `physicalLocation`: the artifact, and the region when the position is known.
    static func writeLocation(_ artifact: Artifact, _ start: SourcePosition?, _ end: SourcePosition?, snippet: () -> String?,
                              to json: inout JSONText) {
        json.openObject()
        json.key("artifactLocation"); artifact.write(to: &json)
        if let start, let end {
            json.key("region"); json.openObject()
            json.key("endColumn"); json.int(end.column)
            json.key("endLine"); json.int(end.line)
            if let snippet = snippet(), !snippet.isEmpty, snippet.utf8.count <= 2048 { json.key("snippet"); writeText(snippet, to: &json) }
            json.key("startColumn"); json.int(start.column)
            json.key("startLine"); json.int(start.line)
            json.closeObject()
        }
        json.closeObject()
    }

    /// A `message` object: `{"text": …}`.
    static func writeText(_ text: String, to json: inout JSONText) {
        json.openObject()
        json.key("text"); json.string(text)
        json.closeObject()
    }

    static func artifact(_ path: String, cwd: String, root: String? = nil) -> JSONNode { Artifact(path, cwd: cwd, root: root).node }

    /// An `artifactLocation`, written straight (a result's location) or as a tree (notifications).
    struct Artifact {
        var uri: String
        var base: String?

        /// With `root` (the repository's), the URI is relative to it, as `github` and `markdown` paths are,
        /// whatever folder cardlint ran from; else relative to the working directory.
        init(_ path: String, cwd: String, root: String? = nil) {
            let p = root.map { RepoPath.relative(path, workingDirectory: cwd, root: $0) } ?? path
            (uri, base) = SARIFURI.artifact(p, workingDirectory: root ?? cwd)
        }

        var node: JSONNode {
            var a: [String: JSONNode] = ["uri": .string(uri)]
            if let base { a["uriBaseId"] = .string(base) }
            return .object(a)
        }

        /// The bytes of `node` (keys in code-point order: `uri` before `uriBaseId`).
        func write(to json: inout JSONText) {
            json.openObject()
            json.key("uri"); json.string(uri)
            if let base { json.key("uriBaseId"); json.string(base) }
            json.closeObject()
        }
    }
}
