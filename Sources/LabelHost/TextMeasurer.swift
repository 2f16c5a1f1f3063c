import Graphics
import RepresentableKit
import Typesetting

/// Measures text as a `UILabel` or a SwiftUI `Text` would size it, from any thread.
///
/// One value serves a whole app or test suite: it is `Sendable`, safe to call from many
/// threads at once, and keeps its caches inside — a bounded cache of prepared texts (keyed by
/// the text, its fonts and every paragraph setting), over the engine's process-wide shaping
/// cache and the font collection's opened faces. Copies share the caches.
///
/// The sizes come from the same code that sizes a hand-built view, not from a restatement of
/// its rules:
///
/// - ``Rules/label``: a `Label` (UILabel's semantics) set up with the text, font,
///   `numberOfLines` and `scale`; the size is its `size(thatFits:)` at the width, and the
///   line count and truncation are those of the layout it draws in a frame that wide
///   (`layout(forWidth:)`). So the **one-line label rule** holds: with `numberOfLines == 1`
///   the size is the text's natural single-line width whatever the width given (UILabel's
///   `sizeThatFits` ignores the width of a one-line label), while `isTruncated` tells whether
///   that line is cut when drawn at the width (BehaviourReference, "UILabel").
/// - ``Rules/swiftUIText``: a SwiftUI `Text` over `TextContent` with `lineLimit` from
///   `numberOfLines` (0: none), sized for the proposal (width, nil height) by
///   `Text.sizeThatFits(_:)`: a nil width is Text's ideal, one-line size; a finite width wraps
///   and reports the widest line; 0 asks for the minimum (one grapheme cluster a line).
///
/// In both, sizes are ceiled to device pixels at `scale`, and a text-style font (the
/// `textStyle:category:` overloads, `UIFont.preferredFont(forTextStyle:)` and SwiftUI's
/// `.font(.body)`) spaces lines by the style's leading.
///
/// ```swift
/// let measurer = try TextMeasurer()
/// let m = try measurer.measure("Hello, world", textStyle: .body, width: 120, numberOfLines: 0)
/// m.size        // pixel-ceiled at scale 2
/// m.lineCount   // lines drawn at width 120
/// ```
public struct TextMeasurer: Sendable {
    /// Whose sizing rules a measurement follows.
    public enum Rules: String, Sendable, Hashable, CaseIterable {
        /// UILabel's (`Label`): `sizeThatFits(_:)` at the width, `numberOfLines` 0 unlimited.
        case label
        /// SwiftUI `Text`'s (`Text` over `TextContent`): the size proposed (width, nil).
        case swiftUIText
    }

    /// The fonts text is set in, and where fallback fonts come from.
    public let fontCollection: FontCollection
    private let cache: PreparedTextCache

    /// The default budget of the prepared-text cache: 16 MiB, about 700,000 UTF-16 units of
    /// Latin text at the engine's 21 bytes per unit plus 512 a paragraph.
    public static let defaultCacheByteLimit = 16 << 20

    /// A measurer over `fontCollection` (nil: `FontCollection.bundled()`), keeping at most
    /// `cacheByteLimit` bytes of prepared texts (0 keeps none: every call prepares its text).
    public init(fontCollection: FontCollection? = nil, cacheByteLimit: Int = TextMeasurer.defaultCacheByteLimit) throws(FontError) {
        let fonts: FontCollection
        if let fontCollection { fonts = fontCollection } else { fonts = try FontCollection.bundled() }
        self.fontCollection = fonts
        cache = PreparedTextCache(byteLimit: max(0, cacheByteLimit), fontCollection: fonts)
    }

    // MARK: Measuring

    /// `text` in `font`. `width`: the width offered (nil: unlimited; UILabel's 0 and ∞ mean the
    /// same); `numberOfLines`: at most this many lines, the last truncated at its tail
    /// (0: unlimited); `scale`: device pixels per point the size is ceiled to.
    ///
    /// - Throws: `TextMeasurerError` for a negative or NaN width, a negative `numberOfLines`,
    ///   a scale outside 0 < scale ≤ `maximumPixelScale` (16), or text the engine cannot lay
    ///   out.
    public func measure(
        _ text: String, font: Font, width: Double?, numberOfLines: Int = 0, scale: Double = 2, rules: Rules = .label
    ) throws(TextMeasurerError) -> TextMeasurement {
        try measure(.plain(text), font: font, width: width, numberOfLines: numberOfLines, scale: scale, rules: rules)
    }

    /// `text` in the system font of a Dynamic Type text style at `category`
    /// (`FontCollection.preferredFont(forTextStyle:category:)`). The other parameters are
    /// those of `measure(_:font:width:numberOfLines:scale:rules:)`.
    public func measure(
        _ text: String, textStyle: Font.TextStyle, category: Font.ContentSizeCategory = .large, width: Double?,
        numberOfLines: Int = 0, scale: Double = 2, rules: Rules = .label
    ) throws(TextMeasurerError) -> TextMeasurement {
        try measure(text, font: try font(textStyle, category), width: width, numberOfLines: numberOfLines, scale: scale, rules: rules)
    }

    /// Attributed text (UILabel's `attributedText`; SwiftUI `Text` built from an
    /// `AttributedString`), shown with its own attributes. The font at its start decides a
    /// text style's line spacing, as in `Label`. The other parameters are those of
    /// `measure(_:font:width:numberOfLines:scale:rules:)`.
    public func measure(
        _ text: AttributedText, width: Double?, numberOfLines: Int = 0, scale: Double = 2, rules: Rules = .label
    ) throws(TextMeasurerError) -> TextMeasurement {
        guard let font = text.runs.first?.attributes.font else {
            try Self.validate(width: width, numberOfLines: numberOfLines, scale: scale)
            return TextMeasurement(size: .zero, lineCount: 0, isTruncated: false)
        }
        return try measure(.attributed(text), font: font, width: width, numberOfLines: numberOfLines, scale: scale, rules: rules)
    }

    /// Styled runs (SwiftUI's `Text(markdown:)`, `Text + Text`) over `font`, each run's style
    /// resolved as `StyledText.attributedText(base:fontCollection:)` resolves it. The other
    /// parameters are those of `measure(_:font:width:numberOfLines:scale:rules:)`.
    public func measure(
        _ text: StyledText, font: Font, width: Double?, numberOfLines: Int = 0, scale: Double = 2, rules: Rules = .label
    ) throws(TextMeasurerError) -> TextMeasurement {
        try measure(.styled(text), font: font, width: width, numberOfLines: numberOfLines, scale: scale, rules: rules)
    }

    /// Styled runs in the system font of a text style at `category`; see
    /// `measure(_:font:width:numberOfLines:scale:rules:)` for styled text.
    public func measure(
        _ text: StyledText, textStyle: Font.TextStyle, category: Font.ContentSizeCategory = .large, width: Double?,
        numberOfLines: Int = 0, scale: Double = 2, rules: Rules = .label
    ) throws(TextMeasurerError) -> TextMeasurement {
        try measure(text, font: try font(textStyle, category), width: width, numberOfLines: numberOfLines, scale: scale, rules: rules)
    }

    // MARK: The two rule sets

    /// The three kinds of text, each given to the views as their users give it.
    private enum Content {
        case plain(String)
        case attributed(AttributedText)
        case styled(StyledText)
    }

    private func measure(
        _ text: Content, font: Font, width: Double?, numberOfLines: Int, scale: Double, rules: Rules
    ) throws(TextMeasurerError) -> TextMeasurement {
        try Self.validate(width: width, numberOfLines: numberOfLines, scale: scale)
        switch rules {
        case .label: return try measureAsLabel(text, font: font, width: width, numberOfLines: numberOfLines, scale: scale)
        case .swiftUIText: return try measureAsText(text, font: font, width: width, numberOfLines: numberOfLines, scale: scale)
        }
    }

    /// A `Label` as a UIKit user sets one up: `text` and `font`, or `attributedText` (styled
    /// runs resolved over the font), `numberOfLines`, the scale; every other setting
    /// UILabel's default.
    private func measureAsLabel(
        _ text: Content, font: Font, width: Double?, numberOfLines: Int, scale: Double
    ) throws(TextMeasurerError) -> TextMeasurement {
        let label = Label(font: font)
        switch text {
        case .plain(let string): label.text = string
        case .attributed(let attributed): label.attributedText = attributed
        case .styled(let styled):
            label.attributedText = styled.attributedText(base: TextAttributes(font: font), fontCollection: fontCollection)
        }
        label.numberOfLines = numberOfLines
        label.scale = scale
        label.fontCollection = fontCollection
        label.preparedTextCache = cache
        let offered = width ?? 0
        do {
            let size = try label.size(thatFits: Size(width: offered, height: 0))
            let drawn = try label.layout(forWidth: offered)
            return TextMeasurement(size: size, lineCount: drawn?.lineCount ?? 0, isTruncated: drawn?.isTruncated ?? false)
        } catch {
            throw .layout(error)
        }
    }

    /// A SwiftUI `Text` over `TextContent` (`Text(verbatim:)`, `Text(AttributedString)`,
    /// `Text(markdown:)`) with `lineLimit` from `numberOfLines`.
    private func measureAsText(
        _ text: Content, font: Font, width: Double?, numberOfLines: Int, scale: Double
    ) throws(TextMeasurerError) -> TextMeasurement {
        let content: TextContent
        let (string, styled, attributed): (String, StyledText?, AttributedText?) = switch text {
        case .plain(let string): (string, nil, nil)
        case .attributed(let attributed): (attributed.string, nil, attributed)
        case .styled(let styled): (styled.string, styled, nil)
        }
        do {
            content = try TextContent(
                string, styled: styled, attributed: attributed, font: font,
                settings: TextContent.Settings(lineLimit: numberOfLines == 0 ? nil : numberOfLines, fontCollection: fontCollection),
                cache: cache)
        } catch {
            // Of the settings TextContent checks, only the line limit comes from the caller
            // (already validated); the others are its defaults.
            if case .layout(let e) = error { throw .layout(e) }
            throw .invalidNumberOfLines(numberOfLines)
        }
        let view = Text(content, displayScale: scale)
        let proposal = ProposedViewSize(width: width, height: nil)
        let size = view.sizeThatFits(proposal)
        do {
            let drawn = try content.layout(width: Text.finiteWidth(proposal), scale: view.fontScale(for: proposal))
            return TextMeasurement(size: size, lineCount: drawn?.lineCount ?? 0, isTruncated: drawn?.isTruncated ?? false)
        } catch {
            throw .layout(error)
        }
    }

    private func font(_ style: Font.TextStyle, _ category: Font.ContentSizeCategory) throws(TextMeasurerError) -> Font {
        do { return try fontCollection.preferredFont(forTextStyle: style, category: category) } catch { throw .font(error) }
    }

    private static func validate(width: Double?, numberOfLines: Int, scale: Double) throws(TextMeasurerError) {
        if let width, width.isNaN || width < 0 { throw .invalidWidth(width) }
        guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
        guard scale.isFinite, scale > 0, scale <= maximumPixelScale else { throw .invalidScale(scale) }
    }

    /// How many prepared texts the cache answered, prepared anew and holds now.
    public var cacheStatistics: (hits: Int, misses: Int, count: Int) { cache.statistics }
}

/// What `TextMeasurer` measured: the view's size and how its text was laid out.
public struct TextMeasurement: Sendable, Hashable {
    /// The size the view reports, ceiled to device pixels (`Label.size(thatFits:)`,
    /// `Text.sizeThatFits(_:)`).
    public var size: Size
    /// The lines drawn at the width given (0 for empty text).
    public var lineCount: Int
    /// Whether the text drawn at the width given is cut short: more lines than
    /// `numberOfLines` allows, or (a one-line label) a line wider than the width.
    public var isTruncated: Bool

    /// A measurement of these values.
    public init(size: Size, lineCount: Int, isTruncated: Bool) {
        self.size = size
        self.lineCount = lineCount
        self.isTruncated = isTruncated
    }
}

/// Why `TextMeasurer` could not measure.
public enum TextMeasurerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A width that is negative or NaN (nil, 0 and ∞ are accepted).
    case invalidWidth(Double)
    /// A negative `numberOfLines` (0 is unlimited).
    case invalidNumberOfLines(Int)
    /// A scale that is not a number in 0 < scale ≤ `maximumPixelScale` (16).
    case invalidScale(Double)
    /// The text style's font could not be opened.
    case font(FontError)
    /// The engine could not lay the text out.
    case layout(LayoutError)

    public var description: String {
        switch self {
        case .invalidWidth(let w): return "invalid width \(w): expected nil or a number ≥ 0"
        case .invalidNumberOfLines(let n): return "invalid numberOfLines \(n): expected 0 (unlimited) or more"
        case .invalidScale(let s): return "invalid scale \(s): expected a number > 0 and ≤ \(maximumPixelScale)"
        case .font(let e): return e.description
        case .layout(let e): return e.description
        }
    }
}
