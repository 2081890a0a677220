@testable import CardlintRules
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Testing

/// `RTLText` finds the property to report in one pass over a node's members: the same as looking
/// each of its `properties` up in turn (kept here as the reference), duplicate keys, bindings,
/// non-strings and option order included.
@Suite struct RTLTextReadTests {
    static func reference(_ properties: [String], _ node: CardNode) -> (String, JSONValue)? {
        if node.type == "TextRun", RTLText.isRTL(node.json) { return ("text", node.json) }
        for p in properties {
            if let v = node.json[p], RTLText.isRTL(v) { return (p, v) }
        }
        return nil
    }

    @Test(arguments: ["{}", "{properties: [label, title, text, label]}", "{properties: [placeholder, value]}"])
    func sameAsLookUpPerProperty(options: String) throws {
        let f = try RTLText(options: try ContrastFixture.options(options))
        let keys = ["text", "title", "value", "label", "placeholder", "id", "style", "texts"]
        let values = ["\"שלום\"", "\"hello\"", "\"123 مرحبا\"", "\"${name} שלום\"", "\"- שלום\"", "\"\"", "3", "true", "null", "\"é שלום\""]
        var rng = SplitMix(seed: 0x52_7C)
        var found = 0, compared = 0
        for _ in 0..<400 {
            var members = ["\"type\": \"Input.Text\""]
            for _ in 0..<Int.random(in: 0..<7, using: &rng) {
                members.append("\"\(keys.randomElement(using: &rng)!)\": \(values.randomElement(using: &rng)!)")
            }
            members.shuffle(using: &rng)
            let card = try ContrastFixture.card("{\"type\": \"AdaptiveCard\", \"version\": \"1.5\", \"body\": [{\(members.joined(separator: ", "))}]}")
            for node in card.nodes {
                let got = f.firstRTLProperty(node.json), want = Self.reference(f.properties, node)
                #expect(got?.0 == want?.0 && got?.1 == want?.1, "\(members)")
                compared += 1
                if want != nil { found += 1 }
            }
        }
        #expect(compared > 400 && found > 40)
    }

    /// A binding is never right-to-left, whatever its text; plain ASCII text neither.
    @Test func bindingsAndASCIIAreNotRTL() {
        #expect(!RTLText.isRTL(JSONValue(.string("${name} שלום"))))
        #expect(!RTLText.isRTL(JSONValue(.string("שלום ${name}"))))
        #expect(!RTLText.isRTL(JSONValue(.string("${שלום}"))))
        #expect(!RTLText.isRTL(JSONValue(.string("hello ${x}"))))
        #expect(RTLText.isRTL(JSONValue(.string("123 שלום"))))
        #expect(!RTLText.isRTL(JSONValue(.number(3))))
    }
}
