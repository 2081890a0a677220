import CardlintReading
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
        /// Whether symbolic links inside a folder may lead out of it (`--allow-outside-paths`).
        public let allowOutside: Bool
        public init(_ paths: [String], allowOutside: Bool = false) { self.paths = paths; self.allowOutside = allowOutside }

        public func makeIterator() -> Iterator { Iterator(paths, allowOutside: allowOutside) }

        /// Merges one sorted stream per folder with the named files, sorted once; of equal paths
        /// the earlier argument's wins (as in `expand`).
        public struct Iterator: IteratorProtocol {
            var sources: [Source] = []
            var last: String?

            init(_ paths: [String], allowOutside: Bool) {
                var named: [(input: Input, order: Int)] = []
                for (order, path) in paths.enumerated() {
                    if path == "-" { named.append((Input(path: "-", explicit: true), order)); continue }
                    switch FileKind(path: path) {
                    case .missing: continue
                    case .folder: sources.append(Source(Tree(root: path, allowOutside: allowOutside), order: order))
                    // A named data file stands for its template (pre-commit names only what changed).
                    default: named.append((Input(path: FileWalker.template(ofDataFile: path) ?? path, explicit: true), order))
                    }
                }
                named.sort { a, b in
                    let pa = LintRunner.reportPath(a.input), pb = LintRunner.reportPath(b.input)
                    if ReportStream.precedes(pa, pb) { return true }
                    return !ReportStream.precedes(pb, pa) && a.order < b.order
                }
                if !named.isEmpty { sources.append(Source(named)) }
            }

            public mutating func next() -> Input? {
                while true {
                    var best: Int?
                    for i in sources.indices {
                        guard let head = sources[i].head else { continue }
                        if let b = best, let current = sources[b].head {
                            let ph = LintRunner.reportPath(head), pc = LintRunner.reportPath(current)
                            let tied = !ReportStream.precedes(ph, pc) && !ReportStream.precedes(pc, ph)
                            if tied ? sources[i].order >= sources[b].order : !ReportStream.precedes(ph, pc) { continue }
                        }
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

    /// A folder being walked, or the named files (sorted); `order` is the head's argument position.
    struct Source {
        private(set) var head: Input?
        private(set) var order = 0
        private var tree: Tree?
        private var named: [(input: Input, order: Int)] = []
        private var next = 0

        init(_ tree: Tree, order: Int) {
            self.tree = tree
            self.order = order
            advance()
        }

        init(_ named: [(input: Input, order: Int)]) {
            self.named = named
            advance()
        }

        mutating func advance() {
            if tree != nil {
                head = tree?.next()
            } else if next < named.count {
                (head, order) = named[next]
                next += 1
            } else {
                head = nil
            }
        }
    }

    /// A folder walked depth first, each folder's entries in code-point order with folders
    /// compared as `name/`: the paths come out in code-point order. Each folder and file is visited
    /// once, however many links lead to it (by device and inode); symbolic links that lead out of
    /// the folder are not followed, and files that are not regular files (FIFOs, devices, sockets,
    /// links out) come out marked `skip`: they are never opened.
    struct Tree {
        struct Entry {
            var name: String; var isFolder: Bool; var skip: Skip?
            /// What the entry sorts by: its name, a folder's with `/` (made once, not per comparison).
            var order: String
            init(name: String, isFolder: Bool, skip: Skip?) {
                self.name = name; self.isFolder = isFolder; self.skip = skip
                order = isFolder ? name + "/" : name
            }
        }
        struct Identity: Hashable { var device: UInt64; var inode: UInt64 }
        private var stack: [(folder: String, entries: [Entry], next: Int)] = []
        private var visited = Set<Identity>()
        /// The folder resolved (links followed): where links may lead; nil when anywhere.
        private let realRoot: String?

        init(root: String, allowOutside: Bool) {
            realRoot = allowOutside ? nil : PathContainment.real(root)
            if let id = Tree.identity(root) { visited.insert(id) }
            stack = [(root, entries(of: root), 0)]
        }

        mutating func next() -> Input? {
            while let top = stack.indices.last {
                guard stack[top].next < stack[top].entries.count else { stack.removeLast(); continue }
                let entry = stack[top].entries[stack[top].next]
                stack[top].next += 1
                let path = Tree.join(stack[top].folder, entry.name)
                if let skip = entry.skip { return Input(path: path, explicit: false, skipped: skip) }
                // A folder or file reached before through another link is not visited again.
                guard let id = Tree.identity(path), visited.insert(id).inserted else { continue }
                if !entry.isFolder { return Input(path: path, explicit: false) }
                stack.append((path, entries(of: path), 0))
            }
            return nil
        }

        static func identity(_ path: String) -> Identity? {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        }

        static func join(_ folder: String, _ name: String) -> String {
            folder == "." ? name : (folder.hasSuffix("/") ? folder + name : folder + "/" + name)
        }

        /// Subfolders and card candidates, skipping what `walk` skips.
        func entries(of folder: String) -> [Entry] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
            var out: [Entry] = []
            for name in names {
                if name.hasPrefix(".") || name == "node_modules" || name.hasPrefix(".build") { continue }
                let path = Tree.join(folder, name)
                var link = stat()
                guard lstat(path, &link) == 0 else { continue }
                var leaves = false
                if link.st_mode & S_IFMT == S_IFLNK, let realRoot {
                    guard let target = PathContainment.real(path) else { continue }  // dangling
                    leaves = !PathContainment.isInside(target, root: realRoot)
                }
                // Only a link needs a second look (`stat`, the link followed).
                let kind = link.st_mode & S_IFMT == S_IFLNK ? FileKind(path: path) : FileKind(mode: link.st_mode)
                if kind == .folder {
                    if !leaves { out.append(Entry(name: name, isFolder: true, skip: nil)) }
                } else if kind != .missing, FileWalker.isCardCandidate(name) {
                    out.append(Entry(name: name, isFolder: false, skip: leaves ? .linkOutOfTree : kind != .regular ? .notRegularFile : nil))
                }
            }
            return out.sorted { ReportStream.precedes($0.order, $1.order) }
        }
    }
}
