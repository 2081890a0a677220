import CardlintModel
import CardlintReading

/// A `Table` with data rows declares a header row that renderers honour. Fails when
/// `firstRowAsHeaders` is `false` and there are at least two rows, or when only the schema's
/// spelling `firstRowAsHeader` is given as `false` (renderers ignore it and announce the first
/// row as headers anyway). Bindings pass. A table drawn without grid lines whose first row does not
/// look like a header row (no bold, heading or columnHeader text) is taken as layout — a label/value
/// list — whose author may well mean no header: nothing is reported, since intent cannot be known.
struct TableHeaderRow: CheckFunction {
    static let name = "table-header-row"
    static let summary = "A data table has a header row (firstRowAsHeaders), spelled the way renderers read it."
    static let optionNames = ["min-rows"]
    static let exposes = ["problem", "rows"]
    /// Tables with fewer rows are treated as layout, not data.
    let minRows: Int

    init(options: OptionReader) throws(RuleError) {
        minRows = try options.int("min-rows") ?? 2
        guard minRows >= 1 else { throw options.error("'min-rows' must be at least 1", at: options.node["min-rows"]) }
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let rows = node.json["rows"]?.array else { return }
        let count = String(rows.count)
        if let plural = node.json["firstRowAsHeaders"], !plural.isNull {
            guard plural.bool == false, rows.count >= minRows else { return }
            if node.json["showGridLines"]?.bool == false, !Self.firstRowLooksLikeHeaders(rows[0]) { return }
            results.append(CheckResult(range: plural.range, values: [
                "problem": "'firstRowAsHeaders' is false, so none of the \(count) rows is a header row", "rows": count]))
            return
        }
        if let singular = node.json["firstRowAsHeader"], singular.bool == false, !rows.isEmpty {
            results.append(CheckResult(range: singular.range, values: [
                "problem": "renderers ignore 'firstRowAsHeader' (the schema's spelling) and announce the first row as headers; write 'firstRowAsHeaders'",
                "rows": count]))
            return
        }
    }

    /// Every cell of the row that has text starts with bold, heading or columnHeader text.
    static func firstRowLooksLikeHeaders(_ row: JSONValue) -> Bool {
        let texts = (row["cells"]?.array ?? []).compactMap { cell in
            cell["items"]?.array?.first { $0["type"]?.string == "TextBlock" }
        }
        guard !texts.isEmpty else { return false }
        return texts.allSatisfy { t in
            let weight = t["weight"]?.string?.lowercased(), style = t["style"]?.string?.lowercased()
            return weight == "bolder" || style == "heading" || style == "columnheader"
        }
    }
}
