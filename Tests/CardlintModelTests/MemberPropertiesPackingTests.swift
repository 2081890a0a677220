@testable import CardlintModel
import CardlintReading
import Testing

/// `MemberProperties`: indexes packed a byte each for up to 8 members below 255, an array past that;
/// both read back what was appended.
@Suite struct MemberPropertiesPackingTests {
    static let cases: [[Int?]] = [
        [],
        [0, nil, 3, 254],
        [0, 1, 2, 3, 4, 5, 6, 7],
        [0, 1, 2, 3, 4, 5, 6, 7, 8, nil, 10, 11],  // a ninth member: the array
        [nil, 2, 255, 4],  // an index of 255: the array
        [nil, nil, nil, nil, nil, nil, nil, nil, 300],
    ]

    @Test(arguments: cases) func readsBackWhatWasAppended(_ indexes: [Int?]) {
        var kept = MemberProperties()
        for i in indexes { kept.append(i) }
        #expect(kept.count == indexes.count)
        #expect((0..<indexes.count).map { kept[$0] } == indexes)
        #expect(kept[-1] == nil && kept[indexes.count] == nil && kept[8] == (indexes.count > 8 ? indexes[8] : nil))
    }

    /// A node with more than 8 members answers as the table does for each.
    @Test func aNodeWithManyMembersAgreesWithTheTable() throws {
        let catalog = try CatalogTests.load()
        let text = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "t", "wrap": true, "x": 1, "size": "large", "weight": "bolder", "color": "accent", "isSubtle": true, "maxLines": 2, "y": 2, "horizontalAlignment": "center", "id": "a", "spacing": "none"}]}"#
        let card = CardBuilder.build(try JSONParser.parse(text).value, catalog: catalog)
        let node = card.nodes[1], members = try #require(node.json.members)
        #expect(members.count == 13)
        for (k, m) in members.enumerated() {
            #expect(node.propertyIndex(ofMember: k) == node.spec?.propertyTable.index(of: m.key), "\(m.key)")
        }
        #expect(node.propertyIndex(ofMember: 3) == nil && node.propertyIndex(ofMember: 12) != nil)
        #expect(node.elementID == "a")
    }
}
