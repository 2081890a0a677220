import CardlintReading
import Testing
@testable import CardlintTemplating

@Suite struct FunctionTests {
    @Test func string() throws {
        #expect(try eval("concat('a', 1, true)") == "\"a1true\"")
        #expect(try eval("length('héllo')") == "5")
        #expect(try eval("toLower('AbC')") == "\"abc\"")
        #expect(try eval("toUpper('AbC')") == "\"ABC\"")
        #expect(try eval("trim('  x y  ')") == "\"x y\"")
        #expect(try eval("substring('hello', 1, 3)") == "\"ell\"")
        #expect(try eval("substring('hello', 2)") == "\"llo\"")
        #expect(try eval("replace('a-b-c', '-', '+')") == "\"a+b+c\"")
        #expect(try eval("replaceIgnoreCase('Abab', 'AB', 'x')") == "\"xx\"")
        #expect(try eval("split('a,b,,c', ',')") == "[\"a\",\"b\",\"\",\"c\"]")
        #expect(try eval("join(createArray('a', 'b', 'c'), ', ', ' and ')") == "\"a, b and c\"")
        #expect(try eval("indexOf('hello', 'l')") == "2")
        #expect(try eval("lastIndexOf('hello', 'l')") == "3")
        #expect(try eval("startsWith('hello', 'he')") == "true")
        #expect(try eval("endsWith('hello', 'lo')") == "true")
        #expect(try eval("countWord('a b  c')") == "3")
        #expect(try eval("addOrdinal(11)") == "\"11th\"")
        #expect(try eval("addOrdinal(22)") == "\"22nd\"")
        #expect(try eval("sentenceCase('hELLO world')") == "\"Hello world\"")
        #expect(try eval("titleCase('hello big world')") == "\"Hello Big World\"")
    }

    @Test func math() throws {
        #expect(try eval("add(1, 2)") == "3")
        #expect(try eval("sub(5, 7)") == "-2")
        #expect(try eval("mul(2.5, 2)") == "5")
        #expect(try eval("div(7, 2)") == "3")
        #expect(try eval("div(7.0, 2.5)") == "2.8")
        #expect(try eval("mod(7, 3)") == "1")
        #expect(try eval("min(3, 1, 2)") == "1")
        #expect(try eval("max(createArray(3, 9, 2))") == "9")
        #expect(try eval("sum(createArray(1, 2, 3))") == "6")
        #expect(try eval("average(createArray(1, 2, 3, 4))") == "2.5")
        #expect(try eval("range(2, 3)") == "[2,3,4]")
        #expect(try eval("round(2.456, 2)") == "2.46")
        #expect(try eval("round(2.5)") == "3")
        #expect(try eval("floor(-1.5)") == "-2")
        #expect(try eval("ceiling(1.1)") == "2")
        #expect(try eval("abs(-4)") == "4")
        #expect(try eval("sqrt(16)") == "4")
    }

    @Test func collection() throws {
        let data = #"{"items": [{"n": "b", "p": 2}, {"n": "a", "p": 5}, {"n": "c", "p": 1}], "tags": ["x", "y"]}"#
        #expect(try eval("count(items)", data) == "3")
        #expect(try eval("first(tags)", data) == "\"x\"")
        #expect(try eval("last(tags)", data) == "\"y\"")
        #expect(try eval("take(tags, 1)", data) == "[\"x\"]")
        #expect(try eval("skip(tags, 1)", data) == "[\"y\"]")
        #expect(try eval("contains(tags, 'y')", data) == "true")
        #expect(try eval("contains('hello', 'ell')") == "true")
        #expect(try eval("empty(createArray())") == "true")
        #expect(try eval("select(items, x, x.n)", data) == "[\"b\",\"a\",\"c\"]")
        #expect(try eval("foreach(items, x, x.p * 2)", data) == "[4,10,2]")
        #expect(try eval("count(where(items, i, i.p > 1))", data) == "2")
        #expect(try eval("where(items, i, i.p == 1)[0].n", data) == "\"c\"")
        #expect(try eval("join(select(sortBy(items, 'n'), x, x.n), '')", data) == "\"abc\"")
        #expect(try eval("join(select(sortByDescending(items, 'p'), x, x.n), '')", data) == "\"abc\"")
        #expect(try eval("union(tags, createArray('y', 'z'))", data) == "[\"x\",\"y\",\"z\"]")
        #expect(try eval("intersection(tags, createArray('y', 'z'))", data) == "[\"y\"]")
        #expect(try eval("flatten(createArray(1, createArray(2, createArray(3))))") == "[1,2,3]")
        #expect(try eval("unique(createArray(1, 1, 2))") == "[1,2]")
        #expect(try eval("reverse(tags)", data) == "[\"y\",\"x\"]")
        #expect(try eval("any(items, i, i.p > 4)", data) == "true")
        #expect(try eval("all(items, i, i.p > 4)", data) == "false")
        #expect(try eval("subArray(tags, 0, 1)", data) == "[\"x\"]")
        #expect(try eval("indicesAndValues(tags)[1].index", data) == "1")
    }

    @Test func logic() throws {
        #expect(try eval("if(1 > 2, 'yes', 'no')") == "\"no\"")
        #expect(try eval("equals(createArray(1), createArray(1))") == "true")
        #expect(try eval("not(false)") == "true")
        #expect(try eval("and(true, 1, 'x')") == "true")
        #expect(try eval("or(false, null)") == "false")
        #expect(try eval("greater(2, 1)") == "true")
        #expect(try eval("lessOrEquals(2, 1)") == "false")
        #expect(try eval("exists(nope)") == "false")
        #expect(try eval("exists(a)", #"{"a": 0}"#) == "true")
        #expect(try eval("coalesce(nope, null, 'fallback')") == "\"fallback\"")
        #expect(try eval("isMatch('ab12', '^[a-z]+[0-9]+$')") == "true")
    }

    @Test func conversion() throws {
        #expect(try eval(#"json('{"a": [1, 2]}').a[1]"#) == "2")
        #expect(try eval("string(12.5)") == "\"12.5\"")
        #expect(try eval("int('42')") == "42")
        #expect(try eval("int(3.9)") == "3")
        #expect(try eval("float('2.5')") == "2.5")
        #expect(try eval("bool('false')") == "false")
        #expect(try eval("bool(1)") == "true")
        #expect(try eval("formatNumber(1234567.891, 2)") == "\"1,234,567.89\"")
        #expect(try eval("formatNumber(-0.5, 0)") == "\"-1\"")
        #expect(try eval("base64('hi!')") == "\"aGkh\"")
        #expect(try eval("base64ToString('aGkh')") == "\"hi!\"")
        #expect(try eval("uriComponent('a b&c')") == "\"a%20b%26c\"")
        #expect(try eval("uriComponentToString('a%20b')") == "\"a b\"")
        #expect(try eval("isString('x')") == "true")
        #expect(try eval("isInteger(1.5)") == "false")
        #expect(try eval("isFloat(1.5)") == "true")
        #expect(try eval("isArray(createArray())") == "true")
        #expect(try eval("isBoolean(true)") == "true")
        #expect(try eval("isDateTime('2024-02-29T10:00:00.000Z')") == "true")
        #expect(try eval("isDateTime('tomorrow')") == "false")
        #expect(try eval("isDateTime(12)") == "false")
        // Other date forms: botbuilder-js says false, .NET may say true, so the value is unknown.
        #expect(try eval("isDateTime('2023-02-29')") == "\"${isDateTime('2023-02-29')}\"")
        #expect(try eval(#"jsonStringify(json('{"a":1}'))"#) == #""{\"a\":1}""#)
        #expect(try eval(#"setProperty(json('{"a":1}'), 'a', 2).a"#) == "2")
    }

    @Test func date() throws {
        #expect(try eval("utcNow()") == "\"2025-01-01T00:00:00.000Z\"")
        #expect(try eval("utcNow('yyyy')") == "\"2025\"")
        #expect(try eval("formatDateTime('2024-03-05T14:07:09.250Z', 'dddd, MMMM d, yyyy h:mm tt')") == "\"Tuesday, March 5, 2024 2:07 PM\"")
        #expect(try eval("formatDateTime('2024-03-05T14:07:09+02:00')") == "\"2024-03-05T12:07:09.000Z\"")
        #expect(try eval("addDays('2024-02-28T00:00:00Z', 2, 'yyyy-MM-dd')") == "\"2024-03-01\"")
        #expect(try eval("addHours('2024-12-31T23:00:00Z', 1, 'yyyy-MM-dd HH')") == "\"2025-01-01 00\"")
        #expect(try eval("dayOfWeek('2024-03-05')") == "2")
        #expect(try eval("dayOfYear('2024-12-31')") == "366")
        #expect(try eval("month('2024-03-05')") == "3")
        #expect(try eval("year('1969-12-31T23:59:59Z')") == "1969")
        #expect(try eval("startOfMonth('2024-03-05T10:00:00Z', 'yyyy-MM-dd HH:mm')") == "\"2024-03-01 00:00\"")
        #expect(try eval("formatEpoch(0, 'yyyy-MM-dd')") == "\"1970-01-01\"")
        #expect(try eval("ticks('0001-01-01T00:00:00Z')") == "0")
    }

    @Test func injectedClock() throws {
        let t = try Doc(#"{"v": "${utcNow('yyyy-MM-dd')}"}"#)
        let e = TemplateExpander.expand(template: t.value, source: t.file, data: .init(.object([])),
                                        nowMilliseconds: 86_400_000)
        #expect(e.output?["v"]?.string == "1970-01-02")
    }

    @Test func everyRegisteredFunctionIsDocumented() throws {
        #expect(TemplateFunctionCatalog.names.count == 155)
        #expect(TemplateFunctionCatalog.arity(of: "substring") == 2...3)
        for required in ["if", "json", "string", "int", "float", "bool", "concat", "length", "toLower", "toUpper", "trim",
                         "substring", "replace", "split", "join", "indexOf", "startsWith", "endsWith", "contains", "count",
                         "first", "last", "take", "skip", "select", "foreach", "where", "sortBy", "coalesce",
                         "empty", "exists", "equals", "not", "and", "or", "add", "sub", "mul", "div", "mod", "min", "max",
                         "round", "floor", "ceiling", "abs", "formatNumber", "formatDateTime", "utcNow", "addDays",
                         "dayOfWeek", "isString", "isArray", "isObject", "isBoolean", "flatten", "union", "intersection",
                         "isMatch", "addHours", "formatTicks", "dateReadBack", "getFutureTime", "getPastTime",
                         "convertFromUTC", "convertToUTC", "ticksToDays", "ticksToHours", "ticksToMinutes", "uriHost",
                         "uriPath", "uriPathAndQuery", "uriPort", "uriQuery", "uriScheme", "xml", "xPath", "jPath", "exp"] {
            #expect(TemplateFunctionCatalog.arity(of: required) != nil, "missing \(required)")
        }
    }

    /// Names earlier releases accepted that the official library does not have: hosts cannot call them.
    @Test func namesOutsideTheOfficialLibraryAreUnknown() throws {
        for name in ["ceil", "power", "sort", "filter", "format", "getYear", "getMonth", "getDay", "dateDiff",
                     "greaterThan", "lessThan", "isNumber"] {
            #expect(TemplateFunctionCatalog.arity(of: name) == nil, "\(name) is not an Adaptive Expressions function")
        }
        let (e, _) = try expand(#"{"v": "${ceil(1.5)}"}"#, "{}")
        #expect(e.diagnostics.map(\.id) == ["template-unknown-function"])
        #expect(e.diagnostics.first?.message.contains("ceil") == true)
    }
}
