@testable import CardlintReading
import CardlintTestSupport
import Testing

/// `SourceFile.computeLineStarts` skips eight bytes at a time: it must find the line starts a
/// byte-by-byte scan finds, with LF, CR and CRLF anywhere in a word and across words.
@Suite struct LineStartTests {
    static func byteByByte(_ bytes: [UInt8]) -> [Int] {
        var starts = [0], i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A {
                starts.append(i + 1)
            } else if bytes[i] == 0x0D {
                if i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(i + 1)
            }
            i += 1
        }
        return starts
    }

    @Test func findsWhatAByteScanFinds() {
        var rng = SplitMix(seed: 0x11E5)
        let alphabet: [UInt8] = [0x0A, 0x0D, 0x20, 0x61, 0x0B, 0x0C, 0x8A, 0x8D, 0xFF, 0x00, 0x09]
        for length in 0..<70 {
            for _ in 0..<40 {
                let bytes = (0..<length).map { _ in alphabet.randomElement(using: &rng)! }
                #expect(SourceFile.computeLineStarts(bytes) == Self.byteByByte(bytes), "\(bytes)")
            }
        }
        let text = Array("{\r\n  \"type\": \"AdaptiveCard\",\r  \"body\": []\n}\n\n\r\r\n".utf8)
        #expect(SourceFile.computeLineStarts(text) == Self.byteByByte(text))
    }
}
