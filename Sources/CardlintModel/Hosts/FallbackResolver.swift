import CardlintReading

/// Computes the card a host renders (see `EffectiveCard`).
///
/// Follows the fallback algorithm of the native renderers (C++ shared model, Android, iOS) as
/// written down in `/work/shared/reference/adaptive-cards.md` §4, "Exact algorithm as implemented":
///
/// | situation (§4 table row) | what `resolve` does |
/// |---|---|
/// | card `version` > host max | `fallbackText` as a one-TextBlock card (`.cardReplacedByFallbackText`), or nothing (`.cardNotShown`) when the host never shows it (JS hosts) or the card has none |
/// | type unknown / not supported by the host, or `requires` not met | fallback triggers for that node |
/// | its `fallback` is an object | that object is rendered instead; if it fails too, *its* `fallback` is tried (a chain, at most `maxChainDepth` long) |
/// | its `fallback` is `"drop"` | the node is removed (`.dropped`); nothing bubbles up |
/// | no `fallback`, an ancestor has one | the nearest such ancestor is replaced by its fallback (the whole subtree swapped) |
/// | no `fallback` anywhere up the chain | the node is removed (`.removed`): the content silently disappears |
///
/// The JS SDK differs in the last two rows: it removes the node, flags the parent to fall back
/// (which ends in the same ancestor replacement), and with no ancestor fallback it flags the
/// card, rendering a card-level `fallback` element when one exists. cardlint follows the native
/// renderers and leaves a card-level `fallback` alone.
public enum FallbackResolver {
    /// Longest fallback chain followed from one node; a longer chain counts as never reaching a
    /// supported element and the node is removed.
    public static let maxChainDepth = 16

    public static func resolve(_ card: Card, host: HostProfile, catalog: Catalog) -> EffectiveCard {
        if let version = card.version, version > host.maxVersion {
            return versionFallback(card, version: version, host: host)
        }
        var walker = FallbackWalker(host: host, catalog: catalog)
        let json = walker.resolveRoot(card.root)
        // Document order; a stable sort keeps an outer node before the nodes it contains.
        let ordered = walker.changes.enumerated().sorted { a, b in
            a.element.range.start != b.element.range.start ? a.element.range.start < b.element.range.start : a.offset < b.offset
        }.map(\.element)
        return EffectiveCard(json: json, changes: ordered)
    }
}
