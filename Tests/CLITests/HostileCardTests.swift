import CardlintReport
import CardlintTestSupport
import Foundation
import Testing

/// Cards with numbers no renderer can use (huge, negative, overflowing to infinity), deep
/// template chains and every input the fuzzer (`Scripts/fuzz.sh`) ever crashed on: each goes
/// through every report format and every `layout` format of the real binary, which must exit
/// cleanly (0 or 1) — before the fixes these died of SIGILL ("Double value cannot be converted
/// to Int") or SIGSEGV (stack overflow), and `-o` left only its `.tmp` file behind.
@Suite struct HostileCardTests {
    static func card(_ body: String, data: String? = nil) -> String {
        #"{"type": "AdaptiveCard", "version": "1.5", "#
            + (data.map { #""$data": \#($0), "# } ?? "") + #""body": [\#(body)]}"#
    }

    static let cards: [(String, String)] = [
        ("image-width-1e20px", card(#"{"type": "Image", "url": "https://x.com/a.png", "altText": "A", "width": "1e20px"}"#)),
        ("image-width-1e400px", card(#"{"type": "Image", "url": "https://x.com/a.png", "altText": "A", "width": "1e400px", "height": "1e400px"}"#)),
        ("image-width-number-1e308", card(#"{"type": "Image", "url": "https://x.com/a.png", "altText": "A", "width": 1e308, "height": -1e308}"#)),
        ("image-width-infinity", card(#"{"type": "Image", "url": "https://x.com/a.png", "altText": "A", "width": 1e400, "height": "NaNpx"}"#)),
        ("image-action-1e308px", card(#"{"type": "Image", "url": "https://x.com/a.png", "altText": "A", "width": "1e308px", "height": "-1e308px", "selectAction": {"type": "Action.OpenUrl", "title": "Open", "url": "https://x.com"}}"#)),
        ("min-height-1e300px", card(#"{"type": "Container", "minHeight": "1e300px", "items": [{"type": "TextBlock", "text": "Hi"}]}"#)),
        ("min-height-1e308", card(#"{"type": "Container", "minHeight": 1e308, "items": [{"type": "TextBlock", "text": "Hi"}]}"#)),
        ("column-widths", card(#"{"type": "ColumnSet", "columns": [{"type": "Column", "width": 1e308, "items": [{"type": "TextBlock", "text": "A"}]}, {"type": "Column", "width": 1e308, "items": [{"type": "TextBlock", "text": "B"}]}, {"type": "Column", "width": "1e20px", "minWidth": "1e300px", "items": [{"type": "TextBlock", "text": "C"}]}, {"type": "Column", "width": -1e308, "items": []}]}"#)),
        ("table-column-widths", card(#"{"type": "Table", "columns": [{"width": 1e308}, {"width": 1e308}, {"width": "1e20px"}, {"width": -1e308}], "rows": [{"type": "TableRow", "cells": [{"type": "TableCell", "items": [{"type": "TextBlock", "text": "A"}]}, {"type": "TableCell", "items": [{"type": "TextBlock", "text": "B"}]}]}]}"#)),
        ("max-lines", card(#"{"type": "TextBlock", "text": "Hello there", "wrap": true, "maxLines": 1e300}, {"type": "TextBlock", "text": "Hi", "maxLines": -1e300}"#)),
        ("template-numbers", card(#"{"type": "TextBlock", "text": "${int('1e30')} ${int(1e300)} ${formatNumber(1e300, 2)} ${formatNumber(1, 15)} ${addDays('2020-01-01', 1e300)} ${formatEpoch(1e300)} ${substring('abc', 1e300, 1e300)} ${range(0, 1e300)} ${xs[1e300]} ${div(1, 0)} ${mod(1, 0)} ${float('1e400')}"}, {"type": "Image", "url": "https://x.com/a.png", "altText": "A", "width": "${w}px"}"#, data: #"{"w": 1e300, "xs": [1]}"#)),
        ("template-plus-chain", card(#"{"type": "TextBlock", "text": "${"# + "1" + String(repeating: "+1", count: 7_000) + #"}"}"#, data: "{}")),
        ("template-member-chain", card(#"{"type": "TextBlock", "text": "${a"# + String(repeating: ".b", count: 30_000) + #"}"}"#, data: #"{"a": {}}"#)),
        ("template-index-chain", card(#"{"type": "TextBlock", "text": "${a"# + String(repeating: "[0]", count: 30_000) + #"}"}"#, data: #"{"a": []}"#)),
        ("template-unary-chains", card(#"{"type": "TextBlock", "text": "${"# + String(repeating: "!", count: 30_000) + #"a} ${"# + String(repeating: "-", count: 30_000) + #"1}"}"#, data: "{}")),
        ("deep-containers", card(String(repeating: #"{"type": "Container", "items": ["#, count: 120) + #"{"type": "TextBlock", "text": "deep"}"# + String(repeating: "]}", count: 120))),
        ("deep-containers-5000", card(String(repeating: #"{"type": "Container", "items": ["#, count: 5_000) + #"{"type": "TextBlock", "text": "deep"}"# + String(repeating: "]}", count: 5_000))),
    ]

    /// Files the fuzzer crashed on once (Fuzz/Regressions), each kept as a regression test.
    static let regressions: [String] = {
        let dir = TestSupport.repoRoot + "/Fuzz/Regressions"
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }()

    static func run(_ name: String, bytes: Data) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try bytes.write(to: URL(fileURLWithPath: dir + "/card.json"))
        for format in ReportFormats.all.map(\.identifier) {
            let r = try CLIRunner.run(["lint", "card.json", "--format", format, "-o", "out." + format], in: dir, stdin: nil)
            #expect(r.status == 0 || r.status == 1, "\(name) --format \(format): exit \(r.status); \(r.stderr.prefix(300))")
            let left = try FileManager.default.contentsOfDirectory(atPath: dir)
            #expect(left.contains("out." + format) && !left.contains { $0.hasSuffix(".tmp") }, "\(name) \(format): \(left)")
        }
        for format in ["text", "json", "svg"] {
            let r = try CLIRunner.run(["layout", "card.json", "--viewport", "default", "--format", format], in: dir, stdin: nil)
            // 2: not a card (a regression file may be any bytes); never a signal.
            #expect([0, 1, 2].contains(r.status) && !r.stderr.contains("Fatal error"), "\(name) layout \(format): exit \(r.status); \(r.stderr.prefix(300))")
        }
    }

    @Test(arguments: cards.map(\.0)) func hostileCard(_ name: String) throws {
        let text = try #require(Self.cards.first { $0.0 == name }).1
        try Self.run(name, bytes: Data(text.utf8))
    }

    @Test(arguments: regressions) func fuzzRegression(_ file: String) throws {
        try Self.run(file, bytes: try Data(contentsOf: URL(fileURLWithPath: TestSupport.repoRoot + "/Fuzz/Regressions/" + file)))
    }

    /// Huge sizes are findings of the conformance rules, with the value in the message.
    @Test func hugeSizesAreFindings() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Self.card(#"{"type": "Image", "url": "https://x.com/a.png", "altText": "A", "width": "1e20px"}, {"type": "Container", "minHeight": "1e300px", "items": []}"#)
            .write(toFile: dir + "/card.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["lint", "card.json"], in: dir, stdin: nil)
        #expect(r.status == 1)
        #expect(r.stdout.contains(#"card.json:1:126: error [property-type] 'width' must be a pixel size of at most 1000000px, not "1e20px""#), "\(r.stdout)")
        #expect(r.stdout.contains(#"card.json:1:172: error [property-type] 'minHeight' must be a pixel size of at most 1000000px, not "1e300px""#), "\(r.stdout)")
    }

    /// A file that claims 64 GiB (sparse: no disk used) is reported as too large, not read whole.
    @Test func sparseHugeFileIsRefusedCleanly() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/huge.json"
        #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
        #expect(truncate(path, 64 << 30) == 0)
        let lint = try CLIRunner.run(["lint", "huge.json", "--format", "json", "-o", "out.json"], in: dir, stdin: nil)
        #expect(lint.status == 1, "exit \(lint.status): \(lint.stderr.prefix(300))")
        let report = try String(contentsOfFile: dir + "/out.json", encoding: .utf8)
        #expect(report.contains("larger than"), "\(report.prefix(500))")
        for command in [["layout", "huge.json"], ["effective", "huge.json", "--host", "teams-desktop"]] {
            let r = try CLIRunner.run(command, in: dir, stdin: nil)
            #expect(r.status == 2 && r.stderr.contains("larger than"), "\(command): exit \(r.status); \(r.stderr.prefix(300))")
        }
    }
}
