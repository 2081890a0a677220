/// The boxes of one layout by node id, written in place into the tree's array while the layout
/// runs: a write is a store, without the copy-on-write and exclusivity checks of an array held in a
/// class property. Indexes are checked. Valid only inside the `withUnsafeMutableBufferPointer`
/// call that made it (`Layout.compute`).
struct BoxTable {
    private let buffer: UnsafeMutableBufferPointer<LayoutBox?>

    init(_ buffer: UnsafeMutableBufferPointer<LayoutBox?>) { self.buffer = buffer }

    /// Writes the box of node `i`. A box holds only numbers, so writing over a slot destroys
    /// nothing: the slot is not looked at first.
    func set(_ i: Int, _ box: consuming LayoutBox) {
        precondition(i >= 0 && i < buffer.count, "box index out of range")
        buffer[i] = box
    }

    subscript(i: Int) -> LayoutBox? {
        _read {
            precondition(i >= 0 && i < buffer.count, "box index out of range")
            yield buffer[i]
        }
        nonmutating _modify {
            precondition(i >= 0 && i < buffer.count, "box index out of range")
            yield &buffer[i]
        }
    }
}
