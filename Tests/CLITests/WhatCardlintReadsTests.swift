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
        // Each counted as what it is: the links to /dev/zero and /proc/self/environ lead out of the tree.
        #expect(r.stdout == "✔ No problems in 1 file; 2 files skipped (link out of the tree); 1 file skipped (not a regular file)\n", "\(r.stdout)")
        let json = try CLIRunner.run(["lint", "cards", "--format", "json"], in: dir, stdin: nil)
        #expect(json.stdout.contains(#""skippedLinksOutOfTree": 2"#) && json.stdout.contains(#""skippedNotRegularFiles": 1"#)
                && json.stdout.contains(#""skippedNonCards": 0"#), "\(json.stdout)")
    }

    /// A FIFO named as template data (`--data` or `data:`) is an error, not silently left out.
    @Test func dataThatIsAFIFOIsAnError() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let named = try CLIRunner.run(["lint", "cards/a.json", "--data", "cards/fifo.json"], in: dir, stdin: nil)
        #expect(named.status == 2 && named.stderr.contains("cards/fifo.json is a named pipe (FIFO), not a regular file (--data)"), "\(named.stderr)")
        try "data: [cards/fifo.json]\n".write(toFile: dir + "/.cardlint.yml", atomically: false, encoding: .utf8)
        let config = try CLIRunner.run(["lint", "cards/a.json"], in: dir, stdin: nil)
        #expect(config.status == 2, "\(config.stderr)")
        #expect(config.stderr.contains(".cardlint.yml:1:8: error: `data` entry 'cards/fifo.json' is a named pipe (FIFO), not a regular file"), "\(config.stderr)")
    }

    /// Every file read has a size limit, checked before it is read and kept while it is read
    /// (sparse files: no disk used, whatever they claim).
    @Test func everyFileReadHasASizeLimit() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func sparse(_ name: String, _ size: Int64, start: String) {
            #expect(FileManager.default.createFile(atPath: dir + "/" + name, contents: Data(start.utf8)))
            #expect(truncate(dir + "/" + name, off_t(size)) == 0)
        }
        // A 10 MB config says why it is not read.
        sparse(".cardlint.yml", 10_000_000, start: "hosts: [teams-desktop]\n")
        let config = try CLIRunner.run(["lint", "cards/a.json"], in: dir, stdin: nil)
        #expect(config.status == 2)
        #expect(config.stderr.contains(".cardlint.yml:1:1: error: cannot read the config file: it is larger than a config file may be (10000000 bytes; the limit is 4194304 bytes, 4 MiB)"), "\(config.stderr)")
        try FileManager.default.removeItem(atPath: dir + "/.cardlint.yml")
        // A 3 GiB baseline went past 5.2 GB of memory.
        sparse("base.json", 3 << 30, start: "{")
        let baseline = try CLIRunner.run(["lint", "cards/a.json", "--baseline", "base.json"], in: dir, stdin: nil)
        #expect(baseline.status == 2)
        #expect(baseline.stderr.contains("cannot read baseline base.json: it is larger than a baseline may be (3221225472 bytes; the limit is 67108864 bytes, 64 MiB)"), "\(baseline.stderr)")
        // A card claiming 64 GiB: past the most --max-file-size may say, and refused unread below it.
        sparse("cards/huge.json", 64 << 30, start: "{")
        let raised = try CLIRunner.run(["lint", "cards/huge.json", "--max-file-size", "100GiB"], in: dir, stdin: nil)
        #expect(raised.status == 2 && raised.stderr.contains("--max-file-size is at most 1GiB (1073741824 bytes), not '100GiB'"), "\(raised.stderr)")
        let most = try CLIRunner.run(["lint", "cards/huge.json", "--max-file-size", "1GiB"], in: dir, stdin: nil)
        #expect(most.status == 1, "\(most.stderr)")
        #expect(most.stdout.hasPrefix("cards/huge.json:1:1: error [file-too-large] the file is larger than the size limit (68719476736 bytes; the limit is 1073741824)"), "\(most.stdout)")
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
