/// UIKit's `UIView.noIntrinsicMetric`: an intrinsic dimension the view does not have.
public let noIntrinsicMetric: Double = -1

/// UIKit's `UIView.layoutFittingCompressedSize`: a target asking for the smallest fitting size.
public let layoutFittingCompressedSize = Size(width: 0, height: 0)

/// The part of `UIView` that layout talks to: what a SwiftUI representable, an
/// Auto Layout engine or a Yoga node asks of a hosted view.
///
/// The sizing layer never imports the text engine: `Label` and test fakes
/// conform to this protocol. Implementations are classes (like `UIView`) and
/// need not be thread-safe; lay a tree out from one thread at a time.
public protocol HostedView: AnyObject {
    /// The natural size of the content. Either dimension may be
    /// `noIntrinsicMetric` (−1).
    var intrinsicContentSize: Size { get }

    /// The size that best fits `size`. A dimension of `Double.infinity`
    /// means "unconstrained" on that axis.
    func sizeThatFits(_ size: Size) -> Size

    /// How strongly the view resists growing beyond its intrinsic size on `axis`.
    func contentHuggingPriority(for axis: Axis) -> LayoutPriority

    /// How strongly the view resists shrinking below its intrinsic size on `axis`.
    func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority

    /// The size that best fits `targetSize` given a fitting priority per axis.
    /// The extension gives a default; see there for the rules.
    func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size

    /// A fill colour for renderers, or nil. Default nil.
    var backgroundColor: Color? { get }

    /// The baselines of the view's text when it is `size` large, y from its top edge: UIKit's
    /// `forFirstBaselineLayout`/`forLastBaselineLayout` baselines, which a representable reports
    /// to SwiftUI as its `firstTextBaseline` and `lastTextBaseline` [R: OpenSwiftUI's
    /// `PlatformViewLayoutEngine.explicitAlignment`]. Nil (the default) for a view with no
    /// text: its baselines are then its bottom edge.
    func baselines(at size: Size) -> TextBaselines?
}

extension HostedView {
    /// No fill.
    public var backgroundColor: Color? { nil }

    /// No text, no baselines.
    public func baselines(at size: Size) -> TextBaselines? { nil }

    /// The size that best fits `targetSize`, modelling Auto Layout on a view
    /// whose only constraints are its content-size constraints.
    ///
    /// Per axis, with `t` the target and `x` the view's own fitting size:
    /// - a `.required` (≥ 1000) fitting priority keeps `t`;
    /// - otherwise, with no intrinsic metric on that axis, the result is 0
    ///   (nothing holds the axis open, as for `layoutFittingCompressedSize`);
    /// - otherwise the fitting constraint competes with the content
    ///   constraints: `t` wins when `t > x` and the priority beats content
    ///   hugging, or when `t < x` and it beats compression resistance; else `x`.
    ///   At `.fittingSizeLevel` (50) the view's own size therefore always wins.
    ///
    /// `x` comes from `sizeThatFits` with the other axis resolved first: when
    /// only the vertical priority is required, the height is fixed and the
    /// width is `sizeThatFits((∞, height)).width`; in every other case the
    /// width is resolved first (its `x` is the intrinsic width) and the height
    /// is `sizeThatFits((width, ∞)).height`. A wrapping view thus reports the
    /// height that fits a required width.
    public func systemLayoutSizeFitting(
        _ targetSize: Size,
        withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
        verticalFittingPriority: LayoutPriority
    ) -> Size {
        let intrinsic = intrinsicContentSize
        if verticalFittingPriority >= .required && horizontalFittingPriority < .required {
            let height = targetSize.height
            let width = fittingDimension(
                .horizontal, target: targetSize.width, priority: horizontalFittingPriority,
                hasMetric: intrinsic.width >= 0
            ) { sizeThatFits(Size(width: .infinity, height: height)).width }
            return Size(width: width, height: height)
        }
        let width = fittingDimension(
            .horizontal, target: targetSize.width, priority: horizontalFittingPriority,
            hasMetric: intrinsic.width >= 0
        ) { intrinsic.width }
        let height = fittingDimension(
            .vertical, target: targetSize.height, priority: verticalFittingPriority,
            hasMetric: intrinsic.height >= 0
        ) { sizeThatFits(Size(width: width, height: .infinity)).height }
        return Size(width: width, height: height)
    }

    private func fittingDimension(
        _ axis: Axis, target: Double, priority: LayoutPriority, hasMetric: Bool,
        fitting: () -> Double
    ) -> Double {
        if priority >= .required { return target }
        guard hasMetric else { return 0 }
        let own = fitting()
        if target > own && priority > contentHuggingPriority(for: axis) { return target }
        if target < own && priority > contentCompressionResistancePriority(for: axis) { return target }
        return own
    }
}
