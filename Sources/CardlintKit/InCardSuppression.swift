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
        /// For a config element override: where it is written (`config:line:col`).
        var origin: String?
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

    static func escape(_ key: String) -> String { JSONPointer.escape(key) }

    /// Whether a card of these bytes may hold a `$cardlint` member: the bytes hold `$cardlint`, or
    /// a `\u` escape that could spell it. Without, there is nothing to look for.
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        ByteSearch.find(Array(key.utf8), in: bytes) != nil || ByteSearch.find(Array("\\u".utf8), in: bytes) != nil
    }

    /// The entry of a config element override: its element found in `root` (by pointer or id).
    static func entry(_ s: ElementSuppression, in root: JSONValue) -> Entry {
        let target = s.fragment.hasPrefix("id=") ? pointer(ofID: String(s.fragment.dropFirst(3)), in: root) : s.fragment
        let element = target.flatMap { Self.node(at: $0, in: root) }
        let range = element?.range ?? SourceRange(start: 0, end: 1)
        var e = Entry(pointer: target ?? "\u{0}", range: range, rules: s.rules.map { (id: $0, range: range) }, origin: s.at)
        if element == nil { e.malformed = "the override at \(s.at) names '#\(s.fragment)', which is not in this card" }
        return e
    }

    /// The pointer of the first element (in document order) whose `id` is `id`.
    static func pointer(ofID id: String, in root: JSONValue) -> String? {
        func walk(_ v: JSONValue, _ pointer: String) -> String? {
            if v["id"]?.string == id { return pointer }
            if let members = v.members {
                for m in members { if let p = walk(m.value, pointer + "/" + escape(m.key)) { return p } }
            } else if let items = v.array {
                for (i, item) in items.enumerated() { if let p = walk(item, pointer + "/\(i)") { return p } }
            }
            return nil
        }
        return walk(root, "")
    }

    /// The value at a JSON pointer, or nil.
    static func node(at pointer: String, in root: JSONValue) -> JSONValue? {
        var v: JSONValue? = root
        for raw in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
            let seg = JSONPointer.unescape(String(raw))
            if let items = v?.array { v = Int(seg).flatMap { $0 >= 0 && $0 < items.count ? items[$0] : nil } } else { v = v?[seg] }
        }
        return v
    }

    /// `findings` without the ones a suppression covers, plus an `unused-suppression` finding
    /// (made by `unused`, nil when that rule is off) for each suppression that covered nothing.
    /// `config`: the config's element overrides for this file. `enabled`: the ids of the rules that
    /// ran; `known`: every rule id (for did-you-mean).
    static func apply(_ findings: [Finding], root: JSONValue, config: [ElementSuppression] = [], enabled: Set<String>, known: [String],
                      unused: (String, SourceRange) -> Finding?) -> [Finding] {
        let entries = entries(in: root) + config.map { entry($0, in: root) }
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
                let who = e.origin.map { "the override at \($0)" } ?? "'$cardlint'"
                if e.malformed != nil, e.origin != nil {
                    continue  // the element is not there: said once above
                } else if !known.contains(rule.id) {
                    message = "\(who) disables unknown rule '\(rule.id)'\(DidYouMean.hint(rule.id, from: known))"
                } else if enabled.contains(rule.id) {
                    message = "\(who) disables '\(rule.id)', which reports nothing here; remove it"
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

/// A config override that turns rules off on one element of the files it names
/// (`files: ["cards/offer.json#/body/3"]` or `["cards/*.json#id=approve"]`).
public struct ElementSuppression: Sendable {
    public var fragment: String
    public var rules: [String]
    public var at: String

    /// The element overrides of `config` whose glob matches `file` (relative to the config's folder).
    static func targets(in config: ConfigFile, file: String) -> [ElementSuppression] {
        config.overrides.flatMap { o in
            o.elements.filter { $0.files.matches(file) }.map { t in
                ElementSuppression(fragment: t.fragment, rules: o.rules.keys.sorted(), at: t.at)
            }
        }
    }
}
