import CardlintReading

/// GitHub code scanning's `primaryLocationLineHash` (the algorithm of codeql-action's
/// `fingerprints.ts`): a rolling base-37 hash, mod 2^64, over the 100 UTF-16 code units that
/// start each line, skipping spaces and tabs, with CR and CRLF read as LF; the file end adds one
/// 0xFFFF then zeros. Value: `hex:n`, n counting earlier equal hashes in the file.
public enum LineHash {
    static let blockSize = 100

    /// The hash of every line, index 0 = line 1.
    public static func hashes(of text: String) -> [String] {
        let table = Table(of: text)
        return table.hashes.indices.map { table[$0 + 1] ?? "" }
    }

    /// The hashes of a file's lines as numbers; text only for the lines asked for.
    struct Table {
        /// Index 0 = line 1.
        fileprivate(set) var hashes: [UInt64] = []

        /// The hashes of lines 1 through `lastLine` at least (of every line by default).
        init(of source: SourceFile, through lastLine: Int = .max) {
            // ASCII decodes to itself: no String made (and validated) for the usual file.
            guard Self.isASCII(source.bytes) else {
                self.init(of: String(decoding: source.bytes, as: UTF8.self), through: lastLine)
                return
            }
            self.init(hashes: source.bytes.withUnsafeBufferPointer { Self.hashes(of: $0, through: lastLine) })
        }

        private init(hashes: [UInt64]) { self.hashes = hashes }

        init(of text: String, through lastLine: Int = .max) {
            var text = text
            hashes = text.withUTF8 { Self.hashes(of: $0, through: lastLine) }
        }

        /// Whether every byte is below 0x80, eight at a time.
        static func isASCII(_ bytes: [UInt8]) -> Bool {
            bytes.withUnsafeBytes { raw in
                var i = 0, any: UInt64 = 0
                while i + 8 <= raw.count { any |= raw.loadUnaligned(fromByteOffset: i, as: UInt64.self); i += 8 }
                while i < raw.count { any |= UInt64(raw[i]); i += 1 }
                return ByteLanes.nonASCII(any) == 0
            }
        }

        /// The hashes of the lines of valid UTF-8 `b`, through `lastLine` at least.
        private static func hashes(of b: UnsafeBufferPointer<UInt8>, through lastLine: Int) -> [UInt64] {
            var state = State()
            do {
                var i = 0
                while i < b.count, state.hashes.count < lastLine {
                    let (scalar, length) = b.scalar(at: i)
                    if scalar > 0xFFFF {  // a surrogate pair
                        state.process(0xD800 + ((scalar - 0x1_0000) >> 10))
                        state.process(0xDC00 + (scalar & 0x3FF))
                    } else {
                        state.process(scalar)
                    }
                    i += length
                }
                guard i == b.count else { return state.hashes }
                state.process(0xFFFF)
                for _ in 0..<blockSize {
                    if state.lineStarts[state.index] { state.output() }
                    state.update(0)
                }
            }
            return state.hashes
        }

        /// `hex:n` for a 1-based line, nil when the line has none.
        subscript(line: Int) -> String? {
            occurrence(line: line).map { String($0.hash, radix: 16) + ":" + String($0.n) }
        }

        /// A 1-based line's hash and n, its count among the lines through it (the subscript's
        /// parts, which `JSONBytes.lineHash` writes without making strings).
        func occurrence(line: Int) -> (hash: UInt64, n: Int)? {
            guard line >= 1, line <= hashes.count else { return nil }
            let hash = hashes[line - 1]
            var n = 1
            for earlier in hashes[..<(line - 1)] where earlier == hash { n += 1 }
            return (hash, n)
        }
    }

    /// The rolling hash over a ring of the last `blockSize` units; a line's hash is taken when
    /// the unit that started it leaves the ring (or at the end). Lines end in order, one by one.
    private struct State: ~Copyable {
        let firstMod: UInt64
        let window = UnsafeMutablePointer<UInt64>.allocate(capacity: LineHash.blockSize)
        /// Whether the unit in the ring started a line.
        let lineStarts = UnsafeMutablePointer<Bool>.allocate(capacity: LineHash.blockSize)
        var hash: UInt64 = 0
        var index = 0
        var lineStart = true, prevCR = false
        var hashes: [UInt64] = []

        init() {
            var m: UInt64 = 1
            for _ in 0..<LineHash.blockSize { m = m &* 37 }
            firstMod = m
            window.initialize(repeating: 0, count: LineHash.blockSize)
            lineStarts.initialize(repeating: false, count: LineHash.blockSize)
        }

        deinit {
            window.deallocate()
            lineStarts.deallocate()
        }

        mutating func output() {
            hashes.append(hash)
            lineStarts[index] = false
        }

        mutating func update(_ c: UInt64) {
            let begin = window[index]
            window[index] = c
            hash = (37 &* hash) &+ c &- (firstMod &* begin)
            index += 1
            if index == LineHash.blockSize { index = 0 }
        }

        /// One UTF-16 code unit.
        mutating func process(_ unit: UInt32) {
            var c = unit
            if c == 0x20 || c == 0x09 || (prevCR && c == 0x0A) { prevCR = false; return }
            if c == 0x0D { c = 0x0A; prevCR = true } else { prevCR = false }
            if lineStarts[index] { output() }
            if lineStart { lineStart = false; lineStarts[index] = true }
            if c == 0x0A { lineStart = true }
            update(UInt64(c))
        }
    }
}
