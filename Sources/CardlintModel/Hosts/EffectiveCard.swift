import CardlintReading

/// What one host actually renders of a card, after unknown and unsupported elements, unmet
/// `requires` and a too-new `version` have been resolved by fallback.
public struct EffectiveCard: Sendable {
    /// The card the host renders. Values keep the source ranges of the original card, so findings
    /// on it point at the author's lines. Nil when the host renders no card at all.
    public var json: JSONValue?
    /// Every change fallback made, in document order.
    public var changes: [FallbackChange]

    public init(json: JSONValue?, changes: [FallbackChange]) {
        self.json = json
        self.changes = changes
    }
}

/// One change fallback made for a host.
public struct FallbackChange: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// The node was replaced by its `fallback` (or an ancestor's).
        case replaced
        /// The node was dropped by `"fallback": "drop"`.
        case dropped
        /// The node was removed with no fallback anywhere up the chain (content silently disappears).
        case removed
        /// The host's renderer does not allow the node's type where it stands (an input inside a
        /// `Carousel` in the JS SDK) and drops it without trying any fallback.
        case forbidden
        /// The card's version is above the host's: the host shows `fallbackText` instead.
        case cardReplacedByFallbackText
        /// The card's version is above the host's and the host shows nothing (or a generic error).
        case cardNotShown
    }
    public var kind: Kind
    /// Pointer of the affected node in the original card.
    public var pointer: String
    /// Range of the affected node in the source.
    public var range: SourceRange
    /// The affected node's type.
    public var type: String?
    /// The type rendered instead, for `.replaced`.
    public var replacement: String?
    /// Why: "unknown type", "not supported by teams-mobile", "requires adaptiveCards 1.6", …
    public var reason: String
    /// The host fact the change rests on (`HostProfile.facts`): the `unsupported` entry, `max-version`,
    /// `carousel-forbids`…; nil when it rests on the card or the spec alone (unknown type, wrong kind).
    public var evidence: HostEvidence?

    public init(kind: Kind, pointer: String, range: SourceRange, type: String?, replacement: String? = nil, reason: String,
                evidence: HostEvidence? = nil) {
        self.kind = kind; self.pointer = pointer; self.range = range; self.type = type
        self.replacement = replacement; self.reason = reason; self.evidence = evidence
    }
}
