import CardlintLayout
import CardlintReading

extension HTMLReporter {
    /// The button that draws a card's wireframes from the page's compressed data (`wf-data`), so a
    /// report of thousands of cards stays small and opens fast.
    static func wireframeButton(_ count: Int, index: Int) -> String {
        guard count > 0 else { return "" }
        let label = count == 1 ? "Show the layout wireframe" : "Show \(count) layout wireframes"
        return "<div class=\"wf-block\"><button type=\"button\" class=\"wf-show\" data-wf=\"\(index)\">\(label)</button>"
            + "<noscript>Wireframes need JavaScript.</noscript><div class=\"wf-out\"></div></div>\n"
    }

    /// What the button draws: a legend, then a grid of figures with their labels.
    static func wireframeHTML(_ frames: [Wireframe]) -> String {
        var out = "<div class=\"wf-head\"><h3 class=\"sub\">Layout wireframes</h3><ul class=\"legend\">"
        out += "<li><span class=\"sw mark\">1</span>finding (number as listed above)</li>"
        out += "<li><span class=\"sw flag\"></span>text cut or overflowing</li>"
        out += "<li><span class=\"sw hit\"></span>tap target</li>"
        out += "<li><span class=\"sw btn\"></span>action</li><li><span class=\"sw inp\"></span>input</li>"
        out += "<li><span class=\"sw img\"></span>image</li><li><span class=\"sw bar\"></span>text line</li></ul></div>"
        // One scale for all of a card's wireframes, so narrow and wide viewports compare at a glance.
        let widths = frames.map { naturalWidth($0.svg) }
        let scale = max(0.6, min(0.85, 460 / max(1, widths.compactMap { $0 }.max() ?? 460)))
        out += "<div class=\"wireframes\">"
        for (w, width) in zip(frames, widths) {
            let size = width.map { " style=\"width:\(NumberText.rounded(min(max($0 * scale, 0), 1e6) + 22, places: 0))px\"" } ?? ""
            // The SVG is cardlint's own output (see `Wireframe`), embedded after the inertness check;
            // its stylesheet is the page's (`wireframeCSS`), not repeated in every figure.
            out += "<figure\(size)><figcaption>\(Escape.html(w.label))</figcaption><div class=\"wf\">\(embed(withoutStyle(w.svg)))</div></figure>"
        }
        return out + "</div>"
    }

    /// The SVG without its `<style>` element (the layout stage writes exactly `LayoutSVG.style` there).
    static func withoutStyle(_ svg: String) -> String {
        svg.replacingOccurrences(of: "<style>" + LayoutSVG.style + "</style>\n", with: "")
    }

    /// The wireframes' stylesheet, scoped to the wireframe figures.
    static let wireframeCSS: String = LayoutSVG.style.split(separator: "}").map { rule in
        let parts = rule.split(separator: "{", maxSplits: 1)
        guard parts.count == 2 else { return "" }
        return parts[0].split(separator: ",").map { ".wf svg " + $0 }.joined(separator: ",") + "{" + parts[1] + "}"
    }.joined()

    /// The `width` attribute of the SVG's root element, in points (nil when absent or not a number).
    static func naturalWidth(_ svg: String) -> Double? {
        guard let open = svg.range(of: "<svg"), let end = svg[open.upperBound...].firstIndex(of: ">") else { return nil }
        let tag = svg[open.upperBound..<end]
        guard let attr = tag.range(of: " width=\"") else { return nil }
        let value = tag[attr.upperBound...].prefix { $0 != "\"" }
        guard let d = Double(value), d.isFinite, d > 0 else { return nil }
        return d
    }

    /// Embeds a wireframe SVG. The layout stage escapes card strings, so the SVG is embedded as
    /// given; as defence in depth, anything that could run script (a `<script>`, an `on…=`
    /// handler, a `javascript:` URL, `<foreignObject>`, `<iframe>`) replaces it with a notice.
    static func embed(_ svg: String) -> String {
        isInert(svg) ? svg : "<p class=\"banner\">Wireframe omitted: it contained active content.</p>"
    }

    static func isInert(_ svg: String) -> Bool {
        let lower = Array(svg.lowercased().unicodeScalars)
        let trimmed = lower.drop(while: { $0.properties.isWhitespace })
        guard trimmed.starts(with: "<svg".unicodeScalars) else { return false }
        let text = String(String.UnicodeScalarView(lower))
        for bad in ["<script", "javascript:", "<foreignobject", "<iframe", "<object", "<embed"] where text.contains(bad) {
            return false
        }
        // An `on…=` attribute: whitespace or `/`, then `on`, letters, optional whitespace, `=`.
        var i = 1
        while i + 2 < lower.count {
            let prev = lower[i - 1]
            if prev.properties.isWhitespace || prev == "/", lower[i] == "o", lower[i + 1] == "n" {
                var j = i + 2
                while j < lower.count, ("a"..."z").contains(lower[j]) { j += 1 }
                while j < lower.count, lower[j].properties.isWhitespace { j += 1 }
                if j > i + 2, j < lower.count, lower[j] == "=" { return false }
            }
            i += 1
        }
        return true
    }
}
