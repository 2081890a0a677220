import CardlintKit
import CardlintReading
@testable import CardlintRules
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
}
