import CardlintModel
import CardlintReading

/// Decides whether a JSON value fits a catalog type union, and says why not.
enum ValueTypeMatcher {
    struct Mismatch { var expected: String; var actual: String }

    static func mismatch(_ v: JSONValue, _ types: [ValueType]) -> Mismatch? {
        var formatProblem: Mismatch?
        for t in types {
            switch fits(v, t) {
            case .yes: return nil
            case .badFormat(let why): formatProblem = formatProblem ?? Mismatch(expected: why, actual: "\"\(v.string ?? "")\"")
            case .no: continue
            }
        }
        return formatProblem ?? Mismatch(expected: types.map(\.description).joined(separator: " or "), actual: v.typeName)
    }

    enum Fit { case yes, no, badFormat(String) }

    static func fits(_ v: JSONValue, _ t: ValueType) -> Fit {
        switch t {
        case .any: return .yes
        case .string, .enumeration: return v.string != nil ? .yes : .no
        case .number: return v.number != nil ? .yes : .no
        case .integer:
            guard let d = v.number else { return .no }
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
            return isPx(s) ? .yes : .badFormat("a pixel size such as \"50px\"")
        case .url:
            guard let s = v.string else { return .no }
            return isURL(s) ? .yes : .badFormat("an absolute URL (https://…) or a data: URI")
        }
    }

    static func isColor(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard u.first == UInt8(ascii: "#"), u.count == 7 || u.count == 9 else { return false }
        return u.dropFirst().allSatisfy { (48...57).contains($0) || (65...70).contains($0) || (97...102).contains($0) }
    }

    static func isPx(_ s: String) -> Bool {
        guard s.hasSuffix("px") else { return false }
        let n = s.dropLast(2)
        return !n.isEmpty && Double(n) != nil && !n.hasPrefix("-")
    }

    static func isURL(_ s: String) -> Bool {
        if s.hasPrefix("data:") { return s.contains(",") }
        guard let colon = s.firstIndex(of: ":") else { return false }
        let scheme = s[..<colon]
        guard let first = scheme.first, first.isLetter,
              scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) else { return false }
        let rest = s[s.index(after: colon)...]
        if ["http", "https"].contains(scheme.lowercased()) {
            return rest.hasPrefix("//") && rest.count > 2 && !rest.contains(" ")
        }
        return !rest.isEmpty && !s.contains(" ")
    }
}
