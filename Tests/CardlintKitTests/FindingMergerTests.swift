import CardlintKit
import CardlintReading
@testable import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// `FindingMerger.merge`: one finding per place, holding every context it was seen in and its most
/// severe severity, in source order; the first message seen wins.
@Suite struct FindingMergerTests {
    static func finding(_ line: Int, _ rule: String, _ host: String, _ severity: Severity, _ message: String = "m") -> Finding {
        var f = Finding(ruleID: rule, severity: severity, tags: [], message: message,
                        range: SourceRange(start: line * 10, end: line * 10 + 5), pointer: "/body/\(line)")
        f.scope.hosts = [host]
        return f
    }

    @Test func placesMergeAcrossContexts() {
        let merged = FindingMerger.merge([
            Self.finding(3, "text-clipped", "teams-desktop", .warning, "first"),
            Self.finding(1, "image-missing-alt-text", "ios-sdk", .error),
            Self.finding(3, "text-clipped", "ios-sdk", .error, "second"),
            Self.finding(3, "small-text", "ios-sdk", .note),
        ])
        #expect(merged.map(\.ruleID) == ["image-missing-alt-text", "small-text", "text-clipped"])
        let clipped = merged[2]
        #expect(clipped.severity == .error && clipped.message == "first")
        #expect(Set(clipped.scope.hosts) == ["teams-desktop", "ios-sdk"])
    }

    /// A note resting on an unverified host fact goes where the same finding holds firmly, whatever
    /// its onset: when where it begins was part of the message, a note whose phrase did not end with
    /// ")" counted as firm and lent the firm finding its hosts and viewports (corpus/advanced/
    /// rating-review.json: content-overflow "holds on … iphone-393 · hosts: ios-sdk, teams-mobile",
    /// though on ios-sdk it was only unverified).
    @Test func unverifiedNotesGoBesideFirmFindingsWhateverTheirOnset() {
        var firm = Self.finding(2, "content-overflow", "teams-mobile", .error, "Rating does not fit")
        firm.scope.viewports = ["teams-mobile"]
        var note = Self.finding(2, "content-overflow", "ios-sdk", .note, "Rating does not fit (unverified: text scaling inferred)")
        note.scope.viewports = ["iphone-393"]
        let endsWithoutParenthesis = Onset(viewports: [Onset.Viewport(viewport: "iphone-393", typeScales: ["large", "AX2"], failing: ["AX2"]),
                                                       Onset.Viewport(viewport: "ipad-820", typeScales: ["large", "AX2"], failing: [])])
        let endsWithParenthesis = Onset(viewports: [Onset.Viewport(viewport: "iphone-393", typeScales: ["large", "AX2"], failing: ["AX2"])])
        for onset in [nil, endsWithoutParenthesis, endsWithParenthesis] {
            note.onset = onset
            let merged = FindingMerger.merge([firm, note])
            #expect(merged.count == 1)
            #expect(merged.first?.scope.hosts == ["teams-mobile"] && merged.first?.scope.viewports == ["teams-mobile"])
            #expect(merged.first?.severity == .error)
        }
        #expect(FindingMerger.merge([note]).map(\.message) == [note.message])  // alone, the note stays
    }

    /// Each finding's merge key (whose message is searched for the unverified marker) is made once
    /// per merge: the firm keys, the notes beside them and the merging itself made it three times.
    @Test func eachKeyIsMadeOnce() {
        var findings: [Finding] = []
        for i in 0..<20 {
            findings.append(Self.finding(i, "content-overflow", "teams-mobile", .error, "does not fit"))
            findings.append(Self.finding(i, "content-overflow", "ios-sdk", .note, "does not fit (unverified: inferred)"))
        }
        #expect(Work.count { _ = FindingMerger.merge(findings) } == findings.count)
    }

    /// `Finding.isUnverified` (looked for from the marker's `(`) finds the marker exactly where a
    /// search for its bytes does: at the start, after a `(` without the space, twice, cut short.
    @Test func theMarkerIsFoundWhereItsBytesAre() {
        for m in ["a (unverified: b)", "(unverified: b)", " (unverified: ", "a(unverified: b)", "a(unverified: (unverified: b)",
                  "x(unverified: y (unverified: z)", "a (unverified:", "a (unverified b)", "", " ", "é (unverified: —)",
                  "a ( unverified: b)", "((unverified: ", "a (unverified: b) (unverified: c)"] {
            #expect(Finding.isUnverified(m) == m.utf8.containsBytes(of: Finding.unverifiedMarker.utf8), "\(m)")
        }
    }

    /// Findings the order does not tell apart (same place, rule and message, other pointers) keep
    /// the order they came in, whether or not the rest needed sorting: the stable sort's order.
    @Test func tiesKeepTheirOrderSortedOrNot() {
        func at(_ pointer: String, _ start: Int = 10) -> Finding {
            Finding(ruleID: "r", severity: .error, tags: [], message: "m", range: SourceRange(start: start, end: start + 1), pointer: pointer)
        }
        #expect(FindingMerger.merge([at("/x"), at("/y")]).map(\.pointer) == ["/x", "/y"])
        #expect(FindingMerger.merge([at("/y"), at("/x")]).map(\.pointer) == ["/y", "/x"])
        #expect(FindingMerger.merge([at("/z", 20), at("/y"), at("/x")]).map(\.pointer) == ["/y", "/x", "/z"])
        #expect(FindingMerger.merge([at("/y"), at("/z", 5), at("/x")]).map(\.pointer) == ["/z", "/y", "/x"])
    }
}
