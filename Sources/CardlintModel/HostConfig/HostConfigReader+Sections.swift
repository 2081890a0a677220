import CardlintReading

extension HostConfigReader {
    typealias H = HostConfig

    mutating func spacing(_ o: JSONValue?, _ p: String, _ d: H.Spacing) -> H.Spacing {
        guard let o else { return d }
        var s = d
        s.extraSmall = number(o, "extraSmall", p + "/extraSmall") ?? d.extraSmall
        s.small = number(o, "small", p + "/small", d.small)
        s.default = number(o, "default", p + "/default", d.default)
        s.medium = number(o, "medium", p + "/medium", d.medium)
        s.large = number(o, "large", p + "/large", d.large)
        s.extraLarge = number(o, "extraLarge", p + "/extraLarge", d.extraLarge)
        s.padding = number(o, "padding", p + "/padding", d.padding)
        return s
    }

    mutating func fontSizes(_ o: JSONValue?, _ p: String, _ d: H.FontSizes) -> H.FontSizes {
        guard let o else { return d }
        return H.FontSizes(
            small: number(o, "small", p + "/small", d.small),
            default: number(o, "default", p + "/default", d.default),
            medium: number(o, "medium", p + "/medium", d.medium),
            large: number(o, "large", p + "/large", d.large),
            extraLarge: number(o, "extraLarge", p + "/extraLarge", d.extraLarge))
    }

    mutating func fontWeights(_ o: JSONValue?, _ p: String, _ d: H.FontWeights) -> H.FontWeights {
        guard let o else { return d }
        return H.FontWeights(
            lighter: number(o, "lighter", p + "/lighter", d.lighter),
            default: number(o, "default", p + "/default", d.default),
            bolder: number(o, "bolder", p + "/bolder", d.bolder))
    }

    /// `fontTypes.<type>` completed field by field: its own value, else the legacy top-level
    /// `fontFamily` / `fontSizes` / `fontWeights`, else the defaults (the C++ model's order).
    mutating func fontTypes(_ root: JSONValue) -> [H.FontTypeName: H.FontType] {
        let legacyFamily = string(root, "fontFamily", "/fontFamily")
        let legacySizes = fontSizes(object(root, "fontSizes", "/fontSizes"), "/fontSizes", H.defaultFontSizes)
        let legacyWeights = fontWeights(object(root, "fontWeights", "/fontWeights"), "/fontWeights", H.defaultFontWeights)
        let types = object(root, "fontTypes", "/fontTypes")
        var out: [H.FontTypeName: H.FontType] = [:]
        for name in H.FontTypeName.allCases {
            let p = "/fontTypes/" + name.rawValue
            let o = object(types, name.rawValue, p)
            let base = name == .default ? H.defaultFontType : H.defaultMonospaceFontType
            let family = string(o, "fontFamily", p + "/fontFamily")
                ?? (name == .default ? legacyFamily : nil) ?? base.fontFamily
            out[name] = H.FontType(
                fontFamily: family,
                fontSizes: fontSizes(object(o, "fontSizes", p + "/fontSizes"), p + "/fontSizes", legacySizes),
                fontWeights: fontWeights(object(o, "fontWeights", p + "/fontWeights"), p + "/fontWeights", legacyWeights))
        }
        return out
    }

    mutating func containerStyles(_ o: JSONValue?) -> [H.ContainerStyleName: H.ContainerStyle] {
        var out = H.defaultContainerStyles
        guard let o else { return out }
        for name in H.ContainerStyleName.allCases {
            let p = "/containerStyles/" + name.rawValue
            guard let s = object(o, name.rawValue, p), let base = out[name] else { continue }
            var style = base
            style.backgroundColor = color(s, "backgroundColor", p + "/backgroundColor", base.backgroundColor)
            style.borderColor = color(s, "borderColor", p + "/borderColor") ?? base.borderColor
            style.borderThickness = number(s, "borderThickness", p + "/borderThickness") ?? base.borderThickness
            if let fg = object(s, "foregroundColors", p + "/foregroundColors") {
                for colorName in H.ColorName.allCases {
                    let cp = p + "/foregroundColors/" + colorName.rawValue
                    guard let c = object(fg, colorName.rawValue, cp), let b = style.foregroundColors[colorName] else { continue }
                    var f = b
                    f.default = color(c, "default", cp + "/default", b.default)
                    f.subtle = color(c, "subtle", cp + "/subtle", b.subtle)
                    if let h = object(c, "highlightColors", cp + "/highlightColors") {
                        f.highlightDefault = color(h, "default", cp + "/highlightColors/default") ?? b.highlightDefault
                        f.highlightSubtle = color(h, "subtle", cp + "/highlightColors/subtle") ?? b.highlightSubtle
                    }
                    style.foregroundColors[colorName] = f
                }
            }
            out[name] = style
        }
        return out
    }

    mutating func actions(_ o: JSONValue?, _ d: H.Actions) -> H.Actions {
        guard let o else { return d }
        var a = d
        let maxActions = number(o, "maxActions", "/actions/maxActions") ?? Double(d.maxActions)
        a.maxActions = Int(exactly: maxActions.rounded()) ?? d.maxActions
        a.buttonSpacing = number(o, "buttonSpacing", "/actions/buttonSpacing", d.buttonSpacing)
        a.actionsOrientation = name(o, "actionsOrientation", "/actions/actionsOrientation", d.actionsOrientation)
        a.actionAlignment = name(o, "actionAlignment", "/actions/actionAlignment", d.actionAlignment)
        let placement: H.IconPlacement? = name(o, "iconPlacement", "/actions/iconPlacement")
        a.iconPlacement = placement ?? d.iconPlacement
        a.iconPlacementGiven = placement != nil || d.iconPlacementGiven
        a.iconSize = number(o, "iconSize", "/actions/iconSize", d.iconSize)
        a.spacing = name(o, "spacing", "/actions/spacing", d.spacing)
        if let s = object(o, "showCard", "/actions/showCard") {
            a.showCard.actionMode = name(s, "actionMode", "/actions/showCard/actionMode", d.showCard.actionMode)
            a.showCard.inlineTopMargin = number(s, "inlineTopMargin", "/actions/showCard/inlineTopMargin", d.showCard.inlineTopMargin)
            a.showCard.style = name(s, "style", "/actions/showCard/style", d.showCard.style)
        }
        return a
    }

    mutating func textConfig(_ o: JSONValue?, _ p: String, _ d: H.TextConfig) -> H.TextConfig {
        guard let o else { return d }
        var t = d
        t.size = name(o, "size", p + "/size", d.size)
        t.weight = name(o, "weight", p + "/weight", d.weight)
        t.color = name(o, "color", p + "/color", d.color)
        t.fontType = name(o, "fontType", p + "/fontType", d.fontType)
        t.isSubtle = bool(o, "isSubtle", p + "/isSubtle", d.isSubtle)
        t.wrap = bool(o, "wrap", p + "/wrap", d.wrap)
        if let w = number(o, "maxWidth", p + "/maxWidth") { t.maxWidth = w > 0 ? w : nil }
        return t
    }

    mutating func inputLabel(_ o: JSONValue?, _ p: String, _ d: H.InputLabel) -> H.InputLabel {
        guard let o else { return d }
        var l = d
        l.color = name(o, "color", p + "/color", d.color)
        l.isSubtle = bool(o, "isSubtle", p + "/isSubtle", d.isSubtle)
        l.size = name(o, "size", p + "/size", d.size)
        l.weight = name(o, "weight", p + "/weight", d.weight)
        l.suffix = string(o, "suffix", p + "/suffix") ?? d.suffix
        l.suffixColor = name(o, "suffixColor", p + "/suffixColor") ?? d.suffixColor
        return l
    }

    mutating func inputs(_ o: JSONValue?, _ d: H.Inputs) -> H.Inputs {
        guard let o else { return d }
        var i = d
        if let label = object(o, "label", "/inputs/label") {
            let spacing: H.SpacingName? = name(label, "inputSpacing", "/inputs/label/inputSpacing")
            i.inputSpacing = spacing ?? d.inputSpacing
            i.inputSpacingGiven = spacing != nil || d.inputSpacingGiven
            i.requiredInputs = inputLabel(object(label, "requiredInputs", "/inputs/label/requiredInputs"),
                                          "/inputs/label/requiredInputs", d.requiredInputs)
            i.optionalInputs = inputLabel(object(label, "optionalInputs", "/inputs/label/optionalInputs"),
                                          "/inputs/label/optionalInputs", d.optionalInputs)
        }
        if let e = object(o, "errorMessage", "/inputs/errorMessage") {
            i.errorMessage.size = name(e, "size", "/inputs/errorMessage/size", d.errorMessage.size)
            i.errorMessage.spacing = name(e, "spacing", "/inputs/errorMessage/spacing", d.errorMessage.spacing)
            i.errorMessage.weight = name(e, "weight", "/inputs/errorMessage/weight", d.errorMessage.weight)
            i.errorMessage.color = name(e, "color", "/inputs/errorMessage/color", d.errorMessage.color)
        }
        return i
    }
}
