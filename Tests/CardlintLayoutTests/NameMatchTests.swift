@testable import CardlintLayout
import CardlintModel
import CardlintReading
import Foundation
import Testing

/// Fast paths in reading a card's names: `Engine.equalsIgnoringCase` answers `false` from the UTF-8
/// lengths before walking the bytes, and `LayoutInput` finds an `extraSmall` spacing by reading
/// the nodes' styles in place. Both must answer what the plain reading answers, on the corpus.
@Suite struct NameMatchTests {
    /// The comparison without the length check: a byte walk to the end of both strings, through
    /// their `utf8` iterators (as `Engine.walkIgnoringCase` read them before it read the buffers).
    static func walk(_ a: String, _ b: String) -> Bool {
        var i = a.utf8.makeIterator(), j = b.utf8.makeIterator()
        while true {
            let x = i.next(), y = j.next()
            guard let p = x, let q = y else { return x == nil && y == nil }
            if p == q { continue }
            if p | 0x20 != q | 0x20 || !(p | 0x20 >= 0x61 && p | 0x20 <= 0x7a) { return false }
        }
    }

    /// Every string value in the corpus, the names layout looks for, and near misses of both
    /// (changed case, one byte more or less, accented, non-letters whose bytes fold alike).
    static let strings: [String] = {
        var out = Set<String>()
        func collect(_ v: JSONValue) {
            switch v.kind {
            case .string(let s): if s.utf8.count <= 40 { out.insert(s) }
            case .array(let a): a.forEach(collect)
            case .object(let m): for x in m { collect(x.value) }
            default: break
            }
        }
        for (_, card) in (try? CorpusReuseTests.cards()) ?? [] { for n in card.nodes { collect(n.json) } }
        var names = HostConfig.SpacingName.allCases.map(\.rawValue) + HostConfig.FontSizeName.allCases.map(\.rawValue)
        names += HostConfig.ContainerStyleName.allCases.map(\.rawValue) + HostConfig.ImageSizeName.allCases.map(\.rawValue)
        names += ["heading", "columnHeader", "expanded", "auto", "center", "right", "bottom", "Action.ShowCard"]
        for n in names {
            out.formUnion([n, n.uppercased(), String(n.dropLast()), n + "s", String(n.dropFirst()),
                           n + "\u{0301}", "\u{00E9}" + n.dropFirst(), n.replacingOccurrences(of: "a", with: "\u{00E4}"),
                           n.replacingOccurrences(of: "e", with: "E"), n.replacingOccurrences(of: "l", with: "\u{4C}")])
        }
        out.formUnion(["", "@", "`", "[", "{", "\u{212A}", "k", "K", "\u{0}", "\u{1F600}", "@uto", "AUTO", "aut\u{0}"])
        return out.sorted()
    }()

    @Test func equalsIgnoringCaseAnswersAsTheWalk() {
        let names = Self.strings.filter { $0.utf8.count <= 16 }
        #expect(Self.strings.count > 500 && names.count > 200)
        var equal = 0
        for a in Self.strings {
            for b in names {
                let fast = Engine.equalsIgnoringCase(a, b), plain = Self.walk(a, b)
                if fast != plain { Issue.record("\(a) vs \(b): \(fast)") }
                // The buffer walk, also without the length check, on every pair (both orders).
                if Engine.walkIgnoringCase(a, b) != plain || Engine.walkIgnoringCase(b, a) != Self.walk(b, a) {
                    Issue.record("walk \(a) vs \(b)")
                }
                if fast { equal += 1 }
            }
        }
        // Pairs equal ignoring case that are not the same string: the comparison is exercised both ways.
        #expect(equal > names.count)
    }
}
