/// Text alignment, as NSTextAlignment.
public enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    case left, right, center, justified, natural
}

/// How text that does not fit is wrapped or cut, as NSLineBreakMode.
public enum LineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    /// Whether the mode truncates (head, middle or tail) rather than wraps or clips.
    public var isTruncating: Bool {
        switch self {
        case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: return true
        default: return false
        }
    }
}

/// NSParagraphStyle.LineBreakStrategy. NSParagraphStyle's default is empty (greedy
/// wrapping); UILabel's (and `Label`'s) is `.standard`.
public struct LineBreakStrategy: OptionSet, Sendable, Hashable, Codable {
    /// The option bits.
    public let rawValue: Int
    /// Strategies from their option bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Orphan avoidance: where greedy wrapping leaves one word (one break segment) alone on a
    /// paragraph's last line, the last word of the line before moves down when both fit
    /// ("typically, the text system only pushes out the last line by one word", UIKit
    /// documentation). Never adds a line; never changes a truncated last line.
    public static let pushOut = LineBreakStrategy(rawValue: 1)
    /// Forbids breaks between Hangul characters (Korean words wrap whole).
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 2)
    /// What UIKit's standard components use: `.pushOut` and `.hangulWordPriority`.
    public static let standard: LineBreakStrategy = [.pushOut, .hangulWordPriority]
    /// Beyond UIKit (CSS `text-wrap: balance`): greedy's number of lines, with line widths
    /// as even as possible; the widest line is never wider than greedy's. Replaces
    /// `.pushOut` where both are set; like it, never changes a truncated last paragraph.
    public static let balanced = LineBreakStrategy(rawValue: 1 << 8)
    /// Beyond UIKit (Knuth–Plass total fit, Android's HIGH_QUALITY): the breaks that
    /// minimise the sum of squared slack over every line but a paragraph's last. Replaces
    /// `.balanced` and `.pushOut` where set; never changes a truncated last paragraph.
    public static let optimal = LineBreakStrategy(rawValue: 1 << 9)
}

/// Where a line's extra height goes when the line is taller than its glyphs.
public enum BaselinePlacement: String, Sendable, Hashable, Codable {
    /// TextKit: the extra height goes above the glyphs, so the baseline sits at the line's
    /// bottom minus the descent. This is what UIKit does for a fixed line height.
    case textKit
    /// CSS: the extra height is split in half above and below the glyphs ("half-leading").
    case halfLeading
}

/// Paragraph attributes, mirroring NSParagraphStyle. Lengths are in points.
public struct ParagraphStyle: Sendable, Hashable {
    /// How lines are aligned; `.natural` follows the paragraph's direction.
    public var alignment: TextAlignment = .natural
    /// Indent of the first line of each paragraph from the leading edge.
    public var firstLineHeadIndent: Double = 0
    /// Indent of the other lines from the leading edge.
    public var headIndent: Double = 0
    /// If positive, the line's trailing edge measured from the leading margin; if zero or
    /// negative, the distance from the trailing margin (NSParagraphStyle's rule).
    public var tailIndent: Double = 0
    /// Lower bound of every line's height; 0 means none.
    public var minimumLineHeight: Double = 0
    /// Upper bound of every line's height; 0 means none. Taller glyphs overlap neighbours.
    public var maximumLineHeight: Double = 0
    /// Natural line height is multiplied by this (if positive) before the min/max clamp.
    public var lineHeightMultiple: Double = 0
    /// Space between the bottom of one line and the top of the next (never after the last).
    public var lineSpacing: Double = 0
    /// Beyond NSParagraphStyle: a signed length added to `lineSpacing` wherever that applies
    /// (between lines, and between paragraphs). Negative values set lines closer than their
    /// fonts' line height, but a line never starts above the top of the line before it. SwiftUI's
    /// `Text` in a text-style font sets this to the style's leading minus the font's line height
    /// (LabelHost's `TextContent`). 0 by default; must be finite and within
    /// ±`maximumLineSpacingAdjustment`.
    public var lineSpacingAdjustment: Double = 0
    /// Space after each paragraph (only between paragraphs).
    public var paragraphSpacing: Double = 0
    /// Space before each paragraph (only between paragraphs).
    public var paragraphSpacingBefore: Double = 0
    /// How lines wrap, and how the last one is cut when lines run out.
    public var lineBreakMode: LineBreakMode = .byWordWrapping
    /// Extra line-breaking rules (NSParagraphStyle.lineBreakStrategy); none by default.
    public var lineBreakStrategy: LineBreakStrategy = []
    /// The paragraph direction; `.natural` takes it from the first strong letter.
    public var baseWritingDirection: WritingDirection = .natural
    /// Explicit tab stops (NSParagraphStyle.tabStops), in any order: a tab advances to the
    /// first of them after it, and past the last, to the next multiple of
    /// `defaultTabInterval`. Empty by default, which places stops as NSParagraphStyle's
    /// default twelve stops 28 points apart do (with the default interval). Each location
    /// must be finite and ≥ 0.
    public var tabStops: [TextTab] = []
    /// Distance between implicit tab stops, after the last of `tabStops`; 0 uses
    /// NSParagraphStyle's default stops' spacing, 28 points.
    public var defaultTabInterval: Double = TabStops.defaultInterval
    /// Where extra line height goes; TextKit's rule by default.
    public var baselinePlacement: BaselinePlacement = .textKit
    /// NSParagraphStyle.hyphenationFactor, 0…1: a line is hyphenated when, broken without
    /// hyphenation, its width divided by its line box's width is below this factor (UIKit's
    /// rule). 0, the default, never hyphenates by patterns (soft hyphens, U+00AD, always
    /// work). Patterns come from libhyphen's files, chosen by each run's
    /// `TextAttributes.language`; a run without a language is hyphenated as "en-US", standing
    /// in for the device's language as the bundled fonts stand in for the system's. A value
    /// outside 0…1 is `LayoutError.invalidStyle`.
    public var hyphenationFactor: Double = 0
    /// NSParagraphStyle.usesDefaultHyphenation (iOS 15): hyphenate with the system's default
    /// setting. UIKit does not document that setting's factor; here it is
    /// `ParagraphStyle.defaultHyphenationFactor` (hyphenate wherever a hyphen fits, as CSS
    /// `hyphens: auto`). A nonzero `hyphenationFactor` takes precedence.
    public var usesDefaultHyphenation = false
    /// NSParagraphStyle.allowsDefaultTighteningForTruncation: before a line is truncated, its
    /// inter-character spacing may tighten (by at most `tighteningFactorForTruncation`) so
    /// that the text fits whole instead. Off by default, as in UIKit.
    public var allowsDefaultTighteningForTruncation = false
    /// How much tightening may do (NSParagraphStyle.tighteningFactorForTruncation, AppKit;
    /// 0.05 by default): the text is tightened instead of truncated when its width divided by
    /// the line's width is at most 1 + this factor. Must be finite and ≥ 0.
    public var tighteningFactorForTruncation = 0.05

    /// The largest `lineSpacingAdjustment` magnitude accepted, in points (10¹⁵): so large that
    /// no real layout comes near it, and small enough that the tops of 2³¹ lines (the most a
    /// text can have) each pushed down by it stay finite. A value near
    /// `Double.greatestFiniteMagnitude` would make the third line's top infinite.
    public static let maximumLineSpacingAdjustment = 1e15

    /// The hyphenation factor `usesDefaultHyphenation` stands for: 1, so that a line takes
    /// the hyphenated piece of the next word whenever it fits (a choice: UIKit does not
    /// document its default).
    public static let defaultHyphenationFactor = 1.0

    /// The factor hyphenation runs with: `hyphenationFactor` when nonzero, else
    /// `defaultHyphenationFactor` when `usesDefaultHyphenation` is set, else 0 (off).
    public var effectiveHyphenationFactor: Double {
        hyphenationFactor > 0 ? hyphenationFactor : (usesDefaultHyphenation ? Self.defaultHyphenationFactor : 0)
    }

    /// NSParagraphStyle.default's values.
    public init() {}
}

/// A paragraph style held once, by reference, with what layout derives from it (its tab stops
/// and line breaker): a prepared text and each of its paragraphs point at one box instead of
/// each holding the 144-byte style, and every text prepared in the default style shares
/// `ParagraphStyleBox.standard`.
final class ParagraphStyleBox: Sendable {
    let value: ParagraphStyle
    /// The tab stops `value` places (`TabStops(_:)`), resolved once.
    let tabStops: TabStops
    /// The line breaker `value` asks for (its `lineBreakStrategy` in its `lineBreakMode`),
    /// resolved once.
    let lineBreaker: LineBreakerKind

    private init(_ style: ParagraphStyle) {
        value = style
        tabStops = TabStops(style)
        lineBreaker = LineBreakerKind(strategy: style.lineBreakStrategy, mode: style.lineBreakMode)
    }

    /// The box of `ParagraphStyle()`, shared by every text prepared in it.
    static let standard = ParagraphStyleBox(ParagraphStyle())

    /// A box holding `style`: the shared one for the default style, else a new one.
    static func boxing(_ style: ParagraphStyle) -> ParagraphStyleBox {
        style == standard.value ? standard : ParagraphStyleBox(style)
    }
}

extension ParagraphStyle {
    /// The inset from the trailing margin: a zero or negative tailIndent is an inset from the
    /// trailing margin (NSParagraphStyle); a positive one fixes the trailing edge from the
    /// leading margin, whatever the width, and insets nothing.
    var trailingInset: Double {
        tailIndent <= 0 ? -tailIndent : 0
    }
}
