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
max-version: {value: "1.5", source: 'demo docs', confidence: documented}
font-family: inter
supports: [{types: [Icon], source: 'demo docs', confidence: documented}]
unsupported:
  - {type: Media, source: 'demo docs', confidence: inferred}
  - {type: Action.Submit, source: not here, confidence: documented}
features: {value: {feature-x: "1.2", any: "*"}, source: 'demo docs', confidence: documented}
universal-actions: {value: true, source: 'demo docs', confidence: documented}
shows-fallback-text: {value: false, source: 'demo docs', confidence: renderer-code}
themes:
  light: demo-light.json
viewports: [iphone]
touch-target: {standard: apple-hig, size: 44, unit: pt}
errata:
  ignores-max-lines: {description: maxLines is ignored., source: 'demo docs', confidence: documented}
sources: [somewhere]
unlisted-types: {source: 'demo docs', confidence: inferred}
"""

func problems(_ text: String) -> [HostProfileLoadError.Problem] {
    if case .failure(let e) = loadDemoProfile(text) { return e.problems }
    return []
}

@Suite struct HostProfileErrorTests {
    @Test func validProfileLoads() throws {
        let p = try loadDemoProfile(validDemoProfile).get()
        #expect(p.id == "demo" && p.maxVersion.description == "1.5")
        #expect(p.unsupported == [.init(type: "Media", reason: "demo docs"), .init(type: "Action.Submit", reason: "not here")])
        #expect(p.evidence("unsupported Media") == HostEvidence(source: "demo docs", confidence: .inferred))
        #expect(p.evidence("max-version")?.isFirm == true && p.evidence("erratum ignores-max-lines")?.confidence == .documented)
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
            .replacingOccurrences(of: "{value: \"1.5\"", with: "{value: latest")
            .replacingOccurrences(of: "universal-actions: {value: true", with: "universal-actions: {value: yes")
            .replacingOccurrences(of: "types: [Icon]", with: "types: [Icon, Icon]")
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
        let text = validDemoProfile.replacingOccurrences(of: "types: [Icon]", with: "types: [Icon, Media]")
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

    // Evidence: every fact names its source and a confidence.

    @Test func factWithoutEvidenceIsRejectedWithItsPosition() {
        let bare = problems(validDemoProfile.replacingOccurrences(
            of: "max-version: {value: \"1.5\", source: 'demo docs', confidence: documented}", with: "max-version: \"1.5\""))
        #expect(bare.count == 1 && bare.first?.line == 4 && bare.first?.column == 14)
        #expect(bare.first?.message.hasPrefix("'max-version' needs its evidence: write {value: …, source:") == true)
        let noSource = problems(validDemoProfile.replacingOccurrences(of: "{type: Media, source: 'demo docs', confidence: inferred}",
                                                                      with: "{type: Media, confidence: inferred}"))
        #expect(noSource.map(\.message) == ["fact 'unsupported' has no 'source' (a documentation page and section, or a renderer file at a commit)"])
        #expect(noSource.first?.line == 8 && noSource.first?.column == 5)
        let noConfidence = problems(validDemoProfile.replacingOccurrences(of: "source: not here, confidence: documented", with: "source: not here"))
        #expect(noConfidence.map(\.message) == ["fact 'unsupported' has no 'confidence' (documented, renderer-code, inferred or disputed)"])
        let erratum = problems(validDemoProfile.replacingOccurrences(of: "ignores-max-lines: {description: maxLines is ignored., source: 'demo docs', confidence: documented}",
                                                                     with: "ignores-max-lines: maxLines is ignored."))
        #expect(erratum.first?.message.contains("erratum 'ignores-max-lines' is {description: '…', source: '…', confidence: …}") == true)
        let unlisted = problems(validDemoProfile.replacingOccurrences(of: "\nunlisted-types: {source: 'demo docs', confidence: inferred}", with: ""))
        #expect(unlisted.map(\.message) == ["missing required key 'unlisted-types'"])
    }

    @Test func confidenceIsCheckedAndDisputedSaysBothSides() {
        let typo = problems(validDemoProfile.replacingOccurrences(of: "confidence: renderer-code", with: "confidence: renderer-cod"))
        #expect(typo.map(\.message) == ["'confidence' should be documented, renderer-code, inferred or disputed, found 'renderer-cod'; did you mean 'renderer-code'?"])
        #expect(typo.first?.line == 12)
        let oneSided = problems(validDemoProfile.replacingOccurrences(of: "source: 'demo docs', confidence: inferred}\n", with: "source: 'demo docs', confidence: disputed}\n"))
        #expect(oneSided.map(\.message) == ["fact 'unsupported' is disputed: say what the other side says in 'disputed'"])
        let both = validDemoProfile.replacingOccurrences(of: "{type: Media, source: 'demo docs', confidence: inferred}",
                                                         with: "{type: Media, source: 'old docs', confidence: disputed, disputed: 'new docs show it'}")
        let p = try? loadDemoProfile(both).get()
        #expect(p?.evidence("unsupported Media") == HostEvidence(source: "old docs", confidence: .disputed, disputed: "new docs show it"))
        #expect(p?.evidence("unsupported Media")?.uncertainty == "unverified: sources disagree (old docs; but new docs show it)")
        let misplaced = problems(validDemoProfile.replacingOccurrences(of: "source: not here, confidence: documented", with: "source: not here, confidence: documented, disputed: x"))
        #expect(misplaced.map(\.message) == ["'disputed' is only for 'confidence: disputed'"])
    }

    @Test func misspeltErratumHasASuggestion() {
        let result: Result<HostProfile, HostProfileLoadError>
        do throws(HostProfileLoadError) {
            result = .success(try HostProfileLoader.parse(validDemoProfile.replacingOccurrences(of: "ignores-max-lines:", with: "ignores-max-line:"),
                                                          path: "rules/hosts/demo.yaml", knownErrata: ["ignores-max-lines", "no-action-style"]) { _ in true })
        } catch { result = .failure(error) }
        guard case .failure(let e) = result else { Issue.record("a misspelt erratum loaded"); return }
        #expect(e.problems.count == 1 && e.problems.first?.line == 18 && e.problems.first?.column == 3)
        #expect(e.problems.first?.message == "unknown erratum 'ignores-max-line' (known: ignores-max-lines, no-action-style); did you mean 'ignores-max-lines'?")
    }
}
