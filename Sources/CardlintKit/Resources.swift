import CardlintModel
import CardlintReading
import CardlintRules
import Foundation

/// The data cardlint runs on, loaded once: the catalog, the rule packs, the tag vocabulary.
/// Everything lives under one `rules/` folder.
public struct Resources: Sendable {
    public let root: String
    public let catalog: Catalog
    public let rules: [Rule]
    public let vocabulary: TagVocabulary

    public init(root: String) throws(KitError) {
        self.root = root
        do {
            vocabulary = try TagVocabulary.load(path: root + "/tags.yaml")
            rules = try RuleLoader.loadPacks(directory: root, vocabulary: vocabulary)
        } catch { throw KitError.rules(error) }
        do { catalog = try CatalogLoader.load(directory: root + "/catalog") } catch {
            throw KitError.message(error.description)
        }
    }

    /// Finds the `rules/` folder: `$CARDLINT_RULES`, else next to (or above) the executable,
    /// else the source checkout this binary was built from, else the working directory.
    public static func locateRoot() -> String? {
        let fm = FileManager.default
        func ok(_ dir: String) -> Bool { fm.fileExists(atPath: dir + "/tags.yaml") }
        if let env = ProcessInfo.processInfo.environment["CARDLINT_RULES"], ok(env) { return env }
        var candidates: [URL] = []
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(dir.appendingPathComponent("rules"))
            dir = dir.deletingLastPathComponent()
        }
        // Sources/CardlintKit/Resources.swift → the checkout's root.
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(source.appendingPathComponent("rules"))
        candidates.append(URL(fileURLWithPath: fm.currentDirectoryPath).appendingPathComponent("rules"))
        return candidates.map(\.path).first(where: ok)
    }
}

/// Errors that stop a run (exit code 2): configuration, rules, usage.
public enum KitError: Error, Sendable, CustomStringConvertible {
    case rules(RuleError)
    case message(String)
    public var description: String {
        switch self {
        case .rules(let e): e.description
        case .message(let m): m
        }
    }
}
