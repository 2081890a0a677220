@testable import CardlintKit
import CardlintReading
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

    /// A size claimed above the limit is refused before a byte is read: a 64 GiB sparse file (no
    /// disk used) aborted the run when its claimed size was allocated up front.
    @Test func aClaimedSizeAboveTheLimitIsRefusedUnread() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let small = dir.path + "/small.json", sparse = dir.path + "/sparse.json"
        try Data((0..<100).map { UInt8($0) }).write(to: URL(fileURLWithPath: small))
        #expect(FileBytes.read(small, limit: 10) == .failure(.tooLarge(size: 100, limit: 10)))
        #expect(FileBytes.read(small, limit: 100) == .success(Array(0..<100)))
        #expect(Linter.contents(atPath: small, limit: 99) == nil)
        #expect(FileManager.default.createFile(atPath: sparse, contents: Data("{".utf8)))
        #expect(truncate(sparse, 64 << 30) == 0)
        #expect(FileBytes.read(sparse, limit: 1 << 30) == .failure(.tooLarge(size: 64 << 30, limit: 1 << 30)))
    }

    /// Bytes are read as they arrive, never by what `stat` claims: a `/proc` file claims 0 bytes and
    /// holds more; a stream gives what it gives, cut off one byte past the limit.
    @Test func readsWhatArrivesUpToTheLimit() throws {
        var info = stat()
        #expect(stat("/proc/self/status", &info) == 0 && info.st_size == 0)
        let status = try FileBytes.read("/proc/self/status", limit: 1 << 20).get()
        #expect(String(decoding: status, as: UTF8.self).hasPrefix("Name:"))
        for (sent, limit) in [(300_000, 1_000_000), (300_000, 100_000), (100_000, 100_000)] {
            let pipe = Pipe()
            let writer = pipe.fileHandleForWriting
            DispatchQueue.global().async { writer.write(Data(repeating: 7, count: sent)); try? writer.close() }
            let read = FileBytes.readStream(pipe.fileHandleForReading.fileDescriptor, limit: limit)
            _ = pipe.fileHandleForReading.readDataToEndOfFile()  // what was not read, so the writer ends (no SIGPIPE)
            #expect(read == (sent <= limit ? .success([UInt8](repeating: 7, count: sent)) : .failure(.tooLarge(size: nil, limit: limit))))
        }
    }

    /// A claimed size only sizes the read buffer: a file that holds more than it claimed (it grew
    /// after `stat`) is read whole, and the limit still holds.
    @Test func aClaimedSizeOnlySizesTheBuffer() throws {
        for (sent, claimed, limit) in [(5_000, 10, 1_000_000), (5_000, 10, 4_999), (5_000, 5_000, 5_000), (70_000, 60_000, 1_000_000)] {
            let pipe = Pipe()
            let writer = pipe.fileHandleForWriting
            DispatchQueue.global().async { writer.write(Data(repeating: 3, count: sent)); try? writer.close() }
            let read = FileBytes.readStream(pipe.fileHandleForReading.fileDescriptor, limit: limit, claimed: claimed)
            _ = pipe.fileHandleForReading.readDataToEndOfFile()
            #expect(read == (sent <= limit ? .success([UInt8](repeating: 3, count: sent)) : .failure(.tooLarge(size: nil, limit: limit))))
        }
    }

    /// What is not a regular file is refused, each for what it is, without blocking on a FIFO.
    @Test func refusesWhatIsNotARegularFile() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-contents-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        try "{}".write(toFile: dir + "/f.json", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "f.json")
        #expect(FileBytes.read(dir + "/fifo", limit: 10) == .failure(.notRegular(.fifo)))
        #expect(FileBytes.read(dir, limit: 10) == .failure(.notRegular(.folder)))
        #expect(FileBytes.read("/dev/zero", limit: 10) == .failure(.notRegular(.device)))
        #expect(FileBytes.read(dir + "/missing", limit: 10) == .failure(.missing))
        #expect(FileBytes.read(dir + "/link.json", limit: 10) == .success(Array("{}".utf8)))
        #expect(FileBytes.read(dir + "/link.json", limit: 10, followLinks: false) == .failure(.symbolicLink))
        #expect("\(FileBytes.Failure.tooLarge(size: 100, limit: 10))" == "it is larger than the size limit (100 bytes; the limit is 10)")
    }
}
