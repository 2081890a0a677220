import CardlintReading
import CardlintRules
import Foundation
import Testing
@testable import CardlintReport

/// JUnit: one test case per finding; only findings at or above `--fail-on` fail; skipped files show.
@Suite struct JUnitCaseTests {
    func attribute(_ name: String, of tag: String, in xml: String) -> String? {
        guard let line = xml.split(separator: "\n").first(where: { $0.contains("<" + tag + " ") }),
              let r = line.range(of: name + "=\"") else { return nil }
        return String(line[r.upperBound...].prefix { $0 != "\"" })
    }

    @Test(arguments: [(Severity.error, "2"), (.warning, "3"), (.note, "4")])
    func failuresFollowFailOn(_ c: (failOn: Severity, failures: String)) {
        let xml = JUnitReporter(failOn: c.failOn).render(Fixture.run())
        // Four findings and one clean file: five test cases, plus one per reason files were skipped (three).
        #expect(attribute("tests", of: "testsuite", in: xml) == "8")
        #expect(attribute("failures", of: "testsuite", in: xml) == c.failures)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == Int(c.failures))
        #expect(xml.components(separatedBy: "<system-out>").count - 1 == 4 - (Int(c.failures) ?? 0))
        #expect(attribute("skipped", of: "testsuite", in: xml) == "3")
        #expect(xml.contains("<skipped message=\"2 files skipped: not Adaptive Cards\"/>"))
        #expect(xml.contains("<skipped message=\"1 file skipped: link out of the tree\"/>"))
        #expect(xml.contains("<skipped message=\"3 files skipped: not a regular file\"/>"))
    }

    @Test func oneTestCasePerFinding() {
        let xml = JUnitReporter().render(Fixture.run())
        #expect(xml.contains("<testcase classname=\"cards/welcome.json\" name=\"cards/welcome.json:6:5 [image-has-alt-text]\" file=\"cards/welcome.json\" line=\"6\">"))
        #expect(xml.contains("<testcase classname=\"cards/clean.json\" name=\"cards/clean.json\" file=\"cards/clean.json\"/>"))
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 8)
    }
}
