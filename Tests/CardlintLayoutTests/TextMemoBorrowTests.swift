@testable import CardlintLayout
import CardlintText
import Synchronization
import Testing

/// A text's runs in every face lie on one probe chain of the memo: a miss in a new face borrows
/// the segmentation of a run of the same text found on the way, and only texts never seen in
/// any face are prepared from scratch.
@Suite struct TextMemoBorrowTests {
    /// Counts prepares from scratch and prepares that borrow (and from which run's text).
    final class PrepareRecorder: TextMeasurer {
        let fake = FixedAdvanceFake()
        let fresh = Mutex<[String]>([])
        let borrowed = Mutex<[(text: String, from: String)]>([])
        func width(of text: String, style: TextStyle) -> Double { fake.width(of: text, style: style) }
        func layout(_ text: String, style: TextStyle, maxWidth: Double, wrapping: TextWrapping) -> TextLayout {
            fake.layout(text, style: style, maxWidth: maxWidth, wrapping: wrapping)
        }
        func prepare(_ text: String, face: FontFace, locale: String?) -> PreparedRun {
            fresh.withLock { $0.append(text) }
            return fake.prepare(text, face: face, locale: locale)
        }
        func prepare(_ text: String, face: FontFace, locale: String?, like sibling: PreparedRun) -> PreparedRun {
            borrowed.withLock { $0.append((text, sibling.text)) }
            return fake.prepare(text, face: face, locale: locale)
        }
    }

    @Test func otherFacesBorrowFromTheSameText() {
        let memo = TextMemo()
        let recorder = PrepareRecorder()
        // Enough texts in three faces to grow the table from 64 slots several times.
        let texts = (0..<300).map { "text \($0) " + String(repeating: "x", count: 20) } + ["short", "Owner"]
        var runs: [[PreparedRun]] = []
        for (family, weight) in [("selawik", FontWeight.regular), ("selawik", .bold), ("inter", .regular)] {
            runs.append(texts.map { memo.run($0, family: family, weight: weight, monospace: false, locale: nil, measurer: recorder) })
        }
        #expect(recorder.fresh.withLock { $0 } == texts)
        let borrowed = recorder.borrowed.withLock { $0 }
        #expect(borrowed.count == 2 * texts.count)
        #expect(borrowed.allSatisfy { $0.text == $0.from })
        // Every face keeps its own run, found again without preparing.
        for (f, (family, weight)) in [("selawik", FontWeight.regular), ("selawik", .bold), ("inter", .regular)].enumerated() {
            for (t, run) in zip(texts, runs[f]) {
                #expect(memo.run(t, family: family, weight: weight, monospace: false, locale: nil, measurer: recorder) === run)
            }
            #expect(Set(runs[f].map(ObjectIdentifier.init)).count == texts.count)
        }
        #expect(recorder.fresh.withLock { $0.count } == texts.count)
        #expect(recorder.borrowed.withLock { $0.count } == 2 * texts.count)
    }

    @Test func monospaceIsAFaceOfItsOwn() {
        let memo = TextMemo()
        let recorder = PrepareRecorder()
        let a = memo.run("code", family: "selawik", weight: .regular, monospace: false, locale: nil, measurer: recorder)
        let b = memo.run("code", family: "selawik", weight: .regular, monospace: true, locale: nil, measurer: recorder)
        #expect(a !== b)
        #expect(recorder.fresh.withLock { $0 } == ["code"])
        #expect(recorder.borrowed.withLock { $0.map(\.from) } == ["code"])
    }
}
