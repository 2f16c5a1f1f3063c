/// What SwiftUI's `Text` asks of a text engine. The sizing layer imports no engine: an
/// engine-side type (LabelHost's `TextContent`) conforms, and test fakes can too. The sizing
/// layer does not draw: placing a `Text` records the content with the width and font scale
/// it is drawn at (`DrawingPlacement`), and the drawing side (LabelHost's `TextContent` with
/// TextRendering) lays it out again from those.
///
/// The content knows its string, font, colour and paragraph attributes (alignment, line
/// spacing, truncation mode) and the modifiers that change how it measures: `lineLimit`
/// (with `reservedLines`, the lower bound of `lineLimit(_:reservesSpace:)` and of a range)
/// and `minimumScaleFactor`. `Text` owns the SwiftUI rules (ideal size is one
/// line, a finite width wraps, shrinking to fit the proposal, pixel rounding).
public protocol TextMeasuring: AnyObject {
    /// At most this many lines, the last truncated (`.lineLimit(n)`, the upper bound of
    /// `.lineLimit(a...b)`); nil for no limit.
    var lineLimit: Int? { get }
    /// The text is at least as tall as this many lines of its font, even with fewer
    /// (`.lineLimit(n, reservesSpace: true)` reserves n; `.lineLimit(a...b)` and
    /// `.lineLimit(a...)` reserve a); 0 reserves nothing. The default is 0.
    var reservedLines: Int { get }
    /// The smallest scale the font may shrink to when the text does not fit the proposal
    /// (`.minimumScaleFactor(s)`), in 0…1; 1 means no shrinking.
    var minimumScaleFactor: Double { get }

    /// The text's unrounded size wrapped at `width` (nil: no wrapping, one line per paragraph),
    /// with at most `lineLimit` lines, with its font scaled by `scale`: width is the widest
    /// line, not the width given.
    func textSize(width: Double?, scale: Double) -> Size

    /// The largest scale in [`minimumScaleFactor`, 1] at which the text wrapped at
    /// `width / scale` takes no more than `lineLimit` lines untruncated and is no taller than
    /// `height` (∞: any height); `minimumScaleFactor` when even that does not fit.
    func fittingScale(width: Double, height: Double) -> Double

    /// The unrounded height of `count` lines of the text's font scaled by `scale`, empty or
    /// not, with the line spacing between them: what `reservedLines` reserves, and a
    /// `TextField`'s one-line height. The default is 0, enough for a measurer that reserves
    /// no lines and is not shown in a `TextField`.
    func height(ofLines count: Int, scale: Double) -> Double

    /// The baselines of the text wrapped at `width` (nil: no wrapping) with its font scaled by
    /// `scale`, laid out as `textSize(width:scale:)` measures it, y from the text's top; nil
    /// for text with no line (empty). The default is nil: the view's baselines are then its
    /// bottom edge, as for a view with no text.
    func baselines(width: Double?, scale: Double) -> TextBaselines?
}

extension TextMeasuring {
    /// No reserved lines.
    public var reservedLines: Int { 0 }

    /// 0: only `Text` with reserved lines and `TextField` ask for this height.
    public func height(ofLines count: Int, scale: Double) -> Double { 0 }

    /// None: a measurer that reports no baselines aligns by its bottom edge.
    public func baselines(width: Double?, scale: Double) -> TextBaselines? { nil }
}

/// SwiftUI's `Text`: a view that measures its content itself (it is not a hosted UIView).
///
/// - Ideal size (nil or ∞ proposed width): the one-line size, `lineLimit` applied.
/// - A finite proposed width wraps, and the reported width is the widest line, not the
///   proposal [R OpenSwiftUI, M].
/// - `minimumScaleFactor` < 1: when the text does not fit the proposal (its width, and its
///   height when that is finite), the font shrinks as far as needed, at most to that factor.
/// - A proposed width of 0 asks for the minimum: the text wraps one grapheme cluster a line
///   (`minimumMeasuringWidth`), so stacks see how far it can shrink.
/// - The proposed height does not otherwise limit the lines (use `lineLimit`).
/// - Reserved lines (`lineLimit(n, reservesSpace: true)`, `lineLimit(a...b)`): the height is
///   at least that of `reservedLines` lines of the font; the width is unchanged [D: Apple's
///   `lineLimit(_:reservesSpace:)`, "always occupies the height required to display the
///   specified number of lines"; `lineLimit(_: ClosedRange<Int>)`].
/// - Sizes are ceiled to device pixels (multiples of 1 / `displayScale`), as the label's are
///   (SwiftUI's own rounding of Text is undocumented; this keeps the two comparable).
public struct Text: LayoutView {
    /// Where the text comes from: a measurer given, or a description an engine measures.
    enum Source {
        case measurer(any TextMeasuring)
        case described(DescribedText)
    }

    var source: Source
    /// The engine-side text that measures and draws itself (for a text made from a string,
    /// made by its engine on first use). Setting it replaces a description.
    package var content: any TextMeasuring {
        get {
            switch source {
            case .measurer(let measurer): return measurer
            case .described(let described): return described.measurer
            }
        }
        set { source = .measurer(newValue) }
    }
    /// Device pixels per point, for pixel rounding.
    package var displayScale: Double
    /// Whether `displayScale` was given: a renderer's scale replaces only a default one
    /// (`withDisplayScale(_:)`), as SwiftUI's environment `displayScale` reaches every text.
    package var hasExplicitDisplayScale = true
    /// The identifier recorded with the text's frame, or nil.
    public var id: String?

    /// Text showing `content`, rounded to pixels at `displayScale` (2 by default).
    public init(_ content: any TextMeasuring, displayScale: Double = 2, id: String? = nil) {
        self.source = .measurer(content)
        self.displayScale = displayScale
        self.id = id
    }

    /// Text showing `description`, measured by what `engine` makes of it, rounded to pixels at
    /// 2 device pixels a point until a renderer gives its own scale. SwiftUI's string
    /// initializers (`Text("…")`, `Text(verbatim:)`, `Text(markdown:)`) are this with the
    /// bundled fonts' engine (Scenes).
    public init(_ description: TextDescription, engine: any TextEngine, id: String? = nil) {
        self.source = .described(DescribedText(description, engine: engine))
        self.displayScale = 2
        self.hasExplicitDisplayScale = false
        self.id = id
    }

    /// What the text shows and its settings, for a text made from a description; nil for one
    /// made from a measurer (whose settings are its own).
    package var textDescription: TextDescription? {
        if case .described(let described) = source { return described.description }
        return nil
    }

    /// The engine's error for a text made from a description that it could not measure (such
    /// a text measures as 0 × 0); nil otherwise. Renderers report it.
    package var resolutionError: (any Error)? {
        guard case .described(let described) = source, case .failure(let error) = described.result else { return nil }
        return error
    }

    /// This text with its description changed by `change`; a text made from a measurer is
    /// returned unchanged (its settings are the measurer's).
    package func described(_ change: (inout TextDescription) -> Void) -> Text {
        guard case .described(let described) = source else { return self }
        var copy = self
        copy.source = .described(described.changed(change))
        return copy
    }

    /// This text rounded to `scale` device pixels a point unless a scale was given.
    package func withDisplayScale(_ scale: Double) -> Text {
        guard !hasExplicitDisplayScale else { return self }
        var copy = self
        copy.displayScale = scale
        return copy
    }

    /// The font scale used for `proposal`: 1 unless the text must shrink to fit it.
    package func fontScale(for proposal: ProposedViewSize) -> Double {
        guard let width = Self.finiteWidth(proposal), content.minimumScaleFactor < 1 else { return 1 }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? .infinity
        return content.fittingScale(width: width, height: height)
    }

    /// The text's size for `proposal` by the rules above, ceiled to device pixels.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let scale = fontScale(for: proposal)
        let size = content.textSize(width: Self.finiteWidth(proposal), scale: scale)
        let height = max(size.height, Self.reservedHeight(content, scale: scale))
        return Size(
            width: ceilToPixels(size.width, scale: displayScale), height: ceilToPixels(height, scale: displayScale))
    }

    /// The height `content.reservedLines` lines take at `scale`; 0 when none are reserved.
    package static func reservedHeight(_ content: any TextMeasuring, scale: Double) -> Double {
        let lines = content.reservedLines
        return lines > 0 ? content.height(ofLines: lines, scale: scale) : 0
    }

    /// The text's first and last baselines for `proposal` (its lines as measured for that
    /// proposal, y from its top edge); nil for any other guide and for empty text
    /// (BehaviourReference, "Alignment guides").
    public func explicitAlignment(_ guide: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        guard TextBaselines.isBaseline(guide) else { return nil }
        return content.baselines(width: Self.finiteWidth(proposal), scale: fontScale(for: proposal))?.value(for: guide)
    }

    /// Records the text's frame at `bounds` with the width and font scale it is drawn at.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        // Drawn wrapped at its own width (so that alignment is within the widest line), no
        // wider than the proposal it was measured at: the greedy wrapper gives the same lines
        // at any width from the widest line up to that one.
        let width = min(bounds.width, Self.finiteWidth(proposal) ?? .infinity)
        recorder.record(id: id, type: "text", rect: bounds, text: content, width: width, fontScale: fontScale(for: proposal))
    }

    /// The width a proposed width of 0 (or less) is measured at: a minimum, as SwiftUI's 0
    /// proposal asks for [D, BehaviourReference "ProposedViewSize"], not "no limit" (which is what
    /// width 0 means to the engine and to UILabel). Any positive width below the narrowest
    /// grapheme cluster gives the same layout, one cluster a line.
    package static let minimumMeasuringWidth = 0.001

    package static func finiteWidth(_ proposal: ProposedViewSize) -> Double? {
        proposal.width.flatMap { $0.isFinite ? max(minimumMeasuringWidth, $0) : nil }
    }
}
