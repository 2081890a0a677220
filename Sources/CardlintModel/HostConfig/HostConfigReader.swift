import CardlintReading

/// Reads typed values out of host-config JSON, recording an issue (and keeping the fallback) for
/// every value of the wrong type or shape. A missing key or `null` silently keeps the fallback.
/// A value's JSON Pointer is made only for an issue (an autoclosure): the pointers of every value
/// read were most of the string work of loading the shipped HostConfigs.
struct HostConfigReader {
    var issues: [HostConfigIssue] = []

    mutating func report(_ kind: HostConfigIssue.Kind, _ message: String, _ pointer: String, _ value: JSONValue) {
        issues.append(HostConfigIssue(kind: kind, message: message, pointer: pointer, range: value.range))
    }

    /// The member `key` of `parent`, or nil when absent or `null`.
    func member(_ parent: JSONValue?, _ key: String) -> JSONValue? {
        guard let v = parent?[key], !v.isNull else { return nil }
        return v
    }

    /// The object at `parent[key]`; reports a non-object.
    mutating func object(_ parent: JSONValue?, _ key: String, _ pointer: @autoclosure () -> String) -> JSONValue? {
        guard let v = member(parent, key) else { return nil }
        guard v.isObject else {
            report(.wrongType, "'\(key)' should be an object, found \(v.typeName)", pointer(), v)
            return nil
        }
        return v
    }

    mutating func number(_ parent: JSONValue?, _ key: String, _ pointer: @autoclosure () -> String, _ fallback: Double,
                         minimum: Double = 0) -> Double {
        number(parent, key, pointer(), minimum: minimum) ?? fallback
    }

    mutating func number(_ parent: JSONValue?, _ key: String, _ pointer: @autoclosure () -> String, minimum: Double = 0) -> Double? {
        guard let v = member(parent, key) else { return nil }
        guard let d = v.number else {
            report(.wrongType, "'\(key)' should be a number, found \(v.typeName)", pointer(), v)
            return nil
        }
        guard d >= minimum, d.isFinite else {
            report(.invalidValue, "'\(key)' should be at least \(Self.format(minimum)), found \(Self.format(d))", pointer(), v)
            return nil
        }
        // Sizes, spacings and counts: a larger value is a mistake, and would overflow the layout's sums.
        guard d <= Self.maximum else {
            report(.invalidValue, "'\(key)' should be at most \(Self.format(Self.maximum)), found \(Self.format(d))", pointer(), v)
            return nil
        }
        return d
    }

    mutating func bool(_ parent: JSONValue?, _ key: String, _ pointer: @autoclosure () -> String, _ fallback: Bool) -> Bool {
        guard let v = member(parent, key) else { return fallback }
        guard let b = v.bool else {
            report(.wrongType, "'\(key)' should be true or false, found \(v.typeName)", pointer(), v)
            return fallback
        }
        return b
    }

    mutating func string(_ parent: JSONValue?, _ key: String, _ pointer: @autoclosure () -> String) -> String? {
        guard let v = member(parent, key) else { return nil }
        guard let s = v.string else {
            report(.wrongType, "'\(key)' should be a string, found \(v.typeName)", pointer(), v)
            return nil
        }
        return s
    }

    /// A case-insensitive name; `normal` is accepted for a font weight's `default`.
    mutating func name<N: HostConfigName>(_ parent: JSONValue?, _ key: String, _ pointer: @autoclosure () -> String, _ fallback: N) -> N {
        name(parent, key, pointer()) ?? fallback
    }

    mutating func name<N: HostConfigName>(_ parent: JSONValue?, _ key: String, _ pointer: @autoclosure () -> String) -> N? {
        guard let v = member(parent, key) else { return nil }
        guard let s = v.string else {
            report(.wrongType, "'\(key)' should be a string, found \(v.typeName)", pointer(), v)
            return nil
        }
        if let n = N(name: s) { return n }
        if N.self == HostConfig.FontWeightName.self, s.lowercased() == "normal" {
            return N(name: "default")
        }
        let allowed = N.allCases.map(\.rawValue).joined(separator: ", ")
        report(.invalidValue, "'\(key)' has unknown value '\(s)' (expected one of: \(allowed))", pointer(), v)
        return nil
    }

    /// A colour: `#RRGGBB` or `#AARRGGBB`. `#RGB` and padded strings are read as the JS SDK would
    /// (CSS shorthand / trimmed) but reported, because iOS and UWP render them transparent.
    mutating func color(_ parent: JSONValue?, _ key: String, _ pointer: @autoclosure () -> String) -> Color? {
        guard let v = member(parent, key) else { return nil }
        guard let s = v.string else {
            report(.wrongType, "'\(key)' should be a colour string, found \(v.typeName)", pointer(), v)
            return nil
        }
        let trimmed = Self.trimmed(s)
        guard let color = Color.parse(hex: trimmed) else {
            report(.malformedColor, "'\(key)' is not a #RRGGBB or #AARRGGBB colour: \"\(s)\"", pointer(), v)
            return nil
        }
        if trimmed != s {
            report(.malformedColor, "'\(key)' has spaces around the colour \"\(s)\"; iOS and UWP render it transparent", pointer(), v)
        } else if Color.isShortForm(s) {
            report(.malformedColor, "'\(key)' uses the short form \"\(s)\"; only the JS SDK renders it, iOS and UWP render it transparent", pointer(), v)
        }
        return color
    }

    mutating func color(_ parent: JSONValue?, _ key: String, _ pointer: @autoclosure () -> String, _ fallback: Color) -> Color {
        color(parent, key, pointer()) ?? fallback
    }

    static func trimmed(_ s: String) -> String {
        // Almost every colour has no space around it: the string itself, with no scalar walk.
        let isSpace = { (b: UInt8) in b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
        guard let first = s.utf8.first, let last = s.utf8.last, isSpace(first) || isSpace(last) else { return s }
        var scalars = Substring(s).unicodeScalars[...]
        while let f = scalars.first, f == " " || f == "\t" || f == "\n" || f == "\r" { scalars = scalars.dropFirst() }
        while let l = scalars.last, l == " " || l == "\t" || l == "\n" || l == "\r" { scalars = scalars.dropLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    /// The largest number a HostConfig value may have.
    static let maximum = 1_000_000.0

    static func format(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }
}
