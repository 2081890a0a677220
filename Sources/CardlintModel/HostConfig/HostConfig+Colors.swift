extension HostConfig {
    /// The colour a container of `style` shows: its (possibly translucent) background composited over
    /// `backdrop` — the parent container's effective background, or the page (white when unknown).
    public func background(of style: ContainerStyleName, over backdrop: Color = .white) -> Color {
        containerStyle(style).backgroundColor.composited(over: backdrop.composited(over: .white))
    }

    /// The colour text of `color` (subtle or not) shows inside a container of `style`, composited over
    /// that container's effective background.
    public func textColor(_ color: ColorName, subtle: Bool, in style: ContainerStyleName,
                          over backdrop: Color = .white) -> Color {
        let bg = background(of: style, over: backdrop)
        return containerStyle(style).foreground(color).color(subtle: subtle).composited(over: bg)
    }

    /// WCAG contrast ratio of such text against its container's effective background.
    public func textContrast(_ color: ColorName, subtle: Bool, in style: ContainerStyleName,
                             over backdrop: Color = .white) -> Double {
        Color.contrastRatio(textColor(color, subtle: subtle, in: style, over: backdrop),
                            background(of: style, over: backdrop))
    }
}
