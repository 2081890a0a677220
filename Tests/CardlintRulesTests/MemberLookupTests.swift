@testable import CardlintRules
import CardlintModel
import CardlintReading
import Testing

/// `JSONValue.value(for:)` answers as `json[key]`: the first member of that name (canonically
/// equivalent names are one name: `é` and `e` + U+0301, `K` and U+212A KELVIN SIGN), nil for other
/// names and for values that are not objects.
@Suite struct MemberLookupTests {
    @Test func sameAnswerAsSubscript() {
        let names = ["type", "text", "size", "text", "é", "e\u{301}", "", "Type", "a-long-key-beyond-fifteen-bytes",
                     "a-long-key-beyond-fifteen-bytez", "東京", "\u{212A}ey", "Key"]
        let value = JSONValue(.object(names.enumerated().map { JSONMember(key: $1, value: JSONValue(.number(Double($0)))) }))
        let keys = names + ["TYPE", "a-long-key-beyond-fifteen-bytex", "東", "missing", "tex", "texts", "e"]
        for key in keys { #expect(value.value(for: key) == value[key], "\(key)") }
        #expect(value.value(for: "text")?.number == 1)   // the first of two
        #expect(value.value(for: "e\u{301}")?.number == 4)   // "é" comes first
        #expect(value.value(for: "Key")?.number == 11)       // "\u{212A}ey" comes first
        #expect(value.value(for: "missing") == nil)
        for other: JSONValue.Kind in [.array([JSONValue(.string("type"))]), .string("type"), .null, .number(3)] {
            #expect(JSONValue(other).value(for: "type") == nil)
        }
    }
}

/// `KnownType.accepts` answers as `SlotKind.typeKinds.contains` for every slot and kind.
@Suite struct KnownTypeSlotTests {
    @Test func acceptsIsTypeKindsContains() {
        for slot: SlotKind in [.card, .element, .action, .selectAction, .inline, .named("Column"), .named("")] {
            for kind in TypeKind.allCases {
                #expect(KnownType.accepts(slot, kind) == slot.typeKinds.contains(kind), "\(slot) \(kind)")
            }
        }
    }
}
