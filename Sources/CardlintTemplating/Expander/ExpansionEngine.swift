import CardlintReading

/// The mutable state of one expansion: output counters, caches, diagnostics, origins.
struct ExpansionEngine {
    let source: SourceFile
    let limits: TemplateLimits
    let noData: Bool
    let rootIsInline: Bool
    var evaluator: Evaluator
    var nodes = 0
    var diagnostics: [TemplateDiagnostic] = []
    var reported = Set<DiagnosticKey>()
    var itemOrigins: [String: DataOrigin] = [:]
    var pathSites: [PathSiteKey: PathSite] = [:]
    var cache: [Int: ParsedString] = [:]
    /// Per template string (by source offset): where its escapes are (`sourceRange`).
    var stringMaps: [Int: StringSourceMap.Table] = [:]
    var path: [Token] = []
    /// Set when a binding's value was unknown (a function cardlint does not compute).
    var sawUnknown = false
    /// Without data: the variant to substitute (`ValueVariants`), nil to keep bindings verbatim.
    var variant: Int?
    /// Without data: the most values one binding can take (≥ 2 when variants differ).
    var variantCount = 0

    struct DiagnosticKey: Hashable { var id: String; var start: Int; var end: Int }

    static let reservedKeys: Set<String> = ["$data", "$when", "$root", "$index", "$host", "$_acTemplateVersion"]

    /// Functions the application registers (name → arity): known, with unknown results.
    let registered: [String: ClosedRange<Int>]

    init(source: SourceFile, root: JSONValue?, host: JSONValue?, limits: TemplateLimits, nowMilliseconds: Int64, rootIsInline: Bool,
         registered: [String: ClosedRange<Int>] = [:]) {
        self.registered = registered
        self.source = source
        self.limits = limits
        self.noData = root == nil
        self.rootIsInline = rootIsInline
        let context = FunctionContext(nowMilliseconds: nowMilliseconds, maxStringLength: limits.maxStringLength,
                                      maxCollectionCount: limits.maxCollectionCount)
        evaluator = Evaluator(root: root, host: host, context: context, maxSteps: limits.maxEvaluationSteps)
        evaluator.scope = EvalScope(data: root, index: nil)
        evaluator.registered = registered
    }

    mutating func report(_ id: String, _ severity: Severity, _ message: String, _ range: SourceRange) {
        guard reported.insert(DiagnosticKey(id: id, start: range.start, end: range.end)).inserted else { return }
        diagnostics.append(TemplateDiagnostic(id: id, severity: severity, message: message, range: range))
    }

    mutating func count(_ n: Int, _ range: SourceRange) throws(LimitExceeded) {
        nodes += n
        if nodes > limits.maxOutputNodes {
            throw LimitExceeded(message: "expansion stopped: more than \(limits.maxOutputNodes) output values (nested $data repetition?)", range: range)
        }
    }

    /// The JSON Pointer of the output value being built (tokens, turned into text only when needed).
    enum Token { case key(String), index(Int) }

    var pointerText: String {
        var out = ""
        for t in path {
            switch t {
            case .key(let k): out = JSONPointer.appending(out, k)
            case .index(let i): out = JSONPointer.appending(out, i)
            }
        }
        return out
    }

    mutating func expandRoot(_ template: JSONValue) throws(LimitExceeded) -> JSONValue? {
        guard template.isObject else { return try expandValue(template, scope: evaluator.scope, depth: 0) }
        let (copies, repeated) = try expandObject(template, scope: evaluator.scope, depth: 0, placement: .single)
        return repeated ? JSONValue(.array(copies), range: template.range) : copies.first
    }

    /// Where an object's copies go: spliced into an array from index `first`, or as one member value.
    enum Placement {
        case element(first: Int)
        case single
    }

    mutating func expandValue(_ v: JSONValue, scope: EvalScope, depth: Int) throws(LimitExceeded) -> JSONValue? {
        switch v.kind {
        case .object:
            let (copies, repeated) = try expandObject(v, scope: scope, depth: depth, placement: .single)
            if repeated { return copies.isEmpty ? nil : JSONValue(.array(copies), range: v.range) }
            return copies.first
        case .array(let items):
            try enter(depth, v.range)
            try count(1, v.range)
            var out: [JSONValue] = []
            out.reserveCapacity(items.count)
            for item in items {
                if item.isObject {
                    let (copies, _) = try expandObject(item, scope: scope, depth: depth + 1, placement: .element(first: out.count))
                    out += copies
                } else {
                    path.append(.index(out.count))
                    defer { path.removeLast() }
                    if let x = try expandValue(item, scope: scope, depth: depth + 1) { out.append(x) }
                }
            }
            return JSONValue(.array(out), range: v.range)
        case .string:
            return try expandString(v, scope: scope)
        default:
            try count(1, v.range)
            return v
        }
    }

    func enter(_ depth: Int, _ range: SourceRange) throws(LimitExceeded) {
        if depth > limits.maxDepth {
            throw LimitExceeded(message: "expansion stopped: nesting deeper than \(limits.maxDepth) levels", range: range)
        }
    }

    /// Expands one template object into 0…n copies (`repeated` when `$data` was an array).
    mutating func expandObject(_ v: JSONValue, scope: EvalScope, depth: Int, placement: Placement) throws(LimitExceeded) -> ([JSONValue], Bool) {
        try enter(depth, v.range)
        let when = v.member("$when")
        guard !noData, let dataMember = v.member("$data") else {
            if let data = v.member("$data") { checkData(data.value) }
            if let when, try !evaluateWhen(when.value, scope: scope) { return ([], false) }
            return ([try copy(v, scope: scope, depth: depth, placement: placement, k: 0, repeated: false)], false)
        }
        let (data, inline) = try evaluateData(dataMember.value, scope: scope)
        guard let items = data?.array else {
            let inner = EvalScope(data: data, index: nil)
            if let when, try !evaluateWhen(when.value, scope: inner) { return ([], false) }
            return ([try copy(v, scope: inner, depth: depth, placement: placement, k: 0, repeated: false)], false)
        }
        var copies: [JSONValue] = []
        for (i, item) in items.enumerated() {
            let inner = EvalScope(data: item, index: i)
            if let when, try !evaluateWhen(when.value, scope: inner) { continue }
            let k = copies.count
            copies.append(try copy(v, scope: inner, depth: depth, placement: placement, k: k, repeated: true))
            path.append(Self.token(placement, k: k, repeated: true) ?? .index(k))
            itemOrigins[pointerText] = DataOrigin(index: i, dataRange: item.range == .unknown ? nil : item.range,
                                              inTemplate: inline || rootIsInline, itemCount: items.count)
            path.removeLast()
        }
        return (copies, true)
    }

    static func token(_ placement: Placement, k: Int, repeated: Bool) -> Token? {
        switch placement {
        case .element(let first): return .index(first + k)
        case .single: return repeated ? .index(k) : nil
        }
    }

    /// The k-th copy of an object, built with its pointer token pushed.
    mutating func copy(_ v: JSONValue, scope: EvalScope, depth: Int, placement: Placement, k: Int, repeated: Bool) throws(LimitExceeded) -> JSONValue {
        guard let token = Self.token(placement, k: k, repeated: repeated) else { return try body(v, scope: scope, depth: depth) }
        path.append(token)
        defer { path.removeLast() }
        return try body(v, scope: scope, depth: depth)
    }

    /// One copy of an object: members expanded, reserved keys removed.
    mutating func body(_ v: JSONValue, scope: EvalScope, depth: Int) throws(LimitExceeded) -> JSONValue {
        try count(1, v.range)
        var out: [JSONMember] = []
        let members = v.members ?? []
        out.reserveCapacity(members.count)
        for m in members where m.key.utf8.first != 0x24 || !Self.reservedKeys.contains(m.key) {
            path.append(.key(m.key))
            defer { path.removeLast() }
            if let x = try expandValue(m.value, scope: scope, depth: depth + 1) {
                out.append(JSONMember(key: m.key, keyRange: m.keyRange, value: x))
            }
        }
        return JSONValue(.object(out), range: v.range)
    }
}
