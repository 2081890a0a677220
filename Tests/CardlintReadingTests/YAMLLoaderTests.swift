import CardlintReading
import Testing

@Suite struct YAMLLoaderTests {
    @Test func nodesCarryPositions() throws {
        let root = try YAMLLoader.load("id: x\nlist:\n  - a\n  - {b: 1}\nq: \"true\"\n", path: "r.yaml")
        #expect(root["id"]?.scalar == "x")
        let list = try #require(root["list"]?.sequence)
        #expect(list[1].line == 4 && list[1].column == 5)
        #expect(list[1]["b"]?.int == 1)
        #expect(root["q"]?.bool == nil, "a quoted \"true\" is text")
        #expect(root["id"]?.line == 1 && root["id"]?.column == 5)
    }

    @Test func brokenYAMLGivesFileLineColumnAndReason() {
        do { _ = try YAMLLoader.load("a: 1\nb: [1, 2\nc: 3\n", path: "bad.yaml"); Issue.record("accepted broken YAML") } catch {
            #expect(error.path == "bad.yaml")
            #expect(error.line >= 2)
            #expect(error.description.hasPrefix("bad.yaml:"))
            #expect(!error.message.isEmpty)
        }
        do { _ = try YAMLLoader.load("a: 1\na: 2\n", path: "dup.yaml"); Issue.record("accepted duplicate key") } catch {
            #expect(error.line == 2 && error.message.contains("duplicate key 'a'"))
        }
    }

    @Test func didYouMean() {
        #expect(DidYouMean.suggest("alttext", from: ["altText", "url"]) == "altText")
        #expect(DidYouMean.suggest("colr", from: ["color", "size"]) == "color")
        #expect(DidYouMean.suggest("zzzzzz", from: ["color", "size"]) == nil)
    }
}
