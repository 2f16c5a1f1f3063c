import Foundation
import Testing
import Graphics
import Typesetting
@testable import TextRendering

/// Shapes in PDF and SVG are written as outlines, one path a shape; the pixel canvas fills
/// them in pixel-row slices (`ShapeFillTests`).
@Suite("Shape fills in vector output: one path a shape")
struct VectorShapeFillTests {
    static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)

    /// The SVG writer's own context: an ellipse in (0, 0, 20 × 10) moved by (5, 5) spans x 5…25
    /// and y 5…15, so its path starts at the left end of the horizontal axis (5, 10) and draws
    /// two half arcs of radii 10 and 5 through (25, 10) back to (5, 10).
    @Test("SVGContext writes an ellipse as one path")
    func svgEllipse() {
        var context = SVGContext(library: SVGGlyphLibrary())
        context.fill(ShapeFill(.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 10)), color: Self.red), offset: Point(x: 5, y: 5))
        #expect(context.body.hasPrefix(#"<path d="M5 10A10 5 0 1 0 25 10A10 5 0 1 0 5 10Z""#), "\(context.body)")
        #expect(!context.body.contains("<rect"))
    }

    /// A triangle (0,0), (40,0), (0,40) within the visible rectangle (10, 10, 100 × 100)
    /// reaches outside it, so it is clipped to that rectangle; a shape wholly outside it
    /// writes nothing; a rectangle is cut to the visible part: (0…30) ∩ (10…110) = 10…30.
    @Test("SVGContext clips a shape to the visible rectangle only where it reaches outside")
    func svgClipping() {
        let visible = Rect(x: 10, y: 10, width: 100, height: 100)
        var context = SVGContext(library: SVGGlyphLibrary())
        let triangle = ExclusionPath.polygon([Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 0, y: 40)])
        context.fill(ShapeFill(triangle, color: Self.red), within: visible)
        #expect(context.body.contains(#"<path d="M10 10H110V110H10Z"/></clipPath>"#), "\(context.body)")
        #expect(context.body.contains(#"<path d="M0 0L40 0L0 40Z""#))
        var outside = SVGContext(library: SVGGlyphLibrary())
        outside.fill(ShapeFill(.ellipse(in: Rect(x: 200, y: 200, width: 10, height: 10)), color: Self.red), within: visible)
        #expect(outside.body.isEmpty)
        var inside = SVGContext(library: SVGGlyphLibrary())
        inside.fill(ShapeFill(.ellipse(in: Rect(x: 20, y: 20, width: 10, height: 10)), color: Self.red), within: visible)
        #expect(!inside.body.contains("clipPath") && inside.body.hasPrefix("<path"))
        var box = SVGContext(library: SVGGlyphLibrary())
        box.fill(ShapeFill(.rectangle(Rect(x: 0, y: 0, width: 30, height: 30)), color: Self.red), within: visible)
        #expect(box.body.hasPrefix(#"<rect x="10" y="10" width="20" height="20""#), "\(box.body)")
    }

    /// Transparent text large enough to hold a 120 × 80 ellipse (20 "x" of 1520/2816 em at
    /// 17 pt, fontTools hmtx: 183.5 pt wide; 5 lines), drawn with the ellipse under it.
    static func ellipseLayout() throws -> TextLayout {
        let clear = TextAttributes(font: try Fixture.inter(17), color: Color(red: 0, green: 0, blue: 0, alpha: 0))
        let text = Array(repeating: String(repeating: "x", count: 20), count: 5).joined(separator: "\n")
        return try PreparedText(AttributedText(text, attributes: clear)).layout(width: 300)
    }

    /// cairo's SVG holds the ellipse as one red element (before: one per pixel row, 80 at @1x).
    @Test("a cairo SVG document holds one element for an ellipse")
    func cairoSVG() throws {
        let shape = ShapeFill(.ellipse(in: Rect(x: 0, y: 0, width: 120, height: 80)), color: Self.red)
        let file = TemporaryPath("ellipse.svg")
        defer { file.remove() }
        try TextRenderer().renderDocument(try Self.ellipseLayout(), format: .svg, shapes: [shape]).write(to: file.path)
        let svg = try String(contentsOfFile: file.path, encoding: .utf8)
        #expect(svg.components(separatedBy: "fill:rgb(100%,0%,0%)").count - 1 == 1, "\(svg.prefix(600))")
    }

    /// The PDF's ellipse read back by pdftoppm at 144 dpi (2 px a point) covers π × 60 × 40 ×
    /// 4 = 30,159 px², within 0.5 % (an outline, antialiased; the canvas's row slices are over
    /// by up to 1.05 %).
    @Test("a PDF's ellipse covers the ellipse's area, read by an independent rasterizer")
    func pdfArea() throws {
        try #require(Poppler.isInstalled, Poppler.missingMessage)
        let shape = ShapeFill(.ellipse(in: Rect(x: 0, y: 0, width: 120, height: 80)), color: Self.red)
        let file = TemporaryPath("ellipse.pdf")
        defer { file.remove() }
        try TextRenderer().renderDocument(try Self.ellipseLayout(), format: .pdf, shapes: [shape]).write(to: file.path)
        let image = try Poppler.rasterize(file.path, dpi: 144)
        var covered = 0.0
        for i in stride(from: 0, to: image.rgba.count, by: 4) {
            // pdftoppm draws on white: red where covered, white elsewhere; green measures the gap.
            covered += 1 - Double(image.rgba[i + 1]) / 255
        }
        let expected = Double.pi * 60 * 40 * 4
        #expect(abs(covered - expected) / expected < 0.005, "\(covered) px² against \(expected)")
    }
}
