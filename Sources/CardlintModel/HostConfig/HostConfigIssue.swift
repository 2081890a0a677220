import CardlintReading

/// A problem found while reading a host config. The affected value keeps its default.
public struct HostConfigIssue: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// The value has the wrong JSON type (e.g. a string where a number is expected).
        case wrongType = "hostconfig-wrong-type"
        /// A colour that is not `#RRGGBB` / `#AARRGGBB`.
        case malformedColor = "hostconfig-malformed-color"
        /// A value of the right type outside the allowed set or range (unknown enum name, negative size).
        case invalidValue = "hostconfig-invalid-value"
    }

    public var kind: Kind
    public var message: String
    /// JSON Pointer of the value, e.g. `/containerStyles/default/backgroundColor`.
    public var pointer: String
    /// Byte range of the value in the host config file.
    public var range: SourceRange

    public init(kind: Kind, message: String, pointer: String, range: SourceRange) {
        self.kind = kind; self.message = message; self.pointer = pointer; self.range = range
    }

    public var description: String { "\(pointer): \(message) [\(kind.rawValue)]" }
}
