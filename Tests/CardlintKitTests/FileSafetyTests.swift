@testable import CardlintKit
import CardlintRules
import CardlintTestSupport
import Foundation
import Testing

/// What cardlint reads: regular files only (a FIFO blocks, `/dev/zero` never ends), each real file
/// and folder once however many links lead to it, no link out of the tree linted, and nothing
/// larger than the size limit.
@Suite struct FileSafetyTests {
    static let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Hi"}]}"#

    static func tree(_ files: [String: String] = ["sub/a.json": card]) throws -> String {
        let dir = try ConfigTests.project(files)
        return PathContainment.real(dir) ?? dir
    }

    static func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    }

    static func relative(_ walk: FileWalker.Walk, _ dir: String) -> [String] {
        walk.map { String($0.path.dropFirst(dir.count + 1)) + ($0.skip ? " (skip)" : "") }
    }

    @Test func specialFilesInFoldersAreSkippedNotOpened() throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/sub/fifo.json", 0o644) == 0)
        try Self.link(dir + "/sub/zero.json", to: "/dev/zero")
        // (#require: without the marks, linting would block on the FIFO.)
        try #require(Self.relative(FileWalker.Walk([dir]), dir) == ["sub/a.json", "sub/fifo.json (skip)", "sub/zero.json (skip)"])
        // Linting the folder finishes (a FIFO opened for reading would block for ever) and counts both
        // as skipped, each as what it is (the link to /dev/zero leads out of the tree before it is a device).
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())
        let result = try LintRunner(factory: factory).run(Array(FileWalker.Walk([dir])))
        #expect(result.files.map(\.path) == [dir + "/sub/a.json"])
        #expect(result.skippedNonCards == 0)
        #expect(result.skipped == [.notRegularFile: 1, .linkOutOfTree: 1])
    }

    @Test func namedSpecialFilesAreReportedNotOpened() throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/fifo.json", 0o644) == 0)
        try Self.link(dir + "/zero.json", to: "/dev/zero")
        let linter = try LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings())
            .linter(for: dir + "/sub/a.json")
        for (name, phrase) in [("fifo.json", "a named pipe (FIFO)"), ("zero.json", "a device")] {
            guard case .report(let r) = linter.lint(FileWalker.Input(path: dir + "/" + name, explicit: true)) else {
                Issue.record("\(name) was skipped"); continue
            }
            #expect(r.failed)
            #expect(r.findings.map(\.ruleID) == ["file-unreadable"])
            #expect(r.findings.first?.message.contains(phrase) == true, "\(r.findings)")
        }
        #expect(Linter.contents(atPath: dir + "/fifo.json") == nil, "the reader refuses a FIFO without blocking")
    }

    @Test func folderLinksAreWalkedOnce() throws {
        let dir = try Self.tree()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // Two links to the folder itself made the walk exponential; a link up reported one card 41 times.
        try Self.link(dir + "/a", to: ".")
        try Self.link(dir + "/b", to: ".")
        try Self.link(dir + "/sub/up", to: "..")
        try Self.link(dir + "/sub/again.json", to: "a.json")
        #expect(Self.relative(FileWalker.Walk([dir]), dir) == ["sub/a.json"])
        // A link to a folder inside the tree that is not otherwise reached is followed.
        let other = try Self.tree(["real/c.json": Self.card])
        defer { try? FileManager.default.removeItem(atPath: other) }
        try Self.link(other + "/alias", to: "real")
        #expect(Self.relative(FileWalker.Walk([other + "/alias"]), other) == ["alias/c.json"])
    }

    @Test func linksOutOfTheTreeAreNotFollowed() throws {
        let dir = try Self.tree()
        let outside = try Self.tree(["secret/s.json": Self.card])
        defer { for d in [dir, outside] { try? FileManager.default.removeItem(atPath: d) } }
        try Self.link(dir + "/sub/environ.json", to: "/proc/self/environ")
        try Self.link(dir + "/sub/secret.json", to: outside + "/secret/s.json")
        try Self.link(dir + "/secrets", to: outside + "/secret")
        #expect(Self.relative(FileWalker.Walk([dir]), dir) == ["sub/a.json", "sub/environ.json (skip)", "sub/secret.json (skip)"])
        // Allowed out, the secret file is still read once (through the folder link, which comes first).
        #expect(Self.relative(FileWalker.Walk([dir], allowOutside: true), dir)
            == ["secrets/s.json", "sub/a.json", "sub/environ.json"])
        #expect(PathContainment.leavesTree(explicit: dir + "/sub/environ.json"))
        #expect(!PathContainment.leavesTree(explicit: dir + "/sub/a.json"))
    }

    @Test func filesOverTheSizeLimitAreReportedAndOthersLinted() throws {
        let big = "{\"type\": \"AdaptiveCard\", \"version\": \"1.5\", \"body\": [{\"type\": \"TextBlock\", \"text\": \""
            + String(repeating: "x", count: 5000) + "\"}]}"
        let dir = try Self.tree(["a.json": Self.card, "b.json": big])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let factory = LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings(maxFileSize: 4096))
        let result = try LintRunner(factory: factory).run(Array(FileWalker.Walk([dir])))
        #expect(result.files.map { ($0.path as NSString).lastPathComponent } == ["a.json", "b.json"])
        #expect(result.files[0].findings.isEmpty && !result.files[0].failed)
        let f = result.files[1].findings
        #expect(f.map(\.ruleID) == ["file-too-large"] && f.first?.severity == .error && result.files[1].failed)
        #expect(f.first.map { result.files[1].source?.position(of: $0.range.start).description } == "1:1")
        #expect(f.first?.message.contains("5") == true && f.first?.message.contains("4096") == true)
        // Bytes handed over directly (standard input) obey the same limit; the default is 4 MiB.
        let linter = try factory.linter(for: dir + "/a.json")
        guard case .report(let r) = linter.lint(path: "<stdin>", bytes: Array(big.utf8), explicit: true) else { Issue.record(); return }
        #expect(r.findings.map(\.ruleID) == ["file-too-large"])
        #expect(LintSettings().fileSizeLimit == 4 << 20)
    }

    @Test func sizesReadAsPeopleWriteThem() {
        #expect(ByteSize.parse("4194304") == 4 << 20)
        #expect(ByteSize.parse("4 MiB") == 4 << 20)
        #expect(ByteSize.parse("512KiB") == 512 << 10)
        #expect(ByteSize.parse("2 MB") == 2_000_000)
        for bad in ["", "0", "-1", "4 parsecs", "MiB", "99999999999999999999 GiB"] { #expect(ByteSize.parse(bad) == nil, "\(bad)") }
    }

    /// `max-file-size` is at most 1 GiB (a card is held whole, with its parse): in the config, a
    /// positioned error; `fileSizeLimit` never exceeds it however the settings were made.
    @Test func theSizeLimitHasACeiling() throws {
        let dir = try Self.tree([".cardlint.yml": "max-file-size: 100GiB\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tooLarge = #expect(throws: RuleError.self) { try ConfigFile.load(path: dir + "/.cardlint.yml") }
        #expect(tooLarge?.description.contains(".cardlint.yml:1:16: error: `max-file-size` is at most 1 GiB") == true, "\(String(describing: tooLarge))")
        #expect(LintSettings(maxFileSize: 100 << 30).fileSizeLimit == 1 << 30)
    }

    /// A `data:` entry that is a FIFO was left out without a word; now the config says why.
    @Test func dataFilesInTheConfigMustBeRegularFiles() throws {
        let dir = try Self.tree([".cardlint.yml": "data:\n  - ok.data.json\n  - pipe.data.json\n", "ok.data.json": "{}", "a.json": Self.card])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func error() -> String {
            do { _ = try LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings()).linter(for: dir + "/a.json") } catch {
                return "\(error)"
            }
            return "accepted"
        }
        #expect(mkfifo(dir + "/pipe.data.json", 0o644) == 0)
        #expect(error().contains(".cardlint.yml:3:5: error: `data` entry 'pipe.data.json' is a named pipe (FIFO), not a regular file"), "\(error())")
        try FileManager.default.removeItem(atPath: dir + "/pipe.data.json")
        try FileManager.default.createDirectory(atPath: dir + "/pipe.data.json", withIntermediateDirectories: false)
        #expect(error().contains(".cardlint.yml:3:5: error: `data` entry 'pipe.data.json' is a folder, not a regular file"), "\(error())")
        try FileManager.default.removeItem(atPath: dir + "/pipe.data.json")
        #expect(error().contains(".cardlint.yml:3:5: error: no such data file: "), "\(error())")
    }

    /// A data file found next to a template that cannot be read is a finding, not a silent omission.
    @Test func anUnreadableDataFileIsAFinding() throws {
        let template = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "${k}", "wrap": true}]}"#
        let dir = try Self.tree(["card.json": template, "card.data.json": "{\"k\": \"" + String(repeating: "x", count: 5000) + "\"}"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let linter = try LinterFactory(resources: TestSupport.resources, explicitConfig: nil, settings: LintSettings(maxFileSize: 4096))
            .linter(for: dir + "/card.json")
        guard case .report(let r) = linter.lint(FileWalker.Input(path: dir + "/card.json", explicit: true)) else { Issue.record(); return }
        let f = r.findings.filter { $0.ruleID == "template-data-invalid" }
        #expect(f.map(\.message) == ["sample data \(dir)/card.data.json cannot be read: it is larger than the size limit (5009 bytes; the limit is 4096)"])
    }

    @Test func configSetsTheSizeLimit() throws {
        let dir = try Self.tree([".cardlint.yml": "max-file-size: 64 B\n", "a.json": Self.card])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(try ConfigTests.lint(dir, "a.json").map(\.ruleID) == ["file-too-large"])
        let bad = try Self.tree([".cardlint.yml": "max-file-size: lots\n"])
        defer { try? FileManager.default.removeItem(atPath: bad) }
        #expect(throws: RuleError.self) { try ConfigFile.load(path: bad + "/.cardlint.yml") }
    }
}
