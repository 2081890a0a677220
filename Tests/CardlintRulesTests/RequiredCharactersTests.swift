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

/// A dot followed by what a format's name starts with (`RequiredPair`), and a whole value spelled
/// out between anchors (`AnchoredLiteral`): texts are ruled out, or decided, without ICU, with ICU's answer.
@Suite struct RegexShortcutTests {
    static let imageFormat = "\\.(?i:svg|webp|bmp|tiff?|heic)(\\?[^#]*)?(#.*)?$"

    @Test func imageFormatNeedsADotBeforeAFormatLetter() throws {
        let pair = try #require(RequiredCharacters.analysis(of: Self.imageFormat).pair)
        #expect(pair.literal == UInt8(ascii: "."))
        #expect(pair.next == FirstCharacters(ascii: RequiredCharacters("sSwWbBtThH"), nonASCII: true))
        #expect(RequiredCharacters.analysis(of: "a\\.s+x(\\.)y").pair?.literal == UInt8(ascii: "."))
        #expect(RequiredCharacters.analysis(of: "#{2}[a]|<").pair == nil)
        // Nothing to pair: an optional or grouped literal, alternatives, a lookahead or class between.
        for pattern in ["\\.?svg", "(\\.)svg", "\\.|svg", "\\.(?=s)svg", "\\.[s]", "\\.(?i)svg", "\\.(svg)?", "\\.\\bsvg", "\\.\\x73"] {
            #expect(RequiredCharacters.analysis(of: pattern).pair == nil, "\(pattern)")
        }
    }

    static let texts = ["", "https://example.com/0.png", "https://example.com/logo.svg", "photo.WEBP?w=200", "x.TIF#a", "a.heic",
                        "https://e.com/i.svg?c=%23", "a.b.c", ".s", ".S", ".\u{17F}vg", ".\u{212A}", "caf\u{E9}.svg", ".\u{E9}",
                        "\u{1F600}.bmp", "x.\u{0130}", "svg", ". svg", "..svg", "a.svgz", "x.sVg\n", "x.png\u{2028}", "\u{FF0E}svg"]

    @Test func pairAnswersAsICU() throws {
        let patterns = [Self.imageFormat, "\\.(?i:svg|webp)", "\\.s", "a\\.K", "#\\d", "x=(?i:k|ss)", "\\.(?i)svg"]
        for p in patterns {
            for ci in [false, true] {
                let re = try BoundedRegex(p, caseInsensitive: ci)
                for t in Self.texts + ["#1", "x=\u{212A}", "x=K", "x=\u{DF}", "a.\u{212A}", "a.k", "x=q"] {
                    #expect(re.firstMatch(in: t) == re.searched(t), "\(p) (\(ci)) on \(t.debugDescription)")
                }
            }
        }
    }

    @Test func anchoredLiteralAnswersAsICU() throws {
        #expect(AnchoredLiteral.of("^(?i)heading$", caseInsensitive: false) == AnchoredLiteral(bytes: Array("heading".utf8), caseInsensitive: true))
        #expect(AnchoredLiteral.of("^Heading$", caseInsensitive: false) == AnchoredLiteral(bytes: Array("Heading".utf8), caseInsensitive: false))
        for pattern in ["^head.ing$", "^(?i)heading", "heading$", "^$", "^(?m)a$", "^a b$", "^(?i)$", "^\\w$", "^é$"] {
            #expect(AnchoredLiteral.of(pattern, caseInsensitive: false) == nil, "\(pattern)")
        }
        let texts = ["heading", "Heading", "HEADING", "hEaDiNg", "heading\n", "heading\r", "heading\r\n", "heading\u{0B}", "heading\u{0C}",
                     "heading\n\n", "heading\n\r", "heading\r\r\n", "\nheading", " heading", "heading ", "headings", "headin", "", "\n",
                     "heading\u{85}", "heading\u{2028}", "heading\u{2029}", "h\u{E9}ading", "kiss", "KISS", "\u{212A}iss", "ki\u{17F}s",
                     "ki\u{17F}\u{17F}", "kiß", "Kiss\r\n", "ab1", "AB1", "ab1\n", "heading\u{0}", "heading\t"]
        for p in ["^(?i)heading$", "^Heading$", "^heading$", "^(?i)kiss$", "^kiss$", "^ab1$"] {
            for ci in [false, true] {
                let re = try BoundedRegex(p, caseInsensitive: ci)
                #expect(re.literal != nil, "\(p)")
                for t in texts { #expect(re.firstMatch(in: t) == re.searched(t), "\(p) (\(ci)) on \(t.debugDescription)") }
            }
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
        // `^(?i)heading$` on non-ASCII text is ICU's to decide (`$` before a final U+2028 matches).
        let headings = Self.card(Array(repeating: "{\"type\": \"TextBlock\", \"text\": \"\", \"style\": \"heading\\u2028\"}", count: 20))
        let r = try Self.work("empty-heading", headings)
        #expect(r.findings == 20)
        #expect(r.steps == 20 * "heading\u{2028}".utf16.count, "searched \(r.steps) units")
        // On ASCII text the anchored literal is decided without ICU.
        let ascii = Self.card(Array(repeating: "{\"type\": \"TextBlock\", \"text\": \"\", \"style\": \"Heading\"}", count: 20))
        let a = try Self.work("empty-heading", ascii)
        #expect(a.findings == 20)
        #expect(a.steps == 0, "searched \(a.steps) units")
    }
}
