import CardlintModel
import CardlintReading
import CardlintRules
import CardlintTemplating
import Foundation

/// Template sample data given directly (rule examples) instead of found next to the file.
public struct DataSet: Sendable {
    public var name: String
    public var bytes: [UInt8]
    public init(name: String, bytes: [UInt8]) { self.name = name; self.bytes = bytes }
}

enum TemplateDetection {
    /// A card is a template when it has a `${` binding or a `$data` / `$when` key (a byte scan:
    /// cheap, and false positives only cost an expansion that changes nothing). Every marker holds
    /// a `$`: the scan jumps from `$` to `$` (`memchr`) and looks around each.
    static func isTemplate(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buf in
            guard let base = buf.baseAddress else { return false }
            let n = buf.count
            var j = 0
            while j < n, let hit = memchr(base + j, Int32(UInt8(ascii: "$")), n - j) {
                j = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if j + 1 < n, buf[j + 1] == UInt8(ascii: "{") { return true }
                if j >= 1, j + 6 <= n, buf[j - 1] == UInt8(ascii: "\""), buf[j + 5] == UInt8(ascii: "\""),
                   matches(buf, j + 1, "data") || matches(buf, j + 1, "when") {
                    return true
                }
                j += 1
            }
            return false
        }
    }

    /// Whether `word` (four ASCII letters) is at `at`.
    private static func matches(_ buf: UnsafeBufferPointer<UInt8>, _ at: Int, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { w in buf[at] == w[0] && buf[at + 1] == w[1] && buf[at + 2] == w[2] && buf[at + 3] == w[3] }
    }
}

extension Linter {
    struct Expanded {
        var findings: [Finding] = []
        /// Each expansion: the card, the data file it used (nil: no data or inline), `$data` item origins.
        var cards: [(JSONValue, String?, [String: DataOrigin])] = []
        var dataFiles: [SourceFile] = []
    }

    /// Expands a template once per data set (or once without data), mapping problems to the template.
    func expandTemplate(_ template: JSONValue, source: SourceFile, inlineData: [DataSet]?) -> Expanded {
        var out = Expanded()
        var sets: [(data: JSONValue, source: SourceFile?)] = []
        let named: [DataSet] = inlineData ?? dataFiles(for: source.path).compactMap { p in
            readDataFile(p).map { DataSet(name: p, bytes: $0) }
        }
        for d in named {
            let file = SourceFile(path: d.name, bytes: d.bytes)
            do {
                sets.append((try JSONParser.parse(d.bytes).value, file))
                out.dataFiles.append(file)
            } catch {
                let p = file.position(of: error.range.start)
                if let f = readerFinding("template-data-invalid", "sample data \(d.name):\(p.line):\(p.column) is not valid JSON: \(error.message)",
                                         SourceRange(start: template.range.start, end: template.range.start + 1)) {
                    out.findings.append(f)
                }
            }
        }
        let result = TemplateExpander.expand(template: template, source: source, dataSets: sets)
        out.findings += result.diagnostics.compactMap { readerFinding($0.id, $0.message, $0.range) }
        for (i, run) in result.expansions.enumerated() {
            guard let output = run.output, !run.failed else { continue }
            out.cards.append((output, i < sets.count && inlineData == nil ? sets[i].source?.path : nil, run.itemOrigins))
        }
        return out
    }

    /// A data file's bytes: a regular file within the size limit only, and (found next to the
    /// template, so chosen by whoever wrote the folder) not through a link out of the tree.
    func readDataFile(_ path: String) -> [UInt8]? {
        guard let size = Self.size(ofFile: path), size <= settings.fileSizeLimit else { return nil }
        if settings.dataFiles.isEmpty, !settings.allowOutsidePaths, PathContainment.leavesTree(explicit: path) { return nil }
        return Self.contents(atPath: path)
    }

    /// `--data` files or `data:` in the config, else the naming conventions next to the template.
    func dataFiles(for path: String) -> [String] {
        guard settings.dataFiles.isEmpty else { return settings.dataFiles }
        // Keep the template's own spelling of its folder (relative paths stay relative in reports).
        let dir = (path as NSString).deletingLastPathComponent
        return DataSets.discover(templatePath: path).map { dir.isEmpty ? ($0 as NSString).lastPathComponent : dir + "/" + ($0 as NSString).lastPathComponent }
    }

    /// Adds the data set and `$data` item a finding came from (nearest repeated ancestor).
    func withDataScope(_ f: Finding, _ dataPath: String?, _ origins: [String: DataOrigin]) -> Finding {
        var f = f
        f.scope.dataSet = dataPath.map { ($0 as NSString).lastPathComponent }
        var pointer = f.pointer
        while true {
            if let o = origins[pointer] {
                f.scope.dataItem = o.index + 1
                if let r = o.dataRange, !o.inTemplate {
                    f.related.append(RelatedLocation(path: dataPath, range: r, message: "item \(o.index + 1) of $data"))
                }
                break
            }
            guard let slash = pointer.lastIndex(of: "/") else { break }
            pointer = String(pointer[..<slash])
        }
        return f
    }
}
