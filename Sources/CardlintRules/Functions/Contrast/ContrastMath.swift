import CardlintModel
import CardlintReading
import Foundation

/// WCAG conformance level of a contrast requirement.
public enum ContrastLevel: String, Sendable, CaseIterable {
    /// SC 1.4.3 Contrast (Minimum): 4.5:1, large text 3:1.
    case aa = "AA"
    /// SC 1.4.6 Contrast (Enhanced): 7:1, large text 4.5:1.
    case aaa = "AAA"
}

/// WCAG 2.x contrast thresholds, the large-text decision and number formatting shared by the
/// contrast rules and the `hostconfig` audit.
public enum ContrastMath {
    /// Font weight from which text counts as bold (axe-core uses 700; WCAG leaves "bold" undefined).
    public static let boldWeight: Double = 700

    /// Large-scale text (WCAG): at least 18 pt, or at least 14 pt and bold, in typographic points.
    /// `size` is a host-config font size in the host's unit at the default text scale; a larger user
    /// text size only makes text "large" sooner, so the default-scale verdict is the strict one.
    public static func isLargeText(size: Double, unit: FontUnit, weight: Double) -> Bool {
        let points = unit.typographicPoints(size)
        return points >= 18 || (points >= 14 && weight >= boldWeight)
    }

    /// What a host config's font sizes are measured in.
    public enum FontUnit: Sendable {
        /// CSS pixels (web renderers): 1 px = 0.75 pt, so large text is 24 px, or 18.67 px bold (as axe-core).
        case cssPx
        /// Platform points or density-independent pixels (iOS pt, Android sp/dp), compared with
        /// WCAG's points one to one, as Android's Accessibility Test Framework and Apple's guidance do.
        case platformPoints

        public func typographicPoints(_ size: Double) -> Double { self == .cssPx ? size * 0.75 : size }

        /// The size as a message shows it: "14 px (10.5 pt)" or "17 pt".
        public func describe(_ size: Double) -> String {
            switch self {
            case .cssPx: "\(NumberText.whole(size)) px (\(NumberText.whole((size * 75).rounded() / 100)) pt)"
            case .platformPoints: "\(NumberText.whole(size)) pt"
            }
        }

        /// The unit of a host's font sizes (its `text-unit`); platform points when no host is known.
        public init(_ host: HostProfile?) {
            self = host?.textUnit == .cssPx ? .cssPx : .platformPoints
        }
    }

    /// The minimum ratio for text at `level`.
    public static func required(level: ContrastLevel, large: Bool) -> Double {
        switch level {
        case .aa: large ? 3 : 4.5
        case .aaa: large ? 4.5 : 7
        }
    }

    /// Minimum ratio for user-interface components and graphics (SC 1.4.11).
    public static let nonText: Double = 3

    /// A ratio with two decimals. Rounded, except that a ratio below one of `thresholds` never prints
    /// as reaching it (4.499 against 4.5 prints "4.49", not "4.50").
    public static func format(_ ratio: Double, thresholds: [Double] = []) -> String {
        var hundredths = (ratio * 100).rounded()
        if thresholds.contains(where: { ratio < $0 && hundredths / 100 >= $0 }) { hundredths = (ratio * 100).rounded(.down) }
        // Written from the whole number of hundredths, as `%.2f` prints it (no C formatting per finding).
        guard let n = Int64(exactly: hundredths), n.magnitude < 1 << 52 else { return String(format: "%.2f", hundredths / 100) }
        let cents = n.magnitude % 100
        return (hundredths.sign == .minus ? "-" : "") + String(n.magnitude / 100) + (cents < 10 ? ".0" : ".") + String(cents)
    }

    /// A threshold as written in WCAG (`4.5`, `3`, `7`).
    public static func formatThreshold(_ value: Double) -> String {
        NumberText.whole(value)
    }
}

/// APCA lightness contrast (Lc), the optional successor metric (apca-w3 0.1.9 / 0.0.98G-4g constants).
/// Not part of any W3C Recommendation; cardlint offers it only as an opt-in rule.
enum APCA {
    /// Lc of opaque `text` on opaque `background` (composite translucent colours first). Positive for dark
    /// text on a light background, negative for light text on a dark one; 0 when too close to tell.
    static func lightnessContrast(text: Color, background: Color) -> Double {
        let yText = clamp(luminance(text)), yBackground = clamp(luminance(background))
        guard abs(yBackground - yText) >= 0.0005 else { return 0 }
        if yBackground > yText {
            let s = (pow(yBackground, 0.56) - pow(yText, 0.57)) * 1.14
            return s < 0.1 ? 0 : (s - 0.027) * 100
        }
        let s = (pow(yBackground, 0.65) - pow(yText, 0.62)) * 1.14
        return s > -0.1 ? 0 : (s + 0.027) * 100
    }

    /// APCA's screen luminance: a plain 2.4 power curve (no linear segment).
    static func luminance(_ c: Color) -> Double {
        func ch(_ v: Double) -> Double { pow(max(0, min(255, v)) / 255, 2.4) }
        return 0.2126729 * ch(c.red) + 0.7151522 * ch(c.green) + 0.0721750 * ch(c.blue)
    }

    /// Soft clamp of near-black luminances.
    static func clamp(_ y: Double) -> Double { y < 0.022 ? y + pow(0.022 - y, 1.414) : y }
}
