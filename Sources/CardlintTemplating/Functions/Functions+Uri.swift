import CardlintReading

/// URI parts, data URIs, and the functions cardlint knows but does not compute.
extension TemplateFunctions {
    static let uri: [TemplateFunction] = [
        TemplateFunction("uriScheme", 1...1, .uri) { a, _ in .string(try uriParts(a).scheme) },
        TemplateFunction("uriHost", 1...1, .uri, unknownWhen: unusualURI) { a, _ in .string(try uriParts(a, needsAuthority: true).host) },
        TemplateFunction("uriPort", 1...1, .uri, unknownWhen: "\(unusualURI), or without an explicit port") { a, _ in
            guard let port = try uriParts(a, needsAuthority: true).port else {
                throw EvalFailure.unknown("a default port (JavaScript gives NaN, .NET the scheme's port)")
            }
            return .number(Double(port))
        },
        TemplateFunction("uriPath", 1...1, .uri, unknownWhen: unusualURI) { a, _ in .string(try uriParts(a, needsAuthority: true).path) },
        TemplateFunction("uriQuery", 1...1, .uri, unknownWhen: unusualURI) { a, _ in .string(try uriParts(a, needsAuthority: true).query) },
        TemplateFunction("uriPathAndQuery", 1...1, .uri, unknownWhen: unusualURI) { a, _ in
            let p = try uriParts(a, needsAuthority: true)
            return .string(p.path + p.query)
        },
        TemplateFunction("dataUri", 1...1, .uri) { a, _ in
            .string("data:text/plain;charset=utf-8;base64," + Base64.encode(Array(try a.string(0).utf8)))
        },
        TemplateFunction("dataUriToString", 1...1, .uri) { a, _ in
            let s = try a.string(0)
            let payload = s.firstIndex(of: ",").map { String(s[s.index(after: $0)...]) } ?? s
            guard let bytes = Base64.decode(payload) else { throw a.fail(0, "a base64 data URI") }
            return .string(String(decoding: bytes, as: UTF8.self))
        },
        .opaque("dataUriToBinary", 1...1, .uri, "a byte array"),
        .opaque("binary", 1...1, .conversion, "a byte array"),
        .opaque("base64ToBinary", 1...1, .conversion, "a byte array"),
    ]

    /// Functions whose result needs an engine cardlint does not have.
    static let object: [TemplateFunction] = [
        .opaque("xml", 1...1, .object, "an XML document"),
        .opaque("xPath", 2...2, .object, "an XPath engine"),
        .opaque("jPath", 2...2, .object, "a JSONPath engine"),
        .opaque("setPathToValue", 2...2, .object, "it writes to the evaluation memory"),
        TemplateFunction("stringOrValue", 1...1, .object, unknownWhen: "when its text does not parse or evaluate", nil),
    ]

    static let timex: [TemplateFunction] = [
        "isDate", "isDateRange", "isDefinite", "isDuration", "isPresent", "isTime", "isTimeRange",
    ].map { .opaque($0, 1...1, .timex, "TIMEX expressions are not modelled") } + [
        "getNextViableDate", "getNextViableTime", "getPreviousViableDate", "getPreviousViableTime",
    ].map { .opaque($0, 1...2, .timex, "TIMEX expressions are not modelled") } + [
        .opaque("resolve", 1...1, .timex, "TIMEX expressions are not modelled"),
    ]

    static let unusualURI = "for a URI that is not plain `scheme://host[:port]/path?query` in ASCII"

    struct URIParts { var scheme = "", host = "", port: Int?, path = "", query = "" }

    /// The parts of an absolute URI as the WHATWG URL parser (JavaScript's `URL`) gives them, for
    /// plain ASCII URIs; anything unusual (escapes to add, IPv6, no `//`) is an unknown value.
    static func uriParts(_ a: Args, needsAuthority: Bool = false) throws -> URIParts {
        let s = try a.string(0)
        let b = Array(s.utf8)
        guard let colon = b.firstIndex(of: 0x3A), colon > 0, isLetter(b[0]),
              b[..<colon].allSatisfy({ isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E }) else {
            throw EvalFailure("\(a.name)() expects an absolute URI, got '\(s)'", argument: 0)
        }
        var p = URIParts()
        p.scheme = String(decoding: b[..<colon], as: UTF8.self).lowercased()
        guard needsAuthority else { return p }
        let rest = b[(colon + 1)...]
        guard rest.starts(with: [0x2F, 0x2F]),
              rest.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x3C && $0 != 0x3E && $0 != 0x60 && $0 != 0x5C && $0 != 0x5B }) else {
            throw EvalFailure.unknown("an unusual URI")
        }
        let afterSlashes = rest.dropFirst(2)
        let authorityEnd = afterSlashes.firstIndex { $0 == 0x2F || $0 == 0x3F || $0 == 0x23 } ?? afterSlashes.endIndex
        var authority = afterSlashes[..<authorityEnd]
        if let at = authority.lastIndex(of: 0x40) { authority = authority[(at + 1)...] }
        if let portColon = authority.lastIndex(of: 0x3A) {
            let digits = authority[(portColon + 1)...]
            guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let port = Int(String(decoding: digits, as: UTF8.self)), port < 65536 else {
                throw EvalFailure("\(a.name)() expects a valid port in '\(s)'", argument: 0)
            }
            let defaults = ["http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21]
            p.port = digits.isEmpty || defaults[p.scheme] == port ? nil : port
            authority = authority[..<portColon]
        }
        guard !authority.isEmpty else { throw EvalFailure("\(a.name)() expects a host in '\(s)'", argument: 0) }
        p.host = String(decoding: authority, as: UTF8.self).lowercased()
        let tail = afterSlashes[authorityEnd...]
        let fragment = tail.firstIndex(of: 0x23) ?? tail.endIndex
        let queryStart = tail[..<fragment].firstIndex(of: 0x3F) ?? fragment
        let path = String(decoding: tail[..<queryStart], as: UTF8.self)
        guard !path.contains("/.") else { throw EvalFailure.unknown("a path with dot segments") }
        guard !path.isEmpty || ["http", "https", "ws", "wss", "ftp", "file"].contains(p.scheme) else {
            throw EvalFailure.unknown("an empty path of a non-special scheme")
        }
        p.path = path.isEmpty ? "/" : path
        p.query = fragment - queryStart > 1 ? String(decoding: tail[queryStart..<fragment], as: UTF8.self) : ""
        return p
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) }
}
