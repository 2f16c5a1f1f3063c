import Graphics
import RepresentableKit
import Typesetting

/// A hosted view with UITextView's sizing semantics (a read-only text view), measured by the
/// text engine. Documentation/BehaviourReference.md, "UITextView", gives each rule's source.
///
/// - The text is laid out in the text container: the view's width less `textContainerInset`'s
///   left and right. Every line fragment keeps `lineFragmentPadding` (5) free at both ends,
///   so the text wraps at width − left − right − 2 × padding and starts at left + padding.
///   The height is the text's plus the inset's top and bottom (8 + 8 by default).
/// - Lines wrap greedily: a text view does not avoid orphans as UILabel does
///   (`lineBreakStrategy` is `[]`, NSParagraphStyle's default).
/// - `maximumNumberOfLines` (0: unlimited) and `lineBreakMode` are the text container's: the
///   last line allowed is cut or truncated as the mode says.
/// - `exclusionPaths` are the text container's: lines flow around them
///   (`PreparedText.layout(width:numberOfLines:exclusionPaths:lineFragmentPadding:)`).
/// - `isScrollEnabled` (true by default, as UITextView's) leaves the view without an intrinsic
///   size; set it to false for the intrinsic size Auto Layout and SwiftUI size a text view by:
///   the text's unwrapped width and the height for `boundsWidth` (the unwrapped height when
///   the view has no width yet), both with the insets and padding.
/// - `sizeThatFits(_:)` wraps at the given width (no limit for 0 or ∞) and returns the text's
///   width and height with the insets and padding. Empty text is one line of `font` tall.
/// - Sizes are ceiled to device pixels (multiples of `1 / scale`).
///
/// A `TextView` is a class like UITextView: mutate it from one thread at a time. The prepared
/// text is kept until the text, font or style changes.
public final class TextView: HostedView {
    /// Prepares and caches the text: a label holds the same text properties.
    private let content: Label

    /// The plain text shown (UITextView's `text`); nil by default.
    public var text: String? {
        get { content.text }
        set { content.text = newValue }
    }
    /// Styled text (UITextView's `attributedText`); when set it replaces `text`, and its
    /// attributes replace `font`, `textColor` and `textAlignment`.
    public var attributedText: AttributedText? {
        get { content.attributedText }
        set { content.attributedText = newValue }
    }
    /// The font of plain text, and the height of an empty text view's line.
    public var font: Font {
        get { content.font }
        set { content.font = newValue }
    }
    /// The colour of plain text; black by default.
    public var textColor: Color {
        get { content.textColor }
        set { content.textColor = newValue }
    }
    /// How lines of plain text align; `.natural` by default.
    public var textAlignment: TextAlignment {
        get { content.textAlignment }
        set { content.textAlignment = newValue }
    }
    /// Other paragraph attributes (line height, spacing, indents) for plain text.
    public var paragraphStyle: ParagraphStyle? {
        get { content.paragraphStyle }
        set { content.paragraphStyle = newValue }
    }
    /// The line-break strategy of plain text: `[]` (greedy) by default, NSParagraphStyle's
    /// default, unlike UILabel's `.standard`.
    public var lineBreakStrategy: LineBreakStrategy {
        get { content.lineBreakStrategy }
        set { content.lineBreakStrategy = newValue }
    }
    /// The text container's `lineBreakMode`: how the last line allowed by
    /// `maximumNumberOfLines` ends; `.byWordWrapping` (cut, no ellipsis) by default. It is the
    /// line-break mode of plain text; attributed text keeps its paragraph style's.
    public var lineBreakMode: LineBreakMode {
        get { content.lineBreakMode }
        set { content.lineBreakMode = newValue }
    }
    /// The text container's `maximumNumberOfLines`: 0 (the default) for no limit. Lines are
    /// line fragments: a line split by an exclusion path counts as two.
    public var maximumNumberOfLines = 0
    /// The inset of the text container in the view (UITextView's `textContainerInset`):
    /// top 8, left 0, bottom 8, right 0 by default. `leading` is the left edge.
    public var textContainerInset = EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
    /// The space kept free at both ends of every line fragment (the text container's
    /// `lineFragmentPadding`); 5 by default.
    public var lineFragmentPadding = 5.0
    /// The regions of the text container that text flows around (the text container's
    /// `exclusionPaths`), in its coordinates: from the container's top-left corner, inside
    /// `textContainerInset`.
    public var exclusionPaths: [ExclusionPath] = []
    /// The colour `draw(in:into:debug:)` fills the exclusion paths with under the text; nil
    /// (the default) draws nothing there.
    public var exclusionFill: Color?
    /// UIScrollView's `isScrollEnabled`; true by default. A scrolling text view has no
    /// intrinsic size.
    public var isScrollEnabled = true
    /// The width the view was laid out at (its bounds' width): the width the intrinsic height
    /// of a non-scrolling text view wraps at. 0 (the default) before the view is laid out.
    public var boundsWidth = 0.0
    /// Device pixels per point; sizes are ceiled to multiples of 1/scale. Default 2.
    public var scale: Double {
        get { content.scale }
        set { content.scale = newValue }
    }
    /// The colour drawn behind the text (UIView's `backgroundColor`); nil (clear) by default.
    public var backgroundColor: Color?
    /// Where fallback fonts come from for characters `font` lacks; nil uses the bundled collection.
    public var fontCollection: FontCollection? {
        get { content.fontCollection }
        set { content.fontCollection = newValue }
    }

    private var hugging: [Axis: LayoutPriority] = [:]
    private var compressionResistance: [Axis: LayoutPriority] = [:]

    /// A text view in `font`.
    public convenience init(font: Font, text: String? = nil) {
        let content = Label(font: font, text: text)
        content.lineBreakMode = .byWordWrapping
        self.init(content: content)
    }

    /// A text view showing `content`'s text properties (text, font, colour, alignment,
    /// paragraph style, line-break mode, fonts, scale), which wraps greedily.
    init(content: Label) {
        self.content = content
        content.numberOfLines = 0
        content.lineBreakStrategy = []
    }

    /// A text view in the body text style (Inter 17 at the Large category).
    public convenience init(text: String? = nil) throws(FontError) {
        self.init(font: try FontCollection.bundled().preferredFont(forTextStyle: .body), text: text)
    }

    // MARK: Priorities

    /// UIView's `contentHuggingPriority(for:)`: `.defaultLow` (250) unless set.
    public func contentHuggingPriority(for axis: Axis) -> LayoutPriority { hugging[axis] ?? .defaultLow }
    /// UIView's `setContentHuggingPriority(_:for:)`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: Axis) { hugging[axis] = priority }
    /// UIView's `contentCompressionResistancePriority(for:)`: `.defaultHigh` (750) unless set.
    public func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority { compressionResistance[axis] ?? .defaultHigh }
    /// UIView's `setContentCompressionResistancePriority(_:for:)`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: Axis) {
        compressionResistance[axis] = priority
    }

    // MARK: Sizing

    /// (−1, −1) (`noIntrinsicMetric`) while `isScrollEnabled`; otherwise the text's unwrapped
    /// width and its height at `boundsWidth` (unwrapped when 0), with insets and padding.
    /// (0, 0) when the text cannot be laid out.
    public var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(width: noIntrinsicMetric, height: noIntrinsicMetric) }
        guard let natural = try? size(forWidth: nil) else { return .zero }
        guard let width = limitingLength(boundsWidth), let wrapped = try? size(forWidth: width) else { return natural }
        return Size(width: natural.width, height: wrapped.height)
    }

    /// The size for `size.width` (no limit when it is 0, negative or ∞); (0, 0) when the text
    /// cannot be laid out.
    public func sizeThatFits(_ size: Size) -> Size {
        (try? self.size(thatFits: size)) ?? .zero
    }

    /// `sizeThatFits(_:)`, throwing the layout error instead of reporting (0, 0).
    public func size(thatFits size: Size) throws(LayoutError) -> Size {
        try self.size(forWidth: limitingLength(size.width))
    }

    /// The width the text wraps at in a view `width` wide: less the insets and twice the
    /// padding; nil (no limit) for nil. A view too narrow for any text gets a tiny positive
    /// width (one grapheme cluster a line), since 0 means "no limit" to the engine.
    public func wrapWidth(forViewWidth width: Double?) -> Double? {
        guard let width else { return nil }
        let inner = width - textContainerInset.leading - textContainerInset.trailing - 2 * lineFragmentPadding
        return max(inner, 1e-6)
    }

    /// Where the layout's origin sits in the view: the inset's left plus the padding, and the
    /// inset's top.
    public var textOrigin: Point {
        Point(x: textContainerInset.leading + lineFragmentPadding, y: textContainerInset.top)
    }

    /// The text laid out in a view `width` wide (nil: unbounded), in the layout's coordinates
    /// (add `textOrigin` for the view's). Nil for empty text.
    public func layout(forViewWidth width: Double?) throws(LayoutError) -> TextLayout? {
        guard let prepared = try content.preparedText() else { return nil }
        guard let wrap = wrapWidth(forViewWidth: width), !exclusionPaths.isEmpty else {
            return try prepared.layout(width: wrapWidth(forViewWidth: width), numberOfLines: maximumNumberOfLines)
        }
        // The paths are in the container's coordinates; the layout's x starts after the padding.
        let paths = exclusionPaths.map { $0.offsetBy(dx: -lineFragmentPadding, dy: 0) }
        return try prepared.layout(width: wrap, numberOfLines: maximumNumberOfLines, exclusionPaths: paths,
                                   lineFragmentPadding: lineFragmentPadding)
    }

    /// The ceiled size of the view for `width` (nil: unbounded).
    private func size(forWidth width: Double?) throws(LayoutError) -> Size {
        let horizontal = textContainerInset.leading + textContainerInset.trailing + 2 * lineFragmentPadding
        let vertical = textContainerInset.top + textContainerInset.bottom
        let text: Size
        if let layout = try layout(forViewWidth: width) {
            text = layout.size
        } else {
            text = Size(width: 0, height: font.lineHeight)  // an empty text view still shows one line
        }
        return Size(width: Graphics.ceilToPixels(text.width + horizontal, scale: scale),
                    height: Graphics.ceilToPixels(text.height + vertical, scale: scale))
    }
}
