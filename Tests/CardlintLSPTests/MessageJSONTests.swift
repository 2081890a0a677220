@testable import CardlintLSP
import Foundation
import Testing

/// The server's own JSON writer for outgoing messages says what `JSONSerialization` said: each
/// message read back by `JSONSerialization` is the value it was made from.
@Suite struct MessageJSONTests {
    /// A value as canonical text: `JSONSerialization`'s sorted output of the value read back.
    static func canonical(_ data: Data) throws -> String {
        let object = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .fragmentsAllowed]), as: UTF8.self)
    }

    static func same(_ value: Any) throws -> Bool {
        guard let ours = MessageJSON.encode(value) else { return false }
        let theirs = try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return try canonical(Data(ours)) == canonical(theirs)
    }

    @Test func messagesReadBackAsWritten() throws {
        var every = ""
        for b in 0..<0x80 { every.unicodeScalars.append(Unicode.Scalar(UInt8(b))) }
        let strings = ["", "a", "quote \" backslash \\ slash /", every, "é 😀 \u{2028}", "line\nfeed\r\ttab\u{08}\u{0C}"]
        let diagnostic: [String: Any] = [
            "range": ["start": ["line": 0, "character": 12], "end": ["line": 3, "character": 0]],
            "severity": 1, "code": "unknown-property", "source": "cardlint", "message": strings[2],
            "codeDescription": ["href": "https://example.com/rules/a"], "tags": [1, 2], "data": ["fixable": true, "ratio": 4.5],
        ]
        let messages: [[String: Any]] = [
            ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
             "params": ["uri": "file:///tmp/a.json", "version": 7, "diagnostics": [] as [Any]]],
            ["jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
             "params": ["uri": "file:///tmp/a.json", "version": 8, "diagnostics": [diagnostic, diagnostic]]],
            ["jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32700, "message": "parse error"]],
            ["strings": strings, "numbers": [0, -1, Int.max, Int.min, 0.5, -2.0, 1e300, 3.25e-7] as [Any], "flags": [true, false],
             "nested": [[[["deep": [] as [Any]]]]], "empty": [String: Any]()],
        ]
        for m in messages { #expect(try Self.same(m), "\(m)") }
    }

    /// Ids come back as the client sent them: read by `JSONSerialization` (so `NSNumber`s), a
    /// number, a string, and the booleans and doubles an odd client might send.
    @Test func idsTheClientSentAreEchoed() throws {
        for text in [#"{"id": 7}"#, #"{"id": "abc"}"#, #"{"id": 0}"#, #"{"id": 1}"#, #"{"id": true}"#, #"{"id": false}"#,
                     #"{"id": 2.5}"#, #"{"id": -9007199254740993}"#, #"{"id": 18446744073709551615}"#] {
            let request = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let reply: [String: Any] = ["jsonrpc": "2.0", "id": request["id"]!, "result": NSNull()]
            let ours = try #require(MessageJSON.encode(reply))
            let back = try #require(try JSONSerialization.jsonObject(with: Data(ours)) as? [String: Any])
            #expect(try Self.canonical(Data(ours)) == Self.canonical(try JSONSerialization.data(withJSONObject: reply, options: [.sortedKeys])), "\(text)")
            #expect("\(back["id"]!)" == "\(request["id"]!)", "\(text)")
        }
    }

    @Test func keysInByteOrderAndSlashesUnescaped() {
        let text = String(decoding: MessageJSON.encode(["b": 1, "a/": "x/y", "B": true, "ab": NSNull()])!, as: UTF8.self)
        #expect(text == #"{"B":true,"a/":"x/y","ab":null,"b":1}"#)
    }

    @Test func refusesWhatJSONCannotSay() {
        #expect(MessageJSON.encode(["x": Double.nan]) == nil)
        #expect(MessageJSON.encode(["x": Double.infinity]) == nil)
        #expect(MessageJSON.encode(["x": Date()]) == nil)
        let none: String? = nil
        #expect(MessageJSON.encode(["x": none as Any]) == nil)
    }
}
