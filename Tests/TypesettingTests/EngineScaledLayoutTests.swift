import Testing
@testable import Typesetting

/// `PreparedText.layout(width:numberOfLines:scale:)`: the layout autoshrink draws, made by
/// scaling prepared advances instead of shaping again.
///
/// The reference is independent of the scaling code: the same text prepared (shaped by
/// HarfBuzz) in a font of size 17 × s, laid out with the ordinary `layout(width:)`. The engine
/// shapes in font units and multiplies by size / unitsPerEm, and Inter is unhinted, so the two
/// must agree to rounding error.
@Suite("Engine: scaled layout (autoshrink without re-shaping)")
struct EngineScaledLayoutTests {
    static let texts = [
        "Some text Some text",
        "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one.",
        "Second paragraph follows.\nAnd a third, with an Arabic word: مرحبا بالعالم and more words.",
    ]

    @Test("lines, sizes and glyph runs equal a real re-shape at 17 × s", arguments: [0.5, 0.61314, 0.9])
    func matchesReshape(scale: Double) throws {
        let font = try Fixture.inter(17)
        let smaller = try Fixture.inter(17 * scale)
        for text in Self.texts {
            for (width, lines) in [(120.0, 0), (200.0, 2), (90.0, 1)] {
                var style = ParagraphStyle()
                style.lineBreakMode = lines == 0 ? .byWordWrapping : .byTruncatingTail
                let prepared = try PreparedText(text, font: font, style: style, fontCollection: Fixture.collection)
                let scaled = try prepared.layout(width: width, numberOfLines: lines, scale: scale)
                let reshaped = try PreparedText(text, font: smaller, style: style, fontCollection: Fixture.collection, usesShapingCache: false)
                    .layout(width: width, numberOfLines: lines)
                #expect(scaled.fontScale == scale)
                #expect(scaled.proposedWidth == width)
                #expect(scaled.isTruncated == reshaped.isTruncated)
                #expect(abs(scaled.size.width - reshaped.size.width) < 1e-9)
                #expect(abs(scaled.size.height - reshaped.size.height) < 1e-9)
                try #require(scaled.lines.count == reshaped.lines.count, "\(text) at \(width)")
                for (a, b) in zip(scaled.lines, reshaped.lines) {
                    #expect(a.utf16Range == b.utf16Range)
                    #expect(a.truncatedVisibleRanges == b.truncatedVisibleRanges)
                    for (x, y) in [(a.origin.x, b.origin.x), (a.origin.y, b.origin.y), (a.width, b.width),
                                   (a.height, b.height), (a.baseline, b.baseline), (a.ascent, b.ascent), (a.descent, b.descent)] {
                        #expect(abs(x - y) < 1e-9)
                    }
                }
                let runsA = scaled.glyphRuns, runsB = reshaped.glyphRuns
                try #require(runsA.count == runsB.count)
                for (a, b) in zip(runsA, runsB) {
                    #expect(a.glyphs == b.glyphs)
                    #expect(a.clusters == b.clusters)
                    #expect(abs(a.font.pointSize - b.font.pointSize) < 1e-9)
                    #expect(a.font.face === b.font.face)
                    for (p, q) in zip(a.positions, b.positions) {
                        #expect(abs(p.x - q.x) < 1e-9 && abs(p.y - q.y) < 1e-9)
                    }
                    for (p, q) in zip(a.advances, b.advances) { #expect(abs(p - q) < 1e-9) }
                }
            }
        }
    }

    @Test("hit-testing a scaled layout: carets and taps as on the re-shaped text")
    func hitTesting() throws {
        let text = Self.texts[2]
        let scaled = try PreparedText(text, font: try Fixture.inter(17), fontCollection: Fixture.collection)
            .layout(width: 150, numberOfLines: 0, scale: 0.6)
        let reshaped = try PreparedText(text, font: try Fixture.inter(17 * 0.6), fontCollection: Fixture.collection)
            .layout(width: 150)
        for offset in stride(from: 0, through: text.utf16.count, by: 3) {
            let a = scaled.caretRect(forCharacterAt: offset), b = reshaped.caretRect(forCharacterAt: offset)
            #expect(abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.height - b.height) < 1e-9, "offset \(offset)")
        }
        for y in stride(from: 1.0, to: scaled.size.height, by: 5) {
            for x in stride(from: 0.0, to: 150, by: 13) {
                #expect(scaled.characterIndex(at: Point(x: x, y: y)) == reshaped.characterIndex(at: Point(x: x, y: y)))
            }
        }
    }

    @Test("one line of \"Some text Some text\" at scale 0.5: half of hb-shape's 27808 units at 17 pt")
    func halfWidth() throws {
        // hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf "Some text Some text": 27808 units.
        let prepared = try PreparedText("Some text Some text", font: try Fixture.inter(17), fontCollection: Fixture.collection)
        let layout = try prepared.layout(width: nil, numberOfLines: 1, scale: 0.5)
        #expect(abs(layout.size.width - Fixture.interPoints(27808) / 2) < 1e-9)
        #expect(abs(layout.size.height - Fixture.interLineHeight17 / 2) < 1e-9)
        #expect(layout.proposedWidth == nil)
    }

    @Test("scale 1 is the ordinary layout; a scale that is not finite and > 0 is a typed error")
    func badScale() throws {
        let prepared = try PreparedText("Some text", font: try Fixture.inter(17), fontCollection: Fixture.collection)
        let plain = try prepared.layout(width: 50, numberOfLines: 0)
        let one = try prepared.layout(width: 50, numberOfLines: 0, scale: 1)
        #expect(one.size == plain.size && one.fontScale == 1)
        for bad in [0.0, -0.5, .nan, .infinity] {
            do {
                _ = try prepared.layout(width: 50, numberOfLines: 0, scale: bad)
                Issue.record("scale \(bad) was accepted")
            } catch {
                guard case .invalidScale = error else { Issue.record("unexpected \(error)"); continue }
            }
        }
    }
}

/// `PreparedText.lineCount(width:scale:)` counts lines by wrapping alone; independent source:
/// the full layout with no line limit (`layout(width:numberOfLines: 0, scale:)`), whose lines
/// are counted, and the errors it throws.
@Suite("Engine: line count without positioning")
struct EngineLineCountTests {
    @Test("equals the unlimited layout's line count", arguments: [1.0, 0.5, 0.77])
    func sameAsLayout(scale: Double) throws {
        let font = try Fixture.inter(17)
        let texts = EngineScaledLayoutTests.texts + ["", "One\u{2028}two\nthree\n", "ไฟล์ %d ไฟล์ บันทึกการเปลี่ยนแปลง", "\t tab\tstops \t"]
        for text in texts {
            for mode in [LineBreakMode.byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping] {
                var style = ParagraphStyle()
                style.lineBreakMode = mode
                style.allowsDefaultTighteningForTruncation = mode == .byTruncatingTail
                style.firstLineHeadIndent = 10
                let prepared = try PreparedText(text, font: font, style: style, fontCollection: Fixture.collection)
                for width in [nil, 0, 1, 45, 120, 400, .greatestFiniteMagnitude, .infinity] as [Double?] {
                    let expected = try prepared.layout(width: width, numberOfLines: 0, scale: scale).lineCount
                    #expect(try prepared.lineCount(width: width, scale: scale) == expected, "\(text) at \(String(describing: width))")
                }
            }
        }
    }

    @Test("throws what the layout throws")
    func errors() throws {
        let prepared = try PreparedText("words", font: try Fixture.inter(17), fontCollection: Fixture.collection)
        #expect(throws: LayoutError.invalidWidth(-1)) { try prepared.lineCount(width: -1) }
        #expect(throws: LayoutError.invalidScale(0)) { try prepared.lineCount(width: 10, scale: 0) }
        #expect(throws: LayoutError.invalidScale(.infinity)) { try prepared.lineCount(width: 10, scale: .infinity) }
    }
}
