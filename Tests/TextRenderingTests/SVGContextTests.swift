import Graphics
import Testing
import Typesetting
@testable import TextRendering

/// SVG drawing with glyph outlines defined once (`SVGContext`, `SVGGlyphLibrary`).
@Suite("SVG: glyph outlines defined once")
struct SVGContextTests {
    static func quicksand(_ size: Double = 20) throws -> Font {
        try Fixture.fonts().font(family: "Quicksand", size: size, weight: .regular)
    }

    /// The extremes of every coordinate pair of path data.
    static func bounds(_ data: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        let numbers = data.split(whereSeparator: { "MLQCZ ".contains($0) }).compactMap { Double($0) }
        let xs = stride(from: 0, to: numbers.count, by: 2).map { numbers[$0] }
        let ys = stride(from: 1, to: numbers.count, by: 2).map { numbers[$0] }
        return (xs.min() ?? .nan, ys.min() ?? .nan, xs.max() ?? .nan, ys.max() ?? .nan)
    }

    /// Quicksand Regular's glyf table, read with fontTools: "H" (glyph 80) has the box
    /// xMin 94, yMin 0, xMax 626, yMax 700; "o" (glyph 370) 45, −10, 551, 523 (units per em
    /// 1000). The box covers every point of the outline, off-curve ones included, as the
    /// path's points do; the path's y is down, so it spans −yMax…−yMin.
    @Test("An outline's points span the glyf table's box, in design units, y down",
          arguments: [(UInt32(80), 94.0, 0.0, 626.0, 700.0), (UInt32(370), 45.0, -10.0, 551.0, 523.0)])
    func outlineBounds(glyph: UInt32, xMin: Double, yMin: Double, xMax: Double, yMax: Double) throws {
        let data = try GlyphOutline.pathData(of: glyph, font: try Self.quicksand())
        #expect(data.hasPrefix("M") && data.hasSuffix("Z"))
        let box = Self.bounds(data)
        #expect(box.minX == xMin && box.maxX == xMax)
        #expect(box.minY == -yMax && box.maxY == -yMin)
    }

    @Test("Drawings sharing a library define each glyph once: \"Hello\" twice is 4 outlines (H, e, l, o)")
    func sharedDefinitions() throws {
        let library = SVGGlyphLibrary()
        let layout = try Fixture.layout("Hello", font: try Self.quicksand())
        var first = SVGContext(library: library), second = SVGContext(library: library)
        try first.draw(layout, at: Point(x: 0, y: 0))
        try second.draw(layout, at: Point(x: 10, y: 10))
        #expect(library.definedGlyphCount == 4)
        #expect(library.defsElement.components(separatedBy: "<path id=").count - 1 == 4)
        // Five letters, five uses in each drawing; no outline inside a drawing.
        for body in [first.body, second.body] {
            #expect(body.components(separatedBy: "<use href=\"#g").count - 1 == 5)
            #expect(!body.contains("<path"))
        }
        let svg = second.svgElement(size: Size(width: 100, height: 40))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"40\""))
        #expect(svg.contains("<defs>") && svg.hasSuffix("</svg>"))
    }

    @Test("The debug overlay goes into <g class=\"overlay\"> groups, the glyphs outside them")
    func overlayGroups() throws {
        let layout = try Fixture.layout("Hello", font: try Self.quicksand())
        var context = SVGContext(library: SVGGlyphLibrary())
        try context.draw(layout, at: Point(x: 0, y: 0), debug: true)
        let body = context.body
        let groups = body.components(separatedBy: "<g class=\"overlay\">").dropFirst()
        // One group under the text (line boxes' fill), one over it (outlines, baseline, frame).
        #expect(groups.count == 2)
        for group in groups {
            let inside = group.components(separatedBy: "</g>")[0]
            #expect(!inside.contains("<use") && inside.contains("<rect"))
        }
        var plain = SVGContext(library: SVGGlyphLibrary())
        try plain.draw(layout, at: Point(x: 0, y: 0), debug: false)
        #expect(!plain.body.contains("overlay"))
    }

    @Test("Glyph origins snap as the PNG renderer places them: ¼ px across, whole pixel rows down")
    func pixelSnapping() throws {
        let font = try Self.quicksand()
        let layout = try Fixture.layout("H", font: font)
        // 1000 units per em at 20 pt: 50 units a point. At scale 2, origins land on multiples
        // of 1/8 pt across (6.25 units) and 1/2 pt down (25 units).
        var context = SVGContext(library: SVGGlyphLibrary(), pixelScale: 2)
        try context.draw(layout, at: Point(x: 0.3, y: 0.3))
        let use = try #require(context.body.components(separatedBy: "<use ").dropFirst().first)
        func attribute(_ name: String) -> Double? {
            use.components(separatedBy: "\(name)=\"").dropFirst().first.flatMap { Double($0.prefix { $0 != "\"" }) }
        }
        let x = try #require(attribute("x")), y = try #require(attribute("y"))
        #expect((x / 6.25).rounded() * 6.25 == x)
        #expect((y / 25).rounded() * 25 == y)
    }

    @Test("Numbers: rounded, no trailing zeros, no negative zero",
          arguments: [(1.5, 3, "1.5"), (2.0, 3, "2"), (-0.0001, 3, "0"), (0.1234567, 3, "0.123"), (-12.06, 1, "-12.1"), (0.05, 3, "0.05")])
    func numbers(value: Double, places: Int, text: String) {
        #expect(SVGNumber.text(value, places: places) == text)
    }
}
