/// The characters a match's first character can be: some ASCII characters, and maybe any non-ASCII one.
struct FirstCharacters: Sendable, Equatable {
    var ascii: RequiredCharacters
    /// Whether a non-ASCII character can come first (a letter's: under case folding `ſ` matches `s`, `K` `k`).
    var nonASCII: Bool

    /// An ASCII character other than a letter: only itself.
    init(byte: UInt8) { ascii = RequiredCharacters(""); ascii.insert(byte); nonASCII = false }

    /// An ASCII letter: either case, or a non-ASCII character that case folding matches with it.
    init(letter: UInt8) {
        ascii = RequiredCharacters(""); ascii.insert(letter | 0x20); ascii.insert(letter & ~0x20); nonASCII = true
    }

    init(ascii: RequiredCharacters, nonASCII: Bool) { self.ascii = ascii; self.nonASCII = nonASCII }

    func union(_ o: FirstCharacters) -> FirstCharacters { FirstCharacters(ascii: ascii.union(o.ascii), nonASCII: nonASCII || o.nonASCII) }

    /// Whether a character starting with UTF-8 byte `b` can be one of them.
    func contains(_ b: UInt8) -> Bool { b >= 0x80 ? nonASCII : ascii.contains(b) }
}

/// An ASCII character (not a letter) that every match of a regular expression holds immediately
/// followed by one of some characters, read from the pattern (`\.(?i:svg|webp)` needs a `.` followed by
/// `s`, `S`, `w`, `W` or a non-ASCII character): a text without such a pair cannot match, so
/// `BoundedRegex` answers "not found" without running ICU. Most image URLs hold dots, but none
/// followed by what a rejected format's name starts with. Conservative as `RequiredCharacters`.
struct RequiredPair: Sendable, Equatable {
    let literal: UInt8
    let next: FirstCharacters

    /// How often texts hold the pair (lower is rarer): the rarer literal, then the fewer followers.
    var commonness: Int {
        var followers = 0
        for b in UInt8(0)..<128 where next.ascii.contains(b) { followers += 1 }
        return RequiredCharacters(byte: literal).commonness * 1000 + followers + (next.nonASCII ? 64 : 0)
    }

    /// Whether `text` holds `literal` followed by one of `next` (an ASCII byte in UTF-8 is always
    /// that character, and a non-ASCII character starts with a byte of 0x80 or more).
    func isSatisfied(by text: String) -> Bool {
        if let found = text.utf8.withContiguousStorageIfAvailable({ holds($0) }) { return found }
        return holds(text.utf8)
    }

    private func holds<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        var after = false
        for b in bytes {
            if after, next.contains(b) { return true }
            after = b == literal
        }
        return false
    }
}
