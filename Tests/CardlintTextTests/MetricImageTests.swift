import Foundation
import Testing
@testable import CardlintText

/// The metric tables' image written when packaging (`MetricImage`): every shipped table reads back
/// exactly as parsed from its TSV, a damaged image is refused whole, and an edited file is parsed.
@Suite struct MetricImageTests {
    static let shipped = rulesDirectory + "/metrics"

    /// A copy of the shipped metrics folder in a new temporary folder, with its image when `image`.
    static func copy(image: Bool) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("metric-image-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: shipped, toPath: dir)
        try? FileManager.default.removeItem(atPath: dir + "/" + MetricImage.fileName)
        if image { try Data(try MetricImage.build(directory: dir)).write(to: URL(fileURLWithPath: dir + "/" + MetricImage.fileName)) }
        return dir
    }

    static func parsed(_ dir: String) throws -> [(family: String, name: String, hash: UInt64, table: MetricImage.Table)] {
        try MetricTables.familyTables(directory: dir, image: nil, hashing: true)
    }

    @Test func everyShippedTableRoundTrips() throws {
        let tables = try Self.parsed(Self.shipped)
        #expect(tables.map(\.name) == ["inter.tsv", "inter-kerning.tsv", "selawik.tsv"])
        let image = try #require(MetricImage.decode(try MetricImage.build(directory: Self.shipped)))
        #expect(image.count == tables.count)
        for t in tables {
            let stored = try #require(image[t.name], "\(t.name)")
            #expect(stored.hash == t.hash && stored.table == t.table, "\(t.name)")
        }
        // Equal down to each value's bits (== would take -0 for 0).
        for t in tables {
            switch (t.table, image[t.name]?.table) {
            case (.family(let a), .family(let b)?):
                for (w, table) in a {
                    #expect(table.ascii.map(\.bitPattern) == b[w]?.ascii.map(\.bitPattern))
                    #expect(table.others.mapValues(\.bitPattern) == b[w]?.others.mapValues(\.bitPattern))
                }
            case (.kerning(let a), .kerning(let b)?):
                for (w, table) in a { #expect(table.values.map(\.bitPattern) == b[w]?.values.map(\.bitPattern)) }
            default: Issue.record("\(t.name): another kind of table")
            }
        }
    }

    @Test func loadingWithTheImageGivesTheParsedTables() throws {
        let dir = try Self.copy(image: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let a = try MetricTables.load(directory: Self.shipped), b = try MetricTables.load(directory: dir)
        #expect(a.families == b.families && a.kerning == b.kerning)
    }

    /// The image's table is the one loaded while its file's bytes are those it was built from (a
    /// table changed inside the image shows), and the file's text once they are not.
    @Test func theImageServesOnlyUnchangedFiles() throws {
        let dir = try Self.copy(image: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var tables = try Self.parsed(dir)
        let i = try #require(tables.firstIndex { $0.name == "inter.tsv" })
        guard case .family(var inter) = tables[i].table else { Issue.record("inter.tsv"); return }
        inter[.regular]?.set(0x41, 9.5)
        tables[i].table = .family(inter)
        try Data(MetricImage.encode(tables.map { ($0.name, $0.hash, $0.table) })).write(to: URL(fileURLWithPath: dir + "/" + MetricImage.fileName))
        #expect(try MetricTables.load(directory: dir).families["inter"]?[.regular]?.advance(0x41) == 9.5, "taken from the image")

        // An edited file is parsed: its new value, not the image's.
        let path = dir + "/inter.tsv"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let edited = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("0041\t") ? "0041\t0.5\t0.625\t0.75\t0.875" : String($0) }.joined(separator: "\n")
        #expect(edited != text)
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        let reloaded = try MetricTables.load(directory: dir)
        #expect(reloaded.families["inter"]?[.regular]?.advance(0x41) == 0.625)
        #expect(reloaded.families["inter"]?[.extrabold]?.advance(0x41) == 0.875)
    }

    /// A truncated, damaged or foreign image is refused whole: nothing of it is used.
    @Test func aDamagedImageIsRefused() throws {
        let bytes = try MetricImage.build(directory: Self.shipped)
        #expect(MetricImage.decode(bytes) != nil)
        for damaged in [Array(bytes.dropLast()), Array(bytes.prefix(100)), [], Array("CLMI".utf8),
                        { var b = bytes; b[b.count / 2] ^= 0x01; return b }(),
                        { var b = bytes; b[4] = 9; return b }()] {
            #expect(MetricImage.decode(damaged) == nil)
        }
        let dir = try Self.copy(image: false)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var damaged = bytes
        damaged[damaged.count / 3] ^= 0x40
        try Data(damaged).write(to: URL(fileURLWithPath: dir + "/" + MetricImage.fileName))
        let a = try MetricTables.load(directory: Self.shipped), b = try MetricTables.load(directory: dir)
        #expect(a.families == b.families && a.kerning == b.kerning)
    }

    /// With an image, a broken table is still an error at its file and line.
    @Test func aBrokenFileBesideAnImageIsAnErrorAtItsLine() throws {
        let dir = try Self.copy(image: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/inter-kerning.tsv"
        var lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let k = try #require(lines.firstIndex { $0.hasPrefix("pair\t") })
        lines[k] = "pair\t0\t1\t-0.01"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            _ = try MetricTables.load(directory: dir)
        } throws: { error in "\(error)".hasPrefix("\(path):\(k + 1): error: malformed kerning row") }
    }
}
