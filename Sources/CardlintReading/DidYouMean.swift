/// Suggestions for misspelt names ("did you mean `altText`?"), by case-insensitive edit distance.
public enum DidYouMean {
    /// The closest candidate within a distance that scales with the word's length, or nil.
    public static func suggest(_ word: String, from candidates: some Sequence<String>) -> String? {
        let w = Array(word.lowercased().unicodeScalars)
        guard !w.isEmpty else { return nil }
        let limit = max(1, min(3, w.count / 3))
        var best: (String, Int)?
        for c in candidates {
            let cs = Array(c.lowercased().unicodeScalars)
            if cs == w { return c }
            guard abs(cs.count - w.count) <= limit else { continue }
            let d = distance(w, cs, limit: limit)
            if d <= limit, best == nil || d < best!.1 { best = (c, d) }
        }
        return best?.0
    }

    /// Levenshtein distance with adjacent transpositions; stops early above `limit`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev2 = [Int](repeating: 0, count: b.count + 1)
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            var rowMin = cur[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { v = min(v, prev2[j - 2] + 1) }
                cur[j] = v
                rowMin = min(rowMin, v)
            }
            if rowMin > limit { return rowMin }
            (prev2, prev, cur) = (prev, cur, prev2)
        }
        return prev[b.count]
    }

    /// `" (did you mean 'x'?)"` or the empty string.
    public static func hint(_ word: String, from candidates: some Sequence<String>) -> String {
        suggest(word, from: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
