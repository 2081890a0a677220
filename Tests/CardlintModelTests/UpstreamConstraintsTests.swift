import CardlintModel
import Foundation
import Testing

/// The catalog is never stricter than the renderers: every minimum, maximum, required property,
/// whole-number type and enum it gives an Adaptive Cards type follows the decision recorded in
/// rules/catalog/upstream-constraints.tsv (Scripts/catalog-constraints.py, from the schema and the JS,
/// .NET and C++ parsers of microsoft/AdaptiveCards), and every such constraint is recorded.
@Suite struct UpstreamConstraintsTests {
    struct Row {
        var type, property, constraint, catalog, js, cpp, decision, source: String
        var token: String { String(decision.prefix { $0 != ":" }) }
    }

    static let path = CatalogTests.rulesRoot + "/catalog/upstream-constraints.tsv"

    static func load() throws -> [Row] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var rows: [Row] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("property\t") {
            let c = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard c.count == 9, let dot = c[0].lastIndex(of: ".") else { continue }
            rows.append(Row(type: String(c[0][..<dot]), property: String(c[0][c[0].index(after: dot)...]), constraint: c[1],
                            catalog: c[2], js: c[4], cpp: c[6], decision: c[7], source: c[8]))
        }
        return rows
    }

    /// Lower-cased values (and aliases) of a `a,b +aliases c (…)` cell.
    static func listed(_ cell: String) -> (values: Set<String>, aliases: Set<String>) {
        let head = cell.components(separatedBy: " (")[0]
        let parts = head.components(separatedBy: " +aliases ")
        func words(_ s: String) -> Set<String> {
            Set(s.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty && !$0.contains(" ") })
        }
        return (words(parts[0]), parts.count > 1 ? words(parts[1]) : [])
    }

    /// Where the catalog does not follow a recorded decision (empty when it does).
    static func disagreements(_ rows: [Row], _ catalog: Catalog) -> [String] {
        var out: [String] = []
        for r in rows {
            let at = "\(r.type).\(r.property) \(r.constraint)"
            guard let type = catalog.spec(r.type), type.name == r.type, let p = type.properties[r.property] else {
                out.append("\(at): not in the catalog"); continue
            }
            switch r.token {
            case "kept": continue
            case "required-error":
                if !p.required || p.renderedWhenMissing != nil { out.append("\(at): must be required with an error (\(r.decision))") }
            case "required-note":
                if p.required && p.renderedWhenMissing == nil { out.append("\(at): renderers draw it without the property; a note at most (\(r.decision))") }
            case "minimum 0":
                if p.minimum != 0 { out.append("\(at): minimum must be 0, is \(p.minimum.map { "\($0)" } ?? "none")") }
            case "no minimum":
                if p.minimum != nil { out.append("\(at): no parser bounds it below") }
            case "no maximum":
                if p.maximum != nil { out.append("\(at): no parser bounds it above") }
            case "integer":
                if !p.types.contains(.integer) { out.append("\(at): whole numbers only (\(r.decision))") }
            case "number":
                if p.types.contains(.integer) { out.append("\(at): any number renders") }
            case "boolean-text-warning", "boolean":
                // property-type warns (not errors) on "true"/"false" text for a property of exactly this type.
                if p.types != [.boolean] { out.append("\(at): must be exactly a boolean, is \(p.types)") }
            case let t where t.hasPrefix("alias "):
                for a in t.dropFirst("alias ".count).split(separator: ",")
                where !p.enumAliases.keys.contains(where: { $0.lowercased() == a.lowercased() }) {
                    out.append("\(at): '\(a)' renders as a value everywhere; the catalog must accept it")
                }
            case "values":
                // Every value the JS SDK or the C++ shared model draws is a catalog value.
                let mine = Set((p.enumValues ?? []).map { $0.lowercased() })
                let drawn = (r.js.contains(",") ? listed(r.js).values : []).union(r.cpp.contains(",") ? listed(r.cpp).values : [])
                for v in drawn.subtracting(mine).subtracting(["none"]).sorted() { out.append("\(at): a renderer draws '\(v)'") }
            default:
                out.append("\(at): unknown decision '\(r.decision)'")
            }
        }
        return out
    }

    @Test func constraintsAreRecordedWithProvenance() throws {
        let text = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(text.hasPrefix("# Catalog constraints vs upstream parsers: microsoft/AdaptiveCards @644d933e1"))
        let rows = try Self.load()
        #expect(rows.count > 200)
        for r in rows where r.token != "kept" {
            #expect(r.source.contains("@644d933e1:"), "\(r.type).\(r.property): no source file@commit:line")
        }
        let maxLines = try #require(rows.first { $0.type == "TextBlock" && $0.property == "maxLines" && $0.constraint == "minimum" })
        #expect(maxLines.token == "minimum 0" && maxLines.cpp.contains("GetUInt"))
    }

    @Test func catalogFollowsTheDecisions() throws {
        let problems = Self.disagreements(try Self.load(), try CatalogTests.load())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Every bound, requirement, whole-number type and enum of an Adaptive Cards type is recorded, so a
    /// new one cannot be added without checking it against the parsers.
    @Test func everyConstraintIsRecorded() throws {
        let rows = Set(try Self.load().map { "\($0.type).\($0.property) \($0.constraint)" })
        var missing: [String] = []
        for (name, type) in try CatalogTests.load().types where type.origin == "adaptive-cards" && type.name == name {
            for (pname, p) in type.properties {
                var kinds: [String] = []
                if p.required { kinds.append("required") }
                if p.minimum != nil { kinds.append("minimum") }
                if p.maximum != nil { kinds.append("maximum") }
                if p.types.contains(.integer) { kinds.append("integer") }
                if p.types == [.enumeration] { kinds.append("enum") }
                if p.types == [.boolean] { kinds.append("boolean") }
                missing += kinds.map { "\(name).\(pname) \($0)" }.filter { !rows.contains($0) }
            }
        }
        #expect(missing.isEmpty, "run Scripts/catalog-constraints.py --write: \(missing.sorted())")
    }

    /// The check is not vacuous: the bound that made `maxLines: 0` an error, a requirement the renderers
    /// do not have and an alias the catalog lacks are each reported.
    @Test func strictnessIsReported() throws {
        let catalog = try CatalogTests.load()
        let rows = [
            Row(type: "TextBlock", property: "maxLines", constraint: "minimum", catalog: "", js: "", cpp: "", decision: "no minimum: x", source: ""),
            Row(type: "Image", property: "url", constraint: "required", catalog: "", js: "", cpp: "", decision: "required-note: x", source: ""),
            Row(type: "TextBlock", property: "size", constraint: "enum", catalog: "", js: "", cpp: "", decision: "alias huge: x", source: ""),
            Row(type: "TextBlock", property: "size", constraint: "enum", catalog: "", js: "small,gigantic (x)", cpp: "", decision: "values: x", source: ""),
        ]
        #expect(Self.disagreements(rows, catalog).count == 4, "\(Self.disagreements(rows, catalog))")
    }
}
