import Testing
import Graphics
import Typesetting
@testable import LabelHost

/// UILabel's autoshrink (adjustsFontSizeToFitWidth, minimumScaleFactor, baselineAdjustment).
///
/// Independent sources:
/// - Advances from `hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf TEXT` (Inter's
///   unitsPerEm is 2816, so these are design units): "Some text Some text" 27808, "Some" 7564,
///   "text" 5152, space 792, "Some text" 13508.
/// - Inter's vertical metrics (fontTools, OS/2 with USE_TYPO_METRICS): ascender 2728,
///   descender −680, line gap 0, so a line is 3408 units.
/// - UIKit documentation: the font shrinks at most to size × minimumScaleFactor until the text
///   fits; 0 means no shrinking; the sizing calls report the unshrunk size; UIBaselineAdjustment.
@Suite("Label: autoshrink")
struct AutoshrinkTests {
    static func pt(_ units: Double) -> Double { units * 17 / 2816 }
    static let naturalWidth = pt(27808)   // "Some text Some text", one line: 167.875
    static let lineHeight = pt(3408)      // 20.574
    static let ascender = pt(2728)        // 16.469

    func label(_ text: String = "Some text Some text", minimum: Double = 0.5) throws -> Label {
        let l = Label(font: try FontCollection.bundled().font(family: "Inter", size: 17), text: text)
        l.adjustsFontSizeToFitWidth = true
        try l.setMinimumScaleFactor(minimum)
        return l
    }

    @Test("one line: scale = W / N, the bounds' width over the natural width (hb-shape)")
    func oneLineScale() throws {
        let l = try label()
        let bounds = Rect(x: 0, y: 0, width: 100, height: 21)
        // 100 / 167.875 = 0.59568…, inside [0.5, 1].
        let expected = 100 / Self.naturalWidth
        #expect(abs(try l.actualScaleFactor(in: bounds) - expected) < 1e-12)
        let drawn = try #require(try l.drawingLayout(in: bounds))
        #expect(!drawn.layout.isTruncated)
        #expect(abs(drawn.layout.size.width - 100) < 1e-9)
        #expect(abs(drawn.layout.fontScale - expected) < 1e-12)
        // The glyphs are drawn in Inter at 17 × s and end inside the bounds.
        let runs = drawn.layout.glyphRuns
        #expect(runs.allSatisfy { abs($0.font.pointSize - 17 * expected) < 1e-9 })
        #expect((runs.map(\.maxX).max() ?? 0) <= 100 + 1e-9)
    }

    @Test("text that fits is not shrunk; wide bounds give scale 1")
    func fitsUnshrunk() throws {
        let l = try label()
        #expect(try l.actualScaleFactor(in: Rect(x: 0, y: 0, width: 168, height: 21)) == 1)
        #expect(try l.drawingLayout(in: Rect(x: 0, y: 0, width: 168, height: 21))?.layout.fontScale == 1)
    }

    @Test("the minimum bound holds, and truncation happens only below it")
    func minimumBound() throws {
        let l = try label(minimum: 0.7)
        // W / N = 100 / 167.875 = 0.596 < 0.7: drawn at 0.7, truncated (167.875 × 0.7 = 117.5 > 100).
        let bounds = Rect(x: 0, y: 0, width: 100, height: 21)
        #expect(try l.actualScaleFactor(in: bounds) == 0.7)
        let drawn = try #require(try l.drawingLayout(in: bounds))
        #expect(drawn.layout.isTruncated)
        #expect(drawn.layout.lines[0].isTruncated)
        #expect(drawn.layout.size.width <= 100 + 1e-9)
        // At the 0.5 minimum the same bounds need 0.596: no truncation.
        try l.setMinimumScaleFactor(0.5)
        #expect(try l.drawingLayout(in: bounds)?.layout.isTruncated == false)
        // Just narrower than 0.5 × N = 83.94 truncates at 0.5; just wider does not.
        #expect(try l.actualScaleFactor(in: Rect(x: 0, y: 0, width: 83.9, height: 21)) == 0.5)
        #expect(try l.drawingLayout(in: Rect(x: 0, y: 0, width: 83.9, height: 21))?.layout.isTruncated == true)
        #expect(try l.drawingLayout(in: Rect(x: 0, y: 0, width: 84, height: 21))?.layout.isTruncated == false)
    }

    @Test("two lines: the largest scale whose greedy lines fit, W / the best arrangement's widest line")
    func twoLines() throws {
        let l = try label(minimum: 0.3)
        l.numberOfLines = 2
        // Two-line arrangements of "Some text Some text" (units): "Some text" | "Some text" → 13508;
        // "Some" | "text Some text" → 19452; "Some text Some" | "text" → 21864. The best is 13508,
        // so s = 50 / pt(13508) = 0.61314; the single line would need 50 / pt(27808) = 0.298 < 0.3.
        let bounds = Rect(x: 0, y: 0, width: 50, height: 100)
        let expected = 50 / Self.pt(13508)
        #expect(abs(try l.actualScaleFactor(in: bounds) - expected) < 1e-12)
        let drawn = try #require(try l.drawingLayout(in: bounds))
        #expect(drawn.layout.lines.count == 2 && !drawn.layout.isTruncated)
        // Height decides when it is tighter: two lines of 20.574 × s in 30 pt → s = 30 / 41.148 = 0.729,
        // below the width's 70 / pt(13508) = 0.858.
        let short = Rect(x: 0, y: 0, width: 70, height: 30)
        #expect(abs(try l.actualScaleFactor(in: short) - 30 / (2 * Self.lineHeight)) < 1e-12)
    }

    @Test("numberOfLines 0, minimumScaleFactor 0 or autoshrink off: never shrunk")
    func noShrink() throws {
        let bounds = Rect(x: 0, y: 0, width: 60, height: 21)
        let unlimited = try label()
        unlimited.numberOfLines = 0
        #expect(try unlimited.actualScaleFactor(in: bounds) == 1)
        let zero = try label(minimum: 0)
        #expect(try zero.actualScaleFactor(in: bounds) == 1)
        let off = try label()
        off.adjustsFontSizeToFitWidth = false
        #expect(try off.actualScaleFactor(in: bounds) == 1)
        #expect(try off.drawingLayout(in: bounds)?.layout.isTruncated == true)
    }

    @Test("intrinsicContentSize and sizeThatFits stay unshrunk")
    func sizingUnshrunk() throws {
        let l = try label()
        // 167.875 → 168 at scale 2; 20.574 → 21.
        #expect(l.intrinsicContentSize == Size(width: 168, height: 21))
        #expect(l.sizeThatFits(Size(width: 100, height: 21)) == Size(width: 168, height: 21))
        _ = try l.drawingLayout(in: Rect(x: 0, y: 0, width: 100, height: 21))
        #expect(l.intrinsicContentSize == Size(width: 168, height: 21))
    }

    @Test("baselineAdjustment: baselines, centres or tops stay where the unshrunk text's are")
    func baselines() throws {
        let l = try label()
        let bounds = Rect(x: 0, y: 10, width: 100, height: 21)
        let s = 100 / Self.naturalWidth
        // The unshrunk line (20.574 tall) is centred in 21: its top at 10 + (21 − 20.574) / 2.
        let top = 10 + (21 - Self.lineHeight) / 2
        let unshrunkBaseline = top + Self.ascender

        l.baselineAdjustment = .alignBaselines
        var drawn = try #require(try l.drawingLayout(in: bounds))
        #expect(abs(drawn.origin.y + drawn.layout.lines[0].baseline - unshrunkBaseline) < 1e-9)
        #expect(abs(drawn.layout.lines[0].baseline - s * Self.ascender) < 1e-9)

        l.baselineAdjustment = .alignCenters
        drawn = try #require(try l.drawingLayout(in: bounds))
        #expect(abs(drawn.origin.y + s * Self.lineHeight / 2 - bounds.midY) < 1e-9)

        l.baselineAdjustment = .none
        drawn = try #require(try l.drawingLayout(in: bounds))
        #expect(abs(drawn.origin.y - top) < 1e-9)
    }

    @Test("minimumScaleFactor outside 0…1 is a typed error")
    func badMinimum() throws {
        let l = try label()
        for bad in [-0.1, 1.5, Double.nan, .infinity] {
            #expect(throws: AutoshrinkError.self) { try l.setMinimumScaleFactor(bad) }
        }
        #expect(l.minimumScaleFactor == 0.5)
    }
}
