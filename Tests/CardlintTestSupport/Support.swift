import CardlintKit
import Foundation

/// Paths and shared resources for tests.
public enum TestSupport {
    /// The repository root (found from this file's path).
    public static let repoRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    public static let rulesRoot = repoRoot + "/rules"

    /// A temporary copy of `rules/` whose `hostconfigs/<file>` is cut off mid-JSON (its error is at
    /// line 2); the caller removes the folder.
    public static func rulesWithBrokenHostConfig(_ file: String) throws -> String {
        let root = NSTemporaryDirectory() + "cardlint-hostconfigs-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: rulesRoot, toPath: root)
        try "{\n  \"spacing\": ".write(toFile: root + "/hostconfigs/" + file, atomically: true, encoding: .utf8)
        return root
    }

    /// The shipped resources, loaded once per test process.
    public static let resources: Resources = {
        do { return try Resources(root: rulesRoot) } catch { fatalError("rules/ does not load: \(error)") }
    }()
}
