import CardlintReading

/// The tables of the scripts the families do not draw: per-glyph advances (`scripts.tsv`), Indic
/// conjuncts and sign forms (`conjuncts.tsv`), Arabic joining forms (`arabic-forms.tsv`).
struct ScriptTables: Sendable {
    /// Nominal per-glyph advances of scripts with tables (Hebrew, Devanagari, Thai, Bengali, Tamil, …), [regular, bold].
    var glyphs: [UInt32: (Float, Float)] = [:]
    /// Devanagari / Bengali consonant + virama before another consonant, [regular, bold], keyed by `conjunctKey`.
    var conjuncts: [UInt64: (Float, Float)] = [:]
    /// Consonant before a vowel sign it draws one glyph with (Devanagari ra + u), [regular, bold], keyed by
    /// `conjunctKey(consonant, sign)`.
    var signForms: [UInt64: (Float, Float)] = [:]
    var arabic: [UInt32: ArabicForms] = [:]
    /// Lam-alef ligatures keyed by the alef that follows lam.
    var lamAlef: [UInt32: ArabicForms] = [:]

    init() {}

    /// The tables from their files' rows. Every lookup is keyed by the code point measured, so rows
    /// whose code point lies outside `range` could never be reached before the tables are read: they
    /// are left out, and what a text measures never depends on what the run measured before it.
    init(scripts: TSVTable, conjuncts conjunctRows: TSVTable, arabic arabicRows: TSVTable, range: ClosedRange<UInt32>) {
        scripts.forEachRow { row in
            guard row.count >= 3, let cp = row.codepoint(0), range.contains(cp), let r = row.float(1), let b = row.float(2) else { return }
            glyphs[cp] = (r, b)
        }
        conjunctRows.forEachRow { row in
            guard row.count >= 4, let r = row.float(2), let b = row.float(3) else { return }
            let parts = row.codepoints(0, separator: UInt8(ascii: "+"))
            guard let first = parts.first, range.contains(first) else { return }
            if parts.count == 2 { signForms[MetricTables.conjunctKey(parts[0], parts[1])] = (r, b); return }
            let any = row.field(1, is: "*")
            let next = any ? nil : row.codepoint(1)
            guard parts.count == 1, any || next != nil else { return }
            conjuncts[MetricTables.conjunctKey(parts[0], next)] = (r, b)
        }
        arabicRows.forEachRow { row in
            guard row.count >= 9 else { return }
            let v = (1...8).map { row.float($0) ?? 0 }
            let forms = ArabicForms(regular: (v[0], v[1], v[2], v[3]), bold: (v[4], v[5], v[6], v[7]))
            let parts = row.codepoints(0, separator: UInt8(ascii: "+"))
            guard let first = parts.first, range.contains(first) else { return }
            if parts.count == 2 { lamAlef[parts[1]] = forms } else if parts.count == 1 { arabic[parts[0]] = forms }
        }
    }
}

/// `ScriptTables`, parsed the first time a run measures a code point of `range` that its family
/// table lacks (a card whose text is all Latin never needs them). The files are read at start, so a
/// missing one is an error there; only their rows wait.
struct ScriptTableSource: Sendable {
    /// The code points the tables may hold (`script-tables` in `fallbacks.yaml`; all of them when absent).
    let range: ClosedRange<UInt32>
    private let parsed: OnFirstUse<ScriptTables>

    /// `files`: each file's path and bytes: scripts.tsv, conjuncts.tsv, arabic-forms.tsv.
    init(files: [(path: String, bytes: [UInt8])], range: ClosedRange<UInt32>) {
        self.range = range
        parsed = OnFirstUse {
            let rows = files.map { TSVTable(path: $0.path, bytes: $0.bytes) }
            return rows.count == 3 ? ScriptTables(scripts: rows[0], conjuncts: rows[1], arabic: rows[2], range: range) : ScriptTables()
        }
    }

    var isParsed: Bool { parsed.isMade }

    func tables() -> ScriptTables { parsed.value }
}
