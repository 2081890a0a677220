import CICURegex
import CardlintReading

/// A user-supplied regular expression whose matching cost is bounded (ICU's step limit), so a
/// catastrophic pattern in a rule file cannot hang a run: a match that runs out of steps counts as
/// "no decision" and is reported, never waited on.
public final class BoundedRegex: @unchecked Sendable {
    // Safe to share: the compiled pattern is immutable; each match clones it (see regex.c).
    private let handle: OpaquePointer
    public let pattern: String
    /// Characters one of which every match contains (nil: none known): a text without them is not
    /// handed to ICU (cloning the pattern, copying the text and searching cost ~5 000 instructions).
    let required: RequiredCharacters?
    /// A character followed by one of some characters that every match holds (nil: none known),
    /// tested as `required` is (`\.(?i:svg|webp)` needs a `.` followed by an `s`, `w`…).
    let pair: RequiredPair?
    /// The whole value the pattern spells out, when it is one (`^(?i)heading$`): decided without ICU
    /// on ASCII text.
    let literal: AnchoredLiteral?
    /// ICU time-limit units (roughly milliseconds of matching on typical hardware).
    public static let stepLimit: Int32 = 20

    public init(_ pattern: String, caseInsensitive: Bool = false) throws(BoundedRegexError) {
        var message = [CChar](repeating: 0, count: 128)
        var offset: Int32 = 0
        guard let h = cicu_regex_open(pattern, caseInsensitive ? 1 : 0, &message, Int32(message.count), &offset) else {
            let text = String(decoding: message.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw BoundedRegexError(message: "invalid regular expression (\(text)) near offset \(offset)")
        }
        self.handle = h
        self.pattern = pattern
        (self.required, self.pair) = RequiredCharacters.analysis(of: pattern)
        self.literal = AnchoredLiteral.of(pattern, caseInsensitive: caseInsensitive)
    }

    deinit { cicu_regex_close(handle) }

    public enum Match: Sendable { case found, notFound, tooCostly }

    public func firstMatch(in text: String) -> Match {
        if let literal, let answer = literal.matches(text) { return answer ? .found : .notFound }
        if let required, !required.isSatisfied(by: text) { return .notFound }
        if let pair, !pair.isSatisfied(by: text) { return .notFound }
        return searched(text)
    }

    /// ICU's answer, whatever the text holds. Counts the text's UTF-16 units as work (`WorkMeter`).
    func searched(_ text: String) -> Match {
        // ICU matches UTF-16 in place (see regex.c).
        let units = Array(text.utf16)
        WorkMeter.add(units.count)
        let r = units.withUnsafeBufferPointer { buf in
            cicu_regex_find(handle, buf.baseAddress, Int32(clamping: buf.count), Self.stepLimit)
        }
        switch r {
        case 1: return .found
        case 0: return .notFound
        default: return .tooCostly
        }
    }

    public func matches(_ text: String) -> Bool { firstMatch(in: text) == .found }
}

public struct BoundedRegexError: Error, Sendable { public var message: String }
