import Testing
@testable import Typesetting

/// Truncation, UIKit style: "…" (U+2026) replaces what does not fit; head/middle/tail on a
/// single line; in multi-line text only the last visible line is truncated ([U, widely observed]).
///
/// hb-shape --font-size=2816 Inter-Roman.var.ttf "Hello world, this is a test":
///   H 2084 e 1640 l 668 l 668 o 1680 ␠ 792 w 2236 … "a test" = a 1588 ␠ 792 t 1008 e 1640 s 1472 t 1024.
/// hb-shape "…": uni2026, 2312 units = 13.957 pt. At 60 pt the line holds 60 × 2816/17 = 9939.8 units.
@Suite("Engine: truncation")
struct EngineTruncationTests {
    static let text = "Hello world, this is a test"
    static let ellipsisUnits = 2312

    func truncated(_ mode: LineBreakMode, width: Double = 60, lines: Int = 1, text: String = text) throws -> TextLayout {
        var style = ParagraphStyle()
        style.lineBreakMode = mode
        return try Fixture.layout(text, width: width, numberOfLines: lines, style: style)
    }

    /// The ellipsis glyph (Inter's U+2026) is drawn on the line, with the cluster −1.
    func ellipsisGlyphs(_ layout: TextLayout, line: Int) throws -> [UInt32] {
        let font = try Fixture.inter()
        let glyph = try #require(font.instance.glyph(for: "\u{2026}"))
        let runs = layout.glyphRuns(forLine: line)
        let marked = runs.flatMap { run in zip(run.glyphs, run.clusters).filter { $0.1 == -1 }.map(\.0) }
        #expect(marked.allSatisfy { $0 == glyph })
        return marked
    }

    // Tail: the largest prefix (cut between clusters, trailing space dropped) whose width
    // plus the ellipsis fits. "Hello" 6740 + 2312 = 9052 ≤ 9939.8; "Hello w" 9768 + 2312 >.
    // → "Hello…", 9052 units = 54.644886 pt.
    @Test func tail() throws {
        let layout = try truncated(.byTruncatingTail)
        let line = try #require(layout.lines.first)
        #expect(layout.lineCount == 1 && layout.isTruncated && line.isTruncated)
        #expect(line.visibleUTF16Ranges == [0..<5])
        #expect(line.ellipsisPosition == 1)
        #expect(close(line.width, Fixture.interPoints(6740 + Self.ellipsisUnits)))
        #expect(line.width <= 60)
        #expect(try ellipsisGlyphs(layout, line: 0).count == 1)
        #expect(line.utf16Range == 0..<27)
    }

    // Head: the smallest suffix that fits after the ellipsis. "a test" 7524 + 2312 = 9836 ≤
    // 9939.8; "s a test" 1472 + 792 + 7524 + 2312 = 12100 >. → "…a test", 9836 units.
    @Test func head() throws {
        let layout = try truncated(.byTruncatingHead)
        let line = try #require(layout.lines.first)
        #expect(line.visibleUTF16Ranges == [21..<27])
        #expect(line.ellipsisPosition == 0)
        #expect(close(line.width, Fixture.interPoints(7524 + Self.ellipsisUnits)))
        #expect(line.width <= 60)
        #expect(try ellipsisGlyphs(layout, line: 0).count == 1)
    }

    // Middle: the start gets half of (60 pt − ellipsis) = (9939.8 − 2312)/2 = 3813.9 units:
    // "He" = 2084 + 1640 = 3724 fits, "Hel" = 4392 does not. The end gets what is left,
    // 9939.8 − 3724 − 2312 = 3903.8 units: "st" = 1472 + 1024 = 2496 fits, "est" = 4136 not.
    // → "He…st", 3724 + 2312 + 2496 = 8532 units.
    @Test func middle() throws {
        let layout = try truncated(.byTruncatingMiddle)
        let line = try #require(layout.lines.first)
        #expect(line.visibleUTF16Ranges == [0..<2, 25..<27])
        #expect(line.ellipsisPosition == 1)
        #expect(close(line.width, Fixture.interPoints(3724 + Self.ellipsisUnits + 2496)))
        #expect(line.width <= 60)
        #expect(try ellipsisGlyphs(layout, line: 0).count == 1)
    }

    // Text that fits is not truncated, in any mode.
    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle])
    func fittingTextIsNotTruncated(mode: LineBreakMode) throws {
        let layout = try truncated(mode, width: 200)
        #expect(!layout.isTruncated)
        #expect(layout.lines[0].ellipsisPosition == nil)
        #expect(close(layout.lines[0].width, Fixture.interPoints(24284 + 792 + 7524)))
        #expect(try ellipsisGlyphs(layout, line: 0).isEmpty)
    }

    // Multi-line tail (numberOfLines = 2): line 1 wraps words as usual, "The quick " (see
    // EngineWrappingTests, 100 pt); the last line holds the rest truncated: "brown fox" 13192
    // + 2312 = 15504 ≤ 16564.7 units; "brown fox j" 14652 + 2312 = 16964 >.
    @Test func tailOnTheLastOfTwoLines() throws {
        let layout = try truncated(.byTruncatingTail, width: 100, lines: 2, text: EngineWrappingTests.sentence)
        try #require(layout.lineCount == 2)
        #expect(layout.lines[0].utf16Range == 0..<10 && !layout.lines[0].isTruncated)
        #expect(close(layout.lines[0].width, Fixture.interPoints(13028)))
        let last = layout.lines[1]
        #expect(last.isTruncated)
        #expect(last.visibleUTF16Ranges == [10..<19])
        #expect(close(last.width, Fixture.interPoints(13192 + Self.ellipsisUnits)))
        #expect(last.width <= 100)
        #expect(try ellipsisGlyphs(layout, line: 1).count == 1)
        #expect(try ellipsisGlyphs(layout, line: 0).isEmpty)
        #expect(close(layout.size.height, 2 * Fixture.interLineHeight17))
    }

    // The cut text ends at the next paragraph: with numberOfLines = 1 and two paragraphs
    // that each fit, the first one gets the ellipsis after its whole text (UILabel shows
    // "Hello…" for "Hello\nworld" on one line).
    @Test func truncatedAtAParagraphEnd() throws {
        let layout = try truncated(.byTruncatingTail, width: 200, lines: 1, text: "Hello\nworld")
        let line = try #require(layout.lines.first)
        #expect(layout.lineCount == 1 && layout.isTruncated)
        #expect(line.visibleUTF16Ranges == [0..<5])
        #expect(close(line.width, Fixture.interPoints(6740 + Self.ellipsisUnits)))
    }

    // A width too small even for the ellipsis: nothing visible but the ellipsis, no crash.
    @Test func narrowerThanTheEllipsis() throws {
        let layout = try truncated(.byTruncatingTail, width: 5)
        let line = try #require(layout.lines.first)
        #expect(line.isTruncated)
        #expect(line.width.isFinite)
    }
}
