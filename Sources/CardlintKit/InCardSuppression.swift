import CardlintReading
import CardlintRules

/// In-card suppressions: any element (or the card) may carry
/// `"$cardlint": {"disable": ["text-clipped"], "reason": "…"}`, which silences those rules'
/// findings on that element and everything inside it. Hosts ignore the member (renderers skip
/// unknown properties; `$`-prefixed ones are not reported by `unknown-property`). A suppression
/// that silences nothing — a rule that did not fire there, an unknown rule id, or a member that is
/// not of that shape — is an `unused-suppression` finding, so stale suppressions do not pile up.
struct InCardSuppression {
    static let key = "$cardlint"

    /// One `$cardlint` member: where it is, the element's pointer, the rule ids it names.
    struct Entry {
        var pointer: String
        var range: SourceRange
        var rules: [(id: String, range: SourceRange)]
        var malformed: String?
    }

    /// Every `$cardlint` member of `root`, in document order.
    static func entries(in root: JSONValue) -> [Entry] {
        var out: [Entry] = []
        func walk(_ v: JSONValue, _ pointer: String) {
            if let members = v.members {
                for m in members {
                    if m.key == key { out.append(entry(m, pointer: pointer)) } else { walk(m.value, pointer + "/" + escape(m.key)) }
                }
            } else if let items = v.array {
                for (i, item) in items.enumerated() { walk(item, pointer + "/\(i)") }
            }
        }
        walk(root, "")
        return out
    }

    static func entry(_ m: JSONMember, pointer: String) -> Entry {
        var e = Entry(pointer: pointer, range: m.keyRange, rules: [])
        guard let disable = m.value["disable"]?.array, !disable.isEmpty else {
            e.malformed = "'$cardlint' needs \"disable\": a list of rule ids (and a \"reason\")"
            return e
        }
        for item in disable {
            if let id = item.string { e.rules.append((id, item.range)) } else { e.malformed = "'$cardlint' \"disable\" lists rule ids (strings)" }
        }
        return e
    }

    static func escape(_ key: String) -> String { key.replacing("~", with: "~0").replacing("/", with: "~1") }

    /// `findings` without the ones a suppression covers, plus an `unused-suppression` finding
    /// (made by `unused`, nil when that rule is off) for each suppression that covered nothing.
    /// `enabled`: the ids of the rules that ran; `known`: every rule id (for did-you-mean).
    static func apply(_ findings: [Finding], root: JSONValue, enabled: Set<String>, known: [String],
                      unused: (String, SourceRange) -> Finding?) -> [Finding] {
        let entries = entries(in: root)
        guard !entries.isEmpty else { return findings }
        var used = Array(repeating: Set<String>(), count: entries.count)
        let kept = findings.filter { f in
            var silenced = false
            for (i, e) in entries.enumerated() where covers(e.pointer, f.pointer) && e.rules.contains(where: { $0.id == f.ruleID }) {
                used[i].insert(f.ruleID)
                silenced = true
            }
            return !silenced
        }
        var extra: [Finding] = []
        for (i, e) in entries.enumerated() {
            if let why = e.malformed, let f = unused(why, e.range) { extra.append(f) }
            for rule in e.rules where !used[i].contains(rule.id) {
                let message: String
                if !known.contains(rule.id) {
                    message = "'$cardlint' disables unknown rule '\(rule.id)'\(DidYouMean.hint(rule.id, from: known))"
                } else if enabled.contains(rule.id) {
                    message = "'$cardlint' disables '\(rule.id)', which reports nothing here; remove it"
                } else {
                    continue  // the rule is off in this run: nothing to say
                }
                if let f = unused(message, rule.range) { extra.append(f) }
            }
        }
        return kept + extra
    }

    /// Whether an element at `element` holds the node at `pointer` (the node itself or inside it).
    static func covers(_ element: String, _ pointer: String) -> Bool {
        element.isEmpty || pointer == element || pointer.hasPrefix(element + "/")
    }
}
