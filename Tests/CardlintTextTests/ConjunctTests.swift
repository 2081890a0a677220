import Foundation
import Testing
@testable import CardlintText

/// Indic conjuncts (consonant + virama + consonant) and consonant + vowel sign ligatures, from `conjuncts.tsv`,
/// and the per-glyph advances in `scripts.tsv` (also Georgian and Armenian).
@Suite struct ConjunctTests {
    /// hb-shape 6.0.0 widths in points at 16 pt of Noto Sans Devanagari (Debian fonts-noto-core) Regular, Bold:
    /// words of Hindi card strings, most with conjuncts (nominal advances made them 10–37 % too wide).
    static let shaped: [(String, Double, Double)] = [
        ("स्वास्थ्य", 40.8480, 45.2320), ("प्रतिक्रिया", 52.1120, 57.4880), ("क्षमा", 25.1040, 27.7280),
        ("शुरू", 23.4720, 25.7600), ("सर्वेक्षण", 42.6720, 47.0400),
    ]

    /// Each word (Devanagari conjuncts, then the per-glyph scripts) within 2 % of hb-shape, regular and bold.
    @Test(arguments: shaped + perGlyphScripts)
    func wordsMatchHarfBuzz(_ word: String, _ regular: Double, _ bold: Double) throws {
        let m = try makeMeasurer()
        let r = m.width(of: word, style: style("inter", .regular)), b = m.width(of: word, style: style("inter", .bold))
        #expect(abs(r - regular) / regular < 0.02, "\(word) regular: \(r) vs hb-shape \(regular)")
        #expect(abs(b - bold) / bold < 0.02, "\(word) bold: \(b) vs hb-shape \(bold)")
    }

    /// "स्वास्थ्य बीमा दावा प्रस्तुत" (health insurance claim submitted) in a 45 pt column: स्वास्थ्य is 40.8 pt
    /// wide and fits its line (it was measured 52.5 pt and reported broken inside the word).
    @Test func aConjunctWordThatFitsIsNotBroken() throws {
        let m = try makeMeasurer()
        let text = "स्वास्थ्य बीमा दावा प्रस्तुत"
        let layout = m.layout(text, style: style("inter"), maxWidth: 45, wrapping: TextWrapping(wrap: true))
        #expect(!layout.brokeInsideWord)
        #expect(layout.lineTexts(text).first?.trimmingCharacters(in: .whitespaces) == "स्वास्थ्य")
    }

    /// A ZWNJ after the virama asks for the explicit virama form: no conjunct, the consonants keep their width.
    @Test func zwnjStopsTheConjunct() throws {
        let m = try makeMeasurer()
        let conjunct = m.width(of: "क्ष", style: style("inter")), explicit = m.width(of: "क्\u{200C}ष", style: style("inter"))
        #expect(explicit > conjunct + 2)
    }

    /// hb-shape 6.0.0 widths at 16 pt of the script's Noto Sans Regular and Bold (Debian fonts-noto-core) of
    /// words of card strings: with one average advance per code point, Bengali and Tamil came out 25–35 % wide.
    static let perGlyphScripts: [(String, Double, Double)] = [
        ("ক্যালেন্ডারে", 70.7840, 77.3120), ("আগামীকাল", 76.3520, 82.4640), ("প্রতিবেদন", 62.0320, 66.4480),
        ("দশটায়", 43.8240, 46.6400), ("அனுப்பப்பட்டது", 130.1760, 141.4880), ("குழுவிற்கு", 86.8960, 95.9840),
        ("விவரங்களைக்", 125.9040, 139.5520),
        // Gujarati, Gurmukhi, Telugu, Kannada, Malayalam, Georgian, Armenian ("view details"): were 5–57 % wide.
        ("વિગતો", 37.3280, 40.5760), ("ਵੇਰਵੇ", 27.4080, 29.2320), ("వివరాలను", 65.8560, 71.3120),
        ("ವಿವರಗಳನ್ನು", 76.8160, 82.9760), ("വിശദാംശങ്ങൾ", 119.5040, 132.8800), ("დეტალების", 99.6480, 102.7360),
        ("մանրամասները", 130.3520, 139.1680),
    ]

    /// Headless Chromium (Noto Sans Bengali, 14 px): "ব্যয় প্রতিবেদন জমা দিন" (submit the expense report) is one
    /// line in a 160 px box; measured 25 % wide it took two.
    @Test func aBengaliCardStringKeepsItsOneLine() throws {
        let m = try makeMeasurer()
        let layout = m.layout("ব্যয় প্রতিবেদন জমা দিন", style: style("inter", size: 14), maxWidth: 160,
                              wrapping: TextWrapping(wrap: true))
        #expect(layout.lines.count == 1)
    }
}
