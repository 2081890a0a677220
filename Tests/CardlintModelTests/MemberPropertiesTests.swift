@testable import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// `CardNode.propertyIndex(ofMember:)` (what the card builder found) answers what looking the member's
/// key up in the node's property table answers, for every member of every node of the corpus cards;
/// `CardNode.requires` is the node's `requires` member.
@Suite struct MemberPropertiesTests {
    @Test func builderIndexesAgreeWithTheTable() throws {
        let catalog = try CatalogTests.load()
        let root = TestSupport.repoRoot + "/corpus"
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count > 50)
        var compared = 0, found = 0, withRequires = 0, withID = 0
        for file in files {
            guard let data = FileManager.default.contents(atPath: root + "/" + file),
                  let json = try? JSONParser.parse(Array(data)).value else { continue }
            let card = CardBuilder.build(json, catalog: catalog)
            for node in card.nodes {
                let members = node.json.members ?? []
                for (k, m) in members.enumerated() {
                    let expected = node.spec?.propertyTable.index(of: m.key)
                    #expect(node.propertyIndex(ofMember: k) == expected, "\(file) \(node.pointer) \(m.key)")
                    compared += 1
                    if expected != nil { found += 1 }
                }
                #expect(node.requires == node.json["requires"], "\(file) \(node.pointer)")
                #expect(node.elementID == node.json["id"]?.string, "\(file) \(node.pointer)")
                #expect(node.labelFor == node.json["labelFor"], "\(file) \(node.pointer)")
                if node.elementID != nil { withID += 1 }
                if node.requires != nil { withRequires += 1 }
                // Past the members: nothing.
                #expect(node.propertyIndex(ofMember: members.count) == nil)
                #expect(node.propertyIndex(ofMember: -1) == nil)
            }
        }
        #expect(compared > 1000 && found > 500 && found < compared)
        #expect(withRequires > 0 && withID > 0)
    }

    /// `requires`, `id` and `labelFor` found by the builder on members the table does not know (an
    /// unknown type, a part without the property), after other members, and the first of repeated ones.
    @Test func requiresAndIDOfUnknownAndRepeatedMembers() throws {
        let catalog = try CatalogTests.load()
        let text = #"{"type": "AdaptiveCard", "version": "1.5", "id": "card", "body": [{"type": "Custom.Thing", "x": 1, "id": "u", "requires": {"a": "1"}, "labelFor": "x"}, {"type": "TextBlock", "text": "t", "id": "first", "id": "second", "requires": {}, "requires": {"b": "2"}, "labelFor": "in", "labelFor": "other"}, {"type": "RichTextBlock", "inlines": [{"type": "TextRun", "text": "r", "id": "run", "labelFor": "r"}, "plain"]}, {"type": "Image", "url": "u", "id": 3}]}"#
        let card = CardBuilder.build(try JSONParser.parse(text).value, catalog: catalog)
        #expect(card.nodes.count == 7)
        for node in card.nodes {
            #expect(node.elementID == node.json["id"]?.string, "\(node.pointer)")
            #expect(node.requires == node.json["requires"], "\(node.pointer)")
            #expect(node.labelFor == node.json["labelFor"], "\(node.pointer)")
        }
        #expect(card.nodes.map(\.elementID) == ["card", "u", "first", nil, nil, "run", nil])
        #expect(card.nodes.map { $0.labelFor?.string } == [nil, "x", "in", nil, nil, "r", nil])
        #expect(card.labelFor == ["x": [1], "in": [2], "r": [5]])
    }
}
