import CardlintReading
import Testing
@testable import CardlintModel

/// HostConfig numbers that become integers (`actions.maxActions`, `textBlock.headingLevel`): past
/// `Int`'s range, infinite or negative, each is an issue and the default is kept; nothing traps.
@Suite struct HostConfigIntegerTests {
    @Test(arguments: ["9.3e18", "-9.3e18", "1e400", "-1e400", "-1", "2.5"])
    func integerSettingsOutOfRangeKeepTheDefault(_ value: String) throws {
        let (c, issues) = try parseHostConfig("""
        {"actions": {"maxActions": \(value)}, "textBlock": {"headingLevel": \(value)}}
        """)
        let d = HostConfig.defaults
        if value == "2.5" {
            #expect(c.actions.maxActions == 2 || c.actions.maxActions == 3)
            #expect(c.headingLevel == 2 || c.headingLevel == 3)
        } else {
            #expect(c.actions.maxActions == d.actions.maxActions, "\(value)")
            #expect(c.headingLevel == d.headingLevel, "\(value)")
            #expect(issues.count == 2, "\(issues.map(\.message))")
        }
    }
}
