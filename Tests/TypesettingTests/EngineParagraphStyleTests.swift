import Testing
@testable import Typesetting

/// Alignment, indents, tabs, tracking and intrinsic widths.
/// Widths are hand sums of hb-shape --font-size=2816 Inter-Roman.var.ttf advances (units,
/// × 17/2816 for points); the sentence's word widths are listed in EngineWrappingTests.
@Suite("Engine: paragraph style")
struct EngineParagraphStyleTests {
    func layout(_ text: String, width: Double?, _ configure: (inout ParagraphStyle) -> Void) throws -> TextLayout {
        var style = ParagraphStyle()
        configure(&style)
        return try Fixture.layout(text, width: width, style: style)
    }

    // NSTextAlignment: a line's x offset in a W-wide container is 0 (left, natural in LTR),
    // (W − lineWidth)/2 (center) and W − lineWidth (right).
    // "Hello" = 2084 + 1640 + 668 + 668 + 1680 = 6740 units = 40.688920 pt.
    @Test(arguments: [
        (TextAlignment.left, 0.0), (.natural, 0), (.center, 0.5), (.right, 1),
    ])
    func alignment(alignment: TextAlignment, factor: Double) throws {
        let hello = try layout("Hello", width: 100) { $0.alignment = alignment }
        let w = Fixture.interPoints(6740)
        #expect(close(hello.lines[0].origin.x, (100 - w) * factor))
        #expect(close(hello.lines[0].width, w))
        // Per line: the sentence at 150 pt has lines of 22132, 24588 and 12060 units.
        let sentence = try layout(EngineWrappingTests.sentence, width: 150) { $0.alignment = alignment }
        for (line, units) in zip(sentence.lines, [22132, 24588, 12060]) {
            #expect(close(line.origin.x, (150 - Fixture.interPoints(units)) * factor))
        }
        // The first glyph is drawn at the line's x.
        let first = try #require(hello.glyphRuns(forLine: 0).first)
        #expect(close(first.positions[0].x, (100 - w) * factor))
    }

    // Justified: every line but a paragraph's last is stretched to the container; the extra
    // goes to the spaces inside the line. Line 1 at 150 pt, "The quick brown", has 2 spaces.
    @Test func justified() throws {
        let layout = try layout(EngineWrappingTests.sentence, width: 150) { $0.alignment = .justified }
        #expect(close(layout.lines[0].width, 150))
        #expect(close(layout.lines[1].width, 150))
        #expect(close(layout.lines[2].width, Fixture.interPoints(12060)))  // last line: natural
        // The last glyph of line 1 ("n" of brown, cluster 14) ends at 150.
        let runs = layout.glyphRuns(forLine: 0)
        let glyphs = runs.flatMap { run in zip(run.clusters, zip(run.positions, run.advances)).map { ($0.0, $0.1.0.x + $0.1.1) } }
        let n = try #require(glyphs.first { $0.0 == 14 })
        #expect(close(n.1, 150))
        // Extra per space: (150 − 22132 × 17/2816)/2; the "q" after the first space moves by one share.
        let share = (150 - Fixture.interPoints(22132)) / 2
        let q = try #require(runs.flatMap { zip($0.clusters, $0.positions) }.first { $0.0 == 4 })
        #expect(close(q.1.x, Fixture.interPoints(5112 + 792) + share))
    }

    // Indents (NSParagraphStyle): firstLineHeadIndent 20, headIndent 10, tailIndent −15
    // ("if 0 or negative, the distance from the trailing margin" [D]) at 150 pt:
    //   line 1: x 20, room 150 − 15 − 20 = 115 pt = 19049.4 units: "The quick brown" 22132 >
    //           → "The quick " (13028);
    //   line 2: x 10, room 125 pt = 20705.9 units: "brown fox jumps" 21924 > → "brown fox " (13192);
    //   line 3: "jumps over the" 19708 ≤ 20705.9; + " lazy" = 25848 > → "jumps over the " (19708);
    //   line 4: "lazy dog." (12060).
    @Test func indents() throws {
        let layout = try layout(EngineWrappingTests.sentence, width: 150) {
            $0.firstLineHeadIndent = 20
            $0.headIndent = 10
            $0.tailIndent = -15
        }
        #expect(Fixture.ranges(layout) == [0..<10, 10..<20, 20..<35, 35..<44])
        #expect(layout.lines.map(\.origin.x) == [20, 10, 10, 10])
        for (line, units) in zip(layout.lines, [13028, 13192, 19708, 12060]) {
            #expect(close(line.width, Fixture.interPoints(units)))
        }
        // Width = the widest line with its indent: 10 + 19708 units.
        #expect(close(layout.size.width, 10 + Fixture.interPoints(19708)))
        // A positive tailIndent is the trailing edge measured from the leading margin [D]:
        // 100 in a 150 container wraps as a 100 pt container does (EngineWrappingTests).
        let positive = try self.layout(EngineWrappingTests.sentence, width: 150) { $0.tailIndent = 100 }
        #expect(Fixture.ranges(positive) == [0..<10, 10..<20, 20..<31, 31..<40, 40..<44])
    }

    // Tabs advance to the next multiple of the tab interval, measured from the container's
    // leading edge; 28 pt by default (NSParagraphStyle's default tab stops are every 28 pt).
    //   "a\tb": a = 1588 units = 9.59 pt → tab to 28; + b 1748 units → 28 + 10.552557.
    //   "abcdefg\tb": 10964 units = 66.19 pt → tab to 84.
    @Test func tabs() throws {
        let b = Fixture.interPoints(1748)
        let one = try layout("a\tb", width: nil) { _ in }
        #expect(close(one.lines[0].width, 28 + b))
        let far = try layout("abcdefg\tb", width: nil) { _ in }
        #expect(close(far.lines[0].width, 84 + b))
        let custom = try layout("a\tb", width: nil) { $0.defaultTabInterval = 40 }
        #expect(close(custom.lines[0].width, 40 + b))
        // With a 20 pt first-line indent the tab still aims at container multiples:
        // 20 + 9.59 → 56; the line (from its indent) is 56 − 20 + b wide.
        let indented = try layout("a\tb", width: nil) { $0.firstLineHeadIndent = 20 }
        #expect(close(indented.lines[0].width, 36 + b))
        #expect(indented.lines[0].origin.x == 20)
        // The glyph after the tab is drawn at the stop.
        let bGlyph = try #require(indented.glyphRuns(forLine: 0).flatMap { zip($0.clusters, $0.positions) }.first { $0.0 == 2 })
        #expect(close(bGlyph.1.x, 56))
    }

    // Tabs are drawn as the line was measured, whatever the alignment or direction: the
    // tab stop is 28 pt from the line box's leading edge, so b (cluster 2) sits 28 pt after
    // the line's x and the glyphs end at x + width.
    //   RTL: "مرحبا" = 2104 units (Noto Sans Arabic, hb-shape) = 35.768 pt → the tab runs to
    //   56 pt from the right edge; ب alone is 993 units = 16.881 pt → width 72.881 pt.
    @Test(arguments: [TextAlignment.center, .right, .natural])
    func tabsUnderAlignment(alignment: TextAlignment) throws {
        let layout = try layout("a\tb", width: 100) { $0.alignment = alignment }
        let line = layout.lines[0]
        #expect(close(line.width, 28 + Fixture.interPoints(1748)))
        let glyphs = layout.glyphRuns(forLine: 0).flatMap { run in
            zip(run.clusters, zip(run.positions, run.advances)).map { (cluster: $0.0, x: $0.1.0.x, end: $0.1.0.x + $0.1.1) }
        }
        let b = try #require(glyphs.first { $0.cluster == 2 })
        #expect(close(b.x, line.origin.x + 28))
        #expect(close(b.end, line.origin.x + line.width))

        let rtl = try self.layout("مرحبا\tب", width: 100) { $0.alignment = alignment }
        let r = rtl.lines[0]
        #expect(close(r.width, 56 + 993.0 * 17 / 1000))
        let runs = rtl.glyphRuns(forLine: 0)
        #expect(close(runs.map(\.minX).min()!, r.origin.x))
        #expect(close(runs.map(\.maxX).max()!, r.origin.x + r.width))
    }

    // Tracking (NSAttributedString.Key.kern) adds after each grapheme cluster, the last one
    // included: "Hello" 6740 units + 5 × 2 pt; "éé" as e + U+0301 pairs is 2 clusters, so
    // 2 × 1640 units + 2 × 3 pt, not 4 × 3.
    @Test func tracking() throws {
        let font = try Fixture.inter()
        let hello = try PreparedText(AttributedText("Hello", attributes: TextAttributes(font: font, tracking: 2)),
                                     fontCollection: Fixture.collection).layout()
        #expect(close(hello.size.width, Fixture.interPoints(6740) + 10))
        let e = try #require(hello.glyphRuns.first)
        #expect(close(e.positions[1].x, Fixture.interPoints(2084) + 2))
        let accents = try PreparedText(AttributedText("e\u{301}e\u{301}", attributes: TextAttributes(font: font, tracking: 3)),
                                       fontCollection: Fixture.collection).layout()
        #expect(close(accents.size.width, Fixture.interPoints(2 * 1640) + 6))
    }

    // Intrinsic widths. Min-content = the widest unbreakable piece: in the sentence "brown"
    // (8312 units); in "well-known fact" (a break after the hyphen, UAX #14 LB21a/HY) "known"
    // 8744 vs "well-" 6508 vs "fact" 5156 → 8744. Max-content = no wrapping: 60364 and 21200
    // units (hb-shape of the whole strings).
    @Test(arguments: [
        (EngineWrappingTests.sentence, 8312, 60364),
        ("well-known fact", 8744, 21200),
    ])
    func intrinsicWidths(text: String, minUnits: Int, maxUnits: Int) throws {
        let prepared = try Fixture.prepare(text)
        #expect(close(prepared.minContentWidth, Fixture.interPoints(minUnits)))
        #expect(close(prepared.maxContentWidth, Fixture.interPoints(maxUnits)))
        // At max-content the text is one line; at min-content no word is broken.
        #expect(try prepared.layout(width: prepared.maxContentWidth).lineCount == 1)
        let narrow = try prepared.layout(width: prepared.minContentWidth)
        let breaks = Set(try TextSegmentation.lineBreaks(in: Array(text.utf16)).map(\.offset))
        for line in narrow.lines { #expect(breaks.contains(line.utf16Range.upperBound)) }
        #expect(close(narrow.size.width, narrow.lines.map(\.width).max()!))
        #expect(narrow.size.width <= prepared.minContentWidth + 1e-9)
    }

    // With indents, intrinsic widths include them: at max-content each paragraph is one
    // line, at min-content no word is cut. firstLineHeadIndent 20, headIndent 10, tailIndent
    // −15: max-content of "well-known fact" = 20 + 21200 units + 15; min-content = the widest
    // piece "known" (8744 units) + the larger head indent (20) + 15.
    @Test func intrinsicWidthsWithIndents() throws {
        var style = ParagraphStyle()
        style.firstLineHeadIndent = 20
        style.headIndent = 10
        style.tailIndent = -15
        let prepared = try Fixture.prepare("well-known fact", style: style)
        #expect(close(prepared.maxContentWidth, 20 + Fixture.interPoints(21200) + 15))
        #expect(close(prepared.minContentWidth, 20 + Fixture.interPoints(8744) + 15))
        #expect(try prepared.layout(width: prepared.maxContentWidth).lineCount == 1)
        let narrow = try prepared.layout(width: prepared.minContentWidth)
        #expect(Fixture.ranges(narrow) == [0..<5, 5..<11, 11..<15])
        // After a hard line break (U+2028) lines take headIndent: "ab" (1588 + 1748 = 3336
        // units) at 20, "well-known fact" at 10 → max(20 + 3336 u, 10 + 21200 u) + 15.
        let lines = try Fixture.prepare("ab\u{2028}well-known fact", style: style)
        #expect(close(lines.maxContentWidth, 10 + Fixture.interPoints(21200) + 15))
        #expect(try lines.layout(width: lines.maxContentWidth).lineCount == 2)
    }

    // Several paragraphs: the widest one.
    @Test func intrinsicWidthsOverParagraphs() throws {
        let prepared = try Fixture.prepare("Hello\nwell-known fact")
        #expect(close(prepared.maxContentWidth, Fixture.interPoints(21200)))
        #expect(close(prepared.minContentWidth, Fixture.interPoints(8744)))
    }
}
