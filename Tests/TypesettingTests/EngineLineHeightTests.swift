import Testing
@testable import Typesetting

/// Line heights, baselines and vertical spacing, each rule with its TextKit source
/// (Apple's NSParagraphStyle documentation, quoted beside each test).
///
/// Inter 17 pt (font_metrics_reference.json, OS/2 typo under USE_TYPO_METRICS):
///   natural line height = (2728 + 680 + 0) × 17/2816 = 20.573863…
///   ascent 2728 × 17/2816 = 16.46875, descent 680 × 17/2816 = 4.105113…
@Suite("Engine: line height and spacing")
struct EngineLineHeightTests {
    static let natural = Fixture.interLineHeight17
    /// Two lines at 100 pt: "The quick brown" = 22132 units = 133.6 pt does not fit, so it
    /// wraps after "quick " (EngineWrappingTests).
    static let twoLines = "The quick brown"

    struct Rule: Sendable, CustomTestStringConvertible {
        var name: String
        var multiple = 0.0, minimum = 0.0, maximum = 0.0
        var expected: Double
        var testDescription: String { name }
    }

    // "the natural line height is multiplied by this factor (if positive) before being
    // constrained by minimum and maximum line height" [D]; maximumLineHeight 0 = no limit [D].
    // height = clamp(natural × (m > 0 ? m : 1), min, max > 0 ? max : ∞).
    static let rules: [Rule] = [
        Rule(name: "natural", expected: natural),
        Rule(name: "multiple 1.5", multiple: 1.5, expected: natural * 1.5),
        Rule(name: "multiple 0.8 (< 1 shrinks)", multiple: 0.8, expected: natural * 0.8),
        Rule(name: "minimum 30", minimum: 30, expected: 30),
        Rule(name: "minimum below natural", minimum: 10, expected: natural),
        Rule(name: "maximum 15 (glyphs overlap)", maximum: 15, expected: 15),
        Rule(name: "maximum 0 = none", maximum: 0, expected: natural),
        Rule(name: "maximum above natural", maximum: 40, expected: natural),
        Rule(name: "multiple 2 then max 30", multiple: 2, maximum: 30, expected: 30),
        Rule(name: "multiple 0.5 then min 15", multiple: 0.5, minimum: 15, expected: 15),
        Rule(name: "multiple 1.2 within min/max", multiple: 1.2, minimum: 10, maximum: 40, expected: natural * 1.2),
        Rule(name: "fixed 30 (min = max)", minimum: 30, maximum: 30, expected: 30),
    ]

    @Test(arguments: rules)
    func lineHeightRule(_ rule: Rule) throws {
        var style = ParagraphStyle()
        style.lineHeightMultiple = rule.multiple
        style.minimumLineHeight = rule.minimum
        style.maximumLineHeight = rule.maximum
        let layout = try Fixture.layout(Self.twoLines, width: 100, style: style)
        try #require(layout.lineCount == 2)
        for line in layout.lines { #expect(close(line.height, rule.expected)) }
        #expect(close(layout.lines[1].origin.y, rule.expected))
        #expect(close(layout.size.height, 2 * rule.expected))
    }

    // Fixed line height (min = max = 30 > natural): TextKit puts the extra height above the
    // glyphs, "the baseline sits at line bottom − |descender|" [M/I]; the half-leading option
    // (CSS) splits it: baseline = top + (30 − (ascent + descent))/2 + ascent.
    @Test func baselinePlacement() throws {
        var style = ParagraphStyle()
        style.minimumLineHeight = 30
        style.maximumLineHeight = 30
        let textKit = try Fixture.layout(Self.twoLines, width: 100, style: style)
        #expect(close(textKit.lines[0].baseline, 30 - Fixture.interDescent17))       // 25.894886…
        #expect(close(textKit.lines[1].baseline, 60 - Fixture.interDescent17))
        style.baselinePlacement = .halfLeading
        let css = try Fixture.layout(Self.twoLines, width: 100, style: style)
        let half = (30 - Self.natural) / 2
        #expect(close(css.lines[0].baseline, half + Fixture.interAscent17))          // 21.181818…
        #expect(close(css.lines[1].baseline, 30 + half + Fixture.interAscent17))
        // With the natural height both agree: baseline = ascent.
        let plain = try Fixture.layout("Hello", width: nil)
        #expect(close(plain.lines[0].baseline, Fixture.interAscent17))
    }

    // lineSpacing: "the space from the bottom of one line fragment to the top of the next"
    // [D]; we add it only between lines, never after the last.
    @Test func lineSpacingOnlyBetweenLines() throws {
        var style = ParagraphStyle()
        style.lineSpacing = 10
        let one = try Fixture.layout("Hello", width: nil, style: style)
        #expect(close(one.size.height, Self.natural))
        // "The quick brown fox jumps over the lazy dog." is 5 lines at 100 pt (EngineWrappingTests).
        let five = try Fixture.layout(EngineWrappingTests.sentence, width: 100, style: style)
        try #require(five.lineCount == 5)
        #expect(close(five.size.height, 5 * Self.natural + 4 * 10))
        for (k, line) in five.lines.enumerated() {
            #expect(close(line.origin.y, Double(k) * (Self.natural + 10)))
        }
        // Between paragraphs too (it separates line fragments).
        let paragraphs = try Fixture.layout("a\nb", width: nil, style: style)
        #expect(close(paragraphs.size.height, 2 * Self.natural + 10))
    }

    // paragraphSpacing (after) and paragraphSpacingBefore: only between paragraphs, never
    // above the first or below the last, never between lines of one paragraph.
    @Test func paragraphSpacingOnlyBetweenParagraphs() throws {
        var style = ParagraphStyle()
        style.paragraphSpacing = 7
        style.paragraphSpacingBefore = 5
        let single = try Fixture.layout(Self.twoLines, width: 100, style: style)
        #expect(close(single.size.height, 2 * Self.natural))
        let three = try Fixture.layout("a\nb\nc", width: nil, style: style)
        #expect(close(three.size.height, 3 * Self.natural + 2 * (7 + 5)))
        #expect(close(three.lines[1].origin.y, Self.natural + 12))
        #expect(close(three.lines[2].origin.y, 2 * Self.natural + 24))
        // A wrapped paragraph followed by another: spacing only at the paragraph change.
        let mixed = try Fixture.layout(Self.twoLines + "\nx", width: 100, style: style)
        try #require(mixed.lineCount == 3)
        #expect(close(mixed.lines[1].origin.y, Self.natural))
        #expect(close(mixed.lines[2].origin.y, 2 * Self.natural + 12))
    }

    // Height for the default style = lines × the font's lineHeight, at any size: Inter at
    // 34 pt (largeTitle) has lineHeight 3408 × 34/2816 = 41.147727…
    @Test(arguments: [11.0, 17, 34])
    func defaultHeightIsLinesTimesLineHeight(size: Double) throws {
        let font = try Fixture.inter(size)
        let layout = try Fixture.layout("one\ntwo\nthree", width: nil, font: font)
        #expect(close(layout.size.height, 3 * 3408 * size / 2816))
    }

    // Mixed fonts on a line: the tallest font sets the line. Arabic falls back to Noto Sans
    // Arabic (hhea 1374 / −738 at 1000 upem, fsSelection bit 7 clear): (1374 + 738) × 17/1000
    // = 35.904 > Inter's 20.574.
    @Test func fallbackFontRaisesTheLine() throws {
        let layout = try Fixture.layout("abc مرحبا", width: nil)
        #expect(close(layout.lines[0].height, 2112.0 * 17 / 1000))
        #expect(close(layout.lines[0].baseline, 2112.0 * 17 / 1000 - 738.0 * 17 / 1000))
    }
}
