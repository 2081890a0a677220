import CardlintReading
import CardlintText

/// The texts of one card as prepared by the measurer, per face: a card is laid out in many
/// contexts (viewports × type scales × hosts) and its texts do not change between them.
///
/// Looked up by the identity of the text and of the face's family name (their machine words: the
/// characters themselves for short strings, the storage for long ones) rather than by hashing
/// characters. Each entry keeps both strings, so a storage address cannot be reused by another
/// string while the memo lives; equal strings in different storage just get entries of their own.
/// An open-addressing table with a multiplicative hash: a lookup is a few instructions, and a card
/// looks its texts up once per context. The hash is the text's only, so a text's runs in every
/// face share one probe chain: a miss finds the run to borrow from on that chain (no second table).
/// Used by the one thread that lints the card: no lock.
final class TextMemo {
    fileprivate struct Key: Equatable {
        var a: UInt64, b: UInt64
        var familyA: UInt64, familyB: UInt64
        /// Weight ordinal, plus 8 for monospace.
        var variant: UInt64

        /// The home slot: of the text alone (every face of a text probes from the same slot).
        var slot: Int {
            var h = a &* 0x9E37_79B9_7F4A_7C15
            h = (h ^ (h >> 29) ^ b) &* 0xBF58_476D_1CE4_E5B9
            h = (h ^ (h >> 31)) &* 0x94D0_49BB_1331_11EB
            return Int(truncatingIfNeeded: h ^ (h >> 32))
        }

        func sameText(_ other: Key) -> Bool { a == other.a && b == other.b }
    }

    /// An open-addressing slot: a key and the index of its run in `Table.runs` (-1: empty). Only
    /// numbers, so the table is freed without a destroy per slot (slots of optional runs were each
    /// destroyed through the runtime's generic witnesses, empty ones too).
    fileprivate struct Slot {
        var key: Key
        var run: Int

        static let empty = Slot(key: Key(a: 0, b: 0, familyA: 0, familyB: 0, variant: 0), run: -1)
    }

    fileprivate struct Table {
        var slots: [Slot]
        /// The runs in the order they were prepared.
        var runs: [PreparedRun] = []
    }

    /// Unchecked for exclusivity: a dynamic check per access (`swift_beginAccess`) cost 1.65 M of
    /// an editor edit of the 2 000-node card (13 440 look-ups). Every access is a call to `find` or
    /// `insert` that calls nothing outside the table, and the memo belongs to one thread, so no two
    /// accesses can overlap.
    @exclusivity(unchecked) private var table: Table
    /// The runs' layouts at unlimited width, by run number (`Table.runs`' index). Unchecked for
    /// exclusivity like `table`: its only accesses are in `layout` below, a read that calls nothing
    /// outside the store and a call that hands it to the measurer, which reaches neither the memo
    /// nor its runs' memo.
    @exclusivity(unchecked) private var natural: NaturalLayouts

    /// A memo with room for `texts` texts in `faces` faces before its table grows: the table is
    /// made at its size once instead of doubling its way there, re-placing every entry. The
    /// default hosts draw a card's texts in two families (Selawik, Inter): room for one made the
    /// table grow once per lint of the 2 000-node card.
    init(texts: Int = 0, faces: Int = 1) {
        var slots = 64
        while slots < 2 * texts * faces { slots *= 2 }
        table = Table(slots: Array(repeating: .empty, count: slots))
        table.runs.reserveCapacity(texts * faces)
        natural = NaturalLayouts(runs: texts * faces)
    }

    /// Slots in the table (tests).
    var slotCount: Int { table.slots.count }

    /// The run of `text` in the face (`family`, `weight`, `monospace`) and `locale`, prepared on first use
    /// (tests: layout asks for its number, `number(_:family:weight:monospace:locale:measurer:)`).
    func run(_ text: String, family: String, weight: FontWeight, monospace: Bool, locale: String?,
             measurer: any TextMeasurer) -> PreparedRun {
        table.runs[number(text, family: family, weight: weight, monospace: monospace, locale: locale, measurer: measurer)]
    }

    /// The number of `text`'s run in the face (`family`, `weight`, `monospace`) and `locale`, prepared
    /// on first use. The face comes in parts: a face value (and its family string's reference count)
    /// is made only when the text is prepared.
    func number(_ text: String, family: String, weight: FontWeight, monospace: Bool, locale: String?,
                measurer: any TextMeasurer) -> Int {
        let bits = StringIdentity.words(text), familyBits = StringIdentity.words(family)
        let w: UInt64 = switch weight { case .light: 0; case .regular: 1; case .bold: 2; case .extrabold: 3 }
        let key = Key(a: bits.0, b: bits.1, familyA: familyBits.0, familyB: familyBits.1,
                      variant: w + (monospace ? 8 : 0))
        // On a miss, the same text in another face (another host's font, another weight) lends its segmentation.
        if let hit = table.find(key), table.runs[hit].locale == locale { return hit }
        let face = FontFace(family: family, weight: weight, monospace: monospace)
        let run = table.find(text: key).map { measurer.prepare(text, face: face, locale: locale, like: table.runs[$0]) }
            ?? measurer.prepare(text, face: face, locale: locale)
        return table.insert(key, run)
    }

    /// Run `number` laid out at `size` in `maxWidth`, its shown lines appended to `lines`.
    func layout(_ number: Int, size: Double, maxWidth: Double, wrapping: TextWrapping, measurer: any TextMeasurer,
                into lines: inout [TextLine]) -> LaidLines {
        // Most texts fit their unlimited layout: answered here, the measurer is asked for the others.
        if let laid = natural.fitting(run: number, size: size, maxWidth: maxWidth, wrapping: wrapping, into: &lines) {
            return laid
        }
        return measurer.layout(table.runs[number], number: number, size: size, maxWidth: maxWidth, wrapping: wrapping,
                               natural: &natural, into: &lines)
    }

    /// Width of run `number` on one line at `size`.
    func width(_ number: Int, size: Double, measurer: any TextMeasurer) -> Double {
        measurer.width(of: table.runs[number], size: size)
    }
}

extension TextMemo.Table {
    /// The number of `key`'s run (its index in `runs`).
    func find(_ key: TextMemo.Key) -> Int? {
        let mask = slots.count - 1
        var i = key.slot & mask
        while slots[i].run >= 0 {
            if slots[i].key == key { return slots[i].run }
            i = (i + 1) & mask
        }
        return nil
    }

    /// A run of the same text (by identity) in any face, if there is one: the text's runs lie on
    /// its probe chain, so this walks the chain `find` walked. (A scan of the whole table per miss
    /// made a card of many texts quadratic: a FactSet of 8 000 facts took 12 times as long as one
    /// of 2 000.)
    func find(text key: TextMemo.Key) -> Int? {
        let mask = slots.count - 1
        var i = key.slot & mask
        while slots[i].run >= 0 {
            if slots[i].key.sameText(key) { return slots[i].run }
            i = (i + 1) & mask
        }
        return nil
    }

    /// Adds the entry of `key`, or gives it a new run (another locale), doubling the table at half
    /// load (the runs stay where they are: only the slots are placed again). Returns the run's number:
    /// a new number either way, so a replaced run's natural layouts are not the new run's.
    mutating func insert(_ key: TextMemo.Key, _ run: PreparedRun) -> Int {
        if (runs.count + 1) * 2 > slots.count {
            let old = slots
            slots = Array(repeating: .empty, count: old.count * 2)
            for s in old where s.run >= 0 { slots[freeSlot(s.key)] = s }
        }
        let i = freeSlot(key)
        slots[i] = TextMemo.Slot(key: key, run: runs.count)
        runs.append(run)
        return runs.count - 1
    }

    /// The slot of `key`, or the empty slot where it goes (the table has room).
    private func freeSlot(_ key: TextMemo.Key) -> Int {
        let mask = slots.count - 1
        var i = key.slot & mask
        while slots[i].run >= 0, slots[i].key != key { i = (i + 1) & mask }
        return i
    }
}
