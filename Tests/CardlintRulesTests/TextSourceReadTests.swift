@testable import CardlintRules
import CardlintModel
import CardlintTestSupport
import Testing

/// `TextPart.styledText` reads a TextBlock's or TextRun's appearance in one pass over its members:
/// the same as the look-up per property it replaced (kept here as the reference), duplicates,
/// odd cases and wrong types included.
@Suite struct TextSourceReadTests {
    static func reference(_ node: CardNode) -> TextSource.Styled {
        let style: TextSource.Style? = switch node.string("style")?.lowercased() {
        case "heading": .heading
        case "columnheader": .columnHeader
        default: nil
        }
        return TextSource.Styled(
            style: style, color: node.string("color").flatMap { HostConfig.ColorName(name: $0) },
            subtle: node.bool("isSubtle"), size: node.string("size").flatMap { HostConfig.FontSizeName(name: $0) },
            weight: node.string("weight").flatMap { HostConfig.FontWeightName(name: $0) },
            fontType: node.string("fontType").flatMap { HostConfig.FontTypeName(name: $0) },
            colorRange: node.json.member("color")?.value.range, subtleRange: node.json.member("isSubtle")?.value.range,
            highlight: node.bool("highlight") == true)
    }

    static func describe(_ s: TextSource.Styled) -> String {
        "\(String(describing: s.style)) \(String(describing: s.color)) \(String(describing: s.subtle)) \(String(describing: s.size)) "
            + "\(String(describing: s.weight)) \(String(describing: s.fontType)) \(String(describing: s.colorRange)) "
            + "\(String(describing: s.subtleRange)) \(s.highlight)"
    }

    @Test func sameAsLookUpPerProperty() throws {
        let values: [String: [String]] = [
            "style": ["\"heading\"", "\"ColumnHeader\"", "\"default\"", "3"], "color": ["\"good\"", "\"Light\"", "\"bogus\"", "true"],
            "isSubtle": ["true", "false", "\"true\""], "size": ["\"large\"", "\"Small\"", "null"],
            "weight": ["\"bolder\"", "\"x\""], "fontType": ["\"monospace\"", "\"Default\""], "highlight": ["true", "false", "1"],
            "wrap": ["true"], "colour": ["\"good\""], "sizes": ["\"large\""],
        ]
        let keys = values.keys.sorted()
        var rng = SplitMix(seed: 0x7E_0B1)
        var styled = 0
        for _ in 0..<600 {
            var members = ["\"type\": \"TextBlock\"", "\"text\": \"Hi\""]
            for _ in 0..<Int.random(in: 0..<9, using: &rng) {
                let key = keys.randomElement(using: &rng)!
                members.append("\"\(key)\": \(values[key]!.randomElement(using: &rng)!)")
            }
            members.shuffle(using: &rng)
            let card = try ContrastFixture.card("{\"type\": \"AdaptiveCard\", \"version\": \"1.5\", \"body\": [{\(members.joined(separator: ", "))}]}")
            let node = try #require(card.nodes.first { $0.type == "TextBlock" })
            let sources = TextPart.sources(of: node, in: card)
            #expect(sources.count == 1)
            guard case .styled(let own)? = sources.first?.look else { Issue.record("not styled"); continue }
            #expect(Self.describe(own) == Self.describe(Self.reference(node)), "\(members)")
            if own.color != nil || own.subtle != nil || own.style != nil { styled += 1 }
        }
        #expect(styled > 200)
    }
}
