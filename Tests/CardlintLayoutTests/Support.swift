import CardlintLayout
import CardlintModel
import CardlintReading
import CardlintText
import Foundation
import Testing

/// A fake measurer for layout tests: every UTF-16 code unit (spaces included) advances
/// `advance` × font size. Greedy wrapping at spaces, hard breaks at `\n`, words wider than the
/// line are broken inside; `wrap: false` shows the characters that fit on one line.
struct FixedAdvanceFake: TextMeasurer {
    var advance = 0.5

    func width(of text: String, style: TextStyle) -> Double {
        Double(text.utf16.count) * advance * style.size
    }

    func layout(_ text: String, style: TextStyle, maxWidth: Double, wrapping: TextWrapping) -> TextLayout {
        let units = Array(text.utf16)
        let adv = advance * style.size
        let natural = Double(units.count) * adv
        if units.isEmpty {
            return TextLayout(lines: [], width: 0, naturalWidth: 0, unconstrainedLineCount: 0, truncated: false,
                              hiddenUTF16Count: 0, brokeInsideWord: false)
        }
        if !wrapping.wrap {
            let fit = adv > 0 ? min(units.count, Int((maxWidth + 1e-9) / adv)) : units.count
            let shown = max(0, fit)
            return TextLayout(lines: [TextLine(utf16Range: 0..<shown, width: Double(shown) * adv)],
                              width: Double(shown) * adv, naturalWidth: natural, unconstrainedLineCount: 1,
                              truncated: shown < units.count, hiddenUTF16Count: units.count - shown, brokeInsideWord: false)
        }
        var lines: [TextLine] = []
        var broke = false
        var start = 0
        let perLine = max(1, adv > 0 ? Int((maxWidth + 1e-9) / adv) : units.count)
        while start <= units.count {
            var end = start
            while end < units.count && units[end] != 10 { end += 1 }
            var i = start
            if i == end { lines.append(TextLine(utf16Range: i..<i, width: 0)) }
            while i < end {
                if end - i <= perLine { lines.append(TextLine(utf16Range: i..<end, width: Double(end - i) * adv)); break }
                let limit = i + perLine
                if units[limit] == 32 {
                    lines.append(TextLine(utf16Range: i..<limit, width: Double(limit - i) * adv)); i = limit + 1; continue
                }
                var b = limit - 1
                while b > i && units[b] != 32 { b -= 1 }
                if b > i {
                    lines.append(TextLine(utf16Range: i..<b, width: Double(b - i) * adv)); i = b + 1
                } else {
                    broke = true
                    lines.append(TextLine(utf16Range: i..<limit, width: Double(perLine) * adv)); i = limit
                }
            }
            start = end + 1
        }
        let all = lines.count
        var truncated = false
        var hidden = 0
        if let m = wrapping.maxLines, m > 0, lines.count > m {
            truncated = true
            hidden = units.count - lines[m - 1].utf16Range.upperBound
            lines.removeLast(lines.count - m)
        }
        return TextLayout(lines: lines, width: lines.map(\.width).max() ?? 0, naturalWidth: natural,
                          unconstrainedLineCount: all, truncated: truncated, hiddenUTF16Count: hidden, brokeInsideWord: broke)
    }
}

/// `FixedAdvanceFake` that counts the measurements asked of it (prepared runs are measured
/// through the same two calls). For one thread.
final class CountingMeasurer: TextMeasurer, @unchecked Sendable {
    let base = FixedAdvanceFake()
    private(set) var count = 0

    func width(of text: String, style: TextStyle) -> Double {
        count += 1
        return base.width(of: text, style: style)
    }

    func layout(_ text: String, style: TextStyle, maxWidth: Double, wrapping: TextWrapping) -> TextLayout {
        count += 1
        return base.layout(text, style: style, maxWidth: maxWidth, wrapping: wrapping)
    }
}

enum Fixture {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let rulesDirectory = root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("rules").path
    static let catalog: Catalog? = try? CatalogLoader.load(directory: rulesDirectory + "/catalog")

    static func card(json: String) throws -> Card {
        let parsed = try JSONParser.parse(json)
        let cat = try #require(catalog)
        return CardBuilder.build(parsed.value, catalog: cat)
    }

    static func card(named name: String) throws -> Card {
        let text = try String(contentsOf: root.appendingPathComponent("Fixtures/\(name).json"), encoding: .utf8)
        return try card(json: text)
    }

    static func layout(_ card: Card, width: Double = 300, scale: TypeScale = .large,
                       host: HostConfig = .defaults, options: LayoutOptions = LayoutOptions(),
                       renderer: RendererBehaviour = RendererBehaviour(), fontLineHeight: Double? = nil) -> LayoutTree {
        let vp = Viewport(name: "test-\(Int(width))", width: width, sizeClass: .compact, kind: .device)
        let ctx = LayoutContext(viewport: vp, typeScale: scale, hostConfig: host, fontFamily: "selawik", options: options,
                                renderer: renderer, fontLineHeight: fontLineHeight)
        return Layout.compute(card: card, context: ctx, measurer: FixedAdvanceFake())
    }

    /// The id of the node with element `id`.
    static func id(_ card: Card, _ elementID: String) throws -> Int {
        try #require(card.nodes.first { $0.elementID == elementID && !$0.inFallback }).id
    }

    /// A host config built from the defaults with changes.
    static func host(_ change: (inout HostConfig) -> Void) -> HostConfig {
        var h = HostConfig.defaults
        change(&h)
        return h
    }
}

/// Equal within 0.001 pt.
func approx(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-3 }
func approx(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return approx(a.x, b.x) && approx(a.y, b.y) && approx(a.width, b.width) && approx(a.height, b.height)
}

extension Fixture {
    /// A shipped host config from `rules/hostconfigs/<name>.json`.
    static func hostConfig(_ name: String) throws -> HostConfig {
        let text = try String(contentsOfFile: rulesDirectory + "/hostconfigs/\(name).json", encoding: .utf8)
        return HostConfig.parse(try JSONParser.parse(text).value).0
    }
}

extension Fixture {
    /// A shipped renderer's box facts, `rules/renderers/<name>.yaml`.
    static func renderer(_ name: String) throws -> RendererBehaviour {
        let path = rulesDirectory + "/renderers/\(name).yaml"
        return try RendererLoader.parse(try String(contentsOfFile: path, encoding: .utf8), path: path)
    }
}
