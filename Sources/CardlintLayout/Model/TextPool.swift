/// The text objects of a card's dead layout, for the texts of the layout that reuses its box array:
/// a text is written into an object that is already there instead of allocating one and freeing
/// another (one of each per text per layout otherwise).
///
/// Only objects that nothing else refers to are kept (`isKnownUniquelyReferenced`, checked when the
/// dead layout's boxes are emptied): a `LaidText` a caller kept from that layout keeps its object,
/// which is then never written again. One pool per layout, used on the layout's thread only.
final class TextPool {
    /// Used by one layout on one thread, one access at a time: no dynamic exclusivity checks.
    @exclusivity(unchecked) private var spares: [LaidText.Storage] = []

    /// Empties `boxes` (a dead layout's array, which the caller owns alone), keeping its length,
    /// and keeps the objects of its texts and labels that nothing else refers to.
    func harvest(_ boxes: inout [LayoutBox?]) {
        spares.reserveCapacity(boxes.count)
        boxes.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices {
                guard var box = buffer[i].take() else { continue }
                if var t = box.text.take(), isKnownUniquelyReferenced(&t.storage) { spares.append(t.storage) }
                if var t = box.label.take(), isKnownUniquelyReferenced(&t.storage) { spares.append(t.storage) }
            }
        }
    }

    /// An object to write a text into, if one is left.
    func take() -> LaidText.Storage? { spares.popLast() }

    /// Objects left (for tests).
    var count: Int { spares.count }
}
