import CardlintKit
import CardlintModel
import CardlintReading
import CardlintRules
import Foundation

/// What the cursor is on in a card's JSON.
enum CursorTarget {
    case key(object: JSONValue, member: JSONMember)
    case typeName(object: JSONValue, value: String)
    case none

    /// Descends from the root along the one path that holds `offset` (a loop: any depth is fine).
    static func locate(_ root: JSONValue, offset: Int) -> CursorTarget {
        var node = root
        while true {
            if let members = node.members {
                if let m = members.first(where: { $0.keyRange.start <= offset && offset < $0.keyRange.end }) {
                    return .key(object: node, member: m)
                }
                guard let m = members.first(where: { $0.value.range.start <= offset && offset < $0.value.range.end }) else { return .none }
                if m.key == "type", let name = m.value.string { return .typeName(object: node, value: name) }
                node = m.value
            } else if let items = node.array,
                      let item = items.first(where: { $0.range.start <= offset && offset < $0.range.end }) {
                node = item
            } else {
                return .none
            }
        }
    }
}

extension LanguageServer {
    func hover(_ params: [String: Any]) throws -> Any? {
        let doc = try textDocument(params)
        guard let uri = doc["uri"] as? String, let position = Self.position(params["position"]) else {
            throw RequestError.invalidParams("hover needs textDocument.uri and position")
        }
        lintIfDirty(uri)
        guard let linted = results[uri] else { return NSNull() }
        let offset = linted.lines.offset(of: position)
        var sections: [String] = []
        if let root = linted.root {
            switch CursorTarget.locate(root, offset: offset) {
            case .key(let object, let member): sections.append(describe(property: member.key, of: object["type"]?.string))
            case .typeName(_, let name): sections.append(describe(type: name))
            case .none: break
            }
        }
        for f in linted.findings where f.range.start <= offset && offset <= max(f.range.end, f.range.start + 1) {
            guard let rule = resources.rules.first(where: { $0.id == f.ruleID }) else { continue }
            let m = rule.metadata
            sections.append("**\(m.id)** (\(f.severity.rawValue)): \(m.title)\n\n" + m.description.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        sections.removeAll { $0.isEmpty }
        guard !sections.isEmpty else { return NSNull() }
        return ["contents": ["kind": "markdown", "value": sections.joined(separator: "\n\n---\n\n")]]
    }

    func describe(type name: String) -> String {
        let catalog = resources.catalog
        guard let spec = catalog.spec(name) else {
            return "`\(name)` is not a type cardlint knows" + DidYouMean.hint(name, from: catalog.types.keys.sorted())
        }
        var out = "**\(spec.name)** — \(spec.kind.rawValue), since Adaptive Cards \(spec.since)"
        if spec.origin != "adaptive-cards" { out += " (\(spec.origin))" }
        if let note = spec.note { out += "\n\n" + note }
        var renders: [String] = [], drops: [String] = []
        for host in defaultHosts() {
            if let why = FallbackResolver.unsupportedReason(type: spec.name, host: host, catalog: catalog) {
                drops.append("\(host.id) (\(why))")
            } else {
                renders.append(host.id)
            }
        }
        if !renders.isEmpty { out += "\n\nRendered by: " + renders.joined(separator: ", ") }
        if !drops.isEmpty { out += "\n\nNot rendered by: " + drops.joined(separator: ", ") }
        return out
    }

    func describe(property name: String, of typeName: String?) -> String {
        guard let typeName, let spec = resources.catalog.spec(typeName) else { return "" }
        guard let p = spec.property(name) else {
            if name.hasPrefix("$") { return "" }
            // `type` is on every element, not in its property table: it names the element's type.
            if name == "type" { return "`type`: the element's type, `\(spec.name)`.\n\n" + describe(type: spec.name) }
            return "`\(name)` is not a property of \(spec.name)" + DidYouMean.hint(name, from: spec.propertyOrder)
        }
        var out = "**\(spec.name).\(p.name)**: " + p.types.map(\.description).joined(separator: " or ")
        out += "\n\nSince Adaptive Cards \(p.since)" + (p.required ? "; required" : "")
        if let values = p.enumValues { out += "\n\nValues: " + values.map { "`\($0)`" }.joined(separator: ", ") }
        if let d = p.defaultValue { out += "\n\nDefault: `\(d)`" }
        if let hosts = p.hostsOnly { out += "\n\nOnly on: " + hosts.joined(separator: ", ") }
        if let d = p.deprecated { out += "\n\nDeprecated: " + d }
        if let note = p.note { out += "\n\n" + note }
        return out
    }

    /// The hosts a card is checked against by default (`rules/defaults.yaml`).
    func defaultHosts() -> [HostProfile] {
        resources.defaults.hosts.compactMap { id in resources.hosts.first { $0.profile.id == id }?.profile }
    }
}
