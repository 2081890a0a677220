extension HostConfig {
    /// Spacing names (`spacing` on elements, `actions.spacing`, `inputs.label.inputSpacing`).
    /// `extraSmall` is a 2025 Hub/Teams addition; older configs do not define it.
    public enum SpacingName: String, Sendable, CaseIterable {
        case none, extraSmall, small, `default`, medium, large, extraLarge, padding
    }

    public enum FontSizeName: String, Sendable, CaseIterable {
        case small, `default`, medium, large, extraLarge
    }

    /// Font weights. Host configs also write `normal` for `default` (schema `FactSetTextConfig`).
    public enum FontWeightName: String, Sendable, CaseIterable {
        case lighter, `default`, bolder
    }

    public enum FontTypeName: String, Sendable, CaseIterable {
        case `default`, monospace
    }

    /// The seven named foreground colours.
    public enum ColorName: String, Sendable, CaseIterable {
        case `default`, dark, light, accent, good, warning, attention
    }

    /// The container styles a host config defines (`good`…`accent` are card version 1.2).
    public enum ContainerStyleName: String, Sendable, CaseIterable {
        case `default`, emphasis, good, attention, warning, accent
    }

    public enum ImageSizeName: String, Sendable, CaseIterable {
        case auto, stretch, small, medium, large
    }

    public enum ActionsOrientation: String, Sendable, CaseIterable { case horizontal, vertical }
    public enum ActionAlignment: String, Sendable, CaseIterable { case left, center, right, stretch }
    /// `inlineEdgeToEdge` appears in the pre-1.0 iOS visualizer config and is kept for completeness.
    public enum ShowCardActionMode: String, Sendable, CaseIterable { case inline, popup, inlineEdgeToEdge }
    public enum IconPlacement: String, Sendable, CaseIterable { case aboveTitle, leftOfTitle }
}

/// Names in host configs are matched case-insensitively (`"Horizontal"`, `"Default"` are common);
/// `normal` is read as the `default` font weight.
public protocol HostConfigName: RawRepresentable, CaseIterable where RawValue == String {}

extension HostConfigName {
    /// The case whose raw value equals `name`, ignoring ASCII case.
    @inlinable  // specialised per name type where it is called (names are parsed per node)
    public init?(name: String) {
        // ASCII names (all in practice) are compared byte by byte, without lowering copies; other
        // text may lower to ASCII (the Kelvin sign to "k"), so it takes the general comparison.
        let match: Self?
        if name.utf8.allSatisfy({ $0 < 0x80 }) {
            match = Self.allCases.first { $0.rawValue.utf8.elementsEqual(name.utf8) { a, b in Self.lower(a) == Self.lower(b) } }
        } else {
            let lowered = name.lowercased()
            match = Self.allCases.first { $0.rawValue.lowercased() == lowered }
        }
        guard let match else { return nil }
        self = match
    }

    @inlinable static func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
}

extension HostConfig.SpacingName: HostConfigName {}
extension HostConfig.FontSizeName: HostConfigName {}
extension HostConfig.FontWeightName: HostConfigName {}
extension HostConfig.FontTypeName: HostConfigName {}
extension HostConfig.ColorName: HostConfigName {}
extension HostConfig.ContainerStyleName: HostConfigName {}
extension HostConfig.ImageSizeName: HostConfigName {}
extension HostConfig.ActionsOrientation: HostConfigName {}
extension HostConfig.ActionAlignment: HostConfigName {}
extension HostConfig.ShowCardActionMode: HostConfigName {}
extension HostConfig.IconPlacement: HostConfigName {}

// Names that key host-config dictionaries (per text and container, in every theme and layout
// context) hash their case, not their raw string as `RawRepresentable` would by default.
extension HostConfig.ContainerStyleName {
    public func hash(into hasher: inout Hasher) {
        let ordinal: UInt8 = switch self {
        case .default: 0
        case .emphasis: 1
        case .good: 2
        case .attention: 3
        case .warning: 4
        case .accent: 5
        }
        hasher.combine(ordinal)
    }
}

extension HostConfig.ColorName {
    /// The colour's place among `allCases` (0 ..< 7), without searching them.
    public var ordinal: Int {
        switch self {
        case .default: 0
        case .dark: 1
        case .light: 2
        case .accent: 3
        case .good: 4
        case .warning: 5
        case .attention: 6
        }
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(UInt8(truncatingIfNeeded: ordinal)) }
}

extension HostConfig.FontTypeName {
    public func hash(into hasher: inout Hasher) { hasher.combine(self == .monospace) }
}
