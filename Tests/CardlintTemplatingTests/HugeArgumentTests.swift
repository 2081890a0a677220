import CardlintReading
import Testing
@testable import CardlintTemplating

/// Template function arguments a card or its data controls: numbers past `Int`'s range (9.3e18),
/// huge (1e300), infinite (1e400 parses as infinity), not a number (`sqrt(-1)`) or negative. Each
/// call gives a value or an evaluation failure (the binding stays unresolved), never a trap.
@Suite struct HugeArgumentTests {
    static let values = ["9.3e18", "-9.3e18", "1e300", "-1e300", "1e400", "sqrt(-1)", "-1", "-2147483649"]

    /// Calls with one argument replaced by each value above; `X` marks the place.
    static let calls = [
        "substring('hello', X)", "substring('hello', 1, X)", "range(X, 3)", "range(1, X)",
        "take(createArray(1, 2), X)", "take('abc', X)", "skip(createArray(1, 2), X)", "skip('abc', X)",
        "subArray(createArray(1, 2, 3), X)", "subArray(createArray(1, 2, 3), 0, X)", "flatten(createArray(createArray(1)), X)",
        "addDays('2020-01-01', X)", "addHours('2020-01-01', X)", "addSeconds('2020-01-01', X)",
        "addToTime('2020-01-01', X, 'Day')", "addToTime('2020-01-01', X, 'Year')", "getFutureTime(X, 'Month')",
        "formatEpoch(X)", "formatTicks(X)", "ticksToDays(X)", "formatNumber(X, 2)", "formatNumber(12.5, X)",
        "round(1.5, X)", "round(X, 2)", "addOrdinal(X)", "int(X)", "string(X)", "div(X, 7)", "mod(X, 7)",
        "createArray(1, 2)[X]", "first(skip(createArray(1), X))", "indicesAndValues(createArray(1))[X]",
    ]

    @Test(arguments: calls) func hugeArgumentsDoNotTrap(_ call: String) throws {
        for v in Self.values {
            let result = try eval(call.replacingOccurrences(of: "X", with: v))
            #expect(!result.isEmpty, "\(call) with \(v)")
        }
    }

    /// The message of the diagnostic evaluating `expr` gives (nil: it gave a value).
    static func failure(_ expr: String) throws -> String? {
        let (e, _) = try expand("{\"v\": \"${\(expr.replacingJSONQuotes)}\"}", "{}")
        return e.diagnostics.first?.message
    }

    @Test func outOfRangeArgumentsFailTheBinding() throws {
        for call in ["substring('hello', 9.3e18)", "range(0, 9.3e18)", "take('abc', 9.3e18)", "addDays('2020-01-01', 9.3e18)",
                     "formatNumber(12.5, 9.3e18)", "addOrdinal(-9.3e18)", "round(1.5, 1e400)"] {
            let name = String(call.prefix { $0 != "(" })
            let message = try Self.failure(call)
            #expect(message?.contains(name) == true, "\(call): \(message ?? "no diagnostic")")
        }
        #expect(try Self.failure("take('abc', 1e14)") == nil)
        #expect(try eval("take('abc', 1e14)") == "\"abc\"")
        #expect(try eval("formatNumber(9.3e18, 2)") == "\"9.3e+18\"")
        #expect(try eval("formatNumber(-1234.5, 1)") == "\"-1,234.5\"")
    }
}
