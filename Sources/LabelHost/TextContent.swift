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

    public let text: String
    public let font: Font
    public let color: Color
    public let lineLimit: Int?
    public let truncationMode: TruncationMode
    public let minimumScaleFactor: Double
    public let multilineTextAlignment: MultilineTextAlignment
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

    public func textSize(width: Double?, scale: Double) -> Size {
        guard let layout = try? layout(width: width, scale: scale) else { return .zero }
        return layout.size
    }

    public func fittingScale(width: Double, height: Double) -> Double {
        guard let prepared, minimumScaleFactor < 1, width > 0 else { return 1 }
        // SwiftUI documents 0 as "no limit to shrinking"; a scale must stay > 0.
        let minimum = max(minimumScaleFactor, 1.0 / 1024)
        return (try? prepared.largestFittingScale(width: width, height: height, numberOfLines: numberOfLines, minimumScaleFactor: minimum)) ?? 1
    }

    public func drawing(width: Double, scale: Double) -> AnyObject {
        TextDrawing(content: self, width: width, scale: scale)
    }
}

/// A `TextContent` laid out for one placement: what a renderer draws in the text's frame.
public final class TextDrawing: Sendable {
    public let layout: TextLayout?

    init(content: TextContent, width: Double, scale: Double) {
        layout = try? content.layout(width: width, scale: scale)
    }
}

/// Why a `TextContent` could not be made.
public enum TextContentError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalidLineLimit(Int)
    case invalidMinimumScaleFactor(Double)
    case invalidLineSpacing(Double)
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
