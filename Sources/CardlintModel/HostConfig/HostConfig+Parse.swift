import CardlintReading

extension HostConfig {
    /// Reads a host config. Never fails: every value of the wrong type or shape is reported as an
    /// issue (with its JSON range) and replaced by the default; missing keys take the defaults.
    /// Key names are case-sensitive (as in every SDK); enum values are not.
    public static func parse(_ json: JSONValue) -> (HostConfig, [HostConfigIssue]) {
        var r = HostConfigReader()
        var c = HostConfig.defaults
        c.raw = json
        guard json.isObject else {
            r.report(.wrongType, "a host config should be a JSON object, found \(json.typeName)", "", json)
            return (c, r.issues)
        }
        let d = HostConfig.defaults

        c.spacing = r.spacing(r.object(json, "spacing", "/spacing"), "/spacing", d.spacing)
        if let o = r.object(json, "separator", "/separator") {
            c.separator.lineThickness = r.number(o, "lineThickness", "/separator/lineThickness", d.separator.lineThickness)
            c.separator.lineColor = r.color(o, "lineColor", "/separator/lineColor", d.separator.lineColor)
        }
        c.fontTypes = r.fontTypes(json)
        if let o = r.object(json, "lineHeights", "/lineHeights") {
            c.lineHeights = r.fontSizes(o, "/lineHeights", HostConfig.defaultFontSizes)
        }
        c.containerStyles = r.containerStyles(r.object(json, "containerStyles", "/containerStyles"))
        if let o = r.object(json, "imageSizes", "/imageSizes") {
            c.imageSizes.small = r.number(o, "small", "/imageSizes/small", d.imageSizes.small)
            c.imageSizes.medium = r.number(o, "medium", "/imageSizes/medium", d.imageSizes.medium)
            c.imageSizes.large = r.number(o, "large", "/imageSizes/large", d.imageSizes.large)
        }
        if let o = r.object(json, "imageSet", "/imageSet") {
            c.imageSet.imageSize = r.name(o, "imageSize", "/imageSet/imageSize", d.imageSet.imageSize)
            c.imageSet.maxImageHeight = r.number(o, "maxImageHeight", "/imageSet/maxImageHeight", d.imageSet.maxImageHeight)
        }
        c.actions = r.actions(r.object(json, "actions", "/actions"), d.actions)
        if let o = r.object(json, "adaptiveCard", "/adaptiveCard") {
            c.allowCustomStyle = r.bool(o, "allowCustomStyle", "/adaptiveCard/allowCustomStyle", d.allowCustomStyle)
        }
        if let o = r.object(json, "factSet", "/factSet") {
            c.factSet.title = r.textConfig(r.object(o, "title", "/factSet/title"), "/factSet/title", d.factSet.title)
            c.factSet.value = r.textConfig(r.object(o, "value", "/factSet/value"), "/factSet/value", d.factSet.value)
            c.factSet.spacing = r.number(o, "spacing", "/factSet/spacing", d.factSet.spacing)
        }
        if let o = r.object(json, "textBlock", "/textBlock") {
            let level = r.number(o, "headingLevel", "/textBlock/headingLevel", minimum: 1) ?? Double(d.headingLevel)
            c.headingLevel = Int(exactly: level.rounded()) ?? d.headingLevel
        }
        if let o = r.object(json, "textStyles", "/textStyles") {
            c.textStyles.heading = r.textConfig(
                r.object(o, "heading", "/textStyles/heading"), "/textStyles/heading", d.textStyles.heading)
            c.textStyles.columnHeader = r.textConfig(
                r.object(o, "columnHeader", "/textStyles/columnHeader"), "/textStyles/columnHeader", d.textStyles.columnHeader)
        }
        c.inputs = r.inputs(r.object(json, "inputs", "/inputs"), d.inputs)
        c.supportsInteractivity = r.bool(json, "supportsInteractivity", "/supportsInteractivity", d.supportsInteractivity)
        if let o = r.object(json, "media", "/media") {
            c.media.defaultPoster = r.string(o, "defaultPoster", "/media/defaultPoster")
            c.media.playButton = r.string(o, "playButton", "/media/playButton")
            c.media.allowInlinePlayback = r.bool(o, "allowInlinePlayback", "/media/allowInlinePlayback", d.media.allowInlinePlayback)
        }
        if let o = r.object(json, "table", "/table") {
            c.tableCellSpacing = r.number(o, "cellSpacing", "/table/cellSpacing", d.tableCellSpacing)
        }
        if let o = r.object(json, "hostWidthBreakpoints", "/hostWidthBreakpoints") {
            let p = "/hostWidthBreakpoints"
            if let vn = r.number(o, "veryNarrow", p + "/veryNarrow"), let n = r.number(o, "narrow", p + "/narrow"),
               let st = r.number(o, "standard", p + "/standard") {
                c.hostWidthBreakpoints = WidthBreakpoints(veryNarrow: vn, narrow: n, standard: st)
            }
        }
        if let o = r.object(json, "hostCapabilities", "/hostCapabilities") {
            // Non-string values are ignored by the JS SDK; `null` (Webex files) silently.
            for m in o.members ?? [] where !m.value.isNull {
                let p = JSONPointer.appending("/hostCapabilities", m.key)
                if let s = m.value.string { c.hostCapabilities[m.key] = s }
                else if let n = m.value.number { c.hostCapabilities[m.key] = HostConfigReader.format(n) }
                else { r.report(.wrongType, "capability '\(m.key)' should be a version string, found \(m.value.typeName)", p, m.value) }
            }
        }
        return (c, r.issues)
    }
}
