extension ClusterWidths {
    /// The virama of Devanagari, Bengali, Gurmukhi, Gujarati, Tamil (pulli), Telugu, Kannada or Malayalam: the
    /// scripts of `conjuncts.tsv`.
    @inline(__always) static func isVirama(_ c: UInt32) -> Bool {
        switch c {
        case 0x94D, 0x9CD, 0xA4D, 0xACD, 0xBCD, 0xC4D, 0xCCD, 0xD4D: true
        default: false
        }
    }

    /// A consonant followed by virama and another consonant draws as a conjunct (a half form, a ligature such
    /// as क्ष or ক্ষ, a below-base form as in Telugu and Kannada): the consonant takes its measured share of
    /// the conjunct (`conjuncts.tsv`) and the virama, a combining mark, nothing. ICU 72's grapheme clusters
    /// end after the virama (Unicode 15.1 joins the conjunct into one), so this looks at code points, not
    /// clusters; a ZWJ or ZWNJ after the virama is not a conjunct here. A consonant before a vowel sign it
    /// forms one glyph with (Devanagari ra + u, Bengali two-part o / au, Tamil consonant + u / uu) takes that
    /// glyph's measured width, and so does one before a virama that no consonant follows (the explicit virama
    /// form). Tamil's pulli seldom joins consonants; the table says where it does (க்ஷ).
    /// Nil when `i` starts neither.
    static func conjunct(_ text: PreparedText, _ i: Int, tables m: ScriptTables, bold: Bool) -> Float? {
        let s = text.scalars
        if i + 2 < s.count, isVirama(s[i + 1]),
           let any = m.conjuncts[MetricTables.conjunctKey(s[i], nil)],
           m.conjuncts[MetricTables.conjunctKey(s[i + 2], nil)] != nil {
            let v = m.conjuncts[MetricTables.conjunctKey(s[i], s[i + 2])] ?? any
            return bold ? v.1 : v.0
        }
        // A vowel sign, or a virama before no consonant (the explicit virama form), after the consonant.
        if i + 1 < s.count, let form = m.signForms[MetricTables.conjunctKey(s[i], s[i + 1])] {
            return bold ? form.1 : form.0
        }
        return nil
    }
}
