import CardlintKit
import Foundation

/// `cardlint lsp`: a Language Server (LSP 3.17, JSON-RPC over stdio) on top of the lint facade.
/// Diagnostics for every open card on open and change, hover on properties, types and findings,
/// and quick fixes from the rules' `fix:`. One thread reads; the loop below does the rest in order.
public final class LanguageServer {
    let transport: Transport
    let queue = MessageQueue()
    let resources: Resources
    var factory: LinterFactory
    var documents: [String: Document] = [:]
    /// The last lint of each open document (for code actions and hover).
    var results: [String: LintedDocument] = [:]
    /// Open documents whose diagnostics are out of date.
    var dirty: [String] = []
    var encoding = PositionEncoding.utf16
    var shutdownRequested = false
    /// Whether `initialize` was answered.
    var initialized = false
    /// Config files the open documents use, with the modification date they were loaded at.
    var configStamps: [String: Date] = [:]
    /// The host config errors already shown (`showHostConfigErrors`).
    var shownConfigErrors: Set<String> = []
    let log: (String) -> Void

    public init(resources: Resources, input: FileHandle, output: FileHandle, log: @escaping (String) -> Void = { _ in }) {
        self.transport = Transport(input: input, output: output)
        self.resources = resources
        self.factory = LinterFactory(resources: resources, explicitConfig: nil, settings: LintSettings())
        self.log = log
    }

    /// Serves until `exit` (or the end of the stream); returns the process's exit code:
    /// 0 after `shutdown`, 1 when the client left without it.
    public func run() -> Int32 {
        queue.startReading(transport)
        while true {
            if let code = process(queue.takeAll()) { return code }
        }
    }

    /// Handles messages that arrived together (a request cancelled in the same batch is answered
    /// as cancelled), then lints what they changed; returns an exit code when the server is to stop.
    /// Each message is parsed once: the cancellations are read from the parsed batch.
    func process(_ batch: [MessageQueue.Item]) -> Int32? {
        let parsed = batch.map { item -> Parsed in
            switch item {
            case .closed: .closed
            case .unreadable(let why): .unreadable(why)
            case .message(let data): .message((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])
            }
        }
        let cancelled = Set(parsed.compactMap(Self.cancelledID))
        for item in parsed {
            switch item {
            case .closed:
                return shutdownRequested ? 0 : 1
            case .unreadable(let why):
                log("cardlint lsp: cannot read a message: \(why)")
            case .message(let message):
                if let code = handle(message, cancelled: cancelled) { return code }
            }
        }
        lintDirtyDocuments()
        return nil
    }

    /// A message of a batch, parsed (nil: not a JSON object).
    enum Parsed {
        case message([String: Any]?)
        case unreadable(String)
        case closed
    }

    /// One message; returns an exit code when the message is `exit`.
    func handle(_ message: [String: Any]?, cancelled: Set<String>) -> Int32? {
        guard let message else {
            send(["jsonrpc": "2.0", "id": NSNull(), "error": ["code": -32700, "message": "parse error: not a JSON object"]])
            return nil
        }
        let id = message["id"]
        guard let method = message["method"] as? String else {
            return nil   // a response to a request of ours (none are sent that need an answer)
        }
        let params = message["params"] as? [String: Any] ?? [:]
        if let id, cancelled.contains(Self.key(id)) {
            send(["jsonrpc": "2.0", "id": id, "error": ["code": -32800, "message": "request cancelled"]])
            return nil
        }
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        // LSP 3.17: before `initialize`, a request gets -32002 (ServerNotInitialized) and a
        // notification is dropped (`exit` excepted); `initialize` may be sent once only.
        if !initialized, method != "initialize" {
            if let id { reply(id, error: -32002, "the server is not initialized: send initialize first") }
            return nil
        }
        if initialized, method == "initialize" {
            if let id { reply(id, error: -32600, "initialize was sent already: it may be sent only once") }
            return nil
        }
        if shutdownRequested, id != nil, method != "shutdown" {
            reply(id, error: -32600, "the server is shutting down")
            return nil
        }
        do {
            let result = try dispatch(method, params, isRequest: id != nil)
            if let id { reply(id, result: result ?? NSNull()) }
        } catch let error as RequestError {
            if let id { reply(id, error: error.code, error.message) }
        } catch {
            if let id { reply(id, error: -32603, "\(error)") }
        }
        return nil
    }

    func dispatch(_ method: String, _ params: [String: Any], isRequest: Bool) throws -> Any? {
        switch method {
        case "initialize":
            initialized = true
            return initialize(params)
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration": return nil
        case "shutdown":
            shutdownRequested = true
            return NSNull()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": try didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/codeAction": return try codeActions(params)
        default:
            if isRequest { throw RequestError(code: -32601, message: "method not found: \(method)") }
        }
        return nil
    }

    func initialize(_ params: [String: Any]) -> [String: Any] {
        let offered = ((params["capabilities"] as? [String: Any])?["general"] as? [String: Any])?["positionEncodings"] as? [String]
        // UTF-16 unless the client offers another we prefer: the protocol's default.
        if let offered, offered.contains("utf-8") { encoding = .utf8 } else { encoding = .utf16 }
        return [
            "capabilities": [
                "positionEncoding": encoding.rawValue,
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "codeActionProvider": ["codeActionKinds": ["quickfix", "source.fixAll.cardlint"]],
            ],
            "serverInfo": ["name": "cardlint", "version": CardlintVersion.current],
        ]
    }

    // MARK: sending

    func send(_ message: [String: Any]) {
        guard let bytes = MessageJSON.encode(message) else {
            log("cardlint lsp: cannot encode a message")
            return
        }
        transport.write(Data(bytes))
    }

    func reply(_ id: Any, result: Any) { send(["jsonrpc": "2.0", "id": id, "result": result]) }
    func reply(_ id: Any?, error code: Int, _ message: String) {
        send(["jsonrpc": "2.0", "id": id ?? NSNull(), "error": ["code": code, "message": message]])
    }
    func notify(_ method: String, _ params: [String: Any]) { send(["jsonrpc": "2.0", "method": method, "params": params]) }

    static func key(_ id: Any) -> String { "\(id)" }

    static func cancelledID(_ item: Parsed) -> String? {
        guard case .message(let object?) = item,
              object["method"] as? String == "$/cancelRequest", let id = (object["params"] as? [String: Any])?["id"] else { return nil }
        return key(id)
    }
}

struct RequestError: Error {
    var code: Int
    var message: String
    static func invalidParams(_ message: String) -> RequestError { RequestError(code: -32602, message: message) }
}
