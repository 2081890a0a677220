import CardlintTestSupport
import Foundation
import Testing

/// A baseline keeps matching when an element is added at the top of a card and when cardlint runs
/// from another working directory of the same repository (before fingerprints named nodes by
/// identity and paths from the repository root, this card re-opened 4 of its 6 findings after the
/// insertion, and 7 of 7 from `cards/`).
@Suite struct BaselineStabilityTests {
    static let card = """
    {
      "type": "AdaptiveCard",
      "version": "1.5",
      "body": [
        {"type": "TextBlock", "text": "Your offer", "size": "large", "weight": "bolder"},
        {"type": "Image", "url": "https://example.com/offer.png"},
        {"type": "Image", "url": "https://example.com/logo.png"},
        {"type": "Input.Text", "id": "comment", "placeholder": "Comment"},
        {"type": "TextBlok", "text": "typo"},
        {"type": "Container", "items": [{"type": "Image", "url": "https://example.com/inner.png"}]}
      ],
      "actions": [{"type": "Action.OpenUrl", "title": "Click here", "url": "https://example.com"}]
    }
    """

    func repo() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("baseline-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: dir + "/cards", withIntermediateDirectories: true)
        try Self.card.write(toFile: dir + "/cards/offer.json", atomically: true, encoding: .utf8)
        let written = try CLIRunner.run(["lint", "cards/offer.json", "--write-baseline", "base.json"], in: dir, stdin: nil)
        #expect(written.status == 1)
        #expect(written.stdout.contains("7 problems"), "\(written.stdout)")
        return dir
    }

    @Test func anElementAddedAtTheTopReopensNothing() throws {
        let dir = try repo()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let edited = Self.card.replacingOccurrences(of: "  \"body\": [\n", with: "  \"body\": [\n    {\"type\": \"TextBlock\", \"text\": \"New first line\", \"wrap\": true},\n")
        #expect(edited != Self.card)
        try edited.write(toFile: dir + "/cards/offer.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["lint", "cards/offer.json", "--baseline", "base.json"], in: dir, stdin: nil)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("No problems in 1 file; 6 suppressed by baseline"), "\(r.stdout)")
        // A really new finding is still reported.
        let withNew = edited.replacingOccurrences(of: "\"actions\": [", with: "\"actions\": [{\"type\": \"Action.Submit\", \"title\": \"Click here\"}, ")
        try withNew.write(toFile: dir + "/cards/offer.json", atomically: true, encoding: .utf8)
        let n = try CLIRunner.run(["lint", "cards/offer.json", "--baseline", "base.json"], in: dir, stdin: nil)
        #expect(n.status == 0 || n.status == 1)
        #expect(n.stdout.contains("action-title-not-descriptive"), "\(n.stdout)")
    }

    @Test func theSARIFKeepsBaselinedFindingsSuppressed() throws {
        let dir = try repo()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try CLIRunner.run(["lint", "cards/offer.json", "--baseline", "base.json", "--format", "sarif"], in: dir, stdin: nil)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.components(separatedBy: "\"baselineState\": \"unchanged\"").count - 1 == 7)
        #expect(r.stdout.components(separatedBy: "\"kind\": \"external\"").count - 1 == 7)
        #expect(!r.stdout.contains("\"baselineState\": \"new\""))
        let json = try CLIRunner.run(["lint", "cards/offer.json", "--baseline", "base.json", "--format", "json"], in: dir, stdin: nil)
        #expect(json.stdout.contains("\"findings\": []"))
        // `--baseline` naming the file `--write-baseline` writes: everything is baselined, and stays in the SARIF.
        let same = try CLIRunner.run(["lint", "cards/offer.json", "--baseline", "base.json", "--write-baseline", "base.json", "--format", "sarif"],
                                     in: dir, stdin: nil)
        #expect(same.stdout.components(separatedBy: "\"baselineState\": \"unchanged\"").count - 1 == 7)
    }

    @Test(arguments: ["cards", "."])
    func anotherWorkingDirectoryReopensNothing(_ sub: String) throws {
        let dir = try repo()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = sub == "cards" ? "offer.json" : "./cards/offer.json"
        let base = sub == "cards" ? "../base.json" : dir + "/base.json"
        let r = try CLIRunner.run(["lint", path, "--baseline", base], in: dir + "/" + sub, stdin: nil)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("No problems in 1 file; 7 suppressed by baseline"), "\(r.stdout)")
        // Absolute paths name the same file.
        let abs = try CLIRunner.run(["lint", dir + "/cards/offer.json", "--baseline", dir + "/base.json"], in: "/", stdin: nil)
        #expect(abs.stdout.contains("7 suppressed by baseline"), "\(abs.stdout)")
    }
}
