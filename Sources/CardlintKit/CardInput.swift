import CardlintModel
import CardlintReading
import CardlintRules
import Foundation

/// A card file read the way `lint` reads it, for laying out: a template is expanded with its
/// first data set (`--data`, `data:` or the `x.data.json` convention), then built for a host.
public struct CardInput: Sendable {
    /// The (expanded) card as linted.
    public var card: Card
    /// File name of the data set the template was expanded with, if any.
    public var dataSet: String?

    /// Parses `bytes`; nil when they are not JSON, not an Adaptive Card, or a template that expands to nothing.
    public static func read(bytes: [UInt8], path: String, linter: Linter) -> CardInput? {
        try? load(bytes: bytes, path: path, linter: linter)
    }

    /// Like `read`, with the reason on failure.
    public static func load(bytes: [UInt8], path: String, linter: Linter) throws(KitError) -> CardInput {
        let source = SourceFile(path: path, bytes: bytes)
        let parsed: JSONParser.Result
        do { parsed = try JSONParser.parse(bytes, options: .cards) } catch {
            let p = source.position(of: error.range.start)
            throw .message("\(path):\(p.line):\(p.column): \(error.message)")
        }
        guard parsed.value["type"]?.string == "AdaptiveCard" else {
            throw .message("\(path): not an Adaptive Card: the top level has no \"type\": \"AdaptiveCard\"")
        }
        guard TemplateDetection.isTemplate(bytes) else {
            return CardInput(card: CardBuilder.build(parsed.value, catalog: linter.resources.catalog), dataSet: nil)
        }
        let expanded = linter.expandTemplate(parsed.value, source: source, inlineData: nil)
        guard let first = expanded.cards.first else {
            throw .message("\(path): the template expands to no card (check its data with `cardlint lint`)")
        }
        return CardInput(card: CardBuilder.build(first.0, catalog: linter.resources.catalog),
                         dataSet: first.1.map { ($0 as NSString).lastPathComponent })
    }

    /// The card `host` renders after fallback (the card itself when the host renders nothing else).
    public func effective(on host: HostContext, catalog: Catalog) -> Card {
        let resolved = FallbackResolver.resolve(card, host: host.profile, catalog: catalog)
        guard let json = resolved.json else { return card }
        return CardBuilder.build(json, catalog: catalog)
    }
}
