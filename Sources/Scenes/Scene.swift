import Graphics
import JSON
import LabelHost
import RepresentableKit

/// A layout scene read from JSON:
///
/// ```json
/// {"scale": 2, "background": "#ffffff", "defaultSpacing": 8,
///  "proposal": {"width": 390, "height": null}, "root": NODE}
/// ```
///
/// Top-level fields, all optional but `root`: `scale` (> 0, default 1),
/// `background` (a colour), `proposal` (`width`/`height`: a number ≥ 0,
/// "infinity", or null for unspecified; default unspecified),
/// `defaultSpacing` (the spacing between two views of a stack that gives none, 0 beside a
/// spacer, and a spacer's default `minLength`; default 8 [U]), `pixelRounding` (round frames
/// to 1 / `scale`, default true).
///
/// Every node has a `type` and an optional `id`, and may have a
/// `layoutPriority`. Node types and their fields:
/// - `label`: `text` (required), `font` {`family` | `file`, `size`, `weight`,
///   `textStyle`, `design`}, `numberOfLines`, `lineBreakMode`,
///   `preferredMaxLayoutWidth`, `paragraphStyle` {name: number | string | boolean},
///   `color`, `adjustsFontSizeToFitWidth`, `minimumScaleFactor` (0…1),
///   `baselineAdjustment` (alignBaselines | alignCenters | none),
///   `hugging` and `compressionResistance` ({`horizontal`,
///   `vertical`} or one number for both), `exclusions` (shapes the text flows around:
///   `{"rect": [x, y, w, h]}`, `{"ellipse": [x, y, w, h]}` or `{"polygon": [[x, y], …]}`,
///   in the text's coordinates) and `exclusionFill` (a colour drawn in them). Built by the
///   caller's `makeLabel`.
/// - `textView`: a UITextView (`TextView`): `text` (required), `font`, `color`,
///   `lineBreakMode`, `paragraphStyle`, `exclusions`, `exclusionFill` (in the text
///   container's coordinates), `textContainerInset` (a number, or {`top`, `left`, `bottom`,
///   `right`}; default 8, 0, 8, 0), `lineFragmentPadding` (default 5), `maximumNumberOfLines`,
///   `isScrollEnabled` (default true), `hugging`, `compressionResistance`. Built by the
///   caller's `makeLabel` from a `LabelSpec` whose `textView` is set.
/// - `text`: SwiftUI's `Text`: `text` (required), `font` (as a label's),
///   `color`, `lineLimit` (≥ 0, or null for none; or {`min`, `max`} for a range, or
///   {`max`, `reservesSpace`}), `truncationMode` (head | middle | tail),
///   `minimumScaleFactor` (0…1), `multilineTextAlignment` (leading | center | trailing),
///   `lineSpacing`, `dynamicTypeSize` (xSmall … accessibility5). Built by the caller's
///   `makeText`.
/// - `textField`: SwiftUI's `TextField`: `text`, `prompt`, `axis` (horizontal | vertical),
///   and a text node's keys but `truncationMode` and `minimumScaleFactor`.
/// - `view`: a `FixedView`: `intrinsicWidth`, `intrinsicHeight` (≥ 0, or −1
///   for none; default −1), `hugging`, `compressionResistance`, `color`.
/// - `adaptor`: `flexibility` (a name or an array of names from
///   `ViewFlexibility.named`; default "all"), `idealSize` ("default" |
///   "none"), `content` (a `label`, `textView` or `view` node, required).
/// - `padding`: `insets` (a number, or {`top`, `leading`, `bottom`,
///   `trailing`} with absent edges 0; default 16), `content`.
/// - `frame`: `width`, `height`, or `minWidth`, `idealWidth`, `maxWidth`,
///   `minHeight`, `idealHeight`, `maxHeight` (not both kinds in one node;
///   `max…` may be "infinity"), `alignment` (an `Alignment.named` name), `content`.
/// - `fixedSize`: `horizontal`, `vertical` (default true), `content`.
/// - `border`: `color` (required), `width` (default 1), `content`.
/// - `vstack` / `hstack`: `spacing`, `alignment` (leading/center/trailing or
///   top/center/bottom), `children` (required).
/// - `zstack`: `alignment` (an `Alignment.named` name), `children` (required).
/// - `spacer`: `minLength`. `divider`: `thickness`, `color`.
/// - `background` / `overlay`: `background` / `overlay` (the layer node, required), `alignment`,
///   `content`.
/// - `aspectRatio`: `ratio` (> 0), `contentMode` (fit | fill), `content`.
/// - `offset` / `position`: `x`, `y` (numbers), `content`.
/// - `viewThatFits`: `axes` ("horizontal" | "vertical" | an array), `children`.
/// - `geometryReader`: `content` (optional).
/// - `color`: `color` (required). `rectangle`, `capsule`, `circle`, `ellipse`: `fill` (a colour,
///   default black). `roundedRectangle`: `cornerRadius` (required), `fill`. Each takes the
///   whole proposal, 10 for an unspecified axis, as SwiftUI's `Color` and shapes do.
/// - `clipShape`: `shape` ({`type`: one of the shape types, `cornerRadius`}), `content`.
///   `cornerRadius`: `radius`, `content`.
/// - `image`: `file` (a PNG, read and checked when the scene is read), `scale` (> 0, default
///   1), `resizable` (default false).
/// - `scrollView`: `axes` ("vertical" (default) | "horizontal" | an array), `content`.
///   `lazyVStack` / `lazyHStack`: `spacing`, `alignment`, `children`. `lazyVGrid` / `lazyHGrid`:
///   `columns` / `rows` (1…1,000 items, each `{"fixed": N}`, `{"flexible": {"minimum",
///   "maximum"}}` or `{"adaptive": {"minimum", "maximum"}}`, with `spacing` and `alignment`),
///   `spacing`, `alignment`, `children`.
/// - `list` / `form`: `children` (required): `section` nodes and rows; rows outside a section
///   form one. Inset-grouped, taking the whole proposal (`List`, `ListMetrics`).
/// - `section`: `header`, `footer` (optional: a node, or a string set as SwiftUI sets them, a
///   footnote-style text in the secondary colour, the header in capitals), `children`
///   (required, the rows).
/// - `ignoresSafeArea`: `regions` ("container" | "keyboard" | "all", or an array; default
///   all), `edges` (top | leading | bottom | trailing | horizontal | vertical | all, or an
///   array; default all), `content`.
/// - `safeAreaInset`: `edge` (required: top | bottom | leading | trailing), `alignment` (a
///   horizontal guide for top and bottom, a vertical one for leading and trailing),
///   `spacing` (default `defaultSpacing`), `content`, `inset` (the node at the edge).
/// - `safeAreaPadding`: `insets` (as `padding`'s), `content`.
///
/// A top-level `safeAreaInsets` ({`top`, `leading`, `bottom`, `trailing`}, absent edges 0)
/// makes the proposal a screen (it must then be finite on both axes) whose root is laid out
/// inside these insets (`safeAreaInsets`).
///
/// Colours are "#rgb", "#rgba", "#rrggbb" or "#rrggbbaa". Unknown fields are
/// errors (a typo should not pass silently), except fields whose name starts
/// with "_", which are ignored (comments). Sizes must be finite and ≥ 0, except frame lengths
/// and padding insets, which SwiftUI clamps: a negative one is read as 0 and a contradictory
/// frame is normalized, each with a `SceneWarning`.
public struct Scene {
    /// Device pixels per point (> 0; default 1).
    public var scale: Double
    /// The canvas fill when rendered; nil is white.
    public var background: Color?
    /// What the root is proposed.
    public var proposal: ProposedViewSize
    /// The spacing of stacks that give none.
    public var defaultSpacing: Double
    /// The layout tree.
    public var root: any LayoutView
    /// Whether frames are rounded to the pixel grid at `scale`, as SwiftUI aligns views to the
    /// display's pixels (`Rect.roundedToPixels(scale:)`); true by default, false for exact
    /// arithmetic. JSON: `"pixelRounding"`.
    public var roundsToPixels: Bool = true
    /// The safe area of the screen the scene is shown on, or nil for none. When set, the
    /// proposal is the screen's size (finite on both axes) and the root is laid out inside
    /// these insets, as a hosting controller does (`layout(_:screen:safeArea:pixelScale:)`).
    /// JSON: `"safeAreaInsets"`.
    public var safeAreaInsets: EdgeInsets?
    /// Values the reader corrected rather than rejected (see `SceneWarning`); empty for a scene
    /// built in code.
    public internal(set) var warnings: [SceneWarning] = []
    /// The JSON path of every node of a scene read from JSON, in depth-first pre-order (the
    /// order of `LayoutResult.frames`); empty for a scene built in code.
    public internal(set) var nodePaths: [JSONPath] = []

    /// A scene built in code.
    public init(
        scale: Double = 1, background: Color? = nil, proposal: ProposedViewSize = .unspecified,
        defaultSpacing: Double = VStack.defaultSpacing, root: any LayoutView
    ) {
        self.scale = scale
        self.background = background
        self.proposal = proposal
        self.defaultSpacing = defaultSpacing
        self.root = root
    }

    /// Reads a scene from JSON text.
    ///
    /// - Parameters:
    ///   - json: the scene document (see the repository's `Schemas/README.md`).
    ///   - makeLabel: builds the hosted view for a `label` node. A `SceneError` it throws
    ///     is passed through; any other error becomes `.labelFailed` at the label's path.
    public init(
        json: String, makeLabel: (LabelSpec, JSONPath) throws -> any HostedView
    ) throws(SceneError) {
        try self.init(json: Array(json.utf8), makeLabel: makeLabel)
    }

    /// Reads a scene from UTF-8 JSON bytes.
    public init(
        json bytes: [UInt8], makeLabel: (LabelSpec, JSONPath) throws -> any HostedView
    ) throws(SceneError) {
        let document = try Self.parse(bytes)
        self = try withoutActuallyEscaping(makeLabel) { makeLabel in
            Self.decode(document, makeLabel: makeLabel, makeText: nil)
        }.get()
    }

    /// Reads a scene whose `text` nodes are measured by what `makeText` builds.
    public init(
        json bytes: [UInt8], makeLabel: (LabelSpec, JSONPath) throws -> any HostedView,
        makeText: (TextSpec, JSONPath) throws -> any TextMeasuring
    ) throws(SceneError) {
        let document = try Self.parse(bytes)
        self = try withoutActuallyEscaping(makeLabel) { makeLabel in
            withoutActuallyEscaping(makeText) { makeText in
                Self.decode(document, makeLabel: makeLabel, makeText: makeText)
            }
        }.get()
    }

    private static func parse(_ bytes: [UInt8]) throws(SceneError) -> JSONValue {
        do { return try JSONValue.parse(bytes) } catch { throw SceneError(error) }
    }

    private static func decode(
        _ document: JSONValue, makeLabel: @escaping (LabelSpec, JSONPath) throws -> any HostedView,
        makeText: ((TextSpec, JSONPath) throws -> any TextMeasuring)?
    ) -> Result<Scene, SceneError> {
        var decoder = SceneDecoder(makeLabel: makeLabel)
        decoder.makeText = makeText
        return Result { () throws(SceneError) -> Scene in try decoder.scene(document) }
    }

    /// Lays the root out for the scene's proposal.
    public func layout() -> LayoutResult {
        if let screen { return RepresentableKit.layout(root, screen: screen.size, safeArea: screen.insets, pixelScale: pixelScale) }
        return RepresentableKit.layout(root, in: proposal, pixelScale: pixelScale)
    }

    /// The screen the root is laid out on: the proposal's size and `safeAreaInsets`, when both
    /// are set and finite.
    private var screen: (size: Size, insets: EdgeInsets)? {
        guard let safeAreaInsets, let width = proposal.width, let height = proposal.height,
              width.isFinite, height.isFinite else { return nil }
        return (Size(width: width, height: height), safeAreaInsets)
    }

    /// The scale frames are rounded to, or nil when `roundsToPixels` is off.
    public var pixelScale: Double? { roundsToPixels ? scale : nil }

    /// Lays the root out and returns the hosted views with their rectangles.
    public func placement() -> Placement {
        if let screen { return RepresentableKit.placement(of: root, screen: screen.size, safeArea: screen.insets, pixelScale: pixelScale) }
        return RepresentableKit.placement(of: root, in: proposal, pixelScale: pixelScale)
    }

    /// Lays the root out and checks that every number of the result is finite.
    ///
    /// A layout can be infinite where SwiftUI's is (a flexible view under an "infinity"
    /// proposal takes all of it), and NaN where an infinite size is centred; neither can be
    /// printed as a number or drawn, so such a scene is rejected with the path of the first
    /// node whose frame is not finite.
    ///
    /// A root built in code deeper than `LayoutDepth.maximum` is refused first (a scene file
    /// cannot nest that deep).
    public func checkedLayout() throws(SceneError) -> LayoutResult {
        do throws(LayoutDepthError) {
            try LayoutDepth.check(root)
        } catch {
            throw SceneError(path: JSONPath.root.appending("root"), kind: .invalidValue("\(error)"))
        }
        let result = layout()
        try checkFinite(result)
        return result
    }

    /// Throws for the first frame (or the overall size) that is not finite, at its node's path.
    public func checkFinite(_ result: LayoutResult) throws(SceneError) {
        for (index, frame) in result.frames.enumerated() {
            let r = frame.rect
            guard !(r.minX.isFinite && r.minY.isFinite && r.width.isFinite && r.height.isFinite) else { continue }
            let path = nodePaths.count == result.frames.count ? nodePaths[index] : JSONPath.root.appending("root")
            throw SceneError(path: path, kind: .invalidValue(
                "the layout gives this \(frame.type) a frame that is not finite (x \(r.minX), y \(r.minY), \(r.width) × \(r.height)); "
                    + "give the scene a finite proposal or bound the flexible views with a frame"))
        }
        guard result.size.width.isFinite && result.size.height.isFinite else {
            throw SceneError(path: JSONPath.root.appending("root"), kind: .invalidValue(
                "the layout's size is not finite (\(result.size.width) × \(result.size.height)); give the scene a finite proposal"))
        }
    }
}
