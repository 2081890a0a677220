/// "Did you mean …?" suggestions for misspelt keys and names.
enum DidYouMean {
    /// Levenshtein distance over Unicode scalars (insert, delete, substitute each cost 1).
    static func distance(_ a: String, _ b: String) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }

    /// The closest candidate within a third of the word's length (at least 1, at most 3 edits),
    /// compared case-insensitively; ties go to the earlier candidate.
    static func suggestion(for word: String, in candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3))
        var best: (String, Int)?
        for c in candidates {
            let d = distance(word.lowercased(), c.lowercased())
            if d <= limit, d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// `" (did you mean 'x'?)"` or an empty string.
    static func hint(for word: String, in candidates: [String]) -> String {
        suggestion(for: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }
}
