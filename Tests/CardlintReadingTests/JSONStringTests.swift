import CardlintReading
import Testing

/// `JSONString.quoted`: what must be escaped is, everything else (including other multi-byte
/// characters such as an em dash) is copied; the output parses back to the input.
@Suite struct JSONStringTests {
    @Test(arguments: [
        ("plain", "\"plain\""),
        ("a — b", "\"a — b\""),
        ("say \"hi\"", "\"say \\\"hi\\\"\""),
        ("back\\slash", "\"back\\\\slash\""),
        ("line\nbreak\ttab", "\"line\\nbreak\\ttab\""),
        ("bell\u{07}", "\"bell\\u0007\""),
        ("del\u{7F}", "\"del\\u007f\""),
        ("ls\u{2028}ps\u{2029}", "\"ls\\u2028ps\\u2029\""),
        ("—\u{2028}", "\"—\\u2028\""),
        ("€ at the end \u{E2}", "\"€ at the end \u{E2}\""),
        ("sixteen bytes ok\"then\u{1F}", "\"sixteen bytes ok\\\"then\\u001f\""),
        ("long ascii run, then a separator\u{2029}", "\"long ascii run, then a separator\\u2029\""),
        ("é—é—é—é— and then a tab\t", "\"é—é—é—é— and then a tab\\t\""),
    ])
    func quoting(_ input: String, _ expected: String) throws {
        let q = JSONString.quoted(input)
        #expect(q == expected)
        #expect(try JSONParser.parse(Array(q.utf8)).value.string == input)
    }
}

/// The word-at-a-time scan (and its padded tail) against a byte-by-byte escaper: every special
/// character at every position of strings of 0 to 19 bytes.
@Suite struct JSONStringScanTests {
    static func reference(_ s: String) -> String {
        var out = "\""
        for u in s.unicodeScalars {
            switch u.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x2028: out += "\\u2028"
            case 0x2029: out += "\\u2029"
            case 0..<0x20, 0x7F:
                let h = String(u.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
            default: out.unicodeScalars.append(u)
            }
        }
        return out + "\""
    }

    @Test func matchesByteByByte() {
        let specials = ["\"", "\\", "\n", "\u{01}", "\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}", "é", "—", "\u{0}"]
        for length in 0..<20 {
            let plain = String(repeating: "a", count: length)
            #expect(JSONString.quoted(plain) == Self.reference(plain))
            for position in 0...length {
                for special in specials {
                    let s = String(plain.prefix(position)) + special + String(plain.dropFirst(position))
                    #expect(JSONString.quoted(s) == Self.reference(s), "\(Array(s.utf8))")
                }
            }
        }
    }
}

/// The scan's two range tests (`]`…`~`, `#`…`[`) pass only bytes copied as they are: every ASCII
/// byte, alone, between letters and beside the range ends, is escaped as the reference escapes it.
@Suite struct JSONStringByteTests {
    @Test func everyASCIIByte() {
        for b in UInt8(0)..<0x80 {
            let c = String(UnicodeScalar(b))
            for s in [c, "a" + c + "z", c + c + "]#[~" + c, "\u{7F}" + c + "\""] {
                #expect(JSONString.quoted(s) == JSONStringScanTests.reference(s), "\(b)")
            }
        }
    }
}

/// `String.hasTemplateBinding`'s word-at-a-time scan against a byte-by-byte one: `${`, a lone `$`
/// and a lone `{` at every position of strings of 0 to 19 bytes, ASCII and multi-byte fillers.
@Suite struct TemplateBindingScanTests {
    static func reference(_ s: String) -> Bool {
        let u = Array(s.utf8)
        return u.indices.dropLast().contains { u[$0] == UInt8(ascii: "$") && u[$0 + 1] == UInt8(ascii: "{") }
    }

    @Test func everyPosition() {
        for filler in ["a", "é", "—"] {
            for length in 0..<20 {
                for insert in ["${", "$", "{", "$$", "}{$", "$ {"] {
                    for at in 0...length {
                        let s = String(repeating: filler, count: at) + insert + String(repeating: filler, count: length - at)
                        #expect(s.hasTemplateBinding == Self.reference(s), "\(s)")
                        let plain = String(repeating: filler, count: length)
                        #expect(plain.hasTemplateBinding == Self.reference(plain))
                    }
                }
            }
        }
        let bridged = String(decoding: Array("xx ${y}".utf8), as: UTF8.self) + String(repeating: "z", count: 30)
        #expect(bridged.hasTemplateBinding)
        #expect(!("ab$" + String(repeating: "x{", count: 15)).hasTemplateBinding)
    }
}
