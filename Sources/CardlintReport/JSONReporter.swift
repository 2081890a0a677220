import CardlintReading
import CardlintRules

/// Machine-readable JSON, format version 1 (documented in `docs/output-formats.md`).
public struct JSONReporter: StreamingReporter {
    public init() {}

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    /// The document, with `JSONSplice.marker` where the `files` and `findings` arrays go.
    static func document(tool: ToolInfo, summary s: ReportSummary, exitCode: Int32) -> JSONNode {
        var summary: [String: JSONNode] = [
            "problems": .int(s.problems), "errors": .int(s.errors), "warnings": .int(s.warnings),
            "notes": .int(s.notes), "files": .int(s.files), "filesWithProblems": .int(s.filesWithProblems),
            "failedFiles": .int(s.failedFiles), "skippedNonCards": .int(s.skippedNonCards),
            "skippedLinksOutOfTree": .int(s.skippedLinksOutOfTree), "skippedNotRegularFiles": .int(s.skippedNotRegularFiles),
            "baselineSuppressed": .int(s.baselineSuppressed), "exitCode": .int(Int(exitCode)),
        ]
        // Run facts that appear only when they hold something: why files were skipped, and the
        // cards per container kind when any card was inside a container.
        if !s.skipReasons.isEmpty { summary["skipped"] = .object(s.skipReasons.mapValues { .int($0) }) }
        if s.hasContainers { summary["cards"] = .object(s.containers.mapValues { .int($0) }) }
        return .object([
            "version": .int(1),
            "tool": .object(["name": .string(tool.name), "version": .string(tool.version),
                             "informationUri": .string(tool.informationURI)]),
            "files": JSONSplice.marker,
            "findings": JSONSplice.marker,
            "summary": .object(summary),
        ])
    }

    /// A `files` entry.
    static func write(_ f: ResolvedFile, to json: inout JSONText) {
        var errors = 0, warnings = 0, notes = 0
        for i in f.findings.indices {   // read in place, not copied out finding by finding
            switch f.findings[i].finding.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        json.openObject()
        json.key("errors"); json.int(errors)
        json.key("failed"); json.bool(f.report.failed)
        json.key("notes"); json.int(notes)
        json.key("path"); json.string(f.path)
        json.key("warnings"); json.int(warnings)
        json.closeObject()
    }

    /// A `findings` entry (keys in code-point order).
    static func write(_ r: ResolvedFinding, to json: inout JSONText) {
        let f = r.finding
        json.openObject()
        json.key("column"); json.int(r.start?.column)
        json.key("dataItem"); json.int(f.scope.dataItem)
        json.key("dataSet"); json.string(f.scope.dataSet)
        json.key("endColumn"); json.int(r.end?.column)
        json.key("endLine"); json.int(r.end?.line)
        json.key("file"); json.string(r.path)
        json.key("fingerprint"); json.hex(r.fingerprintValue)
        json.key("hosts"); json.strings(f.scope.hosts)
        json.key("line"); json.int(r.start?.line)
        json.key("message"); json.string(f.message)
        json.key("onset"); writeOnset(f.onset, to: &json)
        json.key("pointer"); json.string(f.pointer)
        json.key("properties"); json.stringMap(f.properties)
        json.key("related")
        json.openArray()
        for rel in r.related {
            json.element()
            json.openObject()
            json.key("column"); json.int(rel.start?.column)
            json.key("file"); json.string(rel.path)
            json.key("line"); json.int(rel.start?.line)
            json.key("message"); json.string(rel.message)
            json.closeObject()
        }
        json.closeArray()
        json.key("ruleId"); json.string(f.ruleID)
        json.key("severity"); json.string(f.severity.rawValue)
        json.key("tags"); json.strings(f.tags)
        json.key("themes"); json.strings(f.scope.themes)
        json.key("typeScales"); json.strings(f.scope.typeScales)
        json.key("viewports"); json.strings(f.scope.viewports)
        json.closeObject()
    }
}

extension JSONReporter {
    /// `onset`: where a layout finding begins, `{"viewports": [{"failing", "typeScales", "unverified",
    /// "viewport"}]}` (the facts `Onset.phrase` puts in words); null for other findings.
    static func writeOnset(_ onset: Onset?, to json: inout JSONText) {
        guard let onset else { json.null(); return }
        json.openObject()
        json.key("viewports")
        json.openArray()
        for v in onset.viewports {
            json.element()
            json.openObject()
            json.key("failing"); json.strings(v.failing)
            json.key("typeScales"); json.strings(v.typeScales)
            json.key("unverified"); json.strings(v.unverified)
            json.key("viewport"); json.string(v.viewport)
            json.closeObject()
        }
        json.closeArray()
        json.closeObject()
    }

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
            files.append(to: state.out) { JSONReporter.write(file, to: &$0) }
            guard let held else { return }
            for i in file.findings.indices { findings.append(to: held) { JSONReporter.write(file.findings[i], to: &$0) } }
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
