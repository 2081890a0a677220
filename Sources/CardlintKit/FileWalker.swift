import CardlintReading
import Foundation

/// Expands the paths given on the command line into card files.
///
/// Folders are walked recursively for `*.json` and `*.html`, skipping template data files (`*.data.json`,
/// `*.data.<name>.json`), expectation sidecars (`*.expected.json`), hidden folders, `node_modules`
/// and build folders. Files named explicitly are always taken. Order is sorted and deterministic.
/// Only regular files are read; see `Walk` for links and special files.
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
        /// Found by walking a folder but not to be opened: not a regular file (a FIFO, a device, a
        /// socket) or a symbolic link out of the folder. Counted as skipped, by reason.
        public var skipped: Skip?
        public var skip: Bool { skipped != nil }
        public init(path: String, explicit: Bool, skipsNonCard: Bool = false, stdinName: String? = nil, skipped: Skip? = nil) {
            self.path = path; self.explicit = explicit; self.skipsNonCard = skipsNonCard; self.stdinName = stdinName
            self.skipped = skipped
        }
        /// Whether a JSON file that is not a card is reported (`not-a-card`) rather than skipped.
        public var reportsNonCard: Bool { explicit && !skipsNonCard }
    }

    /// Why a file found in a folder is not opened.
    public enum Skip: Sendable, Hashable {
        /// A symbolic link whose target lies outside the folder walked.
        case linkOutOfTree
        /// A FIFO, a device or a socket.
        case notRegularFile
    }

    /// The inputs of `Walk`, listed whole (tests), and the paths that do not exist.
    public static func expand(_ paths: [String]) -> (inputs: [Input], missing: [String]) {
        (Array(Walk(paths)), missing(paths))
    }

    /// `*.json` in any case (`Card.JSON` too), other than expectation sidecars and data files, and
    /// `*.html` / `*.htm` (Outlook Actionable Messages carry their card in a script).
    public static func isCardCandidate(_ name: String) -> Bool {
        let lower = name.lowercased()
        if lower.hasSuffix(".html") || lower.hasSuffix(".htm") { return true }  // `isHTML`, lowercased once
        guard lower.hasSuffix(".json") else { return false }
        if lower.hasSuffix(".expected.json") { return false }
        return !isDataFile(name)
    }

    /// The template beside a data file (`x.data.json`, `x.data.<name>.json` → `x.json`) when it
    /// exists, else nil.
    public static func template(ofDataFile path: String) -> String? {
        // The name after the last '/' (a Foundation URL per named file was most of walking them).
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard isDataFile(name) else { return nil }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard let data = parts.indices.dropFirst().first(where: { parts[$0].lowercased() == "data" }) else { return nil }
        let template = parts[..<data].joined(separator: ".") + "." + parts[parts.count - 1]
        let folder = (path as NSString).deletingLastPathComponent
        let candidate = folder.isEmpty ? template : folder + "/" + template
        return FileKind(path: candidate) == .regular ? candidate : nil
    }

    /// `x.data.json` or `x.data.<name>.json` (in any case).
    public static func isDataFile(_ name: String) -> Bool {
        // The name's non-empty parts between '.' bytes, counted in one pass over the bytes (no
        // array of parts, no String per part: they were a fifth of a walk's cost). Only a part of
        // four ASCII letters can be `data` in any case: no other character lowercases to one of
        // its letters. A `data` part counts between the first part and the last.
        var parts = 0, length = 0, word: UInt32 = 0, dataAt = -1
        func endPart() {
            if length > 0 {
                // "data" (0x64 0x61 0x74 0x61), its letters in either case (`| 0x20`).
                if length == 4, word == 0x6461_7461, parts > 0, dataAt < 0 { dataAt = parts }
                parts += 1
            }
            length = 0; word = 0
        }
        for b in name.utf8 {
            if b == UInt8(ascii: ".") { endPart(); continue }
            if length < 4 { word = word << 8 | UInt32(b | 0x20) }
            length += 1
        }
        endPart()
        return parts >= 3 && dataAt > 0 && dataAt < parts - 1
    }
}
