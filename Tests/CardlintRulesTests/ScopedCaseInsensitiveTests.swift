import Foundation
import Testing
@testable import CardlintRules

/// Three shipped patterns are case-insensitive only in their `(?i:…)` group of names: with the
/// whole pattern case-insensitive, ICU closed each character set (`[\w.-]`, `[^<>]`, `[^#]`)
/// over case, 8.5 M instructions of every start-up. The sets hold every case form of what they
/// hold already, so both forms match the same texts: checked on every character that has a case
/// mapping, in each pattern's places.
@Suite struct ScopedCaseInsensitiveTests {
    static let pairs: [(file: String, whole: String, scoped: String, texts: @Sendable (String) -> [String])] = [
        ("accessibility/image-alt-text-not-descriptive.yaml",
         #"^\s*[\w.-]+\.(png|jpe?g|gif|svg|webp|bmp|mp4|mp3)\s*$"#, #"^\s*[\w.-]+\.(?i:png|jpe?g|gif|svg|webp|bmp|mp4|mp3)\s*$"#,
         { c in ["\(c).png", "a\(c)b.JPG", " \(c) .Gif", "x.pn\(c)", "\(c)"] }),
        ("compatibility/html-in-text.yaml",
         #"</?(b|i|u|s|em|strong|br|p|a|div|span|ul|ol|li|h[1-6]|table|tr|td|th|img|font|code|pre)(\s[^<>]*)?/?>"#,
         #"</?(?i:b|i|u|s|em|strong|br|p|a|div|span|ul|ol|li|h[1-6]|table|tr|td|th|img|font|code|pre)(\s[^<>]*)?/?>"#,
         { c in ["<B \(c)>", "<\(c)>", "</DIV x=\(c)/>", "<d\(c)v>", "<br\(c)>"] }),
        ("conformance/image-format-not-accepted.yaml",
         #"\.(svg|webp|bmp|tiff?|heic)(\?[^#]*)?(#.*)?$"#, #"\.(?i:svg|webp|bmp|tiff?|heic)(\?[^#]*)?(#.*)?$"#,
         { c in ["a.SVG?\(c)", "a.webp#\(c)", "a.\(c)", "a.tif\(c)", "a.Bmp?x\(c)#y"] }),
    ]

    @Test func scopedMatchesAsWhole() throws {
        let root = A11yFixture.rulesRoot
        // Every character with a case mapping, and a few without (marks, signs, ASCII).
        var characters: [Character] = []
        for v in UInt32(0)...0x1FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            let p = s.properties
            if p.changesWhenCaseMapped || p.changesWhenCaseFolded || v < 0x80 || [0x345, 0x130, 0x131, 0x17F, 0x212A, 0x212B, 0x2126].contains(v) {
                characters.append(Character(s))
            }
        }
        #expect(characters.count > 2_500)
        for pair in Self.pairs {
            // The test follows the shipped rule: its pattern is the scoped one, with no case-insensitive flag.
            let text = try String(contentsOfFile: root + "/" + pair.file, encoding: .utf8)
            #expect(text.contains(pair.scoped.replacingOccurrences(of: #"\"#, with: #"\\"#)), "\(pair.file)")
            #expect(!text.contains("case-insensitive"), "\(pair.file)")
            let whole = try BoundedRegex(pair.whole, caseInsensitive: true), scoped = try BoundedRegex(pair.scoped)
            var found = 0
            for c in characters {
                for t in pair.texts(String(c)) {
                    let a = whole.firstMatch(in: t)
                    #expect(a == scoped.firstMatch(in: t), "\(pair.file): \(t.unicodeScalars.map { String($0.value, radix: 16) })")
                    if a == .found { found += 1 }
                }
            }
            #expect(found > 1_000, "\(pair.file)")
        }
    }
}
