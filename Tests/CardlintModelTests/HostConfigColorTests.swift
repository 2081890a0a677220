import Foundation
import Testing
@testable import CardlintModel

@Suite struct HostConfigColorTests {
    @Test func parsesSixDigitsAsOpaque() throws {
        let c = try #require(Color.parse(hex: "#1A2b3C"))
        #expect(c.red == 0x1A && c.green == 0x2B && c.blue == 0x3C && c.alpha == 1)
    }

    @Test func eightDigitsAreAlphaFirst() throws {
        let c = try #require(Color.parse(hex: "#80FF0000"))
        #expect(c.red == 255 && c.green == 0 && c.blue == 0)
        #expect(abs(c.alpha - 128.0 / 255) < 1e-12)
        // Not CSS #RRGGBBAA: that reading would give red 0x80, alpha 0.
        let teamsSubtle = try #require(Color.parse(hex: "#bf252424"))
        #expect(teamsSubtle.red == 0x25 && abs(teamsSubtle.alpha - 0xBF / 255.0) < 1e-12)
    }

    @Test func shortFormAndRejects() throws {
        let c = try #require(Color.parse(hex: "#f0a"))
        #expect(c == Color(red: 255, green: 0, blue: 170))
        #expect(Color.isShortForm("#f0a"))
        #expect(!Color.isShortForm("#ff00aa"))
        for bad in ["", "#", "FFFFFF", " #FFFFFF", "#FFFFF", "#GGGGGG", "#FFFFFFFFF", "red", "#FFFFFF ",
                    "#ＦＦＦ", "#FFé", "#12345é", "##FFF", "#FF\u{0}"] {
            #expect(Color.parse(hex: bad) == nil, "\(bad)")
            #expect(!Color.isShortForm(bad), "\(bad)")
        }
    }

    /// `parse(hex:)` reads bytes; it reads every colour as the scalar-by-scalar reading it replaced.
    @Test func bytesReadAsScalarsDid() {
        func reference(_ text: String) -> Color? {
            let scalars = Array(text.unicodeScalars)
            guard scalars.first == "#" else { return nil }
            var digits: [Int] = []
            for s in scalars.dropFirst() {
                guard let d = Int(String(s), radix: 16), s.isASCII else { return nil }
                digits.append(d)
            }
            func byte(_ i: Int) -> Double { Double(digits[i] * 16 + digits[i + 1]) }
            switch digits.count {
            case 3: return Color(red: Double(digits[0] * 17), green: Double(digits[1] * 17), blue: Double(digits[2] * 17))
            case 6: return Color(red: byte(0), green: byte(2), blue: byte(4))
            case 8: return Color(red: byte(2), green: byte(4), blue: byte(6), alpha: byte(0) / 255)
            default: return nil
            }
        }
        var rng = SystemRandomNumberGenerator()
        let alphabet = Array("#0123456789abcdefABCDEFgG é")
        for _ in 0..<5_000 {
            let text = "#" + String((0..<Int.random(in: 0...9, using: &rng)).map { _ in alphabet.randomElement(using: &rng)! })
            #expect(Color.parse(hex: text) == reference(text), "\(text)")
        }
    }

    @Test func compositesOverOpaqueBackdrop() throws {
        // Teams light subtle text on white → #5C5B5B (a11y.md §4 worked example).
        let subtle = try #require(Color.parse(hex: "#bf252424"))
        let out = subtle.composited(over: .white)
        #expect(out.isOpaque)
        #expect(out.hexString == "#5C5B5B")
        // SDK dark subtle #66000000 on white → #999999.
        #expect(try #require(Color.parse(hex: "#66000000")).composited(over: .white).hexString == "#999999")
    }

    @Test func compositesTranslucentOverTranslucent() {
        let half = Color(red: 255, green: 0, blue: 0, alpha: 0.5)
        let out = half.composited(over: Color(red: 0, green: 0, blue: 255, alpha: 0.5))
        #expect(abs(out.alpha - 0.75) < 1e-12)
        #expect(abs(out.red - 170) < 1e-9 && abs(out.blue - 85) < 1e-9)
        #expect(Color.transparent.composited(over: .transparent) == .transparent)
    }

    @Test func contrastRatiosOfKnownPairs() throws {
        #expect(abs(Color.contrastRatio(.black, .white) - 21) < 1e-9)
        #expect(Color.contrastRatio(.white, .white) == 1)
        let grey = try #require(Color.parse(hex: "#777777"))
        #expect(abs(Color.contrastRatio(grey, .white) - 4.48) < 0.005)
        #expect(Color.contrastRatio(grey, .white) < 4.5)
        let g76 = try #require(Color.parse(hex: "#767676"))
        #expect(Color.contrastRatio(g76, .white) >= 4.5)
        // Order does not matter.
        #expect(Color.contrastRatio(.white, grey) == Color.contrastRatio(grey, .white))
        // Teams light good #92c353 on white is 2.07 (a11y.md §4).
        let good = try #require(Color.parse(hex: "#92c353"))
        #expect(abs(Color.contrastRatio(good, .white) - 2.07) < 0.005)
    }

    @Test func relativeLuminanceEndpoints() {
        #expect(Color.black.relativeLuminance == 0)
        #expect(abs(Color.white.relativeLuminance - 1) < 1e-12)
    }

    @Test func linearChannelTableMatchesTheFormula() {
        // WCAG 2.x: c/12.92 up to 0.04045, else ((c + 0.055) / 1.055)^2.4, c = channel / 255.
        func formula(_ c8: Double) -> Double {
            let c = c8 / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        for i in 0...255 { #expect(Color.linear(Double(i)) == formula(Double(i)), "channel \(i)") }
        // Channels between whole values (composited translucent colours) use the formula itself.
        for c in [0.5, 10.25, 127.75, 254.9] { #expect(Color.linear(c) == formula(c)) }
        #expect(Color.linear(10) == 10.0 / 255 / 12.92)
    }

    @Test func hexStringRoundTrips() throws {
        for s in ["#000000", "#FFFFFF", "#80FF0000", "#0A0B0C"] {
            #expect(try #require(Color.parse(hex: s)).hexString == s)
        }
    }
}

@Suite struct HostConfigTextColorTests {
    @Test func translucentStyleBackgroundsComposeOverTheParent() throws {
        let d = HostConfig.defaults
        // Spec emphasis #08000000 over white ≈ #F7F7F7; over black it stays black.
        #expect(d.background(of: .emphasis).hexString == "#F7F7F7")
        #expect(d.background(of: .emphasis, over: .black).hexString == "#000000")
        // A translucent backdrop is first put on white.
        #expect(d.background(of: .default, over: .transparent) == d.containerStyle(.default).backgroundColor)
    }

    @Test func textContrastOfSpecDefaults() {
        let d = HostConfig.defaults
        #expect(abs(d.textContrast(.default, subtle: false, in: .default) - 21) < 1e-9)
        // Subtle #B2000000 on white composites to #4D4D4D (8.45:1).
        #expect(d.textColor(.default, subtle: true, in: .default).hexString == "#4D4D4D")
        #expect(d.textContrast(.light, subtle: false, in: .default) == 1)
    }
}
