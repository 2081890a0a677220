/// A strict RFC 8259 JSON parser that keeps source ranges.
///
/// - Rejects everything RFC 8259 rejects: trailing commas, comments, single quotes, leading zeros,
///   `NaN`/`Infinity`, raw control characters in strings, lone surrogate escapes.
/// - Invalid UTF-8 is an error at its byte offset. A UTF-8 BOM is skipped with a warning.
/// - Duplicate object keys are legal JSON but reported as warnings (renderers disagree on them).
/// - Nesting is bounded (`maxDepth`): deep input fails with "nesting too deep", never a stack overflow.
/// - With `allowComments`, `//` and `/* */` comments are read as whitespace (as the C++ shared
///   model's jsoncpp reader does): positions stay those of the file, and one `json-comment`
///   diagnostic (at the first comment, with the count) says they are there. Without it they are
///   syntax errors.
/// - One pass, linear in the input size.
public struct JSONParser {
    public struct Options: Sendable {
        public var maxDepth: Int
        /// Whether `//` and `/* */` comments are read as whitespace (a `json-comment` diagnostic)
        /// instead of failing the parse: cards, whose hosts decide (host configs and data stay strict).
        public var allowComments: Bool
        public init(maxDepth: Int = 256, allowComments: Bool = false) {
            self.maxDepth = maxDepth
            self.allowComments = allowComments
        }
        /// How card files are read (lint, layouts, the editor): comments allowed, their hosts decide.
        public static let cards = Options(allowComments: true)
    }

    /// The result of a successful parse: the root value and any warnings.
    public struct Result: Sendable {
        public var value: JSONValue
        public var warnings: [ReadingDiagnostic]
    }

    public static func parse(_ bytes: [UInt8], options: Options = Options()) throws(ReadingDiagnostic) -> Result {
        // UTF-8 is validated while strings are scanned (outside strings only ASCII is valid JSON),
        // so the input is read once.
        return try bytes.withUnsafeBufferPointer { (buf) throws(ReadingDiagnostic) -> Result in
            do throws(JSONFailure) {
                var core = JSONParserCore(buf: buf, maxDepth: options.maxDepth, allowComments: options.allowComments)
                let result = try core.parseDocument()
                WorkMeter.add(core.keyChecks)
                return result
            } catch {
                throw error.diagnostic
            }
        }
    }

    public static func parse(_ text: String, options: Options = Options()) throws(ReadingDiagnostic) -> Result {
        try parse(Array(text.utf8), options: options)
    }
}

struct JSONParserCore: ~Copyable {
    let buf: UnsafeBufferPointer<UInt8>
    let maxDepth: Int
    let allowComments: Bool
    var i = 0
    /// Comments read as whitespace (`allowComments`), and where the first one is.
    var comments = 0
    var firstComment = SourceRange(start: 0, end: 0)
    var warnings: [ReadingDiagnostic] = []
    var scratch: [UInt8] = []
    /// The first member of each key, for each open object past `scanLimit` members (by its depth):
    /// a scan of the earlier members per key made 100 000 keys quadratic.
    var keyIndexes: [Int: [String: Int]] = [:]
    static let scanLimit = 16
    /// Keys compared or looked up for duplicates (read by scaling tests through `WorkMeter`).
    var keyChecks = 0

    init(buf: UnsafeBufferPointer<UInt8>, maxDepth: Int, allowComments: Bool = false) {
        self.buf = buf
        self.maxDepth = maxDepth
        self.allowComments = allowComments
    }

    /// The whole input: one value between optional whitespace (and a UTF-8 BOM, with a warning).
    mutating func parseDocument() throws(JSONFailure) -> JSONParser.Result {
        if buf.count >= 3, buf[0] == 0xEF, buf[1] == 0xBB, buf[2] == 0xBF {
            i = 3
            warnings.append(ReadingDiagnostic(
                id: "utf8-bom", severity: .warning,
                message: "file starts with a UTF-8 byte order mark; some hosts reject it",
                range: SourceRange(start: 0, end: 3)))
        }
        skipWhitespace()
        guard i < buf.count else { throw error("expected a JSON value, found end of file", at: i) }
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if i < buf.count { throw error("unexpected \(describe(i)) after the top-level value", at: i) }
        if comments > 0 { warnComments() }
        return JSONParser.Result(value: value, warnings: warnings)
    }

    @inline(__always) mutating func skipWhitespace() {
        while i < buf.count {
            let b = buf[i]
            if b > 0x20 {
                if b == 0x2F, allowComments, skipComment() { continue }
                return
            }
            if b == 0x20, i &+ 8 <= buf.count {
                // Indentation: spaces 8 at a time.
                let w = UnsafeRawPointer(buf.baseAddress! + i).loadUnaligned(as: UInt64.self).littleEndian ^ 0x2020_2020_2020_2020
                i &+= w == 0 ? 8 : w.trailingZeroBitCount >> 3
                continue
            }
            if b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { i &+= 1 } else { return }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONFailure) -> JSONValue {
        let start = i
        switch buf[i] {
        case 0x7B: // {
            return try parseObject(depth: depth + 1)
        case 0x5B: // [
            return try parseArray(depth: depth + 1)
        case 0x22: // "
            let s = try parseString()
            return JSONValue(.string(s), range: SourceRange(start: start, end: i))
        case 0x74: // t
            try literal("true", start)
            return JSONValue(.bool(true), range: SourceRange(start: start, end: i))
        case 0x66: // f
            try literal("false", start)
            return JSONValue(.bool(false), range: SourceRange(start: start, end: i))
        case 0x6E: // n
            try literal("null", start)
            return JSONValue(.null, range: SourceRange(start: start, end: i))
        case 0x2D, 0x30...0x39:
            let d = try parseNumber()
            return JSONValue(.number(d), range: SourceRange(start: start, end: i))
        case 0x4E, 0x49: // N(aN) I(nfinity)
            throw notJSON(at: start)
        case 0x27:
            throw error("unexpected single quote: JSON strings use double quotes", at: start)
        case 0x2F:
            throw error("unexpected \(describe(start))", at: start)
        default:
            throw unexpected(start, found: "expected a JSON value")
        }
    }

    /// `parseValue` with strings (most member values) parsed without the call and switch.
    @inline(__always) mutating func parseMemberValue(depth: Int) throws(JSONFailure) -> JSONValue {
        guard buf[i] == 0x22 else { return try parseValue(depth: depth) }
        let start = i
        let s = try parseString()
        return JSONValue(.string(s), range: SourceRange(start: start, end: i))
    }

    mutating func literal(_ word: StaticString, _ start: Int) throws(JSONFailure) {
        let n = word.utf8CodeUnitCount
        let w = word.utf8Start
        var k = 0
        while k < n {
            guard i + k < buf.count, buf[i + k] == w[k] else {
                throw error("invalid literal; expected '\(word)'", at: start, length: k + 1)
            }
            k += 1
        }
        i += n
    }

    /// Each container appends its children to an array of its own, returned as it is: children
    /// appended to one stack for all levels were copied out into an array when their container
    /// closed and destroyed on the stack (`Array(stack[base...])`, `removeSubrange`), every key and
    /// value retained and released once more (2.3 M of an edit of the 2 000-node card). Room for 8
    /// members (99 % of the objects of Microsoft's samples) or 4 items (94 % of their arrays) is made
    /// up front: grown from empty, most arrays were made two or three times.
    mutating func parseObject(depth: Int) throws(JSONFailure) -> JSONValue {
        let start = i
        if depth > maxDepth {
            throw tooDeep(at: start)
        }
        i += 1
        skipWhitespace()
        if i < buf.count, buf[i] == 0x7D {
            i += 1
            return JSONValue(.object([]), range: SourceRange(start: start, end: i))
        }
        var members: [JSONMember] = []
        members.reserveCapacity(8)
        while true {
            guard i < buf.count else { throw error("unterminated object: expected '}' before end of file", at: start) }
            guard buf[i] == 0x22 else {
                if buf[i] == 0x7D, !members.isEmpty {
                    throw error("trailing comma before '}' is not allowed in JSON", at: i)
                }
                throw unexpected(i, found: "expected a member name in double quotes")
            }
            let keyStart = i
            let key = try parseString()
            let keyRange = SourceRange(start: keyStart, end: i)
            skipWhitespace()
            guard i < buf.count, buf[i] == 0x3A else {
                throw error(at: i, found: "expected ':' after member name")
            }
            i += 1
            skipWhitespace()
            guard i < buf.count else { throw error("expected a value after ':', found end of file", at: i) }
            let value = try parseMemberValue(depth: depth)
            checkDuplicate(key, keyRange, value, in: members, depth: depth)
            members.append(JSONMember(key: key, keyRange: keyRange, value: value))
            skipWhitespace()
            guard i < buf.count else { throw error("unterminated object: expected ',' or '}' before end of file", at: start) }
            let b = buf[i]
            if b == 0x2C { i += 1; skipWhitespace(); continue }
            if b == 0x7D { i += 1; break }
            throw error(at: i, found: "expected ',' or '}' after object member")
        }
        if !keyIndexes.isEmpty { keyIndexes[depth] = nil }
        return JSONValue(.object(members), range: SourceRange(start: start, end: i))
    }

    /// Warns when `key` is already one of `members` (of the open object at `depth`); only a note
    /// when the earlier member has the same value (whichever wins, the card is the same).
    mutating func checkDuplicate(_ key: String, _ keyRange: SourceRange, _ value: JSONValue, in members: [JSONMember], depth: Int) {
        if members.count < Self.scanLimit {
            var k = 0
            while k < members.count {
                defer { k += 1 }
                keyChecks &+= 1
                guard members[k].key == key else { continue }
                warnDuplicate(key, keyRange, sameValue: members[k].value.hasSameContent(as: value))
                return
            }
            return
        }
        if keyIndexes[depth] == nil {
            var first: [String: Int] = [:]
            for k in members.indices where first[members[k].key] == nil { first[members[k].key] = k }
            keyChecks &+= members.count
            keyIndexes[depth] = first
        }
        keyChecks &+= 1
        if let k = keyIndexes[depth]?[key] {
            warnDuplicate(key, keyRange, sameValue: members[k].value.hasSameContent(as: value))
        } else {
            keyIndexes[depth]?[key] = members.count
        }
    }

    mutating func parseArray(depth: Int) throws(JSONFailure) -> JSONValue {
        let start = i
        if depth > maxDepth {
            throw tooDeep(at: start)
        }
        i += 1
        skipWhitespace()
        if i < buf.count, buf[i] == 0x5D {
            i += 1
            return JSONValue(.array([]), range: SourceRange(start: start, end: i))
        }
        var items: [JSONValue] = []
        items.reserveCapacity(4)
        while true {
            guard i < buf.count else { throw error("unterminated array: expected ']' before end of file", at: start) }
            if buf[i] == 0x5D, !items.isEmpty { throw error("trailing comma before ']' is not allowed in JSON", at: i) }
            if buf[i] == 0x2C { throw error("expected a value, found ','", at: i) }
            items.append(try parseValue(depth: depth))
            skipWhitespace()
            guard i < buf.count else { throw error("unterminated array: expected ',' or ']' before end of file", at: start) }
            let b = buf[i]
            if b == 0x2C { i += 1; skipWhitespace(); continue }
            if b == 0x5D { i += 1; break }
            throw error(at: i, found: "expected ',' or ']' after array element")
        }
        return JSONValue(.array(items), range: SourceRange(start: start, end: i))
    }
}
