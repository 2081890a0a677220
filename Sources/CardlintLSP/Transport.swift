import CardlintReading
import Foundation

/// JSON-RPC 2.0 framing over a byte stream, as LSP uses it: `Content-Length: N\r\n\r\n` then N bytes.
/// Reading is blocking and happens on the reader thread; writing is serialised by a lock.
public final class Transport: @unchecked Sendable {
    private let input: FileHandle
    private let output: FileHandle
    private let writing = Locked(())
    private var buffer = Data()
    /// A message larger than this is refused (the stream is then out of step and closed).
    static let maxMessageBytes = 64 << 20

    public init(input: FileHandle, output: FileHandle) {
        self.input = input
        self.output = output
    }

    public enum ReadError: Error, Equatable { case endOfStream, badHeader(String) }

    /// The next message's body; `endOfStream` when the client closed the stream.
    public func read() throws(ReadError) -> Data {
        var length: Int?
        while true {
            let line = try readLine()
            if line.isEmpty { break }
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { throw .badHeader(line) }
            if parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                guard let n = Int(parts[1].trimmingCharacters(in: .whitespaces)), n >= 0, n <= Self.maxMessageBytes else {
                    throw .badHeader(line)
                }
                length = n
            }
        }
        guard let length else { throw .badHeader("no Content-Length") }
        while buffer.count < length { try fill() }
        let body = buffer.prefix(length)
        buffer.removeFirst(length)
        return Data(body)
    }

    private func readLine() throws(ReadError) -> String {
        while true {
            if let lf = buffer.firstIndex(of: 0x0A) {
                var line = buffer[buffer.startIndex..<lf]
                if line.last == 0x0D { line = line.dropLast() }
                buffer.removeSubrange(buffer.startIndex...lf)
                return String(decoding: line, as: UTF8.self)
            }
            if buffer.count > 8192 { throw .badHeader("header line too long") }
            try fill()
        }
    }

    private func fill() throws(ReadError) {
        let chunk = input.availableData
        if chunk.isEmpty { throw .endOfStream }
        buffer.append(chunk)
    }

    /// Writes one message (a JSON object's bytes).
    public func write(_ body: Data) {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        writing.withLock { _ in output.write(framed) }
    }
}
