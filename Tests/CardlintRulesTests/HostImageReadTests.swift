@testable import CardlintRules
import CardlintModel
import CardlintReading
import CardlintTestSupport
import Testing

/// `HostImage` reads a node's `url`, `backgroundImage` and `iconUrl` in one pass over its members:
/// what it reports is what looking each up (`json[key]`, the first member of the name) gives,
/// duplicates, nulls, non-strings and bindings included.
@Suite struct HostImageReadTests {
    static func reference(_ f: HostImage, _ node: CardNode, _ images: HostImages) -> [String] {
        var out: [String] = []
        let type = node.spec?.name ?? node.type
        for (property, applies) in [("url", type == "Image" || type == "BackgroundImage"), ("backgroundImage", true), ("iconUrl", true)] where applies {
            guard let v = node.json[property], let url = v.string, f.check(url, images) != nil, !Values.isUnresolvedBinding(v) else { continue }
            out.append("\(property) \(String(describing: Optional(v.range)))")
        }
        return out
    }

    @Test(arguments: ["https-only", "size"]) func sameAsLookUpPerProperty(limit: String) throws {
        let f = try HostImage(options: try ContrastFixture.options("{limit: \(limit)}"))
        let keys = ["url", "backgroundImage", "iconUrl", "altText", "uri", "iconURL"]
        let big = "data:image/png;base64," + String(repeating: "A", count: 1_500_000)
        let values = ["\"http://a.example/x.png\"", "\"https://a.example/x.png\"", "\"HTTP://b.example/y.png\"", "null", "3",
                      "\"http://${host}/x.png\"", "\"\(big)\""]
        var rng = SplitMix(seed: 0x1_4A6E)
        var found = 0, compared = 0
        for _ in 0..<150 {
            let type = ["Image", "Container", "Action.OpenUrl", "BackgroundImage"].randomElement(using: &rng)!
            var members = ["\"type\": \"\(type)\""]
            if type == "Action.OpenUrl" { members.append("\"title\": \"t\"") }
            for _ in 0..<Int.random(in: 0..<5, using: &rng) {
                members.append("\"\(keys.randomElement(using: &rng)!)\": \(values.randomElement(using: &rng)!)")
            }
            members.shuffle(using: &rng)
            let element = "{\(members.joined(separator: ", "))}"
            let body = type == "Action.OpenUrl" ? "\"actions\": [\(element)]" : type == "BackgroundImage"
                ? "\"body\": [{\"type\": \"Container\", \"backgroundImage\": \(element), \"items\": []}]" : "\"body\": [\(element)]"
            let card = try ContrastFixture.card("{\"type\": \"AdaptiveCard\", \"version\": \"1.5\", \(body)}")
            let context = ContrastFixture.context(card, nil, host: "teams-desktop")
            let images = try #require(context.environment.host?.images)
            for node in card.nodes {
                let got = f.evaluate(node, in: context).map { "\($0.values["property"] ?? "") \(String(describing: $0.range))" }
                let want = Self.reference(f, node, images)
                #expect(got == want, "\(element)")
                compared += 1
                found += want.count
            }
        }
        #expect(compared > 300 && found > (limit == "size" ? 5 : 30))
    }
}
