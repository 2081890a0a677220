extension String.UTF8View {
    /// Whether `needle`'s bytes occur here, compared byte for byte: no locale, no normalisation —
    /// what a search for an ASCII mark needs. (On Linux, `String.contains(_:)` is Foundation's,
    /// which bridges each string to NSString; `_StringProcessing`'s `firstRange(of:)` is generic
    /// and unspecialised. Both cost thousands of instructions per call.)
    public func containsBytes(of needle: String.UTF8View) -> Bool {
        guard let first = needle.first else { return true }
        var i = startIndex
        while let at = self[i...].firstIndex(of: first) {
            if self[at...].starts(with: needle) { return true }
            i = index(after: at)
        }
        return false
    }
}
