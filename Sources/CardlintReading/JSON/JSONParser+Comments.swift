/// Comments, read as whitespace when `allowComments` is set (cards): `//` to the end of the line
/// (a line feed or carriage return, which stays whitespace), `/* */` to the first `*/`, as the C++
/// shared model's jsoncpp reader skips them (`OurReader::readCppStyleComment`/`readCStyleComment`).
extension JSONParserCore {
    /// Skips the comment starting at `i` (a `/`); false, with `i` unchanged, when none starts there
    /// (a lone `/`, or a `/*` never closed): the caller reports the `/`.
    mutating func skipComment() -> Bool {
        let start = i
        guard start &+ 1 < buf.count else { return false }
        var k = start &+ 2
        switch buf[start &+ 1] {
        case 0x2F: // "//"
            while k < buf.count, buf[k] != 0x0A, buf[k] != 0x0D { k &+= 1 }
        case 0x2A: // "/*"
            while true {
                guard k &+ 1 < buf.count else { return false }
                if buf[k] == 0x2A, buf[k &+ 1] == 0x2F { k &+= 2; break }
                k &+= 1
            }
        default:
            return false
        }
        if comments == 0 { firstComment = SourceRange(start: start, end: k) }
        comments &+= 1
        i = k
        return true
    }

    /// One `json-comment` diagnostic for the file, at its first comment: the linter decides its
    /// severity from the hosts the card is checked on.
    @inline(never) mutating func warnComments() {
        let more = comments == 1 ? "" : " (the first of \(comments))"
        warnings.append(ReadingDiagnostic(
            id: "json-comment", severity: .error,
            message: "comment\(more): JSON has no comments (RFC 8259)",
            range: firstComment))
    }
}
