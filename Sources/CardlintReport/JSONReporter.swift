import CardlintReading
import CardlintRules

/// Machine-readable JSON, format version 1 (documented in `docs/output-formats.md`).
public struct JSONReporter: StreamingReporter {
    public static let identifier = "json"
    public static let summary = "Stable JSON (version 1) for scripts"
    public init() {}

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    /// The document, with `JSONSplice.marker` where the `files` and `findings` arrays go.
    static func document(tool: ToolInfo, summary s: ReportSummary, exitCode: Int32) -> JSONNode {
        .object([
            "version": .int(1),
            "tool": .object(["name": .string(tool.name), "version": .string(tool.version),
                             "informationUri": .string(tool.informationURI)]),
            "files": JSONSplice.marker,
            "findings": JSONSplice.marker,
            "summary": .object([
                "problems": .int(s.problems), "errors": .int(s.errors), "warnings": .int(s.warnings),
                "notes": .int(s.notes), "files": .int(s.files), "filesWithProblems": .int(s.filesWithProblems),
                "failedFiles": .int(s.failedFiles), "skippedNonCards": .int(s.skippedNonCards),
                "baselineSuppressed": .int(s.baselineSuppressed), "exitCode": .int(Int(exitCode)),
            ]),
        ])
    }

    static func file(_ f: ResolvedFile) -> JSONNode {
        .object([
            "path": .string(f.path),
            "failed": .bool(f.report.failed),
            "errors": .int(f.findings.filter { $0.finding.severity == .error }.count),
            "warnings": .int(f.findings.filter { $0.finding.severity == .warning }.count),
            "notes": .int(f.findings.filter { $0.finding.severity == .note }.count),
        ])
    }

    static func finding(_ r: ResolvedFinding) -> JSONNode {
        let f = r.finding
        let related: [JSONNode] = r.related.map { rel in
            .object(["file": .string(rel.path), "line": .optional(rel.start?.line),
                     "column": .optional(rel.start?.column), "message": .string(rel.message)])
        }
        return .object([
            "ruleId": .string(f.ruleID),
            "severity": .string(f.severity.rawValue),
            "tags": .strings(f.tags),
            "message": .string(f.message),
            "file": .string(r.path),
            "line": .optional(r.start?.line),
            "column": .optional(r.start?.column),
            "endLine": .optional(r.end?.line),
            "endColumn": .optional(r.end?.column),
            "pointer": .string(f.pointer),
            "viewports": .strings(f.scope.viewports),
            "typeScales": .strings(f.scope.typeScales),
            "hosts": .strings(f.scope.hosts),
            "themes": .strings(f.scope.themes),
            "dataSet": .optional(f.scope.dataSet),
            "dataItem": .optional(f.scope.dataItem),
            "properties": .object(f.properties.mapValues(JSONNode.string)),
            "related": .array(related),
            "fingerprint": .string(r.fingerprint),
        ])
    }
}

extension JSONReporter {
    func makeFormat() -> any StreamFormat { Format() }

    /// `files` entries go straight out (the array comes first); findings wait in scratch storage
    /// until the files array is closed.
    final class Format: StreamFormat {
        var files = JSONArrayWriter(level: 1)
        var findings = JSONArrayWriter(level: 1)
        var scratch: (any ReportScratch)?
        var held: ReportWriter?

        func begin(_ state: StreamState) throws {
            let parts = JSONSplice.parts(JSONReporter.document(tool: state.tool, summary: ReportSummary(), exitCode: 0))
            state.out.write(parts[0])
            let scratch = try state.scratch()
            self.scratch = scratch
            held = ReportWriter(scratch)
        }

        func file(_ file: ResolvedFile, _ state: StreamState) {
            files.append(JSONReporter.file(file), to: state.out)
            guard let held else { return }
            for f in file.findings { findings.append(JSONReporter.finding(f), to: held) }
        }

        func finish(_ state: StreamState) throws {
            files.close(state.out)
            let parts = JSONSplice.parts(JSONReporter.document(tool: state.tool, summary: state.summary, exitCode: state.exitCode))
            state.out.write(parts[1])
            if let held, let scratch {
                try held.flush()
                try state.out.copy(scratch)
            }
            findings.close(state.out)
            state.out.write(parts[2] + "\n")
        }
    }
}
