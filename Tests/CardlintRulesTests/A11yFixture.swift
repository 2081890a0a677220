@testable import CardlintRules
import CardlintModel
import CardlintReading
import Foundation
import Testing

/// Builds cards and check functions for the accessibility function tests.
enum A11yFixture {
    static let rulesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rules").path

    static let catalog: Catalog = {
        do { return try CatalogLoader.load(directory: rulesRoot + "/catalog") } catch { fatalError("catalog: \(error)") }
    }()

    static func card(_ json: String) throws -> Card {
        CardBuilder.build(try JSONParser.parse(json).value, catalog: catalog)
    }

    /// Compiles a function from YAML options (`{}` for none).
    static func function<F: CheckFunction>(_ type: F.Type, _ yaml: String = "{}") throws -> F {
        let node = try YAMLLoader.load(yaml, path: "test.yaml")
        return try F(options: OptionReader(node: node, path: "test.yaml"))
    }

    /// The `index`-th node of `type` in build order (breadth-first: siblings before nephews).
    static func node(_ card: Card, _ type: String, _ index: Int = 0) throws -> CardNode {
        let ids = card.byType[type] ?? []
        let id = try #require(ids.count > index ? ids[index] : nil, "no \(type) #\(index)")
        return card.nodes[id]
    }

    static func results<F: CheckFunction>(_ f: F, _ card: Card, _ node: CardNode) -> [CheckResult] {
        f.evaluate(node, in: CheckContext(card: card, catalog: catalog))
    }

    /// The error compiling a `check:` written in YAML, as the rule loader does (unknown options included).
    static func compileError(_ yaml: String) -> RuleError? {
        do {
            _ = try CheckCompiler.compile(try YAMLLoader.load(yaml, path: "test.yaml"), path: "test.yaml")
            return nil
        } catch let e as RuleError { return e } catch { return nil }
    }

    /// Option errors with their position.
    static func optionError<F: CheckFunction>(_ type: F.Type, _ yaml: String) -> RuleError? {
        do { _ = try function(type, yaml); return nil } catch let e as RuleError { return e } catch { return nil }
    }
}
