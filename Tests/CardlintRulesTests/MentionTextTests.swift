import Testing
@testable import CardlintRules

/// The `<at>…</at>` mentions of a text, found in its UTF-8 bytes.
@Suite struct MentionTextTests {
    @Test func mentionsAreFoundInOrderWithTheirTags() {
        #expect(MentionEntities.mentions(in: "Hé <at>Ann</at> and <at>Bø Ñ</at>!") == ["<at>Ann</at>", "<at>Bø Ñ</at>"])
        #expect(MentionEntities.mentions(in: "👩‍👩‍👧<at>X</at>") == ["<at>X</at>"], "after a multi-scalar character")
        #expect(MentionEntities.mentions(in: "<at>open only") == [], "an unclosed tag is no mention")
        #expect(MentionEntities.mentions(in: "</at><at>A</at>") == ["<at>A</at>"], "a close before any open is skipped")
        #expect(MentionEntities.mentions(in: "<AT>A</AT>") == [], "case-sensitive, as Teams matches the entity text")
        #expect(MentionEntities.mentions(in: "") == [])
    }
}
