import CardlintModel
import CardlintReading
import CardlintText

/// The layout algorithm's state: the inputs and the boxes written so far. One per layout, never shared;
/// a value (no object to allocate per layout): the boxes are written through `BoxTable`.
///
/// Every `layout…` method places a node at (`x`, `y`) in `width`, writes its box (and its
/// descendants'), and returns the height used. Recursion follows the card's nesting only.
struct Engine {
    let card: Card
    /// The context's host config, read in place (`ConfigBox`).
    let config: ConfigBox
    var hc: HostConfig { _read { yield config.value } }
    let metrics: LayoutMetrics
    let options: LayoutOptions
    let renderer: RendererBehaviour
    let measurer: any TextMeasurer
    let factor: Double
    /// Line height ÷ font size without host `lineHeights`, and for wrapped text cut by `maxLines`
    /// where the renderer draws that differently (nil: the same).
    let lineRatio: Double
    let clampedLineRatio: Double?
    /// For RichTextBlocks and input labels, where the renderer draws them differently (nil: the same).
    let richTextLineRatio: Double?
    let family: String
    let locale: String?
    let cardWidth: Double
    let info: [NodeInfo]
    let texts: TextMemo
    let kids: KidTable
    /// `fontTypes.default` / `.monospace` sizes, read once per config.
    let textSizes: HostConfig.FontSizes
    let monoSizes: HostConfig.FontSizes
    /// The layout's boxes by node id, each slot empty until its node is laid out.
    let boxes: BoxTable
    /// The strings, lines and extra hit areas of the layout's boxes.
    let store: UnsafeMutablePointer<TextStore>
    /// The task's work meter (scaling tests), read once per layout: a task-local read per text
    /// laid out was 1.3 % of an editor edit.
    let meter: WorkMeter?

    init(input: LayoutInput, context: LayoutContext, measurer: any TextMeasurer, boxes: BoxTable,
         store: UnsafeMutablePointer<TextStore>) {
        let card = input.card
        self.card = card
        self.config = context.config
        self.metrics = context.metrics
        self.options = context.options
        self.renderer = context.renderer
        self.measurer = measurer
        self.factor = context.typeScale.factor
        self.lineRatio = Self.ratio(context.renderer.lineHeight, context)
        self.clampedLineRatio = context.renderer.clampedLineHeight.map { Self.ratio($0, context) }
        self.richTextLineRatio = context.renderer.richTextLineHeight.map { Self.ratio($0, context) }
        self.family = context.fontFamily
        self.locale = input.locale
        self.cardWidth = context.viewport.effectiveCardWidth
        self.info = input.info
        self.texts = input.texts
        self.kids = input.kids
        self.textSizes = context.config.textSizes
        self.monoSizes = context.config.monoSizes
        self.boxes = boxes
        self.store = store
        self.meter = WorkMeter.current
    }

    /// A renderer's line height as a ratio of the font size: the type scale's, the font's normal
    /// one (the type scale's when the family has none), or the renderer's constant.
    static func ratio(_ lh: RendererBehaviour.LineHeight, _ context: LayoutContext) -> Double {
        switch lh {
        case .typeScaleRatio: context.typeScale.lineHeightRatio
        case .fontNormal: context.fontLineHeight ?? context.typeScale.lineHeightRatio
        case .ratio(let r): r
        }
    }

    /// True when the node is rendered: known type, not a fallback alternative, not `isVisible: false`.
    func isRendered(_ id: Int) -> Bool { info[id].rendered }

    /// Rendered children of `id` in `slot`.
    func children(_ id: Int, _ slot: Slot) -> ArraySlice<Int> { kids.children(id, slot) }

    /// The first rendered child in `slot`.
    func child(_ id: Int, _ slot: Slot) -> Int? {
        for c in card.nodes[id].children where info[c].slot == slot && info[c].rendered { return c }
        return nil
    }

    /// Stores a box, attaching the node's `selectAction` (whose box and hit area = the node's frame).
    func put(_ box: consuming LayoutBox) {
        let id = box.nodeID
        if let sa = info[id].selectAction {
            let f = box.frame
            if box.hitArea == nil { box.hitArea = f }
            boxes.set(sa, LayoutBox(nodeID: sa, frame: f, hitArea: f))
        }
        boxes.set(id, box)
    }

    /// Moves the boxes of `id` and all its descendants.
    func shift(_ id: Int, dx: Double = 0, dy: Double) {
        guard dx != 0 || dy != 0 else { return }
        var stack = [id]
        while let i = stack.popLast() {
            boxes[i]?.offset(dx: dx, dy: dy)
            if let r = boxes[i]?.extraHitAreaRange, !r.isEmpty { offset(hitAreas: r, dx: dx, dy: dy) }
            stack.append(contentsOf: card.nodes[i].children)
        }
    }

    /// Moves the contents (descendants) of `id`, not its own box.
    func shiftContents(_ id: Int, dy: Double) {
        guard dy != 0 else { return }
        for c in card.nodes[id].children where info[c].slot != .selectAction { shift(c, dy: dy) }
    }
}

extension Engine {
    // MARK: Property readers (ASCII case-insensitive, no allocation).

    func name<T: HostConfigName>(_ id: Int, _ key: String, _ fallback: T) -> T {
        guard let s = card.nodes[id].json[key]?.string else { return fallback }
        return Self.match(s) ?? fallback
    }

    static func match<T: HostConfigName>(_ s: String) -> T? {
        for c in T.allCases where equalsIgnoringCase(c.rawValue, s) { return c }
        return nil
    }

    static func equalsIgnoringCase(_ a: String, _ b: String) -> Bool {
        // Bytes are compared one to one, so strings of different UTF-8 lengths differ (most
        // candidate names do): the count is stored, the walk is not needed.
        guard a.utf8.count == b.utf8.count else { return false }
        return walkIgnoringCase(a, b)
    }

    /// Walks both strings' bytes to the end of either, folding ASCII letters' case. The bytes are
    /// read from the strings' buffers (two `utf8` iterators cost several times as much per byte,
    /// and every name in every card's nodes is matched this way).
    static func walkIgnoringCase(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                guard x.count == y.count else { return false }
                for k in x.indices {
                    let p = x[k], q = y[k]
                    if p == q { continue }
                    if p | 0x20 != q | 0x20 || !(p | 0x20 >= 0x61 && p | 0x20 <= 0x7a) { return false }
                }
                return true
            }
        }
    }

    func string(_ id: Int, _ key: String) -> String? { card.nodes[id].json[key]?.string }

    func bool(_ id: Int, _ key: String) -> Bool? { card.nodes[id].json[key]?.bool }

    func number(_ id: Int, _ key: String) -> Double? {
        guard let d = card.nodes[id].json[key]?.number, d.isFinite else { return nil }
        return d
    }

    /// True when `key` is a string equal to `value` ignoring case.
    func isValue(_ id: Int, _ key: String, _ value: String) -> Bool {
        guard let s = card.nodes[id].json[key]?.string else { return false }
        return Self.equalsIgnoringCase(s, value)
    }

    /// A pixel length: a number or a `"50px"` string.
    func pixels(_ id: Int, _ key: String) -> Double? { Self.pixels(card.nodes[id].json[key]) }

    /// The longest length layout accepts from a card (a million points); longer ones are ignored
    /// like negative ones (the conformance rules report them), so that sums cannot overflow.
    static let maxLength = 1_000_000.0

    static func pixels(_ v: JSONValue?) -> Double? {
        guard let v else { return nil }
        if let d = v.number { return d >= 0 && d <= maxLength ? d : nil }
        guard let s = v.string, s.utf8.count > 2 else { return nil }
        let u = s.utf8
        let end = u.index(u.endIndex, offsetBy: -2)
        let suffix = u[end...]
        guard suffix.count == 2, suffix.first.map({ $0 | 0x20 }) == 0x70, suffix.last.map({ $0 | 0x20 }) == 0x78,
              let d = Double(Substring(u[..<end])), d >= 0, d <= maxLength else { return nil }
        return d
    }

    /// Space above an element that is not the first of its stack: spacing + separator line.
    func gapAbove(_ id: Int) -> Double {
        // Fields are read in place: copying a node's style copies its strings too.
        hc.spacing[info[id].style.spacing] + (info[id].style.separator ? hc.separator.lineThickness : 0)
    }

    /// The container style a node sets, if any.
    func style(_ id: Int) -> HostConfig.ContainerStyleName? {
        info[id].style.containerStyle
    }

    /// Padding of a container-like node inside a parent of `parentStyle` (AC: a style that differs from
    /// the parent's — or, where the renderer says so, from any ancestor's — a background image or a
    /// border gives the container the host's `spacing.padding`).
    func padding(_ id: Int, parentStyle: HostConfig.ContainerStyleName) -> (Double, HostConfig.ContainerStyleName) {
        let own = style(id)
        let styled = own.map { renderer.styledPadding == .differsFromAnyAncestor ? differsFromAncestors(id, $0) : $0 != parentStyle } ?? false
        let padded = styled || info[id].style.framed
        return (padded ? hc.spacing.padding : 0, own ?? parentStyle)
    }

    /// Whether `style` differs from the effective style of any ancestor of `id`, or an ancestor has a
    /// background image (the JavaScript renderer's StylableCardElementContainer.getHasBackground).
    /// Every ancestor's effective style is the style some ancestor sets, so comparing with the styles
    /// set (the root card's `default`, a show card's `actions.showCard.style`) is enough.
    func differsFromAncestors(_ id: Int, _ style: HostConfig.ContainerStyleName) -> Bool {
        var p = card.nodes[id].parent
        while let a = p {
            let node = card.nodes[a]
            p = node.parent
            if info[a].style.hasBackgroundImage { return true }
            if node.type?.hasPrefix("Action.") == true { continue }
            // The root card is laid out in `default` (a card's own style is ignored, as with
            // the JS renderer's `allowCustomStyle: false`).
            let set: HostConfig.ContainerStyleName? = if node.parent == nil { .default }
                else if info[a].slot == .card { hc.actions.showCard.style }
                else { info[a].style.containerStyle }
            if let set, set != style { return true }
        }
        return false
    }
}
