import CardlintReading
@testable import CardlintTemplating

/// A parsed template or data file for tests.
struct Doc {
    let file: SourceFile
    let value: JSONValue
    init(_ text: String, path: String = "t.json") throws {
        file = SourceFile(path: path, text: text)
        value = try JSONParser.parse(file.bytes).value
    }
}

/// Expands `template` with `data` (nil = no data) and returns the expansion.
func expand(_ template: String, _ data: String? = nil, host: String? = nil,
            limits: TemplateLimits = TemplateLimits()) throws -> (TemplateExpansion, Doc) {
    let t = try Doc(template)
    let d = try data.map { try Doc($0, path: "d.json") }
    let h = try host.map { try Doc($0, path: "h.json").value }
    let e = TemplateExpander.expand(template: t.value, source: t.file, data: d?.value, dataSource: d?.file,
                                    host: h, limits: limits)
    return (e, t)
}

/// The compact JSON text of the expansion's output ("<nil>" when removed or failed).
func expandText(_ template: String, _ data: String? = nil, host: String? = nil) throws -> String {
    try expand(template, data, host: host).0.output?.jsonText ?? "<nil>"
}

/// Evaluates one expression against `data` through the expander: `{"v": "${expr}"}` → `v`.
func eval(_ expr: String, _ data: String = "{}") throws -> String {
    let (e, _) = try expand("{\"v\": \"${\(expr.replacingJSONQuotes)}\"}", data)
    return e.output?["v"]?.jsonText ?? "<nil>"
}

/// `line:column` of every diagnostic with `id`.
func positions(_ e: TemplateExpansion, _ doc: Doc, _ id: String) -> [String] {
    e.diagnostics.filter { $0.id == id }.map { "\(doc.file.position(of: $0.range.start))" }
}

extension String {
    var replacingJSONQuotes: String {
        var out = ""
        for c in self { out += c == "\"" ? "\\\"" : String(c) }
        return out
    }
}
