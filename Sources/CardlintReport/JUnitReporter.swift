import CardlintReading
import CardlintRules

/// JUnit XML for CI dashboards: one test case per finding (classname: the file), one passing test
/// case per clean file. A finding fails its test case only at or above `failOn` (as the exit status
/// does); one below it passes and carries its text in `system-out`. Files skipped are one skipped
/// test case per reason (not Adaptive Cards, link out of the tree, not a regular file).
public struct JUnitReporter: StreamingReporter {
    /// The lowest severity that fails (`--fail-on`).
    public var failOn: Severity
    public init(failOn: Severity = .error) { self.failOn = failOn }

    public func render(_ run: LintRun) -> String { ReportStream.render(run, with: self) }

    /// The test cases of one file, and how many of them fail.
    func testCases(_ file: ResolvedFile) -> (xml: String, tests: Int, failures: Int) {
        let path = Escape.xml(Escape.controls(file.path), attribute: true)
        if file.findings.isEmpty {
            return ("    <testcase classname=\"\(path)\" name=\"\(path)\" file=\"\(path)\"/>\n", 1, 0)
        }
        var out = "", failures = 0
        for r in file.findings {
            let f = r.finding
            let name = Escape.xml(Escape.controls("\(r.location) [\(f.ruleID)]"), attribute: true)
            let line = r.start.map { " line=\"\($0.line)\"" } ?? ""
            out += "    <testcase classname=\"\(path)\" name=\"\(name)\" file=\"\(path)\"\(line)>\n"
            let text = Escape.xml(TextReporter(color: false).entry(r, source: file.report.source))
            if f.severity >= failOn {
                failures += 1
                let message = Escape.controls("\(r.location): \(f.severity.rawValue) [\(f.ruleID)] \(f.shownMessage)")
                out += "      <failure type=\"\(Escape.xml(f.ruleID, attribute: true))\" message=\"\(Escape.xml(message, attribute: true))\">"
                out += text + "</failure>\n"
            } else {
                out += "      <system-out>" + text + "</system-out>\n"
            }
            out += "    </testcase>\n"
        }
        return (out, file.findings.count, failures)
    }

    func makeFormat() -> any StreamFormat { Format(reporter: self) }

    /// Test cases wait in scratch storage: the suite's opening tags carry the totals.
    final class Format: StreamFormat {
        let reporter: JUnitReporter
        var scratch: (any ReportScratch)?
        var held: ReportWriter?
        var tests = 0, failures = 0

        init(reporter: JUnitReporter) { self.reporter = reporter }

        func begin(_ state: StreamState) throws {
            let scratch = try state.scratch()
            self.scratch = scratch
            held = ReportWriter(scratch)
        }

        func file(_ file: ResolvedFile, _ state: StreamState) {
            let cases = reporter.testCases(file)
            tests += cases.tests
            failures += cases.failures
            held?.write(cases.xml)
        }

        func finish(_ state: StreamState) throws {
            let s = state.summary
            let name = Escape.xml(state.tool.name, attribute: true)
            state.out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
            let skips = [(s.skippedNonCards, "not Adaptive Cards"), (s.skippedLinksOutOfTree, "link out of the tree"),
                         (s.skippedNotRegularFiles, "not a regular file")].filter { $0.0 > 0 }
            let skipped = skips.count
            state.out.write("<testsuites name=\"\(name)\" tests=\"\(tests + skipped)\" failures=\"\(failures)\" errors=\"0\">\n")
            state.out.write("  <testsuite name=\"\(name)\" tests=\"\(tests + skipped)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n")
            if let held, let scratch {
                try held.flush()
                try state.out.copy(scratch)
            }
            for (count, why) in skips {
                let what = count.counted("file") + " skipped: " + why
                state.out.write("    <testcase classname=\"\(name)\" name=\"\(what)\"><skipped message=\"\(what)\"/></testcase>\n")
            }
            state.out.write("  </testsuite>\n</testsuites>\n")
        }
    }
}
