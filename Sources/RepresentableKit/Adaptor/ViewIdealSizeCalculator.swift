/// How an adaptor finds its view's ideal size for a proposal
/// (RepresentableKit's `UIViewIdealSizeCalculator`).
public struct ViewIdealSizeCalculator: Sendable {
    /// The ideal size of `view` for a proposal.
    package var idealSize: @Sendable (any HostedView, ProposedViewSize) -> IdealSize

    /// A calculator from a closure; see also `custom(_:)`.
    package init(_ idealSize: @escaping @Sendable (any HostedView, ProposedViewSize) -> IdealSize) {
        self.idealSize = idealSize
    }

    /// The ideal width is the proposed width, or, when none is proposed, the
    /// view's unconstrained width: `systemLayoutSizeFitting(layoutFittingCompressedSize,
    /// .fittingSizeLevel, .fittingSizeLevel).width`, which is the intrinsic
    /// width (0 without one). The ideal height is the height that fits that
    /// width: `systemLayoutSizeFitting((width, proposed height ?? 0),
    /// withHorizontalFittingPriority: .required, verticalFittingPriority:
    /// .fittingSizeLevel).height`.
    ///
    /// This is what lets a multi-line label wrap to its proposed width.
    /// (The original passes the GeometryReader's size, or in DEBUG the
    /// compressed size for a nil proposal, which gives width 0 under
    /// `fixedSize()`; we take the unconstrained width instead.)
    public static let `default` = ViewIdealSizeCalculator { view, proposal in
        let width =
            proposal.width
            ?? view.systemLayoutSizeFitting(
                layoutFittingCompressedSize,
                withHorizontalFittingPriority: .fittingSizeLevel,
                verticalFittingPriority: .fittingSizeLevel
            ).width
        let fitted = view.systemLayoutSizeFitting(
            Size(width: width, height: proposal.height ?? 0),
            withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return IdealSize(width: width, height: fitted.height)
    }

    /// No override: the ideal size is the view's intrinsic content size.
    public static let none = ViewIdealSizeCalculator { _, _ in
        IdealSize(width: nil, height: nil)
    }

    /// A calculator from a closure.
    public static func custom(
        _ idealSize: @escaping @Sendable (any HostedView, ProposedViewSize) -> IdealSize
    ) -> ViewIdealSizeCalculator {
        ViewIdealSizeCalculator(idealSize)
    }
}
