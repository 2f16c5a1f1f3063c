/// `.border(_:width:)`: strokes a border inside the content's bounds. It does
/// not change the size; it records the border on its frame for a renderer.
/// (SwiftUI draws it as an overlay of `strokeBorder`, inside the bounds.)
public struct BorderModifier: LayoutView {
    /// SwiftUI's default border width: 1 [D].
    public static let defaultWidth: Double = 1

    public var color: Color
    public var width: Double
    public var content: any LayoutView
    public var id: String?

    public init(color: Color, width: Double = BorderModifier.defaultWidth, content: any LayoutView, id: String? = nil) {
        self.color = color
        self.width = width
        self.content = content
        self.id = id
    }

    public var layoutPriority: Double { content.layoutPriority }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        content.sizeThatFits(proposal)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "border", rect: bounds, borderColor: color, borderWidth: width)
        recorder.place(content, in: bounds, proposal: proposal)
    }
}
