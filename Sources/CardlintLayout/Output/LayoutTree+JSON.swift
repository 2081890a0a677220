import CardlintReading
import CardlintText
extension LayoutTree {
    /// The tree as compact, deterministic JSON:
    /// `{"viewport","typeScale","width","height","boxes":[{"id","type","frame":[x,y,w,h],"flags":[…],
    /// "hitArea"?,"extraHitAreas"?,"text"?,"label"?}]}`; a text is
    /// `{"fontSize","lineHeight","frame","hidden","lines":[[utf16Start,utf16End,width],…]}`.
    public func jsonString() -> String {
        var o = "{\"viewport\":" + JSONText.quote(viewportName) + ",\"typeScale\":" + JSONText.quote(typeScaleName)
        o += ",\"width\":" + LayoutFormat.number(size.width) + ",\"height\":" + LayoutFormat.number(size.height) + ",\"boxes\":["
        var first = true
        for id in boxes.indices {
            guard let b = boxes[id] else { continue }
            if !first { o += "," }
            first = false
            o += "{\"id\":\(id),\"type\":" + JSONText.quote(type(of: id) ?? "") + ",\"frame\":" + JSONText.rect(b.frame)
            o += ",\"flags\":[" + b.flags.names.map(JSONText.quote).joined(separator: ",") + "]"
            if let h = b.hitArea { o += ",\"hitArea\":" + JSONText.rect(h) }
            if !b.extraHitAreaRange.isEmpty { o += ",\"extraHitAreas\":[" + extraHitAreas(of: b).map(JSONText.rect).joined(separator: ",") + "]" }
            if let t = b.text { o += ",\"text\":" + JSONText.text(t, lines(of: t)) }
            if let l = b.label { o += ",\"label\":" + JSONText.text(l, lines(of: l)) }
            o += "}"
        }
        return o + "]}"
    }
}

enum JSONText {
    static func quote(_ s: String) -> String { JSONString.quoted(s) }

    static func rect(_ r: Rect) -> String {
        "[" + [r.x, r.y, r.width, r.height].map(LayoutFormat.number).joined(separator: ",") + "]"
    }

    static func text(_ t: LaidText, _ lines: ArraySlice<TextLine>) -> String {
        var o = "{\"fontSize\":" + LayoutFormat.number(t.fontSize) + ",\"lineHeight\":" + LayoutFormat.number(t.lineHeight)
        o += ",\"frame\":" + rect(t.frame) + ",\"hidden\":\(t.hiddenCharacters),\"lines\":["
        o += lines.map { "[\($0.utf16Range.lowerBound),\($0.utf16Range.upperBound),\(LayoutFormat.number($0.width))]" }
            .joined(separator: ",")
        return o + "]}"
    }
}
