/// A hosted view with a fixed intrinsic content size and settable priorities:
/// a plain `UIView`, `UIImageView` or `UISlider` stand-in. Scenes use it for
/// `view` nodes and tests use it as a fake.
///
/// `sizeThatFits` returns the intrinsic size with each `noIntrinsicMetric`
/// dimension replaced by 0. (UIView's default returns the view's current size,
/// which is zero for a view that was never laid out [D]; views with content,
/// like UIImageView, return their content size.)
package final class FixedView: HostedView {
    /// The fixed natural size; either dimension may be `noIntrinsicMetric`.
    package var intrinsicContentSize: Size
    /// The fill scenes draw, or nil for none.
    package var backgroundColor: Color?
    private var hugging: [Axis: LayoutPriority]
    private var compressionResistance: [Axis: LayoutPriority]

    /// A view with the given intrinsic size, priorities and fill.
    ///
    /// The priorities default to 250 hugging / 750 compression resistance, UIKit's defaults
    /// (measured for UILabel [M]; assumed for a plain view [U]).
    /// - Parameters:
    ///   - intrinsicWidth: the intrinsic width; `noIntrinsicMetric` (the default) for none.
    ///   - intrinsicHeight: the intrinsic height; `noIntrinsicMetric` (the default) for none.
    ///   - horizontalHugging: content hugging priority on the horizontal axis.
    ///   - verticalHugging: content hugging priority on the vertical axis.
    ///   - horizontalCompressionResistance: compression resistance on the horizontal axis.
    ///   - verticalCompressionResistance: compression resistance on the vertical axis.
    ///   - backgroundColor: the fill scenes draw, or nil for none.
    package init(
        intrinsicWidth: Double = noIntrinsicMetric,
        intrinsicHeight: Double = noIntrinsicMetric,
        horizontalHugging: LayoutPriority = .defaultLow,
        verticalHugging: LayoutPriority = .defaultLow,
        horizontalCompressionResistance: LayoutPriority = .defaultHigh,
        verticalCompressionResistance: LayoutPriority = .defaultHigh,
        backgroundColor: Color? = nil
    ) {
        self.intrinsicContentSize = Size(width: intrinsicWidth, height: intrinsicHeight)
        self.hugging = [.horizontal: horizontalHugging, .vertical: verticalHugging]
        self.compressionResistance = [
            .horizontal: horizontalCompressionResistance, .vertical: verticalCompressionResistance,
        ]
        self.backgroundColor = backgroundColor
    }

    /// The intrinsic size with `noIntrinsicMetric` dimensions as 0, whatever `size` is.
    package func sizeThatFits(_ size: Size) -> Size {
        Size(width: max(intrinsicContentSize.width, 0), height: max(intrinsicContentSize.height, 0))
    }

    /// UIView's `contentHuggingPriority(for:)`.
    package func contentHuggingPriority(for axis: Axis) -> LayoutPriority {
        hugging[axis] ?? .defaultLow
    }

    /// UIView's `setContentHuggingPriority(_:for:)`.
    package func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) {
        hugging[axis] = priority
    }

    /// UIView's `contentCompressionResistancePriority(for:)`.
    package func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }

    /// UIView's `setContentCompressionResistancePriority(_:for:)`.
    package func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        compressionResistance[axis] = priority
    }
}
