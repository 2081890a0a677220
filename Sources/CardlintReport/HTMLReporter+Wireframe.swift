extension HTMLReporter {
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
