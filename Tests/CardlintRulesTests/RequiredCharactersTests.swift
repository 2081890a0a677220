@testable import CardlintRules
import CardlintReading
import CardlintTestSupport
import Testing

/// A regex runs only on text it can match: the characters every match holds are read from the
/// pattern, and a text without any of them is "not found" without ICU. The answer is ICU's.
@Suite struct RequiredCharactersTests {
    /// The shipped rules' patterns and what they require (nil: nothing; the regex runs on every text).
    @Test func shippedPatterns() {
        let cases: [(String, String?)] = [
            ("</?(?i:b|i|u|s|em|strong|br|p|a|div|span|ul|ol|li|h[1-6]|table|tr|td|th|img|font|code|pre)(\\s[^<>]*)?/?>", "<"),
            ("(^|[\\r\\n])[ ]{0,3}(#{1,6} |> |```)|!\\[[^\\]]*\\]\\(|(^|[\\r\\n])\\s*\\|[^\\r\\n]*\\|\\s*[\\r\\n]\\s*\\|[ :|-]*-[ :|-]*\\|",
             "#>`!|"),
            ("^\\s*[\\w.-]+\\.(?i:png|jpe?g|gif|svg|webp|bmp|mp4|mp3)\\s*$", "."),
            ("\\.(?i:svg|webp|bmp|tiff?|heic)(\\?[^#]*)?(#.*)?$", "."),
            ("\\S", nil),
            ("^(?i)heading$", nil),
            ("^https://", ":"),
        ]
        for (pattern, expected) in cases {
            #expect(RequiredCharacters.of(pattern) == expected.map(RequiredCharacters.init), "\(pattern)")
        }
    }

    /// Syntax the reader does not follow gives no requirement rather than a wrong one.
    @Test func unfollowedSyntaxRequiresNothing() {
        for pattern in ["\\x3C", "\\u003C", "\\x{3C}", "\\p{P}<?", "\\Q<\\E", "(<)\\1", "(?x) < ", "(?x:<)", "<?", "(<)*", "<{0,2}",
                        "(?=<)", "(?<!<)a", "[<]", "a|<", "", "(", "[]<]", "\\N{LESS-THAN SIGN}"] {
            #expect(RequiredCharacters.of(pattern) == nil, "\(pattern)")
        }
        #expect(RequiredCharacters.of("(?<tag><)x{1,3}") == RequiredCharacters("<"))
        #expect(RequiredCharacters.of("(?#comment)<{2}") == RequiredCharacters("<"))
        #expect(RequiredCharacters.of("a<+?b(?i)>|\\[") == RequiredCharacters("<["))
    }

    /// With or without the requirement, the same answer on texts with and without the characters.
    @Test func sameAnswerAsICU() throws {
        let patterns = ["</?(?i:b|br)(\\s[^<>]*)?/?>", "(^|[\\r\\n])[ ]{0,3}(#{1,6} |> |```)|!\\[[^\\]]*\\]\\(",
                        "^\\s*[\\w.-]+\\.(?i:png|jpe?g)\\s*$", "a<+?b(?i)>|\\[", "\\$\\d+", "(?i)K\\.", "[0-9]{2}%"]
        let texts = ["", "plain text", "Build <B>failed</B>", "a <br/> b", "# Title", "text\n> quote", "![alt](u)", "photo.JPG",
                     " logo.png ", "a<<b>", "caf\u{e9} <i>x</i>", "\u{212A}.", "k.", "cost $12", "50%", "😀<b>", "x[y"]
        for p in patterns {
            let re = try BoundedRegex(p)
            #expect(re.required != nil, "\(p) should have a requirement")
            for t in texts { #expect(re.firstMatch(in: t) == re.searched(t), "\(p) on \(t)") }
        }
    }
}

/// Each regex runs once per value it must decide: a text without the characters a match needs is
/// not searched, and a selector's `matches` condition is decided once, by the plan, not again
/// before each evaluation (counted: the UTF-16 units handed to ICU, `WorkMeter`).
@Suite struct RegexWorkTests {
    static func work(_ ruleID: String, _ json: String) throws -> (steps: Int, findings: Int) {
        let res = TestSupport.resources
        let rule = try #require(res.rules.first { $0.id == ruleID })
        let engine = RuleEngine(rules: [ActiveRule(rule: rule)], catalog: res.catalog)
        let card = try A11yFixture.card(json)
        let meter = WorkMeter()
        let findings = WorkMeter.$current.withValue(meter) {
            engine.evaluate(card: card, environment: RuleEnvironment(), needs: [.card], runsOnEachHost: false)
        }
        // Less the engine's one step per planned pair (the plan's own regex runs count).
        let pairs = engine.plan(card: card, hostID: nil, needs: [.card], runsOnEachHost: false).pairs.count
        return (meter.steps - pairs, findings.count)
    }

    static func card(_ blocks: [String]) -> String {
        "{\"type\": \"AdaptiveCard\", \"version\": \"1.5\", \"body\": [" + blocks.joined(separator: ",") + "]}"
    }

    @Test func textWithoutTheCharactersIsNotSearched() throws {
        let plain = Self.card(Array(repeating: "{\"type\": \"TextBlock\", \"text\": \"Details for item 3 of the report\"}", count: 50))
        let none = try Self.work("html-in-text", plain)
        #expect(none.findings == 0)
        #expect(none.steps == 0, "searched \(none.steps) units")
        let html = Self.card(["{\"type\": \"TextBlock\", \"text\": \"a <b>bold</b> word\"}", "{\"type\": \"TextBlock\", \"text\": \"1 < 2\"}"])
        let some = try Self.work("html-in-text", html)
        #expect(some.findings == 1)
        #expect(some.steps == "a <b>bold</b> word".utf16.count + "1 < 2".utf16.count)
    }

    @Test func selectorRegexRunsOncePerNode() throws {
        let headings = Self.card(Array(repeating: "{\"type\": \"TextBlock\", \"text\": \"\", \"style\": \"heading\"}", count: 20))
        let r = try Self.work("empty-heading", headings)
        #expect(r.findings == 20)
        #expect(r.steps == 20 * "heading".utf16.count, "searched \(r.steps) units")
    }
}
