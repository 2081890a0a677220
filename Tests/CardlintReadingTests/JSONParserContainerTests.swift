@testable import CardlintReading
import Testing

/// Each container the parser reads gets exactly its own children, in order, however the containers
/// nest and however many children they have (more than the room made up front: 8 members, 4 items).
@Suite struct JSONParserContainerTests {
    /// `{"k0": [], "k1": [{"a": 1, "b": [1, "s1"]}], "k2": [{…}, {…}], …}`: 200 members, arrays of
    /// objects holding arrays, each checked against its index.
    @Test func nestedContainersKeepTheirOwnChildren() throws {
        var text = "{"
        for i in 0..<200 {
            let items = (0..<(i % 5)).map { j in "{\"a\": \(i), \"b\": [\(j), \"s\(j)\"], \"c\": {}}" }
            text += (i == 0 ? "" : ", ") + "\"k\(i)\": [" + items.joined(separator: ", ") + "]"
        }
        text += "}"
        let root = try JSONParser.parse(text).value
        let members = try #require(root.members)
        #expect(members.map(\.key) == (0..<200).map { "k\($0)" })
        for (i, m) in members.enumerated() {
            let items = try #require(m.value.array)
            #expect(items.count == i % 5)
            for (j, item) in items.enumerated() {
                #expect(item.members?.map(\.key) == ["a", "b", "c"])
                #expect(item["a"]?.number == Double(i))
                #expect(item["b"]?.array?.map(\.typeName) == ["number", "string"])
                #expect(item["b"]?.array?.first?.number == Double(j))
                #expect(item["b"]?.array?.last?.string == "s\(j)")
                #expect(item["c"]?.members?.isEmpty == true)
                // Each value's range is its own text.
                let b = Array(text.utf8)
                #expect(String(decoding: b[item.range.start..<item.range.end], as: UTF8.self)
                        == "{\"a\": \(i), \"b\": [\(j), \"s\(j)\"], \"c\": {}}")
            }
        }
    }

    /// A document that fails deep inside, with containers open at every level: the error is the
    /// usual one, and a parse after it reads its own document whole.
    @Test func aFailureWithChildrenOnTheStackLeavesNothingBehind() throws {
        let open = String(repeating: "{\"x\": [1, \"two\", {\"y\": [", count: 40)
        #expect(throws: ReadingDiagnostic.self) { try JSONParser.parse(open + "@") }
        do {
            _ = try JSONParser.parse(open + "@")
        } catch {
            #expect(error.message == "expected a JSON value, found '@'")
            #expect(error.range.start == open.utf8.count)
        }
        let value = try JSONParser.parse("{\"a\": [\"b\", {\"c\": 1}]}").value
        #expect(value.members?.map(\.key) == ["a"])
        #expect(value["a"]?.array?.count == 2)
        #expect(value["a"]?.array?.last?["c"]?.number == 1)
    }

    /// Duplicate keys in objects past the scan limit (their keys are indexed per open object): each
    /// object's duplicates are its own, not those of the object around it or of a sibling before it.
    @Test func largeObjectsFindTheirOwnDuplicates() throws {
        func object(_ prefix: String, _ n: Int, extra: String = "") -> String {
            "{" + (0..<n).map { "\"\(prefix)\($0)\": \($0)" }.joined(separator: ", ") + extra + "}"
        }
        // The outer object: 20 members, then `inner` (20 members, `i3` twice), then `o5` again and
        // `i4` (a key only the inner object has); then two siblings with the same 20 keys.
        let text = "{" + (0..<20).map { "\"o\($0)\": \($0)" }.joined(separator: ", ")
            + ", \"inner\": " + object("i", 20, extra: ", \"i3\": 3")
            + ", \"o5\": 6, \"i4\": 4"
            + ", \"list\": [" + object("s", 20) + ", " + object("s", 20, extra: ", \"s7\": 8") + "]}"
        let result = try JSONParser.parse(text)
        let found = result.warnings.map { "\($0.severity) \(String(decoding: Array(text.utf8)[$0.range.start..<$0.range.end], as: UTF8.self))" }
        #expect(found == ["note \"i3\"", "warning \"o5\"", "warning \"s7\""])
    }
}
