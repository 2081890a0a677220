import CardlintReading
import CardlintRules

/// Machine-readable JSON, format version 1 (documented in `docs/output-formats.md`).
public struct JSONReporter: Reporter {
    public static let identifier = "json"
    public static let summary = "Stable JSON (version 1) for scripts"
    public init() {}

    public func render(_ run: LintRun) -> String {
        let model = ReportModel(run)
        let files: [JSONNode] = model.files.map { f in
            .object([
                "path": .string(f.path),
                "failed": .bool(f.report.failed),
                "errors": .int(f.findings.filter { $0.finding.severity == .error }.count),
                "warnings": .int(f.findings.filter { $0.finding.severity == .warning }.count),
                "notes": .int(f.findings.filter { $0.finding.severity == .note }.count),
            ])
        }
        let s = model.summary
        let root: JSONNode = .object([
            "version": .int(1),
            "tool": .object(["name": .string(run.tool.name), "version": .string(run.tool.version),
                             "informationUri": .string(run.tool.informationURI)]),
            "files": .array(files),
            "findings": .array(model.allFindings.map(Self.finding)),
            "summary": .object([
                "problems": .int(s.problems), "errors": .int(s.errors), "warnings": .int(s.warnings),
                "notes": .int(s.notes), "files": .int(s.files), "filesWithProblems": .int(s.filesWithProblems),
                "failedFiles": .int(s.failedFiles), "skippedNonCards": .int(s.skippedNonCards),
                "baselineSuppressed": .int(s.baselineSuppressed), "exitCode": .int(Int(run.exitCode)),
            ]),
        ])
        return root.serialized() + "\n"
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
