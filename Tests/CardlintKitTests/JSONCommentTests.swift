import CardlintKit
import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// Comments in card JSON: read past, one `json-comment` finding per file whose severity follows the
/// hosts the card is checked on and their `json-comments` fact.
@Suite struct JSONCommentTests {
    /// A widget template written as Dev Home's AzureQueryTilesTemplate.json is: a `//` comment after a member.
    static let template = """
    {"type": "AdaptiveCard", "version": "1.5",
     "body": [{"type": "TextBlock", "text": "${title}", "wrap": true},
              {"type": "Container", "items": [], "$when": "${count(tiles) == 1}" // keep the tile narrow
              }]}
    """

    static func comments(_ card: String, hosts: [String]) throws -> [Finding] {
        try HostAudienceTests.lint(["card.json": card], "card.json", hosts: hosts).filter { $0.ruleID == "json-comment" }
    }

    @Test func severityFollowsTheHostsReaders() throws {
        let cases: [([String], Severity)] = [
            ([], .error),                                  // no audience: the default hosts read strict JSON
            (["teams-desktop"], .error),                   // Teams: JSON.parse
            (["uwp-sdk"], .warning),                       // the C++ shared model skips comments (renderer code)
            (["android-sdk", "uwp-sdk"], .warning),
            (["windows-widgets"], .note),                  // inferred from Dev Home: unverified
            (["windows-widgets", "uwp-sdk"], .note),
            (["uwp-sdk", "teams-desktop"], .error),        // one strict reader is enough
            (["adaptivecards-1.5"], .error),               // a generic renderer: no fact, JSON
        ]
        for (hosts, severity) in cases {
            let found = try Self.comments(Self.template, hosts: hosts)
            #expect(found.count == 1 && found.allSatisfy { $0.severity == severity },
                    "\(hosts): \(found.map { "\($0.severity) \($0.message)" })")
        }
    }

    @Test func messagesNameWhoReadsAndHowSure() throws {
        let strict = try #require(Self.comments(Self.template, hosts: ["uwp-sdk", "teams-desktop"]).first)
        #expect(strict.message.contains("teams-desktop takes cards as JSON (it is not known to skip comments), so a strict reader rejects the card"), "\(strict.message)")
        #expect(strict.message.contains("(uwp-sdk skips comments)"), "\(strict.message)")
        let widget = try #require(Self.comments(Self.template, hosts: ["windows-widgets"]).first)
        #expect(widget.message.contains("windows-widgets skips comments"), "\(widget.message)")
        #expect(widget.message.contains("unverified: inferred"), "\(widget.message)")
        let native = try #require(Self.comments(Self.template, hosts: ["uwp-sdk"]).first)
        #expect(!native.message.contains("unverified"), "\(native.message)")
    }

    /// The comment is read as whitespace: the rest of the card is linted as before, positions kept.
    @Test func theCardIsLintedPastTheComment() throws {
        let all = try HostAudienceTests.lint(["card.json": Self.template], "card.json", hosts: ["teams-desktop"])
        #expect(!all.contains { $0.ruleID == "json-syntax" })
        let comment = try #require(all.first { $0.ruleID == "json-comment" })
        let text = Array(Self.template.utf8)
        #expect(Array(text[comment.range.start..<comment.range.end]) == Array("// keep the tile narrow".utf8))
    }

    /// An audience inferred from the card decides as well: an Outlook card (`originator`) is read by
    /// Outlook's JavaScript SDK even when the run names a native SDK.
    @Test func anInferredAudienceDecides() throws {
        let card = """
        {"type": "AdaptiveCard", "version": "1.0", "originator": "c9b4352b-a76b-43b9-88ff-80edddaa243b", /* sender */
         "body": [{"type": "TextBlock", "text": "Approve the trip", "wrap": true}]}
        """
        let found = try Self.comments(card, hosts: [])
        #expect(found.count == 1 && found[0].severity == .error && found[0].message.contains("outlook"), "\(found.map(\.message))")
    }

    /// Comments in a walked file that holds no card (tsconfig.json with no trailing comma, which
    /// now parses): another tool's JSON, skipped as not strict JSON, not as JSON without a card.
    @Test func aCommentedNonCardIsSkippedInAWalk() {
        let tsconfig = "{\n  // strict\n  \"compilerOptions\": {\"strict\": true}\n}\n"
        guard case .skippedNonCard(.notJSON, _) = ContainerTests.linter.lint(path: "tsconfig.json", bytes: Array(tsconfig.utf8), explicit: false) else {
            Issue.record("JSON with comments and no card in a walk is skipped as not strict JSON"); return
        }
    }

    @Test func shippedFactsHaveValuesAndSources() throws {
        let accepting = TestSupport.resources.hosts.map(\.profile).filter { $0.jsonComments == true }.map(\.id).sorted()
        #expect(accepting == ["android-sdk", "uwp-sdk", "windows-widgets"])
        for id in ["android-sdk", "uwp-sdk"] {
            let p = try #require(TestSupport.resources.hosts.map(\.profile).first { $0.id == id })
            #expect(p.evidence("json-comments")?.isFirm == true, "\(id)")
            #expect(p.evidence("json-comments")?.source.contains("allowComments") == true, "\(id)")
        }
    }
}
