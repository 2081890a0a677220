@testable import CardlintModel
import CardlintReading
import CardlintTestSupport
import Foundation
import Testing

/// `Catalog.spec` (a byte-hash table first) answers what the dictionaries answer (`dictionarySpec`):
/// for every type name and alias, other spellings of them, every `type` of the corpus cards, and
/// after a merge adds and replaces types. `TypeSpec.hasTypeProperty` is `properties["type"] != nil`.
@Suite struct CatalogSpecTests {
    static func corpusTypeNames() -> Set<String> {
        let root = TestSupport.repoRoot + "/corpus"
        var names: Set<String> = []
        func walk(_ v: JSONValue) {
            switch v.kind {
            case .object(let members):
                for m in members { if m.key == "type", let s = m.value.string { names.insert(s) }; walk(m.value) }
            case .array(let items): items.forEach(walk)
            default: break
            }
        }
        for file in FileManager.default.enumerator(atPath: root)?.compactMap({ $0 as? String }) ?? [] where file.hasSuffix(".json") {
            if let data = FileManager.default.contents(atPath: root + "/" + file), let json = try? JSONParser.parse(Array(data)).value { walk(json) }
        }
        return names
    }

    static func probes(_ c: Catalog) -> Set<String> {
        var probes = Set(c.types.keys).union(c.aliases.keys).union(c.aliases.values).union(corpusTypeNames())
        for p in Array(probes) { probes.insert(p.lowercased()); probes.insert(p + "x"); probes.insert(String(p.dropLast())) }
        // Near misses and other spellings: neither look-up may find them. (No catalog name has a canonically
        // equal spelling in other bytes: names are ASCII, and of ASCII letters only `K` has one, U+212A.)
        probes.formUnion(["", "Image\u{301}", "Action.Submit\u{0}", "\u{212A}", "TextBlock ", "Ünïcödé"])
        return probes
    }

    static func check(_ c: Catalog) -> Int {
        var found = 0
        for name in probes(c) {
            let spec = c.spec(name), reference = c.dictionarySpec(name)
            #expect(spec === reference, "\(name.debugDescription)")
            if spec != nil { found += 1 }
        }
        return found
    }

    @Test func tableAgreesWithDictionaries() throws {
        var c = try CatalogTests.load()
        #expect(Self.check(c) >= c.types.count)
        for spec in c.types.values { #expect(spec.hasTypeProperty == (spec.properties["type"] != nil)) }
        // A merge adds a type and replaces one: the table follows.
        let base = c.types["TextBlock"]!
        func copy(_ name: String, ordinal: Int) -> TypeSpec {
            TypeSpec(name: name, kind: base.kind, since: base.since, origin: "custom", roles: [], properties: base.properties,
                     propertyOrder: base.propertyOrder, source: nil, note: nil, declaredAt: "test:\(ordinal)", ordinal: ordinal)
        }
        let added = copy("Custom.Widget", ordinal: 1000), replaced = copy("TextBlock", ordinal: 1001)
        c.merge(Catalog(types: ["Custom.Widget": added, "TextBlock": replaced], enums: [:], aliases: ["Widget": "Custom.Widget"]))
        #expect(c.spec("Custom.Widget") === added && c.spec("TextBlock") === replaced && c.spec("Widget") === added)
        #expect(Self.check(c) > c.types.count)
    }
}
