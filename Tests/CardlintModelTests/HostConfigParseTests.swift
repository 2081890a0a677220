import CardlintReading
import Testing
@testable import CardlintModel

func parseHostConfig(_ text: String) throws -> (HostConfig, [HostConfigIssue]) {
    HostConfig.parse(try JSONParser.parse(text).value)
}

@Suite struct HostConfigParseTests {
    @Test func emptyObjectIsTheDefaults() throws {
        let (c, issues) = try parseHostConfig("{}")
        #expect(issues.isEmpty)
        let d = HostConfig.defaults
        #expect(c.spacing == d.spacing)
        #expect(c.fontType(.default) == d.fontType(.default))
        #expect(c.containerStyles == d.containerStyles)
        #expect(c.actions == d.actions)
    }

    @Test func defaultsAreTheSpecSet() {
        let d = HostConfig.defaults
        #expect(d.spacing[.small] == 3 && d.spacing[.default] == 8 && d.spacing[.padding] == 20)
        #expect(d.spacing[.none] == 0 && d.spacing[.extraSmall] == 3)
        #expect(d.fontType(.default).fontSizes[.default] == 12)
        #expect(d.fontType(.default).fontWeights[.bolder] == 800)
        #expect(d.fontType(.monospace).fontFamily == "Courier New")
        #expect(d.imageSizes.medium == 120)
        #expect(d.actions.actionAlignment == .stretch && d.actions.maxActions == 5)
        #expect(d.containerStyle(.emphasis).backgroundColor.hexString == "#08000000")
        #expect(d.containerStyle(.default).foreground(.default).subtle.hexString == "#B2000000")
        #expect(d.headingLevel == 2 && d.supportsInteractivity && d.allowCustomStyle)
    }

    @Test func legacyFontSettingsFillFontTypes() throws {
        let (c, issues) = try parseHostConfig("""
        {"fontFamily": "CiscoSans", "fontSizes": {"small": 11, "default": 13, "medium": 15, "large": 19, "extraLarge": 23},
         "fontWeights": {"lighter": 300, "default": 400, "bolder": 700}}
        """)
        #expect(issues.isEmpty)
        #expect(c.fontType(.default).fontFamily == "CiscoSans")
        #expect(c.fontType(.default).fontSizes[.medium] == 15)
        #expect(c.fontType(.default).fontWeights[.bolder] == 700)
        // Legacy sizes apply to monospace too; its family stays the monospace default.
        #expect(c.fontType(.monospace).fontSizes[.large] == 19)
        #expect(c.fontType(.monospace).fontFamily == "Courier New")
    }

    @Test func fontTypesWinOverLegacyFieldByField() throws {
        let (c, _) = try parseHostConfig("""
        {"fontSizes": {"small": 11, "large": 19},
         "fontTypes": {"default": {"fontFamily": "Selawik", "fontSizes": {"small": 12}}}}
        """)
        let t = c.fontType(.default)
        #expect(t.fontFamily == "Selawik")
        #expect(t.fontSizes.small == 12)      // fontTypes
        #expect(t.fontSizes.large == 19)      // legacy
        #expect(t.fontSizes.medium == 14)     // defaults
    }

    @Test func namesAreCaseInsensitive() throws {
        let (c, issues) = try parseHostConfig("""
        {"actions": {"actionsOrientation": "Vertical", "actionAlignment": "Left", "showCard": {"actionMode": "Popup", "style": "Accent"}},
         "factSet": {"title": {"weight": "Normal", "size": "Large", "maxWidth": 0}}}
        """)
        #expect(issues.isEmpty)
        #expect(c.actions.actionsOrientation == .vertical && c.actions.actionAlignment == .left)
        #expect(c.actions.showCard.actionMode == .popup && c.actions.showCard.style == .accent)
        #expect(c.factSet.title.weight == .default && c.factSet.title.size == .large && c.factSet.title.maxWidth == nil)
    }

    @Test func containerStylesMergeWithDefaults() throws {
        let (c, issues) = try parseHostConfig("""
        {"containerStyles": {"default": {"backgroundColor": "#000000", "borderColor": "#FFFFFF", "borderThickness": 2,
          "foregroundColors": {"default": {"default": "#FFFFFF", "highlightColors": {"default": "#22000000"}}}}}}
        """)
        #expect(issues.isEmpty)
        let s = c.containerStyle(.default)
        #expect(s.backgroundColor == .black && s.borderColor == .white && s.borderThickness == 2)
        #expect(s.foreground(.default).default == .white)
        #expect(s.foreground(.default).subtle.hexString == "#B2000000")   // default kept
        #expect(s.foreground(.default).highlightDefault?.hexString == "#22000000")
        #expect(c.containerStyle(.good).backgroundColor.hexString == "#D5F0DD")
    }

    @Test func reportsWrongTypesWithRanges() throws {
        let text = #"{"spacing": {"small": "4"}, "separator": [], "supportsInteractivity": "yes"}"#
        let (c, issues) = try parseHostConfig(text)
        #expect(issues.map(\.kind) == [.wrongType, .wrongType, .wrongType])
        #expect(issues.map(\.pointer) == ["/spacing/small", "/separator", "/supportsInteractivity"])
        let file = SourceFile(path: "x.json", text: text)
        #expect(file.text(of: issues[0].range) == "\"4\"")
        #expect(file.position(of: issues[1].range.start).column == 42)
        #expect(c.spacing.small == 3 && c.supportsInteractivity)
    }

    @Test func reportsMalformedColours() throws {
        let (c, issues) = try parseHostConfig("""
        {"separator": {"lineColor": "grey"},
         "containerStyles": {"emphasis": {"backgroundColor": "#12345",
           "foregroundColors": {"dark": {"default": " #FFFFFF", "subtle": "#FFF"}}}}}
        """)
        #expect(issues.count == 4)
        #expect(issues.allSatisfy { $0.kind == .malformedColor })
        #expect(issues.map(\.pointer).contains("/containerStyles/emphasis/foregroundColors/dark/default"))
        // Padded and short forms are read as the JS SDK reads them; unparseable ones keep the default.
        #expect(c.containerStyle(.emphasis).foreground(.dark).default == .white)
        #expect(c.containerStyle(.emphasis).foreground(.dark).subtle == .white)
        #expect(c.separator.lineColor.hexString == "#B2000000")
        #expect(c.containerStyle(.emphasis).backgroundColor.hexString == "#08000000")
    }

    @Test func reportsInvalidValues() throws {
        let (_, issues) = try parseHostConfig("""
        {"actions": {"actionsOrientation": "diagonal", "maxActions": -1}, "textBlock": {"headingLevel": 0}}
        """)
        #expect(issues.map(\.kind) == [.invalidValue, .invalidValue, .invalidValue])
        #expect(issues.contains { $0.message.contains("horizontal, vertical") })
    }

    @Test func nonObjectRootIsOneIssue() throws {
        let (c, issues) = try parseHostConfig("[1]")
        #expect(issues.count == 1 && issues[0].kind == .wrongType)
        #expect(c.spacing == HostConfig.defaults.spacing)
    }

    @Test func keepsRawAndOptionalSections() throws {
        let (c, issues) = try parseHostConfig("""
        {"lineHeights": {"small": 16, "default": 20}, "table": {"cellSpacing": 4}, "hostCapabilities": {"ext": "1.2", "n": 2, "capabilities": null},
         "hostWidthBreakpoints": {"veryNarrow": 216, "narrow": 413, "standard": 500},
         "inputs": {"label": {"inputSpacing": "small", "requiredInputs": {"suffix": " *", "suffixColor": "attention"}}},
         "media": {"allowInlinePlayback": false}, "ratingInput": {"filledStar": {"marigoldColor": "#EAA300"}}}
        """)
        #expect(issues.isEmpty)
        #expect(c.lineHeights?.small == 16 && c.lineHeights?.large == 17)
        #expect(c.tableCellSpacing == 4)
        #expect(c.hostWidthBreakpoints == HostConfig.WidthBreakpoints(veryNarrow: 216, narrow: 413, standard: 500))
        #expect(c.hostCapabilities == ["ext": "1.2", "n": "2"])
        #expect(c.inputs.inputSpacing == .small && c.inputs.requiredInputs.suffix == " *")
        #expect(c.inputs.requiredInputs.suffixColor == .attention && c.inputs.optionalInputs.suffix == nil)
        #expect(!c.media.allowInlinePlayback)
        #expect(c.raw["ratingInput"]?["filledStar"]?["marigoldColor"]?.string == "#EAA300")
    }
}
