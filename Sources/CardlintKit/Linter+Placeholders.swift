import CardlintReading
import CardlintRules

extension Linter {
    /// One note per file that holds values another tool fills in (`${{NAME}}` of Microsoft's Teams
    /// and Agents toolkits, Power Automate's `@{…}`): cardlint reads them as unknown values, so
    /// checks that depend on them are skipped. At the first one; the message counts them.
    /// The values other tools fill in, found in the file's bytes (cheap tests first).
    func externalPlaceholders(_ bytes: [UInt8]) -> [(kind: ExternalPlaceholders.Kind, range: Range<Int>)] {
        guard bytes.contains(0x7B) || bytes.contains(0x25) else { return [] }
        return ExternalPlaceholders.find(bytes)
    }

    /// One note per file that holds values another tool fills in (`${{NAME}}` of Microsoft's Teams
    /// and Agents toolkits, Power Automate's `@{…}`, Dev Home's `%Resource_Key%`): cardlint reads
    /// them as unknown values, so checks that depend on them are skipped. At the first one; the
    /// message counts them.
    func externalPlaceholderNote(_ found: [(kind: ExternalPlaceholders.Kind, range: Range<Int>)]) -> Finding? {
        guard readerRules["external-placeholder"] != nil, let first = found.first else { return nil }
        let toolkit = found.filter { $0.kind == .toolkit }.count
        let flow = found.filter { $0.kind == .powerAutomate }.count
        let keys = found.filter { $0.kind == .resourceKey }.count
        var parts: [String] = []
        if toolkit > 0 { parts.append("\(toolkit) build-time placeholder\(toolkit == 1 ? "" : "s") (`${{NAME}}`, filled in from the Teams or Agents toolkit's env files)") }
        if flow > 0 { parts.append("\(flow) Power Automate expression\(flow == 1 ? "" : "s") (`@{…}`, filled in by the flow)") }
        if keys > 0 { parts.append("\(keys) resource key\(keys == 1 ? "" : "s") (`%Key%`, replaced with localized text by a Dev Home widget provider)") }
        let message = "this card holds " + parts.joined(separator: " and ")
            + ": their values are unknown here, so checks that depend on them are skipped"
        return readerFinding("external-placeholder", message, SourceRange(start: first.range.lowerBound, end: first.range.upperBound))
    }
}
