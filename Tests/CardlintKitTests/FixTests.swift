@testable import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// `--fix`: every fix kind gives exact bytes, touches nothing else, and a second run changes nothing.
@Suite struct FixTests {
    static let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())

    func fixed(_ text: String, unsafe: Bool = false) throws -> (text: String, applied: [String]) {
        let linter = try Self.factory.linter(for: "/tmp/cardlint-fix-test/card.json")
        let first = Fixer.fix(path: "card.json", bytes: Array(text.utf8), linter: linter, unsafe: unsafe)
        let again = Fixer.fix(path: "card.json", bytes: first.bytes, linter: linter, unsafe: unsafe)
        #expect(again.applied.isEmpty, "a second run changes nothing")
        #expect(again.bytes == first.bytes)
        return (String(decoding: first.bytes, as: UTF8.self), first.applied)
    }

    @Test func renamesAPropertyWhoseCaseIsWrong() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "https://example.com/a.png", "alttext": "A receipt"}]}"#
        let r = try fixed(card)
        #expect(r.text == card.replacingOccurrences(of: "\"alttext\"", with: "\"altText\""))
        #expect(r.applied == ["Rename to 'altText'"])
    }

    @Test func renamesATypeWhoseCaseIsWrong() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "textblock", "text": "Hi", "wrap": true}]}"#
        #expect(try fixed(card).text == card.replacingOccurrences(of: "\"textblock\"", with: "\"TextBlock\""))
    }

    @Test func aSuggestionBeyondCaseIsUnsafe() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hi", "wrap": true, "colr": "good"}]}"#
        #expect(try fixed(card).text == card, "not applied without --unsafe-fixes")
        #expect(try fixed(card, unsafe: true).text == card.replacingOccurrences(of: "\"colr\"", with: "\"color\""))
    }

    @Test func addsAMemberOnItsOwnLineKeepingIndentAndCRLF() throws {
        let card = "{\r\n  \"type\": \"AdaptiveCard\",\r\n  \"version\": \"1.5\",\r\n  \"body\": [\r\n    {\r\n      \"type\": \"TextBlock\",\r\n"
            + "      \"text\": \"Your expense report for the March offsite in Lisbon was approved by your manager today\"\r\n    }\r\n  ]\r\n}\r\n"
        let want = card.replacingOccurrences(of: "today\"\r\n", with: "today\",\r\n      \"wrap\": true\r\n")
        #expect(try fixed(card).text == want)
    }

    @Test func addsAMemberInlineWhenTheObjectIsOnOneLine() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Your expense report for the March offsite in Lisbon was approved by your manager today \u00e9"}]}"#
        let want = card.replacingOccurrences(of: #"\u00e9""#, with: #"\u00e9", "wrap": true"#)
        #expect(try fixed(card).text == want, "escapes elsewhere stay as written")
    }

    /// A safe fix never reverses what the author wrote: an explicit `"wrap": false` is turned to
    /// `true` only with `--unsafe-fixes` (a missing `wrap` is still added by the safe fix).
    @Test func replacingAValueTheAuthorWroteIsUnsafe() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "wrap": false, "text": "Your expense report for the March offsite in Lisbon was approved by your manager today"}]}"#
        #expect(try fixed(card).text == card, "not applied without --unsafe-fixes")
        #expect(try fixed(card, unsafe: true).text == card.replacingOccurrences(of: "\"wrap\": false", with: "\"wrap\": true"))
        let linter = try Self.factory.linter(for: "/tmp/cardlint-fix-test/card.json")
        guard case .report(let report) = linter.lint(path: "card.json", bytes: Array(card.utf8), explicit: true) else { Issue.record("not linted"); return }
        let root = try JSONParser.parse(Array(card.utf8)).value
        let wrap = try #require(report.findings.compactMap { FixPlanner.plan($0, bytes: Array(card.utf8), root: root) }.first { $0.title.contains("wrap") })
        #expect(!wrap.safe && !wrap.isSnippet)
    }

    @Test func raisesTheVersionOnlyWhenUnsafeFixesAreAllowed() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.2", "body": [{"type": "Input.Text", "id": "n", "label": "Name"}]}"#
        #expect(try fixed(card).text == card)
        #expect(try fixed(card, unsafe: true).text == card.replacingOccurrences(of: "\"1.2\"", with: "\"1.3\""))
    }

    @Test func snippetsAreOfferedNeverApplied() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "url": "https://example.com/a.png"}]}"#
        #expect(try fixed(card, unsafe: true).text == card)
        let linter = try Self.factory.linter(for: "/tmp/cardlint-fix-test/card.json")
        guard case .report(let report) = linter.lint(path: "card.json", bytes: Array(card.utf8), explicit: true) else { Issue.record("not linted"); return }
        let root = try JSONParser.parse(Array(card.utf8)).value
        let plans = report.findings.compactMap { FixPlanner.plan($0, bytes: Array(card.utf8), root: root) }
        let snippet = try #require(plans.first { $0.isSnippet })
        #expect(!snippet.safe)
        #expect(snippet.edits.map(\.text) == [#", "altText": "describe what the image shows""#])
    }

    @Test func aFileThatDoesNotParseIsLeftAlone() throws {
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "Image", "alttext": "x",]}"#
        #expect(try fixed(card, unsafe: true).text == card)
    }

    @Test func overlappingFixesWaitForTheNextPass() {
        let a = PlannedFix(title: "a", edits: [ByteEdit(range: SourceRange(start: 2, end: 5), text: "X")], safe: true, isSnippet: false)
        let b = PlannedFix(title: "b", edits: [ByteEdit(range: SourceRange(start: 4, end: 6), text: "Y")], safe: true, isSnippet: false)
        let c = PlannedFix(title: "c", edits: [ByteEdit(range: SourceRange(start: 8, end: 8), text: "Z")], safe: true, isSnippet: false)
        let r = FixPlanner.apply([a, b, c], to: Array("0123456789".utf8))
        #expect(String(decoding: r.bytes, as: UTF8.self) == "01X567Z89")
        #expect(r.applied.map(\.title) == ["a", "c"])
        #expect(r.skipped.map(\.title) == ["b"])
    }
}

@Suite struct UnifiedDiffTests {
    @Test func oneChangeWithContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.make(path: "a.json", old: Array(old.utf8), new: Array(new.utf8)) == """
        --- a/a.json
        +++ b/a.json
        @@ -2,7 +2,7 @@
         line 2
         line 3
         line 4
        -line 5
        +line five
         line 6
         line 7
         line 8

        """)
    }

    @Test func farApartChangesMakeTwoHunksAndMissingNewlineIsSaid() {
        let old = (1...20).map { "l\($0)\n" }.joined() + "end"
        let new = old.replacingOccurrences(of: "l2\n", with: "L2\n").replacingOccurrences(of: "end", with: "END")
        let diff = UnifiedDiff.make(path: "b.json", old: Array(old.utf8), new: Array(new.utf8))
        #expect(diff.components(separatedBy: "\n@@ ").count == 3)
        #expect(diff.hasSuffix("-end\n\\ No newline at end of file\n+END\n\\ No newline at end of file\n"))
        #expect(UnifiedDiff.make(path: "b.json", old: Array(old.utf8), new: Array(old.utf8)).isEmpty)
    }
}
