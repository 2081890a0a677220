import CardlintReading
import CardlintRules

/// JUnit XML for CI dashboards: one test case per file, one failure per finding.
public struct JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let summary = "JUnit XML (one test case per file)"
    public init() {}

    public func render(_ run: LintRun) -> String {
        let model = ReportModel(run)
        let s = model.summary
        let name = Escape.xml(run.tool.name, attribute: true)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(name)\" tests=\"\(s.files)\" failures=\"\(s.problems)\" errors=\"0\">\n"
        out += "  <testsuite name=\"\(name)\" tests=\"\(s.files)\" failures=\"\(s.problems)\" errors=\"0\" skipped=\"0\">\n"
        for file in model.files {
            let path = Escape.xml(file.path, attribute: true)
            if file.findings.isEmpty {
                out += "    <testcase classname=\"\(name)\" name=\"\(path)\" file=\"\(path)\"/>\n"
                continue
            }
            out += "    <testcase classname=\"\(name)\" name=\"\(path)\" file=\"\(path)\">\n"
            for r in file.findings {
                let f = r.finding
                let message = "\(r.location): \(f.severity.rawValue) [\(f.ruleID)] \(f.message)"
                out += "      <failure type=\"\(Escape.xml(f.ruleID, attribute: true))\" message=\"\(Escape.xml(message, attribute: true))\">"
                out += Escape.xml(TextReporter(color: false).entry(r, source: file.report.source))
                out += "</failure>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}
