import Foundation

/// An sRGB colour with straight (non-premultiplied) alpha, channels in 0…255.
///
/// Host-config colours are written `#RRGGBB` or `#AARRGGBB` — **alpha first**, as the JS SDK
/// (`stringToCssColor`), iOS (`convertHexColorCodeToUIColor`), Android (`Color.parseColor`) and UWP
/// (`GetColorFromString`) all read them. This is *not* CSS `#RRGGBBAA`.
///
/// `#RGB` is accepted by `parse(hex:)` with `isShortForm == true`: only the JS SDK renders it (it hands
/// 6-character-or-shorter strings to CSS unchanged); iOS and UWP accept exactly 7 or 9 characters and
/// render anything else transparent, so the host-config parser reports short forms as an issue.
/// Channels are `Double` so that composited colours keep their fractional values.
public struct Color: Sendable, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    /// Opacity, 0 (transparent) … 1 (opaque).
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 255, green: 255, blue: 255)
    public static let transparent = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses `#RRGGBB`, `#AARRGGBB` (alpha first) or `#RGB`. No surrounding whitespace, no CSS names.
    public static func parse(hex text: String) -> Color? {
        // Read from the UTF-8 bytes: a non-ASCII character is no hex digit either way.
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "#") else { return nil }
        var value: UInt32 = 0, count = 0
        while let b = bytes.next() {
            guard count < 8, let d = hexDigit(b) else { return nil }
            value = value << 4 | d
            count += 1
        }
        func channel(_ shift: UInt32, _ mask: UInt32 = 0xFF) -> Double { Double(value >> shift & mask) }
        switch count {
        case 3:
            return Color(red: channel(8, 0xF) * 17, green: channel(4, 0xF) * 17, blue: channel(0, 0xF) * 17)
        case 6:
            return Color(red: channel(16), green: channel(8), blue: channel(0))
        case 8:
            return Color(red: channel(16), green: channel(8), blue: channel(0), alpha: channel(24) / 255)
        default:
            return nil
        }
    }

    /// True when `text` is the 3-digit short form (`#RGB`) that only the JS SDK renders.
    public static func isShortForm(_ text: String) -> Bool {
        text.utf8.count == 4 && parse(hex: text) != nil
    }

    private static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: UInt32(b - 0x30)
        case 0x41...0x46: UInt32(b - 0x41 + 10)
        case 0x61...0x66: UInt32(b - 0x61 + 10)
        default: nil
        }
    }

    public var isOpaque: Bool { alpha >= 1 }

    /// Simple alpha compositing of `self` over `backdrop` (CSS Compositing L1, on gamma-encoded
    /// channels, as axe-core does). The result keeps fractional channels; nothing is rounded.
    public func composited(over backdrop: Color) -> Color {
        let a = alpha + backdrop.alpha * (1 - alpha)
        guard a > 0 else { return .transparent }
        func mix(_ s: Double, _ b: Double) -> Double { (alpha * s + backdrop.alpha * b * (1 - alpha)) / a }
        return Color(red: mix(red, backdrop.red), green: mix(green, backdrop.green),
                     blue: mix(blue, backdrop.blue), alpha: a)
    }

    /// WCAG 2.x relative luminance of the colour's RGB channels (alpha ignored: composite first).
    /// Uses the current 0.04045 threshold; for 8-bit channels it equals the older 0.03928.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// An sRGB channel (0…255) made linear. Whole channel values, the usual case, come from a table
    /// made with the same formula (the same bits, without a `pow` per channel).
    static func linear(_ c8: Double) -> Double {
        if c8 >= 0, c8 <= 255, let i = Int(exactly: c8) { return linearTable[i] }
        return linearUncached(c8)
    }

    private static func linearUncached(_ c8: Double) -> Double {
        let c = c8 / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    private static let linearTable: [Double] = (0...255).map { linearUncached(Double($0)) }

    /// WCAG contrast ratio (1…21) of two colours. Translucent colours should be composited onto
    /// their backdrop first; the result is not rounded (4.499 does not pass 4.5).
    public static func contrastRatio(_ a: Color, _ b: Color) -> Double {
        let la = a.relativeLuminance, lb = b.relativeLuminance
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// `#RRGGBB`, or `#AARRGGBB` when not opaque; channels rounded to the nearest integer.
    public var hexString: String {
        func hex(_ v: Double) -> String {
            let i = Int(max(0, min(255, v.rounded())))
            return (i < 16 ? "0" : "") + String(i, radix: 16, uppercase: true)
        }
        let rgb = hex(red) + hex(green) + hex(blue)
        return isOpaque ? "#" + rgb : "#" + hex(alpha * 255) + rgb
    }

    public var description: String { hexString }
}
