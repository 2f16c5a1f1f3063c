import Testing
@testable import Typesetting

/// Right-to-left paragraphs: line placement and glyph positions.
@Suite("Engine: right-to-left layout")
struct EngineBidiLayoutTests {
    // NSTextAlignment.natural is right-aligned in a right-to-left paragraph [D], and a line's
    // hanging whitespace counts toward neither its width nor its placement (it is drawn
    // outside the line box, at the paragraph's level, rule L1 of UAX #9: visually left of
    // the text). So every wrapped line's text must end exactly at the container's right edge.
    //
    // Hand computation of line 1 ("مرحبا بالعالم " at 100 pt):
    //   hb-shape NotoSansArabic-Regular.ttf "مرحبا بالعالم" (upem 1000): the letters are
    //   562+260+291+521+260+291+269 + 291+343+549+396+525 = 4558 units → 4558 × 17/1000 = 77.486 pt;
    //   the space is Inter's (the primary font covers it): 792 × 17/2816 = 4.78125 pt.
    //   Width = 82.26725 pt; right-aligned in 100 pt: x = 100 − 82.26725 = 17.73275.
    @Test func rightToLeftLinesEndAtTheRightEdge() throws {
        let layout = try Fixture.layout("مرحبا بالعالم hello world and more", width: 100)
        try #require(layout.lineCount >= 2)
        let first = layout.lines[0]
        let expectedWidth = 4558.0 * 17 / 1000 + Fixture.interPoints(792)
        #expect(close(first.width, expectedWidth))
        #expect(close(first.origin.x, 100 - expectedWidth))
        for index in layout.lines.indices {
            let line = layout.lines[index]
            #expect(close(line.origin.x + line.width, 100), "line \(index)")
            // The drawn glyphs: nothing right of the container; the hanging space left of the text.
            let runs = layout.glyphRuns(forLine: index)
            let right = runs.map(\.maxX).max() ?? 0
            #expect(right <= 100 + 1e-9, "line \(index): glyphs reach \(right)")
            let ink = runs.filter { run in
                run.clusters.contains { c in
                    let unit = Array(layout.prepared.string.utf16)[c]
                    return unit != 0x20
                }
            }
            #expect(close(ink.map(\.maxX).max() ?? 0, 100), "line \(index)")
            #expect(close(ink.map(\.minX).min() ?? 0, line.origin.x), "line \(index)")
        }
    }

    // Spaces between two left-to-right words in a right-to-left paragraph get the LTR level
    // (UAX #9 N1) and are shaped with the words; where the line ends after them, rule L1
    // gives them the paragraph's level, so they run right to left at the line's left end:
    // the first space (logically) is the rightmost, next to "café".
    // "مرحبا café   don't" at 90 pt: line 1 = "مرحبا café   " — Arabic 2104 units × 17/1000
    // = 35.768, space 792 and "café" 1572+1588+952+1640 = 5752 Inter units → width
    // 35.768 + (792 + 5752) × 17/2816 = 75.274 pt; + "   don't" (2376 + 6724 units) > 90.
    @Test func hangingSpacesRunRightToLeft() throws {
        let layout = try Fixture.layout("مرحبا café   don't", width: 90)
        try #require(Fixture.ranges(layout) == [0..<13, 13..<18])
        let line = layout.lines[0]
        let width = 2104.0 * 17 / 1000 + Fixture.interPoints(792 + 5752)
        #expect(close(line.width, width))
        #expect(close(line.origin.x, 90 - width))
        let space = Fixture.interPoints(792)
        let drawn = layout.glyphRuns(forLine: 0).flatMap { zip($0.clusters, $0.positions) }
        for (k, offset) in [10, 11, 12].enumerated() {
            let glyph = try #require(drawn.first { $0.0 == offset })
            #expect(close(glyph.1.x, line.origin.x - Double(k + 1) * space), "space \(offset)")
            #expect(close(layout.caretRect(forCharacterAt: offset).minX, line.origin.x - Double(k) * space))
        }
    }
}
