import CardlintReading
import CardlintReport
import CardlintRules
import Foundation

/// A content-hash cache of per-file findings (`--cache DIR`, off by default).
///
/// The key hashes cardlint's version, every file under `rules/`, the governing config and
/// rule folders (as a run fingerprint), the run's settings, the file's path and bytes, and for
/// templates the bytes of their data files. Any change to any of them misses the cache, so a hit
/// is always what a fresh lint would say. Entries are small JSON files named by key.
public final class LintCache: @unchecked Sendable {
    let directory: String
    let runFingerprint: String

    public init(directory: String, resources: Resources, settings: LintSettings, configPaths: [String]) {
        self.directory = directory
        var h = Hasher64()
        h.add(CardlintVersion.current)
        h.add("entry \(Self.entryFormat)")
        for f in LintCache.files(under: resources.root) + configPaths.sorted() {
            h.add(f)
            if let d = Linter.contents(atPath: f, limit: RegularFile.maxSize) { h.add(d) }
        }
        for part in [settings.hosts, settings.viewports, settings.typeScales, settings.dataFiles] {
            h.add(part.joined(separator: ","))
        }
        h.add(String(settings.fileSizeLimit))
        runFingerprint = h.hex
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// What an entry's findings hold; raised when that changes, so entries of an earlier build (the same
    /// version) miss instead of being read in an older shape. 2: where a layout finding begins is its
    /// `onset`, no longer part of its message.
    static let entryFormat = 2

    static func files(under root: String) -> [String] {
        let e = FileManager.default.enumerator(atPath: root)
        var out: [String] = []
        while let f = e?.nextObject() as? String { out.append(root + "/" + f) }
        return out.sorted()
    }

    struct Entry: Codable {
        var findings: [Finding]
        var failed: Bool
        var skipped: Bool
        /// Why a skipped file was skipped (`SkipReason`), and the containers of a linted file's cards.
        var reason: String? = nil
        var containers: [String]? = nil
    }

    func key(path: String, bytes: [UInt8], extra: [String]) -> String {
        var h = Hasher64()
        h.add(runFingerprint); h.add(path); h.add(bytes)
        // Data files as the linter reads them (a FIFO is not opened, a huge file not read whole).
        for x in extra { h.add(x); if let d = Linter.contents(atPath: x, limit: RegularFile.maxSize) { h.add(d) } }
        return h.hex
    }

    func load(_ key: String) -> Entry? {
        guard let d = Linter.contents(atPath: directory + "/" + key + ".json", limit: RegularFile.maxSize) else { return nil }
        return try? JSONDecoder().decode(Entry.self, from: Data(d))
    }

    func store(_ key: String, _ entry: Entry) {
        guard let d = try? JSONEncoder().encode(entry) else { return }
        try? d.write(to: URL(fileURLWithPath: directory + "/" + key + ".json"), options: .atomic)
    }

    /// Lints through the cache: a hit returns the stored findings without linting.
    func lint(_ input: FileWalker.Input, with linter: Linter) -> Linter.Outcome {
        // Only regular files within the size limit are read here; the linter reports the rest.
        guard input.path != "-", !input.skip, FileKind(path: input.path) == .regular,
              let bytes = Linter.contents(atPath: input.path, limit: linter.settings.fileSizeLimit) else { return linter.lint(input) }
        let k = key(path: input.path, bytes: bytes, extra: linter.dataFiles(for: input.path))
        if let e = load(k) {
            if e.skipped { return .skippedNonCard(e.reason.flatMap(SkipReason.init(rawValue:)) ?? .noCard, path: input.path) }
            var report = FileReport(path: input.path, source: SourceFile(path: input.path, bytes: bytes), findings: e.findings, failed: e.failed)
            report.containers = e.containers ?? []
            return .report(report)
        }
        let outcome = linter.lint(path: input.path, bytes: bytes, explicit: input.reportsNonCard)
        switch outcome {
        case .skippedNonCard(let reason, _): store(k, Entry(findings: [], failed: false, skipped: true, reason: reason.rawValue))
        case .report(let r) where r.relatedSources.isEmpty:
            store(k, Entry(findings: r.findings, failed: r.failed, skipped: false, containers: r.containers))
        case .skipped: break
        case .report: break  // findings with related data files: not cached (the report needs those sources)
        }
        return outcome
    }
}

/// FNV-1a 64 (`FNV1a`) over fields, each ended by a 0xFF byte (which UTF-8 never contains).
struct Hasher64 {
    private var fnv = FNV1a()
    var value: UInt64 { fnv.value }
    mutating func add(_ bytes: [UInt8]) {
        fnv.add(bytes)
        fnv.add(0xFF)
    }
    mutating func add(_ s: String) { add(Array(s.utf8)) }
    var hex: String { String(value, radix: 16) }
}
