@testable import CardlintLSP
import CardlintKit
import CardlintTestSupport
import Foundation

/// A JSON-RPC client of the test's own, talking to a server over pipes.
final class LSPClient: @unchecked Sendable {
    let toServer = Pipe()
    let fromServer = Pipe()
    let server: LanguageServer
    let reader: Transport
    private var nextID = 1

    init(resources: Resources = TestSupport.resources) {
        server = LanguageServer(resources: resources, input: toServer.fileHandleForReading,
                                output: fromServer.fileHandleForWriting)
        reader = Transport(input: fromServer.fileHandleForReading, output: FileHandle.nullDevice)
    }

    /// Runs the server's loop on its own thread; `exitCode` is filled when it stops.
    func start() -> ExitBox {
        let box = ExitBox()
        // The server is used by its loop's thread alone from here on.
        let server = UncheckedBox(self.server)
        let thread = Thread {
            box.set(server.value.run())
        }
        thread.start()
        return box
    }

    func frame(_ message: [String: Any]) -> Data {
        let body = try! JSONSerialization.data(withJSONObject: message)
        var data = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        data.append(body)
        return data
    }

    func send(_ message: [String: Any]) { toServer.fileHandleForWriting.write(frame(message)) }

    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:]) -> Int {
        let id = nextID
        nextID += 1
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return id
    }

    func notify(_ method: String, _ params: [String: Any] = [:]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// The next message from the server (blocking).
    func receive() throws -> [String: Any] {
        let data = try reader.read()
        return try JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    /// Messages until the response to `id` (notifications on the way are returned too).
    func response(to id: Int) throws -> (response: [String: Any], before: [[String: Any]]) {
        var before: [[String: Any]] = []
        while true {
            let m = try receive()
            if m["id"] as? Int == id, m["method"] == nil { return (m, before) }
            before.append(m)
        }
    }

    /// The next diagnostics published for `uri`.
    func diagnostics(for uri: String) throws -> (version: Int?, items: [[String: Any]]) {
        while true {
            let m = try receive()
            guard m["method"] as? String == "textDocument/publishDiagnostics", let p = m["params"] as? [String: Any],
                  p["uri"] as? String == uri else { continue }
            return (p["version"] as? Int, p["diagnostics"] as? [[String: Any]] ?? [])
        }
    }

    func initialize(_ capabilities: [String: Any] = [:]) throws -> [String: Any] {
        let id = request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities])
        let r = try response(to: id).response
        notify("initialized")
        return r["result"] as! [String: Any]
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "json", "version": version, "text": text]])
    }

    func shutdownAndExit() throws {
        let id = request("shutdown")
        _ = try response(to: id)
        notify("exit")
    }
}

final class ExitBox: @unchecked Sendable {
    private let condition = NSCondition()
    private var code: Int32?
    func set(_ value: Int32) { condition.lock(); code = value; condition.broadcast(); condition.unlock() }
    /// A hang guard, not a speed bound: generous, so that a loaded machine cannot fail a test.
    func wait(seconds: Double = 300) -> Int32? {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(seconds)
        while code == nil, condition.wait(until: deadline) {}
        return code
    }
}

extension Dictionary where Key == String, Value == Any {
    subscript(path path: String) -> Any? {
        var node: Any? = self
        for part in path.split(separator: ".") {
            if let i = Int(part), let a = node as? [Any] { node = i < a.count ? a[i] : nil } else { node = (node as? [String: Any])?[String(part)] }
        }
        return node
    }
}

struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
