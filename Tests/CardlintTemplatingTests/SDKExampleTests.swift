import CardlintReading
import Testing
@testable import CardlintTemplating

/// The examples of the templating language documentation (binding, `$data`, repetition,
/// `$root`, `$index`, `$when`, functions, inline data), each with its expected output.
@Suite struct SDKExampleTests {
    static let employee = #"""
    {"employee": {"name": "Matt", "manager": {"name": "Thomas"},
      "peers": [{"name": "Andrew"}, {"name": "Lei"}, {"name": "Mary Anne"}, {"name": "Adam"}]}}
    """#

    @Test func simpleBinding() throws {
        let out = try expandText(#"{"type": "TextBlock", "text": "Hello ${name}!"}"#, #"{"name": "Matt"}"#)
        #expect(out == #"{"type":"TextBlock","text":"Hello Matt!"}"#)
    }

    @Test func dotAndIndexer() throws {
        let out = try expandText(#"""
        {"body": [{"type": "TextBlock", "text": "${employee.name}"},
                  {"type": "TextBlock", "text": "${employee.manager['name']}"},
                  {"type": "TextBlock", "text": "${employee.peers[0].name}"}]}
        """#, Self.employee)
        #expect(out == #"{"body":[{"type":"TextBlock","text":"Matt"},{"type":"TextBlock","text":"Thomas"},{"type":"TextBlock","text":"Andrew"}]}"#)
    }

    @Test func dataScope() throws {
        let out = try expandText(#"""
        {"type": "Container", "$data": "${employee}",
         "items": [{"type": "TextBlock", "text": "${name}"}, {"type": "TextBlock", "text": "${manager.name}"}]}
        """#, Self.employee)
        #expect(out == #"{"type":"Container","items":[{"type":"TextBlock","text":"Matt"},{"type":"TextBlock","text":"Thomas"}]}"#)
    }

    @Test func repeatingItems() throws {
        let out = try expandText(#"""
        {"type": "Container", "items": [{"type": "TextBlock", "$data": "${employee.peers}", "text": "${name}"}]}
        """#, Self.employee)
        #expect(out == #"{"type":"Container","items":[{"type":"TextBlock","text":"Andrew"},{"type":"TextBlock","text":"Lei"},{"type":"TextBlock","text":"Mary Anne"},{"type":"TextBlock","text":"Adam"}]}"#)
    }

    @Test func rootAndIndex() throws {
        let out = try expandText(#"""
        {"body": [{"type": "TextBlock", "$data": "${employee.peers}",
                   "text": "${$index}: ${name} works with ${$root.employee.name}"}]}
        """#, Self.employee)
        #expect(out == #"{"body":[{"type":"TextBlock","text":"0: Andrew works with Matt"},{"type":"TextBlock","text":"1: Lei works with Matt"},{"type":"TextBlock","text":"2: Mary Anne works with Matt"},{"type":"TextBlock","text":"3: Adam works with Matt"}]}"#)
    }

    @Test func when() throws {
        let template = #"""
        {"body": [{"type": "TextBlock", "$when": "${price > 30}", "text": "This thing is pricy!", "color": "attention"},
                  {"type": "TextBlock", "$when": "${price <= 30}", "text": "Dang, this thing is cheap!", "color": "good"}]}
        """#
        #expect(try expandText(template, #"{"price": 35}"#) == #"{"body":[{"type":"TextBlock","text":"This thing is pricy!","color":"attention"}]}"#)
        #expect(try expandText(template, #"{"price": 5}"#) == #"{"body":[{"type":"TextBlock","text":"Dang, this thing is cheap!","color":"good"}]}"#)
    }

    @Test func whenPerItem() throws {
        let out = try expandText(#"""
        {"body": [{"type": "TextBlock", "$data": "${items}", "$when": "${done}", "text": "${title}"}]}
        """#, #"{"items": [{"title": "a", "done": true}, {"title": "b", "done": false}, {"title": "c", "done": true}]}"#)
        #expect(out == #"{"body":[{"type":"TextBlock","text":"a"},{"type":"TextBlock","text":"c"}]}"#)
    }

    @Test func arrayOfStrings() throws {
        let out = try expandText(#"{"body": [{"type": "TextBlock", "$data": "${tags}", "text": "${$data}"}]}"#, #"{"tags": ["x", "y"]}"#)
        #expect(out == #"{"body":[{"type":"TextBlock","text":"x"},{"type":"TextBlock","text":"y"}]}"#)
    }

    @Test func functionsInBindings() throws {
        let out = try expandText(#"""
        {"body": [{"type": "TextBlock", "text": "${formatNumber(total, 2)} (${if(count(items) > 1, 'many', 'one')})"},
                  {"type": "TextBlock", "text": "${formatDateTime(due, 'MMM d, yyyy')}"},
                  {"type": "TextBlock", "text": "${json(payload).title}"}]}
        """#, #"{"total": 1234.5, "items": [1, 2], "due": "2024-06-01T09:00:00Z", "payload": "{\"title\": \"From JSON\"}"}"#)
        #expect(out == #"{"body":[{"type":"TextBlock","text":"1,234.50 (many)"},{"type":"TextBlock","text":"Jun 1, 2024"},{"type":"TextBlock","text":"From JSON"}]}"#)
    }

    @Test func singleBindingKeepsType() throws {
        let out = try expandText(#"{"a": "${n}", "b": "${flag}", "c": "${obj}", "d": "${list}", "e": "n=${n}", "f": "${nothing}"}"#,
                                 #"{"n": 3, "flag": true, "obj": {"k": 1}, "list": [1, 2], "nothing": null}"#)
        #expect(out == #"{"a":3,"b":true,"c":{"k":1},"d":[1,2],"e":"n=3","f":null}"#)
    }

    @Test func missingPathStaysLiteral() throws {
        let out = try expandText(#"{"a": "${missing}", "b": "Hi ${user.first} ${name}", "c": "${name}"}"#, #"{"name": "Ana"}"#)
        #expect(out == #"{"a":"${missing}","b":"Hi ${user.first} Ana","c":"Ana"}"#)
    }

    @Test func inlineRootData() throws {
        let out = try expandText(#"""
        {"type": "AdaptiveCard", "$data": {"title": "Inline", "rows": [1, 2]},
         "body": [{"type": "TextBlock", "text": "${title}"}, {"type": "TextBlock", "$data": "${rows}", "text": "row ${$data}"}]}
        """#)
        #expect(out == #"{"type":"AdaptiveCard","body":[{"type":"TextBlock","text":"Inline"},{"type":"TextBlock","text":"row 1"},{"type":"TextBlock","text":"row 2"}]}"#)
    }

    @Test func emptyArrayRemovesObject() throws {
        let out = try expandText(#"{"body": [{"type": "TextBlock", "$data": "${none}", "text": "x"}], "card": {"$data": "${none}", "k": 1}}"#,
                                 #"{"none": []}"#)
        #expect(out == #"{"body":[]}"#)
    }

    @Test func repeatedMemberValueBecomesArray() throws {
        let out = try expandText(#"{"selectAction": {"$data": "${xs}", "v": "${$data}"}}"#, #"{"xs": [1, 2]}"#)
        #expect(out == #"{"selectAction":[{"v":1},{"v":2}]}"#)
    }

    @Test func hostData() throws {
        let out = try expandText(#"{"text": "${$host.theme}"}"#, "{}", host: #"{"theme": "dark"}"#)
        #expect(out == #"{"text":"dark"}"#)
    }

    @Test func reservedKeysRemovedAndKeysNotExpanded() throws {
        let out = try expandText(#"{"${k}": 1, "$_acTemplateVersion": {"major": 1}, "$index": 3}"#, #"{"k": "x"}"#)
        #expect(out == #"{"${k}":1}"#)
    }

    @Test func nonArrayObjectDataOpensScope() throws {
        let out = try expandText(#"{"c": {"$data": "${user}", "t": "${first}"}, "d": {"$data": "${gone}", "t": "${first}"}}"#,
                                 #"{"user": {"first": "Jo"}}"#)
        #expect(out == #"{"c":{"t":"Jo"},"d":{"t":"${first}"}}"#)
    }

    @Test func rootDataBindingWithExternalData() throws {
        let out = try expandText(#"{"type": "AdaptiveCard", "$data": "${card}", "body": [{"type": "TextBlock", "text": "${title} / ${$root.app}"}]}"#,
                                 #"{"app": "Tasks", "card": {"title": "Today"}}"#)
        #expect(out == #"{"type":"AdaptiveCard","body":[{"type":"TextBlock","text":"Today / Tasks"}]}"#)
    }
}
