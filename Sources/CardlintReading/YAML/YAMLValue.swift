/// A YAML node with its 1-based line and column (from libyaml's marks).
public struct YAMLNode: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }
    public var kind: Kind
    public var line: Int
    public var column: Int
    /// Byte range in the YAML source (libyaml's `index` marks count characters; we keep them as given).
    public var tag: String?

    public init(kind: Kind, line: Int, column: Int, tag: String? = nil) {
        self.kind = kind; self.line = line; self.column = column; self.tag = tag
    }

    public var scalar: String? { if case .scalar(let s, _) = kind { return s }; return nil }
    public var sequence: [YAMLNode]? { if case .sequence(let s) = kind { return s }; return nil }
    public var pairs: [YAMLPair]? { if case .mapping(let m) = kind { return m }; return nil }

    /// A plain (unquoted) scalar that YAML 1.1 reads as null: `~`, `null`, or empty.
    public var isNull: Bool {
        if case .scalar(let s, let plain) = kind, plain { return s.isEmpty || s == "~" || s == "null" || s == "Null" || s == "NULL" }
        return false
    }
    /// Booleans as YAML 1.2 core schema spells them (true/false); `yes/no` are left as strings.
    public var bool: Bool? {
        guard case .scalar(let s, let plain) = kind, plain else { return nil }
        switch s { case "true", "True", "TRUE": return true; case "false", "False", "FALSE": return false; default: return nil }
    }
    /// A finite number (`Double` also reads `nan`, `inf` and `1e400`, which no option means).
    public var number: Double? {
        guard case .scalar(let s, let plain) = kind, plain, let d = Double(s), d.isFinite else { return nil }
        return d
    }
    public var int: Int? {
        guard case .scalar(let s, let plain) = kind, plain else { return nil }
        return Int(s)
    }

    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let pairs) = kind else { return nil }
        // Each key compared where it lies (a pair copied out per step was most of a look-up).
        for i in pairs.indices {
            if case .scalar(let s, _) = pairs[i].key.kind, s == key { return pairs[i].value }
        }
        return nil
    }

    public var kindName: String {
        switch kind {
        case .scalar: "scalar"
        case .sequence: "list"
        case .mapping: "mapping"
        }
    }
}

public struct YAMLPair: Sendable, Hashable {
    public var key: YAMLNode
    public var value: YAMLNode
    public init(key: YAMLNode, value: YAMLNode) { self.key = key; self.value = value }
}

/// A problem in a data file at a position: `path:line:col: error: message`. Shared by every
/// loader of positioned files (YAML, the catalog, layout data, host profiles).
public struct SourceError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path; self.line = line; self.column = column; self.message = message
    }
    public var description: String { "\(path):\(line):\(column): error: \(message)" }
}

/// A YAML loading error with its position.
public typealias YAMLError = SourceError
