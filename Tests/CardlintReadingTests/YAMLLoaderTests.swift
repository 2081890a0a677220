import CardlintReading
import CardlintTestSupport
import Foundation
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

    /// Duplicate keys are found in small mappings (keys compared one by one) and large ones (a set
    /// from the 16th key on): a repeat of the first, the 16th and the 17th key, at every size around 16.
    @Test func duplicateKeysAtEverySize() throws {
        for size in [2, 15, 16, 17, 18, 40] {
            let keys = (0..<size).map { "k\($0)" }
            let text = keys.map { "\($0): 1" }.joined(separator: "\n") + "\n"
            #expect(try YAMLLoader.load(text, path: "ok.yaml").pairs?.count == size)
            for repeated in Set([0, min(15, size - 1), min(16, size - 1), size - 1]) {
                do {
                    _ = try YAMLLoader.load(text + "\(keys[repeated]): 2\n", path: "dup.yaml")
                    Issue.record("accepted a repeat of key \(repeated) of \(size)")
                } catch {
                    #expect(error.line == size + 1 && error.message.contains("duplicate key '\(keys[repeated])'"), "\(size) \(repeated)")
                }
            }
        }
        // Equal as text (canonically equivalent), as a set would compare them.
        #expect(throws: YAMLError.self) { try YAMLLoader.load("\"\u{E9}\": 1\n\"e\u{301}\": 2\n", path: "nfc.yaml") }
    }

    /// Every tag outside the YAML core schema is refused at its position, the same way: a local
    /// `!custom` was, a global `!!python/object` was accepted as plain text.
    @Test func tagsOutsideTheCoreSchemaAreErrors() throws {
        for (text, tag, column) in [("a: !custom x\n", "!custom", 4), ("a: !!python/object:os.system x\n", "!!python/object:os.system", 4),
                                    ("a: [1, !!binary aGk=]\n", "!!binary", 8), ("a: !<tag:example.com,2026:x> {}\n", "tag:example.com,2026:x", 4),
                                    // Near misses of core tags (read byte by byte: a core name's prefix or extension is not one).
                                    ("a: !!st x\n", "!!st", 4), ("a: !!strs x\n", "!!strs", 4), ("a: !<tag:yaml.org,2002:> x\n", "!!", 4),
                                    ("a: !<tag:yaml.org,2002> x\n", "tag:yaml.org,2002", 4)] {
            do { _ = try YAMLLoader.load(text, path: "t.yml"); Issue.record("\(tag) accepted") } catch {
                #expect(error.description == "t.yml:1:\(column): error: YAML tag '\(tag)' is not supported: write the value itself", "\(error)")
            }
        }
        // The core schema's own tags are values as written.
        let core = try YAMLLoader.load("s: !!str 12\ni: !!int 3\nf: !!float 1.5\nb: !!bool true\nn: !!null ''\nq: !!seq [1]\nm: !!map {k: v}\n", path: "c.yml")
        #expect(core["s"]?.scalar == "12" && core["i"]?.int == 3 && core["q"]?.sequence?.count == 1 && core["m"]?["k"]?.scalar == "v")
    }

    @Test func didYouMean() {
        #expect(DidYouMean.suggest("alttext", from: ["altText", "url"]) == "altText")
        #expect(DidYouMean.suggest("colr", from: ["color", "size"]) == "color")
        #expect(DidYouMean.suggest("zzzzzz", from: ["color", "size"]) == nil)
    }
}

/// Hostile YAML in a `.cardlint.yml` or rule file: aliases that expand exponentially, and mappings
/// so large that a quadratic duplicate-key scan takes minutes.
@Suite struct YAMLLimitTests {
    @Test func billionLaughsStopsWithAPositionedError() {
        var text = "a0: [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1...9 { text += "a\(i): &a\(i) [" + Array(repeating: "*a\(i - 1)", count: 10).joined(separator: ", ") + "]\n" }
        text = text.replacingOccurrences(of: "a0: [", with: "a0: &a0 [")
        // The bound is counted: the loader stops once aliases have made `aliasBudget` nodes more than
        // the document's own (no clock: a loaded machine must not fail it, nor a slow one pass it).
        do { _ = try YAMLLoader.load(text, path: "laughs.yml"); Issue.record("10^9 nodes accepted") } catch {
            #expect(error.path == "laughs.yml" && error.line >= 1 && error.column >= 1)
            #expect(error.message.contains("aliases expand the document to more than \(YAMLLoader.aliasBudget) nodes"), "\(error)")
        }
        // A few aliases that repeat a little are still fine.
        let ok = try? YAMLLoader.load("base: &b {x: 1, y: 2}\none: *b\ntwo: *b\n", path: "ok.yml")
        #expect(ok?["two"]?["y"]?.int == 2)
    }

    @Test func largeMappingsLoadInLinearWork() throws {
        func mapping(_ n: Int) -> String { (0..<n).map { "key\($0): \($0)\n" }.joined() }
        let texts = [2_000: mapping(2_000), 20_000: mapping(20_000)]
        // Nodes made and keys checked for duplicates, counted (libyaml's own parse is not).
        let r = try Work.ratio(2_000) { n in _ = try YAMLLoader.load(texts[n]!, path: "big.yml") }
        #expect(r.small >= 4_000, "every key and value counted: \(r.small)")
        #expect(r.ratio <= Work.maxRatio, "2 000 keys: \(r.small) steps, 20 000 keys: \(r.large)")
        do { _ = try YAMLLoader.load(mapping(3) + "key1: 9\n", path: "d.yml"); Issue.record("duplicate accepted") } catch {
            #expect(error.line == 4 && error.message.contains("duplicate key 'key1'"))
        }
    }
}
