extension String.UTF8View {
    /// Whether `needle`'s bytes occur here, compared byte for byte: no locale, no normalisation —
    /// what a search for an ASCII mark needs. (On Linux, `String.contains(_:)` is Foundation's,
    /// which bridges each string to NSString; `_StringProcessing`'s `firstRange(of:)` is generic
    /// and unspecialised; slices of the view index slowly. Both strings are copied to arrays, the
    /// search is a plain loop.)
    public func containsBytes(of needle: String.UTF8View) -> Bool {
        let hay = Array(self), pat = Array(needle)
        guard hay.count >= pat.count else { return false }
        guard let first = pat.first else { return true }
        var start = 0
        while start <= hay.count - pat.count {
            if hay[start] == first {
                var k = 1
                while k < pat.count, hay[start + k] == pat[k] { k += 1 }
                if k == pat.count { return true }
            }
            start += 1
        }
        return false
    }
}
