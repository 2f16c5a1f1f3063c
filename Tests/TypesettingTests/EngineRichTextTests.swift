import Testing
@testable import Typesetting

/// Rich text in the engine: attachments (width, line metrics, breaking) and decoration
/// geometry (underline, strikethrough, background, links).
///
/// Font values, read with fontTools from Fonts/Inter-Roman.var.ttf (no MVAR, so the same at
/// every weight): head.unitsPerEm 2816; OS/2 sTypoAscender 2728, sTypoDescender −680,
/// sTypoLineGap 0 (USE_TYPO_METRICS set); post.underlinePosition −464,
/// post.underlineThickness 192; OS/2 yStrikeoutPosition 922, yStrikeoutSize 192.
/// Advances: `hb-shape --font-size=2816 --no-glyph-names Fonts/Inter-Roman.var.ttf TEXT`
/// (HarfBuzz 6.0): "abc" 1588 1748 1572; "def" 1748 1640 1016; "Hello" 2084 1640 668 668
/// 1680; "Hi there" 2084 668 792 1056 1664 1640 1000 1640.
@Suite struct EngineRichTextTests {
    static let tolerance = 1e-9
    static func pt(_ units: Double) -> Double { units * 17 / 2816 }

    static func layout(_ text: AttributedText, width: Double? = nil) throws -> TextLayout {
        try PreparedText(text, fontCollection: Fixture.collection).layout(width: width)
    }

    @Test func fontMetricsReadStrikeoutFromOS2() throws {
        let inter = try Fixture.inter().unitMetrics
        #expect(inter.strikeoutPosition == 922)   // OS/2 yStrikeoutPosition
        #expect(inter.strikeoutThickness == 192)  // OS/2 yStrikeoutSize
        #expect(inter.underlinePosition == -464)  // post.underlinePosition
        #expect(inter.underlineThickness == 192)  // post.underlineThickness
        // Noto Serif: fontTools OS/2 yStrikeoutPosition 322, yStrikeoutSize 50 (unitsPerEm 1000).
        let serif = try Font(face: FontFace(contentsOf: Fixture.fontPath("NotoSerif-Regular.ttf")), size: 10).metrics
        #expect(abs(serif.strikeoutPosition - 3.22) < Self.tolerance)
        #expect(abs(serif.strikeoutThickness - 0.5) < Self.tolerance)
    }

    @Test func anAttachment30PointsTallRaisesTheLine() throws {
        let font = try Fixture.inter()
        var text = AttributedText("a", attributes: TextAttributes(font: font))
        text.append(TextAttachment(width: 24, height: 30), attributes: TextAttributes(font: font))
        text.append("b", attributes: TextAttributes(font: font))
        let layout = try Self.layout(text)
        let line = try #require(layout.lines.first)
        // Ascent: max(2728 × 17/2816 = 16.46875, bounds.maxY = 30) = 30; descent stays
        // 680 × 17/2816 = 4.105113…; the line grows by 30 − 16.46875 = 13.53125 from
        // 3408 × 17/2816 = 20.573863… to 34.105113…, and the baseline sits at the ascent, 30.
        #expect(abs(line.height - (3408.0 * 17 / 2816 + (30 - 2728.0 * 17 / 2816))) < Self.tolerance)
        #expect(abs(line.height - (30 + 680.0 * 17 / 2816)) < Self.tolerance)
        #expect(abs(line.baseline - 30) < Self.tolerance)
        // Width: "a" 1588 units + 24 pt + "b" 1748 units.
        #expect(abs(layout.size.width - (Self.pt(1588) + 24 + Self.pt(1748))) < Self.tolerance)
    }

    @Test func anAttachmentBelowTheBaselineDeepensTheLine() throws {
        let font = try Fixture.inter()
        var text = AttributedText()
        text.append(TextAttachment(width: 10, height: 30, y: -10), attributes: TextAttributes(font: font))
        let line = try #require(try Self.layout(text).lines.first)
        // Ascent max(16.46875, 30 − 10 = 20) = 20; descent max(4.105…, 10) = 10: height 30.
        #expect(abs(line.height - 30) < Self.tolerance)
        #expect(abs(line.baseline - 20) < Self.tolerance)
    }

    @Test func anAttachmentBreaksLikeAnObject() throws {
        // U+FFFC is line-break class CB: UAX #14 LB20 breaks before and after it, so
        // "abc￼def" wraps after the attachment at a width that holds "abc" and the
        // attachment (1588 + 1748 + 1572 units + 20 pt = 49.63 pt) but not all of it.
        let font = try Fixture.inter()
        var text = AttributedText("abc", attributes: TextAttributes(font: font))
        text.append(TextAttachment(width: 20, height: 10), attributes: TextAttributes(font: font))
        text.append("def", attributes: TextAttributes(font: font))
        let layout = try Self.layout(text, width: 55)
        #expect(Fixture.ranges(layout) == [0..<4, 4..<7])
        let decorations = layout.decorations(forLine: 0)
        let box = try #require(decorations.first { $0.kind == .attachment })
        // On the baseline (ascent 16.46875, the font's: the attachment is 10 tall), after "abc".
        #expect(abs(box.rects[0].minX - Self.pt(4908)) < Self.tolerance)
        #expect(abs(box.rects[0].maxY - 2728.0 * 17 / 2816) < Self.tolerance)
        #expect(box.utf16Range == 3..<4)
    }

    @Test func underlineSitsAtThePostTableValues() throws {
        var attributes = TextAttributes(font: try Fixture.inter())
        attributes.underlineStyle = .single
        let layout = try Self.layout(AttributedText("Hello ", attributes: attributes))
        let line = layout.lines[0]
        let underline = try #require(layout.decorations(forLine: 0).first { $0.kind == .underline })
        #expect(underline.rects.count == 1)
        let r = underline.rects[0]
        // Top of the stroke 464 units below the baseline, 192 units thick.
        #expect(abs(r.minY - (line.baseline + Self.pt(464))) < Self.tolerance)
        #expect(abs(r.size.height - Self.pt(192)) < Self.tolerance)
        // Under "Hello" (2084 + 1640 + 668 + 668 + 1680 = 6740 units), not the trailing space.
        #expect(abs(r.minX) < Self.tolerance)
        #expect(abs(r.width - Self.pt(6740)) < Self.tolerance)
        #expect(underline.color == .black)
    }

    @Test func strikethroughSitsAtTheOS2Values() throws {
        var attributes = TextAttributes(font: try Fixture.inter())
        attributes.strikethroughStyle = .single
        attributes.strikethroughColor = Color(red: 1, green: 0, blue: 0)
        let layout = try Self.layout(AttributedText("Hello", attributes: attributes))
        let strike = try #require(layout.decorations(forLine: 0).first { $0.kind == .strikethrough })
        // Top of the stroke 922 units above the baseline, 192 units thick.
        #expect(abs(strike.rects[0].minY - (layout.lines[0].baseline - Self.pt(922))) < Self.tolerance)
        #expect(abs(strike.rects[0].size.height - Self.pt(192)) < Self.tolerance)
        #expect(strike.color == Color(red: 1, green: 0, blue: 0))
    }

    @Test func thickAndDoubleUnderlines() throws {
        var attributes = TextAttributes(font: try Fixture.inter())
        attributes.underlineStyle = .double
        let double = try Self.layout(AttributedText("Hello", attributes: attributes))
        let rects = try #require(double.decorations(forLine: 0).first { $0.kind == .underline }).rects
        // Two strokes of 192 units, the second one thickness below the first.
        #expect(rects.count == 2)
        #expect(abs(rects[1].minY - rects[0].minY - 2 * Self.pt(192)) < Self.tolerance)
        attributes.underlineStyle = .thick
        let thick = try Self.layout(AttributedText("Hello", attributes: attributes))
        let stroke = try #require(thick.decorations(forLine: 0).first { $0.kind == .underline }).rects
        #expect(stroke.count == 1)
        #expect(abs(stroke[0].size.height - 2 * Self.pt(192)) < Self.tolerance)
        // A pattern alone draws nothing (no line bit), as NSUnderlineStyle.
        attributes.underlineStyle = .patternDash
        #expect(try Self.layout(AttributedText("Hello", attributes: attributes)).decorations(forLine: 0)
            .allSatisfy { $0.kind != .underline })
    }

    @Test func byWordUnderlinesSkipSpaces() throws {
        var attributes = TextAttributes(font: try Fixture.inter())
        attributes.underlineStyle = [.single, .byWord]
        let layout = try Self.layout(AttributedText("Hi there", attributes: attributes))
        let rects = try #require(layout.decorations(forLine: 0).first { $0.kind == .underline }).rects
        // "Hi" 2084 + 668 = 2752 units; "there" from 2752 + 792 = 3544 to 10544 units.
        #expect(rects.count == 2)
        #expect(abs(rects[0].maxX - Self.pt(2752)) < Self.tolerance)
        #expect(abs(rects[1].minX - Self.pt(3544)) < Self.tolerance)
        #expect(abs(rects[1].maxX - Self.pt(10544)) < Self.tolerance)
        attributes.underlineStyle = .single
        let whole = try Self.layout(AttributedText("Hi there", attributes: attributes))
        // Without byWord the space between the words is underlined: one stroke.
        #expect(try #require(whole.decorations(forLine: 0).first { $0.kind == .underline }).rects.count == 1)
    }

    @Test func backgroundAndLinkCoverTheLineFragment() throws {
        let font = try Fixture.inter()
        var text = AttributedText("See ", attributes: TextAttributes(font: font))
        var linked = TextAttributes(font: font)
        linked.link = "https://example.com/terms"
        linked.backgroundColor = Color(red: 1, green: 1, blue: 0)
        text.append("abc", attributes: linked)
        let layout = try Self.layout(text)
        let line = layout.lines[0]
        let decorations = layout.decorations(forLine: 0)
        #expect(decorations.map(\.kind) == [.background, .link])
        let link = decorations[1]
        #expect(link.link == "https://example.com/terms")
        #expect(link.utf16Range == 4..<7)
        // The link's box is "abc" (4908 units) × the line's height, from the line's top.
        #expect(abs(link.rects[0].width - Self.pt(4908)) < Self.tolerance)
        #expect(link.rects[0].minY == line.origin.y && link.rects[0].size.height == line.height)
        #expect(decorations[0].rects == link.rects)
    }

    @Test func plainTextHasNoDecorationsAndDecorationsDoNotChangeWidths() throws {
        let font = try Fixture.inter()
        let plain = try Self.layout(AttributedText("Hello world", attributes: TextAttributes(font: font)))
        #expect(plain.decorations(forLine: 0).isEmpty)
        #expect(!TextAttributes(font: font).hasRichAttributes)
        var attributes = TextAttributes(font: font)
        attributes.underlineStyle = .single
        attributes.underlineStyle = []
        // Back at the defaults: the attributes equal plain ones again.
        #expect(attributes == TextAttributes(font: font))
        attributes.strikethroughStyle = .single
        attributes.link = "https://example.com"
        let styled = try Self.layout(AttributedText("Hello world", attributes: attributes))
        #expect(styled.size == plain.size)
    }

    @Test func attributeRunsOfARangeAreTheTextsRunsClipped() throws {
        let plain = TextAttributes(font: try Fixture.inter())
        var underlined = plain
        underlined.underlineStyle = .single
        var text = AttributedText("ab", attributes: plain)
        text.append("cd", attributes: underlined)
        text.append("ef", attributes: plain)
        let prepared = try PreparedText(text, fontCollection: Fixture.collection)
        // The runs as built: [0, 2) plain, [2, 4) underlined, [4, 6) plain, clipped to [1, 5).
        let runs = prepared.attributeRuns(in: 1..<5)
        #expect(runs.map(\.utf16Range) == [1..<2, 2..<4, 4..<5])
        #expect(runs.map(\.attributes) == [plain, underlined, plain])
        #expect(prepared.hasStyledRuns && prepared.hasRichAttributes)
        let one = try PreparedText(AttributedText("abc", attributes: plain), fontCollection: Fixture.collection)
        #expect(!one.hasStyledRuns && !one.hasRichAttributes)
    }

    @Test func badAttachmentBoundsAreTypedErrors() throws {
        var text = AttributedText()
        text.append(TextAttachment(width: -1, height: 10), attributes: TextAttributes(font: try Fixture.inter()))
        #expect(throws: LayoutError.invalidStyle(field: "attachment.width", value: -1)) {
            try PreparedText(text, fontCollection: Fixture.collection)
        }
    }
}
