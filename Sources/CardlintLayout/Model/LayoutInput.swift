import CardlintModel
import CardlintReading

/// What layout reads from a card that does not depend on the context: which nodes are rendered,
/// their slots and the properties layout reads (types and parents are the card's nodes'). Prepared once per card (`Layout.prepare`) and shared by every
/// viewport × type scale it is laid out in, on the thread that lints the card (its prepared texts
/// are kept without a lock, so it is not `Sendable`).
public final class LayoutInput {
    public let card: Card
    let info: [NodeInfo]
    /// The card's `lang`, for locale-aware line breaking.
    let locale: String?
    /// The card's texts prepared by the measurer, shared by every context.
    let texts: TextMemo
    /// Rendered children of each node, grouped by slot (in document order within a slot), all in
    /// one array (`KidTable`) rather than one array per node and slot.
    let kids: KidTable
    /// The card's rendered texts (TextBlock texts, titles, values, labels): room for the strings and
    /// lines of each layout.
    let textCount: Int

    public init(card: Card) {
        self.card = card
        info = NodeInfo.table(card)
        locale = card.nodes.first?.string("lang")
        let info = self.info
        // The memo is made with room for the card's texts in the default hosts' two families.
        var textCount = 0
        for j in info.indices where info[j].rendered {
            textCount += (info[j].style.text == nil ? 0 : 1) + (info[j].style.title == nil ? 0 : 1)
                + (info[j].style.value == nil ? 0 : 1) + (info[j].style.label == nil ? 0 : 1)
        }
        texts = TextMemo(texts: textCount, faces: 2)
        self.textCount = textCount
        kids = KidTable(card, info)
    }
}
