/// An Adaptive Cards schema version such as `1.5`.
public struct SchemaVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public init(_ major: Int, _ minor: Int) { self.major = major; self.minor = minor }

    /// Parses `"1.5"` (and `"1.5.0"`, as some cards write it). Returns nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || (parts.count == 3 && parts[2].allSatisfy(\.isNumber) && !parts[2].isEmpty),
              let major = Int(parts[0]), let minor = Int(parts[1]),
              parts[0].allSatisfy(\.isNumber), parts[1].allSatisfy(\.isNumber), major >= 0, minor >= 0
        else { return nil }
        self.init(major, minor)
    }

    public static func < (a: SchemaVersion, b: SchemaVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }
    public var description: String { "\(major).\(minor)" }

    public static let v1_0 = SchemaVersion(1, 0)
    /// The newest version the catalog knows.
    public static let latest = SchemaVersion(1, 6)
}
