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

    /// The hashes of a file's lines.
    struct Table {
        /// Index 0 = line 1.
        private(set) var hashes: [UInt64] = []

        /// The hashes of lines 1 through `lastLine` at least (of every line by default).
        init(of source: SourceFile, through lastLine: Int = .max) {
            self.init(of: String(decoding: source.bytes, as: UTF8.self), through: lastLine)
        }

        init(of text: String, through lastLine: Int = .max) {
            var state = State()
            for unit in text.utf16 {
                guard state.hashes.count < lastLine else {
                    hashes = state.hashes
                    return
                }
                state.process(unit)
            }
            state.process(0xFFFF)
            for _ in 0..<blockSize {
                if state.lineStarts[state.index] { state.output() }
                state.update(0)
            }
            hashes = state.hashes
        }

        /// `hex:n` for a 1-based line, nil when the line has none.
        subscript(line: Int) -> String? {
            guard line >= 1, line <= hashes.count else { return nil }
            let hash = hashes[line - 1]
            let n = 1 + hashes[..<(line - 1)].filter { $0 == hash }.count
            return String(hash, radix: 16) + ":" + String(n)
        }
    }

    /// The rolling hash over a ring of the last `blockSize` units; a line's hash is taken when
    /// the unit that started it leaves the ring (or at the end). Lines end in order, one by one.
    private struct State {
        let firstMod: UInt64 = (0..<LineHash.blockSize).reduce(1) { m, _ in m &* 37 }
        var window = [UInt64](repeating: 0, count: LineHash.blockSize)
        /// Whether the unit in the ring started a line.
        var lineStarts = [Bool](repeating: false, count: LineHash.blockSize)
        var hash: UInt64 = 0
        var index = 0
        var lineStart = true, prevCR = false
        var hashes: [UInt64] = []

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
        mutating func process(_ unit: UInt16) {
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
