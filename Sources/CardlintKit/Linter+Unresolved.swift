import CardlintReading
import CardlintRules

/// Text whose value is unknown (a binding without data, a value cardlint cannot compute, a
/// preview-syntax binding) has no width cardlint can know, so layout findings that may depend on it
/// are dropped: those on the node itself, on its ancestors and descendants, and on anything that
/// shares a row with it (the columns of a ColumnSet, the actions of a row, the facts of a FactSet,
/// the rows and cells of a Table), where one item's width changes the others'.
enum UnresolvedLayout {
    /// Layout checks that do not depend on what a text says (its font size only).
    static let textIndependent: Set<String> = ["small-text"]

    /// Keys whose value does not change how a card is laid out.
    static let ignoredKeys: Set<String> = ["url", "id", "altText", "tooltip", "speak", "fallbackText", "lang", "$schema",
                                           "iconUrl", "$data", "$when", "verb"]

    /// Keys whose whole value is never displayed: a binding anywhere inside cannot change a layout
    /// (`msteams` and `metadata` are read by the host; an action's `data` is sent to the bot, see `isHidden`).
    static let hiddenSubtrees: Set<String> = ["msteams", "metadata", "requires", "refresh", "authentication"]

    /// Whether member `key` of an object with `members` is never displayed.
    static func isHidden(_ key: String, in members: [JSONMember]) -> Bool {
        if hiddenSubtrees.contains(key) { return true }
        return key == "data" && (members.first { $0.key == "type" }?.value.string?.hasPrefix("Action.") ?? false)
    }

    /// Keys whose text is drawn: a binding there only adds to the literal text around it.
    static let drawnTextKeys: Set<String> = ["text", "title", "value", "label", "placeholder", "errorMessage"]

    /// Arrays whose items share a row (or columns): one item's width changes the others'.
    static let rowKeys: Set<Substring> = ["columns", "actions", "facts", "rows", "cells"]

    /// An object holding text with an unknown value, and the rows it cannot widen: those where it
    /// sits in a column of fixed width (`"50px"`, or a weight such as `2`), whose content does not
    /// change how wide the other columns are.
    struct Unknown { var pointer: String; var fixedIn: Set<String> }

    static func filter(_ findings: [Finding], card: JSONValue, layoutRules: Set<String>) -> [Finding] {
        guard findings.contains(where: { layoutRules.contains($0.ruleID) }) else { return findings }
        var unknown: [Unknown] = []
        collect(card, pointer: "", fixedIn: [], into: &unknown)
        guard !unknown.isEmpty else { return findings }
        return findings.filter { f in
            !layoutRules.contains(f.ruleID) || !unknown.contains { dependsOn(f.pointer, $0.pointer, fixedIn: $0.fixedIn) }
        }
    }

    /// The card with every unknown value in drawn text (`drawnTextKeys`) removed, keeping the literal
    /// text around it: the shortest each such text can be. Nil when nothing changes.
    static func literalOnly(_ v: JSONValue) -> JSONValue? {
        var changed = false
        let out = strip(v, key: nil, changed: &changed)
        return changed ? out : nil
    }

    private static func strip(_ v: JSONValue, key: String?, changed: inout Bool) -> JSONValue {
        switch v.kind {
        case .object(let members):
            var out = members
            for i in out.indices where !isHidden(out[i].key, in: members) {
                out[i].value = strip(out[i].value, key: out[i].key, changed: &changed)
            }
            return JSONValue(.object(out), range: v.range)
        case .array(let items):
            return JSONValue(.array(items.map { strip($0, key: key, changed: &changed) }), range: v.range)
        case .string(let s):
            guard let key, drawnTextKeys.contains(key), s.hasTemplateBinding else { return v }
            changed = true
            return JSONValue(.string(UnknownText.literalPart(s)), range: v.range)
        default:
            return v
        }
    }

    /// Whether the layout of the node at `p` may depend on the text of the node at `u`.
    static func dependsOn(_ p: String, _ u: String, fixedIn: Set<String> = []) -> Bool {
        if p == u || u.hasPrefix(p + "/") || p.hasPrefix(u + "/") { return true }
        var tokens = p.split(separator: "/", omittingEmptySubsequences: false)
        // For each ancestor-or-self that is an item of a row array, the whole row.
        while tokens.count >= 3 {
            let row = tokens.dropLast()
            if let key = row.last, rowKeys.contains(key) {
                let rowPointer = row.joined(separator: "/")
                if u.hasPrefix(rowPointer + "/"), !fixedIn.contains(rowPointer) { return true }
            }
            tokens.removeLast()
        }
        return false
    }

    /// Whether a column's `width` does not depend on its content: pixels or a weight.
    static func isFixedWidth(_ column: JSONValue) -> Bool {
        guard let w = column["width"] else { return false }
        if let d = w.number { return d > 0 }
        guard let s = w.string, !s.hasTemplateBinding else { return false }
        let digits = s.hasSuffix("px") ? String(s.dropLast(2)) : s
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    /// The objects holding a string with an unknown value (outside `ignoredKeys`).
    private static func collect(_ v: JSONValue, pointer: String, fixedIn: Set<String>, into out: inout [Unknown]) {
        switch v.kind {
        case .object(let members):
            if members.contains(where: { !ignoredKeys.contains($0.key) && !isHidden($0.key, in: members) && ($0.value.string?.hasTemplateBinding ?? false) }) {
                out.append(Unknown(pointer: pointer, fixedIn: fixedIn))
            }
            for m in members where !isHidden(m.key, in: members) {
                let child = JSONPointer.appending(pointer, m.key)
                if m.key == "columns", let columns = m.value.array {
                    for (i, column) in columns.enumerated() {
                        let inner = isFixedWidth(column) ? fixedIn.union([child]) : fixedIn
                        collect(column, pointer: JSONPointer.appending(child, i), fixedIn: inner, into: &out)
                    }
                } else {
                    collect(m.value, pointer: child, fixedIn: fixedIn, into: &out)
                }
            }
        case .array(let items):
            for (i, item) in items.enumerated() {
                collect(item, pointer: JSONPointer.appending(pointer, i), fixedIn: fixedIn, into: &out)
            }
        default: break
        }
    }
}
