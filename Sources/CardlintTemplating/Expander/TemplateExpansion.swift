import CardlintReading

/// A templating problem. `range` is a byte range in the **template** source file.
///
/// Ids: `template-syntax`, `template-unclosed-binding`, `template-unknown-function`,
/// `template-argument-count`, `template-unknown-path`, `template-constant-when`,
/// `template-evaluation-error`, `template-limit`.
public typealias TemplateDiagnostic = ReadingDiagnostic

/// Where a repeated object came from: the item's 0-based index in its `$data` array and,
/// when known, the item's byte range (in the data file, or in the template when `inTemplate`).
public struct DataOrigin: Sendable, Hashable {
    public var index: Int
    public var dataRange: SourceRange?
    public var inTemplate: Bool
    /// Items in the `$data` array the object repeats over.
    public var itemCount: Int
    public init(index: Int, dataRange: SourceRange?, inTemplate: Bool = false, itemCount: Int = 1) {
        self.index = index; self.dataRange = dataRange; self.inTemplate = inTemplate; self.itemCount = itemCount
    }
}

/// Bounds that keep hostile or runaway templates from hanging or exhausting memory.
public struct TemplateLimits: Sendable, Hashable {
    /// JSON values in the output (objects, arrays and scalars all count).
    public var maxOutputNodes: Int
    /// Nesting of objects/arrays (and so of `$data` scopes) while expanding.
    public var maxDepth: Int
    /// Bytes in one output string or intermediate string value.
    public var maxStringLength: Int
    /// Nesting of one binding expression (parentheses, calls, operators).
    public var maxExpressionNesting: Int
    /// Expression evaluation steps for the whole expansion (stops runaway lambdas).
    public var maxEvaluationSteps: Int
    /// Items a function such as `range()` may create.
    public var maxCollectionCount: Int

    public init(maxOutputNodes: Int = 200_000, maxDepth: Int = 128, maxStringLength: Int = 1_000_000,
                maxExpressionNesting: Int = 64, maxEvaluationSteps: Int = 5_000_000, maxCollectionCount: Int = 100_000) {
        self.maxOutputNodes = maxOutputNodes; self.maxDepth = maxDepth; self.maxStringLength = maxStringLength
        self.maxExpressionNesting = maxExpressionNesting; self.maxEvaluationSteps = maxEvaluationSteps
        self.maxCollectionCount = maxCollectionCount
    }
}

/// The result of expanding one template with (at most) one data set.
public struct TemplateExpansion: Sendable {
    /// The expanded card; nil when the expansion `failed` or the root was removed (`$when`, empty `$data`).
    public var output: JSONValue?
    /// Problems, sorted by position. Unknown paths here are relative to this one data set.
    public var diagnostics: [TemplateDiagnostic]
    /// JSON Pointer (RFC 6901) of each output object made by repeating over a `$data` array.
    public var itemOrigins: [String: DataOrigin]
    /// True when a limit stopped the expansion.
    public var failed: Bool
    /// False in no-data mode (no data given and no inline root `$data`): bindings were kept verbatim.
    public var hadData: Bool
    /// In no-data mode: the most values one binding can take (`if` with literal branches); at 2 or
    /// more, `expand(…, variant: k)` for k in 0..<valueVariants substitutes the k-th of each.
    public var valueVariants: Int = 0
    var pathSites: [PathSiteKey: PathSite]
    /// The work done, counted as the limits count it: output values made (`maxOutputNodes`) and
    /// expression evaluation steps (`maxEvaluationSteps`). Tests bound work by these, not by time.
    public var outputValues = 0, evaluationSteps = 0
}

/// The expansions of one template with several data sets, and their merged diagnostics.
public struct TemplateExpansionSet: Sendable {
    /// One expansion per data set, in the order given.
    public var expansions: [TemplateExpansion]
    /// Diagnostics of all expansions, deduplicated; `template-unknown-path` only for paths that
    /// resolved in **none** of the data sets.
    public var diagnostics: [TemplateDiagnostic]
}

struct PathSiteKey: Hashable, Sendable {
    var node: Int
    var start: Int
    var end: Int
}

struct PathSite: Sendable {
    var path: String
    var range: SourceRange
    var resolved: Bool
    var suggestion: String?
}

extension TemplateDiagnostic {
    static func sortKey(_ a: TemplateDiagnostic, _ b: TemplateDiagnostic) -> Bool {
        (a.range.start, a.range.end, a.id, a.message) < (b.range.start, b.range.end, b.id, b.message)
    }

    static func unknownPaths(_ sites: [PathSiteKey: PathSite]) -> [TemplateDiagnostic] {
        sites.values.filter { !$0.resolved }.map {
            TemplateDiagnostic(id: "template-unknown-path", severity: .warning,
                               message: "'\($0.path)' is not in the data\($0.suggestion.map { " (did you mean '\($0)'?)" } ?? ""); the host shows the binding literally",
                               range: $0.range)
        }
    }
}
