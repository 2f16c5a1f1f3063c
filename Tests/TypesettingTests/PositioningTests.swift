import Testing
@testable import Typesetting

/// The positioning stage's rules one at a time (Sources/Typesetting/Positioning), each
/// expected number computed by hand from the rule it checks.
@Suite("Positioning: tab stops, line boxes, alignment, justification")
struct PositioningTests {
    // NSParagraphStyle: implicit tab stops every defaultTabInterval points, 28 pt when it is
    // 0 (ParagraphStyle.defaultTabInterval). A tab always moves forward: from a stop it goes
    // to the next one.
    @Test func tabStops() {
        var style = ParagraphStyle()
        #expect(TabStops(style).interval == 28)
        style.defaultTabInterval = 0
        let stops = TabStops(style)
        #expect(stops.interval == 28)
        #expect(stops.stop(after: 0) == 28)
        #expect(stops.stop(after: 9.5) == 28)
        #expect(stops.stop(after: 28) == 56)
        #expect(stops.stop(after: 66) == 84)
        #expect(stops.advance(from: 66) == 18)  // 84 − 66
        style.defaultTabInterval = 40
        #expect(TabStops(style).stop(after: 39.5) == 40)
        #expect(TabStops(style).advance(from: 50) == 30)  // 80 − 50
    }

    // Inter 17 pt: ascent 2728 × 17/2816 = 16.46875, descent 680 × 17/2816 = 4.1051136…,
    // natural height 3408 × 17/2816 = 20.5738636… A fixed 30 pt line (min = max = 30) at
    // top 10: TextKit puts the 9.4261364 pt extra above the glyphs, baseline = 10 + 30 −
    // 4.1051136 = 35.8948864; half-leading puts 4.7130682 above, baseline = 10 + 4.7130682
    // + 16.46875 = 31.1818182.
    @Test func lineBox() {
        let metrics = VerticalMetrics(ascent: Fixture.interAscent17, descent: Fixture.interDescent17,
                                      lineHeight: Fixture.interLineHeight17)
        var style = ParagraphStyle()
        style.minimumLineHeight = 30
        style.maximumLineHeight = 30
        let textKit = LineBox(metrics: metrics, top: 10, style: style)
        #expect(textKit.height == 30)
        #expect(close(textKit.baseline, 35.8948864))
        #expect(textKit.bottom == 40)
        style.baselinePlacement = .halfLeading
        #expect(close(LineBox(metrics: metrics, top: 10, style: style).baseline, 31.1818182))
        // Natural height with no rule: the baseline is the ascent below the top.
        #expect(close(LineBox(metrics: metrics, top: 0, style: ParagraphStyle()).baseline, 16.46875))
    }

    // lineSpacing goes between any two lines; paragraphSpacing (after) and
    // paragraphSpacingBefore add between paragraphs: 40 + 2 = 42, 40 + 2 + 3 + 1.5 = 46.5.
    @Test func spacingBetweenLines() {
        var style = ParagraphStyle()
        style.lineSpacing = 2
        style.paragraphSpacing = 3
        style.paragraphSpacingBefore = 1.5
        #expect(style.nextLineTop(after: 40, startsParagraph: false) == 42)
        #expect(style.nextLineTop(after: 40, startsParagraph: true) == 46.5)
    }

    // A line 50 pt wide in a 200 pt container, 10 pt head indent, 190 pt available (no tail
    // indent), so 140 pt free. Left to right: left 10, center 10 + 70 = 80, right 10 + 140 =
    // 150. Right to left the indent is on the right: natural (and right) 200 − 10 − 50 = 140,
    // center 200 − 80 − 50 = 70, left 200 − 150 − 50 = 0.
    @Test func alignment() {
        func x(_ alignment: TextAlignment, rtl: Bool) -> Double {
            LineAlignment(alignment, rightToLeft: rtl).originX(width: 50, indent: 10, available: 190, containerWidth: 200)
        }
        #expect(x(.left, rtl: false) == 10)
        #expect(x(.natural, rtl: false) == 10)
        #expect(x(.justified, rtl: false) == 10)
        #expect(x(.center, rtl: false) == 80)
        #expect(x(.right, rtl: false) == 150)
        #expect(x(.natural, rtl: true) == 140)
        #expect(x(.right, rtl: true) == 140)
        #expect(x(.center, rtl: true) == 70)
        #expect(x(.left, rtl: true) == 0)
        #expect(!LineAlignment(.natural, rightToLeft: false).dependsOnContainerWidth)
        #expect(LineAlignment(.center, rightToLeft: false).dependsOnContainerWidth)
        #expect(LineAlignment(.natural, rightToLeft: true).dependsOnContainerWidth)
    }

    // NSTextAlignment.justified: the extra width is shared by the spaces after the line's
    // last tab; a paragraph's last line, a line ended by a forced break, a truncated line and
    // unbounded text keep their natural width. "a b\tc d e f": the line "a b\tc d e " (0..<10,
    // trimmed to 9) has spaces at 5 and 7 after the tab at 3: (80 − 50)/2 = 15 each.
    @Test func justification() throws {
        var style = ParagraphStyle()
        style.alignment = .justified
        let p = try Fixture.prepare("a b\tc d e f", style: style).paragraphs[0]
        func rule(_ line: Range<Int> = 0..<10, trimmed: Int = 9, available: Double = 80, wrapped: Bool = true,
                  truncated: Bool = false, continues: Bool = true) -> Justification? {
            p.justification(of: line, trimmedEnd: trimmed, naturalWidth: 50, available: available,
                            isWrapped: wrapped, isTruncated: truncated, continuesParagraph: continues)
        }
        let j = try #require(rule())
        #expect(j.width == 80)
        #expect(j.stretchFrom == 4)
        #expect(j.extraPerSpace == 15)
        // Already as wide as its box (or wider): justified, nothing to share.
        #expect(rule(available: 40) == Justification(width: 50, stretchFrom: 4, extraPerSpace: 0))
        #expect(rule(wrapped: false) == nil)
        #expect(rule(truncated: true) == nil)
        #expect(rule(continues: false) == nil)
        #expect(rule(0..<11, trimmed: 11) == nil)  // ends the paragraph
        #expect(rule(0..<5, trimmed: 5) == nil)  // "a b\tc": no space after the tab
        let separated = try Fixture.prepare("a b c\u{2028}d", style: style).paragraphs[0]
        #expect(separated.justification(of: 0..<6, trimmedEnd: 5, naturalWidth: 50, available: 80, isWrapped: true,
                                        isTruncated: false, continuesParagraph: true) == nil)
        let natural = try Fixture.prepare("a b\tc d e f").paragraphs[0]
        #expect(natural.justification(of: 0..<10, trimmedEnd: 9, naturalWidth: 50, available: 80, isWrapped: true,
                                      isTruncated: false, continuesParagraph: true) == nil)
    }
}
