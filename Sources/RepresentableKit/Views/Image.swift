/// Where an `Image`'s pixels come from: a PNG file whose size was read when the image was made
/// (the Scenes module's `Image(contentsOfFile:)` reads and checks it), drawn by the renderer.
package struct ImageSource: Sendable, Hashable {
    /// The PNG file's path.
    package var path: String
    /// Its width in pixels.
    package var pixelWidth: Int
    /// Its height in pixels.
    package var pixelHeight: Int

    /// A PNG at `path` of `pixelWidth × pixelHeight` pixels.
    package init(path: String, pixelWidth: Int, pixelHeight: Int) {
        self.path = path
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}

/// SwiftUI's `Image` of a bitmap.
///
/// - Not resizable (the default): the image's own size, its pixels over its `scale`, whatever
///   is proposed [D: an image "is sized to the image's natural size" until `resizable()`];
///   a smaller frame lets it overflow, a larger one centres it.
/// - `resizable()`: the proposal, each unspecified (nil) axis replaced by the natural size;
///   drawn stretched to fill its frame [D: `resizable(capInsets:resizingMode:)`, stretch].
///   `aspectRatio(_:contentMode:)`, `scaledToFit()` and `scaledToFill()` keep the ratio, the
///   natural size's when no ratio is given (`AspectRatioLayout`).
public struct Image: LayoutView {
    /// The pixels drawn.
    package var source: ImageSource
    /// Pixels per point of the image (SwiftUI `Image(uiImage:)` takes the UIImage's scale); 1
    /// by default.
    package var scale: Double
    /// Whether the image takes its proposal (`resizable()`).
    package var isResizable = false
    /// The identifier recorded with the frame, or nil.
    public var id: String?

    /// An image of `source` at `scale` pixels a point (a scale that is not finite and > 0 is 1).
    package init(source: ImageSource, scale: Double = 1, id: String? = nil) {
        self.source = source
        self.scale = scale.isFinite && scale > 0 ? scale : 1
        self.id = id
    }

    /// The natural size: pixels over `scale`.
    package var naturalSize: Size {
        Size(width: Double(source.pixelWidth) / scale, height: Double(source.pixelHeight) / scale)
    }

    /// This image taking its proposal (SwiftUI `Image.resizable()`).
    public func resizable() -> Image {
        var copy = self
        copy.isResizable = true
        return copy
    }

    /// The natural size, or when resizable the proposal with nil axes the natural size's.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let natural = naturalSize
        guard isResizable else { return natural }
        return Size(width: proposal.width ?? natural.width, height: proposal.height ?? natural.height)
    }

    /// Records an "image" frame with the image drawn to fill it.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "image", rect: bounds, image: source)
    }
}
