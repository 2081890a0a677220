import CardlintReading

/// One `requires` entry: a capability name and the minimum version the node needs.
///
/// §4 "`requires` matching": keys are host capability names, values a version string or `"*"`
/// (any version). A host provides its profile's `features` plus `adaptiveCards` = its maximum
/// card version (the C++ `FeatureRegistration` always contains it). A requirement is met when the
/// capability is present and either side is `"*"` or required ≤ provided. A malformed version is
/// a parse error in C++ ("Invalid version in requires value"); here it counts as not met.
public struct FeatureRequirement: Sendable, Hashable {
    public var feature: String
    /// The value as written (empty when it is not a string).
    public var version: String
    /// Range of the key, and of the value.
    public var keyRange: SourceRange
    public var valueRange: SourceRange
    /// The parsed version; nil for `"*"` and for malformed values.
    public var parsed: FeatureVersion?

    public var isAnyVersion: Bool { version == "*" }
    public var isMalformed: Bool { !isAnyVersion && parsed == nil }

    /// The entries of a `requires` object (none when absent or not an object).
    public static func read(_ value: JSONValue?) -> [FeatureRequirement] {
        (value?.members ?? []).map { m in
            let text = m.value.string ?? ""
            return FeatureRequirement(feature: m.key, version: text, keyRange: m.keyRange, valueRange: m.value.range,
                                      parsed: FeatureVersion(text))
        }
    }

    /// The capabilities a host provides: `adaptiveCards` = its max version, then its `features`.
    public static func capabilities(of host: HostProfile) -> [String: String] {
        var caps = ["adaptiveCards": host.maxVersion.description]
        for (k, v) in host.features { caps[k] = v }
        return caps
    }

    /// Why the first unmet requirement is not met on `host`, or nil when all are met (or the host does
    /// not check `requires`: `checks-requires: false`).
    public static func firstUnmet(_ requirements: [FeatureRequirement], on host: HostProfile) -> String? {
        guard !requirements.isEmpty else { return nil }
        let caps = capabilities(of: host)
        for r in requirements {
            if r.isMalformed { return "malformed version '\(r.version)' in requires" }
            // A host that does not check `requires` renders the element (a malformed version is a parse error before).
            guard host.checksRequires else { continue }
            guard let provided = caps[r.feature] else { return "requires \(r.feature), which the host lacks" }
            if r.isAnyVersion || provided == "*" { continue }
            guard let have = FeatureVersion(provided), let need = r.parsed, need <= have else {
                return "requires \(r.feature) \(r.version), the host has \(provided)"
            }
        }
        return nil
    }
}

/// A capability version such as `1.5` or `2.0.1`: one to four dot-separated numbers (the C++
/// `SemanticVersion` form); missing parts compare as zero.
public struct FeatureVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var parts: [Int]

    public init?(_ text: String) {
        let pieces = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...4).contains(pieces.count) else { return nil }
        var out: [Int] = []
        for p in pieces {
            guard !p.isEmpty, p.count <= 9, p.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(p) else { return nil }
            out.append(n)
        }
        parts = out
    }

    public static func < (a: FeatureVersion, b: FeatureVersion) -> Bool {
        for i in 0..<4 {
            let x = i < a.parts.count ? a.parts[i] : 0, y = i < b.parts.count ? b.parts[i] : 0
            if x != y { return x < y }
        }
        return false
    }

    public static func == (a: FeatureVersion, b: FeatureVersion) -> Bool { !(a < b) && !(b < a) }
    public func hash(into h: inout Hasher) {
        var p = parts
        while p.last == 0 { p.removeLast() }
        h.combine(p)
    }

    public var description: String { parts.map(String.init).joined(separator: ".") }
}
