import CardlintTestSupport
import Foundation
import Testing

/// `--fix` writes only the card it was asked to fix, through a temporary file it creates itself:
/// never through a link, never a read-only file or folder, never past the size limit; and
/// `--fix-dry-run` refuses and reads exactly what `--fix` would (issue #25 items 1–2).
@Suite struct FixSafetyTests {
    /// A card `--fix` changes (the type's letter case: a safe fix).
    static let fixable = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "textblock", "text": "Hi", "wrap": true}]}"# + "\n"
    static let fixed = fixable.replacingOccurrences(of: "\"textblock\"", with: "\"TextBlock\"")

    /// A project (a git root) holding `cards/`, and a folder outside it; both removed by `cleanUp`.
    struct Project {
        let root: String, outside: String
        var cards: String { root + "/cards" }
        init() throws {
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-fixsafe-\(UUID().uuidString)").path
            root = base + "/project"; outside = base + "/outside"
            for d in [root + "/.git", root + "/cards", outside] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
        }
        func write(_ path: String, _ text: String) throws { try text.write(toFile: path, atomically: false, encoding: .utf8) }
        func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
        func link(_ path: String, to target: String) throws { try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target) }
        func isLink(_ path: String) -> Bool { (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil }
        func mode(_ path: String) -> mode_t { var s = stat(); return lstat(path, &s) == 0 ? s.st_mode & 0o7777 : 0 }
        func run(_ args: [String]) throws -> CLIRunner.Result { try CLIRunner.run(args, in: root, stdin: nil) }
        /// Names in `cards/` left by a write (`.cardlint-fix-*`).
        var leftovers: [String] { ((try? FileManager.default.contentsOfDirectory(atPath: cards)) ?? []).filter { $0.hasPrefix(".cardlint-fix") } }
        func cleanUp() {
            chmod(cards, 0o755)
            try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent)
        }
    }

    /// The attack of issue #25: the old fixed temporary name committed as a link to a file outside
    /// the checkout. The write must land on the card only, and the link stay a link.
    @Test func aCommittedLinkCannotRedirectTheWrite() throws {
        let p = try Project()
        defer { p.cleanUp() }
        try p.write(p.cards + "/a.json", Self.fixable)
        try p.write(p.outside + "/victim.txt", "precious\n")
        try p.link(p.cards + "/.a.json.cardlint-fix", to: p.outside + "/victim.txt")
        let r = try p.run(["lint", "cards", "--fix"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("cardlint: fixed 1 problem in cards/a.json"), "\(r.stderr)")
        #expect(p.read(p.outside + "/victim.txt") == "precious\n")
        #expect(p.read(p.cards + "/a.json") == Self.fixed)
        #expect(!p.isLink(p.cards + "/a.json"))
        #expect(p.isLink(p.cards + "/.a.json.cardlint-fix"))
        #expect(p.leftovers.isEmpty, "no temporary file is left: \(p.leftovers)")
    }

    /// The card keeps its mode (0640 stays 0640, not the temporary file's 0600 nor a umask's 0644).
    @Test func theCardKeepsItsMode() throws {
        let p = try Project()
        defer { p.cleanUp() }
        let card = p.cards + "/a.json"
        try p.write(card, Self.fixable)
        #expect(chmod(card, 0o640) == 0)
        let r = try p.run(["lint", "cards/a.json", "--fix"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(p.read(card) == Self.fixed)
        #expect(p.mode(card) == 0o640)
        #expect(p.leftovers.isEmpty)
    }

    /// A card that is itself a link is read through it but never replaced by a copy.
    @Test func aCardThatIsALinkIsNotReplaced() throws {
        let p = try Project()
        defer { p.cleanUp() }
        try FileManager.default.createDirectory(atPath: p.cards + "/sub", withIntermediateDirectories: true)
        try p.write(p.cards + "/sub/real.json", Self.fixable)
        try p.link(p.cards + "/link.json", to: "sub/real.json")
        for args in [["lint", "cards", "--fix"], ["lint", "cards/link.json", "--fix"], ["lint", "cards/link.json", "--fix-dry-run"]] {
            let r = try p.run(args)
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(r.stderr.contains("cardlint: error: cannot fix cards/link.json: it is a symbolic link; --fix does not replace a link with a copy"), "\(args): \(r.stderr)")
            #expect(r.stdout.contains("@@") == false, "no diff for a file --fix would not write")
            #expect(p.isLink(p.cards + "/link.json"))
            #expect(p.read(p.cards + "/sub/real.json") == Self.fixable)
        }
    }

    /// Links out of the tree: neither read (the dry run printed the outside file) nor written.
    @Test func linksOutOfTheTreeAreNeitherReadNorWritten() throws {
        let p = try Project()
        defer { p.cleanUp() }
        try p.write(p.cards + "/a.json", Self.fixable.replacingOccurrences(of: "textblock", with: "TextBlock"))
        let secret = Self.fixable.replacingOccurrences(of: "Hi", with: "TOP-SECRET")
        try p.write(p.outside + "/secret.json", secret)
        try p.link(p.cards + "/out.json", to: p.outside + "/secret.json")
        let dry = try p.run(["lint", "cards", "--fix-dry-run"])
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(!dry.stdout.contains("TOP-SECRET") && !dry.stderr.contains("TOP-SECRET"), "\(dry.stdout)")
        let fix = try p.run(["lint", "cards", "--fix"])
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stdout == "✔ No problems in 1 file; 1 file skipped (link out of the tree)\n", "\(fix.stdout)")
        #expect(p.read(p.outside + "/secret.json") == secret)
        #expect(p.isLink(p.cards + "/out.json"))
        for flag in ["--fix", "--fix-dry-run"] {
            let named = try p.run(["lint", "cards/out.json", flag])
            #expect(named.status == 2 && named.stderr.contains("is a symbolic link to a file outside the project"), "\(named.stderr)")
            #expect(!named.stdout.contains("TOP-SECRET"))
        }
        #expect(p.read(p.outside + "/secret.json") == secret)
    }

    /// Read-only is judged from the mode bits too: the tests (and CI) run as root, who may write anything.
    @Test func readOnlyFilesAreRefused() throws {
        let p = try Project()
        defer { p.cleanUp() }
        let card = p.cards + "/a.json"
        try p.write(card, Self.fixable)
        #expect(chmod(card, 0o444) == 0)
        for flag in ["--fix", "--fix-dry-run"] {
            let r = try p.run(["lint", "cards", flag])
            #expect(r.status == 2, "\(flag): \(r.stderr)")
            #expect(r.stderr.contains("cardlint: error: cannot fix cards/a.json: it is read-only (mode 0444); --fix writes only files their owner may write"), "\(r.stderr)")
            #expect(p.read(card) == Self.fixable && p.mode(card) == 0o444)
        }
        // A read-only card with nothing to fix is no error.
        try FileManager.default.removeItem(atPath: card)
        try p.write(card, Self.fixed)
        #expect(chmod(card, 0o444) == 0)
        #expect(try p.run(["lint", "cards", "--fix"]).status == 0)
    }

    @Test func readOnlyFoldersAreRefusedWithoutAFoundationError() throws {
        let p = try Project()
        defer { p.cleanUp() }
        try p.write(p.cards + "/a.json", Self.fixable)
        #expect(chmod(p.cards, 0o555) == 0)
        let r = try p.run(["lint", "cards", "--fix"])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("cardlint: error: cannot fix cards/a.json: its folder cards is read-only (mode 0555)"), "\(r.stderr)")
        #expect(!r.stderr.contains("Error Domain") && !r.stderr.contains("NSCocoaErrorDomain"))
        #expect(r.stdout.contains("cards/a.json:1:"), "the rest of the run still reports: \(r.stdout)")
        #expect(p.read(p.cards + "/a.json") == Self.fixable)
        #expect(p.leftovers.isEmpty)
    }

    /// The size limit holds for --fix as for lint: the file is not read, let alone rewritten.
    @Test func filesPastTheSizeLimitAreNotRead() throws {
        let p = try Project()
        defer { p.cleanUp() }
        try p.write(p.cards + "/a.json", Self.fixable)
        for flag in ["--fix", "--fix-dry-run"] {
            let r = try p.run(["lint", "cards", flag, "--max-file-size", "64"])
            #expect(r.status == 2, "\(flag): \(r.stderr)")
            #expect(r.stderr.contains("cannot fix cards/a.json: it is larger than the size limit (\(Self.fixable.utf8.count) bytes; the limit is 64)"), "\(r.stderr)")
            #expect(!r.stdout.contains("@@"))
            #expect(p.read(p.cards + "/a.json") == Self.fixable)
        }
    }

    /// A CRLF card's dry-run diff is one `patch` applies, giving what `--fix` writes (every line
    /// was followed by "\ No newline at end of file").
    @Test func theDryRunDiffOfACRLFCardApplies() throws {
        let p = try Project()
        defer { p.cleanUp() }
        let crlf = "{\r\n  \"type\": \"AdaptiveCard\",\r\n  \"version\": \"1.5\",\r\n  \"body\": [\r\n    {\"type\": \"textblock\", \"text\": \"Hi\", \"wrap\": true}\r\n  ]\r\n}\r\n"
        try p.write(p.cards + "/a.json", crlf)
        let dry = try p.run(["lint", "cards/a.json", "--fix-dry-run"])
        #expect(dry.status == 1)
        #expect(!dry.stdout.contains("No newline"), "\(dry.stdout)")
        #expect(dry.stdout == "--- a/cards/a.json\n+++ b/cards/a.json\n@@ -2,6 +2,6 @@\n   \"type\": \"AdaptiveCard\",\r\n   \"version\": \"1.5\",\r\n   \"body\": [\r\n-    {\"type\": \"textblock\", \"text\": \"Hi\", \"wrap\": true}\r\n+    {\"type\": \"TextBlock\", \"text\": \"Hi\", \"wrap\": true}\r\n   ]\r\n }\r\n")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/patch") else { return }
        try dry.stdout.write(toFile: p.root + "/fix.diff", atomically: false, encoding: .utf8)
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/patch")
        patch.arguments = ["-p1", "--binary", "-i", "fix.diff"]
        patch.currentDirectoryURL = URL(fileURLWithPath: p.root)
        patch.standardOutput = FileHandle.nullDevice
        try patch.run()
        patch.waitUntilExit()
        #expect(patch.terminationStatus == 0)
        let patched = p.read(p.cards + "/a.json")
        try p.write(p.cards + "/a.json", crlf)
        #expect(try p.run(["lint", "cards/a.json", "--fix"]).status == 0)
        #expect(patched == p.read(p.cards + "/a.json"))
        #expect(patched == crlf.replacingOccurrences(of: "textblock", with: "TextBlock"))
    }

    /// The attack again, as an unprivileged user (root may write anything, which hides mistakes):
    /// run when the tests run as root and `setpriv` can drop to `nobody`.
    @Test func theAttackFailsForAnUnprivilegedUserToo() throws {
        guard geteuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else { return }
        let p = try Project()
        defer { p.cleanUp() }
        try p.write(p.cards + "/a.json", Self.fixable)
        try p.write(p.outside + "/victim.txt", "precious\n")
        #expect(chmod(p.outside + "/victim.txt", 0o666) == 0)
        try p.link(p.cards + "/.a.json.cardlint-fix", to: p.outside + "/victim.txt")
        for d in [(p.root as NSString).deletingLastPathComponent, p.root, p.cards, p.cards + "/a.json"] { #expect(chown(d, 65534, 65534) == 0) }
        let nobody = ["--reuid=65534", "--regid=65534", "--clear-groups", CLIRunner.binary]
        // Only when `nobody` can reach the binary and its rules (a checkout under a private home cannot be).
        guard try CLIRunner.run(nobody + ["rules"], in: p.root, stdin: nil, executable: "/usr/bin/setpriv").status == 0 else { return }
        let r = try CLIRunner.run(nobody + ["lint", "cards", "--fix"], in: p.root, stdin: nil, executable: "/usr/bin/setpriv")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(p.read(p.outside + "/victim.txt") == "precious\n")
        #expect(p.read(p.cards + "/a.json") == Self.fixed && !p.isLink(p.cards + "/a.json"))
        // As that user, a read-only card is refused by permission as well as by its mode.
        try p.write(p.cards + "/a.json", Self.fixable)
        #expect(chmod(p.cards + "/a.json", 0o444) == 0)
        let ro = try CLIRunner.run(nobody + ["lint", "cards", "--fix"], in: p.root, stdin: nil, executable: "/usr/bin/setpriv")
        #expect(ro.status == 2 && ro.stderr.contains("it is read-only (mode 0444)"), "\(ro.stderr)")
    }
}
