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
        let layout = try PreparedText("x", font: try Fixture.inter(17)).layout(width: 300)
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
