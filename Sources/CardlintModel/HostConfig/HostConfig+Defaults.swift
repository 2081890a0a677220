import CardlintReading

/// Default values.
///
/// Four different "default" sets exist (reference `adaptive-cards.md` §2.1): the spec
/// (`schemas/host-config.json`) = the C++ shared model (`HostConfig.h`), the JS `defaultHostConfig`,
/// the JS per-field fallbacks, and .NET. cardlint uses the **spec / C++ set**: it is the one the native
/// SDKs (iOS, Android, UWP) apply for any key a host config omits, and the only one that is published
/// as a specification. The seed iOS SDK's `HostConfig()` uses the same values for spacing, separator,
/// font sizes and weights, image sizes, colours and icon size. Where the schema text and the C++ code disagree the C++
/// value is used because that is what renders: no font family (platform default, schema says
/// "Calibri"), `actions.iconSize` 16 (schema 30), required-input `suffix` unset (docs `*`).
/// The C++ quirk that gives non-default container styles a different `warning` colour is not copied.
/// Things the spec does not define take the JS value: `inputs.errorMessage.color` = attention.
extension HostConfig {
    public static let defaults = HostConfig(
        spacing: Spacing(extraSmall: nil, small: 3, default: 8, medium: 20, large: 30, extraLarge: 40, padding: 20),
        separator: Separator(lineThickness: 1, lineColor: hex("#B2000000")),
        fontTypes: [.default: defaultFontType, .monospace: defaultMonospaceFontType],
        lineHeights: nil,
        containerStyles: defaultContainerStyles,
        imageSizes: ImageSizes(small: 80, medium: 120, large: 180),
        imageSet: ImageSetConfig(imageSize: .auto, maxImageHeight: 100),
        actions: Actions(
            maxActions: 5, buttonSpacing: 10, actionsOrientation: .horizontal, actionAlignment: .stretch,
            showCard: ShowCard(actionMode: .inline, inlineTopMargin: 16, style: .emphasis),
            iconPlacement: .aboveTitle, iconSize: 16, spacing: .default),
        allowCustomStyle: true,
        factSet: FactSetConfig(
            title: TextConfig(size: .default, weight: .bolder, color: .default, fontType: .default,
                              isSubtle: false, wrap: true, maxWidth: 150),
            value: TextConfig(size: .default, weight: .default, color: .default, fontType: .default,
                              isSubtle: false, wrap: true, maxWidth: nil),
            spacing: 10),
        headingLevel: 2,
        textStyles: TextStyles(
            heading: TextConfig(size: .large, weight: .bolder, color: .default, fontType: .default,
                                isSubtle: false, wrap: true, maxWidth: nil),
            columnHeader: TextConfig(size: .default, weight: .bolder, color: .default, fontType: .default,
                                     isSubtle: false, wrap: true, maxWidth: nil)),
        inputs: Inputs(
            inputSpacing: .default,
            requiredInputs: defaultInputLabel,
            optionalInputs: defaultInputLabel,
            errorMessage: ErrorMessage(size: .default, spacing: .default, weight: .default, color: .attention)),
        supportsInteractivity: true,
        media: Media(defaultPoster: nil, playButton: nil, allowInlinePlayback: true),
        tableCellSpacing: 8,
        hostWidthBreakpoints: nil,
        hostCapabilities: [:],
        raw: JSONValue(.null))

    static let defaultFontSizes = FontSizes(small: 10, default: 12, medium: 14, large: 17, extraLarge: 20)
    static let defaultFontWeights = FontWeights(lighter: 200, default: 400, bolder: 800)
    static let defaultFontType = FontType(fontFamily: nil, fontSizes: defaultFontSizes, fontWeights: defaultFontWeights)
    static let defaultMonospaceFontType = FontType(
        fontFamily: "Courier New", fontSizes: defaultFontSizes, fontWeights: defaultFontWeights)

    static let defaultInputLabel = InputLabel(
        color: .default, isSubtle: false, size: .default, weight: .default, suffix: nil, suffixColor: nil)

    /// The seven foreground colours every default container style repeats.
    static let defaultForegroundColors: [ColorName: ForegroundColor] = {
        let pairs: [(ColorName, String, String)] = [
            (.default, "#FF000000", "#B2000000"),
            (.dark, "#FF101010", "#B2101010"),
            (.light, "#FFFFFFFF", "#B2FFFFFF"),
            (.accent, "#FF0000FF", "#B20000FF"),
            (.good, "#FF008000", "#B2008000"),
            (.warning, "#FFFFD700", "#B2FFD700"),
            (.attention, "#FF8B0000", "#B28B0000"),
        ]
        var out: [ColorName: ForegroundColor] = [:]
        for (name, normal, subtle) in pairs {
            out[name] = ForegroundColor(default: hex(normal), subtle: hex(subtle),
                                        highlightDefault: hex("#FFFFFF00"), highlightSubtle: hex("#FFFFFFE0"))
        }
        return out
    }()

    static let defaultContainerStyle = ContainerStyle(
        backgroundColor: hex("#FFFFFFFF"), borderColor: nil, borderThickness: nil, foregroundColors: defaultForegroundColors)

    static let defaultContainerStyles: [ContainerStyleName: ContainerStyle] = {
        let backgrounds: [(ContainerStyleName, String)] = [
            (.default, "#FFFFFFFF"), (.emphasis, "#08000000"), (.good, "#FFD5F0DD"),
            (.attention, "#F7E9E9"), (.warning, "#F7F7DF"), (.accent, "#DCE5F7"),
        ]
        var out: [ContainerStyleName: ContainerStyle] = [:]
        for (name, background) in backgrounds {
            var style = defaultContainerStyle
            style.backgroundColor = hex(background)
            out[name] = style
        }
        return out
    }()

    /// Parses a literal colour of the defaults table (all are well-formed; a typo shows as magenta).
    static func hex(_ text: String) -> Color {
        Color.parse(hex: text) ?? Color(red: 255, green: 0, blue: 255)
    }
}
