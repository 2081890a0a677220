/// The parser's scratch stack for the children of open containers, shared by all nesting levels.
///
/// A closing container moves its children out into an array reserved at their count (no retain,
/// release or copy of a child), so building the tree costs one allocation per container.
/// Not copyable: it owns its buffer, freed (with any elements left after an error) in `deinit`.
struct MoveStack<Element>: ~Copyable {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    @inline(__always) mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    private mutating func grow() {
        let bigger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = bigger
        capacity *= 2
    }

    @inline(__always) subscript(index: Int) -> Element {
        _read { yield storage[index] }
    }

    /// Moves the elements from `start` to the top into a new array, leaving `start` elements.
    mutating func popArray(from start: Int) -> [Element] {
        let n = count - start
        guard n > 0 else { return [] }
        // (`Array(unsafeUninitializedCapacity:)` would call the unspecialized allocator, which
        // looks up the array's generic metadata on every call.)
        var result: [Element] = []
        result.reserveCapacity(n)
        for k in start..<count { result.append((storage + k).move()) }
        count = start
        return result
    }
}
