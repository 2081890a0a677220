import Foundation
import Testing
@testable import CardlintModel

@Suite struct RendererBehaviourTests {
    static func withRenderer(_ block: String) -> String {
        validDemoProfile.replacingOccurrences(of: "errata:", with: block + "\nerrata:")
    }

    @Test func defaultsWithoutTheKey() throws {
        let p = try loadDemoProfile(validDemoProfile).get()
        #expect(p.renderer == RendererBehaviour(actionRow: .scroll, secondaryActionsInMenu: true, extraActionsInMenu: false))
    }

    @Test func readsEveryKey() throws {
        let text = Self.withRenderer("renderer:\n  action-row: shrink\n  secondary-actions: inline\n  beyond-max-actions: overflow-menu")
        let p = try loadDemoProfile(text).get()
        #expect(p.renderer == RendererBehaviour(actionRow: .shrink, secondaryActionsInMenu: false, extraActionsInMenu: true))
    }

    @Test func badValuesArePositionedErrors() {
        let found = problems(Self.withRenderer("renderer:\n  action-row: squeeze\n  beyond-max-actoins: drop"))
        #expect(found.contains { $0.line == 18 && $0.message == "'action-row' should be shrink, scroll or wrap, found 'squeeze'" })
        #expect(found.contains { $0.line == 19 && $0.message.contains("unknown key 'beyond-max-actoins'") })
    }

    /// Every shipped host says how its renderer draws action rows.
    @Test func shippedHostsName() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("rules/hosts")
        for file in try FileManager.default.contentsOfDirectory(atPath: dir.path) where file.hasSuffix(".yaml") {
            let text = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("\nrenderer:\n  action-row: "), "\(file) has no renderer: action-row")
        }
    }
}
