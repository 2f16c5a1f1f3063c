import Testing
import Typesetting

/// Bidirectional text: paragraph direction, natural alignment, visual run order.
@Suite("International: bidi")
struct InternationalBidiTests {
    /// Inter's space: hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792].
    static let interSpace = 792.0 * 17 / 2816

    /// UAX #9 P2–P3: the first strong character (ש, Bidi_Class R) makes the paragraph RTL.
    /// NSTextAlignment.natural: "the default alignment for right-to-left scripts is right",
    /// so the line's right edge is the container's: origin.x = 300 − width.
    /// Width from hb-shape (--font-size=1000 Fonts/NotoSansHebrew-Regular.ttf): "שלום" → 2227,
    /// "עולם" → 2100, plus Inter's space: (2227 + 2100) × 17/1000 + 792 × 17/2816.
    @Test func rightToLeftParagraphIsRightAligned() throws {
        let text = "שלום עולם"
        let layout = try International.prepare(text).layout(width: 300)
        #expect(layout.lineCount == 1)
        let line = layout.lines[0]
        let expectedWidth = 4327.0 * 17 / 1000 + Self.interSpace
        #expect(abs(line.width - expectedWidth) < 1e-9)
        #expect(abs(line.origin.x - (300 - line.width)) < 1e-9)
        #expect(abs(line.origin.x - (300 - expectedWidth)) < 1e-9)
        // Every run is right-to-left (the space between two R resolves to R, rule N1), and
        // the leftmost run is the logically last word עולם (UTF-16 offsets 5..<9).
        let runs = layout.glyphRuns(forLine: 0)
        #expect(runs.allSatisfy { $0.isRightToLeft })
        #expect(runs.first.map { $0.clusters.allSatisfy { (5..<9).contains($0) } } == true)
        #expect(runs.last.map { $0.clusters.allSatisfy { (0..<4).contains($0) } } == true)
        #expect(abs((runs.first?.minX ?? 0) - (300 - expectedWidth)) < 1e-9)
        #expect(abs((runs.last?.maxX ?? 0) - 300) < 1e-9)
    }

    /// "abc مرحبا def" in an LTR paragraph (first strong is L): the spaces between L and AL
    /// take the embedding direction L (N2), the Arabic word is level 1 (I1) and is reversed
    /// on display (L2). So the runs in visual order are "abc " (LTR), مرحبا (RTL, its glyphs
    /// from the logically last letter: hb-shape gives clusters 4,3,2,1,0 for مرحبا), " def".
    /// Widths (hb-shape, see InternationalShapingTests): "abc " 5700/2816 em (uni0061 1588,
    /// uni0062 1748, uni0063 1572, space 792), مرحبا 2104/1000 em, " def" 5196/2816 em.
    @Test func mixedLineRunsInVisualOrder() throws {
        let text = "abc مرحبا def"
        let layout = try International.prepare(text).layout(width: 300)
        let runs = layout.glyphRuns(forLine: 0)
        // Increasing minX, runs abutting, glyph x increasing inside each run (visual order).
        for k in 1..<runs.count {
            #expect(runs[k].minX > runs[k - 1].minX)
            #expect(abs(runs[k].minX - runs[k - 1].maxX) < 1e-9)
        }
        for run in runs {
            #expect(zip(run.positions, run.positions.dropFirst()).allSatisfy { $0.x <= $1.x })
        }
        // Glyph runs may be split further (by font, script or attributes: here " def" comes
        // as " " and "def"); the direction runs are what UAX #9 fixes.
        var directionRuns: [(rtl: Bool, clusters: [Int], fonts: Set<String>, minX: Double)] = []
        for run in runs {
            if let last = directionRuns.last, last.rtl == run.isRightToLeft {
                directionRuns[directionRuns.count - 1].clusters += run.clusters
                directionRuns[directionRuns.count - 1].fonts.insert(run.font.familyName)
            } else {
                directionRuns.append((run.isRightToLeft, run.clusters, [run.font.familyName], run.minX))
            }
        }
        #expect(directionRuns.map(\.rtl) == [false, true, false])
        #expect(directionRuns.map(\.clusters) == [[0, 1, 2, 3], [8, 7, 6, 5, 4], [9, 10, 11, 12]])
        #expect(directionRuns.map(\.fonts) == [[International.inter], [International.arabic], [International.inter]])
        #expect(abs(directionRuns[0].minX) < 1e-9)
        #expect(abs(directionRuns[1].minX - 5700.0 * 17 / 2816) < 1e-9)
        #expect(abs(directionRuns[2].minX - (5700.0 * 17 / 2816 + 2104.0 * 17 / 1000)) < 1e-9)
        let width = layout.lines[0].width  // one sub-expression: `lines` is a collection type, not an Array
        #expect(abs(width - (5700.0 + 5196) * 17 / 2816 - 2104.0 * 17 / 1000) < 1e-9)
    }

    /// The mirror image: Latin inside an RTL paragraph. Levels (UAX #9): שלום 1, spaces 1
    /// (between R and L in an R paragraph, N2), abc 2 (I2). Reversing levels ≥ 1 (L2) puts
    /// עולם leftmost, then "abc" (reversed twice: still left to right), then שלום rightmost.
    @Test func latinInsideRightToLeftParagraph() throws {
        let text = "שלום abc עולם"  // UTF-16: שלום 0..<4, space 4, abc 5..<8, space 8, עולם 9..<13
        let layout = try International.prepare(text).layout(width: 300)
        let runs = layout.glyphRuns(forLine: 0).filter { run in !run.clusters.allSatisfy { $0 == 4 || $0 == 8 } }
        #expect(runs.count == 3)
        #expect(runs.map(\.isRightToLeft) == [true, false, true])
        #expect(runs.first.map { $0.clusters.allSatisfy { (9..<13).contains($0) } } == true)
        #expect(runs.dropFirst().first?.clusters == [5, 6, 7])
        #expect(runs.last.map { $0.clusters.allSatisfy { (0..<4).contains($0) } } == true)
        let line = layout.lines[0]
        #expect(abs(line.origin.x + line.width - 300) < 1e-9)
    }

    /// baseWritingDirection .rightToLeft makes even Latin text an RTL paragraph (level 1), and
    /// natural alignment then means right. Width: hb-shape --font-size=2816
    /// Fonts/Inter-Roman.var.ttf "Hello" → 6740 units.
    @Test func forcedRightToLeftAlignsLatinRight() throws {
        var style = ParagraphStyle()
        style.baseWritingDirection = .rightToLeft
        let layout = try International.prepare("Hello", style: style).layout(width: 300)
        let line = layout.lines[0]
        let width = 6740.0 * 17 / 2816
        #expect(abs(line.width - width) < 1e-9)
        #expect(abs(line.origin.x - (300 - width)) < 1e-9)
        // The Latin word is still drawn left to right (level 2 inside the RTL paragraph).
        let runs = layout.glyphRuns(forLine: 0)
        #expect(runs.flatMap(\.clusters) == [0, 1, 2, 3, 4])

        // Natural in an LTR paragraph: left.
        let ltr = try International.prepare("Hello").layout(width: 300)
        #expect(abs(ltr.lines[0].origin.x) < 1e-9)
    }

    /// NSTextAlignment.left and .right are absolute (Apple: "left: Text is visually left
    /// aligned"), whatever the paragraph direction; only .natural follows it.
    @Test(arguments: [(TextAlignment.left, 0.0), (.right, 1.0), (.center, 0.5)])
    func absoluteAlignmentInRightToLeftParagraph(alignment: TextAlignment, factor: Double) throws {
        var style = ParagraphStyle()
        style.alignment = alignment
        let layout = try International.prepare("שלום עולם", style: style).layout(width: 300)
        let line = layout.lines[0]
        #expect(abs(line.origin.x - (300 - line.width) * factor) < 1e-9)
    }

    /// Wrapped RTL lines: every line is right-aligned on its own, and the first line holds
    /// the logically first words (lines are cut in logical order, then each is reordered).
    @Test func wrappedRightToLeftLines() throws {
        let sample = International.samples.first { $0.name == "Hebrew" }!
        let layout = try International.prepare(sample.text).layout(width: 150)
        #expect(layout.lineCount > 2)
        for line in layout.lines {
            #expect(abs(line.origin.x + line.width - 150) < 1e-9)
            #expect(line.width <= 150 + 1e-9)
        }
        #expect(layout.lines[0].utf16Range.lowerBound == 0)
    }

    /// Known bug (glyph positions of wrapped RTL lines). "שלום עולם גדול מאוד" at 80 pt:
    /// line 0 is "שלום עולם " — "שלום עולם" is 78.34025 pt (hb-shape, see above), adding
    /// " גדול" does not fit — and it ends with a hanging space. The line box is right-aligned:
    /// origin.x = 80 − 78.34025 = 1.65975 and origin.x + width = 80 (both correct).
    /// By UAX #9 L1 the trailing space takes the paragraph level (1), so in visual order it
    /// is the leftmost piece; hanging whitespace counts toward neither the width nor the fit
    /// (TextLine.width), so it must hang outside the box on the trailing (left) side, as the
    /// trailing space of an LTR line hangs to the right of origin.x + width. The drawn
    /// glyphs of the words must therefore end at origin.x + width = 80.
    /// (Regression: glyphRuns(forLine:) once started at origin.x with the space, shifting every
    /// glyph right by one Inter space, 792 × 17 / 2816 = 4.78125 pt, past the container.)
    @Test func wrappedRightToLeftLineGlyphsStayInTheLineBox() throws {
        let layout = try International.prepare("שלום עולם גדול מאוד").layout(width: 80)
        let line = layout.lines[0]
        #expect(line.utf16Range == 0..<10)
        #expect(abs(line.width - (4327.0 * 17 / 1000 + Self.interSpace)) < 1e-9)
        #expect(abs(line.origin.x + line.width - 80) < 1e-9)
        let runs = layout.glyphRuns(forLine: 0)
        let words = runs.filter { run in !run.clusters.allSatisfy { $0 == 9 } }  // not the hanging space
        do {
            #expect(abs((words.last?.maxX ?? 0) - 80) < 1e-9)
            #expect(abs((words.first?.minX ?? 0) - line.origin.x) < 1e-9)
        }
    }
}
