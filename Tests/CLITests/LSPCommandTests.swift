import Foundation
import Testing

/// `cardlint lsp` as editors start it: the binary speaking JSON-RPC on standard input and output.
@Suite struct LSPCommandTests {
    func framed(_ json: String) -> String { "Content-Length: \(json.utf8.count)\r\n\r\n" + json }

    @Test func servesASessionAndExitsZero() throws {
        let card = #"{\"type\": \"AdaptiveCard\", \"version\": \"1.5\", \"body\": [{\"type\": \"Image\", \"url\": \"https://example.com/a.png\", \"alttext\": \"A\"}]}"#
        let input = [
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#,
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/lsp-cli/card.json","languageId":"json","version":3,"text":""# + card + #""}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///tmp/lsp-cli/card.json"},"range":{"start":{"line":0,"character":0},"end":{"line":0,"character":200}},"context":{"diagnostics":[]}}}"#,
            #"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
        ].map(framed).joined()
        let dir = FileManager.default.temporaryDirectory.path
        let r = try CLIRunner.run(["lsp"], in: dir, stdin: input)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(r.stdout.contains(#""positionEncoding":"utf-16""#))
        #expect(r.stdout.contains(#""method":"textDocument/publishDiagnostics""#))
        #expect(r.stdout.contains(#""code":"unknown-property""#))
        #expect(r.stdout.contains(#""title":"Rename to 'altText'""#))
        #expect(r.stdout.contains(#""id":3,"jsonrpc":"2.0","result":null"#))
    }

    @Test func endOfInputWithoutShutdownExitsOne() throws {
        let r = try CLIRunner.run(["lsp"], in: FileManager.default.temporaryDirectory.path,
                                  stdin: framed(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#))
        #expect(r.status == 1)
    }
}
