import Testing
import Foundation
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

/// The check finds mentions in every string of the card but its `msteams` object, with or without
/// entities (the `unused` walk is left out only when there is no entity to be unused).
@Suite struct MentionEntitiesCheckTests {
    static let card = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "Hi <at>A</at>", "wrap": true},
          {"type": "Container", "items": [{"type": "FactSet", "facts": [{"title": "<at>B</at>", "value": "x"}]}]},
          {"type": "RichTextBlock", "inlines": ["<at>C</at>", {"type": "TextRun", "text": "<at>D</at>"}]}],
         "actions": [{"type": "Action.Submit", "title": "Ask <at>E</at>", "data": {"note": "<at>F</at>"}}]ENTITIES}
        """

    static func mentions(problem: String, entities: String) throws -> [String] {
        let card = try A11yFixture.card(Self.card.replacingOccurrences(of: "ENTITIES", with: entities))
        let f = try A11yFixture.function(MentionEntities.self, "{problem: \(problem)}")
        return A11yFixture.results(f, card, card.rootNode).compactMap { $0.values["mention"] }
    }

    static func entity(_ text: String) -> String { #"{"type": "mention", "text": "\#(text)", "mentioned": {"id": "1", "name": "n"}}"# }

    @Test func unmatchedMentionsAreFoundEverywhereInDocumentOrder() throws {
        let all = ["<at>A</at>", "<at>B</at>", "<at>C</at>", "<at>D</at>", "<at>E</at>", "<at>F</at>"]
        #expect(try Self.mentions(problem: "unmatched", entities: "") == all)
        let some = #", "msteams": {"entities": [\#(Self.entity("<at>B</at>")), \#(Self.entity("<at>E</at>"))]}"#
        #expect(try Self.mentions(problem: "unmatched", entities: some) == ["<at>A</at>", "<at>C</at>", "<at>D</at>", "<at>F</at>"])
    }

    @Test func unusedEntitiesAreThoseNoStringHolds() throws {
        #expect(try Self.mentions(problem: "unused", entities: "") == [], "no entity: none unused")
        let entities = #", "msteams": {"entities": [\#(Self.entity("<at>F</at>")), \#(Self.entity("<at>G</at>")), \#(Self.entity("<at>D</at>"))]}"#
        #expect(try Self.mentions(problem: "unused", entities: entities) == ["<at>G</at>"])
    }
}
