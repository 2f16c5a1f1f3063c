import Testing
@testable import Typesetting

/// `ParagraphStyle.lineSpacingAdjustment`: a signed addition to `lineSpacing` between lines and
/// paragraphs, never moving a line above the one before it. Noto Serif at 10 pt: hhea ascender
/// 1069, descender −293, line gap 0 at 1000 units per em (fontTools), a line 13.62 tall.
@Suite("Engine: line spacing adjustment")
struct EngineLineSpacingAdjustmentTests {
    static let line = 13.62

    func layout(_ text: String = "A\nB\nC", adjustment: Double, lineSpacing: Double = 0) throws -> TextLayout {
        let font = try FontCollection.bundled().font(family: "Noto Serif", size: 10)
        var style = ParagraphStyle()
        style.lineSpacing = lineSpacing
        style.lineSpacingAdjustment = adjustment
        return try PreparedText(text, font: font, style: style).layout(width: nil)
    }

    @Test("positive: three lines 3 × 13.62 + 2 × 2 = 44.86; the second line at 15.62")
    func positive() throws {
        let layout = try layout(adjustment: 2)
        #expect(abs(layout.size.height - (3 * Self.line + 4)) < 1e-9)
        #expect(abs(layout.lines[1].origin.y - (Self.line + 2)) < 1e-9)
    }

    @Test("negative: 3 × 13.62 − 2 × 3 = 34.86; with lineSpacing 1, each step 13.62 + 1 − 3")
    func negative() throws {
        #expect(abs(try layout(adjustment: -3).size.height - (3 * Self.line - 6)) < 1e-9)
        let spaced = try layout(adjustment: -3, lineSpacing: 1)
        #expect(abs(spaced.size.height - (3 * Self.line - 4)) < 1e-9)
        #expect(abs(spaced.lines[2].origin.y - 2 * (Self.line - 2)) < 1e-9)
    }

    @Test("a line never starts above the one before: −100 puts every line at 0, the text one line tall")
    func clamped() throws {
        let layout = try layout(adjustment: -100)
        #expect(layout.lines.map(\.origin.y) == [0, 0, 0])
        #expect(abs(layout.size.height - Self.line) < 1e-9)
    }

    @Test("wrapped lines of one paragraph are spaced as paragraphs are")
    func wrapped() throws {
        let font = try FontCollection.bundled().font(family: "Noto Serif", size: 10)
        var style = ParagraphStyle()
        style.lineSpacingAdjustment = 5
        let layout = try PreparedText("word word word word", font: font, style: style).layout(width: 40)
        let n = Double(layout.lines.count)
        #expect(n >= 2)
        #expect(abs(layout.size.height - (n * Self.line + (n - 1) * 5)) < 1e-9)
    }

    @Test("not finite: a typed error naming the field")
    func notFinite() throws {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: LayoutError.self) { _ = try layout(adjustment: value) }
        }
        #expect(throws: LayoutError.invalidStyle(field: "lineSpacingAdjustment", value: .infinity)) {
            _ = try layout(adjustment: .infinity)
        }
    }

    /// Before the bound, `.greatestFiniteMagnitude` was accepted and the third line's top,
    /// (13.62 + gFM) + gFM, overflowed to ∞: a silently infinite height.
    @Test("beyond ±1e15: a typed error, not an infinite height")
    func beyondTheBound() throws {
        for value in [Double.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1.000001e15] {
            #expect(throws: LayoutError.invalidStyle(field: "lineSpacingAdjustment", value: value)) {
                _ = try layout(adjustment: value)
            }
        }
        // At the bound: lines 13.62 + 1e15 apart, 3 × 13.62 + 2e15 tall and finite (one ulp
        // at 2e15 is 0.25); at −1e15 every line starts at 0, the height one line's.
        let far = try layout(adjustment: 1e15)
        #expect(abs(far.size.height - (3 * Self.line + 2e15)) <= 0.5)
        #expect(abs(try layout(adjustment: -1e15).size.height - Self.line) < 1e-9)
    }
}
