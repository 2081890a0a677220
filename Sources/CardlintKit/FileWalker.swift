import Foundation

/// Expands the paths given on the command line into card files.
///
/// Folders are walked recursively for `*.json`, skipping template data files (`*.data.json`,
/// `*.data.<name>.json`), expectation sidecars (`*.expected.json`), hidden folders, `node_modules`
/// and build folders. Files named explicitly are always taken. Order is sorted and deterministic.
/// Only regular files are read; see `Walk` for links and special files.
public enum FileWalker {
    public struct Input: Sendable, Hashable {
        public var path: String
        /// True when the user named the file (not found by walking a folder).
        public var explicit: Bool
        /// Found by walking a folder but not to be opened: not a regular file (a FIFO, a device, a
        /// socket) or a symbolic link out of the folder. Counted as skipped.
        public var skip: Bool
        public init(path: String, explicit: Bool, skip: Bool = false) {
            self.path = path; self.explicit = explicit; self.skip = skip
        }
    }

    /// The inputs of `Walk`, listed whole (tests), and the paths that do not exist.
    public static func expand(_ paths: [String]) -> (inputs: [Input], missing: [String]) {
        (Array(Walk(paths)), missing(paths))
    }

    public static func isCardCandidate(_ name: String) -> Bool {
        guard name.hasSuffix(".json") else { return false }
        if name.hasSuffix(".expected.json") { return false }
        return !isDataFile(name)
    }

    /// `x.data.json` or `x.data.<name>.json`.
    public static func isDataFile(_ name: String) -> Bool {
        let parts = name.split(separator: ".")
        return parts.count >= 3 && parts.dropLast().dropFirst().contains("data")
    }
}
