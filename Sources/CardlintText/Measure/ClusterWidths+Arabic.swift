import CICU

extension ClusterWidths {
    /// The advance of an Arabic letter in the joining form its neighbours give it (transparent marks skipped).
    static func arabic(_ text: PreparedText, _ i: Int, forms: ArabicForms, tables m: ScriptTables, bold: Bool) -> Float {
        let type = cicu_joining_type(text.scalars[i])
        let prev = neighbour(text, from: i, step: -1)
        let next = neighbour(text, from: i, step: 1)
        let joinsPrev = (type == CICU_JOIN_DUAL || type == CICU_JOIN_RIGHT || type == CICU_JOIN_CAUSING)
            && prev.map { t in t == CICU_JOIN_DUAL || t == CICU_JOIN_LEFT || t == CICU_JOIN_CAUSING } == true
        let joinsNext = (type == CICU_JOIN_DUAL || type == CICU_JOIN_LEFT || type == CICU_JOIN_CAUSING)
            && next.map { t in t == CICU_JOIN_DUAL || t == CICU_JOIN_RIGHT || t == CICU_JOIN_CAUSING } == true
        // Lam followed by alef draws as one ligature: lam carries its width, the alef none.
        if text.scalars[i] == 0x644, let alef = nextScalar(text, from: i), let lig = m.lamAlef[alef] {
            return pick(lig, bold: bold, prev: joinsPrev, next: false)
        }
        if m.lamAlef[text.scalars[i]] != nil, let before = previousScalar(text, from: i), before == 0x644 { return 0 }
        return pick(forms, bold: bold, prev: joinsPrev, next: joinsNext)
    }

    private static func pick(_ f: ArabicForms, bold: Bool, prev: Bool, next: Bool) -> Float {
        let v = bold ? f.bold : f.regular
        switch (prev, next) {
        case (false, false): return v.0
        case (false, true): return v.1
        case (true, true): return v.2
        case (true, false): return v.3
        }
    }

    private static func neighbour(_ text: PreparedText, from i: Int, step: Int) -> Int32? {
        var j = i + step
        while j >= 0 && j < text.scalars.count {
            let t = cicu_joining_type(text.scalars[j])
            if t != CICU_JOIN_TRANSPARENT { return Int32(t) }
            j += step
        }
        return nil
    }

    private static func nextScalar(_ text: PreparedText, from i: Int) -> UInt32? {
        var j = i + 1
        while j < text.scalars.count {
            if cicu_joining_type(text.scalars[j]) != CICU_JOIN_TRANSPARENT { return text.scalars[j] }
            j += 1
        }
        return nil
    }

    private static func previousScalar(_ text: PreparedText, from i: Int) -> UInt32? {
        var j = i - 1
        while j >= 0 {
            if cicu_joining_type(text.scalars[j]) != CICU_JOIN_TRANSPARENT { return text.scalars[j] }
            j -= 1
        }
        return nil
    }
}
