/// UTC calendar arithmetic on milliseconds since 1970 (proleptic Gregorian, no time zones,
/// no Foundation) so date functions are exact and deterministic on every platform.
struct CivilTime: Equatable {
    var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, millisecond: Int

    static let msPerDay: Int64 = 86_400_000

    init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, millisecond: Int = 0) {
        self.year = year; self.month = month; self.day = day
        self.hour = hour; self.minute = minute; self.second = second; self.millisecond = millisecond
    }

    init(milliseconds ms: Int64) {
        let days = Int(ms >= 0 ? ms / Self.msPerDay : (ms - Self.msPerDay + 1) / Self.msPerDay)
        var rest = Int(ms - Int64(days) * Self.msPerDay)
        // Days → civil date (H. Hinnant's algorithm).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        hour = rest / 3_600_000; rest %= 3_600_000
        minute = rest / 60_000; rest %= 60_000
        second = rest / 1000
        millisecond = rest % 1000
    }

    var daysSinceEpoch: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    var milliseconds: Int64 {
        Int64(daysSinceEpoch) * Self.msPerDay + Int64(hour * 3_600_000 + minute * 60_000 + second * 1000 + millisecond)
    }

    /// 0 = Sunday.
    var dayOfWeek: Int { ((daysSinceEpoch % 7) + 11) % 7 }
    var dayOfYear: Int { daysSinceEpoch - CivilTime(year: year, month: 1, day: 1).daysSinceEpoch + 1 }

    static func daysInMonth(_ year: Int, _ month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Parses ISO 8601 / RFC 3339: `YYYY-MM-DD[Thh:mm[:ss[.fff]]][Z|±hh:mm]` (no zone = UTC).
    static func parse(_ text: String) -> Int64? {
        let b = Array(text.utf8)
        var i = 0
        func digits(_ n: Int) -> Int? {
            guard i + n <= b.count else { return nil }
            var v = 0
            for k in 0..<n {
                let c = b[i + k]
                guard c >= 0x30, c <= 0x39 else { return nil }
                v = v * 10 + Int(c - 0x30)
            }
            i += n
            return v
        }
        func take(_ c: UInt8) -> Bool { if i < b.count, b[i] == c { i += 1; return true }; return false }
        guard let y = digits(4), take(0x2D), let mo = digits(2), take(0x2D), let d = digits(2),
              (1...12).contains(mo), d >= 1, d <= daysInMonth(y, mo) else { return nil }
        var t = CivilTime(year: y, month: mo, day: d)
        var offsetMinutes = 0
        if take(0x54) || take(0x74) || take(0x20) {
            guard let h = digits(2), take(0x3A), let mi = digits(2), h < 24, mi < 60 else { return nil }
            t.hour = h; t.minute = mi
            if take(0x3A) {
                guard let s = digits(2), s < 60 else { return nil }
                t.second = s
                if take(0x2E) || take(0x2C) {
                    var scale = 100, ms = 0, any = false
                    while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
                        ms += Int(b[i] - 0x30) * scale; scale /= 10; i += 1; any = true
                    }
                    guard any else { return nil }
                    t.millisecond = ms
                }
            }
            if take(0x5A) || take(0x7A) {
            } else if i < b.count, b[i] == 0x2B || b[i] == 0x2D {
                let sign = b[i] == 0x2D ? -1 : 1
                i += 1
                guard let oh = digits(2) else { return nil }
                _ = take(0x3A)
                guard let om = digits(2) else { return nil }
                offsetMinutes = sign * (oh * 60 + om)
            }
        }
        guard i == b.count else { return nil }
        return t.milliseconds - Int64(offsetMinutes) * 60_000
    }

    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]
    static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// Formats with .NET-style custom specifiers (`yyyy MM dd HH mm ss fff tt MMMM dddd …`, `'literal'`).
    func format(_ pattern: String) -> String {
        let p = Array(pattern)
        var out = ""
        var i = 0
        func pad(_ v: Int, _ n: Int) -> String { let s = String(v); return String(repeating: "0", count: max(0, n - s.count)) + s }
        while i < p.count {
            let c = p[i]
            if c == "'" || c == "\"" {
                i += 1
                while i < p.count, p[i] != c { out.append(p[i]); i += 1 }
                i += 1
                continue
            }
            if c == "\\", i + 1 < p.count { out.append(p[i + 1]); i += 2; continue }
            var n = 1
            while i + n < p.count, p[i + n] == c { n += 1 }
            let h12 = hour % 12 == 0 ? 12 : hour % 12
            switch c {
            case "y": out += n == 2 ? pad(year % 100, 2) : pad(year, n)
            case "M": out += n >= 4 ? Self.monthNames[month - 1] : n == 3 ? String(Self.monthNames[month - 1].prefix(3)) : pad(month, n)
            case "d": out += n >= 4 ? Self.dayNames[dayOfWeek] : n == 3 ? String(Self.dayNames[dayOfWeek].prefix(3)) : pad(day, n)
            case "H": out += pad(hour, min(n, 2))
            case "h": out += pad(h12, min(n, 2))
            case "m": out += pad(minute, min(n, 2))
            case "s": out += pad(second, min(n, 2))
            case "f", "F": out += String(pad(millisecond, 3).prefix(min(n, 3)))
            case "t": out += String((hour < 12 ? "AM" : "PM").prefix(n >= 2 ? 2 : 1))
            default: out += String(repeating: String(c), count: n)
            }
            i += n
        }
        return out
    }

    static let isoFormat = "yyyy-MM-dd'T'HH:mm:ss.fff'Z'"

    /// Whether the JavaScript engine (which turns the .NET pattern into a Day.js one) and the .NET
    /// engine render `pattern` alike, so `format` gives what both hosts show: at least two
    /// characters (one letter is a standard format, rendered per engine) and, outside quotes, only
    /// `yy yyyy M… d… H HH h hh m mm s ss fff tt` and the literal `T`.
    static func agreedFormat(_ pattern: String) -> Bool {
        let p = Array(pattern)
        guard p.count > 1 else { return false }
        var i = 0
        while i < p.count {
            let c = p[i]
            if c == "'" || c == "\"" {
                i += 1
                while i < p.count, p[i] != c { i += 1 }
                i += 1
                continue
            }
            if c == "\\" { i += 2; continue }
            guard c.isLetter, c.isASCII else { i += 1; continue }
            var n = 1
            while i + n < p.count, p[i + n] == c { n += 1 }
            switch c {
            case "y": guard n == 2 || n == 4 else { return false }
            case "M", "d": guard n <= 4 else { return false }
            case "H", "h", "m", "s": guard n <= 2 else { return false }
            case "f": guard n == 3 else { return false }
            case "t": guard n == 2 else { return false }
            case "T": break
            default: return false
            }
            i += n
        }
        return true
    }
}
