import Testing
@testable import CardlintModel

/// The `features-at-any-version` and `host-config-colors` facts load with their evidence, and a
/// malformed one is an error at its position.
@Suite struct HostProfileEvidenceKeysTests {
    static let facts = """
    features-at-any-version: {value: [ActionSet, '*.isVisible'], source: 'demo docs, version 1.0 examples', confidence: documented}
    host-config-colors: {value: [light], source: 'demo config', confidence: disputed, disputed: 'demo screenshots'}
    """

    @Test func bothFactsLoadWithTheirEvidence() throws {
        let p = try loadDemoProfile(validDemoProfile + "\n" + Self.facts).get()
        #expect(p.featuresAtAnyVersion == ["ActionSet", "*.isVisible"])
        #expect(p.evidence(FeaturesAtAnyVersion.key)?.confidence == .documented)
        #expect(p.hostConfigColors == ["light"])
        #expect(p.evidence("host-config-colors")?.uncertainty == "unverified: sources disagree (demo config; but demo screenshots)")
        // Without them: nothing is exempt, no colour is in doubt.
        let plain = try loadDemoProfile(validDemoProfile).get()
        #expect(plain.featuresAtAnyVersion.isEmpty && plain.hostConfigColors.isEmpty)
    }

    @Test func malformedFactsAreErrors() {
        let noEvidence = problems(validDemoProfile + "\nfeatures-at-any-version: [ActionSet]\n")
        #expect(noEvidence.contains { $0.message.contains("'features-at-any-version' needs its evidence") }, "\(noEvidence)")
        let colour = problems(validDemoProfile + "\nhost-config-colors: {value: [lihgt], source: 'x', confidence: documented}\n")
        #expect(colour.contains { $0.message.contains("'lihgt' in 'host-config-colors' is not a foreground colour") && $0.message.contains("did you mean 'light'?") },
                "\(colour)")
    }
}
