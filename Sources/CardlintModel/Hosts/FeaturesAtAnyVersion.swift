/// Features that every host a card is checked on renders whatever `version` the card declares: the
/// hosts' `features-at-any-version` facts (Outlook documents `ActionSet`, `Action.ToggleVisibility`,
/// `isVisible`, pixel widths… as Outlook features on `"version": "1.0"` cards). A card that uses one
/// of them below its schema version is not out of date for those hosts.
///
/// Names are `Type` (the type and everything in it), `Type.property` (the property and its values)
/// or `*.property` (the property on any type).
public struct FeaturesAtAnyVersion: Sendable, Hashable {
    public var names: Set<String>
    /// "unverified: …" when a fact it rests on is not firm: what it exempts is then still reported,
    /// as a note that says so, instead of not at all.
    public var uncertainty: String?

    public init(names: Set<String>, uncertainty: String? = nil) {
        self.names = names; self.uncertainty = uncertainty
    }

    /// Whether the type `type` (with `property`: that property of it) is exempt.
    public func contains(type: String, property: String? = nil) -> Bool {
        guard let property else { return names.contains(type) }
        return names.contains("\(type).\(property)") || names.contains("*.\(property)")
    }

    /// The features every one of `hosts` renders at any version, with the weakest evidence among
    /// them; nil when there are none (a host without the fact exempts nothing).
    public static func common(to hosts: [HostProfile]) -> FeaturesAtAnyVersion? {
        guard let first = hosts.first, !first.featuresAtAnyVersion.isEmpty else { return nil }
        var names = first.featuresAtAnyVersion
        var evidence: HostEvidence?
        for h in hosts {
            names.formIntersection(h.featuresAtAnyVersion)
            if names.isEmpty { return nil }
            evidence = HostEvidence.weakest(evidence, h.evidence(key))
        }
        return FeaturesAtAnyVersion(names: names, uncertainty: evidence?.uncertainty)
    }

    /// The profile key of the fact.
    public static let key = "features-at-any-version"
}
