import CardlintReading

extension TemplateFunctions {
    static let date: [TemplateFunction] = [
        TemplateFunction("utcNow", 0...1, .date) { a, c in
            .string(CivilTime(milliseconds: c.nowMilliseconds).format(a.count > 0 ? try a.string(0) : CivilTime.isoFormat))
        },
        TemplateFunction("formatDateTime", 1...3, .date) { a, _ in
            .string(try time(a, 0).format(a.count > 1 ? try a.string(1) : CivilTime.isoFormat))
        },
        TemplateFunction("formatEpoch", 1...3, .date) { a, _ in
            let seconds = try a.number(0)
            guard abs(seconds) < 1e13 else { throw EvalFailure("formatEpoch() timestamp is out of range", argument: 0) }
            let ms = Int64(seconds * 1000)
            return .string(CivilTime(milliseconds: ms).format(a.count > 1 ? try a.string(1) : CivilTime.isoFormat))
        },
        TemplateFunction("addDays", 2...3, .date) { a, _ in try shifted(a, by: 86_400_000) },
        TemplateFunction("addHours", 2...3, .date) { a, _ in try shifted(a, by: 3_600_000) },
        TemplateFunction("addMinutes", 2...3, .date) { a, _ in try shifted(a, by: 60_000) },
        TemplateFunction("addSeconds", 2...3, .date) { a, _ in try shifted(a, by: 1000) },
        TemplateFunction("dayOfWeek", 1...1, .date) { a, _ in .number(Double(try time(a, 0).dayOfWeek)) },
        TemplateFunction("dayOfMonth", 1...1, .date) { a, _ in .number(Double(try time(a, 0).day)) },
        TemplateFunction("dayOfYear", 1...1, .date) { a, _ in .number(Double(try time(a, 0).dayOfYear)) },
        TemplateFunction("month", 1...1, .date) { a, _ in .number(Double(try time(a, 0).month)) },
        TemplateFunction("year", 1...1, .date) { a, _ in .number(Double(try time(a, 0).year)) },
        TemplateFunction("getYear", 1...1, .date) { a, _ in .number(Double(try time(a, 0).year)) },
        TemplateFunction("getMonth", 1...1, .date) { a, _ in .number(Double(try time(a, 0).month)) },
        TemplateFunction("getDay", 1...1, .date) { a, _ in .number(Double(try time(a, 0).day)) },
        TemplateFunction("date", 1...1, .date) { a, _ in .string(try time(a, 0).format("M/d/yyyy")) },
        TemplateFunction("startOfDay", 1...2, .date) { a, _ in
            var t = try time(a, 0); t.hour = 0; t.minute = 0; t.second = 0; t.millisecond = 0
            return .string(t.format(a.count > 1 ? try a.string(1) : CivilTime.isoFormat))
        },
        TemplateFunction("startOfHour", 1...2, .date) { a, _ in
            var t = try time(a, 0); t.minute = 0; t.second = 0; t.millisecond = 0
            return .string(t.format(a.count > 1 ? try a.string(1) : CivilTime.isoFormat))
        },
        TemplateFunction("startOfMonth", 1...2, .date) { a, _ in
            var t = try time(a, 0); t.day = 1; t.hour = 0; t.minute = 0; t.second = 0; t.millisecond = 0
            return .string(t.format(a.count > 1 ? try a.string(1) : CivilTime.isoFormat))
        },
        TemplateFunction("ticks", 1...1, .date) { a, _ in
            .number(Double(try milliseconds(a, 0)) * 10_000 + 621_355_968_000_000_000)
        },
        TemplateFunction("dateTimeDiff", 2...2, .date) { a, _ in
            .number(Double(try milliseconds(a, 0) - milliseconds(a, 1)) * 10_000)
        },
        TemplateFunction("dateDiff", 2...2, .date) { a, _ in
            .number((Double(try milliseconds(a, 1) - milliseconds(a, 0)) / Double(CivilTime.msPerDay)).rounded(.towardZero))
        },
        TemplateFunction("getTimeOfDay", 1...1, .date) { a, _ in
            let t = try time(a, 0)
            let m = t.hour * 60 + t.minute
            let name = m == 0 ? "midnight" : m == 720 ? "noon" : m < 720 ? "morning" : m < 1080 ? "afternoon" : m < 1320 ? "evening" : "night"
            return .string(name)
        },
    ]

    static func milliseconds(_ a: Args, _ i: Int) throws -> Int64 {
        guard let ms = CivilTime.parse(try a.string(i)) else {
            throw EvalFailure("\(a.name)() expects an ISO 8601 timestamp as argument \(i + 1), got '\(a.text(i))'", argument: i)
        }
        return ms
    }

    static func time(_ a: Args, _ i: Int) throws -> CivilTime { CivilTime(milliseconds: try milliseconds(a, i)) }

    static func shifted(_ a: Args, by unit: Int64) throws -> JSONValue {
        let amount = try a.number(1)
        guard abs(amount) < 1e9 else { throw EvalFailure("\(a.name)() amount is too large", argument: 1) }
        let ms = try milliseconds(a, 0) + Int64((amount * Double(unit)).rounded())
        return .string(CivilTime(milliseconds: ms).format(a.count > 2 ? try a.string(2) : CivilTime.isoFormat))
    }
}
