import Foundation
import Testing
import LabelHost
import RepresentableKit
import TextRendering
import Typesetting
@testable import Scenes

/// `ImageRenderer` and the SwiftUI-shaped views it draws (`Text` from a string, `Color`,
/// shapes, `clipShape`, `Image`), against SwiftUI's rules (BehaviourReference, "SwiftUI views
/// and ImageRenderer") and against the same views read from scene JSON.
@Suite("ImageRenderer and SwiftUI-shaped views")
struct ImageRendererTests {
    /// The row of the task: a headline in the secondary colour beside a blue rounded square.
    static func settingsRow() -> some LayoutView {
        HStack {
            Text("Settings").font(.headline).foregroundColor(.secondary).lineLimit(1)
            RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 24, height: 24)
        }
    }

    /// The straight (unpremultiplied) colour of a canvas pixel.
    static func straight(_ canvas: Canvas, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = canvas.pixel(x: x, y: y)
        let a = Int(p.alpha)
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ v: UInt8) -> Int { (Int(v) * 255 + a / 2) / a }
        return (un(p.red), un(p.green), un(p.blue), a)
    }

    /// Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian), read without libpng.
    static func pngSize(_ png: [UInt8]) -> (Int, Int) {
        func be(_ k: Int) -> Int { png[k..<(k + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (be(16), be(20))
    }

    static func temporaryDirectory(_ name: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("imagerenderer-\(name)-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    /// The headline at the Large size measured the engine's way: the system font at 17 pt,
    /// semibold (HIG: headline is 17 pt semibold at Large [D]), one line, ceiled to 1/scale.
    static func headlineSize(_ text: String, scale: Double) throws -> Size {
        let fonts = try FontCollection.bundled()
        let font = try fonts.systemFont(ofSize: 17, weight: .semibold)
            .withTextStyle(Typesetting.Font.DynamicTypeStyle(.headline, category: .large))
        let size = try TextContent(text, font: font).textSize(width: nil, scale: 1)
        func ceiled(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
        return Size(width: ceiled(size.width), height: ceiled(size.height))
    }

    @Test(arguments: [2.0, 3.0])
    func settingsRowRendersAtLayoutSizeTimesScale(scale: Double) throws {
        var renderer = ImageRenderer(content: Self.settingsRow())
        renderer.scale = scale
        let layout = try renderer.layout()
        let png = try renderer.pngData()
        // The PNG is the layout's size × scale, in whole pixels (ImageRenderer's rule).
        let (w, h) = Self.pngSize(png)
        #expect(w == Int((layout.size.width * scale - 1e-9).rounded(.up)))
        #expect(h == Int((layout.size.height * scale - 1e-9).rounded(.up)))

        // The text is the headline's one-line size, pixel-ceiled at the renderer's scale
        // (the environment's displayScale); the square 24 × 24, 8 pt after it (the stack's
        // default spacing), the row as tall as the square and the text centred in it.
        let headline = try Self.headlineSize("Settings", scale: scale)
        let text = try #require(layout.frames.first { $0.type == "text" })
        let square = try #require(layout.frames.first { $0.type == "roundedRectangle" })
        #expect(abs(text.rect.width - headline.width) < 1e-9)
        #expect(abs(text.rect.height - headline.height) < 1e-9)
        #expect(square.rect.width == 24 && square.rect.height == 24)
        #expect(abs(square.rect.minX - (headline.width + 8)) < 1e-9)
        #expect(layout.size.height == 24)
        #expect(abs(layout.size.width - (headline.width + 8 + 24)) < 1e-9)
        #expect(abs(text.rect.minY - ((24 - headline.height) * scale / 2).rounded() / scale) < 1e-9)

        let canvas = try renderer.render().canvas
        func px(_ points: Double) -> Int { Int(points * scale) }
        // The square's centre is system blue #007AFF, opaque.
        let centre = Self.straight(canvas, px(square.rect.midX), px(square.rect.midY))
        #expect(centre == (0, 122, 255, 255))
        // Its top-left pixel lies outside the 8 pt corner arc (its centre is
        // 8·√2 − (0.5/scale)·√2 ≈ 11 pt from the arc's centre): nothing drawn, transparent.
        #expect(canvas.pixel(x: px(square.rect.minX), y: 0).alpha == 0)
        // The text's most covered pixel is the secondary colour: #3C3C43 at 60 % (153 of 255).
        var darkest = (r: 0, g: 0, b: 0, a: 0)
        for y in px(text.rect.minY)..<px(text.rect.maxY) {
            for x in 0..<px(text.rect.maxX) where Int(canvas.pixel(x: x, y: y).alpha) > darkest.a {
                darkest = Self.straight(canvas, x, y)
            }
        }
        #expect(darkest.a == 153)
        #expect(abs(darkest.r - 60) <= 2 && abs(darkest.g - 60) <= 2 && abs(darkest.b - 67) <= 2)
    }

    // MARK: The same row in Swift and in scene JSON

    /// A 16 × 8 PNG icon: left half red, right half blue.
    static func writeIcon(in dir: URL) throws -> String {
        var canvas = try Canvas(width: 16, height: 8, background: Color(red: 1, green: 0, blue: 0))
        canvas.fill(Graphics.Rect(x: 8, y: 0, width: 8, height: 8), color: Color(red: 0, green: 0, blue: 1))
        let path = dir.appendingPathComponent("icon.png").path
        try canvas.writePNG(to: path)
        return path
    }

    static func swiftRow(icon: String) throws -> some LayoutView {
        let image = try Image(contentsOfFile: icon)
        return HStack {
            image.resizable().scaledToFit().frame(width: 20, height: 20)
            Text("Settings").font(.headline).foregroundColor(.secondary).lineLimit(1)
            Spacer()
            RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 24, height: 24)
            Circle().fill(.red).frame(width: 30, height: 12)
        }
        .padding(12)
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
        .cornerRadius(10)
    }

    static func jsonRow(icon: String, width: Double) -> String {
        """
        {"scale": 2, "background": "#ffffff", "proposal": {"width": \(width)},
         "root": {"type": "cornerRadius", "radius": 10, "content":
          {"type": "background", "background": {"type": "color", "color": "#F2F2F7"}, "content":
           {"type": "padding", "insets": 12, "content":
            {"type": "hstack", "children": [
              {"type": "frame", "width": 20, "height": 20, "content":
               {"type": "aspectRatio", "contentMode": "fit", "content": {"type": "image", "file": "\(icon)", "resizable": true}}},
              {"type": "text", "text": "Settings", "font": {"textStyle": "headline"}, "color": "#3C3C4399", "lineLimit": 1},
              {"type": "spacer"},
              {"type": "frame", "width": 24, "height": 24, "content": {"type": "roundedRectangle", "cornerRadius": 8, "fill": "#007AFF"}},
              {"type": "frame", "width": 30, "height": 12, "content": {"type": "circle", "fill": "#FF3B30"}}
            ]}}}}}
        """
    }

    @Test(arguments: [320.0, 390.0])
    func swiftAndSceneJSONGiveTheSameFramesAndPixels(width: Double) throws {
        let dir = try Self.temporaryDirectory("row")
        let icon = try Self.writeIcon(in: dir)
        var renderer = ImageRenderer(content: try Self.swiftRow(icon: icon))
        renderer.scale = 2
        renderer.proposedSize = ProposedViewSize(width: width, height: nil)
        renderer.background = .white
        let scene = try Scene(json: Self.jsonRow(icon: icon, width: width), fonts: try FontCollection.bundled())
        let fromJSON = try SceneRenderer().render(scene)
        let fromSwift = try renderer.render()
        #expect(fromSwift.layout.size == fromJSON.layout.size)
        #expect(fromSwift.layout.size.width == width)
        #expect(fromSwift.layout.frames.map(\.rect) == fromJSON.layout.frames.map(\.rect))
        #expect(fromSwift.layout.frames.map(\.type) == fromJSON.layout.frames.map(\.type))
        #expect(fromSwift.canvas.pixels == fromJSON.canvas.pixels)
        try Data(fromSwift.canvas.pngData()).write(to: dir.appendingPathComponent("row-\(Int(width)).png"))
    }

    // MARK: Shapes, colours, clips and images, by SwiftUI's rules

    @Test func coloursAndShapesTakeTheProposalWithTenForUnspecifiedAxes() {
        // Shape.sizeThatFits: the proposal with nil replaced by 10 (replacingUnspecifiedDimensions) [D].
        let views: [any LayoutView] = [Color.red, Rectangle(), RoundedRectangle(cornerRadius: 4), Capsule(), Circle(), Ellipse(),
                                       Capsule().fill(.blue)]
        for view in views {
            #expect(view.sizeThatFits(.unspecified) == Size(width: 10, height: 10))
            #expect(view.sizeThatFits(ProposedViewSize(width: 40, height: nil)) == Size(width: 40, height: 10))
            #expect(view.sizeThatFits(ProposedViewSize(width: 40, height: 25)) == Size(width: 40, height: 25))
            #expect(view.sizeThatFits(.infinity).width == .infinity)
        }
    }

    @Test func aCircleIsTheShorterSideCentredInItsWholeFrame() throws {
        var renderer = ImageRenderer(content: Circle().fill(.red).frame(width: 40, height: 20))
        renderer.scale = 1
        let (canvas, layout) = try renderer.render()
        #expect(layout.frames.first { $0.type == "circle" }?.rect == Graphics.Rect(x: 0, y: 0, width: 40, height: 20))
        // The circle is 20 across, x 10…30: x 2 is outside, x 20 inside, x 11 (1 pt in at mid-height) inside.
        #expect(canvas.pixel(x: 2, y: 10).alpha == 0)
        #expect(Self.straight(canvas, 20, 10) == (255, 59, 48, 255))
        #expect(canvas.pixel(x: 11, y: 10).alpha == 255)
        #expect(canvas.pixel(x: 10, y: 1).alpha == 0)
    }

    @Test func cornerRadiusIsClipShapeOfARoundedRectangleAndKeepsTheLayout() throws {
        func render(_ view: any LayoutView) throws -> (Canvas, LayoutResult) {
            var renderer = ImageRenderer(content: view)
            renderer.scale = 2
            return try renderer.render()
        }
        let square = Color.blue.frame(width: 40, height: 40)
        let (cornered, layout) = try render(square.cornerRadius(8))
        let (clipped, _) = try render(square.clipShape(RoundedRectangle(cornerRadius: 8)))
        let (plain, plainLayout) = try render(square)
        #expect(cornered.pixels == clipped.pixels)
        // Clipping does not change frames: the same rects, one more (the clip's own) frame.
        #expect(layout.frames.dropFirst().map(\.rect) == plainLayout.frames.map(\.rect))
        // The corner pixel is outside the arc; the centre and an edge's middle are inside.
        #expect(cornered.pixel(x: 0, y: 0).alpha == 0)
        #expect(plain.pixel(x: 0, y: 0).alpha == 255)
        #expect(cornered.pixel(x: 40, y: 40) == plain.pixel(x: 40, y: 40))
        #expect(cornered.pixel(x: 0, y: 40) == plain.pixel(x: 0, y: 40))
        // Text inside a clip is clipped too: a text overflowing a 20 pt frame leaves ink in
        // the clear area beside it, unless the frame is clipped.
        func ink(clipped: Bool) throws -> Int {
            let label = Text("Settings").fixedSize().frame(width: 20, alignment: .leading)
            let row = HStack(spacing: 0) {
                if clipped { label.clipped() } else { label }
                Color.clear.frame(width: 60, height: 1)
            }
            let (canvas, _) = try render(row)
            var count = 0
            for y in 0..<canvas.height { for x in 41..<canvas.width where canvas.pixel(x: x, y: y).alpha > 0 { count += 1 } }
            return count
        }
        #expect(try ink(clipped: false) > 0)
        #expect(try ink(clipped: true) == 0)
    }

    @Test func imagesAreTheirPixelsOverScaleUntilResizable() throws {
        let dir = try Self.temporaryDirectory("image")
        let icon = try Self.writeIcon(in: dir)
        let image = try Image(contentsOfFile: icon)
        // Not resizable: the natural size (16 × 8 px at 1 px a point), whatever is proposed [D].
        #expect(image.sizeThatFits(ProposedViewSize(width: 100, height: 100)) == Size(width: 16, height: 8))
        #expect(try Image(contentsOfFile: icon, scale: 2).sizeThatFits(.unspecified) == Size(width: 8, height: 4))
        // Resizable: the proposal, nil axes natural.
        #expect(image.resizable().sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 100, height: 8))
        // scaledToFit in 100 × 100 keeps 2 : 1 → 100 × 50; scaledToFill → 200 × 100 (AspectRatioLayout).
        let square = ProposedViewSize(width: 100, height: 100)
        #expect(image.resizable().scaledToFit().sizeThatFits(square) == Size(width: 100, height: 50))
        #expect(image.resizable().scaledToFill().sizeThatFits(square) == Size(width: 200, height: 100))
        #expect(image.resizable().aspectRatio(1, contentMode: .fit).sizeThatFits(square) == Size(width: 100, height: 100))
        // Drawn stretched over its frame: the left half red, the right half blue.
        var renderer = ImageRenderer(content: image.resizable().frame(width: 32, height: 16))
        renderer.scale = 1
        let canvas = try renderer.render().canvas
        #expect(Self.straight(canvas, 4, 8) == (255, 0, 0, 255))
        #expect(Self.straight(canvas, 28, 8) == (0, 0, 255, 255))
    }

    @Test func imageFilesAreUntrustedInput() throws {
        let dir = try Self.temporaryDirectory("bad")
        let notPNG = dir.appendingPathComponent("not.png")
        try Data("hello".utf8).write(to: notPNG)
        #expect(throws: RenderError.self) { try Image(contentsOfFile: notPNG.path) }
        #expect(throws: RenderError.self) { try Image(contentsOfFile: dir.appendingPathComponent("missing.png").path) }
        #expect(throws: RenderError.self) { try Image(contentsOfFile: dir.path) }  // a directory
        // A header claiming more than AttachmentImages.maximumPixelCount pixels is refused
        // before its pixels are decoded.
        var big = try Canvas(width: 1, height: 1).pngData()
        big.replaceSubrange(16..<24, with: [0, 0, 0x40, 0, 0, 0, 0x40, 0])  // 16384 × 16384
        let bigPath = dir.appendingPathComponent("big.png")
        try Data(big).write(to: bigPath)
        #expect(throws: RenderError.self) { try Image(contentsOfFile: bigPath.path) }
    }

    // MARK: Files and errors

    @Test func writeChoosesTheFormatByExtension() throws {
        let dir = try Self.temporaryDirectory("write")
        let renderer = ImageRenderer(content: Self.settingsRow())
        let magic: [String: [UInt8]] = [
            "png": [0x89, 0x50, 0x4E, 0x47], "PNG": [0x89, 0x50, 0x4E, 0x47],
            "pdf": Array("%PDF".utf8), "svg": Array("<?xm".utf8),
        ]
        for (ext, bytes) in magic {
            let path = dir.appendingPathComponent("row.\(ext)").path
            try renderer.write(to: path)
            #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path)).prefix(4)) == bytes, "\(ext)")
        }
        for name in ["row.jpg", "row", "dir.png/row.gif"] {
            let path = dir.appendingPathComponent(name).path
            #expect(throws: ImageRendererError.self) { try renderer.write(to: path) }
            #expect(!FileManager.default.fileExists(atPath: path))
        }
        #expect(ImageRendererError.unsupportedFileExtension(path: "a.jpg", extension: "jpg").description.contains(".png, .pdf or .svg"))
    }

    @Test func failuresAreTypedErrors() throws {
        // A text the engine refuses (a negative line limit) is reported, not drawn as nothing.
        let bad = ImageRenderer(content: VStack { Text("x").lineLimit(-1) })
        #expect(throws: ImageRendererError.self) { try bad.pngData() }
        // A colour under an infinite proposal is infinite: no picture.
        var infinite = ImageRenderer(content: Color.red)
        infinite.proposedSize = .infinity
        #expect(throws: ImageRendererError.self) { try infinite.pngData() }
        var badScale = ImageRenderer(content: Color.red)
        badScale.scale = 0
        #expect(throws: ImageRendererError.self) { try badScale.pngData() }
    }

    @Test func aTransparentBackgroundByDefault() throws {
        var renderer = ImageRenderer(content: Color.clear.frame(width: 4, height: 4))
        #expect(try renderer.render().canvas.pixel(x: 1, y: 1).alpha == 0)
        renderer.background = .white
        #expect(try renderer.render().canvas.pixel(x: 1, y: 1) == Canvas.Pixel(red: 255, green: 255, blue: 255, alpha: 255))
    }
}

/// The Open Graph card of the article "Render a view to an image" (Scenes.docc), as written
/// there: a 1200 × 630 canvas of fixed frames, a ZStack and positions.
@Suite("Render a view to an image (article)")
struct RenderArticleTests {
    static func card(title: String) -> some LayoutView {
        ZStack {
            Color(red: 0.07, green: 0.09, blue: 0.16)
            Circle().fill(.blue).frame(width: 420, height: 420).position(x: 1080, y: 90)
            VStack(alignment: .leading, spacing: 24) {
                Text("RepresentableKit").font(.system(size: 32, weight: .semibold)).foregroundColor(.gray)
                Text(title).font(.system(size: 72, weight: .bold)).foregroundColor(.white).lineLimit(2)
            }
            .frame(width: 1000, alignment: .leading)
            .position(x: 600, y: 315)
            Capsule().fill(.orange).frame(width: 160, height: 12).position(x: 180, y: 560)
        }
        .frame(width: 1200, height: 630)
        .clipped()
    }

    @Test func theCardIs1200By630AtScale1() throws {
        let renderer = ImageRenderer(content: Self.card(title: "Render a view to an image"))
        let png = try renderer.pngData()
        // Fixed frames: the ideal size is the frame's, 1200 × 630 px at scale 1 (the OG size).
        #expect(ImageRendererTests.pngSize(png) == (1200, 630))
        let canvas = try renderer.render().canvas
        // The clipped circle's part outside the card is gone; inside, its centre is blue.
        #expect(ImageRendererTests.straight(canvas, 1080, 90) == (0, 122, 255, 255))
        let dir = try ImageRendererTests.temporaryDirectory("card")
        try renderer.write(to: dir.appendingPathComponent("card.png").path)
    }
}
