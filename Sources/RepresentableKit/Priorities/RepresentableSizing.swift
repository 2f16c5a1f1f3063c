/// How SwiftUI sizes a plain `UIViewRepresentable` from its view's intrinsic
/// content size and Auto Layout priorities: RepresentableKit's README table, per axis
/// [R, OpenSwiftUI]:
///
/// | intrinsic | compression resistance | hugging | result        |
/// |-----------|------------------------|---------|---------------|
/// | −1        | any                    | any     | 0 … 0 … ∞     |
/// | x         | < 750                  | < 750   | 0 … x … ∞     |
/// | x         | < 750                  | ≥ 750   | 0 … x … x     |
/// | x         | ≥ 750                  | < 750   | x … x … ∞     |
/// | x         | ≥ 750                  | ≥ 750   | x … x … x     |
///
/// The size for a proposal is, per axis, the ideal for `nil`, otherwise the
/// proposal clamped to `min … max`.
///
/// Any negative or NaN intrinsic dimension is read as `noIntrinsicMetric`.
package struct RepresentableSizing: Sendable, Hashable, CustomStringConvertible {
    /// The width's min, ideal and max.
    package var horizontal: AxisSizing
    /// The height's min, ideal and max.
    package var vertical: AxisSizing

    /// The threshold from which a priority holds the view at its intrinsic size: 750 [R].
    package static let rigidThreshold = LayoutPriority.defaultHigh

    /// A sizing from the two axes' ranges.
    package init(horizontal: AxisSizing, vertical: AxisSizing) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The sizing of `view`, read from its intrinsic content size and priorities.
    package init(_ view: any HostedView) {
        let intrinsic = view.intrinsicContentSize
        self.init(
            horizontal: Self.axis(
                intrinsic: intrinsic.width,
                hugging: view.contentHuggingPriority(for: .horizontal),
                compressionResistance: view.contentCompressionResistancePriority(for: .horizontal)),
            vertical: Self.axis(
                intrinsic: intrinsic.height,
                hugging: view.contentHuggingPriority(for: .vertical),
                compressionResistance: view.contentCompressionResistancePriority(for: .vertical)))
    }

    /// One row of the table.
    package static func axis(
        intrinsic: Double, hugging: LayoutPriority, compressionResistance: LayoutPriority
    ) -> AxisSizing {
        guard intrinsic >= 0 else { return .unconstrained }
        return AxisSizing(
            min: compressionResistance >= rigidThreshold ? intrinsic : 0,
            ideal: intrinsic,
            max: hugging >= rigidThreshold ? intrinsic : .infinity)
    }

    /// The range along `axis`.
    package subscript(axis: Axis) -> AxisSizing {
        axis == .horizontal ? horizontal : vertical
    }

    /// The size chosen for `proposal`.
    package func size(for proposal: ProposedViewSize) -> Size {
        Size(width: horizontal.size(for: proposal.width), height: vertical.size(for: proposal.height))
    }

    /// The minima of both axes.
    package var minSize: Size { Size(width: horizontal.min, height: vertical.min) }
    /// The ideals of both axes: the size for a nil proposal.
    package var idealSize: Size { Size(width: horizontal.ideal, height: vertical.ideal) }
    /// The maxima of both axes.
    package var maxSize: Size { Size(width: horizontal.max, height: vertical.max) }

    package var description: String { "width \(horizontal), height \(vertical)" }
}
