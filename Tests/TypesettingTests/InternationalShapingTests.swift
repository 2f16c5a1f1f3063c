import Testing
import Typesetting

/// Shaped widths per script against HarfBuzz's own command-line shaper.
///
/// Each expectation is the sum of the x advances hb-shape prints (HarfBuzz 6.0.0, default
/// `--font-funcs=ot`, LANG=C.UTF-8) at `--font-size=<unitsPerEm>`, i.e. in font units,
/// times 17 / unitsPerEm. unitsPerEm from Tests/Tools/font_metrics_reference.json: Inter 2816,
/// the Noto Sans script fonts and Noto Sans CJK 1000, Noto Color Emoji 2048.
@Suite("International: shaped widths vs hb-shape")
struct InternationalShapingTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        /// Sum of advances in font units, per font, in the order the runs come.
        var units: [(units: Int, unitsPerEm: Double)]
        var glyphCount: Int
        var testDescription: String { text }
        var points: Double { units.reduce(0) { $0 + Double($1.units) * 17 / $1.unitsPerEm } }
    }

    static let cases: [Case] = [
        // hb-shape --font-size=1000 Fonts/NotoSansArabic-Regular.ttf "مرحبا"
        //   [uniFE8E=4+291|uniFE92=3+343|uniFEA3=2+549|uniFEAE=1+396|uniFEE3=0+525] → 2104
        // (initial, medial, final forms: the letters joined)
        Case(text: "مرحبا", units: [(2104, 1000)], glyphCount: 5),
        // hb-shape --font-size=1000 Fonts/NotoSansHebrew-Regular.ttf "שָׁלוֹם"
        //   [uni05DD=6+684|uni05B9=4@82,0+0|uni05D5=4@-10,0+291|uni05DC=3+522|uni05B8=0@227,0+0|uni05C1=0@539,0+0|uni05E9=0+730]
        //   → 2227 (the points are zero-advance marks)
        Case(text: "שָׁלוֹם", units: [(2227, 1000)], glyphCount: 7),
        // hb-shape --font-size=1000 Fonts/NotoSansDevanagari-Regular.ttf "क्षत्रिय"
        //   [kassadeva=0+712|ivowelsign03deva=3+259|taradeva=3+552|yadeva=7+580] → 2103
        //   (8 scalars, 4 glyphs: the क्ष and त्र conjuncts are one glyph each, and the i-matra
        //   is reordered before त्र)
        Case(text: "क्षत्रिय", units: [(2103, 1000)], glyphCount: 4),
        // hb-shape --font-size=1000 Fonts/NotoSansDevanagari-Regular.ttf "नमस्ते"
        //   [nadeva=0+555|madeva=1+598|saprehalfdeva=2+389|tadeva=4+570|evowelsigndeva=4+0] → 2112
        Case(text: "नमस्ते", units: [(2112, 1000)], glyphCount: 5),
        // hb-shape --font-size=1000 Fonts/NotoSansThai-Regular.ttf "สวัสดี"
        //   [uni0E2A=0+572|uni0E27=1+492|uni0E31=1+0|uni0E2A=3+572|uni0E14=4+616|uni0E35=4+0] → 2252
        Case(text: "สวัสดี", units: [(2252, 1000)], glyphCount: 6),
        // hb-shape --font-size=1000 Fonts/NotoSansCJKsc-Subset.otf "你好世界"
        //   [2813=0+1000|6529=1+1000|2409=2+1000|18216=3+1000] → 4000 (--no-glyph-names)
        Case(text: "你好世界", units: [(4000, 1000)], glyphCount: 4),
        // hb-shape --font-size=1000 Fonts/NotoSansCJKsc-Subset.otf "こんにちは、世界。"
        //   [468=0+1000|532=1+1000|492=2+1000|482=3+1000|496=4+1000|387=5+1000|
        //    2409=6+1000|18216=7+1000|388=8+1000] → 9000 (--no-glyph-names)
        Case(text: "こんにちは、世界。", units: [(9000, 1000)], glyphCount: 9),
        // hb-shape --font-size=1000 Fonts/NotoSansCJKsc-Subset.otf "안녕하세요"
        //   [43222=0+920|38115=1+920|47334=2+920|42182=3+920|43554=4+920] → 4600 (--no-glyph-names)
        Case(text: "안녕하세요", units: [(4600, 1000)], glyphCount: 5),
        // hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf "Hello"
        //   [uni0048=0+2084|uni0065=1+1640|uni006C=2+668|uni006C=3+668|uni006F=4+1680] → 6740
        Case(text: "Hello", units: [(6740, 2816)], glyphCount: 5),
        // Two fonts: the space is ASCII, so it is Inter's (the run font comes first).
        // hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf "Hello " → 6740 + 792 = 7532
        // hb-shape --font-size=1000 Fonts/NotoSansArabic-Regular.ttf "مرحبا" → 2104
        Case(text: "Hello مرحبا", units: [(7532, 2816), (2104, 1000)], glyphCount: 11),
        // hb-shape --font-size=1000 Fonts/NotoSansHebrew-Regular.ttf "שלום" → 2227, "עולם" → 2100;
        // hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf " " → [uni0020=0+792]
        Case(text: "שלום עולם", units: [(2227, 1000), (792, 2816), (2100, 1000)], glyphCount: 9),
        // hb-shape --font-size=2048 Fonts/NotoColorEmoji.ttf "👍🏽" → [gid2051=0+2550]
        Case(text: "👍🏽", units: [(2550, 2048)], glyphCount: 1),
    ]

    @Test("unwrapped line width = sum of hb-shape advances", arguments: cases)
    func lineWidth(_ c: Case) throws {
        let layout = try International.prepare(c.text).layout()
        #expect(layout.lineCount == 1)
        #expect(layout.missingGlyphs == 0)
        let line = try #require(layout.lines.first)
        #expect(abs(line.width - c.points) < 1e-9, "width \(line.width), expected \(c.points)")
        #expect(abs(layout.size.width - c.points) < 1e-9)
        // The drawn glyphs' advances add up to the same width, with hb-shape's glyph count.
        let runs = layout.glyphRuns(forLine: 0)
        #expect(runs.reduce(0) { $0 + $1.glyphs.count } == c.glyphCount)
        let advances = runs.reduce(0.0) { $0 + $1.advances.reduce(0, +) }
        #expect(abs(advances - c.points) < 1e-9)
    }

    /// Wrapping never re-shapes (BehaviourReference, "What the engine relies on"): at 120 pt
    /// the lines of each sample tile the text exactly once, and their widths plus the hanging
    /// spaces at the line ends (Inter spaces, hb-shape --font-size=2816
    /// Fonts/Inter-Roman.var.ttf " " → 792 units) add up to the unwrapped width.
    @Test("wrapped lines add up to the unwrapped width", arguments: International.samples)
    func wrappedLinesAddUp(sample: International.Sample) throws {
        let prepared = try International.prepare(sample.text)
        let unwrapped = try prepared.layout().lines[0].width
        let wrapped = try prepared.layout(width: 120)
        #expect(wrapped.lineCount > 1)
        let utf16 = Array(sample.text.utf16)
        var next = 0
        var hanging = 0
        for line in wrapped.lines {
            #expect(line.utf16Range.lowerBound == next)
            next = line.utf16Range.upperBound
            hanging += utf16[line.utf16Range].reversed().prefix { $0 == 0x20 }.count
        }
        #expect(next == utf16.count)
        let interSpace = 792.0 * 17 / 2816
        let sum = wrapped.lines.reduce(0) { $0 + $1.width }
        #expect(abs(sum + Double(hanging) * interSpace - unwrapped) < 1e-6,
                "lines \(sum) + \(hanging) spaces vs \(unwrapped)")
    }
}
