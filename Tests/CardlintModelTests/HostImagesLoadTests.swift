import Testing
@testable import CardlintModel

/// `images:` in a host profile: each fact with its evidence, recorded as `images <key>`; unknown
/// keys, facts without evidence and sizes that are not whole numbers are errors at their place.
@Suite struct HostImagesLoadTests {
    static func with(_ images: String) -> String {
        validDemoProfile.replacingOccurrences(of: "touch-target: {standard: apple-hig, size: 44, unit: pt}",
                                              with: "touch-target: {standard: apple-hig, size: 44, unit: pt}\n" + images)
    }

    @Test func imageFactsLoadWithTheirEvidence() throws {
        let p = try loadDemoProfile(Self.with("""
        images:
          https-only: {value: true, source: 'demo docs', confidence: documented}
          max-pixels: {value: 1024, source: 'demo docs', confidence: documented}
          data-uri: {value: false, source: 'an issue', confidence: disputed, disputed: 'the docs say yes'}
        """)).get()
        #expect(p.images == HostImages(httpsOnly: true, dataURI: false, maxPixels: 1024))
        #expect(p.evidence("images https-only")?.isFirm == true)
        #expect(p.evidence("images data-uri")?.uncertainty?.contains("sources disagree") == true)
        #expect(try loadDemoProfile(validDemoProfile).get().images == nil, "no images: nothing known")
    }

    @Test func badImageFactsAreErrorsAtTheirPlace() {
        let found = problems(Self.with("""
        images:
          max-pixel: {value: 1024, source: 'demo docs', confidence: documented}
          max-bytes: {value: lots, source: 'demo docs', confidence: documented}
          animated-gif: {value: false}
        """))
        #expect(found.contains { $0.message.contains("unknown key 'max-pixel'") && $0.message.contains("'max-pixels'") })
        #expect(found.contains { $0.message.contains("'max-bytes' should be a positive whole number") })
        #expect(found.contains { $0.message.contains("fact 'images animated-gif' has no 'source'") })
    }
}
