/// Everything wrong with one or more host profile files, each as `path:line:col: error: message`.
public struct HostProfileLoadError: Error, Sendable, CustomStringConvertible {
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var column: Int
        public var message: String
        public init(path: String, line: Int, column: Int, message: String) {
            self.path = path; self.line = line; self.column = column; self.message = message
        }
        public var description: String { "\(path):\(line):\(column): error: \(message)" }
    }

    public var problems: [Problem]
    public init(problems: [Problem]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
