import CardlintReading

/// An error in a rule file or config file: `path:line:col: error: message`.
public struct RuleError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    /// The rule the error belongs to, when known.
    public var ruleID: String?

    public init(path: String, line: Int, column: Int, message: String, ruleID: String? = nil) {
        self.path = path; self.line = line; self.column = column; self.message = message; self.ruleID = ruleID
    }

    public init(_ node: YAMLNode, path: String, _ message: String) {
        self.init(path: path, line: node.line, column: node.column, message: message)
    }

    public var description: String {
        let rule = ruleID.map { " (rule '\($0)')" } ?? ""
        return "\(path):\(line):\(column): error: \(message)\(rule)"
    }
}
