import CardlintReading

/// GitHub code scanning's `primaryLocationLineHash` (the algorithm of codeql-action's
/// `fingerprints.ts`): a rolling base-37 hash, mod 2^64, over the 100 UTF-16 code units that
/// start each line, skipping spaces and tabs, with CR and CRLF read as LF; the file end adds one
/// 0xFFFF then zeros. Value: `hex:n`, n counting earlier equal hashes in the file.
public enum LineHash {
    static let blockSize = 100

    /// The hash of every line, index 0 = line 1.
    public static func hashes(of source: SourceFile) -> [String] {
        hashes(of: String(decoding: source.bytes, as: UTF8.self))
    }

    public static func hashes(of text: String) -> [String] {
        var state = State()
        for unit in text.utf16 { state.process(unit) }
        state.process(0xFFFF)
        for _ in 0..<blockSize {
            if state.lineNumbers[state.index] != -1 { state.output() }
            state.update(0)
        }
        return state.out
    }

    struct State {
        var firstMod: UInt64
        var window = [UInt64](repeating: 0, count: LineHash.blockSize)
        var lineNumbers = [Int](repeating: -1, count: LineHash.blockSize)
        var hash: UInt64 = 0
        var index = 0, lineNumber = 0
        var lineStart = true, prevCR = false
        var counts: [UInt64: Int] = [:]
        var out: [String] = []

        init() {
            var m: UInt64 = 1
            for _ in 0..<LineHash.blockSize { m = m &* 37 }
            firstMod = m
        }

        mutating func output() {
            let n = (counts[hash] ?? 0) + 1
            counts[hash] = n
            let line = lineNumbers[index]
            if line >= 1 {
                while out.count < line { out.append("") }
                out[line - 1] = String(hash, radix: 16) + ":" + String(n)
            }
            lineNumbers[index] = -1
        }

        mutating func update(_ c: UInt64) {
            let begin = window[index]
            window[index] = c
            hash = (37 &* hash) &+ c &- (firstMod &* begin)
            index += 1
            if index == LineHash.blockSize { index = 0 }
        }

        mutating func process(_ unit: UInt16) {
            var c = unit
            if c == 0x20 || c == 0x09 || (prevCR && c == 0x0A) { prevCR = false; return }
            if c == 0x0D { c = 0x0A; prevCR = true } else { prevCR = false }
            if lineNumbers[index] != -1 { output() }
            if lineStart { lineStart = false; lineNumber += 1; lineNumbers[index] = lineNumber }
            if c == 0x0A { lineStart = true }
            update(UInt64(c))
        }
    }
}
