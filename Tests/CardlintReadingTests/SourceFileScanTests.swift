@testable import CardlintReading
import CardlintTestSupport
import Testing

/// `SourceFile` reads eight bytes at a time where it can (line starts, code points): its answers must
/// be those of a byte-at-a-time reading, on bytes with every line ending, control characters next to
/// them, multi-byte characters and bytes with the top bit set, at every alignment.
@Suite struct SourceFileScanTests {
    static func referenceLineStarts(_ b: [UInt8]) -> [Int] {
        var starts = [0], i = 0
        while i < b.count {
            if b[i] == 0x0A { starts.append(i + 1) } else if b[i] == 0x0D {
                if i + 1 < b.count, b[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    static func referenceCodePoints(_ b: [UInt8], _ from: Int, _ to: Int) -> Int {
        guard from < to else { return 0 }
        return b[from..<to].filter { $0 & 0xC0 != 0x80 }.count
    }

    static func randomBytes(_ n: Int, _ rng: inout SplitMix) -> [UInt8] {
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], [0x09], [0x00], [0x0C], [0x0E], [0x0D, 0x0D], [0x20],
                                 Array("é".utf8), Array("😀".utf8), Array("—".utf8), [0x8E], [0xC0], [0x7F], [0xFF],
                                 Array("abcdefgh".utf8), Array("  \"text\": ".utf8)]
        var out: [UInt8] = []
        while out.count < n { out += pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
        return out
    }

    @Test func lineStartsAreThoseOfAByteAtATimeReading() {
        var rng = SplitMix(seed: 0x11E5)
        for n in [0, 1, 7, 8, 9, 15, 16, 17, 63, 200, 5_000] {
            for _ in 0..<40 {
                let b = Self.randomBytes(n, &rng)
                #expect(SourceFile.computeLineStarts(b) == Self.referenceLineStarts(b))
            }
        }
    }

    @Test func codePointsAreThoseOfAByteAtATimeCount() {
        var rng = SplitMix(seed: 0xC0DE)
        let b = Self.randomBytes(3_000, &rng)
        for _ in 0..<2_000 {
            let from = Int.random(in: 0...b.count, using: &rng), to = Int.random(in: 0...b.count, using: &rng)
            #expect(SourceFile.codePoints(b, from: from, to: to) == Self.referenceCodePoints(b, from, to))
        }
    }

    /// A file large enough for checkpoints, with a line long enough to need them (two strides of
    /// letters and characters first): every position's column is the byte-at-a-time one.
    @Test func positionsInALargeFileAreThoseOfAByteAtATimeCount() {
        var rng = SplitMix(seed: 0xB16)
        var b: [UInt8] = []
        while b.count < 2 * SourceFile.checkpointStride { b += Array("abcé😀—".utf8) }
        b += Self.randomBytes(18 * SourceFile.checkpointStride, &rng)
        let file = SourceFile(path: "big.json", bytes: b)
        #expect(!file.checkpoints.isEmpty)
        let starts = Self.referenceLineStarts(b)
        for _ in 0..<500 {
            let offset = Int.random(in: 0...b.count, using: &rng)
            let line = starts.lastIndex { $0 <= offset } ?? 0
            let p = file.position(of: offset)
            #expect(p.line == line + 1)
            #expect(p.column == 1 + Self.referenceCodePoints(b, starts[line], offset))
        }
    }
}
