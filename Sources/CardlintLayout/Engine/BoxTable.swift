/// The boxes of one layout by node id, written in place into the tree's array while the layout
/// runs: a write is a store, without the copy-on-write and exclusivity checks of an array held in a
/// class property. Indexes are checked. Valid only inside the `make` call that made it.
///
/// A slot is initialized when it is first written (or changed), so slots are not emptied first
/// only to be written over (emptying every slot cost about as much as writing the boxes); the
/// slots never written are emptied when the layout ends.
struct BoxTable {
    private let base: UnsafeMutablePointer<LayoutBox?>
    /// Whether each slot holds a value (a box or an empty value).
    private let written: UnsafeMutableBufferPointer<Bool>

    private init(base: UnsafeMutablePointer<LayoutBox?>, written: UnsafeMutableBufferPointer<Bool>) {
        self.base = base; self.written = written
    }

    /// An array of `count` boxes that `body` writes through a table: a slot `body` never writes is
    /// nil. Without slots, `body` is not called.
    static func make(count: Int, _ body: (BoxTable) -> Void) -> [LayoutBox?] {
        guard count > 0 else { return [] }
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: count) { written in
            written.initialize(repeating: false)
            // The array's storage may be larger than `count`: the table covers `count` slots only.
            return [LayoutBox?](unsafeUninitializedCapacity: count) { buffer, made in
                let base = buffer.baseAddress.unsafelyUnwrapped
                body(BoxTable(base: base, written: UnsafeMutableBufferPointer(rebasing: written[0..<count])))
                for i in 0..<count where !written[i] { (base + i).initialize(to: nil) }
                made = count
            }
        }
    }

    /// Writes the box of node `i`: moved into a slot not yet written, assigned over one written.
    func set(_ i: Int, _ box: consuming LayoutBox) {
        precondition(i >= 0 && i < written.count, "box index out of range")
        if written[i] {
            base[i] = box
        } else {
            (base + i).initialize(to: box)
            written[i] = true
        }
    }

    subscript(i: Int) -> LayoutBox? {
        _read {
            precondition(i >= 0 && i < written.count, "box index out of range")
            if written[i] { yield base[i] } else { yield nil }
        }
        nonmutating _modify {
            precondition(i >= 0 && i < written.count, "box index out of range")
            if !written[i] {
                (base + i).initialize(to: nil)
                written[i] = true
            }
            yield &base[i]
        }
    }
}
