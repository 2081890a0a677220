import CGzip
import Foundation

/// Reading gzip back (tests); the HTML report writes it with `GzipBase64Stream`.
enum Gzip {
    /// The text of base64-encoded gzip (nil when it is not that): tests read the report's wireframes back.
    static func text(fromBase64 encoded: String) -> String? {
        guard let data = Data(base64Encoded: encoded) else { return nil }
        let input = Array(data)
        var capacity = max(1024, input.count * 16)
        while capacity <= 1 << 30 {
            var out = [UInt8](repeating: 0, count: capacity)
            let n = input.withUnsafeBufferPointer { i in out.withUnsafeMutableBufferPointer { cgzip_decompress(i.baseAddress, i.count, $0.baseAddress, $0.count) } }
            if n >= 0 { return String(decoding: out.prefix(n), as: UTF8.self) }
            capacity *= 4
        }
        return nil
    }
}

/// One gzip member made piece by piece, its bytes handed out base64-encoded as they come (3-byte
/// groups; the rest waits for the next piece), so the run's wireframes compress together and
/// nothing but zlib's window stays in memory.
final class GzipBase64Stream {
    private let stream: OpaquePointer
    private var pending: [UInt8] = []
    private let emit: (String) -> Void

    init(emit: @escaping (String) -> Void) {
        guard let s = cgzip_open() else { preconditionFailure("zlib could not start a stream") }
        stream = s
        self.emit = emit
    }

    deinit { cgzip_close(stream) }

    func write(_ text: String) { feed(Array(text.utf8), finish: false) }

    /// Ends the member; writes the last base64 group with its padding.
    func finish() {
        feed([], finish: true)
        if !pending.isEmpty { emit(Data(pending).base64EncodedString()) }
        pending = []
    }

    private func feed(_ bytes: [UInt8], finish: Bool) {
        final class Box { var bytes: [UInt8] = [] }
        let box = Box()
        let context = Unmanaged.passUnretained(box).toOpaque()
        let status = bytes.withUnsafeBufferPointer { input in
            cgzip_write(stream, input.baseAddress, input.count, finish ? 1 : 0, { context, chunk, n in
                guard let context, let chunk else { return }
                Unmanaged<Box>.fromOpaque(context).takeUnretainedValue().bytes.append(contentsOf: UnsafeBufferPointer(start: chunk, count: n))
            }, context)
        }
        precondition(status == 0, "zlib failed on a stream")
        withExtendedLifetime(box) {}
        pending += box.bytes
        let whole = pending.count / 3 * 3
        if whole > 0 {
            emit(Data(pending[..<whole]).base64EncodedString())
            pending.removeFirst(whole)
        }
    }
}
