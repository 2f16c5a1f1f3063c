/// `.clipShape(_:)` and `.cornerRadius(_:)`: the view drawn only inside an outline in its own
/// frame. Its size and its children's frames are the content's, unchanged [D: clipping
/// "doesn't affect the layout"]; the renderer clips everything drawn in the subtree.
/// `.cornerRadius(r)` is `.clipShape(RoundedRectangle(cornerRadius: r))` [R: OpenSwiftUI's
/// `cornerRadius(_:antialiased:)`].
package struct ClipShapeModifier: SizedByContent {
    /// The outline kept.
    package var outline: ShapeOutline
    /// The clipped view.
    package var content: any LayoutView
    /// The identifier recorded with this node's frame, or nil.
    package var id: String?

    /// `content` clipped to `outline`.
    package init(_ outline: ShapeOutline, content: any LayoutView, id: String? = nil) {
        self.outline = outline
        self.content = content
        self.id = id
    }

    /// Records the clip on a frame at `bounds` and places the content in the same bounds.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "clipShape", rect: bounds, clippingTo: outline)
        recorder.place(content, in: bounds, proposal: proposal)
    }
}

extension LayoutView {
    /// Draws this view only inside `shape`'s outline in the view's frame (SwiftUI
    /// `clipShape(_:)`); the layout is unchanged.
    public func clipShape(_ shape: some Shape) -> some LayoutView {
        ClipShapeModifier(shape.outline, content: self)
    }

    /// SwiftUI `cornerRadius(_:)`: `clipShape(RoundedRectangle(cornerRadius: radius))`.
    public func cornerRadius(_ radius: Double) -> some LayoutView {
        ClipShapeModifier(.roundedRectangle(cornerRadius: radius), content: self)
    }

    /// SwiftUI `clipped()`: `clipShape(Rectangle())`, drawing nothing outside the frame.
    public func clipped() -> some LayoutView {
        ClipShapeModifier(.rectangle, content: self)
    }
}
