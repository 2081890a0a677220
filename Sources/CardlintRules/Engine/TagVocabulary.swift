import CardlintReading
import Foundation

/// The finding tag vocabulary (`rules/tags.yaml`): fixed tags plus `wcag-X.Y.Z` for WCAG 2.2 criteria.
public struct TagVocabulary: Sendable {
    public var tags: [String]
    /// WCAG success criteria numbers known to the vocabulary (`1.4.3`, …).
    public var wcagCriteria: [String: String]

    public init(tags: [String], wcagCriteria: [String: String]) { self.tags = tags; self.wcagCriteria = wcagCriteria }

    public func contains(_ tag: String) -> Bool {
        if tag.hasPrefix("wcag-") { return wcagCriteria[String(tag.dropFirst(5))] != nil }
        return tags.contains(tag)
    }

    public static func load(path: String, data files: DataFiles = DataFiles()) throws(RuleError) -> TagVocabulary {
        guard let data = RegularFile.contents(atPath: path) else {
            throw RuleError(path: path, line: 0, column: 0, message: "cannot read the tag vocabulary")
        }
        let root: YAMLNode
        do { root = try files.yaml(String(decoding: data, as: UTF8.self), path: path) } catch {
            throw RuleError(path: path, line: error.line, column: error.column, message: error.message)
        }
        let tags = (root["tags"]?.pairs ?? []).compactMap(\.key.scalar)
        var wcag: [String: String] = [:]
        for p in root["wcag"]?.pairs ?? [] { if let k = p.key.scalar { wcag[k] = p.value.scalar ?? "" } }
        return TagVocabulary(tags: tags, wcagCriteria: wcag)
    }
}
