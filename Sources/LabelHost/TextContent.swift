import Graphics
import RepresentableKit
import Typesetting

/// The engine side of SwiftUI's `Text` (`RepresentableKit.Text` sizes it through
/// `TextMeasuring`): a string in a font with Text's modifiers, prepared once and re-wrapped
/// for every proposal.
///
/// - `truncationMode` truncates the last line allowed by `lineLimit` (`.tail` by default);
///   lines wrap at word boundaries before that, as Text's do.
/// - `multilineTextAlignment` aligns lines within the text's own width; `.trailing` is
///   right-aligned, which is trailing for left-to-right text (a right-to-left paragraph with
///   `.trailing` is a known gap).
/// - `lineSpacing` goes between lines, as NSParagraphStyle's does.
///
/// A class, like `Label`: use it from one thread at a time.
public final class TextContent: TextMeasuring {
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
    public let color: Color
    /// The most lines shown (`lineLimit(_:)`); nil (the default) means unlimited. A limit of 0 is
    /// kept as 1.
    public let lineLimit: Int?
    /// Where the last allowed line is truncated (`truncationMode(_:)`); `.tail` by default.
    public let truncationMode: TruncationMode
    /// The smallest scale, in 0…1, the font may shrink to so the text fits
    /// (`minimumScaleFactor(_:)`); 1 (the default) means no shrinking.
    public let minimumScaleFactor: Double
    /// How lines align within the text's width (`multilineTextAlignment(_:)`); `.leading` by
    /// default.
    public let multilineTextAlignment: MultilineTextAlignment
    /// Extra space between lines, in points (`lineSpacing(_:)`); 0 by default.
    public let lineSpacing: Double
    /// The prepared text: nil for empty text.
    public let prepared: PreparedText?

    /// - Throws: a negative `lineLimit`, a `minimumScaleFactor` outside 0…1 or a
    ///   `lineSpacing` that is negative or not finite; `.layout` when the text cannot be
    ///   prepared.
    public init(
        _ text: String, font: Font, color: Color = .black, lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1,
        multilineTextAlignment: MultilineTextAlignment = .leading, lineSpacing: Double = 0,
        fontCollection: FontCollection? = nil
    ) throws(TextContentError) {
        if let lineLimit, lineLimit < 0 { throw TextContentError.invalidLineLimit(lineLimit) }
        guard minimumScaleFactor >= 0, minimumScaleFactor <= 1 else {
            throw TextContentError.invalidMinimumScaleFactor(minimumScaleFactor)
        }
        guard lineSpacing.isFinite, lineSpacing >= 0 else { throw TextContentError.invalidLineSpacing(lineSpacing) }
        self.text = text
        self.font = font
        self.color = color
        // `.lineLimit(0)` shows no line in SwiftUI; the engine's 0 means unlimited, so it is
        // kept at one line here (SwiftUI's exact rendering of 0 is not documented).
        self.lineLimit = lineLimit.map { max(1, $0) }
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.multilineTextAlignment = multilineTextAlignment
        self.lineSpacing = lineSpacing
        var style = ParagraphStyle()
        switch truncationMode {
        case .head: style.lineBreakMode = .byTruncatingHead
        case .tail: style.lineBreakMode = .byTruncatingTail
        case .middle: style.lineBreakMode = .byTruncatingMiddle
        }
        switch multilineTextAlignment {
        case .leading: style.alignment = .natural
        case .center: style.alignment = .center
        case .trailing: style.alignment = .right
        }
        style.lineSpacing = lineSpacing
        do {
            self.prepared = text.isEmpty ? nil
                : try PreparedText(AttributedText(text, attributes: TextAttributes(font: font, color: color)), style: style, fontCollection: fontCollection)
        } catch {
            throw .layout(error)
        }
    }

    private var numberOfLines: Int { lineLimit ?? 0 }

    /// The layout drawn at `width` (nil: unbounded) with the font scaled by `scale`.
    public func layout(width: Double?, scale: Double) throws(LayoutError) -> TextLayout? {
        try prepared?.layout(width: width, numberOfLines: numberOfLines, scale: scale)
    }

    /// Attributed text (a scene's `"runs"`), shown with its own attributes; `font` and `color`
    /// are the node's (what `font` and `color` report). The other parameters and errors are
    /// those of `init(_:font:…)`, which checks them and makes the paragraph style: it is read
    /// back from the one-space text that initializer prepares, so both take the same rules.
    public init(
        attributed: AttributedText, font: Font, color: Color = .black, lineLimit: Int? = nil,
        truncationMode: TruncationMode = .tail, minimumScaleFactor: Double = 1,
        multilineTextAlignment: MultilineTextAlignment = .leading, lineSpacing: Double = 0,
        fontCollection: FontCollection? = nil
    ) throws(TextContentError) {
        let plain = try TextContent(
            " ", font: font, color: color, lineLimit: lineLimit, truncationMode: truncationMode,
            minimumScaleFactor: minimumScaleFactor, multilineTextAlignment: multilineTextAlignment,
            lineSpacing: lineSpacing, fontCollection: fontCollection)
        self.text = attributed.string
        self.font = font
        self.color = color
        self.lineLimit = plain.lineLimit
        self.truncationMode = truncationMode
        self.minimumScaleFactor = minimumScaleFactor
        self.multilineTextAlignment = multilineTextAlignment
        self.lineSpacing = lineSpacing
        do {
            self.prepared = attributed.isEmpty ? nil
                : try PreparedText(attributed, style: plain.prepared?.style ?? ParagraphStyle(), fontCollection: fontCollection)
        } catch {
            throw .layout(error)
        }
    }

    /// The size of `layout(width:scale:)`; `.zero` for empty text or when it cannot be laid out.
    public func textSize(width: Double?, scale: Double) -> Size {
        guard let layout = try? layout(width: width, scale: scale) else { return .zero }
        return layout.size
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
    /// A `minimumScaleFactor` outside 0…1, or NaN.
    case invalidMinimumScaleFactor(Double)
    /// A `lineSpacing` that is negative or not finite.
    case invalidLineSpacing(Double)
    /// The text could not be prepared (the engine's error).
    case layout(LayoutError)

    public var description: String {
        switch self {
        case .invalidLineLimit(let n): return "invalid lineLimit \(n): expected 1 or more, or no limit"
        case .invalidMinimumScaleFactor(let f): return "invalid minimumScaleFactor \(f): expected a number in 0…1"
        case .invalidLineSpacing(let s): return "invalid lineSpacing \(s): expected a finite number ≥ 0"
        case .layout(let e): return e.description
        }
    }
}
