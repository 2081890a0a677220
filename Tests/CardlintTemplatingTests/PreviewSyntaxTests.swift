import CardlintReading
import Testing
@testable import CardlintTemplating

/// The templating preview's `{name}` bindings are recognised (and never taken for `${…}` or the
/// `{{DATE(…)}}` text functions).
@Suite struct PreviewSyntaxTests {
    @Test func previewBindingsAreReportedWhereTheyAre() throws {
        let (e, doc) = try expand(#"{"t": "[Issue]: [{$root.issue.title}]({$root.issue.url})", "u": "{url}", "$data": "{items}"}"#)
        #expect(positions(e, doc, "template-preview-syntax") == ["1:18", "1:39", "1:66", "1:84"])
        #expect(e.diagnostics.first?.message.contains("write '${$root.issue.title}'") == true)
    }

    @Test func otherBracesAreNotPreviewBindings() {
        for text in ["${name}", "{{DATE(2017-02-14T06:08:39Z, SHORT)}}", "{ name }", "{1}", "{}", "a { b", "{'a': 1}", "{name", "x}",
                     "{a: 1}", "{it's}", "{f(x}", "{a)}", "${f({x})}"] {
            #expect(PreviewBindings.ranges(Array(text.utf8)).isEmpty, "\(text)")
            #expect(text.hasTemplateBinding == text.contains("${"), "\(text)")
        }
        for text in ["{name}", "Hi {$root.user.name}!", "{items[0].title}", "{a_b.c}", "{$root['creator-avatar-url']}",
                     "{if(change >= 0, 'good', 'attention')}"] {
            #expect(PreviewBindings.ranges(Array(text.utf8)).count == 1, "\(text)")
            #expect(text.hasTemplateBinding, "\(text)")
        }
    }
}

/// The values a binding can take without data (`ValueVariants`).
@Suite struct ValueVariantTests {
    @Test func literalBranchesGiveEachValue() throws {
        let (base, _) = try expand(#"{"c": "${if(p <= 500, 'good', 'attention')}", "t": "Is ${ok ? 'on' : 'off'}", "n": "${name}"}"#)
        #expect(base.valueVariants == 2)
        let t = try Doc(#"{"c": "${if(p <= 500, 'good', if(q, 'warning', 'attention'))}", "t": "Is ${ok ? 'on' : 'off'}", "n": "${name}"}"#)
        let outs = (0..<3).map { TemplateExpander.expand(template: t.value, source: t.file, data: nil, variant: $0).output?.jsonText }
        #expect(outs == [#"{"c":"good","t":"Is on","n":"${name}"}"#, #"{"c":"warning","t":"Is off","n":"${name}"}"#,
                         #"{"c":"attention","t":"Is off","n":"${name}"}"#])
    }

    @Test func dataDependentBranchesHaveNoVariants() throws {
        let (base, _) = try expand(#"{"c": "${if(p, color, 'good')}", "n": "${name}"}"#)
        #expect(base.valueVariants == 0)
    }
}
