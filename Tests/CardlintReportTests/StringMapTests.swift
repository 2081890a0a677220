@testable import CardlintReport
import Testing

/// `JSONBytes.stringMap` (no sort for one or two members) against the same map written as a
/// `JSONNode` object, whose keys are sorted and looked up one by one.
@Suite struct StringMapTests {
    static let keys = ["width", "ratio", "Z", "a", "é", "aa", "", "min", "height", "ratio2"]

    @Test(arguments: 0...6)
    func matchesSortedObject(_ count: Int) {
        for start in 0..<Self.keys.count {
            var map: [String: String] = [:]
            for k in 0..<count { let key = Self.keys[(start + k * 3) % Self.keys.count]; map[key] = "v\(key.utf8.count)" }
            for depth in 0...2 {
                var json = JSONBytes(depth: depth)
                json.stringMap(map)
                let fast = json.bytes.string
                let slow = JSONNode.object(map.mapValues(JSONNode.string)).serialized(indent: depth)
                #expect(fast == slow, "\(map)")
            }
        }
    }
}
