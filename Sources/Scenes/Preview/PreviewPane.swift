import Graphics
import JSON
import RepresentableKit
import TextRendering
import Typesetting

/// One drawing of a preview page: a scene (or a text) laid out for one proposed width and
/// scale, drawn as SVG elements whose glyphs are in the page's shared `SVGGlyphLibrary`, with
/// the frames `layout --json` gives at that width.
public struct PreviewPane: Sendable, Hashable {
    /// What the pane shows, e.g. "390 pt", "iPhone SE · 375 pt @2x", "AX1".
    public var title: String
    /// The proposed width, in points.
    public var width: Double
    /// Device pixels per point the layout was rounded to.
    public var scale: Double
    /// The drawn area, in points (the layout's size, at least one pixel each way).
    public var size: Size
    /// The SVG elements (no `<svg>` wrapper; the debug overlay in `<g class="overlay">`).
    public var svgBody: String
    /// Every node's frame, in depth-first pre-order, as `layout --json` lists them.
    public var frames: [LayoutFrame]
}

/// A width at which a node's height changes: a label or text gaining or losing a line (or a
/// view that picks another child), found between two sampled widths by bisection.
public struct PreviewBreakpoint: Sendable, Hashable {
    /// The node: its id, or "TYPE #INDEX" (its index in the frames) when it has none.
    public var node: String
    /// The smallest proposed width, to within `PreviewBreakpoint.precision`, at which the node
    /// has `heightAtOrAbove`; just below it, `heightBelow`.
    public var width: Double
    /// The node's height just below `width`.
    public var heightBelow: Double
    /// The node's height at `width` and above (up to the next breakpoint).
    public var heightAtOrAbove: Double

    /// How close `width` is to the exact change: the bisection stops at intervals of 1/64 pt.
    public static let precision = 1.0 / 64
}

/// What a preview lays out: a scene or a text, at any proposed width.
public protocol PreviewSource {
    /// The frames at proposed `width` and `scale`.
    func frames(width: Double, scale: Double) throws -> [LayoutFrame]
    /// The pane at proposed `width` and `scale`, its glyphs added to `library`.
    func pane(width: Double, scale: Double, title: String, library: SVGGlyphLibrary) throws -> PreviewPane
    /// The pane of `device`'s screen, its glyphs added to `library`. By default the pane at
    /// the device's width and scale.
    func pane(device: PreviewDevice, title: String, library: SVGGlyphLibrary) throws -> PreviewPane
}

extension PreviewSource {
    /// The pane at the device's width and scale.
    public func pane(device: PreviewDevice, title: String, library: SVGGlyphLibrary) throws -> PreviewPane {
        try pane(width: device.width, scale: device.scale, title: title, library: library)
    }
}

extension PreviewSource {
    /// The most changes of one node's height looked for between two sampled widths.
    static var maximumChangesBetweenSamples: Int { 64 }

    /// The breakpoints between consecutive `widths` (sorted first): for every node whose
    /// height differs between two neighbouring widths, the width where it changes, bisected to
    /// `PreviewBreakpoint.precision` (each change when it changes more than once between
    /// them, up to 64). Nodes with an id are reported (every node when none has
    /// one); frames are matched by their index, so a node whose tree changes shape (a
    /// `viewThatFits` picking another child) is reported under the frames of the other tree.
    public func breakpoints(in widths: [Double], scale: Double) throws -> [PreviewBreakpoint] {
        let sorted = Array(Set(widths)).sorted()
        return try breakpoints(between: sorted.map { w in (w, try frames(width: w, scale: scale)) }, scale: scale)
    }

    /// The breakpoints between `samples` (widths in increasing order, each with its frames, as
    /// `frames(width:scale:)` gives them), as `breakpoints(in:scale:)` finds them.
    ///
    /// All the nodes that change between two samples are bisected together: each layout at a
    /// midpoint serves every node still changing on either side, so the layouts a search takes
    /// grow with the distinct widths where heights change, not with the nodes (a column of
    /// alike labels that wrap at one width costs one bisection, however many there are).
    public func breakpoints(between samples: [(width: Double, frames: [LayoutFrame])], scale: Double) throws -> [PreviewBreakpoint] {
        guard samples.count > 1 else { return [] }
        let named = samples[0].frames.contains { $0.id != nil }
        var found: [(breakpoint: PreviewBreakpoint, index: Int)] = []
        for k in 1..<samples.count {
            let low = samples[k - 1], high = samples[k]
            guard high.frames.count == low.frames.count else { continue }
            let changing = high.frames.indices.filter { i in
                high.frames[i].rect.height != low.frames[i].rect.height && (!named || high.frames[i].id != nil)
            }
            guard !changing.isEmpty else { continue }
            var changes = [Int: Int]()
            try bisect(low: low, high: high, nodes: changing, scale: scale, changes: &changes, found: &found)
        }
        // Narrowest first; nodes at one width in tree order.
        return found.enumerated().sorted { ($0.element.breakpoint.width, $0.element.index, $0.offset) < ($1.element.breakpoint.width, $1.element.index, $1.offset) }
            .map(\.element.breakpoint)
    }

    /// Finds where each of `nodes` (indices into both frames, whose heights differ between `low`
    /// and `high`) changes height between the two widths: one layout at the midpoint, then each
    /// half with the nodes that differ across it. A midpoint whose tree has another shape counts
    /// as `low`'s, as the single-node search took it.
    private func bisect(low: (width: Double, frames: [LayoutFrame]), high: (width: Double, frames: [LayoutFrame]), nodes: [Int],
                        scale: Double, changes: inout [Int: Int], found: inout [(breakpoint: PreviewBreakpoint, index: Int)]) throws {
        let nodes = nodes.filter { changes[$0, default: 0] < Self.maximumChangesBetweenSamples }
        guard !nodes.isEmpty else { return }
        if high.width - low.width <= PreviewBreakpoint.precision {
            for i in nodes {
                let frame = high.frames[i]
                found.append((PreviewBreakpoint(node: frame.id ?? "\(frame.type) #\(i)", width: high.width,
                                                heightBelow: low.frames[i].rect.height, heightAtOrAbove: frame.rect.height), i))
                changes[i, default: 0] += 1
            }
            return
        }
        let width = (low.width + high.width) / 2
        var mid = (width: width, frames: try frames(width: width, scale: scale))
        if mid.frames.count != low.frames.count { mid.frames = low.frames }
        let left = nodes.filter { mid.frames[$0].rect.height != low.frames[$0].rect.height }
        let right = nodes.filter { mid.frames[$0].rect.height != high.frames[$0].rect.height }
        if !left.isEmpty { try bisect(low: low, high: mid, nodes: left, scale: scale, changes: &changes, found: &found) }
        if !right.isEmpty { try bisect(low: mid, high: high, nodes: right, scale: scale, changes: &changes, found: &found) }
    }
}

/// A scene as a preview source: its proposal's width (and its scale) replaced per pane.
public struct ScenePreviewSource: PreviewSource {
    /// The scene; its proposed height is kept.
    public var scene: Scene
    /// Draws the scene.
    public var renderer: SceneRenderer

    /// A source laying out `scene`.
    public init(scene: Scene, renderer: SceneRenderer = SceneRenderer()) {
        self.scene = scene
        self.renderer = renderer
    }

    private func scene(width: Double, scale: Double) -> Scene {
        var copy = scene
        copy.proposal = ProposedViewSize(width: width, height: scene.proposal.height)
        copy.scale = scale
        return copy
    }

    /// The frames at proposed `width` and `scale`.
    public func frames(width: Double, scale: Double) throws -> [LayoutFrame] {
        try scene(width: width, scale: scale).checkedLayout().frames
    }

    /// The pane at proposed `width` and `scale`, drawn with the debug overlay (hidden until shown).
    public func pane(width: Double, scale: Double, title: String, library: SVGGlyphLibrary) throws -> PreviewPane {
        try pane(scene(width: width, scale: scale), title: title, library: library)
    }

    /// The pane of `device`'s screen: with a height, the scene laid out on the screen inside
    /// its safe area, the insets shown as faint bands over it; without, as `pane(width:…)`.
    public func pane(device: PreviewDevice, title: String, library: SVGGlyphLibrary) throws -> PreviewPane {
        guard let height = device.height else {
            return try pane(width: device.width, scale: device.scale, title: title, library: library)
        }
        var placed = scene(width: device.width, scale: device.scale)
        placed.proposal.height = height
        placed.safeAreaInsets = device.safeAreaInsets
        return try pane(placed, title: title, library: library, safeArea: device.safeAreaInsets)
    }

    /// The colour of the bands a device pane draws over its unsafe edges: a faint blue.
    public static let safeAreaBand = Color(red: 0, green: 0.48, blue: 1, alpha: 0.12)

    private func pane(_ placed: Scene, title: String, library: SVGGlyphLibrary, safeArea: EdgeInsets? = nil) throws -> PreviewPane {
        let width = placed.proposal.width ?? 0, scale = placed.scale
        let placement = placed.placement()
        try placed.checkFinite(placement.result)
        let size = try PreviewPane.drawnSize(placement.result.size, scale: scale)
        var context = SVGContext(library: library, hairline: 1 / scale, pixelScale: scale)
        context.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: scene.background ?? .white)
        try renderer.draw(placement, into: &context, debug: true)
        if let safeArea {
            let screen = placement.result.size
            for band in [Rect(x: 0, y: 0, width: screen.width, height: safeArea.top),
                         Rect(x: 0, y: screen.height - safeArea.bottom, width: screen.width, height: safeArea.bottom),
                         Rect(x: 0, y: safeArea.top, width: safeArea.leading, height: max(screen.height - safeArea.vertical, 0)),
                         Rect(x: screen.width - safeArea.trailing, y: safeArea.top, width: safeArea.trailing,
                              height: max(screen.height - safeArea.vertical, 0))]
            where band.width > 0 && band.height > 0 {
                context.fill(band, color: Self.safeAreaBand)
            }
        }
        return PreviewPane(title: title, width: width, scale: scale, size: size, svgBody: context.body, frames: placement.result.frames)
    }
}

/// One measured text as a preview source (`preview --text`): laid out at each width by
/// `layout`, which re-wraps a prepared text and never re-shapes it. Its one frame is the
/// layout's (id "text").
public struct TextPreviewSource: PreviewSource {
    /// The layout at a width.
    public var layout: (Double) throws -> TextLayout
    /// The page background.
    public var background: Color

    /// A source laying out with `layout`, on `background`.
    public init(background: Color = .white, layout: @escaping (Double) throws -> TextLayout) {
        self.layout = layout
        self.background = background
    }

    private func frame(_ laid: TextLayout) -> LayoutFrame {
        LayoutFrame(id: "text", type: "text", rect: Rect(x: 0, y: 0, width: laid.size.width, height: laid.size.height))
    }

    /// The frames at proposed `width` and `scale`.
    public func frames(width: Double, scale: Double) throws -> [LayoutFrame] {
        [frame(try layout(width))]
    }

    /// The pane at proposed `width` and `scale`, drawn with the debug overlay (hidden until shown).
    public func pane(width: Double, scale: Double, title: String, library: SVGGlyphLibrary) throws -> PreviewPane {
        let laid = try layout(width)
        let size = try PreviewPane.drawnSize(Size(width: max(laid.size.width, width), height: laid.size.height), scale: scale)
        var context = SVGContext(library: library, hairline: 1 / scale, pixelScale: scale)
        context.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: background)
        try context.draw(laid, at: Point(x: 0, y: 0), debug: true)
        return PreviewPane(title: title, width: width, scale: scale, size: size, svgBody: context.body, frames: [frame(laid)])
    }
}

extension PreviewPane {
    /// `size` rounded out to whole pixels at `scale`, at least one pixel each way: the area a
    /// PNG render at that scale covers.
    static func drawnSize(_ size: Size, scale: Double) throws(RenderError) -> Size {
        Size(width: Double(max(try Canvas.pixelLength(size.width, scale: scale), 1)) / scale,
             height: Double(max(try Canvas.pixelLength(size.height, scale: scale), 1)) / scale)
    }
}
