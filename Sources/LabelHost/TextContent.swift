import Graphics
import RepresentableKit
import Typesetting

/// The engine side of SwiftUI's `Text` (`RepresentableKit.Text` sizes it through
/// `TextMeasuring`): a string in a font with Text's modifiers, prepared once and re-wrapped
/// for every proposal.
///
/// - `truncationMode` truncates the last line allowed by `lineLimit` (`.tail` by default);
///   lines wrap at word boundaries before that, as Text's do.
/// - `multilineTextAlignment` aligns lines within the text's own width. `.leading` is the
///   paragraph's natural edge (left in a left-to-right paragraph, right in a right-to-left
///   one); `.trailing` is the other edge: right for left-to-right text, left for right-to-left
///   text, whose direction comes from its first strong character (UAX #9 rules P2–P3, as
///   NSWritingDirection.natural). One direction holds for the whole text: a later paragraph
///   of the other direction is aligned as the first one.
/// - A text-style font (`Font.textStyle` set: SwiftUI's `.body`, `.headline`, … at any Dynamic
///   Type size) spaces lines by the style's leading from the HIG (`Font.TextStyle.leading(for:)`):
///   the first line is the font's line height, each further line adds the leading, so n lines
///   are `font.lineHeight` + (n − 1) × leading tall [M: SwiftUI `Text` in body at Large, 5 and
///   14 lines; I: every other style and category]. A font of no text style (`.system(size:)`,
///   a custom font) keeps its own line height (BehaviourReference, "SwiftUI Text").
/// - `reservedLines` (`lineLimit(n, reservesSpace: true)`, the lower bound of
///   `lineLimit(a...b)`): `height(ofLines:scale:)` is n lines of the font by the rule above,
///   `font.lineHeight` each (UIFont.lineHeight: ascender − descender + leading) for a font of no
///   text style, with `lineSpacing` between.
/// - `lineSpacing` goes between lines, as NSParagraphStyle's does, on top of a text style's
///   leading.
///
/// A class, like `Label`: use it from one thread at a time.
public final class TextContent: StyledTextMeasuring {
    /// SwiftUI's `Text.TruncationMode`.
    public enum TruncationMode: String, Sendable, CaseIterable {
        case head, tail, middle
    }

    /// SwiftUI's `TextAlignment` (for `multilineTextAlignment`).
    public enum MultilineTextAlignment: String, Sendable, CaseIterable {
        case leading, center, trailing
    }

    /// The string shown (`Text`'s content).
    public let text: String
    /// The font (`Text.font(_:)`).
    public let font: Font
    /// The text colour (`Text.foregroundColor(_:)`); black by default.
    public var color: Color { settings.color }
    /// The most lines shown (`lineLimit(_:)`); nil (the default) means unlimited. A limit of 0 is
    /// kept as 1.
    public var lineLimit: Int? { settings.lineLimit }
    /// The fewest lines the text is tall (`lineLimit(n, reservesSpace: true)` reserves n, a
    /// range `a...b` or `a...` reserves a); 0 (the default) reserves nothing. At most
    /// `lineLimit` when both are given.
    public var reservedLines: Int { settings.reservedLines }
    /// Where the last allowed line is truncated (`truncationMode(_:)`); `.tail` by default.
    public var truncationMode: TruncationMode { settings.truncationMode }
    /// The smallest scale, in 0…1, the font may shrink to so the text fits
    /// (`minimumScaleFactor(_:)`); 1 (the default) means no shrinking.
    public var minimumScaleFactor: Double { settings.minimumScaleFactor }
    /// How lines align within the text's width (`multilineTextAlignment(_:)`); `.leading` by
    /// default.
    public var multilineTextAlignment: MultilineTextAlignment { settings.multilineTextAlignment }
    /// Extra space between lines, in points (`lineSpacing(_:)`); 0 by default.
    public var lineSpacing: Double { settings.lineSpacing }
    /// The prepared text: nil for empty text.
    public let prepared: PreparedText?
    /// The styled runs given (nil for plain text).
    private let styledSource: StyledText?
    /// Everything but the text and the font, checked (`Settings.checked()`).
    private let settings: Settings

    /// The parameters every initializer takes besides the text and the font, with the public
    /// initializers' defaults: stated once here, and passed on whole.
    struct Settings {
        var color: Color = .black
        var lineLimit: Int? = nil
        var reservedLines = 0
        var truncationMode: TruncationMode = .tail
        var minimumScaleFactor = 1.0
        var multilineTextAlignment: MultilineTextAlignment = .leading
        var lineSpacing = 0.0
        var fontCollection: FontCollection? = nil

        /// These settings once checked, with a `lineLimit` of 0 kept as 1.
        /// - Throws: a negative `lineLimit`, `reservedLines` negative or above `lineLimit`, a
        ///   `minimumScaleFactor` outside 0…1 or a `lineSpacing` that is negative or not finite.
        func checked() throws(TextContentError) -> Settings {
            if let lineLimit, lineLimit < 0 { throw TextContentError.invalidLineLimit(lineLimit) }
            guard reservedLines >= 0, reservedLines <= lineLimit ?? .max else {
                throw TextContentError.invalidReservedLines(reservedLines, lineLimit: lineLimit)
            }
            guard minimumScaleFactor >= 0, minimumScaleFactor <= 1 else {
                throw TextContentError.invalidMinimumScaleFactor(minimumScaleFactor)
            }
            guard lineSpacing.isFinite, lineSpacing >= 0 else { throw TextContentError.invalidLineSpacing(lineSpacing) }
            var checked = self
            // `.lineLimit(0)` shows no line in SwiftUI; the engine's 0 means unlimited, so it is
            // kept at one line here (SwiftUI's exact rendering of 0 is not documented).
            checked.lineLimit = lineLimit.map { max(1, $0) }
            return checked
        }
    }

    /// - Throws: a negative `lineLimit`, `reservedLines` negative or above `lineLimit`, a
    ///   `minimumScaleFactor` outside 0…1 or a
    ///   `lineSpacing` that is negative or not finite; `.layout` when the text cannot be
    ///   prepared.
    public convenience init(
        _ text: String, font: Font, color: Color = .black, lineLimit: Int? = nil, reservedLines: Int = 0,
        truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1,
        multilineTextAlignment: MultilineTextAlignment = .leading, lineSpacing: Double = 0,
        fontCollection: FontCollection? = nil
    ) throws(TextContentError) {
        try self.init(text, styled: nil, font: font, settings: Settings(
            color: color, lineLimit: lineLimit, reservedLines: reservedLines, truncationMode: truncationMode,
            minimumScaleFactor: minimumScaleFactor, multilineTextAlignment: multilineTextAlignment,
            lineSpacing: lineSpacing, fontCollection: fontCollection))
    }

    /// Styled runs (`Text(markdown:)`, `Text + Text`, the text modifiers) over `font`: each
    /// run's style resolved by `StyledText.attributedText(base:fontCollection:)`. The other
    /// parameters and errors are those of `init(_:font:…)`.
    public convenience init(
        styled: StyledText, font: Font, color: Color = .black, lineLimit: Int? = nil, reservedLines: Int = 0,
        truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1,
        multilineTextAlignment: MultilineTextAlignment = .leading, lineSpacing: Double = 0,
        fontCollection: FontCollection? = nil
    ) throws(TextContentError) {
        try self.init(styled.string, styled: styled, font: font, settings: Settings(
            color: color, lineLimit: lineLimit, reservedLines: reservedLines, truncationMode: truncationMode,
            minimumScaleFactor: minimumScaleFactor, multilineTextAlignment: multilineTextAlignment,
            lineSpacing: lineSpacing, fontCollection: fontCollection))
    }

    /// The designated initializer; `cache`, when given, prepares the text (`TextMeasurer`).
    init(
        _ text: String, styled: StyledText?, attributed: AttributedText? = nil, font: Font, settings: Settings,
        emptyOnLayoutError: Bool = false, cache: PreparedTextCache? = nil
    ) throws(TextContentError) {
        let settings = try settings.checked()
        self.text = text
        self.font = font
        self.settings = settings
        let (truncationMode, multilineTextAlignment) = (settings.truncationMode, settings.multilineTextAlignment)
        let (lineSpacing, fontCollection, color) = (settings.lineSpacing, settings.fontCollection, settings.color)
        var style = ParagraphStyle()
        switch truncationMode {
        case .head: style.lineBreakMode = .byTruncatingHead
        case .tail: style.lineBreakMode = .byTruncatingTail
        case .middle: style.lineBreakMode = .byTruncatingMiddle
        }
        switch multilineTextAlignment {
        case .leading: style.alignment = .natural
        case .center: style.alignment = .center
        case .trailing: style.alignment = Self.isRightToLeft(text) ? .left : .right
        }
        style.lineSpacing = lineSpacing
        style.lineSpacingAdjustment = font.textStyleLineSpacing
        self.styledSource = styled
        let base = TextAttributes(font: font, color: color)
        func prepare(_ content: AttributedText) throws(LayoutError) -> PreparedText {
            if let cache { return try cache.prepared(content, style: style) }
            return try PreparedText(content, style: style, fontCollection: fontCollection)
        }
        do {
            if text.isEmpty {
                self.prepared = nil
            } else if let attributed {
                self.prepared = try prepare(attributed)
            } else if let styled, !styled.isPlain {
                self.prepared = try prepare(styled.attributedText(base: base, fontCollection: fontCollection))
            } else {
                self.prepared = try prepare(AttributedText(text, attributes: base))
            }
        } catch {
            guard emptyOnLayoutError else { throw .layout(error) }
            self.prepared = nil
        }
    }

    private var numberOfLines: Int { lineLimit ?? 0 }

    /// The styled runs shown: those given, or the plain text as one plain run.
    public var styledText: StyledText { styledSource ?? StyledText(verbatim: text) }

    /// Content with the same font, colour, limits and paragraph settings showing `text`
    /// (`StyledTextMeasuring`). When the text cannot be prepared (a `LayoutError`), the
    /// content shows nothing and measures as zero, as a failed layout does.
    public func showing(_ text: StyledText) -> any StyledTextMeasuring {
        // The settings are this content's, already valid: only a layout error can occur.
        (try? TextContent(text.string, styled: text, font: font, settings: settings, emptyOnLayoutError: true)) ?? self
    }

    /// The layout drawn at `width` (nil: unbounded) with the font scaled by `scale`.
    public func layout(width: Double?, scale: Double) throws(LayoutError) -> TextLayout? {
        try prepared?.layout(width: width, numberOfLines: numberOfLines, scale: scale)
    }

    /// Attributed text (a scene's `"runs"`), shown with its own attributes; `font` and `color`
    /// are the node's (what `font` and `color` report). The other parameters and errors are
    /// those of `init(_:font:…)`, and its paragraph style is made by the same rules.
    public convenience init(
        attributed: AttributedText, font: Font, color: Color = .black, lineLimit: Int? = nil, reservedLines: Int = 0,
        truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1,
        multilineTextAlignment: MultilineTextAlignment = .leading, lineSpacing: Double = 0,
        fontCollection: FontCollection? = nil
    ) throws(TextContentError) {
        try self.init(attributed.string, styled: nil, attributed: attributed, font: font, settings: Settings(
            color: color, lineLimit: lineLimit, reservedLines: reservedLines, truncationMode: truncationMode,
            minimumScaleFactor: minimumScaleFactor, multilineTextAlignment: multilineTextAlignment,
            lineSpacing: lineSpacing, fontCollection: fontCollection))
    }

    /// The size of `layout(width:scale:)`; `.zero` for empty text or when it cannot be laid out.
    public func textSize(width: Double?, scale: Double) -> Size {
        guard let layout = try? layout(width: width, scale: scale) else { return .zero }
        return layout.size
    }

    /// The first and last baselines of `layout(width:scale:)`, y from the text's top; nil for
    /// empty text or when it cannot be laid out. (`Text` reports them as its
    /// `firstTextBaseline` and `lastTextBaseline`.)
    public func baselines(width: Double?, scale: Double) -> TextBaselines? {
        guard let layout = try? layout(width: width, scale: scale), let first = layout.lines.first,
              let last = layout.lines.last else { return nil }
        return TextBaselines(first: first.baseline, last: last.baseline)
    }

    /// The largest font scale, down to `minimumScaleFactor`, at which the text fits `width` ×
    /// `height`; 1 when `minimumScaleFactor` is 1, the width is not positive or the text is empty.
    public func fittingScale(width: Double, height: Double) -> Double {
        guard let prepared, minimumScaleFactor < 1, width > 0 else { return 1 }
        // SwiftUI documents 0 as "no limit to shrinking"; a scale must stay > 0.
        let minimum = max(minimumScaleFactor, 1.0 / 1024)
        return (try? prepared.largestFittingScale(width: width, height: height, numberOfLines: numberOfLines, minimumScaleFactor: minimum)) ?? 1
    }
}

/// Why a `TextContent` could not be made.
public enum TextContentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A negative `lineLimit`.
    case invalidLineLimit(Int)
    /// `reservedLines` negative or above `lineLimit` (an inverted `lineLimit(a...b)`).
    case invalidReservedLines(Int, lineLimit: Int?)
    /// A `minimumScaleFactor` outside 0…1, or NaN.
    case invalidMinimumScaleFactor(Double)
    /// A `lineSpacing` that is negative or not finite.
    case invalidLineSpacing(Double)
    /// The text could not be prepared (the engine's error).
    case layout(LayoutError)

    public var description: String {
        switch self {
        case .invalidLineLimit(let n): return "invalid lineLimit \(n): expected 1 or more, or no limit"
        case .invalidReservedLines(let n, let limit):
            let range = limit.map { "0…\($0)" } ?? "0 or more"
            return "invalid reserved lines \(n): expected \(range) (the lower bound of a lineLimit range)"
        case .invalidMinimumScaleFactor(let f): return "invalid minimumScaleFactor \(f): expected a number in 0…1"
        case .invalidLineSpacing(let s): return "invalid lineSpacing \(s): expected a finite number ≥ 0"
        case .layout(let e): return e.description
        }
    }
}
