/// Hyphens at line ends: soft hyphens (U+00AD) and the hyphenation points of a paragraph
/// styled to hyphenate, found once when the paragraph is prepared.
///
/// A soft hyphen is invisible and zero-width (HarfBuzz shapes it as a default-ignorable);
/// when a line breaks after one, a hyphen is drawn at the line's end and counts in its width.
/// Hyphenation points are offsets inside words where libhyphen's patterns allow a break;
/// wrapping takes one only by UIKit's hyphenationFactor rule (`hyphenationEnd`), and then
/// draws a hyphen the same way.
///
/// Held by reference, so that a paragraph holds 8 bytes for it; every paragraph without hyphen
/// data (most) shares `ParagraphHyphens.none`.
final class ParagraphHyphens: Sendable {
    /// UTF-16 offsets inside words where patterns allow a hyphenated break, ascending.
    let points: [Int32]
    /// Per shaped run, the width of the hyphen drawn after its text (empty when the
    /// paragraph can have no hyphenated line).
    let runHyphenWidths: [Double]
    /// True when the paragraph has a soft hyphen (U+00AD).
    let hasSoftHyphens: Bool
    /// The hyphenation factor the paragraph wraps with (0: patterns off).
    let factor: Double
    /// The languages hyphenation was asked for and whether patterns were found for each.
    let languages: [HyphenationLanguage]

    init(points: [Int32] = [], runHyphenWidths: [Double] = [], hasSoftHyphens: Bool = false, factor: Double = 0,
         languages: [HyphenationLanguage] = []) {
        self.points = points
        self.runHyphenWidths = runHyphenWidths
        self.hasSoftHyphens = hasSoftHyphens
        self.factor = factor
        self.languages = languages
    }

    /// No hyphen data.
    static let none = ParagraphHyphens()
}

/// A language a paragraph was hyphenated in, and what the hyphenation patterns for it were.
public struct HyphenationLanguage: Sendable, Hashable {
    /// The BCP 47 tag (the run's `TextAttributes.language`, or "en-US" for runs without one).
    public var language: String
    /// The pattern file used; nil when none is installed for the language (nothing in it is
    /// hyphenated).
    public var patternFile: String?
}
