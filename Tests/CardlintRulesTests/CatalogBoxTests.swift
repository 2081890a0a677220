@testable import CardlintRules
import CardlintModel
import CardlintTestSupport
import Testing

/// Check contexts read the catalog from the box the engine made once (`CatalogBox`): what a check
/// sees as `context.catalog` through the engine's box is the engine's catalog, and a context made
/// from a catalog reads that catalog.
@Suite struct CatalogBoxTests {
    static func sameCatalog(_ a: Catalog, _ b: Catalog) -> Bool {
        a.typeCount == b.typeCount && a.types.count == b.types.count
            && a.types.allSatisfy { b.types[$0.key]?.ordinal == $0.value.ordinal } && a.enums == b.enums && a.aliases == b.aliases
    }

    @Test func contextsReadTheEnginesCatalog() throws {
        let res = TestSupport.resources
        try #require(res.catalog.types.count > 10)
        let engine = RuleEngine(rules: res.rules.map { ActiveRule(rule: $0) }, catalog: res.catalog)
        #expect(Self.sameCatalog(engine.catalog, res.catalog))
        let card = try A11yFixture.card(#"{"type": "AdaptiveCard", "version": "1.5", "body": [{"type": "TextBlock", "text": "a"}]}"#)
        let boxed = CheckContext(card: card, catalog: engine.catalogBox, environment: RuleEnvironment(), memo: nil)
        #expect(Self.sameCatalog(boxed.catalog, res.catalog))
        #expect(Self.sameCatalog(CheckContext(card: card, catalog: res.catalog).catalog, res.catalog))
        #expect(!Self.sameCatalog(CheckContext(card: card, catalog: .empty).catalog, res.catalog))
    }
}
