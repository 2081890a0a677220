/// How sure cardlint is of a host fact, and why: the source it rests on and a confidence.
///
/// `documented` (the host's own documentation) and `renderer-code` (the code that renders for the
/// host) are firm: a finding resting on them may be an error. `inferred` (absence from a snapshot,
/// an experiment, a guess from a neighbouring host) and `disputed` (sources disagree; `disputed`
/// says both sides) are not: a finding resting on them is at most a note that says what is uncertain.
public struct HostEvidence: Sendable, Hashable {
    public enum Confidence: String, Sendable, CaseIterable, Comparable {
        case documented, rendererCode = "renderer-code", inferred, disputed

        /// Firmer first: documented < renderer-code < inferred < disputed.
        public static func < (a: Self, b: Self) -> Bool { a.rank < b.rank }
        var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    }

    /// A documentation page and section, or a renderer source file at a commit.
    public var source: String
    public var confidence: Confidence
    /// For `disputed`: what the other side says (both sides named).
    public var disputed: String?

    public init(source: String, confidence: Confidence, disputed: String? = nil) {
        self.source = source; self.confidence = confidence; self.disputed = disputed
    }

    /// Whether an error or warning may rest on it.
    public var isFirm: Bool { confidence == .documented || confidence == .rendererCode }

    /// The weaker of two pieces of evidence (nil counts as firm: the spec or the card itself).
    public static func weakest(_ a: HostEvidence?, _ b: HostEvidence?) -> HostEvidence? {
        guard let a else { return b }
        guard let b else { return a }
        return b.confidence > a.confidence ? b : a
    }
}

/// One fact of a host profile or renderer file with its evidence, as `cardlint hosts --facts` lists it.
public struct HostFact: Sendable, Hashable {
    /// The fact's key: `max-version`, `supports Icon`, `unsupported Media`, `erratum no-action-style`…
    public var name: String
    /// The value as written (a version, a type list, true/false, a description).
    public var value: String
    public var evidence: HostEvidence
    /// Where it is written (1-based).
    public var line: Int
    public var column: Int

    public init(name: String, value: String, evidence: HostEvidence, line: Int = 0, column: Int = 0) {
        self.name = name; self.value = value; self.evidence = evidence; self.line = line; self.column = column
    }
}

extension HostProfile {
    /// The evidence of the fact named `name` (nil when the profile has no such fact).
    public func evidence(_ name: String) -> HostEvidence? { facts.first { $0.name == name }?.evidence }

    /// The fact that decides whether the host renders a node of `type` (as `FallbackResolver.unsupportedReason`
    /// decides it): its `supports` or `unsupported` entry, else `max-version` for a generic type above
    /// it, `universal-actions` for `Action.Execute`, `unlisted-types` for a host-specific type it does not list.
    public func typeEvidence(_ type: String, canonical: String? = nil, generic: Bool, aboveMaxVersion: Bool) -> HostEvidence? {
        for name in [type, canonical].compactMap({ $0 }) {
            if let e = evidence("supports \(name)") ?? evidence("unsupported \(name)") { return e }
        }
        guard generic else { return evidence("unlisted-types") }
        if aboveMaxVersion { return evidence("max-version") }
        if (canonical ?? type) == "Action.Execute" { return evidence("universal-actions") }
        return nil
    }

}

extension HostEvidence {
    /// "unverified: …" when the evidence is not firm: what is uncertain, for a finding's message.
    /// It names no host, so that hosts sharing a fact (both Teams clients) share one finding.
    public var uncertainty: String? {
        switch confidence {
        case .documented, .rendererCode: nil
        case .disputed: "unverified: sources disagree (\(source); but \(disputed ?? "another source disagrees"))"
        case .inferred: "unverified: inferred, not documented (\(source))"
        }
    }
}
