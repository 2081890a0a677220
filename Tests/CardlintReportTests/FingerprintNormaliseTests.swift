import CardlintReading
import CardlintRules
import Testing
@testable import CardlintReport

/// The message normalisation of `cardlint/v2` reads ASCII without property lookups: fingerprints
/// must equal those of the normalisation as first written (every character through one path).
@Suite struct FingerprintNormaliseTests {
    /// The normalised message bytes, as first written.
    static func normalised(_ message: String) -> [UInt8] {
        let b = Array(message.utf8)
        var out: [UInt8] = []
        var inNumber = false, pendingSpace = false, started = false
        var i = 0
        while i < b.count {
            let c = b[i], start = i
            let space: Bool
            if c < 0x80 {
                space = c == 0x20 || c &- 0x09 < 5
                i += 1
            } else {
                let s = String(decoding: b[i...], as: UTF8.self).unicodeScalars.first!
                space = s.properties.isWhitespace
                i += String(s).utf8.count
            }
            if space { pendingSpace = started; inNumber = false; continue }
            let isDigit = c &- 0x30 < 10
            if inNumber, isDigit || c == UInt8(ascii: ".") { continue }
            if pendingSpace { out.append(0x20); pendingSpace = false }
            started = true
            if isDigit { out.append(UInt8(ascii: "#")); inNumber = true; continue }
            inNumber = false
            out += b[start..<i]
        }
        return out
    }

    @Test func equalsTheFirstNormalisation() {
        let pieces = [" ", "\t", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{A0}", "\u{2003}", "\u{3000}", "1", "2.5", ".", "..",
                      "a", "Z", "é", "—", "😀", "x1", "1x", "#", "٣", "\u{1F}", "\u{7F}"]
        var messages = ["", "Contrast 1.6:1 is below 4.5:1.", "  lead and trail  ", "v1.2.3.", "a\u{2028}b"]
        var level = [""]
        for _ in 0..<3 {
            level = level.flatMap { m in pieces.map { m + $0 } }
            messages += level
        }
        let r = SourceRange(start: 0, end: 1)
        for m in messages {
            let f = Finding(ruleID: "rule", severity: .warning, tags: [], message: m, range: r, pointer: "/body/0")
            let expected = Fingerprint.fnv1a64(Array("rule\u{0}x.json\u{0}/body/0\u{0}".utf8) + Self.normalised(m))
            #expect(Fingerprint.value(f, path: "x.json") == expected, "\(m.unicodeScalars.map { $0.value })")
            // Words and numbers run together too (the word-run loop stops at digits and spaces).
            let run = "word.\(m)word1.5x" + m + "ab.cd"
            let g = Finding(ruleID: "rule", severity: .warning, tags: [], message: run, range: r, pointer: "/body/0")
            #expect(Fingerprint.value(g, normalisedPath: "x.json")
                    == Fingerprint.fnv1a64(Array("rule\u{0}x.json\u{0}/body/0\u{0}".utf8) + Self.normalised(run)))
        }
    }

    /// The White_Space list above ASCII equals the property for every scalar (and is false for
    /// surrogate and out-of-range values, which are no scalars).
    @Test func whitespaceListEqualsProperty() {
        for v in UInt32(0x80)...0x11_0000 {
            let property = Unicode.Scalar(v)?.properties.isWhitespace ?? false
            #expect(Fingerprint.isWhitespaceAboveASCII(v) == property, "U+\(String(v, radix: 16))")
        }
    }
}
