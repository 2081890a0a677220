import CICU

/// Widths in em of each grapheme cluster of a `PreparedText` in one face.
enum ClusterWidths {
    static let zeroWidth = Int32(CICU_CHAR_COMBINING_MARK | CICU_CHAR_DEFAULT_IGNORABLE)
    static let emojiLike = Int32(CICU_CHAR_EMOJI_PRESENTATION | CICU_CHAR_REGIONAL_INDICATOR | CICU_CHAR_EMOJI_MODIFIER)

    static func compute(_ text: PreparedText, face: FontFace, faceMetrics: FaceMetrics, metrics m: MetricTables) -> [Float] {
        let table = faceMetrics.table
        let average = faceMetrics.average
        // Script tables (Noto) have regular and bold: light draws regular, extra bold draws bold.
        let bold = faceMetrics.weight == .bold || faceMetrics.weight == .extrabold
        let n = text.scalars.count
        // The script tables, fetched (and on the run's first need parsed) once per text that needs them.
        var scriptTables: ScriptTables?
        // Arrays grow from `reserveCapacity`: cheaper than the generic `init(repeating:count:)`.
        @inline(__always) func scalarWidth(_ i: Int) -> Float {
            let c = text.scalars[i], f = text.flags[i]
            if f & zeroWidth != 0 || (c < 0x20) || (c >= 0x7F && c < 0xA0) { return 0 }
            if face.monospace { return f & Int32(CICU_CHAR_WIDE) != 0 ? m.wide : m.monospace }
            if let a = table.advance(c) { return a }
            return fallback(text, i, metrics: m, scriptTables: &scriptTables, bold: bold, average: average)
        }
        var widths: [Float] = []
        widths.reserveCapacity(text.clusterEnds.count)
        if text.clusterEnds.count == n {
            // One code point per cluster (most text): no per-scalar array to sum.
            for i in 0..<n { widths.append(isEmoji(text, i, i + 1) ? m.emoji : scalarWidth(i)) }
            if let kerning = faceMetrics.kerning { kern(&widths, text, kerning) }
            return widths
        }
        var scalarWidths: [Float] = []
        scalarWidths.reserveCapacity(n)
        for i in 0..<n { scalarWidths.append(scalarWidth(i)) }
        for k in 0..<text.clusterEnds.count {
            let lo = Int(text.clusterScalarStart[k]), hi = Int(text.clusterScalarStart[k + 1])
            if isEmoji(text, lo, hi) { widths.append(m.emoji); continue }
            var w: Float = 0
            for i in lo..<hi { w += scalarWidths[i] }
            widths.append(w)
        }
        if let kerning = faceMetrics.kerning { kern(&widths, text, kerning) }
        return widths
    }

    /// Adds the pair kerning between each cluster's base character and the next cluster's to the former's
    /// width (a shaper adjusts the first glyph's advance). Characters the family table lacks are drawn by
    /// another font and kern with nothing: the kerning table lists only the family's own.
    static func kern(_ widths: inout [Float], _ text: PreparedText, _ kerning: KernTable) {
        guard widths.count > 1 else { return }
        for k in 0..<(widths.count - 1) {
            let left = text.scalars[Int(text.clusterScalarStart[k])]
            let right = text.scalars[Int(text.clusterScalarStart[k + 1])]
            widths[k] += kerning.kerning(left, right)
        }
    }

    /// Emoji drawn as one picture: a presentation emoji, a pictograph with VS16, a flag, a keycap, a ZWJ sequence.
    private static func isEmoji(_ text: PreparedText, _ lo: Int, _ hi: Int) -> Bool {
        guard lo < hi, text.scalars[lo] >= 0x23 else { return false }
        let first = text.flags[lo]
        if first & emojiLike != 0 { return true }
        guard hi - lo > 1 else { return false }
        for i in (lo + 1)..<hi where text.scalars[i] == 0xFE0F || text.scalars[i] == 0x20E3 {
            return first & Int32(CICU_CHAR_EXTENDED_PICTOGRAPHIC) != 0 || text.scalars[lo] < 0x80
        }
        return false
    }

    /// The width of a code point the face's table lacks. The script tables hold only code points of
    /// their range (`ScriptTableSource`): outside it they are not asked, and not parsed.
    private static func fallback(_ text: PreparedText, _ i: Int, metrics m: MetricTables, scriptTables: inout ScriptTables?,
                                 bold: Bool, average: Float) -> Float {
        let c = text.scalars[i]
        let script = cicu_script(c)
        if m.scriptTables.range.contains(c) {
            if scriptTables == nil { scriptTables = m.scriptTables.tables() }
            let tables = scriptTables!
            if let forms = tables.arabic[c] { return arabic(text, i, forms: forms, tables: tables, bold: bold) }
            if let conjunct = conjunct(text, i, tables: tables, bold: bold) { return conjunct }
            if let glyph = tables.glyphs[c] {
                let scale = m.scripts[script]?.scale ?? (1, 1)
                return bold ? glyph.1 * scale.1 : glyph.0 * scale.0
            }
        }
        if let s = m.scripts[script] { return bold ? s.average.1 : s.average.0 }
        if text.flags[i] & Int32(CICU_CHAR_WIDE) != 0 { return m.wide }
        return average
    }
}
