import CardlintReading

/// Facts with evidence: `{value: …, source: '…', confidence: documented|renderer-code|inferred|disputed}`
/// (`disputed:` says the other side when the confidence is `disputed`). A fact without its source or
/// confidence is an error at its position.
extension HostProfileReader {
    static let evidenceKeys = ["source", "confidence", "disputed"]
    static let confidences = HostEvidence.Confidence.allCases.map(\.rawValue)

    /// The `source`, `confidence` (and `disputed`) of a fact mapping; problems at their positions.
    mutating func evidence(_ node: YAMLNode, _ fact: String) -> HostEvidence? {
        guard node.pairs != nil else {
            fail(node, "'\(fact)' needs its evidence: {value: …, source: '…', confidence: \(Self.confidences.joined(separator: "|"))}")
            return nil
        }
        let source = node["source"].flatMap { text($0, "source") }
        if node["source"] == nil { fail(node, "fact '\(fact)' has no 'source' (a documentation page and section, or a renderer file at a commit)") }
        var confidence: HostEvidence.Confidence?
        if let c = node["confidence"] {
            if let s = text(c, "confidence") {
                confidence = .init(rawValue: s)
                if confidence == nil {
                    fail(c, "'confidence' should be \(Self.orList(Self.confidences)), found '\(s)'" + DidYouMean.hint(s, from: Self.confidences))
                }
            }
        } else {
            fail(node, "fact '\(fact)' has no 'confidence' (\(Self.orList(Self.confidences)))")
        }
        let disputed = node["disputed"].flatMap { text($0, "disputed") }
        if confidence == .disputed, disputed == nil, node["disputed"] == nil {
            fail(node, "fact '\(fact)' is disputed: say what the other side says in 'disputed'")
        }
        if let d = node["disputed"], confidence != nil, confidence != .disputed {
            fail(d, "'disputed' is only for 'confidence: disputed'")
        }
        guard let source, let confidence else { return nil }
        return HostEvidence(source: source, confidence: confidence, disputed: disputed)
    }

    /// A `{value: …}` fact: records it and returns its value node (nil when the fact is malformed).
    mutating func valueFact(_ node: YAMLNode?, _ key: String, extraKeys: [String] = []) -> YAMLNode? {
        guard let node else { return nil }
        guard let pairs = node.pairs else {
            fail(node, "'\(key)' needs its evidence: write {value: …, source: '…', confidence: \(Self.confidences.joined(separator: "|"))}")
            return nil
        }
        checkKeys(pairs, allowed: ["value"] + Self.evidenceKeys + extraKeys, in: "the '\(key)' fact")
        guard let value = node["value"] else { fail(node, "fact '\(key)' needs a 'value'"); return nil }
        if let e = evidence(node, key) { record(key, Self.display(value), e, node) }
        return value
    }

    mutating func record(_ name: String, _ value: String, _ evidence: HostEvidence, _ at: YAMLNode) {
        facts.append(HostFact(name: name, value: value, evidence: evidence, line: at.line, column: at.column))
    }

    /// `supports:` and `unsupported:` items: `{types: [A, B], …evidence}` or `{type: A, …evidence}`.
    /// Returns each type with its evidence; facts are recorded as `<key> <type>`.
    mutating func typeGroups(_ node: YAMLNode?, _ key: String) -> [(String, HostEvidence, YAMLNode)] {
        var out: [(String, HostEvidence, YAMLNode)] = []
        for item in list(node, key) {
            guard let pairs = item.pairs else {
                fail(item, "'\(key)' entries are {types: [...], source: '…', confidence: …} (or type: one type), found a \(item.kindName)")
                continue
            }
            checkKeys(pairs, allowed: ["type", "types"] + Self.evidenceKeys, in: "a '\(key)' entry")
            var types: [(String, YAMLNode)] = []
            if let t = item["type"], let s = text(t, "type") { types.append((s, t)) }
            for t in list(item["types"], "types") { if let s = text(t, "types") { types.append((s, t)) } }
            if item["type"] == nil && item["types"] == nil { fail(item, "a '\(key)' entry needs 'type' or 'types'") }
            guard let e = evidence(item, key) else { continue }
            for (type, at) in types {
                if out.contains(where: { $0.0 == type }) { fail(at, "'\(type)' is listed twice in '\(key)'"); continue }
                out.append((type, e, at))
                record("\(key) \(type)", type, e, at)
            }
        }
        return out
    }

    /// `unlisted-types: {source, confidence}`: why a host-specific type the profile does not list is
    /// not rendered there.
    mutating func unlistedTypes(_ node: YAMLNode?) {
        guard let node else { return }
        if let pairs = node.pairs { checkKeys(pairs, allowed: Self.evidenceKeys, in: "'unlisted-types'") }
        if let e = evidence(node, "unlisted-types") { record("unlisted-types", "not rendered", e, node) }
    }

    /// `host-config: {source, confidence}`: how sure it is that the `themes` files are what the host
    /// draws with (absent: they are, as `../hostconfigs/MANIFEST.tsv` records). Theme and layout findings rest on it.
    mutating func hostConfigEvidence(_ node: YAMLNode?) {
        guard let node else { return }
        if let pairs = node.pairs { checkKeys(pairs, allowed: Self.evidenceKeys, in: "'host-config'") }
        if let e = evidence(node, "host-config") { record("host-config", "the themes' host configs", e, node) }
    }

    static func display(_ node: YAMLNode) -> String {
        if let s = node.scalar { return s }
        if let items = node.sequence { return "[" + items.map(display).joined(separator: ", ") + "]" }
        if let pairs = node.pairs {
            return "{" + pairs.map { "\($0.key.scalar ?? "?"): \(display($0.value))" }.joined(separator: ", ") + "}"
        }
        return ""
    }
}
