import Foundation
import Testing
@testable import CardlintRules

/// Rule ids are checked byte by byte for `^[a-z0-9]+(-[a-z0-9]+)*$`: the same verdicts as the
/// regular expression that did it before.
@Suite struct RuleIdShapeTests {
    @Test func kebabCaseAsTheRegularExpression() {
        let ids = ["a", "text-clipped", "wcag2-1", "x-1-y", "", "-a", "a-", "a--b", "A", "textClipped", "a_b", "a b", "é", "a-é", "--", "-", "9"]
        for id in ids {
            let regex = id.range(of: "^[a-z0-9]+(-[a-z0-9]+)*$", options: .regularExpression) != nil
            #expect(RuleLoader.isKebabCase(id) == regex, "\(id)")
        }
    }
}
