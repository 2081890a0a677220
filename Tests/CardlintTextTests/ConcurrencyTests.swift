import Testing
@testable import CardlintText

@Suite struct ConcurrencyTests {
    @Test func measuringFromManyTasksGivesTheSameResults() async throws {
        let m = try makeMeasurer()
        let texts = (0..<120).map { i in
            ["Approve request \(i)", "ภาษาไทย \(i) ภาษาที่สวยงาม", "您的请求有新评论 \(i)", "تم شحن طلبك رقم \(i)",
             "Größenänderung der Datei \(i) fehlgeschlagen"][i % 5]
        }
        let locales: [String?] = [nil, "th", "zh", "ar", "de"]
        func run(_ offset: Int) -> [TextLayout] {
            texts.indices.map { i in
                let k = (i + offset) % texts.count
                return m.layout(texts[k], style: style(locale: locales[k % 5]), maxWidth: 90,
                                wrapping: TextWrapping(wrap: true, maxLines: 2))
            }
        }
        let expected = run(0)
        let results = await withTaskGroup(of: (Int, [TextLayout]).self) { group in
            for t in 0..<8 { group.addTask { (t, run(0)) } }
            var all: [(Int, [TextLayout])] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 8)
        for (_, r) in results { #expect(r == expected) }
    }
}
