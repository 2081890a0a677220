import CardlintReading
import CardlintRules
import Testing
@testable import CardlintReport

@Suite struct FingerprintTests {
    /// Test vectors of GitHub's own implementation (codeql-action `fingerprints.test.ts`).
    @Test func lineHashMatchesGitHubVectors() {
        #expect(LineHash.hashes(of: "") == ["c129715d7a2bc9a3:1"])
        #expect(LineHash.hashes(of: " a\nb\n  \t\tc\n d") ==
                ["271789c17abda88f:1", "54703d4cd895b18:1", "180aee12dab6264:1", "a23a3dc5e078b07b:1"])
        let lf = [
            "e9496ae3ebfced30:1", "fb7c023a8b9ccb3f:1", "ce8ba1a563dcdaca:1", "e20e36e16fcb0cc8:1",
            "b3edc88f2938467e:1", "c8e28b0b4002a3a0:1", "c129715d7a2bc9a3:1",
        ]
        #expect(LineHash.hashes(of: " hello; \t\nworld!!!\n\n\n  \t\tGreetings\n End\n") == lf)
        #expect(LineHash.hashes(of: " hello; \t\nworld!!!\r\r\r  \t\tGreetings\r End\r") == lf)
        #expect(LineHash.hashes(of: " hello; \t\r\nworld!!!\r\n\r\n\r\n  \t\tGreetings\r\n End\r\n") == lf)
        let lorem = LineHash.hashes(of: String(repeating: "Lorem ipsum dolor sit amet.\n", count: 10))
        #expect(lorem.prefix(7) == ["a7f2ff13bc495cf2:1", "a7f2ff13bc495cf2:2", "a7f2ff13bc495cf2:3", "a7f2ff13bc495cf2:4",
                                    "a7f2ff13bc495cf2:5", "a7f2ff13bc495cf2:6", "a7f2ff1481e87703:1"])
        #expect(lorem.count == 11)
    }

    @Test func fnv1aKnownValues() {
        #expect(Fingerprint.fnv1a64([]) == 0xcbf2_9ce4_8422_2325)
        #expect(Fingerprint.hex(Fingerprint.fnv1a64(Array("a".utf8))) == "af63dc4c8601ec8c")
        #expect(Fingerprint.hex(Fingerprint.fnv1a64(Array("foobar".utf8))) == "85944171f73967e8")
    }

    @Test func cardlintFingerprintSurvivesLineMoves() throws {
        func prints(_ run: LintRun) -> [String] { ReportModel(run).allFindings.map(\.occurrenceKey) }
        func lines(_ run: LintRun) -> [Int] { ReportModel(run).allFindings.compactMap { $0.start?.line } }
        let before = Fixture.run(), after = Fixture.run(welcome: Fixture.shiftedWelcome)
        #expect(prints(before) == prints(after))
        #expect(lines(before) != lines(after))  // the findings really moved
        // …and the SARIF carries the same cardlint/v2 values while GitHub's line hash stays too.
        let sarifBefore = SARIFReporter().render(before), sarifAfter = SARIFReporter().render(after)
        for p in prints(before) { #expect(sarifBefore.contains("\"cardlint/v2\": \"\(p)\"") && sarifAfter.contains("\"cardlint/v2\": \"\(p)\"")) }
    }

    @Test func fingerprintIgnoresMeasuredNumbersButNotRuleOrPointer() {
        let r = SourceRange(start: 0, end: 1)
        let a = Finding(ruleID: "text-contrast", severity: .warning, tags: [], message: "Contrast 1.6:1 is below 4.5:1.", range: r, pointer: "/body/0")
        var b = a; b.message = "Contrast  2.25:1 is below 4.5:1."; b.range = SourceRange(start: 40, end: 44)
        var c = a; c.pointer = "/body/1"
        var d = a; d.ruleID = "other"
        let fa = Fingerprint.cardlint(a, path: "./x.json")
        #expect(fa == Fingerprint.cardlint(b, path: "x.json"))
        #expect(fa != Fingerprint.cardlint(c, path: "x.json"))
        #expect(fa != Fingerprint.cardlint(d, path: "x.json"))
        #expect(fa != Fingerprint.cardlint(a, path: "y.json"))
        #expect(fa.count == 16)
    }

    @Test func identicalFindingsGetOccurrenceNumbers() {
        let f = Finding(ruleID: "r", severity: .warning, tags: [], message: "m", range: SourceRange(start: 0, end: 1), pointer: "/a")
        var g = f; g.range = SourceRange(start: 2, end: 3)
        let run = LintRun(tool: ToolInfo(version: "1", informationURI: "https://x"),
                          files: [FileReport(path: "a.json", source: SourceFile(path: "a.json", text: "{\n}\n"), findings: [g, f])],
                          rules: [], workingDirectory: "/w")
        let keys = ReportModel(run).allFindings.map(\.occurrenceKey)
        #expect(keys.count == 2 && keys[0].hasSuffix(":1") && keys[1].hasSuffix(":2"))
        #expect(keys[0].dropLast(2) == keys[1].dropLast(2))
    }

    /// The key hashed: rule id, normalised path, pointer, message with whitespace runs (Unicode
    /// White_Space) collapsed and trimmed and numbers as `#`; other characters kept as they are.
    @Test func fingerprintKeyNormalisesTheMessage() {
        let message = " \tContrast\u{00A0} 1.6:1\u{2003}is  below 4.5.:1 — é 😀\u{3000}x2y\n"
        let f = Finding(ruleID: "rule", severity: .note, tags: [], message: message, range: SourceRange(start: 0, end: 0), pointer: "/p")
        let key = "rule\u{0}dir/a.json\u{0}/p\u{0}Contrast #:# is below #:# — é 😀 x#y"
        #expect(Fingerprint.cardlint(f, path: "./dir\\a.json") == Fingerprint.hex(Fingerprint.fnv1a64(Array(key.utf8))))
    }
}
