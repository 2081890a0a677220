import CardlintReading
import Testing
@testable import CardlintModel

/// HostConfig numbers come from users' files: one that no host can mean (1e308, or 1e400, which
/// parses as infinity) is an issue and the default is kept, so that layout sums stay finite.
@Suite struct HostConfigRangeTests {
    @Test func hugeNumbersAreIssuesAndKeepTheDefaults() throws {
        let (c, issues) = try parseHostConfig("""
        {"spacing": {"small": 1e308, "default": 1e400, "medium": 1000000, "padding": 1000001},
         "fontSizes": {"default": 1e300}, "actions": {"maxActions": 1e300, "buttonSpacing": 1e20},
         "imageSizes": {"small": 1e308}, "separator": {"lineThickness": 1e308}}
        """)
        let d = HostConfig.defaults
        #expect(c.spacing[.small] == d.spacing[.small])
        #expect(c.spacing[.default] == d.spacing[.default])
        #expect(c.spacing[.medium] == 1_000_000)
        #expect(c.spacing[.padding] == d.spacing[.padding])
        #expect(c.fontType(.default).fontSizes[.default] == d.fontType(.default).fontSizes[.default])
        #expect(c.actions.maxActions == d.actions.maxActions)
        #expect(c.imageSizes.small == d.imageSizes.small)
        #expect(c.separator.lineThickness == d.separator.lineThickness)
        let messages = issues.map(\.message)
        #expect(messages.contains("'small' should be at most 1000000, found 1e+308"), "\(messages)")
        #expect(messages.contains("'padding' should be at most 1000000, found 1000001"), "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'default' should be at least 0, found inf") }, "\(messages)")
        #expect(issues.count == 8, "\(messages)")
    }
}
