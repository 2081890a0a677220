import CICU
import CardlintReading
import Foundation

/// Why metric tables could not be loaded.
public struct TextMetricsError: Error, Sendable, CustomStringConvertible {
    public var path: String
    /// The line of `path` at fault, when one is.
    public var line: Int?
    public var message: String
    public init(path: String, line: Int? = nil, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }
    public var description: String { "\(path)\(line.map { ":\($0)" } ?? ""): error: \(message)" }
}

extension MetricTables {
    static let familyFiles = ["inter", "selawik"]

    /// Loads `inter.tsv`, `selawik.tsv` (and `<family>-kerning.tsv` where there is one) and `fallbacks.yaml`
    /// from `directory`, and reads `scripts.tsv`, `conjuncts.tsv` and `arabic-forms.tsv` (`ScriptTableSource`).
    /// The family and kerning tables come from the folder's `MetricImage` for files whose bytes it was
    /// built from, else from their text. `data`: how the data folder's YAML is read (`DataFiles`).
    static func load(directory: String, data: DataFiles = DataFiles()) throws(TextMetricsError) -> MetricTables {
        var tables = MetricTables()
        var image: MetricImage.Contents?
        if case .success(let bytes) = FileBytes.read(directory + "/" + MetricImage.fileName, limit: MetricImage.maxSize) {
            image = MetricImage.decode(bytes)
        }
        for t in try familyTables(directory: directory, image: image, hashing: image != nil) {
            switch t.table {
            case .family(let byWeight): tables.families[t.family] = byWeight
            case .kerning(let byWeight): tables.kerning[t.family] = byWeight
            }
        }
        let range = try tables.loadFallbacks(directory + "/fallbacks.yaml", data: data)
        // Read now (a missing file is an error at start), parsed when a text first needs them.
        let files = try ["scripts.tsv", "conjuncts.tsv", "arabic-forms.tsv"].map { name throws(TextMetricsError) in
            (path: directory + "/" + name, bytes: try read(directory + "/" + name))
        }
        tables.scriptTables = ScriptTableSource(files: files, range: range)
        return tables
    }

    /// Reads `fallbacks.yaml`; returns its `script-tables` range (`{first: 0531, last: 10FF}`: the code points
    /// of the script tables), or every code point when it has none.
    private mutating func loadFallbacks(_ path: String, data: DataFiles) throws(TextMetricsError) -> ClosedRange<UInt32> {
        let root: YAMLNode
        do { root = try data.yaml(String(decoding: try Self.read(path), as: UTF8.self), path: path) } catch let e as YAMLError {
            throw TextMetricsError(path: path, message: e.message)
        } catch {
            throw TextMetricsError(path: path, message: "\(error)")
        }
        for pair in root["families"]?.pairs ?? [] {
            guard let family = pair.key.scalar else { continue }
            for w in FontWeight.allCases {
                if let v = pair.value[w.rawValue]?.number { familyAverages[family, default: [:]][w] = Float(v) }
            }
        }
        if let v = root["emoji"]?.number { emoji = Float(v) }
        if let v = root["wide"]?.number { wide = Float(v) }
        if let v = root["monospace"]?.number { monospace = Float(v) }
        for pair in root["scripts"]?.pairs ?? [] {
            guard let code = pair.key.scalar else { continue }
            let script = cicu_script_from_code(code)
            guard script >= 0, let avg = pair.value["average"],
                  let r = avg["regular"]?.number, let b = avg["bold"]?.number else {
                throw TextMetricsError(path: path, message: "script \(code): unknown ISO 15924 code or no average")
            }
            var metrics = ScriptMetrics(average: (Float(r), Float(b)))
            if let s = pair.value["scale"], let sr = s["regular"]?.number, let sb = s["bold"]?.number {
                metrics.scale = (Float(sr), Float(sb))
            }
            scripts[script] = metrics
        }
        guard !familyAverages.isEmpty else { throw TextMetricsError(path: path, message: "no `families` averages") }
        guard let range = root["script-tables"] else { return 0...0x10FFFF }
        guard let first = range["first"]?.scalar.flatMap({ UInt32($0, radix: 16) }),
              let last = range["last"]?.scalar.flatMap({ UInt32($0, radix: 16) }), first <= last else {
            throw TextMetricsError(path: path, message: "`script-tables` needs `first` and `last` code points in hexadecimal, first ≤ last")
        }
        return first...last
    }

    /// The family tables (`<family>.tsv`) and kerning tables (`<family>-kerning.tsv`, where there is
    /// one) of `directory`: each file's family, name and table, taken from `image` when it holds the
    /// file's name with the hash of its bytes, else parsed. `hashing`: hash each file's bytes (else
    /// its `hash` is 0 and nothing is taken from `image`).
    static func familyTables(directory: String, image: MetricImage.Contents?, hashing: Bool)
        throws(TextMetricsError) -> [(family: String, name: String, hash: UInt64, table: MetricImage.Table)] {
        var out: [(family: String, name: String, hash: UInt64, table: MetricImage.Table)] = []
        for family in familyFiles {
            let advances = try table(directory + "/" + family + ".tsv")
            // The header names the weight columns (`codepoint light regular bold …`); other columns are ignored.
            let weights = try advances.weightColumns()
            let name = family + ".tsv"
            let hash = hashing ? MetricImage.hash(advances.bytes) : 0
            if hashing, let stored = image?[name], stored.hash == hash, case .family = stored.table {
                out.append((family, name, hash, stored.table))
            } else {
                out.append((family, name, hash, .family(try AdvanceTable.tables(advances, weights: weights))))
            }
            let kernName = family + "-kerning.tsv"
            let kernPath = directory + "/" + kernName
            if FileManager.default.fileExists(atPath: kernPath) {
                let kerning = try table(kernPath)
                let hash = hashing ? MetricImage.hash(kerning.bytes) : 0
                if hashing, let stored = image?[kernName], stored.hash == hash, case .kerning = stored.table {
                    out.append((family, kernName, hash, stored.table))
                } else {
                    out.append((family, kernName, hash, .kerning(try KernTable.tables(kerning, weights: weights.map(\.1)))))
                }
            }
        }
        return out
    }

    private static func read(_ path: String) throws(TextMetricsError) -> [UInt8] {
        guard case .success(let bytes) = FileBytes.read(path, limit: RegularFile.maxSize) else {
            throw TextMetricsError(path: path, message: "metric table not found (run Scripts/gen-metrics.py?)")
        }
        return bytes
    }

    /// A TSV table, read from its bytes (`TSVTable`).
    static func table(_ path: String) throws(TextMetricsError) -> TSVTable {
        TSVTable(path: path, bytes: try read(path))
    }
}
