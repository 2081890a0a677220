@testable import CardlintKit
import Testing

/// `TemplateDetection.isTemplate` jumps from `$` to `$`: it must answer as trying every `$` and `"`
/// against every marker does.
@Suite struct TemplateDetectionTests {
    /// The scan as first written.
    static func byMarkers(_ bytes: [UInt8]) -> Bool {
        let needles: [[UInt8]] = [Array("${".utf8), Array("\"$data\"".utf8), Array("\"$when\"".utf8)]
        return bytes.withUnsafeBufferPointer { buf in
            guard buf.count > 1 else { return false }
            for i in 0..<(buf.count - 1) where buf[i] == UInt8(ascii: "$") || buf[i] == UInt8(ascii: "\"") {
                for n in needles where i + n.count <= buf.count {
                    var k = 0
                    while k < n.count, buf[i + k] == n[k] { k += 1 }
                    if k == n.count { return true }
                }
            }
            return false
        }
    }

    @Test func answersAsTheMarkerScan() {
        var texts = ["", "$", "{", "${", "$ {", "x${", "\"$data\"", "\"$data", "$data\"", "\"$when\"", "\"$whe\"", "\"$When\"",
                     "{\"$data\": 1}", "{\"a\": \"$\"}", "\"$dat\"a\"", "$$", "$${", "\"$$data\"", "\"$data\"\"$when\"x"]
        // Every string of up to five pieces from these, so markers straddle and sit at both ends.
        let pieces = ["$", "{", "\"", "data", "when", "$data", "\"$", "x", "da"]
        var level = [""]
        for _ in 0..<4 {
            level = level.flatMap { t in pieces.map { t + $0 } }
            texts += level
        }
        var found = 0
        for t in texts {
            let b = Array(t.utf8)
            let fast = TemplateDetection.isTemplate(b)
            #expect(fast == Self.byMarkers(b), "\(t)")
            if fast { found += 1 }
        }
        #expect(found > 100)
    }
}
