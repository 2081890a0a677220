import CardlintTestSupport
import Foundation
import Testing
@testable import CardlintText

/// A run prepared with a sibling in another face shares the sibling's index marks (which depend on
/// the segmentation only) and works out its own prefix sums: on every string of the corpus cards,
/// in several locales and faces, its index answers exactly what an index built from scratch does.
@Suite struct SharedMarksTests {
    static func corpusStrings() -> [String] {
        let root = TestSupport.repoRoot + "/corpus"
        let files = (FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
        var found = Set<String>()
        func walk(_ v: Any) {
            if let s = v as? String, !s.isEmpty { found.insert(s) }
            if let a = v as? [Any] { a.forEach(walk) }
            if let d = v as? [String: Any] { d.values.forEach(walk) }
        }
        for f in files {
            if let data = FileManager.default.contents(atPath: root + "/" + f),
               let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) { walk(json) }
        }
        return found.sorted() + ["line\nbreak and a very long word: Donaudampfschifffahrtsgesellschaftskapitän, 東京 café 😀"]
    }

    @Test func sharedMarksEqualFreshOnes() throws {
        let m = try makeMeasurer(), reference = try makeMeasurer()
        let faces = [FontFace(family: "inter"), FontFace(family: "selawik", weight: .bold), FontFace(family: "inter", monospace: true)]
        let texts = Self.corpusStrings()
        #expect(texts.count > 20)
        var compared = 0
        for text in texts {
            for locale in ["en", nil] as [String?] {
                let sibling = m.prepare(text, face: faces[0], locale: locale)
                for face in faces.dropFirst() {
                    let shared = try #require(m.prepare(text, face: face, locale: locale, like: sibling).payload?.index)
                    let fresh = try #require(reference.prepare(text, face: face, locale: locale).payload?.index)
                    #expect(shared.count == fresh.count && shared.prefix == fresh.prefix, "\(text)")
                    for i in 0..<min(shared.count, fresh.count) {
                        let a = (shared.lastInk(i), shared.nextInk(i), shared.nextHard(i), shared.lastAllowed(i))
                        let b = (fresh.lastInk(i), fresh.nextInk(i), fresh.nextHard(i), fresh.lastAllowed(i))
                        #expect(a == b, "\(text) cluster \(i)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 40)
    }
}
