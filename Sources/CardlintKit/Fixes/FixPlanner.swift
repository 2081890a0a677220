import CardlintReading
import CardlintRules
import Foundation

/// One replacement of bytes in a file: `range` (byte offsets) becomes `text`.
public struct ByteEdit: Sendable, Hashable {
    public var range: SourceRange
    public var text: String
    public init(range: SourceRange, text: String) { self.range = range; self.text = text }
}

/// A finding's fix as edits of the file it was found in, ready to apply or to offer in an editor.
public struct PlannedFix: Sendable, Hashable {
    public var title: String
    public var edits: [ByteEdit]
    /// Applied by `--fix` (unsafe ones with `--unsafe-fixes`); snippets are offered, never applied.
    public var safe: Bool
    public var isSnippet: Bool
}

/// Turns a finding's `SuggestedFix` into byte edits of the source it was found in. Edits touch only
/// the bytes they change: indentation, key order, line endings and escapes elsewhere stay as written.
/// A fix whose place cannot be found with certainty (a template's expanded element, a pointer that
/// does not lead to the finding) gives nil: nothing is offered rather than a wrong edit.
public enum FixPlanner {
    public static func plan(_ finding: Finding, bytes: [UInt8], root: JSONValue) -> PlannedFix? {
        guard let fix = finding.fix else { return nil }
        let edits: [ByteEdit]?
        var safe = fix.safety == .safe
        switch fix.kind {
        case .replace(let text):
            guard finding.range.end > finding.range.start, finding.range.end <= bytes.count else { return nil }
            let old = String(decoding: bytes[finding.range.start..<finding.range.end], as: UTF8.self)
            let quoted = old.hasPrefix("\"")
            let unquoted = quoted ? String(old.dropFirst().dropLast()) : old
            if unquoted == text { return nil }
            if fix.safety == .caseOnly { safe = unquoted.lowercased() == text.lowercased() }
            edits = [ByteEdit(range: finding.range, text: quoted ? quote(text) : text)]
        case .set(let members), .snippet(let members):
            guard let element = element(finding, in: root) else { return nil }
            edits = setting(members, on: element, bytes: bytes)
            if overwrites(members, on: element) { safe = false }
        case .setCard(let members):
            guard root.isObject else { return nil }
            edits = setting(members, on: root, bytes: bytes)
            if overwrites(members, on: root) { safe = false }
        }
        guard let edits, !edits.isEmpty else { return nil }
        return PlannedFix(title: fix.title, edits: edits, safe: safe && !fix.isSnippet, isSnippet: fix.isSnippet)
    }

    /// The object the finding is about: its pointer's node, when that node holds the finding's start.
    static func element(_ finding: Finding, in root: JSONValue) -> JSONValue? {
        guard let node = resolve(finding.pointer, in: root), node.isObject,
              node.range.start <= finding.range.start, finding.range.start < node.range.end else { return nil }
        return node
    }

    /// RFC 6901 resolution; nil when a token does not lead anywhere.
    public static func resolve(_ pointer: String, in root: JSONValue) -> JSONValue? {
        if pointer.isEmpty { return root }
        guard pointer.hasPrefix("/") else { return nil }
        var node = root
        for raw in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = raw.replacing("~1", with: "/").replacing("~0", with: "~")
            if let members = node.members {
                guard let m = members.last(where: { $0.key == token }) else { return nil }
                node = m.value
            } else if let items = node.array, let i = Int(token), items.indices.contains(i) {
                node = items[i]
            } else {
                return nil
            }
        }
        return node
    }

    /// Whether setting `members` replaces a value the author wrote (`"wrap": false` made `true`):
    /// such a fix reverses an explicit choice, so it is never safe, only an `--unsafe-fixes` one. A
    /// safe fix only adds what is missing, which the author left to the default.
    static func overwrites(_ members: [SuggestedFix.Member], on object: JSONValue) -> Bool {
        guard let existing = object.members else { return false }
        return members.contains { m in existing.contains { $0.key == m.key } }
    }

    /// Edits that give `object` these members: an existing member's value is replaced, a new one is
    /// added after the last member, on its own line when the object's members are on their own lines.
    static func setting(_ members: [SuggestedFix.Member], on object: JSONValue, bytes: [UInt8]) -> [ByteEdit]? {
        guard let existing = object.members, object.range.end <= bytes.count, object.range.end > object.range.start else { return nil }
        var edits: [ByteEdit] = []
        var added: [String] = []
        for m in members {
            let value = m.literal ? m.value : quote(m.value)
            if let old = existing.last(where: { $0.key == m.key }) {
                if String(decoding: bytes[old.value.range.start..<old.value.range.end], as: UTF8.self) != value {
                    edits.append(ByteEdit(range: old.value.range, text: value))
                }
            } else {
                added.append(quote(m.key) + ": " + value)
            }
        }
        guard !added.isEmpty else { return edits }
        guard let last = existing.last else {
            let inside = object.range.start + 1
            return edits + [ByteEdit(range: SourceRange(start: inside, end: inside), text: added.joined(separator: ", "))]
        }
        let separator: String
        if let indent = ownLineIndent(of: last.keyRange.start, bytes: bytes) {
            separator = "," + lineEnding(bytes) + indent
        } else {
            separator = ", "
        }
        let at = last.value.range.end
        return edits + [ByteEdit(range: SourceRange(start: at, end: at), text: added.map { separator + $0 }.joined())]
    }

    /// The white space before `offset` on its line, when nothing else stands there.
    static func ownLineIndent(of offset: Int, bytes: [UInt8]) -> String? {
        var i = offset
        while i > 0, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 { i -= 1 }
        guard i == 0 || bytes[i - 1] == 0x0A || bytes[i - 1] == 0x0D else { return nil }
        return String(decoding: bytes[i..<offset], as: UTF8.self)
    }

    static func lineEnding(_ bytes: [UInt8]) -> String {
        guard let lf = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return lf > 0 && bytes[lf - 1] == 0x0D ? "\r\n" : "\n"
    }

    /// A JSON string literal, written as every JSON writer of the project writes one.
    static func quote(_ text: String) -> String { JSONString.quoted(text) }

    /// `bytes` with whole fixes applied, in order; a fix with an edit touching an earlier fix's
    /// edits is left out and returned, so a caller can lint again and apply it in another pass.
    public static func apply(_ fixes: [PlannedFix], to bytes: [UInt8]) -> (bytes: [UInt8], applied: [PlannedFix], skipped: [PlannedFix]) {
        var taken: [SourceRange] = [], applied: [PlannedFix] = [], skipped: [PlannedFix] = []
        func touches(_ a: SourceRange, _ b: SourceRange) -> Bool { a.start < b.end && b.start < a.end || a.start == b.start }
        for fix in fixes {
            if fix.edits.contains(where: { e in taken.contains { touches(e.range, $0) } }) {
                skipped.append(fix)
            } else {
                applied.append(fix)
                taken += fix.edits.map(\.range)
            }
        }
        var out = bytes
        let edits = applied.flatMap(\.edits).sorted { $0.range.start > $1.range.start }
        for e in edits { out.replaceSubrange(e.range.start..<e.range.end, with: Array(e.text.utf8)) }
        return (out, applied, skipped)
    }
}
