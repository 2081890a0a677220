import CardlintReading
import Foundation

/// The binary operators on defined values (`&&`, `||`, `==`, `!=` are handled by the evaluator).
enum Operators {
    static func apply(_ op: String, _ a: JSONValue, _ b: JSONValue, _ context: FunctionContext) throws(EvalFailure) -> JSONValue {
        switch op {
        case "+":
            switch (a.kind, b.kind) {
            case (.number(let x), .number(let y)): return .number(x + y)
            case (.null, .number), (.number, .null):
                throw EvalFailure("cannot add a number and null with '+'")
            // Text joins text, numbers and null (as the official engine's `add` does).
            case (.string, .string), (.string, .number), (.number, .string), (.string, .null), (.null, .string), (.null, .null):
                let x = a.templateText, y = b.templateText
                guard x.utf8.count + y.utf8.count <= context.maxStringLength else {
                    throw EvalFailure("'+' made a string longer than \(context.maxStringLength) bytes", isLimit: true)
                }
                return .string(x + y)
            default:
                throw EvalFailure("cannot add \(a.typeName) and \(b.typeName) with '+'")
            }
        case "<", "<=", ">", ">=":
            let order: Int
            switch (a.kind, b.kind) {
            case (.number(let x), .number(let y)): order = x < y ? -1 : (x > y ? 1 : 0)
            case (.string(let x), .string(let y)): order = x < y ? -1 : (x > y ? 1 : 0)
            default: throw EvalFailure("cannot compare \(a.typeName) with \(b.typeName) using '\(op)'")
            }
            switch op {
            case "<": return .bool(order < 0)
            case "<=": return .bool(order <= 0)
            case ">": return .bool(order > 0)
            default: return .bool(order >= 0)
            }
        default:
            guard let x = a.number, let y = b.number else {
                throw EvalFailure("'\(op)' needs two numbers, got \(a.typeName) and \(b.typeName)")
            }
            switch op {
            case "-": return .number(x - y)
            case "*": return .number(x * y)
            case "/":
                guard y != 0 else { throw EvalFailure("division by zero") }
                return try divide(x, y)
            case "%":
                guard y != 0 else { throw EvalFailure("modulo by zero") }
                return .number(x.truncatingRemainder(dividingBy: y))
            default: return .number(Foundation.pow(x, y))
            }
        }
    }

    /// `/` and `div`: integers divide as integers (botbuilder-js floors, .NET truncates toward zero;
    /// where they differ, a negative inexact quotient, the value is unknown).
    static func divide(_ x: Double, _ y: Double) throws(EvalFailure) -> JSONValue {
        guard x == x.rounded(), y == y.rounded() else { return .number(x / y) }
        let q = x / y
        if q < 0, q != q.rounded() { throw EvalFailure.unknown("a negative integer quotient") }
        return .number(q.rounded(.towardZero))
    }
}
