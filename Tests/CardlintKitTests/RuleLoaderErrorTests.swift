import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// A broken rule file is a `file:line:col` error that names the rule.
@Suite struct RuleLoaderErrorTests {
    static func compile(_ yaml: String) throws(RuleError) -> Rule {
        let root: YAMLNode
        do { root = try YAMLLoader.load(yaml, path: "my-rule.yaml") } catch {
            throw RuleError(path: error.path, line: error.line, column: error.column, message: error.message)
        }
        return try RuleLoader.compile(root, path: "my-rule.yaml", pack: "custom", vocabulary: TestSupport.resources.vocabulary)
    }

    static let valid = """
    id: https-only
    title: Links use https
    description: Plain http leaks what people open.
    severity: error
    tags: [security]
    select: {types: [Action.OpenUrl]}
    check:
      pattern: {property: url, match: "^https://"}
    message: "'{{value}}' is not https"
    """

    struct Broken: Sendable, CustomTestStringConvertible {
        let replace: String
        let with: String
        let line: Int
        let message: String
        var testDescription: String { message }
    }

    static let broken: [Broken] = [
        Broken(replace: "pattern:", with: "patern:", line: 8, message: "unknown check function 'patern'; did you mean 'pattern'?"),
        Broken(replace: "match: \"^https://\"", with: "mach: \"^https://\"", line: 8, message: "unknown option 'mach'; did you mean 'match'?"),
        Broken(replace: "severity: error", with: "severity: fatal", line: 4, message: "severity must be error, warning or note"),
        Broken(replace: "tags: [security]", with: "tags: [securty]", line: 5, message: "unknown tag 'securty'; did you mean 'security'?"),
        Broken(replace: "\"^https://\"", with: "\"^(https\"", line: 8, message: "invalid regular expression"),
        Broken(replace: "{{value}}", with: "{{valeu}}", line: 9, message: "unknown placeholder '{{valeu}}'; did you mean 'value'?"),
        Broken(replace: "id: https-only", with: "id: HttpsOnly", line: 1, message: "must be kebab-case"),
        Broken(replace: "title: Links use https\n", with: "", line: 1, message: "missing required key 'title'"),
        Broken(replace: "select: {types", with: "select: {typez", line: 6, message: "unknown option 'typez'; did you mean 'types'?"),
        Broken(replace: "message:", with: "mesage:", line: 9, message: "unknown option 'mesage'; did you mean 'message'?"),
    ]

    @Test func validRuleCompiles() throws {
        let r = try Self.compile(Self.valid)
        #expect(r.id == "https-only" && r.needs == .card)
    }

    @Test(arguments: broken) func brokenRuleIsPositioned(_ b: Broken) {
        let yaml = Self.valid.replacingOccurrences(of: b.replace, with: b.with)
        do { _ = try Self.compile(yaml); Issue.record("accepted: \(b.with)") } catch {
            #expect(error.message.contains(b.message), "got: \(error.message)")
            #expect(error.line == b.line, "at line \(error.line): \(error.message)")
            #expect(error.description.hasPrefix("my-rule.yaml:"))
        }
    }

    @Test func catastrophicRegexDoesNotHang() throws {
        let yaml = Self.valid.replacingOccurrences(of: "\"^https://\"", with: "\"^(a+)+$\"")
        let rule = try Self.compile(yaml)
        let evil = String(repeating: "a", count: 40) + "!"
        let card = "{\"type\":\"AdaptiveCard\",\"version\":\"1.5\",\"actions\":[{\"type\":\"Action.OpenUrl\",\"title\":\"x\",\"url\":\"\(evil)\"}]}"
        // Cut off by the regex engine's step limit (counted work, no clock): the note below says so.
        let outcome = ExampleRunner(resources: TestSupport.resources)
            .run(rule, RuleExample(expectation: .notTriggering, text: card, location: "test"))
        // An undecided match is never the rule's finding, but it is not silent either: a note names the limit.
        #expect(outcome.findings.map(\.severity) == [.note], "got: \(outcome.findings.map(\.message))")
        #expect(outcome.findings.first?.message.contains("ran out of its step limit") == true)
        #expect(outcome.findings.first?.ruleID == rule.id)
    }

    /// A `where: {x: {matches: …}}` selector regex that runs out of steps neither selects the node
    /// silently away nor lets the check run: the value gets a note naming the limit.
    @Test func catastrophicSelectorRegexGivesANote() throws {
        let yaml = Self.valid.replacingOccurrences(of: "select: {types: [Action.OpenUrl]}",
                                                   with: "select: {types: [Action.OpenUrl], where: {title: {matches: \"^(a+)+$\"}}}")
        let rule = try Self.compile(yaml)
        let evil = String(repeating: "a", count: 40) + "!"
        let card = "{\"type\":\"AdaptiveCard\",\"version\":\"1.5\",\"actions\":[{\"type\":\"Action.OpenUrl\",\"title\":\"\(evil)\",\"url\":\"http://x\"}]}"
        let outcome = ExampleRunner(resources: TestSupport.resources)
            .run(rule, RuleExample(expectation: .notTriggering, text: card, location: "test"))
        #expect(outcome.findings.map(\.severity) == [.note], "got: \(outcome.findings.map(\.message))")
        #expect(outcome.findings.first?.message.contains("ran out of its step limit") == true)
        let decided = card.replacingOccurrences(of: evil, with: "aaa")
        let found = ExampleRunner(resources: TestSupport.resources)
            .run(rule, RuleExample(expectation: .triggering, text: decided, location: "test"))
        #expect(found.findings.map(\.severity) == [.error], "a decided match runs the check as before")
    }

    /// Examples are compiled when asked (explain, check-rules, the docs), not when the rule loads:
    /// a lint run never reads them. A malformed one is still an error at its file:line:column, naming the rule.
    @Test func examplesCompileWhenAsked() throws {
        let good = Self.valid + """

        examples:
          triggering:
            - '{"type": "AdaptiveCard", "version": "1.5", "actions": [↓{"type": "Action.OpenUrl", "title": "x", "url": "http://x"}]}'
          not-triggering:
            - {card: {type: AdaptiveCard, version: "1.5"}, hostz: [teams-desktop]}
        """
        let rule = try Self.compile(good)
        #expect(rule.examplesNode?["triggering"]?.sequence?.count == 1)
        do { _ = try rule.examples(); Issue.record("a malformed example compiled") } catch {
            #expect(error.message.contains("unknown option 'hostz'; did you mean 'hosts'?"), "got: \(error.message)")
            #expect(error.line == 14 && error.ruleID == "https-only" && error.description.hasPrefix("my-rule.yaml:14:"), "\(error)")
        }
        let fixed = try Self.compile(good.replacingOccurrences(of: "hostz", with: "hosts")).examples()
        #expect(fixed.map(\.expectation) == [.triggering, .notTriggering] && fixed[1].hosts == ["teams-desktop"])
    }
}
