extension LayoutView {
    /// Pads every edge by `insets`.
    public func padding(_ insets: EdgeInsets) -> some LayoutView {
        PaddingLayout(insets, content: self)
    }

    /// Pads every edge by `length`.
    public func padding(_ length: Double) -> some LayoutView {
        PaddingLayout(EdgeInsets(length), content: self)
    }

    /// Pads `edges` by `length`, or by 16 when nil (SwiftUI's default padding is the platform's).
    public func padding(_ edges: Edge.Set = .all, _ length: Double? = nil) -> some LayoutView {
        PaddingLayout(EdgeInsets(edges, length ?? PaddingLayout.defaultLength), content: self)
    }

    /// A frame of fixed width and/or height.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some LayoutView {
        FrameLayout(width: width, height: height, alignment: alignment, content: self)
    }

    /// A flexible frame.
    public func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
    ) -> some LayoutView {
        FlexFrameLayout(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
            alignment: alignment, content: self)
    }

    /// Proposes nil (the ideal size) on both axes.
    public func fixedSize() -> some LayoutView {
        FixedSizeLayout(horizontal: true, vertical: true, content: self)
    }

    /// Proposes nil (the ideal size) on the fixed axes only.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some LayoutView {
        FixedSizeLayout(horizontal: horizontal, vertical: vertical, content: self)
    }

    /// Records a border of `color` and `width` on this view's frame.
    public func border(_ color: Color, width: Double = 1) -> some LayoutView {
        BorderModifier(color: color, width: width, content: self)
    }

    /// The priority a stack gives this view when sharing out space.
    public func layoutPriority(_ value: Double) -> some LayoutView {
        LayoutPriorityModifier(value, content: self)
    }

    /// `layer` behind this view, sized to it (`.background(_:alignment:)`).
    public func background(_ layer: any LayoutView, alignment: Alignment = .center) -> some LayoutView {
        LayerModifier(.background, layer: layer, alignment: alignment, content: self)
    }

    /// `layer` in front of this view, sized to it (`.overlay(_:alignment:)`).
    public func overlay(_ layer: any LayoutView, alignment: Alignment = .center) -> some LayoutView {
        LayerModifier(.overlay, layer: layer, alignment: alignment, content: self)
    }

    /// Constrains this view to `aspectRatio` (width ÷ height; nil: its ideal size's ratio).
    public func aspectRatio(_ aspectRatio: Double? = nil, contentMode: ContentMode) -> some LayoutView {
        AspectRatioLayout(aspectRatio, contentMode: contentMode, content: self)
    }

    /// `aspectRatio(nil, contentMode: .fit)`.
    public func scaledToFit() -> some LayoutView {
        AspectRatioLayout(nil, contentMode: .fit, content: self)
    }

    /// `aspectRatio(nil, contentMode: .fill)`.
    public func scaledToFill() -> some LayoutView {
        AspectRatioLayout(nil, contentMode: .fill, content: self)
    }

    /// Draws this view moved by (x, y) without changing its layout.
    public func offset(x: Double = 0, y: Double = 0) -> some LayoutView {
        OffsetLayout(x: x, y: y, content: self)
    }

    /// Takes all the space proposed and centres this view at (x, y) in it.
    public func position(x: Double = 0, y: Double = 0) -> some LayoutView {
        PositionLayout(x: x, y: y, content: self)
    }
}
