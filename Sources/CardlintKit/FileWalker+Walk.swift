import CardlintReport
import Foundation

extension FileWalker {
    /// The paths (other than `-`) that do not exist.
    public static func missing(_ paths: [String]) -> [String] {
        paths.filter { $0 != "-" && !FileManager.default.fileExists(atPath: $0) }
    }

    /// The inputs `expand` finds, in report order (code-point order of the path a report carries;
    /// `-` carries `<stdin>`), found lazily: only the folders being walked are listed in memory,
    /// however many files there are. Missing paths are left out.
    public struct Walk: Sequence, Sendable {
        public let paths: [String]
        public init(_ paths: [String]) { self.paths = paths }

        public func makeIterator() -> Iterator { Iterator(paths) }

        /// Merges one sorted stream per path; of equal paths the first path's wins (as in `expand`).
        public struct Iterator: IteratorProtocol {
            var sources: [Source]
            var last: String?

            init(_ paths: [String]) {
                sources = paths.compactMap(Source.init)
            }

            public mutating func next() -> Input? {
                while true {
                    var best: Int?
                    for i in sources.indices {
                        guard let head = sources[i].head else { continue }
                        if let b = best, let current = sources[b].head,
                           !ReportStream.precedes(LintRunner.reportPath(head), LintRunner.reportPath(current)) { continue }
                        best = i
                    }
                    guard let b = best, let input = sources[b].head else { return nil }
                    sources[b].advance()
                    if input.path != "-" {
                        if input.path == last { continue }
                        last = input.path
                    }
                    return input
                }
            }
        }
    }

    /// One command-line path: a file (or `-`) is one input; a folder is walked.
    struct Source {
        private(set) var head: Input?
        private var tree: Tree?

        init?(_ path: String) {
            if path == "-" { head = Input(path: "-", explicit: true); return }
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { return nil }
            if isDir.boolValue {
                tree = Tree(root: path)
                advance()
            } else {
                head = Input(path: path, explicit: true)
            }
        }

        mutating func advance() {
            head = tree?.next().map { Input(path: $0, explicit: false) }
        }
    }

    /// A folder walked depth first, each folder's entries in code-point order with folders
    /// compared as `name/`: the paths come out in code-point order.
    struct Tree {
        struct Entry { var name: String; var isFolder: Bool }
        private var stack: [(folder: String, entries: [Entry], next: Int)] = []

        init(root: String) { stack = [(root, Tree.entries(of: root), 0)] }

        mutating func next() -> String? {
            while let top = stack.indices.last {
                guard stack[top].next < stack[top].entries.count else { stack.removeLast(); continue }
                let entry = stack[top].entries[stack[top].next]
                stack[top].next += 1
                let path = Tree.join(stack[top].folder, entry.name)
                if !entry.isFolder { return path }
                stack.append((path, Tree.entries(of: path), 0))
            }
            return nil
        }

        static func join(_ folder: String, _ name: String) -> String {
            folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
        }

        /// Subfolders and card candidates, skipping what `walk` skips.
        static func entries(of folder: String) -> [Entry] {
            let fm = FileManager.default
            guard let names = try? fm.contentsOfDirectory(atPath: folder) else { return [] }
            var out: [Entry] = []
            for name in names {
                if name.hasPrefix(".") || name == "node_modules" || name.hasPrefix(".build") { continue }
                var isDir: ObjCBool = false
                guard fm.fileExists(atPath: join(folder, name), isDirectory: &isDir) else { continue }
                if isDir.boolValue { out.append(Entry(name: name, isFolder: true)) }
                else if isCardCandidate(name) { out.append(Entry(name: name, isFolder: false)) }
            }
            return out.sorted { a, b in
                ReportStream.precedes(a.isFolder ? a.name + "/" : a.name, b.isFolder ? b.name + "/" : b.name)
            }
        }
    }
}
