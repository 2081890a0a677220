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
        for text in ["${name}", "{{DATE(2017-02-14T06:08:39Z, SHORT)}}", "{ name }", "{1}", "{}", "a { b", "{'a': 1}", "{name", "x}"] {
            #expect(PreviewBindings.ranges(Array(text.utf8)).isEmpty, "\(text)")
            #expect(text.hasTemplateBinding == text.contains("${"), "\(text)")
        }
        for text in ["{name}", "Hi {$root.user.name}!", "{items[0].title}", "{a_b.c}"] {
            #expect(PreviewBindings.ranges(Array(text.utf8)).count == 1, "\(text)")
            #expect(text.hasTemplateBinding, "\(text)")
        }
    }
}
