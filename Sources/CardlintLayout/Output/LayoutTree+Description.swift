extension LayoutTree: CustomStringConvertible {
    /// An indented outline: one line per laid-out node with its type, id, frame, text facts, flags and hit area.
    public var description: String {
        var out = "layout \(viewportName) @ \(typeScaleName): \(LayoutFormat.number(size.width))×\(LayoutFormat.number(size.height))\n"
        for id in boxes.indices {
            guard let b = boxes[id] else { continue }
            var depth = 0
            var p = id < parents.count ? parents[id] : nil
            while let q = p, depth < 300 { depth += 1; p = parents[q] }
            out += String(repeating: "  ", count: depth)
            out += "\(types[id] ?? "?") #\(id) \(b.frame)"
            if let t = b.text { out += " text[\(t.lines.count) lines @\(LayoutFormat.number(t.fontSize))pt]" }
            if let l = b.label { out += " label[\(l.lines.count) lines @\(LayoutFormat.number(l.fontSize))pt]" }
            if !b.flags.isEmpty { out += " {" + b.flags.names.joined(separator: ", ") + "}" }
            if b.hiddenCharacters > 0 { out += " hidden=\(b.hiddenCharacters)" }
            if let h = b.hitArea { out += " hit\(h)" }
            if !b.extraHitAreas.isEmpty { out += " +\(b.extraHitAreas.count) targets" }
            out += "\n"
        }
        return out
    }
}
