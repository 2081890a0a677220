import CardlintReading
import CardlintRules
import Foundation
import Testing
@testable import CardlintReport

/// Where a layout finding begins is the reporters' to show: the words in every human format, the
/// facts in JSON, and fingerprints and baselines as they were when the words were in the message.
@Suite struct OnsetReportTests {
    static let phrase = "from AX3 on iphone-se-320 (fine at xxxLarge)"
    static let message = "Text contrast 1.6:1 is below 4.5:1 on the dark theme."

    /// The fixture run as the kit made it before the onset was a field: the words in the message.
    static func phraseInMessage(_ run: LintRun) -> LintRun {
        var run = run
        for i in run.files.indices {
            for j in run.files[i].findings.indices {
                run.files[i].findings[j].message = run.files[i].findings[j].shownMessage
                run.files[i].findings[j].onset = nil
            }
        }
        return run
    }

    @Test func jsonGivesTheMessageWithoutThePhraseAndTheOnsetApart() throws {
        let data = Data(JSONReporter().render(Fixture.run()).utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try #require(root["findings"] as? [[String: Any]])
        let contrast = try #require(findings.first { ($0["message"] as? String)?.hasPrefix("Text contrast") == true })
        #expect(contrast["message"] as? String == Self.message)
        let onset = try #require(contrast["onset"] as? [String: Any])
        let viewports = try #require(onset["viewports"] as? [[String: Any]])
        #expect(viewports.count == 1)
        #expect(viewports[0]["viewport"] as? String == "iphone-se-320")
        #expect(viewports[0]["typeScales"] as? [String] == ["large", "xxxLarge", "AX3", "AX4", "AX5"])
        #expect(viewports[0]["failing"] as? [String] == ["AX3", "AX4", "AX5"])
        #expect(viewports[0]["unverified"] as? [String] == [])
        // Every finding has the key; it is null where the finding does not depend on the layout.
        #expect(findings.allSatisfy { $0.keys.contains("onset") })
        #expect(findings.filter { $0["onset"] is NSNull }.count == findings.count - 1)
        #expect(!String(decoding: data, as: UTF8.self).contains(Self.phrase))
    }

    @Test func humanFormatsShowThePhraseAfterTheMessage() throws {
        let text = TextReporter().render(Fixture.run())
        #expect(text.contains("warning [text-contrast] " + Self.message + " — " + Self.phrase + "\n"))
        let sarif = SARIFReporter().render(Fixture.run())
        #expect(sarif.contains("\"text\": \"" + Self.message + " — " + Self.phrase + " (holds on: "))
        for format in ["github", "markdown", "junit", "checkstyle", "html"] {
            let out = try #require(ReportFormats.reporter(for: format)).render(Fixture.run())
            #expect(out.contains(Self.phrase), "\(format) does not show where the finding begins")
        }
    }

    /// Every human format reads as it did when the phrase was part of the message.
    @Test func humanFormatsReadAsWhenThePhraseWasInTheMessage() throws {
        for format in ReportFormats.all.map(\.identifier) where format != "json" {
            let reporter = try #require(ReportFormats.reporter(for: format))
            #expect(reporter.render(Fixture.run()) == reporter.render(Self.phraseInMessage(Fixture.run())), "\(format)")
        }
    }

    /// A baseline written when the phrase was in the message still matches: fingerprints hash the
    /// message as shown.
    @Test func baselinesWrittenWithThePhraseInTheMessageStillMatch() throws {
        let old = Self.phraseInMessage(Fixture.run())
        #expect(old.files[0].findings.contains { $0.message == Self.message + " — " + Self.phrase })
        #expect(Baseline.write(old) == Baseline.write(Fixture.run()))
        let baseline = try Baseline.parse(Baseline.write(old))
        let (run, n) = Baseline.apply(baseline, to: Fixture.run())
        #expect(n == 4)
        #expect(run.allFindings.isEmpty)
        let contrast = try #require(Fixture.run().files[0].findings.first { $0.onset != nil })
        var before = contrast
        before.message = contrast.shownMessage; before.onset = nil
        #expect(Fingerprint.cardlint(contrast, path: "cards/welcome.json") == Fingerprint.cardlint(before, path: "cards/welcome.json"))
    }
}
