import CardlintKit
import CardlintReading
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// `.cardlint.yml`: precise errors, severities, overrides, and a user's own rules folder.
@Suite struct ConfigTests {
    /// A temporary project folder with files.
    static func project(_ files: [String: String]) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-\(UUID().uuidString)").path
        for (name, text) in files {
            let path = dir + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return dir
    }

    static func lint(_ dir: String, _ file: String) throws -> [Finding] {
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())
        let result = try LintRunner(factory: factory).run([FileWalker.Input(path: dir + "/" + file, explicit: true)])
        return result.files.flatMap(\.findings)
    }

    static let httpCard = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hi", "colour": "red"}],
     "actions": [{"type": "Action.OpenUrl", "title": "Open the report", "url": "http://example.com/report"}]}
    """

    @Test func customRuleFolderWorksWithoutRecompiling() throws {
        let dir = try Self.project([
            ".cardlint.yml": "rules-dirs: [team-rules]\n",
            "team-rules/https-only.yaml": RuleLoaderErrorTests.valid,
            "cards/a.json": Self.httpCard,
        ])
        let findings = try Self.lint(dir, "cards/a.json")
        let mine = findings.filter { $0.ruleID == "https-only" }
        #expect(mine.count == 1)
        #expect(mine.first?.message == "'http://example.com/report' is not https")
    }

    /// A user's rule file is checked whole when lint loads it: a malformed example is an error at its
    /// line (the shipped rules' examples are compiled on demand, by the tests and `check-rules`).
    @Test func aUsersRuleWithAMalformedExampleIsAnError() throws {
        let dir = try Self.project([
            ".cardlint.yml": "rules-dirs: [team-rules]\n",
            "team-rules/https-only.yaml": RuleLoaderErrorTests.valid + """

            examples:
              not-triggering:
                - {card: {type: AdaptiveCard, version: "1.5"}, hostz: [teams-desktop]}
            """,
            "cards/a.json": Self.httpCard,
        ])
        do {
            _ = try Self.lint(dir, "cards/a.json")
            Issue.record("a malformed example in a user's rule loaded")
        } catch {
            #expect("\(error)".contains("https-only.yaml:12:") && "\(error)".contains("unknown option 'hostz'"), "\(error)")
        }
    }

    @Test func severitiesOffAndOverrides() throws {
        let dir = try Self.project([
            ".cardlint.yml": """
            rules:
              unknown-property: error
            overrides:
              - files: ["legacy/**"]
                rules: {unknown-property: off}
            """,
            "a.json": Self.httpCard,
            "legacy/old/b.json": Self.httpCard,
        ])
        #expect(try Self.lint(dir, "a.json").first { $0.ruleID == "unknown-property" }?.severity == .error)
        #expect(try Self.lint(dir, "legacy/old/b.json").allSatisfy { $0.ruleID != "unknown-property" })
    }

    @Test func optionsOverrideARulesCheck() throws {
        let dir = try Self.project([
            ".cardlint.yml": "rules-dirs: [r]\nrules:\n  https-only: {options: {match: \"^http://example\"}}\n",
            "r/https-only.yaml": RuleLoaderErrorTests.valid,
            "a.json": Self.httpCard,
        ])
        #expect(try Self.lint(dir, "a.json").allSatisfy { $0.ruleID != "https-only" })
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        let config: String
        let message: String
        let line: Int
        var testDescription: String { message }
    }

    static let bad: [Bad] = [
        Bad(config: "rulez: {}\n", message: "unknown option 'rulez'; did you mean 'rules'?", line: 1),
        Bad(config: "rules:\n  unknown-propery: off\n", message: "unknown rule 'unknown-propery'; did you mean 'unknown-property'?", line: 2),
        Bad(config: "rules:\n  duplicate-id: eror\n", message: "'eror' is not off, note, warning or error; did you mean 'error'?", line: 2),
        Bad(config: "rules:\n  duplicate-id: {severity: error, optins: {}}\n", message: "unknown option 'optins'; did you mean 'options'?", line: 2),
        Bad(config: "extends: [recomended]\n", message: "unknown `extends` entry 'recomended'; did you mean 'recommended'?", line: 0),
        Bad(config: "hosts: {a: 1}\n", message: "option 'hosts' must be a text or a list of texts", line: 1),
    ]

    @Test(arguments: bad) func configErrorsArePrecise(_ b: Bad) throws {
        let dir = try Self.project([".cardlint.yml": b.config, "a.json": Self.httpCard])
        do { _ = try Self.lint(dir, "a.json"); Issue.record("accepted: \(b.config)") } catch let error as KitError {
            #expect(error.description.contains(b.message), "got: \(error.description)")
            #expect(error.description.contains(".cardlint.yml"))
            if b.line > 0 { #expect(error.description.contains(".cardlint.yml:\(b.line):"), "got: \(error.description)") }
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func includeExcludeGlobs() {
        #expect(Glob("cards/**/*.json").matches("cards/a/b/c.json"))
        #expect(Glob("cards/**/*.json").matches("cards/c.json"))
        #expect(!Glob("cards/**/*.json").matches("other/c.json"))
        #expect(Glob("*.template.json").matches("x/y/z.template.json"))
        #expect(!Glob("legacy/*").matches("legacy/a/b.json"))
    }
}
