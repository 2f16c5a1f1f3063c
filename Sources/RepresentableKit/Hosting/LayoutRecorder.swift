/// Collects frames while a tree is placed. Nodes call `record` for themselves
/// and `place` for each child, which keeps frames in depth-first pre-order.
public struct LayoutRecorder {
    /// The frames recorded so far, depth-first pre-order.
    package private(set) var frames: [LayoutFrame] = []
    /// The hosted views recorded so far, with their frames.
    package private(set) var hostedViews: [HostedViewPlacement] = []
    /// Content that draws itself (SwiftUI `Text`), with its frame.
    package private(set) var drawings: [DrawingPlacement] = []
    /// Filled shapes other than rectangles (SwiftUI shapes), with their frames.
    package private(set) var shapes: [ShapePlacement] = []
    /// Clip shapes (`.clipShape`, `.cornerRadius`): each clips its frame's subtree.
    package private(set) var clips: [ShapePlacement] = []
    /// Images (`Image`), with their frames.
    package private(set) var images: [ImagePlacement] = []
    /// The preference values reported so far, reduced in tree order.
    package private(set) var preferences = PreferenceValues()
    /// The depth the next recorded frame gets.
    package private(set) var depth = 0
    /// The safe area the node being placed sees (`SafeAreaFrame`); nil outside a screen and any
    /// safe-area modifier.
    package var safeArea: SafeAreaFrame?

    /// An empty recorder at depth 0.
    package init() {}

    /// Records a node's frame at the current depth, optionally with the hosted
    /// view drawn in it.
    public mutating func record(
        id: String?, type: String, rect: Rect,
        borderColor: Color? = nil, borderWidth: Double? = nil, fillColor: Color? = nil,
        hosting view: (any HostedView)? = nil
    ) {
        if let view {
            hostedViews.append(HostedViewPlacement(frameIndex: frames.count, rect: rect, view: view))
        }
        frames.append(
            LayoutFrame(
                id: id, type: type, rect: rect, depth: depth,
                borderColor: borderColor, borderWidth: borderWidth, fillColor: fillColor))
    }

    /// Records a node's frame with the text content drawn in it, laid out at `width` with its
    /// font scaled by `fontScale` (see `TextMeasuring`).
    package mutating func record(
        id: String?, type: String, rect: Rect, text content: any TextMeasuring, width: Double, fontScale: Double
    ) {
        drawings.append(
            DrawingPlacement(frameIndex: frames.count, rect: rect, content: content, width: width, fontScale: fontScale))
        record(id: id, type: type, rect: rect)
    }

    /// Records a node's frame filled with `shape` in `color`: a rectangle as the frame's fill
    /// colour, any other outline as a `ShapePlacement`.
    package mutating func record(id: String?, type: String, rect: Rect, shape: ShapeOutline, color: Color) {
        if shape == .rectangle {
            record(id: id, type: type, rect: rect, fillColor: color)
            return
        }
        shapes.append(ShapePlacement(frameIndex: frames.count, rect: rect, outline: shape, color: color))
        record(id: id, type: type, rect: rect)
    }

    /// Records a node's frame whose subtree is clipped to `shape` in that frame.
    package mutating func record(id: String?, type: String, rect: Rect, clippingTo shape: ShapeOutline) {
        clips.append(ShapePlacement(frameIndex: frames.count, rect: rect, outline: shape, color: .black))
        record(id: id, type: type, rect: rect)
    }

    /// Records a node's frame with `image` drawn to fill it.
    package mutating func record(id: String?, type: String, rect: Rect, image: ImageSource) {
        images.append(ImagePlacement(frameIndex: frames.count, rect: rect, source: image))
        record(id: id, type: type, rect: rect)
    }

    /// Reports `value` for `key` at this point of the tree (see `PreferenceKey`).
    package mutating func setPreference<Key: PreferenceKey>(_ value: Key.Value, for key: Key.Type) {
        preferences.append(value, for: key)
    }

    /// Rounds every recorded rectangle to the pixel grid (see `Rect.roundedToPixels(scale:)`).
    mutating func roundToPixels(scale: Double) {
        for index in frames.indices { frames[index].rect = frames[index].rect.roundedToPixels(scale: scale) }
        hostedViews = hostedViews.map {
            HostedViewPlacement(frameIndex: $0.frameIndex, rect: $0.rect.roundedToPixels(scale: scale), view: $0.view)
        }
        drawings = drawings.map {
            DrawingPlacement(
                frameIndex: $0.frameIndex, rect: $0.rect.roundedToPixels(scale: scale), content: $0.content,
                width: $0.width, fontScale: $0.fontScale)
        }
        func rounded(_ placed: ShapePlacement) -> ShapePlacement {
            ShapePlacement(frameIndex: placed.frameIndex, rect: placed.rect.roundedToPixels(scale: scale),
                           outline: placed.outline, color: placed.color)
        }
        shapes = shapes.map(rounded)
        clips = clips.map(rounded)
        images = images.map {
            ImagePlacement(frameIndex: $0.frameIndex, rect: $0.rect.roundedToPixels(scale: scale), source: $0.source)
        }
    }

    /// Places `child` one level deeper than the current node.
    public mutating func place(_ child: any LayoutView, in rect: Rect, proposal: ProposedViewSize) {
        depth += 1
        child.placeSubviews(in: rect, proposal: proposal, into: &self)
        depth -= 1
    }

}
