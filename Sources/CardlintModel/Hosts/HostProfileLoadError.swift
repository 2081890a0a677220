import CardlintReading
/// Everything wrong with one or more host profile files, each as `path:line:col: error: message`.
public struct HostProfileLoadError: Error, Sendable, CustomStringConvertible {
    public typealias Problem = SourceError

    public var problems: [Problem]
    public init(problems: [Problem]) { self.problems = problems }
    public var description: String { problems.map(\.description).joined(separator: "\n") }
}
