/// Every check function, by YAML name. One sorted list: adding a function = one file + one line here.
public enum CheckRegistry {
    public static let all: [any CheckFunction.Type] = [
        ActionsOverflow.self,
        AutoAdvance.self,
        ChoiceValueKnown.self,
        ClippedText.self,
        ContentOverflow.self,
        Contrast.self,
        DescriptiveText.self,
        EnumCheck.self,
        EnumValues.self,
        ExecuteFallback.self,
        FallbackChainDepth.self,
        FallbackChainUnsupported.self,
        FallbackChangeAt.self,
        FallbackKind.self,
        FallbackLoss.self,
        HasAccessibleName.self,
        HasHeading.self,
        HostOnlyProperty.self,
        InputRange.self,
        KnownProperties.self,
        KnownType.self,
        LanguageTagCheck.self,
        Length.self,
        MentionEntities.self,
        NonTextContrast.self,
        NotInside.self,
        Pattern.self,
        PrecededByText.self,
        Present.self,
        PropertyTypes.self,
        RTLText.self,
        ReaderDiagnostic.self,
        ReferencesExist.self,
        Reflow.self,
        RegexCompiles.self,
        RequiredProperties.self,
        RequiresValid.self,
        RevealedContentDropped.self,
        SmallText.self,
        SqueezedText.self,
        SubmitDataKeys.self,
        TableHeaderRow.self,
        TargetSize.self,
        TitleIsHeading.self,
        TruncatedText.self,
        Unique.self,
        ValidVersion.self,
        VersionAtMost.self,
    ]

    public static var names: [String] { all.map { $0.name } }

    public static func function(named name: String) -> (any CheckFunction.Type)? {
        all.first { $0.name == name }
    }
}
