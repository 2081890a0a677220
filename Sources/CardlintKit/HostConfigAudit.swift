import CardlintModel
import CardlintReading
import CardlintRules
import Foundation

/// Contrast audit of a host config, for host authors: every text colour it defines (each container
/// style × each of the seven foreground colours × default/subtle) against its style's background.
///
/// Backgrounds are composited the way cards draw them: the `default` style over a white page, every
/// other style over the `default` background (the card it sits in). Foregrounds are composited over
/// the background.
public struct HostConfigAudit: Sendable {
    /// One foreground/background pair.
    public struct Pair: Sendable, Hashable {
        public var style: HostConfig.ContainerStyleName
        public var color: HostConfig.ColorName
        public var subtle: Bool
        /// Composited colours.
        public var foreground: Color
        public var background: Color
        public var ratio: Double

        /// SC 1.4.3 for normal text (4.5:1).
        public var passesAA: Bool { ratio >= ContrastMath.required(level: .aa, large: false) }
        /// SC 1.4.3 for large text (3:1).
        public var passesAALarge: Bool { ratio >= ContrastMath.required(level: .aa, large: true) }
        /// SC 1.4.6 for normal text (7:1).
        public var passesAAA: Bool { ratio >= ContrastMath.required(level: .aaa, large: false) }
    }

    public var pairs: [Pair]

    /// Audits `config`.
    public init(_ config: HostConfig) {
        let page = config.containerStyle(.default).backgroundColor.composited(over: .white)
        var out: [Pair] = []
        for style in HostConfig.ContainerStyleName.allCases {
            let def = config.containerStyle(style)
            let background = style == .default ? page : def.backgroundColor.composited(over: page)
            for color in HostConfig.ColorName.allCases {
                for subtle in [false, true] {
                    let fg = def.foreground(color).color(subtle: subtle).composited(over: background)
                    out.append(Pair(style: style, color: color, subtle: subtle, foreground: fg, background: background,
                                    ratio: Color.contrastRatio(fg, background)))
                }
            }
        }
        pairs = out
    }

    /// Pairs of the `default` colour (not subtle) — the text every card gets unless it asks for another
    /// colour — that fail AA for normal text. Any of these makes `cardlint hostconfig` exit 1.
    public var failingDefaultPairs: [Pair] { pairs.filter { $0.color == .default && !$0.subtle && !$0.passesAA } }

    /// A fixed-width table, one line per pair.
    public func textTable() -> String {
        let header = ["style", "color", "variant", "foreground", "background", "ratio", "AA", "AA large", "AAA"]
        var rows = [header]
        for p in pairs {
            rows.append([p.style.rawValue, p.color.rawValue, p.subtle ? "subtle" : "default", p.foreground.hexString,
                         p.background.hexString, ContrastMath.format(p.ratio, thresholds: [3, 4.5, 7]) + ":1",
                         verdict(p.passesAA), verdict(p.passesAALarge), verdict(p.passesAAA)])
        }
        let widths = header.indices.map { i in rows.map { $0[i].count }.max() ?? 0 }
        var out = ""
        for r in rows {
            let line = r.indices.map { i in r[i].padding(toLength: widths[i], withPad: " ", startingAt: 0) }.joined(separator: "  ")
            out += line.trimmingCharacters(in: .whitespaces) + "\n"
        }
        let failing = pairs.filter { !$0.passesAA }.count
        out += "\(pairs.count) pairs, \(failing) fail AA for normal text, \(failingDefaultPairs.count) of them default text\n"
        return out
    }

    /// JSON: `{"pairs": [...], "failingDefaultPairs": n}`.
    public func json() -> String {
        var out = "{\n  \"pairs\": [\n"
        out += pairs.map { p in
            "    {\"style\": \"\(p.style.rawValue)\", \"color\": \"\(p.color.rawValue)\", \"subtle\": \(p.subtle), "
                + "\"foreground\": \"\(p.foreground.hexString)\", \"background\": \"\(p.background.hexString)\", "
                + "\"ratio\": \(ContrastMath.format(p.ratio, thresholds: [3, 4.5, 7])), \"aa\": \(p.passesAA), \"aaLarge\": \(p.passesAALarge), "
                + "\"aaa\": \(p.passesAAA)}"
        }.joined(separator: ",\n")
        out += "\n  ],\n  \"failingDefaultPairs\": \(failingDefaultPairs.count)\n}\n"
        return out
    }

    private func verdict(_ ok: Bool) -> String { ok ? "pass" : "FAIL" }
}
