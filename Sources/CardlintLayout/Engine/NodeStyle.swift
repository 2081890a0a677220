import CardlintModel
import CardlintReading
import CardlintText

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
    /// A fact's `value`.
    var value: String?
    var wrap: Bool?
    /// `maxLines` when it is a whole-number-ish count from 1 to a million.
    var maxLines: Int?
    var minHeight: Double?
    var bleed = false
    var hasBackgroundImage = false
    var showBorder = false
    /// `backgroundImage` given or `showBorder: true` (either pads a container).
    var framed: Bool { hasBackgroundImage || showBorder }
    /// A non-empty `iconUrl`.
    var hasIcon = false
    var verticalContentAlignment = VerticalAlignment.top
    var horizontalAlignment = HorizontalAlignment.left
    /// `width` / `height` / `minWidth` as pixel lengths; `width` as a column asks for it; `size` as an image size.
    var pixelWidth: Double?
    var pixelHeight: Double?
    /// `height: "stretch"`.
    var heightStretch = false
    var minWidth: Double?
    var columnWidth = ColumnWidth.weight(1)
    var imageSize: HostConfig.ImageSizeName?
    /// Inputs: `label`, `isRequired`, `isMultiline`, and an expanded choice list (`isMultiSelect` or
    /// `style: expanded`).
    var label: String?
    var isRequired = false
    var isMultiline = false
    var isMultiSelect = false
    var styleExpanded = false
    /// `isVisible: false` (read with the other fields: not looked up again by member name).
    var hidden = false
    var expandedChoices: Bool { isMultiSelect || styleExpanded }

    /// Reads the members last to first, so that of a duplicated key the first one counts, as
    /// `json[key]` reads it. The key is matched first: only the values of fields are copied out.
    init(_ json: JSONValue) {
        guard case .object(let members) = json.kind else { return }
        var i = members.count
        while i > 0 {
            i -= 1
            if let field = Field(members[i].key) { read(field, members[i].value) }
        }
    }

    /// The keys layout reads. `Field(key)` finds one among the names of the key's UTF-8 length
    /// (a few string comparisons per member instead of one per key).
    enum Field: CaseIterable {
        case spacing, separator, size, weight, fontType, style, text, title, value, wrap, maxLines, minHeight, bleed
        case backgroundImage, showBorder, iconUrl, horizontalAlignment, verticalContentAlignment
        case width, height, minWidth, label, isRequired, isMultiline, isMultiSelect, isVisible

        /// The key's name.
        var name: String { "\(self)" }

        /// The field named `key` (equal as strings, as a `switch` over the names compares).
        /// No name holds a character another one decomposes to (K, `;`, `` ` ``), so a key equal
        /// to a name has the name's bytes: its UTF-8 length and first byte.
        init?(_ key: String) {
            // One candidate per (UTF-8 length, first byte), compared once: most keys that are not
            // fields (`type`, `id`, `items`, `url`…) are told apart without a string comparison.
            guard let first = key.utf8.first else { return nil }
            let f: Field?
            switch (key.utf8.count, first) {
            case (4, 0x73): f = key == "size" ? .size : nil
            case (4, 0x74): f = key == "text" ? .text : nil
            case (4, 0x77): f = key == "wrap" ? .wrap : nil
            case (5, 0x73): f = key == "style" ? .style : nil
            case (5, 0x74): f = key == "title" ? .title : nil
            case (5, 0x76): f = key == "value" ? .value : nil
            case (5, 0x77): f = key == "width" ? .width : nil
            case (5, 0x6C): f = key == "label" ? .label : nil
            case (5, 0x62): f = key == "bleed" ? .bleed : nil
            case (6, 0x77): f = key == "weight" ? .weight : nil
            case (6, 0x68): f = key == "height" ? .height : nil
            case (7, 0x73): f = key == "spacing" ? .spacing : nil
            case (7, 0x69): f = key == "iconUrl" ? .iconUrl : nil
            case (8, 0x66): f = key == "fontType" ? .fontType : nil
            case (8, 0x6D): f = key == "maxLines" ? .maxLines : key == "minWidth" ? .minWidth : nil
            case (9, 0x73): f = key == "separator" ? .separator : nil
            case (9, 0x6D): f = key == "minHeight" ? .minHeight : nil
            case (9, 0x69): f = key == "isVisible" ? .isVisible : nil
            case (10, 0x73): f = key == "showBorder" ? .showBorder : nil
            case (10, 0x69): f = key == "isRequired" ? .isRequired : nil
            case (11, 0x69): f = key == "isMultiline" ? .isMultiline : nil
            case (13, 0x69): f = key == "isMultiSelect" ? .isMultiSelect : nil
            case (15, 0x62): f = key == "backgroundImage" ? .backgroundImage : nil
            case (19, 0x68): f = key == "horizontalAlignment" ? .horizontalAlignment : nil
            case (24, 0x76): f = key == "verticalContentAlignment" ? .verticalContentAlignment : nil
            default: f = nil
            }
            guard let f else { return nil }
            self = f
        }
    }

    private mutating func read(_ field: Field, _ v: JSONValue) {
        switch field {
        case .spacing: spacing = v.string.flatMap(Engine.match) ?? .default
        case .separator: separator = v.bool == true
        case .size:
            size = v.string.flatMap(Engine.match)
            imageSize = v.string.flatMap(Engine.match)
        case .weight: weight = v.string.flatMap(Engine.match)
        case .fontType: fontType = v.string.flatMap(Engine.match)
        case .style: readStyle(v.string)
        case .text: text = v.string.map(DrawnText.of)
        case .title: title = v.string
        case .value: value = v.string.map(DrawnText.of)
        case .wrap: wrap = v.bool
        case .maxLines: maxLines = v.number.flatMap { $0.isFinite && $0 >= 1 && $0 < 1e6 ? Int($0) : nil }
        case .minHeight: minHeight = Engine.pixels(v)
        case .bleed: bleed = v.bool == true
        case .backgroundImage: hasBackgroundImage = true
        case .showBorder: showBorder = v.bool == true
        case .iconUrl: hasIcon = v.string.map { !$0.isEmpty } ?? false
        case .horizontalAlignment: horizontalAlignment = Self.choose(v.string, ("center", .center), ("right", .right)) ?? .left
        case .verticalContentAlignment:
            verticalContentAlignment = Self.choose(v.string, ("center", .center), ("bottom", .bottom)) ?? .top
        case .width:
            pixelWidth = Engine.pixels(v)
            columnWidth = Engine.columnWidth(of: v)
        case .height:
            pixelHeight = Engine.pixels(v)
            heightStretch = v.string.map { Engine.equalsIgnoringCase($0, "stretch") } ?? false
        case .minWidth: minWidth = Engine.pixels(v)
        case .label: label = v.string
        case .isRequired: isRequired = v.bool == true
        case .isMultiline: isMultiline = v.bool == true
        case .isMultiSelect: isMultiSelect = v.bool == true
        case .isVisible: hidden = v.bool == false
        }
    }

    /// `style` read as a container style, a TextBlock style and a choice-set style.
    private mutating func readStyle(_ v: String?) {
        containerStyle = v.flatMap(Engine.match)
        textRole = Self.choose(v, ("heading", .heading), ("columnHeader", .columnHeader)) ?? .none
        styleExpanded = v.map { Engine.equalsIgnoringCase($0, "expanded") } ?? false
    }

    /// The value of the first name `s` equals, ignoring ASCII case.
    private static func choose<T>(_ s: String?, _ a: (String, T), _ b: (String, T)) -> T? {
        guard let s else { return nil }
        if Engine.equalsIgnoringCase(s, a.0) { return a.1 }
        return Engine.equalsIgnoringCase(s, b.0) ? b.1 : nil
    }
}
