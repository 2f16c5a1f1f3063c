import Testing
@testable import Typesetting

/// `TextLayout.lines` is a collection whose `TextLine` values are built when they are read:
/// callers index it, count it, iterate it and slice it as they did the array it replaced.
@Suite("TextLayout.lines: lines built on access")
struct LayoutLinesTests {
    /// Three lines by hard breaks: U+2028 is UAX #14 class BK (a break after it is mandatory)
    /// and stays on the line it ends (`TextLine.utf16Range` includes the whitespace that ends
    /// a line): "one" + U+2028 is 0..<4, "two" + U+2028 is 4..<8, "three" is 8..<13.
    @Test func readsAsAnArrayDid() throws {
        let layout = try Fixture.layout("one\u{2028}two\u{2028}three", width: nil)
        #expect(layout.lineCount == 3)
        #expect(layout.lines.count == 3)
        #expect(Fixture.ranges(layout) == [0..<4, 4..<8, 8..<13])
        #expect(layout.lines.first?.utf16Range == 0..<4)
        #expect(layout.lines.last?.utf16Range == 8..<13)
        #expect(layout.lines.prefix(2).map(\.utf16Range) == [0..<4, 4..<8])
        var starts: [Int] = []
        for line in layout.lines { starts.append(line.utf16Range.lowerBound) }
        #expect(starts == [0, 4, 8])
        for k in layout.lines.indices {
            let line = layout.lines[k]
            // No spacing in the default style: line k's box starts k line heights down, its
            // height is Inter 17's line height, its baseline is TextKit's (box bottom − descent).
            #expect(close(line.origin.y, Double(k) * Fixture.interLineHeight17))
            #expect(close(line.height, Fixture.interLineHeight17))
            #expect(close(line.baseline, Double(k + 1) * Fixture.interLineHeight17 - Fixture.interDescent17))
            #expect(close(line.ascent, Fixture.interAscent17))
            #expect(close(line.descent, Fixture.interDescent17))
        }
        // Reading a line again builds an equal value.
        #expect(layout.lines[1] == layout.lines[1])
    }

    /// At scale s every length of every line is s times the unscaled layout's (the documented
    /// rule of `PreparedText.layout(width:numberOfLines:scale:)`); ranges do not change.
    @Test func scaledLayoutScalesItsLines() throws {
        let prepared = try Fixture.prepare("one\u{2028}two\u{2028}three")
        let plain = try prepared.layout(width: nil, numberOfLines: 0)
        let half = try prepared.layout(width: nil, numberOfLines: 0, scale: 0.5)
        #expect(half.fontScale == 0.5)
        #expect(half.lineCount == 3)
        for k in plain.lines.indices {
            let a = plain.lines[k], b = half.lines[k]
            #expect(b.utf16Range == a.utf16Range)
            #expect(b.origin == Point(x: a.origin.x * 0.5, y: a.origin.y * 0.5))
            #expect(b.width == a.width * 0.5)
            #expect(b.height == a.height * 0.5)
            #expect(b.baseline == a.baseline * 0.5)
            #expect(b.ascent == a.ascent * 0.5)
            #expect(b.descent == a.descent * 0.5)
        }
        #expect(close(half.lines[2].origin.y, Fixture.interLineHeight17))  // 2 × line height × 0.5
    }

    /// Only the last line of a truncated layout says so and carries its visible ranges
    /// (the truncating modes wrap words and truncate only the last visible line
    /// [U, widely observed]); byTruncatingTail puts the ellipsis after all of them, at the
    /// line's tail (NSLineBreakMode.byTruncatingTail [D]: the beginning of the line fits and
    /// an ellipsis glyph stands for the missing text at its end).
    @Test func onlyTheLastLineIsTruncated() throws {
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let layout = try Fixture.layout("one two three four five six seven eight", width: 60, numberOfLines: 2, style: style)
        #expect(layout.lineCount == 2)
        #expect(layout.isTruncated)
        #expect(!layout.lines[0].isTruncated && layout.lines[0].truncatedVisibleRanges == nil)
        let last = try #require(layout.lines.last)
        #expect(last.isTruncated)
        let visible = try #require(last.truncatedVisibleRanges)
        #expect(last.ellipsisPosition == visible.count)
        // A truncated line runs to its paragraph's end (the text it hides included).
        #expect(last.utf16Range.upperBound == layout.prepared.string.utf16.count)
    }
}
