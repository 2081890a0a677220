@testable import CardlintReading
import CardlintTestSupport
import Testing

/// `ExternalPlaceholders.find` passes over eight bytes without `$`, `@` or `%` at once: it must find
/// what a byte-at-a-time scan finds, wherever the placeholders fall against the eight-byte words.
@Suite struct ExternalPlaceholdersScanTests {
    /// The scan as first written: every byte tested.
    static func reference(_ bytes: [UInt8]) -> [(kind: ExternalPlaceholders.Kind, range: Range<Int>)] {
        bytes.withUnsafeBufferPointer { b in
            var out: [(ExternalPlaceholders.Kind, Range<Int>)] = []
            var i = 0
            while i + 1 < b.count {
                if b[i] == 0x24, let e = ExternalPlaceholders.toolkitEnd(b, at: i) {
                    out.append((.toolkit, i..<e)); i = e
                } else if b[i] == 0x40, let e = ExternalPlaceholders.powerAutomateEnd(b, at: i) {
                    out.append((.powerAutomate, i..<e)); i = e
                } else if b[i] == 0x25, let e = ExternalPlaceholders.resourceKeyEnd(b, at: i) {
                    out.append((.resourceKey, i..<e)); i = e
                } else {
                    i += 1
                }
            }
            return out
        }
    }

    @Test func findsWhatAByteAtATimeScanFinds() {
        var rng = SplitMix(seed: 0x5CA7)
        let pieces = ["${{APP_NAME}}", "@{triggerBody()?['text']}", "%Widget_Template/Title%", "50% to 60%", "$", "@", "%",
                      "${", "@{", "{", "}", "text", " ", "é", "😀", "\"title\": \"", "$%@", "%%", "@@{x}", "${{ A }}"]
        var found = 0
        for n in [0, 1, 2, 7, 8, 9, 16, 40, 300] {
            for _ in 0..<60 {
                var s = ""
                while s.utf8.count < n { s += pieces[Int.random(in: 0..<pieces.count, using: &rng)] }
                let bytes = Array(s.utf8)
                let got = ExternalPlaceholders.find(bytes), want = Self.reference(bytes)
                #expect(got.map(\.kind) == want.map(\.kind), "\(s)")
                #expect(got.map(\.range) == want.map(\.range), "\(s)")
                found += want.count
            }
        }
        #expect(found > 100)
    }
}
