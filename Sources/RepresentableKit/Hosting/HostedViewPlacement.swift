/// A hosted view and where it was placed: what a renderer draws.
package struct HostedViewPlacement {
    /// The index of the view's frame in `LayoutResult.frames`.
    package let frameIndex: Int
    /// The view's bounds in root coordinates.
    package let rect: Rect
    /// The placed view.
    package let view: any HostedView
}

/// Text content (SwiftUI `Text`) and how it was placed: its bounds, and the width and font
/// scale it is drawn at, the ones its size was measured at.
package struct DrawingPlacement {
    /// The index of the node's frame in `LayoutResult.frames`.
    package let frameIndex: Int
    /// The content's bounds in root coordinates.
    package let rect: Rect
    /// The text content placed.
    package let content: any TextMeasuring
    /// The width the text is laid out at (its own width, no wider than its proposal).
    package let width: Double
    /// The scale of the text's font (below 1 when it shrank to fit).
    package let fontScale: Double
}

/// A shape and where it was placed: filled with `color` (`ShapeView`), or clipping its
/// frame's subtree (`ClipShapeModifier`).
package struct ShapePlacement {
    /// The index of the node's frame in `LayoutResult.frames`.
    package let frameIndex: Int
    /// The frame the outline is drawn in, in root coordinates.
    package let rect: Rect
    /// The outline.
    package let outline: ShapeOutline
    /// The fill (unused for a clip).
    package let color: Color
}

/// An image and where it was placed: drawn scaled to fill `rect`.
package struct ImagePlacement {
    /// The index of the node's frame in `LayoutResult.frames`.
    package let frameIndex: Int
    /// The image's frame in root coordinates.
    package let rect: Rect
    /// Where its pixels come from.
    package let source: ImageSource
}
