import CardlintReading
import Foundation

/// Time arithmetic in units, ticks, read-backs and time zones.
extension TemplateFunctions {
    static let time: [TemplateFunction] = [
        TemplateFunction("addToTime", 3...5, .date, unknownWhen: locales) { a, _ in
            .string(try inUnits(try milliseconds(a, 0), a, amountAt: 1, sign: 1).format(try dateFormat(a, maxArgs: 5)))
        },
        TemplateFunction("subtractFromTime", 3...5, .date, unknownWhen: locales) { a, _ in
            .string(try inUnits(try milliseconds(a, 0), a, amountAt: 1, sign: -1).format(try dateFormat(a, maxArgs: 5)))
        },
        TemplateFunction("getFutureTime", 2...4, .date, unknownWhen: formats) { a, c in
            .string(try inUnits(c.nowMilliseconds, a, amountAt: 0, sign: 1).format(try dateFormat(a, maxArgs: 4)))
        },
        TemplateFunction("getPastTime", 2...4, .date, unknownWhen: formats) { a, c in
            .string(try inUnits(c.nowMilliseconds, a, amountAt: 0, sign: -1).format(try dateFormat(a, maxArgs: 4)))
        },
        TemplateFunction("formatTicks", 1...3, .date, unknownWhen: formats) { a, _ in
            let ticks = try tickCount(a, 0)
            let ms = ((ticks - ticksAtEpoch) / 10_000).rounded(.down)
            guard abs(ms) < 1e15 else { throw EvalFailure("formatTicks() ticks are out of range", argument: 0) }
            return .string(CivilTime(milliseconds: Int64(ms)).format(try dateFormat(a, maxArgs: 3)))
        },
        TemplateFunction("ticksToDays", 1...1, .date) { a, _ in .number(try tickCount(a, 0) / 864_000_000_000) },
        TemplateFunction("ticksToHours", 1...1, .date) { a, _ in .number(try tickCount(a, 0) / 36_000_000_000) },
        TemplateFunction("ticksToMinutes", 1...1, .date) { a, _ in .number(try tickCount(a, 0) / 600_000_000) },
        TemplateFunction("dateReadBack", 2...2, .date,
                         unknownWhen: "\(nonISO), or unless the dates are the same day or one day apart (read in UTC)") { a, _ in
            let from = try milliseconds(a, 0), to = try milliseconds(a, 1)
            let days = CivilTime(milliseconds: to).daysSinceEpoch - CivilTime(milliseconds: from).daysSinceEpoch
            switch days {
            case 0: return .string("today")
            case 1: return .string("tomorrow")
            case -1: return .string("yesterday")
            default: throw EvalFailure.unknown("a natural-language read-back of a farther date")
            }
        },
        TemplateFunction("convertFromUTC", 2...4, .date,
                         unknownWhen: "with a Windows time zone name, \(locales)") { a, _ in
            let ms = try milliseconds(a, 0)
            let zone = try timeZone(a, 1)
            let local = ms + Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(ms) / 1000))) * 1000
            let format = a.count > 2 ? try dateFormat(a, maxArgs: 4) : "yyyy-MM-dd'T'HH:mm:ss.fff'0000'"
            return .string(CivilTime(milliseconds: local).format(format))
        },
        TemplateFunction("convertToUTC", 2...4, .date,
                         unknownWhen: "with a Windows time zone name, a timestamp with its own offset, \(locales)") { a, _ in
            let text = try a.string(0)
            guard !text.hasSuffix("Z"), !text.hasSuffix("z"), text.utf8.count <= 23 else {
                throw EvalFailure.unknown("a timestamp that carries its own offset")
            }
            let local = try milliseconds(a, 0)
            let zone = try timeZone(a, 1)
            var utc = local
            for _ in 0..<2 {  // the offset at the instant itself, found by two steps
                utc = local - Int64(zone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(utc) / 1000))) * 1000
            }
            return .string(CivilTime(milliseconds: utc).format(try dateFormat(a, maxArgs: 4)))
        },
    ]

    /// `ticks` as a number (or numeric text).
    static func tickCount(_ a: Args, _ i: Int) throws -> Double {
        if let d = a.value(i).number { return d }
        if let s = a.value(i).string, let d = Double(s) { return d }
        throw a.fail(i, "a number of ticks")
    }

    /// An IANA time zone; Windows names (which the engines map to IANA ones) give an unknown value.
    static func timeZone(_ a: Args, _ i: Int) throws -> TimeZone {
        let name = try a.string(i)
        guard name.contains("/") || name == "UTC", let zone = TimeZone(identifier: name) else {
            throw EvalFailure.unknown("a time zone cardlint cannot map")
        }
        return zone
    }

    /// `start` moved by the call's `interval, timeUnit` arguments (Second … Year; months and years
    /// keep the day, clamped to the month's length, as Day.js and .NET do).
    static func inUnits(_ start: Int64, _ a: Args, amountAt i: Int, sign: Int) throws -> CivilTime {
        let amount = try a.number(i)
        guard amount == amount.rounded(), abs(amount) < 1e7 else { throw a.fail(i, "a whole number of time units") }
        let n = Int(amount) * sign
        let unit = try a.string(i + 1)
        let step: Int64
        switch unit {
        case "Second": step = 1000
        case "Minute": step = 60_000
        case "Hour": step = 3_600_000
        case "Day": step = 86_400_000
        case "Week": step = 7 * 86_400_000
        case "Month", "Year":
            var t = CivilTime(milliseconds: start)
            let months = t.year * 12 + (t.month - 1) + (unit == "Month" ? n : 12 * n)
            t.year = months >= 0 ? months / 12 : (months - 11) / 12
            t.month = months - t.year * 12 + 1
            t.day = min(t.day, CivilTime.daysInMonth(t.year, t.month))
            return t
        default:
            throw EvalFailure("\(a.name)() time unit '\(unit)' is not one of Second, Minute, Hour, Day, Week, Month, Year", argument: i + 1)
        }
        return CivilTime(milliseconds: start + Int64(n) * step)
    }
}
