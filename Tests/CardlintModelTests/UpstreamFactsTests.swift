import CardlintModel
import Foundation
import Testing

/// The catalog agrees with what Microsoft's schema and JS renderer say (rules/catalog/upstream-facts.tsv,
/// recorded by Scripts/catalog-diff.py from microsoft/AdaptiveCards): every property they define is known,
/// for every host, accepts the value forms they accept and their enum values, at one of their versions.
@Suite struct UpstreamFactsTests {
    struct Fact {
        var type, property: String
        var schemaVersion, rendererVersion: String
        var schemaForms, rendererForms: [String]
        var schemaValues, rendererValues: [(value: String, version: String?)]
    }

    static let factsPath = CatalogTests.rulesRoot + "/catalog/upstream-facts.tsv"

    static func loadFacts() throws -> [Fact] {
        let text = try String(contentsOfFile: factsPath, encoding: .utf8)
        var rows: [Fact] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where !line.hasPrefix("#") {
            let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard c.count == 10, c[0] != "type" else { continue }
            func forms(_ s: String) -> [String] { s.split(separator: ",").map(String.init) }
            func values(_ s: String) -> [(value: String, version: String?)] {
                s.split(separator: ",").map { item in
                    let parts = item.split(separator: "@").map(String.init)
                    return (parts[0], parts.count > 1 ? parts[1] : nil)
                }
            }
            rows.append(Fact(type: c[0], property: c[1], schemaVersion: c[2], rendererVersion: c[6],
                             schemaForms: forms(c[3]), rendererForms: forms(c[8]),
                             schemaValues: values(c[4]), rendererValues: values(c[9])))
        }
        return rows
    }

    /// The value forms (see Scripts/catalog-diff.py) a catalog type admits.
    static func admits(_ t: ValueType) -> Set<String> {
        switch t {
        case .string: ["string", "enum", "px", "weight"]
        case .url, .color: ["string"]
        case .px: ["px"]
        case .weight: ["weight", "number", "px"]
        case .enumeration, .drop: ["enum"]
        case .number, .integer: ["number"]
        case .boolean: ["boolean"]
        case .array: ["array"]
        case .any: ["string", "number", "boolean", "object", "array", "px", "weight", "enum"]
        case .inline: ["object", "string"]
        case .object, .dictionary, .element, .action, .selectAction, .named: ["object"]
        }
    }

    static func version(_ s: String) -> SchemaVersion? {
        let p = s.split(separator: ".").compactMap { Int($0) }
        return p.count == 2 ? SchemaVersion(p[0], p[1]) : nil
    }

    /// Where the catalog disagrees with the facts (empty when it agrees).
    static func disagreements(_ facts: [Fact], _ catalog: Catalog) -> [String] {
        var out: [String] = []
        for f in facts {
            guard let type = catalog.spec(f.type), type.name == f.type else { continue }
            let at = "\(f.type).\(f.property)"
            guard let p = type.properties[f.property] else {
                out.append("\(at): upstream defines it, the catalog does not"); continue
            }
            if let hosts = p.hostsOnly { out.append("\(at): upstream defines it for every host, the catalog only for \(hosts)") }
            let admitted = p.types.reduce(into: Set<String>()) { $0.formUnion(admits($1)) }
            let forms = Set(f.rendererForms.isEmpty ? f.schemaForms : f.rendererForms).subtracting(["any"])
            let lacking = forms.subtracting(admitted).subtracting(admitted.contains("string") ? ["enum"] : [])
            if !lacking.isEmpty { out.append("\(at): upstream accepts \(lacking.sorted()), the catalog's types are \(p.types)") }
            let since = max(p.since, type.since)
            let upstream = Set([f.schemaVersion, f.rendererVersion].compactMap(version).map { max($0, type.since) })
            if !upstream.isEmpty, !upstream.contains(since) {
                out.append("\(at): the catalog says \(since), upstream \(upstream.map(\.description).sorted())")
            }
            let values = f.rendererValues.isEmpty ? f.schemaValues : f.rendererValues
            guard p.types.contains(.enumeration), let mine = p.enumValues else { continue }
            for v in values where !mine.contains(where: { $0.lowercased() == v.value.lowercased() }) {
                out.append("\(at): the catalog lacks the value '\(v.value)'")
            }
        }
        return out
    }

    @Test func factsAreRecordedWithProvenance() throws {
        let text = try String(contentsOfFile: Self.factsPath, encoding: .utf8)
        #expect(text.hasPrefix("# Upstream facts: microsoft/AdaptiveCards @644d933e1"))
        let facts = try Self.loadFacts()
        #expect(facts.count > 400)
        #expect(facts.contains { $0.type == "Column" && $0.property == "width" && $0.rendererForms.contains("weight") })
    }

    @Test func catalogAgreesWithUpstream() throws {
        let problems = Self.disagreements(try Self.loadFacts(), try CatalogTests.load())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The check is not vacuous: a fact the catalog lacks, a form it rejects or a version it does not
    /// share is reported.
    @Test func driftIsReported() throws {
        let catalog = try CatalogTests.load()
        let unknown = Fact(type: "Image", property: "glow", schemaVersion: "1.0", rendererVersion: "",
                           schemaForms: ["boolean"], rendererForms: [], schemaValues: [], rendererValues: [])
        var form = unknown
        form.property = "altText"; form.schemaForms = ["number"]
        var late = unknown
        late.property = "altText"; late.schemaForms = ["string"]; late.schemaVersion = "1.3"
        var value = unknown
        value.property = "size"; value.schemaForms = ["enum"]; value.schemaValues = [("gigantic", nil)]
        let problems = Self.disagreements([unknown, form, late, value], catalog)
        #expect(problems.count == 4, "\(problems)")
    }
}
