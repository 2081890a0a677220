import CardlintModel
import CardlintReading

/// Decides whether a JSON value fits a catalog type union, and says why not.
enum ValueTypeMatcher {
    struct Mismatch { var expected: String; var actual: String }

    /// Why `v` does not fit property `i` of `properties` (type, enum membership in unions, format,
    /// numeric bounds), or nil. The spec is read in place: most values fit, and copying a whole
    /// `PropertySpec` per member would cost more than the test.
    static func mismatch(_ v: JSONValue, _ properties: PropertyTable, _ i: Int) -> Mismatch? {
        let types = properties.specs[i].types
        // A pure enum is the enum rule's business (it suggests the closest value).
        let unionWithEnum = types.count > 1 && types.contains(where: isEnumeration)
        var formatProblem: Mismatch?
        for t in types {
            if unionWithEnum, isEnumeration(t), let s = v.string {
                if properties.specs[i].enumValues.map({ TextScan.contains($0, ignoringCase: s) }) ?? true { return nil }
                continue
            }
            switch fits(v, t) {
            case .yes: return outOfBounds(v, minimum: properties.specs[i].minimum, maximum: properties.specs[i].maximum)
            case .badFormat(let why):
                formatProblem = formatProblem ?? Mismatch(expected: why, actual: v.string.map { "\"\($0)\"" } ?? v.number.map(format) ?? v.typeName)
            case .outOfRange(let why):
                // Written as this type, but not a size or number any renderer can use.
                return Mismatch(expected: why, actual: v.string.map { "\"\($0)\"" } ?? v.number.map(format) ?? v.typeName)
            case .no: continue
            }
        }
        if unionWithEnum, v.string != nil {
            return Mismatch(expected: describe(properties.specs[i]), actual: "\"\(v.string ?? "")\"")
        }
        return formatProblem ?? Mismatch(expected: describe(properties.specs[i]), actual: v.typeName)
    }

    static func isEnumeration(_ t: ValueType) -> Bool { if case .enumeration = t { true } else { false } }

    /// "one of 'auto', 'stretch', a number or a pixel size such as \"50px\"".
    static func describe(_ p: PropertySpec) -> String {
        var parts: [String] = []
        for t in p.types {
            switch t {
            case .enumeration: parts.append((p.enumValues ?? []).map { "'\($0)'" }.joined(separator: ", "))
            case .px: parts.append("a pixel size such as \"50px\"")
            case .weight: parts.append("a relative weight (a number or \"2\") or a pixel size such as \"50px\"")
            case .number, .integer: parts.append(t == .integer ? "a whole number" : "a number")
            default: parts.append(t.description)
            }
        }
        return (p.types.contains(.enumeration) ? "one of " : "") + parts.joined(separator: " or ")
    }

    static func outOfBounds(_ v: JSONValue, minimum: Double?, maximum: Double?) -> Mismatch? {
        guard let d = v.number else { return nil }
        if let min = minimum, d < min { return Mismatch(expected: "at least \(format(min))", actual: format(d)) }
        if let max = maximum, d > max { return Mismatch(expected: "at most \(format(max))", actual: format(d)) }
        return nil
    }

    static func format(_ d: Double) -> String { d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d) }

    enum Fit { case yes, no, badFormat(String), outOfRange(String) }

    static func fits(_ v: JSONValue, _ t: ValueType) -> Fit {
        switch t {
        case .any: return .yes
        case .string, .enumeration: return v.string != nil ? .yes : .no
        case .number:
            guard let d = v.number else { return .no }
            return abs(d) <= maxMagnitude ? .yes : .outOfRange("a number between -1e15 and 1e15")
        case .integer:
            guard let d = v.number else { return .no }
            guard abs(d) <= maxMagnitude else { return .outOfRange("a whole number between -1e15 and 1e15") }
            return d == d.rounded() ? .yes : .badFormat("a whole number")
        case .boolean: return v.bool != nil ? .yes : .no
        case .object, .dictionary, .element, .action, .selectAction, .named: return v.isObject ? .yes : .no
        case .inline: return v.isObject || v.string != nil ? .yes : .no
        case .array: return v.array != nil ? .yes : .no
        case .drop: return v.string == "drop" ? .yes : .no
        case .color:
            guard let s = v.string else { return .no }
            return isColor(s) ? .yes : .badFormat("a colour as #RRGGBB or #AARRGGBB (alpha first)")
        case .px:
            guard let s = v.string else { return .no }
            guard isPx(s) else { return .badFormat("a pixel size such as \"50px\"") }
            return Double(s.dropLast(2)).map { $0 <= maxPixels } ?? false ? .yes : .outOfRange("a pixel size of at most 1000000px")
        case .weight:
            if let d = v.number { return d >= 0 ? .yes : .badFormat("a relative weight of 0 or more") }
            guard let s = v.string else { return .no }
            guard isWeight(s) else { return .badFormat("a relative weight (a number or \"2\") or a pixel size such as \"50px\"") }
            let digits = s.hasSuffix("px") ? s.dropLast(2) : s.hasSuffix("*") ? s.dropLast() : Substring(s)
            return Double(digits).map { $0 <= (s.hasSuffix("px") ? maxPixels : maxMagnitude) } ?? false ? .yes
                : .outOfRange(s.hasSuffix("px") ? "a pixel size of at most 1000000px" : "a weight of at most 1e15")
        case .url:
            guard let s = v.string else { return .no }
            return isURL(s) ? .yes : .badFormat("a URL (https://…, a data: URI or a relative path) without spaces")
        }
    }

    static func isColor(_ s: String) -> Bool {
        let u = s.utf8
        guard u.first == UInt8(ascii: "#"), u.count == 7 || u.count == 9 else { return false }
        return u.dropFirst().allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }

    /// `SizeAndUnit.parse` without a required unit: digits, optionally followed by `px` or `*`.
    static func isWeight(_ s: String) -> Bool {
        var digits = Substring(s)
        if digits.hasSuffix("px") { digits = digits.dropLast(2) } else if digits.hasSuffix("*") { digits = digits.dropLast() }
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
    /// Numbers beyond this are not sizes, counts or weights any renderer can use (and overflow sums).
    static let maxMagnitude = 1e15
    /// The longest pixel length that is a size (layout ignores longer ones).
    static let maxPixels = 1_000_000.0

    static func isPx(_ s: String) -> Bool {
        guard s.hasSuffix("px") else { return false }
        let n = s.dropLast(2)
        return !n.isEmpty && Double(n) != nil && !n.hasPrefix("-")
    }

    /// Whether a character of `s` is whitespace; in ASCII text (most URLs) a byte test, without
    /// cutting the text into characters (in ASCII a character's first scalar is a byte).
    static func hasWhitespace(_ s: String) -> Bool {
        guard TextScan.isASCII(s) else { return s.contains(where: \.isWhitespace) }
        return s.utf8.contains(where: TextScan.isSpace)
    }

    /// A URI reference as the schema types `url`, `iconUrl` and the like (`uri-reference`): an absolute URL,
    /// a `data:` URI, or a reference relative to the host's page ("Assets/logo.png", which the JS renderer
    /// hands to the browser as it is). Not a URL: empty text, text with spaces, or http(s) without a host.
    static func isURL(_ s: String) -> Bool {
        // ASCII text (most URLs) is read as bytes: there every character is one byte but CR LF,
        // which is whitespace (no URL) and holds neither `,` nor `:`. Other text by characters.
        var text = s
        if let ascii = text.withUTF8({ u in u.allSatisfy { $0 < 0x80 } ? isASCIIURL(u) : nil }) { return ascii }
        return isURLByCharacters(s)
    }

    /// `isURL` of any text, by characters (what the byte test of ASCII text must agree with).
    static func isURLByCharacters(_ s: String) -> Bool {
        if s.hasPrefix("data:") { return s.contains(",") }
        guard !s.isEmpty, !hasWhitespace(s) else { return false }
        guard let colon = s.firstIndex(of: ":") else { return true }
        let scheme = s[..<colon].lowercased()
        if scheme == "http" || scheme == "https" {
            let rest = s[s.index(after: colon)...]
            return rest.hasPrefix("//") && rest.count > 2
        }
        return s.index(after: colon) < s.endIndex
    }

    /// `isURL` of ASCII text, on its bytes (no characters made, no lowercased copy of the scheme).
    private static func isASCIIURL(_ u: UnsafeBufferPointer<UInt8>) -> Bool {
        func at(_ i: Int, _ c: Unicode.Scalar) -> Bool { i < u.count && u[i] == UInt8(ascii: c) }
        if at(0, "d"), at(1, "a"), at(2, "t"), at(3, "a"), at(4, ":") { return u.contains(UInt8(ascii: ",")) }
        guard !u.isEmpty, !u.contains(where: TextScan.isSpace) else { return false }
        guard let colon = u.firstIndex(of: UInt8(ascii: ":")) else { return true }
        // `http` or `https` in any case (`| 0x20` lowers an ASCII letter and makes no other byte one of these).
        let http = (colon == 4 || colon == 5) && u[0] | 0x20 == UInt8(ascii: "h") && u[1] | 0x20 == UInt8(ascii: "t")
            && u[2] | 0x20 == UInt8(ascii: "t") && u[3] | 0x20 == UInt8(ascii: "p") && (colon == 4 || u[4] | 0x20 == UInt8(ascii: "s"))
        if http { return at(colon + 1, "/") && at(colon + 2, "/") && u.count - colon - 1 > 2 }
        return colon + 1 < u.count
    }
}
