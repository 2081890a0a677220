/// A parse error inside the parser: one reference, so that every call that can fail keeps only
/// a word for it (a `ReadingDiagnostic` is several words, reserved in every recursive frame).
final class JSONFailure: Error, Sendable {
    let diagnostic: ReadingDiagnostic
    init(_ diagnostic: ReadingDiagnostic) { self.diagnostic = diagnostic }
}

/// The parser's diagnostics. Those that format a message are not inlined: the recursive parsing
/// functions stay small, with small stack frames.
extension JSONParserCore {
    func error(_ message: String, at offset: Int, length: Int = 1) -> JSONFailure {
        JSONFailure(ReadingDiagnostic(id: "json-syntax", severity: .error, message: message,
                                      range: SourceRange(start: offset, end: min(offset + length, max(buf.count, offset + 1)))))
    }

    /// The error for an unexpected byte: invalid UTF-8 gets its own id and message.
    func unexpected(_ at: Int, _ message: String) -> JSONFailure {
        if at < buf.count, buf[at] >= 0x80, UTF8Validation.sequenceLength(buf, at) == nil { return invalidUTF8(at) }
        return error(message, at: at)
    }

    /// "`message`, found `<the byte at at>`".
    @inline(never) func error(at: Int, found message: String) -> JSONFailure {
        error("\(message), found \(describe(at))", at: at)
    }

    @inline(never) func unexpected(_ at: Int, found message: String) -> JSONFailure {
        unexpected(at, "\(message), found \(describe(at))")
    }

    @inline(never) func tooDeep(at: Int) -> JSONFailure {
        error("nesting too deep: more than \(maxDepth) levels of objects and arrays", at: at)
    }

    @inline(never) func notJSON(at: Int) -> JSONFailure {
        error("\(describe(at)) starts no JSON value (NaN and Infinity are not JSON)", at: at)
    }

    @inline(never) mutating func warnDuplicate(_ key: String, _ keyRange: SourceRange, sameValue: Bool) {
        warnings.append(ReadingDiagnostic(
            id: "duplicate-key", severity: sameValue ? .note : .warning,
            message: sameValue ? "duplicate key \"\(key)\" repeats the same value; remove one"
                               : "duplicate key \"\(key)\" with a different value (hosts disagree on which value wins)",
            range: keyRange))
    }

    @inline(never) func invalidUTF8(_ at: Int) -> JSONFailure {
        JSONFailure(ReadingDiagnostic(id: "invalid-utf8", severity: .error,
                                      message: "invalid UTF-8 at byte \(at) (0x\(String(buf[at], radix: 16, uppercase: true)))",
                                      range: SourceRange(start: at, end: at + 1)))
    }

    func describe(_ at: Int) -> String {
        guard at < buf.count else { return "end of file" }
        let b = buf[at]
        switch b {
        case 0x22: return "'\"'"
        case 0x27: return "single quote (JSON strings use double quotes)"
        case 0x2F:
            guard allowComments else { return "'/' (JSON has no comments)" }
            return at &+ 1 < buf.count && buf[at &+ 1] == 0x2A ? "'/*': a comment that is never closed with '*/'" : "'/' (a comment starts with // or /*)"
        case 0x20...0x7E: return "'\(Character(UnicodeScalar(b)))'"
        default: return "byte 0x\(String(b, radix: 16, uppercase: true))"
        }
    }

    @inline(never) func controlCharacter(_ b: UInt8) -> JSONFailure {
        error("control character 0x\(String(b, radix: 16, uppercase: true)) must be escaped in a JSON string", at: i)
    }
}
