import CardlintText
import Foundation

/// The texts of one card as prepared by the measurer, per face: a card is laid out in many
/// contexts (viewports × type scales × hosts) and its texts do not change between them.
///
/// Looked up by the string's identity (its two machine words: the characters themselves for
/// short strings, the storage for long ones) rather than by hashing its characters. Each entry
/// keeps its string, so a storage address cannot be reused by another string while the memo lives;
/// equal strings in different storage just get entries of their own.
final class TextMemo: @unchecked Sendable {
    private struct Key: Hashable {
        var a: UInt64, b: UInt64
        var family: String
        var weight: FontWeight
        var monospace: Bool
    }

    private let lock = NSLock()
    private var runs: [Key: PreparedRun] = [:]

    func run(_ text: String, face: FontFace, locale: String?, measurer: any TextMeasurer) -> PreparedRun {
        let bits = withUnsafeBytes(of: text) { ($0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self)) }
        let key = Key(a: bits.0, b: bits.1, family: face.family, weight: face.weight, monospace: face.monospace)
        lock.lock()
        if let hit = runs[key], hit.locale == locale {
            lock.unlock()
            return hit
        }
        lock.unlock()
        let run = measurer.prepare(text, face: face, locale: locale)
        lock.lock()
        runs[key] = run
        lock.unlock()
        return run
    }
}
