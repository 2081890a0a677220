import CardlintReading
import CardlintRules

/// JUnit XML for CI dashboards: one test case per file, one failure per finding.
public struct JUnitReporter: StreamingReporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML (one test case per file)"
    public init() {}

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    static func testCase(_ file: ResolvedFile, suite name: String) -> String {
        let path = Escape.xml(Escape.controls(file.path), attribute: true)
        if file.findings.isEmpty {
            return "    <testcase classname=\"\(name)\" name=\"\(path)\" file=\"\(path)\"/>\n"
        }
        var out = "    <testcase classname=\"\(name)\" name=\"\(path)\" file=\"\(path)\">\n"
        for r in file.findings {
            let f = r.finding
            let message = Escape.controls("\(r.location): \(f.severity.rawValue) [\(f.ruleID)] \(f.message)")
            out += "      <failure type=\"\(Escape.xml(f.ruleID, attribute: true))\" message=\"\(Escape.xml(message, attribute: true))\">"
            out += Escape.xml(TextReporter(color: false).entry(r, source: file.report.source))
            out += "</failure>\n"
        }
        out += "    </testcase>\n"
        return out
    }

    func makeFormat() -> any StreamFormat { Format() }

    /// Test cases wait in scratch storage: the suite's opening tags carry the totals.
    final class Format: StreamFormat {
        var scratch: (any ReportScratch)?
        var held: ReportWriter?

        func begin(_ state: StreamState) throws {
            let scratch = try state.scratch()
            self.scratch = scratch
            held = ReportWriter(scratch)
        }

        func file(_ file: ResolvedFile, _ state: StreamState) {
            held?.write(JUnitReporter.testCase(file, suite: Escape.xml(state.tool.name, attribute: true)))
        }

        func finish(_ state: StreamState) throws {
            let s = state.summary
            let name = Escape.xml(state.tool.name, attribute: true)
            state.out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
            state.out.write("<testsuites name=\"\(name)\" tests=\"\(s.files)\" failures=\"\(s.problems)\" errors=\"0\">\n")
            state.out.write("  <testsuite name=\"\(name)\" tests=\"\(s.files)\" failures=\"\(s.problems)\" errors=\"0\" skipped=\"0\">\n")
            if let held, let scratch {
                try held.flush()
                try state.out.copy(scratch)
            }
            state.out.write("  </testsuite>\n</testsuites>\n")
        }
    }
}
