import CardlintModel

/// Everything the theme checks (`contrast`, `non-text-contrast`) read from a host and one of its
/// themes. Two (host, theme) contexts with equal inputs get the same results from every theme
/// check on the same card, so a card's theme pass can be evaluated once for both
/// (`RuleEngine.themeGroups`). A theme check that reads anything else must add it here.
struct ThemeInputs: Hashable {
    /// The check functions whose results depend on nothing but these inputs (and the card).
    static let functions: Set<String> = [Contrast.name, NonTextContrast.name]

    var containerStyles: [HostConfig.ContainerStyleName: HostConfig.ContainerStyle]
    var fontTypes: [HostConfig.FontTypeName: HostConfig.FontType]
    var textStyles: HostConfig.TextStyles
    var factTitle: HostConfig.TextConfig
    var factValue: HostConfig.TextConfig
    var requiredInputs: HostConfig.InputLabel
    var optionalInputs: HostConfig.InputLabel
    var showCard: HostConfig.ShowCard
    /// (style, colour) pairs whose `highlightColors` the config file itself declares (`TextPair.best`).
    var declaredHighlights: [String]
    /// The host draws every action alike (`NonTextContrast`).
    var noActionStyle: Bool

    init(config: HostConfig, host: HostProfile?) {
        containerStyles = config.containerStyles
        fontTypes = config.fontTypes
        textStyles = config.textStyles
        factTitle = config.factSet.title
        factValue = config.factSet.value
        requiredInputs = config.inputs.requiredInputs
        optionalInputs = config.inputs.optionalInputs
        showCard = config.actions.showCard
        declaredHighlights = HostConfig.ContainerStyleName.allCases.flatMap { style in
            HostConfig.ColorName.allCases.filter { TextPair.declaresHighlight(config, style, $0) }
                .map { style.rawValue + "/" + $0.rawValue }
        }
        noActionStyle = host?.has(erratum: "no-action-style") == true
    }
}

extension RuleEngine {
    /// Per host (as given), per theme: a group number, equal for contexts in which every theme
    /// rule of the engine finds the same on any card (numbered in order of first appearance).
    /// Nil when some theme rule uses a check function that may read more than `ThemeInputs`.
    public func themeGroups(_ hosts: [(profile: HostProfile, configs: [HostConfig])]) -> [[Int]]? {
        let themeRules = byType[RuleEngine.bucket(.theme, true)].joined()
        guard themeRules.allSatisfy({ $0.check.functionNames.allSatisfy(ThemeInputs.functions.contains) }) else { return nil }
        var seen: [ThemeInputs: Int] = [:]
        return hosts.map { host in
            host.configs.map { config in
                let inputs = ThemeInputs(config: config, host: host.profile)
                if let known = seen[inputs] { return known }
                seen[inputs] = seen.count
                return seen.count - 1
            }
        }
    }
}
