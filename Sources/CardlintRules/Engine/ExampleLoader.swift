import CardlintReading
import Foundation

/// Reads a rule's `examples: {triggering: [...], not-triggering: [...]}`.
/// Each example is a JSON card in a block string, or a mapping with `card:` (JSON text or YAML)
/// plus optional `count`, `hosts`, `viewports`, `type-scales`, `data` (template sample data),
/// `max-file-size` (bytes; for `file-too-large`).
enum ExampleLoader {
    static let itemKeys = ["card", "file", "count", "hosts", "viewports", "type-scales", "data", "note", "max-file-size"]

    static func load(_ r: OptionReader?, path: String) throws(RuleError) -> [RuleExample] {
        guard let r else { return [] }
        try r.allowOnly(["triggering", "not-triggering"])
        var out: [RuleExample] = []
        for (key, expectation) in [("triggering", RuleExample.Expectation.triggering), ("not-triggering", .notTriggering)] {
            for item in r.node[key]?.sequence ?? [] {
                out.append(try example(item, expectation, path: path))
            }
        }
        return out
    }

    static func example(_ item: YAMLNode, _ expectation: RuleExample.Expectation, path: String) throws(RuleError) -> RuleExample {
        let location = "\(path):\(item.line):\(item.column)"
        if let text = item.scalar {
            return RuleExample(expectation: expectation, text: text, location: location)
        }
        let r = OptionReader(node: item, path: path)
        try r.allowOnly(itemKeys)
        if let file = try r.string("file") {
            var e = RuleExample(expectation: expectation, text: "", count: try r.int("count"), hosts: try r.strings("hosts") ?? [],
                                location: location)
            e.file = file
            return e
        }
        guard let card = item["card"] else { throw r.error("an example needs `card:` or `file:`") }
        let text = card.scalar ?? YAMLToJSON.convert(card, path: path)
        var data: String?
        if let d = item["data"] { data = d.scalar ?? YAMLToJSON.convert(d, path: path) }
        var e = RuleExample(expectation: expectation, text: text, count: try r.int("count"),
                            hosts: try r.strings("hosts") ?? [], viewports: try r.strings("viewports") ?? [],
                            typeScales: try r.strings("type-scales") ?? [], data: data, location: location)
        e.maxFileSize = try r.int("max-file-size")
        return e
    }
}

/// Writes a YAML node as JSON text (for examples written as YAML).
enum YAMLToJSON {
    static func convert(_ node: YAMLNode, path: String) -> String {
        var out = ""
        write(node, into: &out)
        return out
    }

    static func write(_ node: YAMLNode, into out: inout String) {
        switch node.kind {
        case .scalar(let s, let plain):
            if plain {
                if node.isNull { out += "null"; return }
                if let b = node.bool { out += b ? "true" : "false"; return }
                if Double(s) != nil, s.first != "+", !s.hasPrefix(".") { out += s; return }
            }
            out += quote(s)
        case .sequence(let items):
            out += "["
            for (i, it) in items.enumerated() { if i > 0 { out += "," }; write(it, into: &out) }
            out += "]"
        case .mapping(let pairs):
            out += "{"
            for (i, p) in pairs.enumerated() {
                if i > 0 { out += "," }
                out += quote(p.key.scalar ?? "")
                out += ":"
                write(p.value, into: &out)
            }
            out += "}"
        }
    }

    static func quote(_ s: String) -> String { JSONString.quoted(s) }
}
