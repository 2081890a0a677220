import CardlintReading
import CardlintRules

extension Linter {
    /// One note per file that holds values another tool fills in (`${{NAME}}` of Microsoft's Teams
    /// and Agents toolkits, Power Automate's `@{…}`): cardlint reads them as unknown values, so
    /// checks that depend on them are skipped. At the first one; the message counts them.
    /// Whether the bytes hold `@{` (a Power Automate expression may be in the card).
    func hasFlowExpression(_ bytes: [UInt8]) -> Bool {
        var previous: UInt8 = 0
        for b in bytes {
            if b == 0x7B, previous == 0x40 { return true }
            previous = b
        }
        return false
    }

    func externalPlaceholderNote(_ bytes: [UInt8]) -> Finding? {
        guard readerRules["external-placeholder"] != nil, bytes.contains(0x7B) else { return nil }
        let found = ExternalPlaceholders.find(bytes)
        guard let first = found.first else { return nil }
        let toolkit = found.filter { $0.kind == .toolkit }.count
        let flow = found.count - toolkit
        var parts: [String] = []
        if toolkit > 0 { parts.append("\(toolkit) build-time placeholder\(toolkit == 1 ? "" : "s") (`${{NAME}}`, filled in from the Teams or Agents toolkit's env files)") }
        if flow > 0 { parts.append("\(flow) Power Automate expression\(flow == 1 ? "" : "s") (`@{…}`, filled in by the flow)") }
        let message = "this card holds " + parts.joined(separator: " and ")
            + ": their values are unknown here, so checks that depend on them are skipped"
        return readerFinding("external-placeholder", message, SourceRange(start: first.range.lowerBound, end: first.range.upperBound))
    }
}
