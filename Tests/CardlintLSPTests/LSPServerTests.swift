@testable import CardlintLSP
import CardlintKit
import CardlintTestSupport
import Foundation
import Testing

@Suite struct LSPServerTests {
    static let uri = "file:///tmp/cardlint-lsp-test/welcome.json"

    @Test func lifecycleExitsZeroAfterShutdown() throws {
        let client = LSPClient()
        let exit = client.start()
        let result = try client.initialize()
        #expect(result[path: "capabilities.positionEncoding"] as? String == "utf-16")
        #expect(result[path: "capabilities.textDocumentSync.change"] as? Int == 2)
        #expect(result[path: "capabilities.hoverProvider"] as? Bool == true)
        try client.shutdownAndExit()
        #expect(exit.wait() == 0)
    }

    @Test func exitWithoutShutdownIsOne() throws {
        let client = LSPClient()
        let exit = client.start()
        _ = try client.initialize()
        client.notify("exit")
        #expect(exit.wait() == 1)
    }

    @Test func negotiatesUTF8WhenOffered() throws {
        let client = LSPClient()
        _ = client.start()
        let result = try client.initialize(["general": ["positionEncodings": ["utf-8", "utf-16"]]])
        #expect(result[path: "capabilities.positionEncoding"] as? String == "utf-8")
        try client.shutdownAndExit()
    }

    /// LSP 3.17: a request before `initialize` gets -32002 (ServerNotInitialized), a notification
    /// is dropped (a document opened then is never linted), and a second `initialize` is refused.
    @Test func nothingIsServedBeforeInitializeAndInitializeIsSentOnce() throws {
        let client = LSPClient()
        let exit = client.start()
        client.open("file:///tmp/cardlint-lsp-test/early.json", Self.card)
        let early = client.request("textDocument/hover", ["textDocument": ["uri": "file:///tmp/cardlint-lsp-test/early.json"],
                                                          "position": ["line": 0, "character": 3]])
        let refused = try client.response(to: early)
        #expect(refused.response[path: "error.code"] as? Int == -32002)
        #expect(refused.before.isEmpty, "nothing else is sent: \(refused.before)")
        let shutdownEarly = client.request("shutdown")
        #expect(try client.response(to: shutdownEarly).response[path: "error.code"] as? Int == -32002)
        _ = try client.initialize()
        let again = client.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [:]])
        let second = try client.response(to: again)
        #expect(second.response[path: "error.code"] as? Int == -32600)
        #expect(second.response["result"] == nil)
        // The document opened before `initialize` was dropped: only the one opened now is linted.
        client.open(Self.uri, Self.card)
        var seen: [String] = []
        while true {
            let m = try client.receive()
            guard m["method"] as? String == "textDocument/publishDiagnostics", let uri = m[path: "params.uri"] as? String else { continue }
            seen.append(uri)
            if uri == Self.uri { break }
        }
        #expect(seen == [Self.uri])
        try client.shutdownAndExit()
        #expect(exit.wait() == 0)
    }

    @Test func survivesBadRequests() throws {
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        client.toServer.fileHandleForWriting.write(Data("Content-Length: 5\r\n\r\n{oops".utf8))
        let parseError = try client.receive()
        #expect(parseError[path: "error.code"] as? Int == -32700)
        let id = client.request("textDocument/unheardOf")
        #expect(try client.response(to: id).response[path: "error.code"] as? Int == -32601)
        let hover = client.request("textDocument/hover", ["position": ["line": 0, "character": 0]])
        #expect(try client.response(to: hover).response[path: "error.code"] as? Int == -32602)
        try client.shutdownAndExit()
    }

    /// Emoji (two UTF-16 units, four UTF-8 bytes) and accents before the finding on its line.
    static let card = """
    {"type": "AdaptiveCard", "version": "1.5", "body": [
      {"type": "TextBlock", "text": "Café 😀 ünïcode", "wrap": true}, {"type": "Image", "url": "https://example.com/a.png", "alttext": "Logo"}
    ]}
    """

    @Test func diagnosticsUseUTF16Columns() throws {
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        client.open(Self.uri, Self.card, version: 7)
        let (version, items) = try client.diagnostics(for: Self.uri)
        #expect(version == 7)
        let unknown = try #require(items.first { $0["code"] as? String == "unknown-property" })
        let line = Self.card.split(separator: "\n", omittingEmptySubsequences: false)[1]
        let before = line[..<line.range(of: "\"alttext\"")!.lowerBound]
        #expect(unknown[path: "range.start.line"] as? Int == 1)
        #expect(unknown[path: "range.start.character"] as? Int == before.utf16.count)
        #expect(unknown[path: "range.end.character"] as? Int == before.utf16.count + 9)
        #expect(unknown["severity"] as? Int == 2)
        #expect(unknown["source"] as? String == "cardlint")
        #expect((unknown[path: "codeDescription.href"] as? String)?.contains("unknown-property") == true)
        try client.shutdownAndExit()
    }

    /// The editor shows a layout finding as the text report does: the message, then where it begins.
    @Test func layoutDiagnosticsSayWhereTheyBegin() throws {
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        client.open(Self.uri, #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Approved by Megan Bowen, Chief Financial Officer, on behalf of the whole finance team"}]}"#)
        let clipped = try client.diagnostics(for: Self.uri).items.filter { ($0["code"] as? String)?.hasPrefix("text-clipped") == true }
        #expect(!clipped.isEmpty)
        for d in clipped {
            let message = try #require(d["message"] as? String)
            #expect(message.range(of: #" — (from|up to|at) [^\n]* on "#, options: .regularExpression) != nil, "\(message)")
        }
        try client.shutdownAndExit()
    }

    @Test func incrementalChangesRelintAndCloseClears() throws {
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        client.open(Self.uri, Self.card)
        #expect(try client.diagnostics(for: Self.uri).items.contains { $0["code"] as? String == "unknown-property" })
        // Fix the misspelling with an incremental edit: "alttext" → "altText" (replace the "t" at index 3).
        let line = Self.card.split(separator: "\n", omittingEmptySubsequences: false)[1]
        let start = line[..<line.range(of: "\"alttext\"")!.lowerBound].utf16.count + 4
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": Self.uri, "version": 2],
            "contentChanges": [["range": ["start": ["line": 1, "character": start], "end": ["line": 1, "character": start + 1]], "text": "T"]],
        ])
        let after = try client.diagnostics(for: Self.uri)
        #expect(after.version == 2)
        #expect(!after.items.contains { $0["code"] as? String == "unknown-property" })
        client.notify("textDocument/didClose", ["textDocument": ["uri": Self.uri]])
        #expect(try client.diagnostics(for: Self.uri).items.isEmpty)
        try client.shutdownAndExit()
    }

    @Test func fullSyncAndNonCardsAreQuiet() throws {
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        let other = "file:///tmp/cardlint-lsp-test/package.json"
        client.open(other, #"{"name": "x", "version": "1.0.0"}"#)
        #expect(try client.diagnostics(for: other).items.isEmpty)
        client.notify("textDocument/didChange", ["textDocument": ["uri": other, "version": 2], "contentChanges": [["text": Self.card]]])
        #expect(try client.diagnostics(for: other).items.contains { $0["code"] as? String == "unknown-property" })
        try client.shutdownAndExit()
    }

    /// The editor attaches to cards only, by content: tsconfig.json with comments and trailing
    /// commas gets no diagnostics; a webhook payload holding a card as a JSON string gets them at
    /// the escaped text's place.
    @Test func otherJSONIsQuietAndContainersArePositioned() throws {
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        let tsconfig = "file:///tmp/cardlint-lsp-test/tsconfig.json"
        client.open(tsconfig, "{\n  // comment\n  \"compilerOptions\": {\"strict\": true,},\n}\n")
        #expect(try client.diagnostics(for: tsconfig).items.isEmpty)
        let webhook = "file:///tmp/cardlint-lsp-test/webhook.json"
        let text = #"{"type": "message", "attachments": [{"contentType": "application/vnd.microsoft.card.adaptive", "content":"#
            + "\n" + #"  "{\"type\": \"AdaptiveCard\", \"version\": \"1.5\", \"body\": [{\"type\": \"TextBlock\", \"text\": \"Café\"},\n {\"type\": \"Image\", \"url\": \"https://example.com/a.png\"}]}"}]}"#
        client.open(webhook, text)
        let image = try #require(try client.diagnostics(for: webhook).items.first { $0["code"] as? String == "image-missing-alt-text" })
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[1]
        let before = line[..<line.range(of: #"{\"type\": \"Image"#)!.lowerBound]
        #expect(image[path: "range.start.line"] as? Int == 1)
        #expect(image[path: "range.start.character"] as? Int == before.utf16.count)
        try client.shutdownAndExit()
    }

    @Test func hoverExplainsPropertiesTypesAndFindings() throws {
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        client.open(Self.uri, Self.card)
        _ = try client.diagnostics(for: Self.uri)
        func hover(_ needle: String, plus: Int = 2) throws -> String {
            let line = Self.card.split(separator: "\n", omittingEmptySubsequences: false)[1]
            let character = line[..<line.range(of: needle)!.lowerBound].utf16.count + plus
            let id = client.request("textDocument/hover", ["textDocument": ["uri": Self.uri], "position": ["line": 1, "character": character]])
            return try client.response(to: id).response[path: "result.contents.value"] as? String ?? ""
        }
        #expect(try hover("\"url\"").contains("**Image.url**"))
        #expect(try hover("\"Image\"").contains("**Image**"))
        #expect(try hover("\"Image\"").contains("Rendered by:"))
        // The key `type` is every element's, not an unknown property (#29).
        let typeKey = try hover("\"type\"")
        #expect(typeKey.contains("the element's type, `TextBlock`") && !typeKey.contains("is not a property"), "\(typeKey)")
        let misspelt = try hover("\"alttext\"")
        #expect(misspelt.contains("did you mean 'altText'"))
        #expect(misspelt.contains("**unknown-property**"))
        try client.shutdownAndExit()
    }

    @Test func quickFixRenamesMisspeltProperty() throws {
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        client.open(Self.uri, Self.card)
        _ = try client.diagnostics(for: Self.uri)
        let id = client.request("textDocument/codeAction", [
            "textDocument": ["uri": Self.uri],
            "range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 200]],
            "context": ["diagnostics": []],
        ])
        let actions = try client.response(to: id).response["result"] as? [[String: Any]] ?? []
        let rename = try #require(actions.first { ($0["title"] as? String)?.hasPrefix("Rename to 'altText'") == true })
        #expect(rename["isPreferred"] as? Bool == true)
        let edits = try #require(rename[path: "edit.changes"] as? [String: Any])[Self.uri] as? [[String: Any]]
        #expect(edits?.first?["newText"] as? String == "\"altText\"")
        #expect(actions.contains { $0["kind"] as? String == "source.fixAll.cardlint" })
        try client.shutdownAndExit()
    }

    @Test func configChangesAreHonoured() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let config = dir.appendingPathComponent(".cardlint.yml")
        try "rules:\n  unknown-property: off\n".write(to: config, atomically: true, encoding: .utf8)
        let uri = dir.appendingPathComponent("card.json").absoluteString
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        client.open(uri, Self.card)
        #expect(try !client.diagnostics(for: uri).items.contains { $0["code"] as? String == "unknown-property" })
        try "rules:\n  unknown-property: error\n".write(to: config, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": config.absoluteString, "type": 2]]])
        let after = try client.diagnostics(for: uri).items.first { $0["code"] as? String == "unknown-property" }
        #expect(after?["severity"] as? Int == 1)
        try client.shutdownAndExit()
    }

    /// A host config file the editor first reads for a card's inferred audience that is not JSON is
    /// shown as an error message, once (the command line fails the run on it): before, the host's
    /// theme and layout checks were left out in silence.
    @Test func aBrokenAudienceHostConfigIsShownOnce() throws {
        let root = try TestSupport.rulesWithBrokenHostConfig("outlook-light.json")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let client = LSPClient(resources: try Resources(root: root))
        _ = client.start()
        _ = try client.initialize()
        // `targetWidth` makes Outlook part of the card's audience: its broken file is read.
        let card = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "Deploy finished", "targetWidth": "wide"}]}"#
        var messages: [[String: Any]] = []
        func untilDiagnostics(version: Int) throws {
            while true {
                let m = try client.receive()
                messages.append(m)
                if m["method"] as? String == "textDocument/publishDiagnostics", m[path: "params.version"] as? Int == version { return }
            }
        }
        client.open(Self.uri, card)
        try untilDiagnostics(version: 1)
        client.notify("textDocument/didChange", ["textDocument": ["uri": Self.uri, "version": 2], "contentChanges": [["text": card + " "]]])
        try untilDiagnostics(version: 2)
        messages += try client.response(to: client.request("shutdown")).before
        client.notify("exit")
        let shown = messages.filter { $0["method"] as? String == "window/showMessage" }
        #expect(shown.count == 1, "\(shown)")
        #expect(shown.first?[path: "params.type"] as? Int == 1)
        let text = shown.first?[path: "params.message"] as? String ?? ""
        #expect(text.hasPrefix("cardlint: " + root + "/hostconfigs/outlook-light.json: error: 2:"), "\(text)")
    }

    @Test func dataFileChangesRelintTheirTemplates() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cardlint-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let template = #"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "$data": "${items}", "text": "${name}", "wrap": true, "size": "${size}"}]}"#
        let data = dir.appendingPathComponent("card.data.json")
        try #"{"items": [{"name": "Ann", "size": "large"}]}"#.write(to: data, atomically: true, encoding: .utf8)
        let uri = dir.appendingPathComponent("card.json").absoluteString
        let client = LSPClient()
        _ = client.start()
        _ = try client.initialize()
        client.open(uri, template)
        #expect(try !client.diagnostics(for: uri).items.contains { $0["code"] as? String == "invalid-enum-value" })
        try #"{"items": [{"name": "Ann", "size": "huge"}]}"#.write(to: data, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": data.absoluteString, "type": 2]]])
        let after = try client.diagnostics(for: uri).items
        let invalid = try #require(after.first { $0["code"] as? String == "invalid-enum-value" })
        let related = invalid["relatedInformation"] as? [[String: Any]]
        #expect(related?.first?[path: "location.uri"] as? String == data.absoluteString, "the data item is related")
        try client.shutdownAndExit()
    }

    @Test func cancelledRequestsAnswerCancelled() throws {
        let client = LSPClient()
        _ = client.server.process([.message(client.frameBody(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": [:]]))])
        _ = try client.receive()
        let hover = client.frameBody(["jsonrpc": "2.0", "id": 9, "method": "textDocument/hover",
                                      "params": ["textDocument": ["uri": Self.uri], "position": ["line": 0, "character": 0]]])
        let cancel = client.frameBody(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 9]])
        _ = client.server.process([.message(hover), .message(cancel)])
        let answer = try client.receive()
        #expect(answer["id"] as? Int == 9)
        #expect(answer[path: "error.code"] as? Int == -32800)
    }
}

extension LSPClient {
    func frameBody(_ message: [String: Any]) -> Data { try! JSONSerialization.data(withJSONObject: message) }
}
