import CardlintKit
import Foundation

/// Paths and shared resources for tests.
public enum TestSupport {
    /// The repository root (found from this file's path).
    public static let repoRoot: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    public static let rulesRoot = repoRoot + "/rules"

    /// The shipped resources, loaded once per test process.
    public static let resources: Resources = {
        do { return try Resources(root: rulesRoot) } catch { fatalError("rules/ does not load: \(error)") }
    }()
}
