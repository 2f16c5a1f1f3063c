import Foundation
import Testing
import FuzzSupport
@testable import Typesetting

/// Soft hyphens and pattern hyphenation.
///
/// Advances are Inter's (default instance) in design units (upem 2816), from
/// `hb-shape --no-glyph-names Fonts/Inter-Roman.var.ttf TEXT` (HarfBuzz 6.0). The hyphen
/// drawn at a line's end is U+2010, glyph 2112, advance 1008 (fontTools: hmtx["uni2010"]).
/// Hyphenation points come from pyphen 0.18 reading the same Debian pattern files,
/// `pyphen.Pyphen(filename=…, left=L, right=R).positions(word)` with the file's
/// LEFTHYPHENMIN/RIGHTHYPHENMIN (2/2 where the file does not say; en-US says 2/3).
@Suite("Wrapping: soft hyphens and hyphenation")
struct EngineHyphenationTests {
    static let hyphen = 1008
    static func points(_ units: Int) -> Double { Fixture.interPoints(units) }

    static func style(factor: Double) -> ParagraphStyle {
        var style = ParagraphStyle()
        style.hyphenationFactor = factor
        return style
    }

    static func layout(_ text: String, width: Double, language: String? = nil, style: ParagraphStyle = ParagraphStyle()) throws -> TextLayout {
        let attributes = TextAttributes(font: try Fixture.inter(), language: language)
        return try PreparedText(AttributedText(text, attributes: attributes), style: style, fontCollection: Fixture.collection)
            .layout(width: width)
    }

    static func lines(_ layout: TextLayout) -> [String] {
        (0..<layout.lines.count).map { Fixture.text(layout, $0).trimmingCharacters(in: .whitespaces) }
    }

    // MARK: Soft hyphens

    /// "inter\u{AD}national": i 668, n 1648, t 1008, e 1640, r 1048 → "inter" 6012; the soft
    /// hyphen shapes to 0; "national" = 1648 + 1588 + 1024 + 668 + 1680 + 1648 + 1588 + 668 =
    /// 10512; the whole word 16524 units = 99.75 pt.
    static let inter = 6012, national = 10512

    @Test func softHyphenIsInvisibleWhenTheLineDoesNotBreakThere() throws {
        let layout = try Self.layout("inter\u{AD}national", width: 200)
        #expect(layout.lines.count == 1)
        #expect(close(layout.size.width, Self.points(Self.inter + Self.national)))
        #expect(layout.lines[0].isHyphenated == false)
        #expect(!layout.glyphRuns.flatMap(\.glyphs).contains(2112))
    }

    /// At 70 pt the word (99.75 pt) does not fit; "inter‐" (6012 + 1008 = 7020 units =
    /// 42.38 pt) does, and "national" (63.46 pt) fits the next line.
    @Test func softHyphenBreakDrawsAndCountsAHyphen() throws {
        let layout = try Self.layout("inter\u{AD}national", width: 70)
        #expect(Self.lines(layout) == ["inter\u{AD}", "national"])
        #expect(layout.lines[0].isHyphenated)
        #expect(!layout.lines[1].isHyphenated)
        #expect(close(layout.lines[0].width, Self.points(Self.inter + Self.hyphen)))
        #expect(close(layout.lines[1].width, Self.points(Self.national)))
        // Drawn: the last glyph of line 1 is the hyphen, at the end of "inter".
        let runs = layout.glyphRuns(forLine: 0)
        let last = try #require(runs.last)
        #expect(last.glyphs == [2112])
        #expect(last.clusters == [-2])
        #expect(close(last.positions[0].x, Self.points(Self.inter)))
        #expect(close(last.maxX, Self.points(Self.inter + Self.hyphen)))
        // Hit-testing: a tap on the hyphen is past the line's text: the offset before its
        // last cluster (the soft hyphen, offset 5), whose caret stands after "inter".
        let y = layout.lines[0].baseline - 5
        #expect(layout.characterIndex(at: Point(x: Self.points(Self.inter) + 2, y: y)) == 5)
        #expect(close(layout.caretRect(forCharacterAt: 5).minX, Self.points(Self.inter)))
    }

    /// The hyphen counts in the fit: at 42 pt "inter‐" (42.38 pt) no longer fits, so the
    /// soft hyphen is not used and the word is cut between clusters instead.
    @Test func theHyphenMustFitToo() throws {
        let layout = try Self.layout("inter\u{AD}national", width: 42)
        #expect(layout.lines[0].isHyphenated == false)
        #expect(layout.lines[0].width <= 42)
    }

    /// Soft hyphens work without any hyphenation factor (explicit, like CSS `hyphens:
    /// manual`) and in both wrap loops: a tab sends the paragraph through the general loop.
    @Test func softHyphenInTheGeneralLoop() throws {
        let layout = try Self.layout("\tinter\u{AD}national", width: 100)
        // The tab advances to the first 28 pt stop; "inter‐" then ends at 28 + 42.38 = 70.38.
        #expect(layout.lines.count == 2)
        #expect(layout.lines[0].isHyphenated)
        #expect(close(layout.lines[0].width, 28 + Self.points(Self.inter + Self.hyphen)))
    }

    // MARK: Patterns

    @Test(arguments: [
        // (language, word, pyphen's positions)
        ("en-US", "hyphenation", [2, 6]),
        ("en-US", "typographical", [2, 4, 9, 10]),
        ("de", "Silbentrennung", [3, 6, 10]),
        ("fr", "anticonstitutionnellement", [2, 4, 8, 10, 12, 16, 19, 21]),
        ("ru", "переносы", [2, 4, 6]),  // hyph_ru_RU.dic is KOI8-R
        ("nl", "ontwikkelingssamenwerking", [3, 6, 8, 13, 15, 18, 21]),  // ISO8859-1
        ("pt-BR", "desenvolvimento", [2, 5, 8, 10, 13]),
    ])
    func patternPoints(language: String, word: String, expected: [Int]) throws {
        let patterns = try #require(HyphenationPatterns.forLanguage(language))
        #expect(patterns.hyphenationPoints(in: word) == expected)
        // Case does not matter (patterns are lowercase).
        #expect(patterns.hyphenationPoints(in: word.uppercased()) == expected)
    }

    /// en-US declares LEFTHYPHENMIN 2 and RIGHTHYPHENMIN 3 (the file's header).
    @Test func minimumsComeFromThePatternFile() throws {
        let en = try #require(HyphenationPatterns.forLanguage("en-US"))
        #expect(en.leftMinimum == 2 && en.rightMinimum == 3)
        #expect(en.path.hasSuffix("hyph_en_US.dic"))
        // "de-CH" has no file of its own in Debian's hyphen-de but a link to hyph_de_DE.dic.
        #expect(HyphenationPatterns.forLanguage("de-CH")?.path.hasSuffix("hyph_de_DE.dic") == true)
    }

    @Test func unknownLanguagesHyphenateNothing() throws {
        #expect(HyphenationPatterns.forLanguage("xx") == nil)
        #expect(HyphenationPatterns.forLanguage("") == nil)
        #expect(HyphenationPatterns.forLanguage("../../etc/passwd") == nil)
        let prepared = try PreparedText(AttributedText("Hyphenation everywhere", attributes: TextAttributes(font: Fixture.inter(), language: "xx")),
                                        style: Self.style(factor: 1), fontCollection: Fixture.collection)
        #expect(prepared.paragraphs[0].hyphenationLanguages == [HyphenationLanguage(language: "xx", patternFile: nil)])
        let layout = try prepared.layout(width: 60)
        #expect(layout.lines.allSatisfy { !$0.isHyphenated })
    }

    @Test(arguments: [-0.1, 1.5, Double.nan, Double.infinity])
    func factorOutsideZeroToOneIsAnError(factor: Double) throws {
        #expect(throws: LayoutError.self) { try Fixture.prepare("x", style: Self.style(factor: factor)) }
    }

    /// UIKit's rule (NSParagraphStyle.hyphenationFactor's documentation: hyphenate when unhyphenated width / line
    /// width < factor), in four languages. For each: the line broken without hyphenation,
    /// its fill ratio, and the hyphenated line, all from the advances written beside them.
    struct Case: Sendable, CustomTestStringConvertible {
        var language: String
        var text: String
        var width: Double
        /// The first line's width without hyphenation, in units.
        var unhyphenated: Int
        /// The hyphenated lines and the first one's width (with the hyphen), in units.
        var hyphenatedLines: [String]
        var hyphenatedWidth: Int
        var testDescription: String { language }
        var ratio: Double { Fixture.interPoints(unhyphenated) / width }
    }

    static let cases: [Case] = [
        // T 1808, h 1664, e 1640 → "The" 5112; space 792; "hyphenation" points 2, 6 (offsets 6,
        // 10); "hyphen" = 1608 + 1568 + 1716 + 1664 + 1640 + 1648 = 9844; the word 16452.
        // At 110 pt: "The hyphen‐" = 5904 + 9844 + 1008 = 16756 u = 101.15 pt fits; ratio
        // 5112 u / 110 pt = 30.86 / 110 = 0.2806.
        Case(language: "en-US", text: "The hyphenation", width: 110, unhyphenated: 5112,
             hyphenatedLines: ["The hyphen", "ation"], hyphenatedWidth: 16756),
        // D 2024, i 668, e 1640 → "Die" 4332; "Silbentrennung" points 3, 6, 10 (offsets 7, 10,
        // 14); "Silbentren" = 1796 + 668 + 668 + 1748 + 1640 + 1648 + 1024 + 1000 + 1640 + 1648
        // = 13480; at 130 pt "Die Silbentren‐" = 5124 + 13480 + 1008 = 19612 u = 118.40 pt;
        // ratio 26.15 / 130 = 0.2012.
        Case(language: "de", text: "Die Silbentrennung", width: 130, unhyphenated: 4332,
             hyphenatedLines: ["Die Silbentren", "nung"], hyphenatedWidth: 19612),
        // U 2088, n 1648, e 1640 → "Une" 5376; the word's prefix to point 21 ("…nelle") is
        // 26936 units; at 210 pt (34785.9 u) the longest prefix with "Une " and a hyphen that
        // fits is point 21: 6168 + 26936 + 1008 = 34112 u = 205.93 pt (point 21 is the last:
        // the whole word 33696 needs no hyphen, but it is a new line); ratio 32.45 / 210 = 0.1545.
        Case(language: "fr", text: "Une anticonstitutionnellement", width: 210, unhyphenated: 5376,
             hyphenatedLines: ["Une anticonstitutionnelle", "ment"], hyphenatedWidth: 34112),
        // Э 1888, т 1424, о 1680 → "Это" 4992; "переносы" points 2, 4, 6; prefix "пере" =
        // 1640 + 1640 + 1716 + 1640 = 6636, "перено" 9956; at 90 pt (14908.2 u) "Это пере‐"
        // = 5784 + 6636 + 1008 = 13428 u = 81.06 pt fits, "Это перено‐" (16748) does not;
        // ratio 30.14 / 90 = 0.3348.
        Case(language: "ru", text: "Это переносы", width: 90, unhyphenated: 4992,
             hyphenatedLines: ["Это пере", "носы"], hyphenatedWidth: 13428),
    ]

    @Test(arguments: cases)
    func hyphenatesOnlyBelowTheFactor(_ c: Case) throws {
        // Off (factor 0, the default): the word moves down whole.
        let off = try Self.layout(c.text, width: c.width, language: c.language)
        #expect(Self.lines(off) == c.text.split(separator: " ").map(String.init))
        #expect(close(off.lines[0].width, Self.points(c.unhyphenated)))
        // A factor just above the fill ratio hyphenates; just below it does not.
        let on = try Self.layout(c.text, width: c.width, language: c.language, style: Self.style(factor: c.ratio + 0.02))
        #expect(Self.lines(on) == c.hyphenatedLines)
        #expect(on.lines[0].isHyphenated && !on.lines[1].isHyphenated)
        #expect(close(on.lines[0].width, Self.points(c.hyphenatedWidth)))
        #expect(on.glyphRuns(forLine: 0).last?.glyphs == [2112])
        let below = try Self.layout(c.text, width: c.width, language: c.language, style: Self.style(factor: c.ratio - 0.02))
        #expect(Self.lines(below) == Self.lines(off))
        // usesDefaultHyphenation stands for factor 1 (ParagraphStyle.defaultHyphenationFactor).
        var defaults = ParagraphStyle()
        defaults.usesDefaultHyphenation = true
        #expect(Self.lines(try Self.layout(c.text, width: c.width, language: c.language, style: defaults)) == c.hyphenatedLines)
    }

    /// A word wider than the line is hyphenated rather than cut between letters (its fill
    /// ratio is 0): "hyphenation" (16452 u = 99.32 pt) at 70 pt → "hyphen‐" (9844 + 1008 =
    /// 10852 u = 65.51 pt) / "ation".
    @Test func overWideWordsAreHyphenatedInsteadOfCut() throws {
        let layout = try Self.layout("hyphenation", width: 70, style: Self.style(factor: 0.1))
        #expect(Self.lines(layout) == ["hyphen", "ation"])
        #expect(close(layout.lines[0].width, Self.points(10852)))
    }

    /// No language attribute: hyphenated as en-US (ParagraphStyle.hyphenationFactor's doc).
    @Test func runsWithoutALanguageUseEnglish() throws {
        let layout = try Self.layout("The hyphenation", width: 110, style: Self.style(factor: 0.5))
        #expect(Self.lines(layout) == ["The hyphen", "ation"])
        #expect(layout.prepared.paragraphs[0].hyphenationLanguages.map(\.language) == ["en-US"])
    }

    /// Hyphenated layouts keep the layout invariants (lines cover the text once, nothing
    /// wider than its box but single clusters, glyph runs inside the line) over the
    /// property-test corpus at many widths, both wrap loops, with and without justification.
    @Test func invariantsHoldWithHyphenation() throws {
        var hyphenatedLines = 0
        for text in PropertyCorpus.strings.prefix(60) {
            for alignment in [TextAlignment.natural, .justified] {
                var style = Self.style(factor: 1)
                style.alignment = alignment
                let prepared = try Fixture.prepare(text, style: style)
                for width in stride(from: 30.0, through: 330, by: 50) {
                    let layout = try prepared.layout(width: width)
                    let problems = LayoutChecker(text).check(layout, width: width, mode: .byWordWrapping, numberOfLines: 0)
                    #expect(problems.isEmpty, "\(text.prefix(40)) at \(width): \(problems.prefix(3))")
                    for line in layout.lines where line.isHyphenated {
                        hyphenatedLines += 1
                        #expect(line.width <= width + 1e-9)
                    }
                }
            }
        }
        #expect(hyphenatedLines > 0)
    }
}
