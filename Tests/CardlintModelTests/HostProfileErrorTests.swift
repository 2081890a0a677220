import Foundation
import Testing
@testable import CardlintModel

/// Loads profile text named `demo.yaml`; only `demo-light.json` exists as a host config.
func loadDemoProfile(_ text: String) -> Result<HostProfile, HostProfileLoadError> {
    do throws(HostProfileLoadError) {
        return .success(try HostProfileLoader.parse(text, path: "rules/hosts/demo.yaml") { $0 == "demo-light.json" })
    } catch {
        return .failure(error)
    }
}

let validDemoProfile = """
id: demo
name: Demo
description: A test host.
max-version: "1.5"
font-family: inter
supports: [Icon]
unsupported:
  - Media
  - {type: Action.Submit, reason: not here}
features: {feature-x: "1.2", any: "*"}
universal-actions: true
shows-fallback-text: false
themes:
  light: demo-light.json
viewports: [iphone]
touch-target: {standard: apple-hig, size: 44, unit: pt}
errata:
  ignores-max-lines: maxLines is ignored.
sources: [somewhere]
"""

func problems(_ text: String) -> [HostProfileLoadError.Problem] {
    if case .failure(let e) = loadDemoProfile(text) { return e.problems }
    return []
}

@Suite struct HostProfileErrorTests {
    @Test func validProfileLoads() throws {
        let p = try loadDemoProfile(validDemoProfile).get()
        #expect(p.id == "demo" && p.maxVersion.description == "1.5")
        #expect(p.unsupported == [.init(type: "Media", reason: ""), .init(type: "Action.Submit", reason: "not here")])
        #expect(p.features == ["feature-x": "1.2", "any": "*"])
        #expect(p.themes == [.init(name: "light", file: "demo-light.json")])
        #expect(p.has(erratum: "ignores-max-lines") && !p.has(erratum: "other"))
    }

    @Test func unknownKeyHasPositionAndSuggestion() {
        let text = validDemoProfile.replacingOccurrences(of: "font-family: inter", with: "font-famliy: inter")
        let found = problems(text)
        let unknown = found.first { $0.message.contains("unknown key 'font-famliy'") }
        #expect(unknown?.line == 5 && unknown?.column == 1)
        #expect(unknown?.message.contains("did you mean 'font-family'?") == true)
        #expect(unknown?.description.hasPrefix("rules/hosts/demo.yaml:5:1: error:") == true)
        // The real key is then missing.
        #expect(found.contains { $0.message == "missing required key 'font-family'" })
    }

    @Test func nestedUnknownKeyAndBadEnum() {
        let text = validDemoProfile.replacingOccurrences(
            of: "{standard: apple-hig, size: 44, unit: pt}", with: "{standard: apple-hgi, sise: 44, unit: px}")
        let found = problems(text)
        #expect(found.contains { $0.line == 16 && $0.message.contains("unknown key 'sise'") && $0.message.contains("'size'") })
        #expect(found.contains { $0.message.contains("found 'apple-hgi'; did you mean 'apple-hig'?") })
        #expect(found.contains { $0.message.contains("'unit' should be one of pt, dp, css-px, found 'px'") })
    }

    @Test func missingHostConfigIsAnError() {
        let text = validDemoProfile.replacingOccurrences(of: "light: demo-light.json", with: "light: demo-lite.json")
        let found = problems(text)
        #expect(found.count == 1)
        #expect(found.first?.message == "theme 'light' refers to a missing host config file 'demo-lite.json'")
        #expect(found.first?.line == 14 && found.first?.column == 10)
    }

    @Test func wrongTypesAndValues() {
        let text = validDemoProfile
            .replacingOccurrences(of: "max-version: \"1.5\"", with: "max-version: latest")
            .replacingOccurrences(of: "universal-actions: true", with: "universal-actions: yes")
            .replacingOccurrences(of: "supports: [Icon]", with: "supports: [Icon, Icon]")
            .replacingOccurrences(of: "id: demo", with: "id: Demo")
        let messages = problems(text).map(\.message)
        #expect(messages.contains("'max-version' should be a version like 1.5, found 'latest'"))
        #expect(messages.contains("'universal-actions' should be true or false"))
        #expect(messages.contains("'Icon' is listed twice in 'supports'"))
        #expect(messages.contains("id 'Demo' should be kebab-case (a-z, 0-9, '-')"))
    }

    @Test func textUnitIsOptionalAndChecked() throws {
        #expect(try loadDemoProfile(validDemoProfile).get().textUnit == .pt)
        let px = validDemoProfile.replacingOccurrences(of: "font-family: inter", with: "font-family: inter\ntext-unit: css-px")
        #expect(try loadDemoProfile(px).get().textUnit == .cssPx)
        let bad = problems(validDemoProfile.replacingOccurrences(of: "font-family: inter", with: "font-family: inter\ntext-unit: px"))
        #expect(bad.count == 1 && bad.first?.line == 6 && bad.first?.column == 12)
        #expect(bad.first?.message.contains("'text-unit' is one of css-px, pt, dp, not 'px'") == true)
    }

    @Test func supportedAndUnsupportedConflict() {
        let text = validDemoProfile.replacingOccurrences(of: "supports: [Icon]", with: "supports: [Icon, Media]")
        #expect(problems(text).map(\.message) == ["'Media' is both in 'supports' and in 'unsupported'"])
    }

    @Test func yamlSyntaxErrorHasPosition() {
        let found = problems("id: demo\nname: [unclosed\n")
        #expect(found.count == 1 && found[0].line >= 2)
    }

    @Test func nonMappingRoot() {
        #expect(problems("- a\n- b\n").first?.message.contains("should be a mapping") == true)
    }

    @Test func suggestionsOnlyForCloseKeys() {
        let near = validDemoProfile.replacingOccurrences(of: "viewports:", with: "veiwports:")
        #expect(problems(near).contains { $0.message == "unknown key 'veiwports' in a host profile; did you mean 'viewports'?" })
        let far = validDemoProfile + "\ncolour: red\n"
        #expect(problems(far).map(\.message) == ["unknown key 'colour' in a host profile"])
    }
}
