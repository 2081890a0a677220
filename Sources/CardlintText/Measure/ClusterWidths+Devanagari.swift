extension ClusterWidths {
    static let virama: UInt32 = 0x94D

    /// A Devanagari consonant followed by virama and another consonant draws as a conjunct (a half form,
    /// a ligature such as क्ष or त्र, or a below-base ra): the consonant takes its measured share of the
    /// conjunct (`devanagari-conjuncts.tsv`) and the virama, a combining mark, nothing. ICU 72's grapheme
    /// clusters end after the virama (Unicode 15.1 joins the conjunct into one), so this looks at code
    /// points, not clusters; a ZWJ or ZWNJ after the virama is not a conjunct here. Nil when `i` does not
    /// start one (nor a ra + u form).
    static func devanagariConjunct(_ text: PreparedText, _ i: Int, metrics m: MetricTables, bold: Bool) -> Float? {
        let s = text.scalars
        // Ra with u, uu or vocalic r is one glyph, wider than ra: the consonant takes that glyph's width.
        if i + 1 < s.count, let form = m.signForms[MetricTables.conjunctKey(s[i], s[i + 1])] {
            return bold ? form.1 : form.0
        }
        guard i + 2 < s.count, s[i + 1] == virama,
              let any = m.conjuncts[MetricTables.conjunctKey(s[i], nil)],
              m.conjuncts[MetricTables.conjunctKey(s[i + 2], nil)] != nil else { return nil }
        let v = m.conjuncts[MetricTables.conjunctKey(s[i], s[i + 2])] ?? any
        return bold ? v.1 : v.0
    }
}
