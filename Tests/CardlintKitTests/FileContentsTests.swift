@testable import CardlintKit
import Foundation
import Testing

/// `Linter.contents(atPath:)` reads files without `Data`: it must give what `FileManager` gives.
@Suite struct FileContentsTests {
    @Test func readsWhatFileManagerReads() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var paths = [dir.path, dir.path + "/missing.json", "/proc/self/cmdline"]
        for size in [0, 1, 4095, 4096, 70_001, 300_000] {
            let p = dir.path + "/f\(size).json"
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            try Data(bytes).write(to: URL(fileURLWithPath: p))
            paths.append(p)
        }
        let link = dir.path + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: dir.path + "/f4095.json")
        paths.append(link)
        for p in paths {
            #expect(Linter.contents(atPath: p) == FileManager.default.contents(atPath: p).map { Array($0) }, "\(p)")
        }
        #expect(Linter.contents(atPath: dir.path + "/f70001.json")?.count == 70_001)
    }

    /// At most `limit + 1` bytes are read, whatever the file claims: a 64 GiB sparse file (no disk
    /// used) aborted the run when its claimed size was allocated up front.
    @Test func readsNoMoreThanTheLimit() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let small = dir.path + "/small.json", sparse = dir.path + "/sparse.json"
        try Data((0..<100).map { UInt8($0) }).write(to: URL(fileURLWithPath: small))
        #expect(Linter.contents(atPath: small, limit: 10) == Array(0..<11))
        #expect(Linter.contents(atPath: small, limit: 100)?.count == 100)
        #expect(FileManager.default.createFile(atPath: sparse, contents: Data("{".utf8)))
        #expect(truncate(sparse, 64 << 30) == 0)
        let bytes = try #require(Linter.contents(atPath: sparse, limit: 1 << 20))
        #expect(bytes.count == (1 << 20) + 1)
        #expect(bytes.first == UInt8(ascii: "{") && bytes.last == 0)
        #expect(Linter.contents(atPath: sparse)?.count == LintSettings.defaultMaxFileSize + 1)
    }
}
