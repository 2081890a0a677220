import Foundation

/// Expands the paths given on the command line into card files.
///
/// Folders are walked recursively for `*.json`, skipping template data files (`*.data.json`,
/// `*.data.<name>.json`), expectation sidecars (`*.expected.json`), hidden folders, `node_modules`
/// and build folders. Files named explicitly are always taken. Order is sorted and deterministic.
public enum FileWalker {
    public struct Input: Sendable, Hashable {
        public var path: String
        /// True when the user named the file (not found by walking a folder).
        public var explicit: Bool
        /// A named file that is not an Adaptive Card is skipped and counted, as in a folder walk
        /// (`--skip-non-cards`), instead of reported as `not-a-card`.
        public var skipsNonCard: Bool
        /// For standard input (`-`): the name to report it as and to find its config and data
        /// files from (`--stdin-filename`).
        public var stdinName: String?
        public init(path: String, explicit: Bool, skipsNonCard: Bool = false, stdinName: String? = nil) {
            self.path = path; self.explicit = explicit; self.skipsNonCard = skipsNonCard; self.stdinName = stdinName
        }
        /// Whether a JSON file that is not a card is reported (`not-a-card`) rather than skipped.
        public var reportsNonCard: Bool { explicit && !skipsNonCard }
    }

    public static func expand(_ paths: [String]) -> (inputs: [Input], missing: [String]) {
        let fm = FileManager.default
        var out: [Input] = []
        var missing: [String] = []
        var seen = Set<String>()
        for p in paths {
            if p == "-" { out.append(Input(path: "-", explicit: true)); continue }
            var isDir: ObjCBool = false
            guard fm.fileExists(atPath: p, isDirectory: &isDir) else { missing.append(p); continue }
            if !isDir.boolValue {
                if seen.insert(p).inserted { out.append(Input(path: p, explicit: true)) }
                continue
            }
            for f in walk(p) where seen.insert(f).inserted { out.append(Input(path: f, explicit: false)) }
        }
        return (out, missing)
    }

    static func walk(_ dir: String) -> [String] {
        let fm = FileManager.default
        var found: [String] = []
        var stack = [dir]
        while let d = stack.popLast() {
            guard let entries = try? fm.contentsOfDirectory(atPath: d) else { continue }
            for name in entries {
                if name.hasPrefix(".") || name == "node_modules" || name.hasPrefix(".build") { continue }
                let path = d == "." ? name : (d.hasSuffix("/") ? d + name : d + "/" + name)
                var isDir: ObjCBool = false
                guard fm.fileExists(atPath: path, isDirectory: &isDir) else { continue }
                if isDir.boolValue { stack.append(path) } else if isCardCandidate(name) { found.append(path) }
            }
        }
        return found.sorted()
    }

    /// `*.json` in any case (`Card.JSON` too), other than expectation sidecars and data files.
    public static func isCardCandidate(_ name: String) -> Bool {
        let lower = name.lowercased()
        guard lower.hasSuffix(".json") else { return false }
        if lower.hasSuffix(".expected.json") { return false }
        return !isDataFile(name)
    }

    /// `x.data.json` or `x.data.<name>.json` (in any case).
    public static func isDataFile(_ name: String) -> Bool {
        let parts = name.lowercased().split(separator: ".")
        return parts.count >= 3 && parts.dropLast().dropFirst().contains("data")
    }
}
