@testable import CardlintRules
import CardlintModel
import CardlintReading
import Testing

/// `json[key]` (members read in place) answers as a search of the members does: the first member of that name (canonically
/// equivalent names are one name: `é` and `e` + U+0301, `K` and U+212A KELVIN SIGN), nil for other
/// names and for values that are not objects.
@Suite struct MemberLookupTests {
    @Test func sameAnswerAsASearchOfTheMembers() {
        let names = ["type", "text", "size", "text", "é", "e\u{301}", "", "Type", "a-long-key-beyond-fifteen-bytes",
                     "a-long-key-beyond-fifteen-bytez", "東京", "\u{212A}ey", "Key"]
        let value = JSONValue(.object(names.enumerated().map { JSONMember(key: $1, value: JSONValue(.number(Double($0)))) }))
        let keys = names + ["TYPE", "a-long-key-beyond-fifteen-bytex", "東", "missing", "tex", "texts", "e"]
        let members = value.members ?? []
        for key in keys { #expect(value[key] == members.first(where: { $0.key == key })?.value, "\(key)") }
        #expect(value["text"]?.number == 1)   // the first of two
        #expect(value["e\u{301}"]?.number == 4)   // "é" comes first
        #expect(value["Key"]?.number == 11)       // "\u{212A}ey" comes first
        #expect(value["missing"] == nil)
        for other: JSONValue.Kind in [.array([JSONValue(.string("type"))]), .string("type"), .null, .number(3)] {
            #expect(JSONValue(other)["type"] == nil)
        }
    }
}

/// `SlotKind.accepts` answers as `SlotKind.typeKinds.contains` for every slot and kind.
@Suite struct KnownTypeSlotTests {
    @Test func acceptsIsTypeKindsContains() {
        for slot: SlotKind in [.card, .element, .action, .selectAction, .inline, .named("Column"), .named("")] {
            for kind in TypeKind.allCases {
                #expect(slot.accepts(kind) == slot.typeKinds.contains(kind), "\(slot) \(kind)")
            }
        }
    }
}
