import CardlintReading

extension TemplateFunctions {
    static let formats = "with a format cardlint cannot reproduce (see below) or a non-English locale"
    static let nonISO = "for date text that is not ISO 8601"
    static let locales = "\(nonISO), \(formats)"

    static let date: [TemplateFunction] = [
        TemplateFunction("utcNow", 0...2, .date, unknownWhen: formats) { a, c in
            .string(CivilTime(milliseconds: c.nowMilliseconds).format(try dateFormat(a, maxArgs: 2)))
        },
        TemplateFunction("formatDateTime", 1...3, .date, unknownWhen: locales) { a, _ in
            .string(try time(a, 0).format(try dateFormat(a, maxArgs: 3)))
        },
        TemplateFunction("formatEpoch", 1...3, .date, unknownWhen: formats) { a, _ in
            let seconds = try a.number(0)
            guard abs(seconds) < 1e13 else { throw EvalFailure("formatEpoch() timestamp is out of range", argument: 0) }
            return .string(CivilTime(milliseconds: Int64(seconds * 1000)).format(try dateFormat(a, maxArgs: 3)))
        },
        TemplateFunction("addDays", 2...4, .date, unknownWhen: locales) { a, _ in try shifted(a, by: 86_400_000) },
        TemplateFunction("addHours", 2...4, .date, unknownWhen: locales) { a, _ in try shifted(a, by: 3_600_000) },
        TemplateFunction("addMinutes", 2...4, .date, unknownWhen: locales) { a, _ in try shifted(a, by: 60_000) },
        TemplateFunction("addSeconds", 2...4, .date, unknownWhen: locales) { a, _ in try shifted(a, by: 1000) },
        TemplateFunction("dayOfWeek", 1...1, .date, unknownWhen: nonISO) { a, _ in .number(Double(try time(a, 0).dayOfWeek)) },
        TemplateFunction("dayOfMonth", 1...1, .date, unknownWhen: nonISO) { a, _ in .number(Double(try time(a, 0).day)) },
        TemplateFunction("dayOfYear", 1...1, .date, unknownWhen: nonISO) { a, _ in .number(Double(try time(a, 0).dayOfYear)) },
        TemplateFunction("month", 1...1, .date, unknownWhen: nonISO) { a, _ in .number(Double(try time(a, 0).month)) },
        TemplateFunction("year", 1...1, .date, unknownWhen: nonISO) { a, _ in .number(Double(try time(a, 0).year)) },
        TemplateFunction("date", 1...1, .date, unknownWhen: nonISO) { a, _ in .string(try time(a, 0).format("M/dd/yyyy")) },
        TemplateFunction("startOfDay", 1...3, .date, unknownWhen: locales) { a, _ in
            var t = try time(a, 0); t.hour = 0; t.minute = 0; t.second = 0; t.millisecond = 0
            return .string(t.format(try dateFormat(a, maxArgs: 3)))
        },
        TemplateFunction("startOfHour", 1...3, .date, unknownWhen: locales) { a, _ in
            var t = try time(a, 0); t.minute = 0; t.second = 0; t.millisecond = 0
            return .string(t.format(try dateFormat(a, maxArgs: 3)))
        },
        TemplateFunction("startOfMonth", 1...3, .date, unknownWhen: locales) { a, _ in
            var t = try time(a, 0); t.day = 1; t.hour = 0; t.minute = 0; t.second = 0; t.millisecond = 0
            return .string(t.format(try dateFormat(a, maxArgs: 3)))
        },
        TemplateFunction("ticks", 1...1, .date, unknownWhen: nonISO) { a, _ in
            .number(Double(try milliseconds(a, 0)) * 10_000 + ticksAtEpoch)
        },
        TemplateFunction("dateTimeDiff", 2...2, .date, unknownWhen: nonISO) { a, _ in
            .number(Double(try milliseconds(a, 0) - milliseconds(a, 1)) * 10_000)
        },
        TemplateFunction("getTimeOfDay", 1...1, .date, unknownWhen: nonISO) { a, _ in
            let t = try time(a, 0)
            let m = t.hour * 60 + t.minute
            let name = m == 0 ? "midnight" : m == 720 ? "noon" : m < 720 ? "morning" : m < 1080 ? "afternoon" : m < 1320 ? "evening" : "night"
            return .string(name)
        },
    ]

    /// Ticks (100 ns since 0001-01-01) at 1970-01-01T00:00:00Z.
    static let ticksAtEpoch = 621_355_968_000_000_000.0

    /// Milliseconds of a timestamp argument. ISO 8601 text is computed; other text with a digit
    /// may still be a date to the official engines (JavaScript `Date`, .NET `DateTime.Parse`
    /// accept many forms), so its value is unknown; text without a digit is an error.
    static func milliseconds(_ a: Args, _ i: Int) throws -> Int64 {
        let text = try a.string(i)
        if let ms = CivilTime.parse(text) { return ms }
        if text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) {
            throw EvalFailure.unknown("a date that is not ISO 8601")
        }
        throw EvalFailure("\(a.name)() expects a timestamp as argument \(i + 1), got '\(a.text(i))'", argument: i)
    }

    static func time(_ a: Args, _ i: Int) throws -> CivilTime { CivilTime(milliseconds: try milliseconds(a, i)) }

    /// The format of a call's optional trailing `format, locale` arguments (`maxArgs` counts both),
    /// as botbuilder-js reads them. Unknown when the locale is not English or the format is one the
    /// JavaScript and .NET engines render differently (`CivilTime.agreedFormat`).
    static func dateFormat(_ a: Args, maxArgs: Int) throws -> String {
        var format: String?
        if a.count == maxArgs, let f = a.value(maxArgs - 2).string, let locale = a.value(maxArgs - 1).string {
            guard locale.isEmpty || locale.lowercased().hasPrefix("en") else {
                throw EvalFailure.unknown("a non-English locale")
            }
            format = f
        } else if a.count == maxArgs - 1, let f = a.value(maxArgs - 2).string {
            format = f
        }
        guard let format else { return CivilTime.isoFormat }
        guard CivilTime.agreedFormat(format) else { throw EvalFailure.unknown("a format the engines render differently") }
        return format
    }

    static func shifted(_ a: Args, by unit: Int64) throws -> JSONValue {
        let amount = try a.number(1)
        guard abs(amount) < 1e9 else { throw EvalFailure("\(a.name)() amount is too large", argument: 1) }
        let ms = try milliseconds(a, 0) + Int64((amount * Double(unit)).rounded())
        return .string(CivilTime(milliseconds: ms).format(try dateFormat(a, maxArgs: 4)))
    }
}
