import Testing
import Graphics
import LabelHost
import RepresentableKit
import TextRendering
import Typesetting
@testable import Scenes

/// A hosted view of a fixed size that paints its whole frame in one colour: the smallest view
/// that says it draws through `Drawable`.
final class Swatch: HostedView, Drawable {
    let color: Color
    init(_ color: Color) { self.color = color }
    var intrinsicContentSize: Size { Size(width: 10, height: 10) }
    func sizeThatFits(_ size: Size) -> Size { intrinsicContentSize }
    func contentHuggingPriority(for axis: Axis) -> LayoutPriority { .defaultLow }
    func contentCompressionResistancePriority(for axis: Axis) -> LayoutPriority { .defaultHigh }
    func draw(in frame: Rect, into context: inout some DrawingContext, debug: Bool) throws {
        context.fill(frame, color: color)
    }
}

@Suite("Scene rendering")
struct SceneRenderingTests {
    @Test("Any Drawable hosted view is drawn in its frame; views that do not draw are not")
    func drawableViews() throws {
        let red = Color(red: 1, green: 0, blue: 0)
        let plain = FixedView(intrinsicWidth: 10, intrinsicHeight: 10)
        let root = HStack(spacing: 0) {
            Representable(Swatch(red), id: "swatch")
            Representable(plain, id: "plain")
        }
        let scene = Scene(scale: 1, background: .white, root: root)
        let (canvas, layout, _) = try SceneRenderer().render(scene)
        // Two 10 × 10 views side by side with no spacing: 20 × 10, the swatch at x 0…10.
        #expect(layout.size == Size(width: 20, height: 10))
        #expect(canvas.pixel(x: 5, y: 5) == Canvas.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        // The plain view has no fill and does not draw: the white background shows.
        #expect(canvas.pixel(x: 15, y: 5) == Canvas.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }

    @Test("A label draws its text inside its frame, with nothing outside")
    func labelInk() throws {
        let fonts = try FontCollection.bundled()
        let json = """
            {"scale": 2, "background": "#ffffff",
             "root": {"type": "padding", "insets": 10, "content": {"type": "label", "id": "l", "text": "Some text"}}}
            """
        let scene = try Scene(json: json, fonts: fonts)
        let (canvas, layout, _) = try SceneRenderer().render(scene)
        let frame = try #require(layout.frame(id: "l")?.rect)
        var inside = 0
        var outside = 0
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).red < 250 {
                let point = Point(x: (Double(x) + 0.5) / 2, y: (Double(y) + 0.5) / 2)
                let within = point.x >= frame.minX && point.x <= frame.maxX && point.y >= frame.minY && point.y <= frame.maxY
                if within { inside += 1 } else { outside += 1 }
            }
        }
        // The 10-pt padding is a margin of 20 px on each side that must stay white; the
        // label itself (Inter 17, "Some text", 82 × 21 at @2x) must have ink.
        #expect(inside > 100)
        #expect(outside == 0)
    }

    @Test("Scene colours are parsed once when the scene is read: a bad colour is an error there")
    func badColourIsAReadError() {
        let json = ##"{"root": {"type": "view", "intrinsicWidth": 1, "intrinsicHeight": 1, "color": "#12"}}"##
        #expect(throws: SceneError.self) { _ = try Scene(json: json, makeLabel: fakeLabel) }
        // "#rgba" is accepted by the reader and reaches the renderer as a colour: #f008 is
        // red with alpha 0x88 / 255.
        let ok = ##"{"root": {"type": "view", "intrinsicWidth": 1, "intrinsicHeight": 1, "color": "#f008"}}"##
        let color = try? Scene(json: ok, makeLabel: fakeLabel).layout().frames.first?.fillColor
        #expect(color == Color(red: 1, green: 0, blue: 0, alpha: Double(0x88) / 255))
    }

    @Test("Drawing follows tree order, back to front: a later fill covers an earlier drawing")
    func treeOrder() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let redPixel = Canvas.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
        let bluePixel = Canvas.Pixel(red: 0, green: 0, blue: 255, alpha: 255)
        func blueView() -> Representable {
            Representable(FixedView(intrinsicWidth: 10, intrinsicHeight: 10, backgroundColor: blue))
        }
        // ZStack children are back to front: the blue fill (second) covers the red swatch.
        let stacked = ZStack {
            Representable(Swatch(red))
            blueView()
        }
        let (front, _, _) = try SceneRenderer().render(Scene(scale: 1, background: .white, root: stacked))
        #expect(front.pixel(x: 5, y: 5) == bluePixel)
        // An overlay is drawn after the view it modifies, a background before it.
        let overlaid = blueView().overlay(Representable(Swatch(red)))
        #expect(try SceneRenderer().render(Scene(scale: 1, root: overlaid)).canvas.pixel(x: 5, y: 5) == redPixel)
        let behind = blueView().background(Representable(Swatch(red)))
        #expect(try SceneRenderer().render(Scene(scale: 1, root: behind)).canvas.pixel(x: 5, y: 5) == bluePixel)
    }
}
