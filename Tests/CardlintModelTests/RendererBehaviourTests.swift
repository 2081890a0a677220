import Foundation
import Testing
@testable import CardlintModel

@Suite struct RendererBehaviourTests {
    static func withRenderer(_ block: String) -> String {
        validDemoProfile.replacingOccurrences(of: "errata:", with: block + "\nerrata:")
    }

    static let renderersDirectory = hostsRepoRoot().appendingPathComponent("rules/renderers")

    static func load(_ text: String, renderers: [String: RendererBehaviour]) -> Result<HostProfile, HostProfileLoadError> {
        do throws(HostProfileLoadError) {
            return .success(try HostProfileLoader.parse(text, path: "rules/hosts/demo.yaml", renderers: renderers) { $0 == "demo-light.json" })
        } catch { return .failure(error) }
    }

    static func rendererProblems(_ text: String, path: String = "rules/renderers/demo.yaml") -> [HostProfileLoadError.Problem] {
        do throws(HostProfileLoadError) { _ = try RendererLoader.parse(text, path: path); return [] } catch { return error.problems }
    }

    @Test func defaultsWithoutTheKey() throws {
        let p = try loadDemoProfile(validDemoProfile).get()
        #expect(p.renderer == RendererBehaviour(actionRow: .scroll, secondaryActionsInMenu: true, extraActionsInMenu: false))
    }

    @Test func readsEveryKey() throws {
        let text = Self.withRenderer("""
            renderer:
              action-row: shrink
              secondary-actions: inline
              beyond-max-actions: overflow-menu
              fact-set-gap: 12
              image-set-gap: 5
              table-cell-padding: grid-lines
              column-widths: flex
              input-field-height: 41
              multiline-field-height: 82
              toggle: {control: checkbox, width: 13, height: 13, gap: 12}
              expanded-choices: {width: 13, height: 13, gap: 12, row-gap: 0}
              icon-placement: left-of-title
              text-style-wrap: false
              styled-container-padding: differs-from-any-ancestor
              stretch-height: true
              line-height: 1.33
              clamped-line-height: font-normal
              rich-text-line-height: font-normal
              label-spacing: small
              table-cell-text-wraps: true
              toggle-title-wraps: true
            """ + "\n  evidence:\n" + RendererBehaviour.keys.map { "    \($0): {source: a test, confidence: inferred}" }.joined(separator: "\n"))
        let r = try loadDemoProfile(text).get().renderer
        var want = RendererBehaviour(actionRow: .shrink, secondaryActionsInMenu: false, extraActionsInMenu: true)
        want.factSetGap = 12; want.imageSetGap = 5; want.tableCellPadding = .gridLines; want.columnWidths = .flex
        want.inputFieldHeight = 41; want.multilineFieldHeight = 82
        want.toggle = .init(control: .checkbox, width: 13, height: 13, gap: 12)
        want.choiceRows = .init(width: 13, height: 13, gap: 12, rowGap: 0)
        want.iconPlacement = .leftOfTitle; want.textStyleWrap = false
        want.styledPadding = .differsFromAnyAncestor; want.lineHeight = .ratio(1.33); want.clampedLineHeight = .fontNormal
        want.richTextLineHeight = .fontNormal; want.labelSpacing = .small; want.stretchHeight = true
        want.tableCellTextWraps = true; want.toggleTitleWraps = true
        #expect(r == want)
    }

    @Test func badValuesArePositionedErrors() {
        let found = problems(Self.withRenderer("renderer:\n  action-row: squeeze\n  beyond-max-actoins: drop\n  fact-set-gap: wide\n  toggle: {control: knob, width: 1}"))
        #expect(found.contains { $0.line == 18 && $0.message.hasPrefix("'action-row' should be shrink, scroll or wrap, found 'squeeze'") })
        #expect(found.contains { $0.line == 19 && $0.message.contains("unknown key 'beyond-max-actoins'") && $0.message.contains("did you mean 'beyond-max-actions'?") })
        #expect(found.contains { $0.line == 20 && $0.column == 17 && $0.message == "'fact-set-gap' should be a length in px (a number ≥ 0) or host-config" })
        #expect(found.contains { $0.line == 21 && $0.message == "'toggle' needs 'height'" })
        #expect(found.contains { $0.line == 21 && $0.message.hasPrefix("'control' should be switch or checkbox, found 'knob'") })
    }

    /// A profile names a renderer, optionally with overrides over it (`use:`).
    @Test func namedRendererAndOverrides() throws {
        var js = RendererBehaviour(actionRow: .shrink)
        js.factSetGap = 12
        let named = try Self.load(Self.withRenderer("renderer: js-sdk"), renderers: ["js-sdk": js]).get()
        #expect(named.renderer == js)
        let over = try Self.load(Self.withRenderer("renderer: {use: js-sdk, action-row: wrap, evidence: {action-row: {source: a test, confidence: inferred}}}"), renderers: ["js-sdk": js]).get()
        #expect(over.renderer.actionRow == .wrap && over.renderer.factSetGap == 12)
        #expect(over.facts.contains { $0.name == "renderer action-row" && $0.evidence.confidence == .inferred })
        // An override is a renderer fact too: without evidence it is rejected at its position.
        guard case .failure(let bare) = Self.load(Self.withRenderer("renderer: {use: js-sdk, action-row: wrap}"), renderers: ["js-sdk": js]) else {
            Issue.record("an override without evidence loaded"); return
        }
        #expect(bare.problems.map(\.message) == ["renderer fact 'action-row' has no evidence: add 'action-row: {source: '…', confidence: …}' under 'evidence'"])
        guard case .failure(let e) = Self.load(Self.withRenderer("renderer: js-skd"), renderers: ["js-sdk": js, "native": .init()]) else {
            Issue.record("an unknown renderer loaded"); return
        }
        #expect(e.problems.count == 1)
        #expect(e.problems.first?.line == 17 && e.problems.first?.column == 11)
        #expect(e.problems.first?.message == "unknown renderer 'js-skd' (known: js-sdk, native); did you mean 'js-sdk'?")
    }

    @Test func rendererFileErrors() {
        let text = "id: other\ndescription: x\nsources: [s]\nfact-set-gap: 12\nfact-set-gpa: 3\nline-height: normal\nexpanded-choices: {width: 13}\n"
        let found = Self.rendererProblems(text)
        #expect(found.contains { $0.line == 1 && $0.column == 5 && $0.message == "id 'other' should match the file name 'demo.yaml'" })
        #expect(found.contains { $0.line == 5 && $0.message.contains("unknown key 'fact-set-gpa' in a renderer file") })
        #expect(found.contains { $0.line == 6 && $0.message == "'line-height' should be type-scale-ratio, font-normal or a ratio of the font size (a number > 0)" })
        #expect(found.contains { $0.line == 7 && $0.message == "'expanded-choices' needs 'row-gap'" })
        #expect(Self.rendererProblems("id: demo\n").contains { $0.message == "missing required key 'sources'" })
        #expect(Self.rendererProblems("- a\n").first?.message == "a renderer file should be a mapping of keys, found a list")
    }

    /// Every shipped host names a shipped renderer; the JavaScript hosts get its box facts.
    @Test func shippedHostsNameARenderer() throws {
        let hosts = try HostProfileLoader.loadAll(directory: HostProfileTests.hostsDirectory)
        for file in try FileManager.default.contentsOfDirectory(atPath: HostProfileTests.hostsDirectory.path) where file.hasSuffix(".yaml") {
            let text = try String(contentsOf: HostProfileTests.hostsDirectory.appendingPathComponent(file), encoding: .utf8)
            // `renderer: NAME`, or `renderer:` with `use: NAME` and a few keys of its own (android-sdk).
            #expect(text.range(of: "\nrenderer: [a-z-]+\n|\nrenderer:\n  use: [a-z-]+\n", options: .regularExpression) != nil, "\(file) names no renderer")
        }
        let renderers = try RendererLoader.loadAll(directory: Self.renderersDirectory)
        #expect(Set(renderers.keys) == ["js-sdk", "ios-sdk", "native"])
        let teams = try #require(hosts.first { $0.id == "teams-desktop" })
        #expect(teams.renderer == renderers["js-sdk"])
        #expect(teams.renderer.factSetGap == 12 && teams.renderer.imageSetGap == 5 && teams.renderer.lineHeight == .ratio(1.33))
        #expect(teams.renderer.clampedLineHeight == .fontNormal)
        let ios = try #require(hosts.first { $0.id == "ios-sdk" })
        #expect(ios.renderer.actionRow == .wrap && ios.renderer.factSetGap == nil && ios.renderer.toggle == .uiSwitch)
        // The native renderers keep the default box model.
        #expect(hosts.first { $0.id == "uwp-sdk" }?.renderer == RendererBehaviour())
    }
}
