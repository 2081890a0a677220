import CardlintReading

/// A rule's `fix:`: how a finding of the rule is repaired, filled in with the check's values when
/// the finding is made. One mechanism serves `cardlint lint --fix` and the editor's quick fixes.
///
/// ```yaml
/// fix: {title: "Rename to '{{suggestion}}'", replace: "{{suggestion}}", when: suggestion}
/// fix: {title: 'Add "wrap": true', set: {wrap: true}}
/// fix: {title: "Raise version to {{since}}", set-card: {version: "{{since}}"}, safe: false}
/// fix: {title: "Add alt text", snippet: {altText: "describe the image"}}
/// ```
/// - `replace`: the finding's range gets this text (a JSON string keeps its quotes).
/// - `set`: members added to (or replaced on) the finding's element.
/// - `set-card`: members added to (or replaced on) the card's root.
/// - `snippet`: members with a placeholder the author must fill: offered in the editor only.
/// - `safe: false`: not applied by `--fix` unless `--unsafe-fixes` (the editor still offers it);
///   `safe: case-only`: safe when a `replace` changes only letter case (`alttext` → `altText`).
/// - `when`: a value the check must expose (non-empty) for the fix to be offered.
/// - `types`: the node types the fix is for (a rule on every text offers `wrap` to TextBlocks only).
public struct FixTemplate: Sendable {
    public enum Action: Sendable {
        case replace(MessageTemplate)
        case set([Member])
        case setCard([Member])
        case snippet([Member])
    }
    /// One member to write: the key, and either a literal JSON value or a text to quote.
    public struct Member: Sendable {
        public var key: String
        public var value: MessageTemplate
        /// The value is JSON as written (`true`, `12`); otherwise it is a string to quote.
        public var literal: Bool
    }
    public let title: MessageTemplate
    public let action: Action
    public let safety: SuggestedFix.Safety
    public let when: String?
    public let types: [String]

    static let keys = ["title", "replace", "set", "set-card", "snippet", "safe", "when", "types"]

    public static func compile(_ r: OptionReader) throws(RuleError) -> FixTemplate {
        try r.allowOnly(keys)
        guard let title = try r.string("title"), !title.isEmpty else { throw r.error("fix needs a 'title'") }
        var actions: [Action] = []
        if let text = try r.string("replace") { actions.append(.replace(MessageTemplate(text))) }
        if let node = r.node["set"] { actions.append(.set(try members(node, r))) }
        if let node = r.node["set-card"] { actions.append(.setCard(try members(node, r))) }
        if let node = r.node["snippet"] { actions.append(.snippet(try members(node, r))) }
        guard actions.count == 1, let action = actions.first else {
            throw r.error("fix needs exactly one of replace, set, set-card or snippet")
        }
        let snippet = if case .snippet = action { true } else { false }
        let safety: SuggestedFix.Safety
        switch try r.string("safe") {
        case nil: safety = snippet ? .unsafe : .safe
        case "true": safety = .safe
        case "false": safety = .unsafe
        case "case-only": safety = .caseOnly
        case let other?: throw r.error("safe is true, false or case-only, not '\(other)'", at: r.node["safe"])
        }
        if snippet && safety != .unsafe { throw r.error("a snippet needs the author's words: it cannot be safe", at: r.node["safe"]) }
        return FixTemplate(title: MessageTemplate(title), action: action, safety: safety, when: try r.string("when"),
                           types: try r.strings("types") ?? [])
    }

    static func members(_ node: YAMLNode, _ r: OptionReader) throws(RuleError) -> [Member] {
        guard let pairs = node.pairs, !pairs.isEmpty else { throw r.error("expected a mapping of property: value", at: node) }
        var out: [Member] = []
        for p in pairs {
            guard let key = p.key.scalar, let value = p.value.scalar else {
                throw r.error("fix values are single values (text, number, true or false)", at: p.value)
            }
            let literal = p.value.bool != nil || p.value.number != nil
            out.append(Member(key: key, value: MessageTemplate(value), literal: literal))
        }
        return out
    }

    /// Placeholders the fix uses (validated against what the check exposes, like the message's).
    public var placeholders: [String] {
        var names = title.placeholders + (when.map { [$0] } ?? [])
        switch action {
        case .replace(let t): names += t.placeholders
        case .set(let m), .setCard(let m), .snippet(let m): names += m.flatMap(\.value.placeholders)
        }
        return names
    }

    /// The fix for one finding, with the check's values filled in; nil when `when` is not met.
    func instantiate(_ value: (String) -> String?) -> SuggestedFix? {
        if let when, (value(when) ?? "").isEmpty { return nil }
        if !types.isEmpty, !types.contains(value("type") ?? "") { return nil }
        func filled(_ m: [Member]) -> [SuggestedFix.Member] {
            m.map { SuggestedFix.Member(key: $0.key, value: $0.value.render(value), literal: $0.literal) }
        }
        let kind: SuggestedFix.Kind = switch action {
        case .replace(let t): .replace(t.render(value))
        case .set(let m): .set(filled(m))
        case .setCard(let m): .setCard(filled(m))
        case .snippet(let m): .snippet(filled(m))
        }
        return SuggestedFix(title: title.render(value), kind: kind, safety: safety)
    }
}

/// A fix filled in for one finding (see `FixTemplate`); edits are computed from the file later.
public struct SuggestedFix: Sendable, Hashable, Codable {
    public enum Kind: Sendable, Hashable, Codable {
        case replace(String)
        case set([Member])
        case setCard([Member])
        case snippet([Member])
    }
    public struct Member: Sendable, Hashable, Codable {
        public var key: String
        public var value: String
        public var literal: Bool
        public init(key: String, value: String, literal: Bool) { self.key = key; self.value = value; self.literal = literal }
    }
    /// Whether `--fix` applies it: safe fixes always, unsafe ones only with `--unsafe-fixes`,
    /// snippets never; `caseOnly` is safe when a replacement changes only letter case.
    public enum Safety: String, Sendable, Hashable, Codable { case safe, unsafe, caseOnly }
    public var title: String
    public var kind: Kind
    public var safety: Safety
    public init(title: String, kind: Kind, safety: Safety) { self.title = title; self.kind = kind; self.safety = safety }

    public var isSnippet: Bool { if case .snippet = kind { return true }; return false }
}
