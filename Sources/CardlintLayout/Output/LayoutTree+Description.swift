extension LayoutTree: CustomStringConvertible {
    /// An indented outline: one line per laid-out node with its type, id, frame, text facts, flags and hit area.
    public var description: String {
        var out = "layout \(viewportName) @ \(typeScaleName): \(LayoutFormat.number(size.width))×\(LayoutFormat.number(size.height))\n"
        // Depth-first in document order (ids are breadth-first; children keep sibling order).
        var kids = [[Int]](repeating: [], count: boxes.count)
        var roots: [Int] = []
        for id in boxes.indices {
            if let p = parent(of: id), p < kids.count { kids[p].append(id) } else { roots.append(id) }
        }
        var stack: [(Int, Int)] = roots.reversed().map { ($0, 0) }
        while let (id, depth) = stack.popLast() {
            for k in kids[id].reversed() { stack.append((k, boxes[id] == nil ? depth : depth + 1)) }
            guard let b = boxes[id] else { continue }
            out += String(repeating: "  ", count: depth)
            out += "\(type(of: id) ?? "?") #\(id) \(b.frame)"
            if let t = b.text { out += " text[\(t.lineCount) lines @\(LayoutFormat.number(t.fontSize))pt]" }
            if let l = b.label { out += " label[\(l.lineCount) lines @\(LayoutFormat.number(l.fontSize))pt]" }
            if !b.flags.isEmpty { out += " {" + b.flags.names.joined(separator: ", ") + "}" }
            if b.hiddenCharacters > 0 { out += " hidden=\(b.hiddenCharacters)" }
            if let h = b.hitArea { out += " hit\(h)" }
            if !b.extraHitAreaRange.isEmpty { out += " +\(b.extraHitAreaRange.count) targets" }
            out += "\n"
        }
        return out
    }
}
