import CardlintReading

/// A failure inside a function, blamed on one argument (0-based) or on the whole call.
struct EvalFailure: Error, Sendable {
    var message: String
    var argument: Int?
    var isLimit = false
    /// The official engine gives a value cardlint cannot compute faithfully offline: the binding's
    /// value is unknown (kept literally, like a binding without data), and nothing is reported.
    var isUnknown = false
    init(_ message: String, argument: Int? = nil, isLimit: Bool = false) {
        self.message = message; self.argument = argument; self.isLimit = isLimit
    }

    /// An unknown value (see `isUnknown`), with the reason for tests and documentation.
    static func unknown(_ reason: String) -> EvalFailure {
        var f = EvalFailure(reason)
        f.isUnknown = true
        return f
    }
}

/// What a function may read besides its arguments: the injected clock and the limits.
struct FunctionContext: Sendable {
    /// Milliseconds since 1970-01-01T00:00:00Z returned by `utcNow()`.
    var nowMilliseconds: Int64
    var maxStringLength: Int
    var maxCollectionCount: Int
}

/// Evaluated arguments of one call, with typed accessors whose failures name the argument.
struct Args {
    let name: String
    let values: [JSONValue?]
    var count: Int { values.count }

    func value(_ i: Int) -> JSONValue { i < values.count ? (values[i] ?? .null) : .null }
    func isMissing(_ i: Int) -> Bool { i >= values.count || values[i] == nil }

    func fail(_ i: Int, _ expected: String) -> EvalFailure {
        EvalFailure("\(name)() expects \(expected) as argument \(i + 1), got \(isMissing(i) ? "an undefined value" : value(i).typeName)", argument: i)
    }
    func number(_ i: Int) throws -> Double {
        guard let d = value(i).number else { throw fail(i, "a number") }
        return d
    }
    func int(_ i: Int) throws -> Int {
        let d = try number(i)
        guard let n = d.checkedInt, abs(n) < 1_000_000_000_000_000 else { throw fail(i, "a finite number") }
        return n
    }
    func string(_ i: Int) throws -> String {
        guard let s = value(i).string else { throw fail(i, "a string") }
        return s
    }
    /// Text of any scalar (numbers and booleans converted), for functions that are lenient.
    func text(_ i: Int) -> String { value(i).templateText }
    func array(_ i: Int) throws -> [JSONValue] {
        guard let a = value(i).array else { throw fail(i, "an array") }
        return a
    }
    func bool(_ i: Int) throws -> Bool {
        guard let b = value(i).bool else { throw fail(i, "a boolean") }
        return b
    }
}

/// One entry of the function table: a name, how many arguments it takes, its implementation.
struct TemplateFunction: Sendable {
    typealias Body = @Sendable (Args, FunctionContext) throws -> JSONValue?
    enum Family: String, Sendable, CaseIterable {
        case string, math, collection, logic, conversion, date, timex, uri, object
    }
    let name: String
    let arity: ClosedRange<Int>
    let family: Family
    /// When cardlint gives an unknown value instead of computing one (nil: always computed).
    let unknownWhen: String?
    /// nil for the special forms the evaluator handles itself (lazy arguments or lambdas).
    let body: Body?

    init(_ name: String, _ arity: ClosedRange<Int>, _ family: Family, unknownWhen: String? = nil, _ body: Body?) {
        self.name = name; self.arity = arity; self.family = family; self.unknownWhen = unknownWhen; self.body = body
    }

    /// A function cardlint knows but never computes: every call gives an unknown value.
    static func opaque(_ name: String, _ arity: ClosedRange<Int>, _ family: Family, _ why: String) -> TemplateFunction {
        TemplateFunction(name, arity, family, unknownWhen: "always: \(why)") { _, _ in throw EvalFailure.unknown(why) }
    }

    static let variadic = Int.max
}

/// The single function table (name → arity → implementation).
enum TemplateFunctions {
    static let table: [String: TemplateFunction] = {
        var t: [String: TemplateFunction] = [:]
        for f in string + math + collection + logic + conversion + date + time + timex + uri + object { t[f.name] = f }
        return t
    }()

    /// Functions whose result changes without the data changing.
    static let impure: Set<String> = ["utcNow", "rand", "newGuid"]

    /// Functions whose arguments may legitimately name missing paths.
    static let pathTolerant: Set<String> = ["exists", "coalesce", "empty", "isString", "isInteger",
                                            "isFloat", "isArray", "isObject", "isBoolean", "isDateTime", "setPathToValue"]

    /// The closest known function name (edit distance ≤ 2, or a case-insensitive match).
    static func suggestion(for name: String) -> String? {
        var best: (String, Int)?
        for candidate in table.keys {
            if candidate.lowercased() == name.lowercased() { return candidate }
            // A shortened name (`ceil` for `ceiling`) counts as close.
            let d = name.count >= 4 && candidate.hasPrefix(name) ? 2 : editDistance(name, candidate)
            guard d <= 2 else { continue }
            if let b = best, d > b.1 || (d == b.1 && candidate > b.0) { continue }
            best = (candidate, d)
        }
        return best?.0
    }

    /// Levenshtein distance; returns early (a value > 2) when the lengths alone differ by more than 2.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if abs(a.count - b.count) > 2 || a.count > 256 || b.count > 256 { return max(3, abs(a.count - b.count)) }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        var cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}

/// Public view of the function table, for documentation and editor tooling.
public enum TemplateFunctionCatalog {
    /// Every callable function name, sorted.
    public static var names: [String] { TemplateFunctions.table.keys.sorted() }
    /// The accepted argument counts of `name` (`upperBound == Int.max` means variadic), or nil.
    public static func arity(of name: String) -> ClosedRange<Int>? { TemplateFunctions.table[name]?.arity }
    /// The family `name` is listed under in FUNCTIONS.md (`string`, `math`, …), or nil.
    public static func family(of name: String) -> String? { TemplateFunctions.table[name]?.family.rawValue }
    /// Every family, in documentation order.
    public static var families: [String] { TemplateFunction.Family.allCases.map(\.rawValue) }
    /// When cardlint returns an unknown value for `name` instead of computing it (nil: it always computes it).
    public static func unknownWhen(of name: String) -> String? { TemplateFunctions.table[name]?.unknownWhen }
}

extension TemplateFunctionCatalog {
    /// The generated part of FUNCTIONS.md: the functions per family, then those cardlint
    /// answers with an unknown value and when. `FunctionDocTests` checks the file holds it.
    public static var markdown: String {
        var out = "\(names.count) functions (the documented Adaptive Expressions library, plus `filterNotEqual`, `ignore` and `optional`, which botbuilder-js registers too).\n\n"
        out += "| family | functions |\n|---|---|\n"
        for family in families {
            let members = names.filter { self.family(of: $0) == family }
            out += "| \(family) | \(members.map { "`\($0)`" }.joined(separator: ", ")) |\n"
        }
        out += "\nWhere cardlint gives an **unknown value** (the binding stays as written, as without data, and no rule reports on it):\n\n"
        out += "| function | unknown |\n|---|---|\n"
        for name in names {
            if let when = unknownWhen(of: name) { out += "| `\(name)` | \(when) |\n" }
        }
        return out
    }
}
