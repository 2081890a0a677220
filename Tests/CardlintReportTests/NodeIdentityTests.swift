import CardlintReading
import CardlintRules
import Testing
@testable import CardlintReport

/// Fingerprints name a finding's node by identity, not by array index.
@Suite struct NodeIdentityTests {
    let card = """
    {"type": "AdaptiveCard", "body": [
      {"type": "TextBlock", "text": "Hello"},
      {"type": "Image", "url": "https://x/a.png"},
      {"type": "Input.Text", "id": "comment", "label": "Comment"},
      {"type": "Container", "items": [{"type": "ActionSet", "actions": [{"type": "Action.Submit", "title": "Send"}]}]},
      {"type": "Weird/Type", "text": "a~b"}
    ], "actions": ["not an object"]}
    """

    func root(_ text: String) throws -> JSONValue { try JSONParser.parse(text).value }

    /// The segments a pointer is walked by: those of `split(separator: "/")` with empty ones, after the first.
    @Test func segmentsAreTheSplitAfterTheFirst() {
        for p in ["", "/", "//", "/body", "/body/0/items/", "body/0", "no-slash", "/a//b", "/~1/~0"] {
            var got: [Substring] = []
            NodeIdentity.forEachSegment(p[...]) { got.append($0) }
            #expect(got == Array(p.split(separator: "/", omittingEmptySubsequences: false).dropFirst()), "\(p)")
        }
    }

    /// A pointer is cut at its `/` bytes (RFC 6901): a key that starts with a combining mark does not
    /// join its slash into one character with it (a split by characters took it for part of the key).
    @Test func aSlashBeforeACombiningMarkStillSeparates() throws {
        var got: [Substring] = []
        NodeIdentity.forEachSegment("/body/0/\u{301}x"[...]) { got.append($0) }
        #expect(got == ["body", "0", "\u{301}x"])
        let marked = try root(#"{"type": "AdaptiveCard", "body": [{"type": "TextBlock", "\#u{301}x": 1}]}"#)
        #expect(NodeIdentity.anchor("/body/0/\u{301}x", in: marked) == "/body/TextBlock/\u{301}x")
    }

    @Test(arguments: [
        ("/body/0/text", "/body/TextBlock'Hello'/text"),
        ("/body/1", "/body/Image'https:~1~1x~1a.png'"),
        ("/body/2/label", "/body/#comment/label"),
        ("/body/3/items/0/actions/0", "/body/Container/items/ActionSet/actions/Action.Submit'Send'"),
        ("/body/4", "/body/Weird~1Type'a~0b'"),
        ("/actions/0", "/actions/'not an object'"),
        ("/body/9/text", "/body/*/text"),
        ("", ""),
        ("/version", "/version"),
    ])
    func anchors(_ c: (pointer: String, anchor: String)) throws {
        #expect(NodeIdentity.anchor(c.pointer, in: try root(card)) == c.anchor)
    }

    /// A report carrying the linter's tree takes its anchors from it: the file is not parsed again
    /// (here its bytes are not even JSON).
    @Test func anchorsComeFromTheTreeTheReportCarries() throws {
        var report = FileReport(path: "card.json", source: SourceFile(path: "card.json", bytes: Array("not json".utf8)),
                                findings: [Finding(ruleID: "r", severity: .error, tags: [], message: "m", range: SourceRange(start: 0, end: 1), pointer: "/body/2/label")])
        #expect(NodeIdentity.anchors(of: report) == ["/body/*/label"])
        report.tree = try root(card)
        #expect(NodeIdentity.anchors(of: report) == ["/body/#comment/label"])
    }

    /// Escaped keys (`~1`, `~0`) are looked up unescaped and written escaped again, as are keys
    /// that are not canonical escapes (`~2`, a lone `~`).
    @Test(arguments: [
        ("/a~1b/0/text", "/a~1b/TextBlock'x'/text"),
        ("/t~0x/0", "/t~0x/Image"),
        ("/odd~2/0", "/odd~02/*"),
        ("/~/0", "/~0/*"),
    ])
    func escapedKeys(_ c: (pointer: String, anchor: String)) throws {
        let json = try root(#"{"a/b": [{"type": "TextBlock", "text": "x"}], "t~x": [{"type": "Image"}]}"#)
        #expect(NodeIdentity.anchor(c.pointer, in: json) == c.anchor)
        var parents: [Substring: (anchor: [UInt8], node: JSONValue?)] = [:]
        #expect(NodeIdentity.anchor(c.pointer, root: json, parents: &parents) == c.anchor)
    }

    @Test func withoutTheCardIndexesAreDropped() {
        #expect(NodeIdentity.anchor("/body/3/items/0/color", in: nil) == "/body/*/items/*/color")
    }

    /// The point of it all: an element inserted above keeps every fingerprint of the card.
    @Test func insertingAnElementAboveKeepsFingerprints() throws {
        let edited = card.replacingFirst("\"body\": [\n", with: "\"body\": [\n  {\"type\": \"TextBlock\", \"text\": \"New\"},\n")
        func prints(_ text: String, pointers: [String]) -> [UInt64] {
            let findings = pointers.map { Finding(ruleID: "r", severity: .error, tags: [], message: "m", range: SourceRange(start: 0, end: 1), pointer: $0) }
            return Fingerprint.values(of: FileReport(path: "a.json", source: SourceFile(path: "a.json", text: text), findings: findings))
        }
        let before = prints(card, pointers: ["/body/0/text", "/body/2/label", "/body/3/items/0/actions/0"])
        let after = prints(edited, pointers: ["/body/1/text", "/body/3/label", "/body/4/items/0/actions/0"])
        #expect(before == after)
        // …while a finding on the new element is a different one.
        #expect(!before.contains(prints(edited, pointers: ["/body/0/text"])[0]))
    }

    @Test func theIdentityPathReplacesTheReportedPath() {
        let f = Finding(ruleID: "r", severity: .error, tags: [], message: "m", range: SourceRange(start: 0, end: 1), pointer: "/a")
        var fromRoot = FileReport(path: "cards/a.json", source: nil, findings: [f])
        var fromCards = FileReport(path: "a.json", source: nil, findings: [f])
        #expect(Fingerprint.values(of: fromRoot) != Fingerprint.values(of: fromCards))
        fromRoot.identityPath = "cards/a.json"
        fromCards.identityPath = "cards/a.json"
        #expect(Fingerprint.values(of: fromRoot) == Fingerprint.values(of: fromCards))
    }

    /// The text an identity takes is the first of `textKeys`, in that order, whose first occurrence
    /// in the element holds a string.
    @Test(arguments: [
        (#"{"type": "T", "url": "u", "label": "l", "title": "t"}"#, "T't'"),
        (#"{"type": "T", "text": 3, "placeholder": "p"}"#, "T'p'"),
        (#"{"type": "T", "title": 1, "title": "second", "url": "u"}"#, "T'u'"),
        (#"{"type": "T", "altText": "a", "text": "x", "text": "y"}"#, "T'x'"),
        (#"{"id": "", "type": 2, "type": "later", "label": "l"}"#, "'l'"),
        (#"{"id": 7, "id": "later", "type": "T"}"#, "T"),
        (#"{"id": "a/b", "text": "x"}"#, "#a~1b"),
        (#"{"Text": "x", "urls": "y", "type": "T"}"#, "T"),
    ])
    func identityTakesTheFirstTextKey(_ c: (element: String, identity: String)) throws {
        #expect(NodeIdentity.identity(try root(c.element)) == c.identity)
    }

    @Test func textRanksAreTheOrderOfTextKeys() {
        for (i, k) in NodeIdentity.textKeys.enumerated() { #expect(NodeIdentity.textRank(k) == i, "\(k)") }
        for k in ["id", "type", "Text", "urls", "labels", "", "placeholders"] { #expect(NodeIdentity.textRank(k) == nil, "\(k)") }
    }
}
