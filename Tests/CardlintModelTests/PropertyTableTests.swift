@testable import CardlintModel
import Testing

/// `TypeSpec.propertyTable` answers exactly what the `properties` dictionary answers.
@Suite struct PropertyTableTests {
    @Test func tableAgreesWithDictionaryOnEveryType() throws {
        let c = try CatalogTests.load()
        // Every property name of every type, in several spellings, plus names no type has.
        var probes = Set(c.types.values.flatMap { $0.properties.keys })
        for p in Array(probes) { probes.insert(p.uppercased()); probes.insert(p + "s"); probes.insert(String(p.dropLast())) }
        probes.formUnion(["", "type", "$schema", "é", "altText ", "x", "Ünïcödé", String(repeating: "long", count: 20)])
        for spec in c.types.values {
            let table = spec.propertyTable
            #expect(table.specs.count == spec.properties.count)
            for name in probes {
                let found = table.index(of: name).map { table.specs[$0] }
                #expect(found == spec.properties[name], "\(spec.name).\(name)")
                #expect(table.contains(name) == (spec.properties[name] != nil))
            }
        }
    }

    /// The node slots kept per property are the ones `CardBuilder.childSlots` makes from its types.
    @Test func keptChildSlotsAgreeWithTheTypes() throws {
        let c = try CatalogTests.load()
        var withSlots = 0
        for spec in c.types.values {
            let table = spec.propertyTable
            #expect(table.childSlots.count == table.specs.count)
            for (i, p) in table.specs.enumerated() {
                #expect(table.childSlots[i] == CardBuilder.childSlots(p.types), "\(spec.name).\(p.name)")
                if !table.childSlots[i].isEmpty { withSlots += 1 }
            }
        }
        #expect(withSlots > 20)
    }

    /// `TypeSpec.hasFallbackProperty` is whether the type's properties name `fallback`.
    @Test func fallbackFlagAgreesWithTheProperties() throws {
        let c = try CatalogTests.load()
        for spec in c.types.values { #expect(spec.hasFallbackProperty == (spec.properties["fallback"] != nil), "\(spec.name)") }
        #expect(c.types.values.contains { $0.hasFallbackProperty } && c.types.values.contains { !$0.hasFallbackProperty })
    }

    @Test func collidingSlotsAreProbed() {
        // Many properties in a small table: every one is found, and misses end at an empty slot.
        var props: [String: PropertySpec] = [:]
        for i in 0..<200 {
            let name = "p\(i)"
            props[name] = PropertySpec(name: name, types: [.string], required: false, defaultValue: nil, since: .v1_0, enumValues: nil,
                                       valueSince: [:], minimum: nil, maximum: nil, deprecated: nil, note: nil, hostsOnly: nil)
        }
        let table = PropertyTable(props, order: ["p5", "p5", "p7"])
        #expect(table.specs.count == 200)
        for (name, spec) in props { #expect(table.index(of: name).map { table.specs[$0] } == spec) }
        for i in 200..<400 { #expect(table.index(of: "p\(i)") == nil) }
    }
}
