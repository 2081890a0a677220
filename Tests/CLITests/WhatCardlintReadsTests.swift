import CardlintTestSupport
import Foundation
import Testing

/// Files named on the command line that cardlint will not open say so (exit 2), and a FIFO or a
/// link to `/dev/zero` in a folder is skipped and counted: the run never blocks nor fills memory.
@Suite struct WhatCardlintReadsTests {
    static let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hi"}]}"#

    static func folder() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-reads-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/cards", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/.git", withIntermediateDirectories: true)
        try card.write(toFile: dir + "/cards/a.json", atomically: true, encoding: .utf8)
        #expect(mkfifo(dir + "/cards/fifo.json", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: dir + "/cards/zero.json", withDestinationPath: "/dev/zero")
        try FileManager.default.createSymbolicLink(atPath: dir + "/cards/env.json", withDestinationPath: "/proc/self/environ")
        return dir
    }

    @Test func namedFilesThatAreNotRegularFilesAreRefused() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try CLIRunner.run(["lint", "cards/fifo.json", "cards/zero.json", "cards/env.json", "cards/a.json"], in: dir, stdin: nil)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("cards/fifo.json is a named pipe (FIFO), not a regular file"), "\(r.stderr)")
        #expect(r.stderr.contains("cards/zero.json is a device, not a regular file"))
        #expect(r.stderr.contains("cards/env.json is a symbolic link to a file outside the project"))
        let allowed = try CLIRunner.run(["lint", "cards/a.json", "cards/env.json", "--allow-outside-paths", "--format", "json"], in: dir, stdin: nil)
        #expect(allowed.stderr.isEmpty && allowed.status == 1, "followed when allowed (environ is not JSON): \(allowed.stderr)")
    }

    @Test func namesInMessagesAreEscaped() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/x\n::error::y.json", 0o644) == 0)
        let r = try CLIRunner.run(["lint", "x\n::error::y.json"], in: dir, stdin: nil)
        #expect(r.status == 2)
        #expect(r.stderr.contains("x\\n::error::y.json is a named pipe"), "\(r.stderr)")
        #expect(!r.stderr.split(separator: "\n").contains { $0.hasPrefix("::error::") })
    }

    @Test func specialFilesInFoldersAreSkipped() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try CLIRunner.run(["lint", "cards"], in: dir, stdin: nil)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "✔ No problems in 1 file; 3 files skipped (not Adaptive Cards)\n")
    }

    @Test func sizeLimitFromTheCommandLine() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try CLIRunner.run(["lint", "cards/a.json", "--max-file-size", "64"], in: dir, stdin: nil)
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("cards/a.json:1:1: error [file-too-large] the file is larger than the size limit (89 bytes; the limit is 64)"), "\(r.stdout)")
        let bad = try CLIRunner.run(["lint", "cards/a.json", "--max-file-size", "huge"], in: dir, stdin: nil)
        #expect(bad.status == 2 && bad.stderr.contains("--max-file-size"))
    }
}
