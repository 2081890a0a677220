import CardlintReading
import CardlintRules
import Foundation

/// Where-it-begins phrases already made in a run (`ScopeSummary`). Cards of one run share a few
/// host plans and failing-context patterns, so most phrases repeat from card to card.
///
/// Phrases are keyed by a plan's number and the identity of the failing contexts' names (the machine
/// words of each string: the characters of short names, the storage of long ones) instead of hashing
/// their characters. A phrase entry keeps the strings its key was made from, so a storage address in
/// a key cannot be reused by another string while the entry lives: equal words mean equal names.
/// Plans are keyed by host positions and the shape of their evaluated contexts (`ScopeSummary`).
final class PhraseMemo: Sendable {
    struct Key: Hashable {
        var words: [UInt64]

        /// The words folded into one (multiply, xor-shift) and that one given to the hasher: keys
        /// run to a hundred words, and the hasher takes each word at several times the cost.
        func hash(into hasher: inout Hasher) {
            var x = UInt64(truncatingIfNeeded: words.count)
            for w in words {
                x = (x ^ w) &* 0x9E37_79B9_7F4A_7C15
                x ^= x >> 31
            }
            hasher.combine(x)
        }
    }

    private struct Entry {
        var phrase: String
        /// The names whose identity the key holds.
        var names: [String]
    }

    private let entries = Locked<[Key: Entry]>([:])
    /// Plans numbered so far (their keys hold positions and bits, no names).
    private let plans = Locked<[Key: UInt64]>([:])
    /// Past this many phrases new ones are made but not kept (bounded memory on any run).
    static let capacity = 4096

    /// The run-wide number of the plan `key` identifies (numbers stand for plans in phrase keys);
    /// nil past `capacity` plans.
    func plan(_ key: Key) -> UInt64? {
        plans.withLock { plans in
            if let hit = plans[key] { return hit }
            guard plans.count < Self.capacity else { return nil }
            let number = UInt64(plans.count)
            plans[key] = number
            return number
        }
    }

    /// The phrase for `key`, made by `make` the first time.
    func phrase(_ key: Key, names: () -> [String], make: () -> String) -> String {
        if let hit = entries.withLock({ $0[key] }) { return hit.phrase }
        let p = make()
        let entry = Entry(phrase: p, names: names())
        entries.withLock { if $0.count < Self.capacity { $0[key] = entry } }
        return p
    }
}
