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

    struct DiagnosticKey: Hashable { var id: String; var start: Int; var end: Int }

    static let reservedKeys: Set<String> = ["$data", "$when", "$root", "$index", "$host", "$_acTemplateVersion"]

    init(source: SourceFile, root: JSONValue?, host: JSONValue?, limits: TemplateLimits, nowMilliseconds: Int64, rootIsInline: Bool) {
        self.source = source
        self.limits = limits
        self.noData = root == nil
        self.rootIsInline = rootIsInline
        let context = FunctionContext(nowMilliseconds: nowMilliseconds, maxStringLength: limits.maxStringLength,
                                      maxCollectionCount: limits.maxCollectionCount)
        evaluator = Evaluator(root: root, host: host, context: context, maxSteps: limits.maxEvaluationSteps)
        evaluator.scope = EvalScope(data: root, index: nil)
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

    mutating func expandRoot(_ template: JSONValue) throws(LimitExceeded) -> JSONValue? {
        guard template.isObject else { return try expandValue(template, scope: evaluator.scope, depth: 0, pointer: "") }
        let (copies, repeated) = try expandObject(template, scope: evaluator.scope, depth: 0, placement: .single(""))
        return repeated ? JSONValue(.array(copies), range: template.range) : copies.first
    }

    enum Placement {
        case element(array: String, first: Int)
        case single(String)
        func pointer(_ k: Int, repeated: Bool) -> String {
            switch self {
            case .element(let array, let first): return JSONPointer.appending(array, first + k)
            case .single(let p): return repeated ? JSONPointer.appending(p, k) : p
            }
        }
    }

    mutating func expandValue(_ v: JSONValue, scope: EvalScope, depth: Int, pointer: String) throws(LimitExceeded) -> JSONValue? {
        switch v.kind {
        case .object:
            let (copies, repeated) = try expandObject(v, scope: scope, depth: depth, placement: .single(pointer))
            if repeated { return copies.isEmpty ? nil : JSONValue(.array(copies), range: v.range) }
            return copies.first
        case .array(let items):
            try enter(depth, v.range)
            try count(1, v.range)
            var out: [JSONValue] = []
            for item in items {
                if item.isObject {
                    let (copies, _) = try expandObject(item, scope: scope, depth: depth + 1,
                                                       placement: .element(array: pointer, first: out.count))
                    out += copies
                } else if let x = try expandValue(item, scope: scope, depth: depth + 1, pointer: JSONPointer.appending(pointer, out.count)) {
                    out.append(x)
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
            return ([try body(v, scope: scope, depth: depth, pointer: placement.pointer(0, repeated: false))], false)
        }
        let (data, inline) = try evaluateData(dataMember.value, scope: scope)
        guard let items = data?.array else {
            let inner = EvalScope(data: data, index: nil)
            if let when, try !evaluateWhen(when.value, scope: inner) { return ([], false) }
            return ([try body(v, scope: inner, depth: depth, pointer: placement.pointer(0, repeated: false))], false)
        }
        var copies: [JSONValue] = []
        for (i, item) in items.enumerated() {
            let inner = EvalScope(data: item, index: i)
            if let when, try !evaluateWhen(when.value, scope: inner) { continue }
            let pointer = placement.pointer(copies.count, repeated: true)
            copies.append(try body(v, scope: inner, depth: depth, pointer: pointer))
            itemOrigins[pointer] = DataOrigin(index: i, dataRange: item.range == .unknown ? nil : item.range,
                                              inTemplate: inline || rootIsInline)
        }
        return (copies, true)
    }

    /// One copy of an object: members expanded, reserved keys removed.
    mutating func body(_ v: JSONValue, scope: EvalScope, depth: Int, pointer: String) throws(LimitExceeded) -> JSONValue {
        try count(1, v.range)
        var out: [JSONMember] = []
        for m in v.members ?? [] where !Self.reservedKeys.contains(m.key) {
            let p = JSONPointer.appending(pointer, m.key)
            if let x = try expandValue(m.value, scope: scope, depth: depth + 1, pointer: p) {
                out.append(JSONMember(key: m.key, keyRange: m.keyRange, value: x))
            }
        }
        return JSONValue(.object(out), range: v.range)
    }
}
