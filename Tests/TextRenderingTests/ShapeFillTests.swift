import Testing
import Graphics
import Typesetting
@testable import TextRendering

/// Shapes filled under text that flows around them (an image's place in a report).
@Suite("Shape fills under text that flows around them")
struct ShapeFillTests {
    static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)

    /// A red 120 × 60 box at the top-left; the text flows to its right. Inside the box (less
    /// 2 pt for glyph side bearings) every pixel is the box's red, untouched by ink; to its
    /// right, beside it, there is ink (the first lines).
    @Test("no glyph ink falls in the box the text flows around")
    func rectangle() throws {
        let box = ExclusionPath.rectangle(Rect(x: 0, y: 0, width: 120, height: 60))
        let layout = try PreparedText(Fixture.paragraph, font: try Fixture.inter(17)).layout(width: 300, exclusionPaths: [box])
        let canvas = try TextRenderer().render(layout, under: [ShapeFill(box, color: Self.red)], scale: 2)
        var touched: [(Int, Int)] = []
        for y in 4..<116 {
            for x in 0..<236 where canvas.pixel(x: x, y: y) != Canvas.Pixel(red: 255, green: 0, blue: 0, alpha: 255) {
                touched.append((x, y))
            }
        }
        #expect(touched.isEmpty, "ink in the box at \(touched.prefix(5))")
        var besideInk = 0
        for y in 0..<120 { for x in 244..<canvas.width where canvas.pixel(x: x, y: y).alpha != 0 { besideInk += 1 } }
        #expect(besideInk > 0)
    }

    /// An ellipse 120 × 80 pt filled in one-pixel rows covers about π × 60 × 40 pt² =
    /// 7539.8 pt², 30159 px² at @2x. Each row takes the widest chord in it, so the fill is
    /// over by less than one row along the outline's vertical extent: under half a pixel
    /// times the perimeter (≈ 632 px), 316 px², 1.05 %; within 2 %.
    @Test("an ellipse's fill covers its area")
    func ellipseArea() throws {
        let shape = ExclusionPath.ellipse(in: Rect(x: 0, y: 0, width: 120, height: 80))
        // A canvas of the layout's size clips the fill: transparent text of 20 "x" (each
        // 1520/2816 em, fontTools hmtx: 183.5 pt at 17 pt) on 5 lines (5 × 20.57 pt) covers the ellipse.
        let clear = TextAttributes(font: try Fixture.inter(17), color: Color(red: 0, green: 0, blue: 0, alpha: 0))
        let text = Array(repeating: String(repeating: "x", count: 20), count: 5).joined(separator: "\n")
        let layout = try PreparedText(AttributedText(text, attributes: clear)).layout(width: 300)
        #expect(layout.size.width >= 120 && layout.size.height >= 80)
        let canvas = try TextRenderer().render(layout, under: [ShapeFill(shape, color: Self.red)], scale: 2)
        var covered = 0.0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = canvas.pixel(x: x, y: y)
                if p.green == 0 && p.blue == 0 { covered += Double(p.red) / 255 }
            }
        }
        let expected = Double.pi * 60 * 40 * 4
        #expect(abs(covered - expected) / expected < 0.02, "\(covered) px² against \(expected)")
    }

    /// A shape far larger than the text is clipped to the text's canvas, as PDF and SVG pages
    /// clip it: the canvas is the one the layout gets without shapes, and the shape's red
    /// fills all of it.
    @Test("a huge shape does not grow the canvas")
    func hugeShapeIsClipped() throws {
        let layout = try PreparedText("hi", font: try Fixture.inter(17)).layout(width: 300)
        let huge = ExclusionPath.rectangle(Rect(x: -100, y: -100, width: 4000, height: 4000))
        let plain = try TextRenderer.pixelExtent(of: layout, scale: 1)
        let canvas = try TextRenderer().render(layout, under: [ShapeFill(huge, color: Self.red)], scale: 1)
        #expect(canvas.width == plain.width && canvas.height == plain.height)
        #expect(canvas.pixel(x: 0, y: 0) == Canvas.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
    }

    /// Filling within a rectangle never draws outside it, for each kind of shape.
    @Test("fills stay within the visible rectangle")
    func fillsAreClipped() throws {
        let visible = Rect(x: 10, y: 20, width: 50, height: 30)
        let shapes: [ExclusionPath] = [
            .rectangle(Rect(x: 0, y: 0, width: 1000, height: 1000)),
            .ellipse(in: Rect(x: -500, y: -500, width: 2000, height: 2000)),
            .polygon([Point(x: -100, y: -100), Point(x: 900, y: 0), Point(x: 0, y: 900)]),
        ]
        for shape in shapes {
            var recorder = FillRecorder()
            recorder.fill(ShapeFill(shape, color: Self.red), offset: Point(x: 3, y: -4), within: visible)
            #expect(!recorder.rects.isEmpty)
            for r in recorder.rects {
                #expect(r.minX >= visible.minX && r.maxX <= visible.maxX && r.minY >= visible.minY && r.maxY <= visible.maxY,
                        "\(r) outside \(visible) for \(shape)")
            }
        }
    }

    /// The first page keeps the space an exclusion makes above the text: a 100 pt box across
    /// the content width pushes the first line to y = 100, and on the page it stays 100 pt
    /// below the content's top (the page starts at the layout's top, 0), with the page's
    /// lines counted from there.
    @Test("page 1 keeps the space above the first line")
    func firstPageKeepsTheExclusionsSpace() throws {
        let text = (0..<4).map { _ in Fixture.paragraph }.joined(separator: " ")
        let setup = PageSetup(pageSize: Size(width: 300, height: 260), margins: PageMargins(top: 30, left: 25, bottom: 30, right: 25))
        let box = ExclusionPath.rectangle(Rect(x: 0, y: 0, width: setup.contentRect.width, height: 100))
        let layout = try PreparedText(text, font: try Fixture.inter(13)).layout(width: setup.contentRect.width, exclusionPaths: [box])
        #expect(layout.lines[0].origin.y == 100)
        #expect(setup.pageTop(of: layout, from: 0) == 0)
        let first = try setup.page(of: layout, from: 0)
        // 200 pt of content height: the page holds the lines that end within 200 pt of 0.
        for k in first { #expect(layout.lines[k].frame.maxY <= 200 + 1e-9) }
        #expect(first.upperBound == layout.lines.count || layout.lines[first.upperBound].frame.maxY > 200)
        // A later page starts at its own first line.
        #expect(setup.pageTop(of: layout, from: first.upperBound) == layout.lines[first.upperBound].origin.y)
    }

    /// PDF pages take the shapes too: the box is drawn on the first page, under the text.
    @Test("renderPages draws the shapes on their page")
    func pages() throws {
        let text = (0..<4).map { _ in Fixture.paragraph }.joined(separator: " ")
        let setup = PageSetup(pageSize: Size(width: 300, height: 260), margins: PageMargins(top: 30, left: 25, bottom: 30, right: 25))
        let box = ExclusionPath.rectangle(Rect(x: 0, y: 0, width: 100, height: 70))
        let layout = try PreparedText(text, font: try Fixture.inter(13)).layout(width: setup.contentRect.width, exclusionPaths: [box])
        #expect(layout.lines[0].origin.x == 100)
        let file = TemporaryPath("shapes.pdf")
        defer { file.remove() }
        try TextRenderer().renderPages(layout, setup: setup, shapes: [ShapeFill(box, color: Self.red)]).write(to: file.path)
        #expect(try setup.pages(of: layout).count >= 2)
    }
}

/// Records the rectangles filled, for checking where fills go.
private struct FillRecorder: DrawingContext {
    var rects: [Rect] = []
    var hairline: Double { 0.5 }
    mutating func fill(_ rect: Rect, color: Color) { rects.append(rect) }
    mutating func stroke(_ rect: Rect, color: Color, lineWidth: Double) {}
    mutating func drawLine(from start: Point, to end: Point, color: Color, lineWidth: Double) {}
    mutating func draw(_ image: RGBAImage, in rect: Rect, opacity: Double) {}
    mutating func drawGlyphs(of layout: TextLayout, lines: Range<Int>, at origin: Point) throws(RenderError) {}
    func baselinePosition(_ y: Double) -> Double { y }
}
