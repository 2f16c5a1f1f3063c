/// `.border(_:width:)`: strokes a border inside the content's bounds. It does
/// not change the size; it records the border on its frame for a renderer.
/// (SwiftUI draws it as an overlay of `strokeBorder`, inside the bounds.)
package struct BorderModifier: SizedByContent {
    /// SwiftUI's default border width: 1 [D].
    package static let defaultWidth: Double = 1

    /// The border's colour.
    package var color: Color
    /// The border's width in points, drawn inside the bounds; 1 by default.
    package var width: Double
    /// The bordered view.
    package var content: any LayoutView
    /// The identifier recorded with the border's frame, or nil.
    package var id: String?

    /// A border of `color` and `width` around `content`.
    package init(color: Color, width: Double = BorderModifier.defaultWidth, content: any LayoutView, id: String? = nil) {
        self.color = color
        self.width = width
        self.content = content
        self.id = id
    }

    /// Records the border on a frame at `bounds` and places the content in the same bounds.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "border", rect: bounds, borderColor: color, borderWidth: width)
        recorder.place(content, in: bounds, proposal: proposal)
    }
}
