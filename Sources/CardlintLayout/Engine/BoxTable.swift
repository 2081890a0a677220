/// The boxes of one layout by node id, in a buffer the engine owns and writes in place: a write is
/// a store, without the copy-on-write and exclusivity checks of an array held in a class property.
/// Indexes are checked. `take()` moves the boxes out into an array and frees the buffer; an engine
/// that never finishes frees it with `discard()`.
struct BoxTable {
    private let base: UnsafeMutablePointer<LayoutBox?>
    let count: Int

    init(count: Int) {
        self.count = max(count, 0)
        base = .allocate(capacity: max(count, 1))
        base.initialize(repeating: nil, count: self.count)
    }

    subscript(i: Int) -> LayoutBox? {
        get {
            precondition(i >= 0 && i < count, "box index out of range")
            return base[i]
        }
        nonmutating _modify {
            precondition(i >= 0 && i < count, "box index out of range")
            yield &base[i]
        }
    }

    /// The boxes as an array; the table is freed and must not be used again.
    func take() -> [LayoutBox?] {
        var out: [LayoutBox?] = []
        out.reserveCapacity(count)
        for i in 0..<count { out.append((base + i).move()) }
        base.deallocate()
        return out
    }

    /// Frees the table without taking its boxes.
    func discard() {
        base.deinitialize(count: count)
        base.deallocate()
    }
}
