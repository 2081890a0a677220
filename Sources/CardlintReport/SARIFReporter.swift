import CardlintReading
import CardlintRules

/// SARIF 2.1.0 for GitHub code scanning and other SARIF consumers.
public struct SARIFReporter: StreamingReporter {
    public static let identifier = "sarif"
    public static let summary = "SARIF 2.1.0 (GitHub code scanning)"
    static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// When set, results carry `baselineState` (and `suppressions` when `marks.suppress` is on).
    public var baselineMarks: BaselineMarks?
    public init(baselineMarks: BaselineMarks? = nil) { self.baselineMarks = baselineMarks }

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    /// The log, with `JSONSplice.marker` where the run's `results` array goes.
    static func document(tool: ToolInfo, rules: [RuleMetadata], invocation: JSONNode, workingDirectory: String) -> JSONNode {
        let driver: JSONNode = .object([
            "name": .string(tool.name),
            "version": .string(tool.version),
            "semanticVersion": .string(tool.version),
            "informationUri": .string(tool.informationURI),
            "rules": .array(rules.map(Self.rule)),
        ])
        let sarifRun: JSONNode = .object([
            "tool": .object(["driver": driver]),
            "columnKind": .string("unicodeCodePoints"),
            "originalUriBaseIds": .object(["%SRCROOT%": .object(["uri": .string(SARIFURI.directoryURI(workingDirectory))])]),
            "invocations": .array([invocation]),
            "results": JSONSplice.marker,
        ])
        return .object(["$schema": .string(Self.schemaURI), "version": .string("2.1.0"), "runs": .array([sarifRun])])
    }

    /// The `toolExecutionNotifications` entry of a file that could not be read or parsed.
    static func notification(_ file: ResolvedFile, cwd: String) -> JSONNode {
        let first = file.findings.first
        var n: [String: JSONNode] = [
            "level": .string("error"),
            "message": .object(["text": .string(first.map { "\(file.path): \($0.finding.message)" } ?? "\(file.path): could not be read")]),
            "locations": .array([.object(["physicalLocation": .object(["artifactLocation": Self.artifact(file.path, cwd: cwd)])])]),
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

    func result(_ r: ResolvedFinding, source: SourceFile?, lineHashes: [String], ruleIndex: JSONNode?, cwd: String) -> JSONNode {
        let f = r.finding
        var physical: [String: JSONNode] = ["artifactLocation": Self.artifact(r.path, cwd: cwd)]
        if let start = r.start, let end = r.end {
            physical["region"] = Self.region(start, end, snippet: source?.text(of: f.range))
        }
        var fingerprints: [String: JSONNode] = ["cardlint/v1": .string(r.occurrenceKey)]
        if let line = r.start?.line, line >= 1, line <= lineHashes.count, !lineHashes[line - 1].isEmpty {
            fingerprints["primaryLocationLineHash"] = .string(lineHashes[line - 1])
        }
        var props: [String: JSONNode] = ["pointer": .string(f.pointer), "tags": .strings(f.tags)]
        if !f.scope.viewports.isEmpty { props["viewports"] = .strings(f.scope.viewports) }
        if !f.scope.typeScales.isEmpty { props["typeScales"] = .strings(f.scope.typeScales) }
        if !f.scope.hosts.isEmpty { props["hosts"] = .strings(f.scope.hosts) }
        if !f.scope.themes.isEmpty { props["themes"] = .strings(f.scope.themes) }
        if let d = f.scope.dataSet { props["dataSet"] = .string(d) }
        if let i = f.scope.dataItem { props["dataItem"] = .int(i) }
        if !f.properties.isEmpty { props["measured"] = .object(f.properties.mapValues(JSONNode.string)) }
        var res: [String: JSONNode] = [
            "ruleId": .string(f.ruleID),
            "level": .string(f.severity.rawValue),
            "message": .object(["text": .string(f.message)]),
            "locations": .array([.object(["physicalLocation": .object(physical)])]),
            "partialFingerprints": .object(fingerprints),
            "properties": .object(props),
        ]
        if let ruleIndex { res["ruleIndex"] = ruleIndex }
        if !r.related.isEmpty {
            res["relatedLocations"] = .array(r.related.enumerated().map { i, rel in
                var p: [String: JSONNode] = ["artifactLocation": Self.artifact(rel.path, cwd: cwd)]
                if let s = rel.start, let e = rel.end { p["region"] = Self.region(s, e, snippet: rel.source?.text(of: rel.range)) }
                return .object(["id": .int(i + 1), "message": .object(["text": .string(rel.message)]), "physicalLocation": .object(p)])
            })
        }
        if let marks = baselineMarks {
            let state = marks.states[r.occurrenceKey] ?? .new
            res["baselineState"] = .string(state.rawValue)
            if marks.suppress {
                res["suppressions"] = .array(state == .unchanged ? [.object([
                    "kind": .string("external"), "status": .string("accepted"),
                    "justification": .string("Present in the cardlint baseline"),
                ])] : [])
            }
        }
        return .object(res)
    }

    static func artifact(_ path: String, cwd: String) -> JSONNode {
        let (uri, base) = SARIFURI.artifact(path, workingDirectory: cwd)
        var a: [String: JSONNode] = ["uri": .string(uri)]
        if let base { a["uriBaseId"] = .string(base) }
        return .object(a)
    }

    static func region(_ start: SourcePosition, _ end: SourcePosition, snippet: String?) -> JSONNode {
        var reg: [String: JSONNode] = [
            "startLine": .int(start.line), "startColumn": .int(start.column),
            "endLine": .int(end.line), "endColumn": .int(end.column),
        ]
        if let snippet, !snippet.isEmpty, snippet.utf8.count <= 2048 { reg["snippet"] = .object(["text": .string(snippet)]) }
        return .object(reg)
    }
}
