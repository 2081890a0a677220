import CardlintReading

/// Computes the card a host renders (see `EffectiveCard`).
public enum FallbackResolver {
    public static func resolve(_ card: Card, host: HostProfile, catalog: Catalog) -> EffectiveCard {
        // Pending: the fallback simulation (issue 6) replaces this identity.
        EffectiveCard(json: card.root, changes: [])
    }
}
