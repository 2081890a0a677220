import CardlintModel
import CardlintReading

/// The properties layout reads in every context (spacing, separator, fonts, style, texts, sizes),
/// read from the JSON and matched against the host config names once per card. Each field reads
/// as the engine's `name` / `string` / `bool` / `pixels` readers would.
struct NodeStyle {
    enum TextRole { case none, heading, columnHeader }
    enum VerticalAlignment { case top, center, bottom }
    enum HorizontalAlignment { case left, center, right }

    var spacing: HostConfig.SpacingName = .default
    var separator = false
    /// nil: not given or not a known name (the reader's default applies).
    var size: HostConfig.FontSizeName?
    var weight: HostConfig.FontWeightName?
    var fontType: HostConfig.FontTypeName?
    /// `style` as a container style, and as a TextBlock style.
    var containerStyle: HostConfig.ContainerStyleName?
    var textRole = TextRole.none
    var text: String?
    var title: String?
    var wrap: Bool?
    /// `maxLines` when it is a whole-number-ish count from 1 to a million.
    var maxLines: Int?
    var minHeight: Double?
    var bleed = false
    /// `backgroundImage` given or `showBorder: true` (either pads a container).
    var framed = false
    /// A non-empty `iconUrl`.
    var hasIcon = false
    var verticalContentAlignment = VerticalAlignment.top
    var horizontalAlignment = HorizontalAlignment.left
    /// `width` / `height` / `minWidth` as pixel lengths; `width` as a column asks for it; `size` as an image size.
    var pixelWidth: Double?
    var pixelHeight: Double?
    var minWidth: Double?
    var columnWidth = ColumnWidth.weight(1)
    var imageSize: HostConfig.ImageSizeName?
    /// Inputs: `label`, `isRequired`, `isMultiline`, and an expanded choice list (`isMultiSelect` or
    /// `style: expanded`).
    var label: String?
    var isRequired = false
    var isMultiline = false
    var expandedChoices = false

    init(_ json: JSONValue) {
        guard case .object(let members) = json.kind else { return }
        var seen: UInt32 = 0   // a duplicate key counts once, as `json[key]` (the first) reads it
        func first(_ bit: UInt32) -> Bool {
            defer { seen |= bit }
            return seen & bit == 0
        }
        for m in members {
            switch m.key {
            case "spacing" where first(1): spacing = m.value.string.flatMap(Engine.match) ?? .default
            case "separator" where first(2): separator = m.value.bool == true
            case "size" where first(4):
                size = m.value.string.flatMap(Engine.match)
                imageSize = m.value.string.flatMap(Engine.match)
            case "weight" where first(8): weight = m.value.string.flatMap(Engine.match)
            case "fontType" where first(16): fontType = m.value.string.flatMap(Engine.match)
            case "style" where first(32):
                guard let v = m.value.string else { continue }
                containerStyle = Engine.match(v)
                if Engine.equalsIgnoringCase(v, "expanded") { expandedChoices = true }
                if Engine.equalsIgnoringCase(v, "heading") { textRole = .heading }
                else if Engine.equalsIgnoringCase(v, "columnHeader") { textRole = .columnHeader }
            case "text" where first(64): text = m.value.string
            case "title" where first(128): title = m.value.string
            case "wrap" where first(256): wrap = m.value.bool
            case "maxLines" where first(512):
                if let d = m.value.number, d.isFinite, d >= 1, d < 1e6 { maxLines = Int(d) }
            case "minHeight" where first(1024): minHeight = Engine.pixels(m.value)
            case "bleed" where first(2048): bleed = m.value.bool == true
            case "backgroundImage" where first(4096): framed = true
            case "showBorder" where first(8192): if m.value.bool == true { framed = true }
            case "iconUrl" where first(16384): hasIcon = m.value.string.map { !$0.isEmpty } ?? false
            case "horizontalAlignment" where first(1 << 16):
                guard let v = m.value.string else { continue }
                if Engine.equalsIgnoringCase(v, "center") { horizontalAlignment = .center }
                else if Engine.equalsIgnoringCase(v, "right") { horizontalAlignment = .right }
            case "width" where first(1 << 17):
                pixelWidth = Engine.pixels(m.value)
                columnWidth = Engine.columnWidth(of: m.value)
            case "height" where first(1 << 18): pixelHeight = Engine.pixels(m.value)
            case "minWidth" where first(1 << 19): minWidth = Engine.pixels(m.value)
            case "label" where first(1 << 20): label = m.value.string
            case "isRequired" where first(1 << 21): isRequired = m.value.bool == true
            case "isMultiline" where first(1 << 22): isMultiline = m.value.bool == true
            case "isMultiSelect" where first(1 << 23): if m.value.bool == true { expandedChoices = true }
            case "verticalContentAlignment" where first(32768):
                guard let v = m.value.string else { continue }
                if Engine.equalsIgnoringCase(v, "center") { verticalContentAlignment = .center }
                else if Engine.equalsIgnoringCase(v, "bottom") { verticalContentAlignment = .bottom }
            default: continue
            }
        }
    }
}
