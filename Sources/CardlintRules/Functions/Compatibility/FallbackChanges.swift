import CardlintModel

/// Lookups in a host's fallback changes (`RuleEnvironment.fallbackChanges`) by node pointer.
enum FallbackChanges {
    /// Whether `pointer` is `ancestor` or lies inside it.
    static func isWithin(_ pointer: String, _ ancestor: String) -> Bool {
        ancestor.isEmpty || pointer == ancestor || pointer.hasPrefix(ancestor + "/")
    }

    /// The change made to exactly this node, of one of `kinds`.
    static func change(at pointer: String, _ kinds: Set<FallbackChange.Kind>, in changes: [FallbackChange]) -> FallbackChange? {
        changes.first { $0.pointer == pointer && kinds.contains($0.kind) }
    }

    /// The change that removed the node or one of its ancestors (dropped, removed, or the whole card not shown).
    static func loss(of pointer: String, in changes: [FallbackChange]) -> FallbackChange? {
        changes.first { [.dropped, .removed, .cardNotShown].contains($0.kind) && isWithin(pointer, $0.pointer) }
    }

    /// The change that affects the node at all: it or an ancestor replaced, dropped or removed, or the card replaced.
    static func affecting(_ pointer: String, in changes: [FallbackChange]) -> FallbackChange? {
        changes.first { isWithin(pointer, $0.pointer) }
    }
}
