import CardlintReading
import Testing
@testable import CardlintReport

/// `JSONText`'s line breaks (a slice of one run of spaces up to 32 levels, pieces of it deeper) and
/// `JSONArrayWriter` (elements written straight into the report writer's buffer) against a
/// reference printer, at every depth to 40 and across buffer drains.
@Suite struct JSONTextTests {
    /// Two-space indentation, `"key": value`, `[]`/`{}` when empty, as `JSONNode` documents it.
    static func reference(_ node: JSONNode, _ indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent + 1), end = String(repeating: "  ", count: indent)
        switch node {
        case .array(let items):
            if items.isEmpty { return "[]" }
            return "[\n" + items.map { pad + reference($0, indent + 1) }.joined(separator: ",\n") + "\n" + end + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.keys.sorted(by: ReportModel.less).map { (key: String) -> String in
                let value: String = reference(members[key] ?? .null, indent + 1)
                return pad + JSONString.quoted(key) + ": " + value
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + end + "}"
        case .string(let s): return JSONString.quoted(s)
        case .int(let i): return String(i)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        case .raw(let s): return s
        }
    }

    static func nested(_ depth: Int) -> JSONNode {
        var node = JSONNode.object(["depth": .int(depth), "list": .strings(["a", "b"]), "none": .array([])])
        for d in 0..<depth { node = d % 2 == 0 ? .array([node, .null]) : .object(["inner": node, "k\(d)": .bool(true)]) }
        return node
    }

    @Test func everyDepthIndentsTwoSpacesALevel() {
        for depth in 0...40 {
            let node = Self.nested(depth)
            #expect(node.serialized() == Self.reference(node), "depth \(depth)")
        }
    }

    @Test func streamedArraysAreTheSerializedArray() throws {
        for count in [0, 1, 3, 40] {
            for level in [0, 1, 3, 20] {
                let items = (0..<count).map { Self.nested($0 % 7) }
                let storage = MemoryStorage()
                // A small buffer: elements are drained while the array is being written.
                let out = ReportWriter(storage, capacity: 64)
                var array = JSONArrayWriter(level: level)
                for item in items { array.append(item, to: out) }
                array.close(out)
                try out.flush()
                #expect(storage.string == JSONNode.array(items).serialized(indent: level), "\(count) at \(level)")
            }
        }
    }
}
