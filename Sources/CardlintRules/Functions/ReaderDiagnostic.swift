import CardlintModel

/// Marks a rule whose findings come from the reading stage (JSON syntax, invalid UTF-8, BOM,
/// duplicate keys, …) rather than from a node check. The YAML file gives the diagnostic its id,
/// severity, tags, description and examples; the pipeline emits the findings.
struct ReaderDiagnostic: CheckFunction {
    static let name = "reader"
    static let summary = "Findings reported by the JSON reader (the rule file holds their metadata and examples)."
    static let optionNames = ["diagnostic"]
    let diagnostic: String

    init(options: OptionReader) throws(RuleError) {
        diagnostic = try options.requiredString("diagnostic")
    }

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {}

    /// The reader diagnostic id a rule stands for, if it is a reader rule.
    public static func diagnosticID(of check: Check) -> String? {
        if case .function(let f) = check, let r = f as? ReaderDiagnostic { return r.diagnostic }
        return nil
    }
}

extension Check {
    /// The reading-stage diagnostic this check stands for (`reader: {diagnostic: json-syntax}`), if any.
    public var readerDiagnostic: String? { ReaderDiagnostic.diagnosticID(of: self) }
}
