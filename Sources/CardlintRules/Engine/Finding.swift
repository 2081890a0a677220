import CardlintReading

/// One problem found in one file. Positions are byte ranges in that file (for templates: the
/// template file); reporters resolve them to line:column with the file's `SourceFile`.
public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var tags: [String]
    public var message: String
    public var range: SourceRange
    /// JSON Pointer of the node in the linted (expanded) card.
    public var pointer: String
    /// Where the finding holds, when it depends on the rendering context. Empty = everywhere.
    public var scope: FindingScope
    /// Measured values a check exposes (`ratio`, `required`, `actual`, …), for reports.
    public var properties: [String: String]
    /// Other places that explain the finding (a data file item, the target of a reference, …).
    public var related: [RelatedLocation]
    /// How to repair it, when the rule knows (`fix:` in its YAML).
    public var fix: SuggestedFix?
    /// Where a layout finding begins (per viewport, the type scales where it holds); nil for other
    /// findings. Not part of `message`: reporters show it (`Finding.shownMessage` in CardlintReport).
    public var onset: Onset?
    /// Where the reporters show `onset` in `message`: after this many UTF-8 bytes, when the kit added to
    /// the message after recording it (`appendToMessage`: in how many `$data` items it holds); nil: at the end.
    public var onsetOffset: Int?

    public init(ruleID: String, severity: Severity, tags: [String], message: String, range: SourceRange,
                pointer: String, scope: FindingScope = FindingScope(), properties: [String: String] = [:],
                related: [RelatedLocation] = [], fix: SuggestedFix? = nil, onset: Onset? = nil) {
        self.ruleID = ruleID; self.severity = severity; self.tags = tags; self.message = message
        self.range = range; self.pointer = pointer; self.scope = scope; self.properties = properties
        self.related = related; self.fix = fix; self.onset = onset
    }
}

extension Finding {
    /// Adds `text` to the message, after where the finding begins: `onset` stays shown where it was
    /// (so the shown message, and the fingerprint made from it, read as when the words were in the message).
    public mutating func appendToMessage(_ text: String) {
        if onset != nil, onsetOffset == nil { onsetOffset = message.utf8.count }
        message += text
    }

    /// Identity of "the same problem at the same place": findings with equal keys, seen under
    /// different contexts, merge into one.
    public struct MergeKey: Hashable, Sendable {
        var rule: String, start: Int, end: Int, pointer: String, dataItem: Int?
        /// A finding resting on an unverified host fact is kept apart from the same finding where the fact is firm.
        var unverified = false
    }
    /// (Counted as one step of work: `FindingMerger` makes each finding's key once.)
    public var mergeKey: MergeKey {
        WorkMeter.add(1)
        return MergeKey(rule: ruleID, start: range.start, end: range.end, pointer: pointer, dataItem: scope.dataItem,
                 unverified: message.utf8.last == UInt8(ascii: ")") && Self.isUnverified(message))
    }
    /// What a message resting on an inferred or disputed host fact ends with: " (unverified: …)".
    public static let unverifiedMarker = " (unverified: "

    /// Whether `message` holds `unverifiedMarker` (a finding resting on an unverified host fact).
    /// (A search of the UTF-8 bytes: Foundation's `contains` here, run for each finding as it was
    /// merged and phrased, cost 1.4 % of a lint of Microsoft's samples. The marker is looked for
    /// from its `(`, then the space before it checked: a search from the space stopped at every
    /// space of the message.)
    public static func isUnverified(_ message: String) -> Bool {
        let paren: StaticString = "(unverified: "
        let needle = UnsafeBufferPointer(start: paren.utf8Start, count: paren.utf8CodeUnitCount)
        var message = message
        return message.withUTF8 { b in
            var from = 1
            while let at = ByteSearch.find(needle, in: b, from: from) {
                if b[at - 1] == UInt8(ascii: " ") { return true }
                from = at + 1
            }
            return false
        }
    }
}

/// The rendering contexts a finding holds in. Each list is sorted and deduplicated; empty = not context-dependent.
public struct FindingScope: Sendable, Hashable, Codable {
    public var hosts: [String]
    public var themes: [String]
    public var viewports: [String]
    public var typeScales: [String]
    /// Template data set file and `$data` item the finding came from, if any.
    public var dataSet: String?
    public var dataItem: Int?

    public init(hosts: [String] = [], themes: [String] = [], viewports: [String] = [], typeScales: [String] = [],
                dataSet: String? = nil, dataItem: Int? = nil) {
        self.hosts = hosts; self.themes = themes; self.viewports = viewports; self.typeScales = typeScales
        self.dataSet = dataSet; self.dataItem = dataItem
    }

    public var isEmpty: Bool { hosts.isEmpty && themes.isEmpty && viewports.isEmpty && typeScales.isEmpty && dataSet == nil && dataItem == nil }

    /// Adds another scope's contexts (used when merging one finding seen under several contexts).
    public mutating func formUnion(_ other: FindingScope) {
        func merge(_ a: [String], _ b: [String]) -> [String] { Array(Set(a).union(b)).sorted() }
        hosts = merge(hosts, other.hosts); themes = merge(themes, other.themes)
        viewports = merge(viewports, other.viewports); typeScales = merge(typeScales, other.typeScales)
    }
}

public struct RelatedLocation: Sendable, Hashable, Codable {
    /// File path; nil means the same file as the finding.
    public var path: String?
    public var range: SourceRange
    public var message: String
    public init(path: String? = nil, range: SourceRange, message: String) {
        self.path = path; self.range = range; self.message = message
    }
}

/// What reporters need to know about a rule (SARIF `rules[]`, HTML help, `cardlint rules`).
public struct RuleMetadata: Sendable, Hashable {
    public var id: String
    public var title: String
    /// Markdown: who is hurt and how to fix it.
    public var description: String
    public var severity: Severity
    public var tags: [String]
    public var helpURI: String?
    /// `rules/accessibility/image-has-alt-text.yaml`, or `built-in` for reading diagnostics.
    public var origin: String
    public var pack: String
    /// How often a finding of this rule is right (SARIF `precision`, shown by code scanning): the rule
    /// file's `precision`, else `high` (`very-high` for the built-in reading diagnostics). Rules that
    /// estimate a layout (measured text, box sizes) say `medium`.
    public var precision: String?
    public static let precisions = ["very-high", "high", "medium", "low"]

    public init(id: String, title: String, description: String, severity: Severity, tags: [String],
                helpURI: String?, origin: String, pack: String) {
        self.id = id; self.title = title; self.description = description; self.severity = severity
        self.tags = tags; self.helpURI = helpURI; self.origin = origin; self.pack = pack
    }

    public var wcagCriteria: [String] { tags.filter { $0.hasPrefix("wcag-") }.map { String($0.dropFirst(5)) } }
}
