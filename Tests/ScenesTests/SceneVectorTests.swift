import Foundation
import Testing
import CCairo
import Graphics
import LabelHost
import RepresentableKit
import TextRendering
import Typesetting
@testable import Scenes

/// Scenes drawn through the same `DrawingContext` into an SVG: the labels' glyphs where their
/// layouts put them inside their frames, the border, and the debug overlay's frame outlines.
@Suite("Scenes in PDF and SVG")
struct SceneVectorTests {
    static let sceneFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenes/lipsum-adaptor-padding.json").path

    /// The x and y attributes of each glyph `<use>` of an SVG cairo wrote, in document order.
    static func glyphPlacements(in svg: String) throws -> [Point] {
        let pattern = try NSRegularExpression(pattern: ##"<use xlink:href="#glyph[^"]*" x="([-0-9.e]+)" y="([-0-9.e]+)""##)
        let range = NSRange(svg.startIndex..., in: svg)
        return pattern.matches(in: svg, range: range).compactMap { match in
            guard let x = Range(match.range(at: 1), in: svg).flatMap({ Double(svg[$0]) }),
                  let y = Range(match.range(at: 2), in: svg).flatMap({ Double(svg[$0]) }) else { return nil }
            return Point(x: x, y: y)
        }
    }

    @Test("The label's glyphs are at its drawing layout's positions plus its origin; the overlay outlines every frame")
    func sceneInSVG() throws {
        let scene = try Scene(json: try String(contentsOfFile: Self.sceneFile, encoding: .utf8), fonts: try FontCollection.bundled())
        let (document, result) = try SceneRenderer().renderDocument(scene, format: .svg, debug: true)
        let svg = String(decoding: try document.finish(), as: UTF8.self)
        // The page is the PNG's area at the scene's scale 2: 390 × 113.5 pt (Scenes' article
        // "Getting started with scenes": four lines of the system font, 4 × 17 × 2444/2048 = 81.148 → 81.5, + 32).
        #expect(document.pageSize == Size(width: 390, height: 113.5))
        #expect(svg.contains(#"width="390pt" height="113.5pt""#))

        let frame = try #require(result.frame(id: "quote")?.rect)
        let label = try #require(scene.placement().hostedViews.first { $0.view is Label }?.view as? Label)
        let (layout, origin) = try #require(try label.drawingLayout(in: frame))
        let placed = try Self.glyphPlacements(in: svg)
        // Spaces have no ink and cairo may leave them out; every other glyph is there, in order.
        var next = 0
        var found = 0
        for run in layout.glyphRuns {
            for position in run.positions {
                let expected = Point(x: position.x + origin.x, y: position.y + origin.y)
                if next < placed.count, abs(placed[next].x - expected.x) <= 0.01, abs(placed[next].y - expected.y) <= 0.01 {
                    next += 1
                    found += 1
                }
            }
        }
        #expect(next == placed.count, "\(placed.count - next) glyphs not at the layout's positions")
        // The quote has 158 characters, 29 of them spaces (counted in the JSON's text), and
        // Inter forms no ligatures from it: at least its 129 other characters are drawn.
        #expect(found >= 158 - 29)

        // The debug overlay's frame outline colour, #ff3399 at 0.8 (SceneRenderer.frameOutline),
        // once a frame: padding, border, adaptor, label.
        let outlines = svg.components(separatedBy: "stroke:rgb(100%,20%,60%);stroke-opacity:0.8").count - 1
        #expect(outlines == result.frames.count && result.frames.count == 4, "\(outlines) outlines for \(result.frames.count) frames")
        // The 1-pt border, #3478f6: rgb(20.392157%, 47.058824%, 96.470588%) as cairo writes it.
        #expect(svg.contains("rgb(20.392157%,47.058824%,96.470588%)"))
    }

    @Test("A scene drawn into the caller's cairo context follows the caller's transformation")
    func sceneIntoCallerContext() throws {
        let scene = try Scene(json: try String(contentsOfFile: Self.sceneFile, encoding: .utf8), fonts: try FontCollection.bundled())
        let own = String(decoding: try SceneRenderer().renderDocument(scene, format: .svg).document.finish(), as: UTF8.self)
        let path = NSTemporaryDirectory() + "scene-caller-\(UUID().uuidString).svg"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let surface = try #require(cairo_svg_surface_create(path, 500, 300))
        let cr = try #require(cairo_create(surface))
        cairo_translate(cr, 20, 30)
        do {
            var context = CairoContext(borrowing: cr)
            try SceneRenderer().draw(scene.placement(), into: &context, debug: true)
        }
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)
        let theirs = try Self.glyphPlacements(in: try String(contentsOfFile: path, encoding: .utf8))
        let ours = try Self.glyphPlacements(in: own)
        // The same glyphs (cairo leaves out the same blank ones: their places differ by whole
        // points), each moved by the caller's (20, 30).
        try #require(theirs.count == ours.count && ours.count > 100)
        for (a, b) in zip(theirs, ours) {
            #expect(abs(a.x - b.x - 20) <= 0.01 && abs(a.y - b.y - 30) <= 0.01, "\(a) vs \(b)")
        }
    }
}
