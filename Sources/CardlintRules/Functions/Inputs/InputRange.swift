import CardlintModel
import CardlintReading
import Foundation

/// The bounds and default value of `Input.Number`, `Input.Date` (`YYYY-MM-DD`) and `Input.Time`
/// (`HH:MM`), compared as the JS renderer's validation compares them (`isValid`, card-elements.ts).
/// `problem: order` — `min` above `max`: no value passes. `problem: value` — the default `value`
/// is not in the schema's format, or lies outside `min`…`max`. Bindings are not judged.
struct InputRange: CheckFunction {
    static let name = "input-range"
    static let summary = "An input's min is not above its max; its default value is well-formed and within them."
    static let optionNames = ["problem"]
    static let exposes = ["min", "max", "value", "reason"]
    let order: Bool

    init(options: OptionReader) throws(RuleError) {
        let p = try options.requiredString("problem")
        guard p == "order" || p == "value" else { throw options.error("'problem' is order or value", at: options.node["problem"]) }
        order = p == "order"
    }

    /// A comparable form of a bound or value: a number, or the text of a well-formed date or time
    /// (fixed-width digits compare as text). Nil when absent, a binding, or malformed.
    enum Parsed { case absent, malformed(String), value(Double) }

    static func parse(_ v: JSONValue?, type: String) -> Parsed {
        guard let v, !Values.isUnresolvedBinding(v) else { return .absent }
        switch type {
        case "Input.Number":
            if let d = v.number { return .value(d) }
            if let s = v.string, let d = Double(s.trimmingCharacters(in: .whitespaces)) { return .value(d) }
            return v.string?.contains("${") == true ? .absent : .malformed(Values.text(v))
        case "Input.Date":
            guard let s = v.string else { return .malformed(Values.text(v)) }
            guard let d = dateNumber(s) else { return .malformed(s) }
            return .value(d)
        case "Input.Time":
            guard let s = v.string else { return .malformed(Values.text(v)) }
            guard let t = timeNumber(s) else { return .malformed(s) }
            return .value(t)
        default: return .absent
        }
    }

    /// `YYYY-MM-DD` with a real month and day: yyyymmdd as a number.
    static func dateNumber(_ s: String) -> Double? {
        let p = s.split(separator: "-", omittingEmptySubsequences: false)
        guard p.count == 3, p[0].count == 4, p[1].count == 2, p[2].count == 2,
              let y = Int(p[0]), let m = Int(p[1]), let d = Int(p[2]), (1...12).contains(m), (1...31).contains(d),
              p.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else { return nil }
        return Double(y * 10000 + m * 100 + d)
    }

    /// `HH:MM` (24-hour): minutes of the day.
    static func timeNumber(_ s: String) -> Double? {
        let p = s.split(separator: ":", omittingEmptySubsequences: false)
        guard p.count == 2, p[0].count == 2, p[1].count == 2, p.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              let h = Int(p[0]), let m = Int(p[1]), h < 24, m < 60 else { return nil }
        return Double(h * 60 + m)
    }

    static let format = ["Input.Date": "YYYY-MM-DD", "Input.Time": "HH:MM (24-hour)", "Input.Number": "a number"]

    func evaluate(_ node: CardNode, in context: CheckContext, into results: inout [CheckResult]) {
        guard let type = node.type, Self.format[type] != nil else { return }
        let minV = node.json["min"], maxV = node.json["max"]
        let min = Self.parse(minV, type: type), max = Self.parse(maxV, type: type)
        func shown(_ v: JSONValue?) -> String { v.map(Values.text) ?? "-" }
        if order {
            guard case .value(let lo) = min, case .value(let hi) = max, lo > hi else { return }
            results.append(CheckResult(range: minV?.range, values: ["min": shown(minV), "max": shown(maxV), "value": "-", "reason": ""]))
            return
        }
        guard let v = node.json["value"] else { return }
        if let s = v.string, s.isEmpty { return }
        var values = ["min": shown(minV), "max": shown(maxV), "value": Values.text(v)]
        switch Self.parse(v, type: type) {
        case .absent: return
        case .malformed:
            values["reason"] = "is not in the format \(Self.format[type] ?? "")"
        case .value(let x):
            if case .value(let lo) = min, x < lo { values["reason"] = "is below min \(shown(minV))" }
            else if case .value(let hi) = max, x > hi { values["reason"] = "is above max \(shown(maxV))" }
            else { return }
        }
        results.append(CheckResult(range: v.range, values: values))
    }
}
