import CardlintModel

/// Whether a layout made in one context can stand for a layout made in another.
///
/// A layout is a pure function of the card, the card width, the type scale, the font family, the
/// host config, the renderer metrics and the options (`Engine.init` reads nothing else), so two
/// contexts equal in those lay every card out alike. Host configs are compared without `raw`
/// (sections the model does not cover; layout reads only the model) and, failing that, without
/// `spacing.extraSmall`, which a card only reaches by asking for it.
public enum LayoutLikeness: Sendable, Equatable {
    /// Every card is laid out alike.
    case always
    /// Cards that never ask for `extraSmall` spacing are laid out alike (the configs differ only there).
    case withoutExtraSmallSpacing
    case never

    /// Whether a layout of `input` in one context stands for one in the other.
    public func holds(for input: LayoutInput) -> Bool {
        switch self {
        case .always: true
        case .withoutExtraSmallSpacing: !input.asksForExtraSmallSpacing
        case .never: false
        }
    }
}

extension LayoutContext {
    /// How a layout in this context compares with one in `other`. Viewports are compared by the
    /// card width they give (all layout reads of them); names do not matter.
    public func likeness(to other: LayoutContext) -> LayoutLikeness {
        guard viewport.effectiveCardWidth == other.viewport.effectiveCardWidth,
              typeScale.factor == other.typeScale.factor,
              typeScale.lineHeightRatio == other.typeScale.lineHeightRatio,
              fontFamily == other.fontFamily, options == other.options, metrics == other.metrics
        else { return .never }
        if config === other.config { return .always }
        return Self.likeness(hostConfig, other.hostConfig)
    }

    static func likeness(_ a: HostConfig, _ b: HostConfig) -> LayoutLikeness {
        var a = a, b = b
        b.raw = a.raw
        if a == b { return .always }
        // A config that names `extraSmall` itself reaches it without the card asking.
        guard !a.namesExtraSmallSpacing, !b.namesExtraSmallSpacing else { return .never }
        a.spacing.extraSmall = nil
        b.spacing.extraSmall = nil
        return a == b ? .withoutExtraSmallSpacing : .never
    }
}

extension HostConfig {
    /// Whether a spacing the config chooses by name (action rows, inputs, error messages) is `extraSmall`.
    var namesExtraSmallSpacing: Bool {
        actions.spacing == .extraSmall || inputs.inputSpacing == .extraSmall || inputs.errorMessage.spacing == .extraSmall
    }
}

extension LayoutTree {
    /// The same layout under another context's names (a layout taken by a context it is alike in).
    public func renamed(viewport: String, typeScale: String) -> LayoutTree {
        LayoutTree(boxes: boxes, size: size, viewportName: viewport, typeScaleName: typeScale,
                   types: types, parents: parents, spares: nil)
    }
}
