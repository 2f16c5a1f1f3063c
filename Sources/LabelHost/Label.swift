import Graphics
import RepresentableKit
import Typesetting

/// A hosted view that shows text with UILabel's sizing semantics, measured by the text engine.
///
/// - `intrinsicContentSize`: the single-line size when `numberOfLines` is 1 or
///   `preferredMaxLayoutWidth` is 0; otherwise the size wrapped at `preferredMaxLayoutWidth`
///   (honouring `numberOfLines`). Empty text is (0, 0).
/// - `sizeThatFits(_:)`: the size wrapped at the given width, honouring `numberOfLines`. A
///   width of 0 (or less, or ∞) gives the natural single-line size, as UILabel does for
///   `.zero`; with `numberOfLines == 1` the natural single-line size, whatever the width.
/// - Sizes are ceiled to device pixels (multiples of `1 / scale`), as UIKit rounds label sizes.
/// - Default priorities: hugging 250, compression resistance 750 on both axes.
/// - Lines of a text-style font (`Font.textStyle` set: `preferredFont(forTextStyle:)`) are
///   spaced by the style's HIG leading, as SwiftUI's `Text` spaces them (`TextContent`): the
///   first line is the font's line height, each further line adds the leading, on top of the
///   paragraph style's `lineSpacing` and `lineSpacingAdjustment` [M: subheadline at Large, 3,
///   5 and 6 lines, iOS ~12.1, pointfreeco/episode-code-samples episodes 37 and 39,
///   `testEpisodesView`]. For attributed text, the font at its start decides. Any other font
///   (`systemFont(ofSize:)`, a custom font) keeps its own line height.
/// - Once `attributedText` is set, `font`, `textColor`, `textAlignment` and `lineBreakMode`
///   are ignored in favour of the attributes (and `paragraphStyle`), as UIKit documents.
///
/// A `Label` is a class like UILabel: mutate it from one thread at a time. Its results
/// (`TextLayout`, sizes) are Sendable values; the prepared text is cached until the text,
/// font or style changes, so sizing at several widths shapes once.
public final class Label: HostedView {
    /// The plain text shown (UILabel's `text`); nil by default. Ignored while `attributedText`
    /// is set.
    public var text: String? { didSet { invalidate() } }
    /// Styled text (UILabel's `attributedText`); when set, it replaces `text` and its attributes
    /// replace `font`, `textColor`, `textAlignment` and `lineBreakMode`. Nil by default.
    public var attributedText: AttributedText? { didSet { invalidate() } }
    /// The font of plain text (UILabel's `font`).
    public var font: Font { didSet { invalidate() } }
    /// The colour of plain text (UILabel's `textColor`); black by default.
    public var textColor: Color = .black { didSet { invalidate() } }
    /// How lines of plain text align (UILabel's `textAlignment`); `.natural` by default.
    public var textAlignment: TextAlignment = .natural { didSet { invalidate() } }
    /// 1 by default; 0 means unlimited.
    public var numberOfLines: Int = 1 { didSet { invalidateLayouts() } }
    /// UILabel's default is byTruncatingTail.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { invalidate() } }
    /// UILabel's default is `.standard` (orphan avoidance, `.pushOut`, and
    /// `.hangulWordPriority`); NSParagraphStyle's, and so the engine's, is empty. It replaces
    /// `paragraphStyle`'s strategy for plain text; for `attributedText`, it applies when
    /// `paragraphStyle` is nil or sets no strategy (a real UILabel still avoids orphans
    /// there), so set this to `[]` for greedy wrapping everywhere.
    public var lineBreakStrategy: LineBreakStrategy = .standard { didSet { invalidate() } }
    /// Other paragraph attributes (line height, spacing, indents); its alignment and
    /// lineBreakMode are replaced by the label's own for plain text.
    public var paragraphStyle: ParagraphStyle? { didSet { invalidate() } }
    /// The width, in points, at which `intrinsicContentSize` wraps multiline text (UILabel's
    /// `preferredMaxLayoutWidth`); 0 (the default) means the single-line size.
    public var preferredMaxLayoutWidth: Double = 0 { didSet { invalidateLayouts() } }
    /// Device pixels per point; sizes are ceiled to multiples of 1/scale. Default 2.
    public var scale: Double = 2 { didSet { invalidateLayouts() } }
    /// The colour drawn behind the text (UIView's `backgroundColor`); nil (clear) by default.
    /// Does not affect sizing.
    public var backgroundColor: Color?
    /// Where fallback fonts come from for characters `font` lacks; nil uses the bundled
    /// collection (`FontCollection.bundled()`).
    public var fontCollection: FontCollection?

    /// UILabel's autoshrink: when the text does not fit the bounds it is drawn in, its font is
    /// scaled down, at most to `minimumScaleFactor` × its size. Off by default. Only drawing
    /// shrinks: `intrinsicContentSize` and `sizeThatFits(_:)` stay unshrunk, as in UIKit.
    public var adjustsFontSizeToFitWidth = false { didSet { invalidateLayouts() } }
    /// The smallest scale autoshrink may use, in 0…1; 0 (the default) means no shrinking,
    /// as UIKit documents. Use `setMinimumScaleFactor(_:)` for a checked assignment; out of
    /// range values set here are clamped to 0…1 (NaN is 0).
    public var minimumScaleFactor: Double = 0 { didSet { invalidateLayouts() } }
    /// Where shrunk text goes vertically (UIBaselineAdjustment). Default `.alignBaselines`.
    public var baselineAdjustment: BaselineAdjustment = .alignBaselines
    /// UILabel's allowsDefaultTighteningForTruncation (default false): before the text is
    /// truncated, its inter-character spacing tightens, by at most the paragraph style's
    /// `tighteningFactorForTruncation` (0.05), so that it fits whole instead
    /// (`ParagraphStyle.allowsDefaultTighteningForTruncation`). It applies to attributed
    /// text too, as a property of the label.
    public var allowsDefaultTighteningForTruncation = false { didSet { invalidate() } }
    /// Regions the text flows around, in the label's coordinates (from its text's top-left
    /// corner): `NSTextContainer.exclusionPaths`, which UILabel does not expose; ours, for
    /// text beside an image. Empty by default. They shape the unshrunk layout only (autoshrink
    /// ignores them) and need a width: a label without one (a single line, or no
    /// `preferredMaxLayoutWidth`) lays out as if there were none.
    public var exclusionPaths: [ExclusionPath] = [] { didSet { invalidateLayouts() } }
    /// The colour `draw(in:into:debug:)` fills the exclusion paths with under the text (an
    /// image's or a box's place); nil (the default) draws nothing there.
    public var exclusionFill: Color?

    /// Sets `minimumScaleFactor`, throwing for a value outside 0…1 or NaN.
    public func setMinimumScaleFactor(_ factor: Double) throws(AutoshrinkError) {
        guard factor >= 0, factor <= 1 else { throw AutoshrinkError.invalidMinimumScaleFactor(factor) }
        minimumScaleFactor = factor
    }

    /// Priorities by axis: two fields, not dictionaries, as a label made for one measurement
    /// (a `fit` check) should not allocate for them.
    private struct AxisPriorities {
        var horizontal: LayoutPriority
        var vertical: LayoutPriority
        subscript(axis: Axis) -> LayoutPriority {
            get { axis == .horizontal ? horizontal : vertical }
            set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
        }
    }
    private var hugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    private var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
    private var prepared: PreparedText?
    private var preparationError: LayoutError?
    /// Where the prepared text comes from when set (`TextMeasurer`'s cache); nil prepares it here.
    var preparedTextCache: PreparedTextCache?
    private var layouts: [LayoutKey: TextLayout] = [:]

    private struct LayoutKey: Hashable {
        var width: Double?
        var lines: Int
        var scale: Double = 1
    }

    /// A label in `font`.
    public init(font: Font, text: String? = nil) {
        self.font = font
        self.text = text
    }

    /// A label in UILabel's default font, the system font at 17 points (`systemFont(ofSize: 17)`,
    /// the bundled Inter measured as SF Pro): a font of no text style, so its lines are the
    /// font's line height apart.
    public convenience init(text: String? = nil) throws(FontError) {
        self.init(font: try FontCollection.bundled().systemFont(ofSize: 17), text: text)
    }

    // MARK: Priorities

    /// UIView's `contentHuggingPriority(for:)`: `.defaultLow` (250) unless set.
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority { hugging[axis] }
    /// UIView's `setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) { hugging[axis] = priority }
    /// UIView's `contentCompressionResistancePriority(for:)`: `.defaultHigh` (750) unless set.
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority { compressionResistance[axis] }
    /// UIView's `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) { compressionResistance[axis] = priority }

    // MARK: Sizing

    /// (0, 0) when the text cannot be laid out; `lastLayoutError` then says why, and
    /// `intrinsicSize()` throws it.
    public var intrinsicContentSize: Size { recordingError { () throws(LayoutError) in try intrinsicSize() } }

    /// (0, 0) when the text cannot be laid out; `lastLayoutError` then says why, and
    /// `size(thatFits:)` throws it.
    public func sizeThatFits(_ size: Size) -> Size { recordingError { () throws(LayoutError) in try self.size(thatFits: size) } }

    /// `intrinsicContentSize`, throwing the layout error instead of reporting (0, 0).
    public func intrinsicSize() throws(LayoutError) -> Size {
        let width = numberOfLines == 1 || preferredMaxLayoutWidth <= 0 ? nil : preferredMaxLayoutWidth
        return ceiled(try unroundedSize(width: width, lines: numberOfLines))
    }

    /// `sizeThatFits(_:)`, throwing the layout error instead of reporting (0, 0).
    public func size(thatFits size: Size) throws(LayoutError) -> Size {
        ceiled(try unroundedSize(width: numberOfLines == 1 ? nil : limitingLength(size.width), lines: numberOfLines))
    }

    /// The error the last non-throwing sizing call (`intrinsicContentSize`, `sizeThatFits(_:)`,
    /// `textRect(forBounds:limitedToNumberOfLines:)`) met and reported as (0, 0); nil when
    /// that call succeeded.
    public private(set) var lastLayoutError: LayoutError?

    private func recordingError(_ body: () throws(LayoutError) -> Size) -> Size {
        do {
            let size = try body()
            lastLayoutError = nil
            return size
        } catch {
            lastLayoutError = error
            return .zero
        }
    }

    /// UILabel.textRect(forBounds:limitedToNumberOfLines:): the rect the text occupies when
    /// drawn in `bounds` with at most `numberOfLines` lines (0: unlimited), pixel-ceiled
    /// and no wider than the bounds.
    public func textRect(forBounds bounds: Rect, limitedToNumberOfLines numberOfLines: Int) -> Rect {
        let width = limitingLength(bounds.width)
        let measured = recordingError { () throws(LayoutError) in ceiled(try unroundedSize(width: width, lines: max(0, numberOfLines))) }
        let w = min(measured.width, width ?? measured.width)
        let h = min(measured.height, limitingLength(bounds.height) ?? measured.height)
        return Rect(x: bounds.minX, y: bounds.minY, width: w, height: h)
    }

    /// The layout drawn in a frame `width` wide: wrapped at that width with
    /// `numberOfLines`, truncated by `lineBreakMode`. Nil for empty text.
    public func layout(forWidth width: Double) throws(LayoutError) -> TextLayout? {
        try cachedLayout(width: limitingLength(width), lines: numberOfLines)
    }

    /// What UILabel's `drawText(in:)` draws in `bounds`: the layout for the bounds' width and
    /// its top-left corner, centred vertically when the bounds are taller than the text (as
    /// UILabel centres its text). With `adjustsFontSizeToFitWidth` the layout is the shrunk
    /// one (`actualScaleFactor(in:)`), placed as `baselineAdjustment` says. Nil for empty text.
    public func drawingLayout(in bounds: Rect) throws(LayoutError) -> (layout: TextLayout, origin: Point)? {
        guard let full = try layout(forWidth: bounds.width) else { return nil }
        let spare = max(0, bounds.height - full.size.height)
        let origin = Point(x: bounds.minX, y: bounds.minY + spare / 2)
        let scale = try actualScaleFactor(in: bounds)
        guard scale < 1, let shrunk = try cachedLayout(width: bounds.width, lines: numberOfLines, scale: scale) else {
            return (full, origin)
        }
        // UIBaselineAdjustment: where the shrunk text goes relative to where the unshrunk
        // text would be drawn (its first baseline, its centre, or its top).
        let y: Double
        switch baselineAdjustment {
        case .alignBaselines:
            y = origin.y + (full.lines.first?.baseline ?? 0) - (shrunk.lines.first?.baseline ?? 0)
        case .alignCenters:
            y = origin.y + (full.size.height - shrunk.size.height) / 2
        case .none:
            y = origin.y
        }
        return (shrunk, Point(x: origin.x, y: y))
    }

    /// The first and last baselines of the text drawn in a label of `size`, y from its top
    /// edge: where `drawingLayout(in:)` puts its first and last lines (centred vertically, as
    /// UILabel draws). UIKit reports these as the label's `firstBaselineAnchor` and
    /// `lastBaselineAnchor` (`forFirstBaselineLayout`/`forLastBaselineLayout` are the label
    /// itself), and SwiftUI takes them as a representable's text baselines. Nil for empty text
    /// or when the text cannot be laid out.
    public func baselines(at size: Size) -> TextBaselines? {
        guard let drawn = try? drawingLayout(in: Rect(origin: .zero, size: size)),
              let first = drawn.layout.lines.first, let last = drawn.layout.lines.last else { return nil }
        return TextBaselines(first: drawn.origin.y + first.baseline, last: drawn.origin.y + last.baseline)
    }

    /// The scale autoshrink draws the text at in `bounds` (1 when it fits, when
    /// `adjustsFontSizeToFitWidth` is off, when `minimumScaleFactor` is 0 or when
    /// `numberOfLines` is 0): the largest scale in [minimumScaleFactor, 1] at which the text
    /// fits. One line fits when its width does (the height is not considered, as UILabel's
    /// single-line shrinking is by width); n > 1 lines fit when the text takes at most n lines
    /// of the width, none truncated, and their height fits the bounds' height (when that is
    /// finite and positive). When even the minimum does not fit, this is the minimum, and the
    /// text is drawn at it truncated as `lineBreakMode` says.
    ///
    /// The search never re-shapes: probes are re-wraps of the prepared text at
    /// `width / scale` (`PreparedText.layout(width:numberOfLines:scale:)`).
    public func actualScaleFactor(in bounds: Rect) throws(LayoutError) -> Double {
        let minimum = min(max(minimumScaleFactor.isNaN ? 0 : minimumScaleFactor, 0), 1)
        guard adjustsFontSizeToFitWidth, minimum > 0, minimum < 1, numberOfLines != 0,
              bounds.width > 0, bounds.width.isFinite,
              let prepared = try preparedText() else { return 1 }
        let width = bounds.width
        let height = limitingLength(bounds.height) ?? .infinity
        return try prepared.largestFittingScale(width: width, height: height, numberOfLines: numberOfLines, minimumScaleFactor: minimum)
    }

    /// The layout at `width` (nil: unbounded) with at most `lines` lines, drawn at `scale`
    /// (autoshrink; 1 is the unshrunk text), kept in a small cache until the text, font or
    /// style change.
    private func cachedLayout(width: Double?, lines: Int, scale: Double = 1) throws(LayoutError) -> TextLayout? {
        guard let prepared = try preparedText() else { return nil }
        let key = LayoutKey(width: width, lines: lines, scale: scale)
        if let cached = layouts[key] { return cached }
        let layout = exclusionPaths.isEmpty || scale != 1
            ? try prepared.layout(width: width, numberOfLines: lines, scale: scale)
            : try prepared.layout(width: width, numberOfLines: lines, exclusionPaths: exclusionPaths)
        if layouts.count > 16 { layouts.removeAll() }
        layouts[key] = layout
        return layout
    }

    /// The prepared text (nil when there is no text); an error when the text could not be
    /// prepared (e.g. a broken paragraph-style value).
    public func preparedText() throws(LayoutError) -> PreparedText? {
        if let preparationError { throw preparationError }
        if let prepared { return prepared }
        let content: AttributedText
        if let attributedText {
            content = attributedText
        } else if let text {
            content = AttributedText(text, attributes: TextAttributes(font: font, color: textColor))
        } else {
            return nil
        }
        guard !content.isEmpty else { return nil }
        do {
            let p: PreparedText
            if let preparedTextCache {
                p = try preparedTextCache.prepared(content, style: effectiveStyle)
            } else {
                p = try PreparedText(content, style: effectiveStyle, fontCollection: fontCollection)
            }
            prepared = p
            return p
        } catch {
            preparationError = error
            throw error
        }
    }

    /// The paragraph style the text is laid out with.
    public var effectiveStyle: ParagraphStyle {
        var style = paragraphStyle ?? ParagraphStyle()
        if attributedText == nil {
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            style.lineBreakStrategy = lineBreakStrategy
        } else if style.lineBreakStrategy.isEmpty {
            style.lineBreakStrategy = lineBreakStrategy
        }
        if allowsDefaultTighteningForTruncation { style.allowsDefaultTighteningForTruncation = true }
        // A text-style font spaces lines by the style's leading, as `TextContent` does.
        style.lineSpacingAdjustment += lineSpacingFont.textStyleLineSpacing
        return style
    }

    /// The font whose text style, if any, spaces the lines (`Font.textStyleLineSpacing`):
    /// `font` for plain text, the font at the start of `attributedText` for attributed text.
    private var lineSpacingFont: Font { attributedText?.runs.first?.attributes.font ?? font }

    /// The unrounded size at `width` (nil: unbounded); zero when there is no text.
    /// UILabel's quirk (measured on iOS by third parties): a single line gets the paragraph
    /// style's lineSpacing below it; wrapped text gets it only between lines, as the engine
    /// always does.
    private func unroundedSize(width: Double?, lines: Int) throws(LayoutError) -> Size {
        guard let layout = try cachedLayout(width: width, lines: lines) else { return .zero }
        let singleLineSpacing = layout.lines.count == 1 ? layout.prepared.style.lineSpacing : 0
        return Size(width: layout.size.width, height: layout.size.height + singleLineSpacing)
    }

    /// Up to the next device pixel (`ceilToPixels`).
    private func ceiled(_ size: Size) -> Size {
        Size(width: Graphics.ceilToPixels(size.width, scale: scale), height: Graphics.ceilToPixels(size.height, scale: scale))
    }

    private func invalidate() {
        prepared = nil
        preparationError = nil
        layouts.removeAll()
    }

    private func invalidateLayouts() { layouts.removeAll() }
}

/// UIBaselineAdjustment: how autoshrunk text is placed vertically, relative to where the
/// unshrunk text would be drawn.
public enum BaselineAdjustment: String, Sendable, CaseIterable {
    /// The shrunk text's first baseline stays on the unshrunk text's (UIKit's default).
    case alignBaselines
    /// The shrunk text's centre stays on the unshrunk text's centre.
    case alignCenters
    /// The shrunk text's top stays at the unshrunk text's top.
    case none
}

/// Why an autoshrink setting of a label was rejected.
public enum AutoshrinkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A minimumScaleFactor outside 0…1 (or NaN).
    case invalidMinimumScaleFactor(Double)

    public var description: String {
        switch self {
        case .invalidMinimumScaleFactor(let f): return "invalid minimumScaleFactor \(f): expected a number in 0…1"
        }
    }
}
