/// SwiftUI's `Divider`: a thin line across its stack's axis, horizontal outside a stack [D].
///
/// - In a VStack (or outside any stack) it is a horizontal line: as wide as proposed (0 for
///   nil, an assumption [U]) and `thickness` high; in an HStack a vertical line, `thickness`
///   wide and as high as proposed. Stacks place children at their resolved cross size, so a
///   divider in a fixed-size stack spans the stack.
/// - `thickness` defaults to one device pixel, 1 / `displayScale` [U: widely reported as
///   0.5 pt at @2x; SwiftUI does not document it].
/// - It is drawn in `color`, by default UIKit's light-mode separator colour, #3c3c434a
///   (`UIColor.separator`, rgba(60, 60, 67, 0.29)) [U].
/// - Spacing next to it is the stack's usual spacing [U].
public struct Divider: LayoutView {
    /// `UIColor.separator` in light mode [U].
    package static let separatorColor = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)

    /// The line's thickness in points.
    package var thickness: Double
    /// The line's colour.
    package var color: Color
    /// The axis of the stack the divider is in; nil outside a stack (a horizontal line).
    package var axis: Axis?
    /// The identifier recorded with the divider's frame, or nil.
    public var id: String?

    /// A divider one device pixel thick (1 / `displayScale`) unless `thickness` is given, in
    /// `color`, or the light-mode separator colour when it is nil.
    public init(
        thickness: Double? = nil, displayScale: Double = 2, color: Color? = nil,
        axis: Axis? = nil, id: String? = nil
    ) {
        self.thickness = thickness ?? (displayScale > 0 ? 1 / displayScale : 1)
        self.color = color ?? Divider.separatorColor
        self.axis = axis
        self.id = id
    }

    /// The axis the line runs along: across its stack's axis.
    package var lineAxis: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The proposal (0 for nil) along the line, `thickness` across it.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        Size(lineAxis, major: max(proposal[lineAxis] ?? 0, 0), minor: thickness)
    }

    /// Records the divider's frame, filled with its colour.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "divider", rect: bounds, fillColor: color)
    }
}
