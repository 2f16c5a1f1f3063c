import Foundation
import Testing
import Typesetting
@testable import TextRendering

@Suite("Text renderer")
struct TextRendererTests {
    /// Renders `layout` at (margin, margin) points into a transparent canvas `margin` points
    /// larger on every side, so ink that leaves the layout frame is kept and can be counted.
    static func renderWithMargin(_ layout: TextLayout, scale: Double, margin: Double = 10) throws -> Canvas {
        var canvas = try Canvas(width: Int(((layout.size.width + 2 * margin) * scale).rounded(.up)),
                                height: Int(((layout.size.height + 2 * margin) * scale).rounded(.up)), scale: scale)
        try TextRenderer().render(layout, at: Point(x: margin, y: margin), into: &canvas)
        return canvas
    }

    static func box(_ rect: Rect, margin: Double, scale: Double) -> PixelBox {
        PixelBox(minX: (rect.minX + margin) * scale, minY: (rect.minY + margin) * scale,
                 maxX: (rect.maxX + margin) * scale, maxY: (rect.maxY + margin) * scale)
    }

    // The PNG's size is ⌈layout size × scale⌉ (the rule itself, computed here with
    // Double.rounded(.up)); read back from the IHDR chunk (PNG spec §11.2.2: width and
    // height big-endian at bytes 16 and 20 of the file).
    @Test(arguments: [2.0, 3.0])
    func pngSizeIsCeiledLayoutSize(scale: Double) throws {
        let font = try Fixture.inter(17)
        for (text, width) in [("Hello, world", nil), (Fixture.paragraph, 300.0)] as [(String, Double?)] {
            let layout = try Fixture.layout(text, font: font, width: width)
            let w = layout.size.width * scale, h = layout.size.height * scale
            // The sizes are not within 10⁻⁶ of a whole pixel, where Canvas.pixelLength would
            // not ceil float noise; the plain rule applies.
            try #require(abs(w - w.rounded()) > 1e-6 && abs(h - h.rounded()) > 1e-6)
            let canvas = try TextRenderer().render(layout, scale: scale, background: .white)
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try canvas.writePNG(to: path)
            let png = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(Array(png[12..<16]) == Array("IHDR".utf8))
            #expect(bigEndianUInt32(png, at: 16) == UInt32(w.rounded(.up)))
            #expect(bigEndianUInt32(png, at: 20) == UInt32(h.rounded(.up)))
        }
    }

    // The 300-pt label: Inter 17, ~200 characters, scale 2. Every ink pixel lies inside the
    // measured frame (0, 0, size): none of the paragraph's glyphs reaches past its advance
    // box or above/below Inter's hhea ascender/descender (2728/−680 units).
    @Test func paragraphInkInsideFrame() throws {
        let layout = try Fixture.layout(Fixture.paragraph, font: Fixture.inter(17), width: 300)
        #expect(layout.lines.count > 2)
        let margin = 10.0, scale = 2.0
        let canvas = try Self.renderWithMargin(layout, scale: scale, margin: margin)
        let frame = Self.box(Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height), margin: margin, scale: scale)
        let ink = canvas.inkPixels()
        #expect(ink.count > 0)
        #expect(ink.filter { !frame.overlaps(x: $0.x, y: $0.y) }.count == 0)
    }

    // A line broken after a soft hyphen draws a hyphen where the layout measured it:
    // "inter\u{AD}national" at 70 pt breaks after "inter" (6012 units, hb-shape advances);
    // the hyphen U+2010's outline spans x 56…952 and y 768…988 units (fontTools glyf
    // "uni2010", upem 2816). All ink past "inter" on line 1 lies in that box.
    @Test func softHyphenIsDrawnAtTheLineEnd() throws {
        let font = try Fixture.inter(17)
        let scale = 2.0, margin = 10.0
        let u = { (units: Double) in units * 17 / 2816 }
        let broken = try Fixture.layout("inter\u{AD}national", font: font, width: 70)
        try #require(broken.lines.count == 2 && broken.lines[0].isHyphenated)
        let baseline = broken.lines[0].baseline
        // The outline box, one pixel wider each side for antialiasing.
        let hyphenBox = PixelBox(minX: (u(6012 + 56) + margin) * scale - 1, minY: (baseline - u(988) + margin) * scale - 1,
                                 maxX: (u(6012 + 952) + margin) * scale + 1, maxY: (baseline - u(768) + margin) * scale + 1)
        let ink = try Self.renderWithMargin(broken, scale: scale, margin: margin).inkPixels()
        // Past the end of "inter" on line 1 (above line 2), everything is the hyphen.
        let pastInter = ink.filter { Double($0.x) >= (u(6012) + margin) * scale + 1 && Double($0.y) < (broken.lines[1].origin.y + margin) * scale }
        #expect(pastInter.count > 20)
        #expect(pastInter.allSatisfy { hyphenBox.overlaps(x: $0.x, y: $0.y) })
    }

    // Finer: each ink pixel of the paragraph lies in a line box (origin, width, height), at
    // scales 1, 2 and 3.
    @Test(arguments: [1.0, 2.0, 3.0])
    func paragraphInkInsideLineBoxes(scale: Double) throws {
        let layout = try Fixture.layout(Fixture.paragraph, font: Fixture.inter(17), width: 300)
        let margin = 10.0
        let canvas = try Self.renderWithMargin(layout, scale: scale, margin: margin)
        let boxes = layout.lines.map { Self.box($0.frame, margin: margin, scale: scale) }
        let stray = canvas.inkPixels().filter { p in !boxes.contains { $0.overlaps(x: p.x, y: p.y) } }
        #expect(stray.isEmpty, "ink outside every line box at \(stray.prefix(5))")
    }

    // Documented overhangs (TextRenderer's doc comment). Inter's "j" starts 36 units left of
    // its origin (fontTools BoundsPen at wght 400: xMin −36, upem 2816): 36/2816 × 17 pt, plus
    // up to ⅛ px from the ¼-px position quantization. "Å" rises to 2768 units, 40 above the
    // hhea ascender 2728: 40/2816 × 17 pt, plus up to ½ px from rounding the baseline to a
    // pixel row. Ink leaves the line box by no more than that, and nothing else leaves it.
    @Test(arguments: [1.0, 2.0, 3.0])
    func documentedOverhangs(scale: Double) throws {
        let font = try Fixture.inter(17)
        let margin = 10.0
        let jLeft = 36.0 / 2816 * 17 * scale + 1.0 / 8
        let ringTop = 40.0 / 2816 * 17 * scale + 0.5
        for (text, dx, dy) in [("just jiffy", jLeft, 0.0), ("ÅÅ", 0.0, ringTop)] {
            let layout = try Fixture.layout(text, font: font)
            let line = try #require(layout.lines.first)
            let canvas = try Self.renderWithMargin(layout, scale: scale, margin: margin)
            let strict = Self.box(line.frame, margin: margin, scale: scale)
            var loose = strict
            loose.minX -= dx
            loose.minY -= dy
            let ink = canvas.inkPixels()
            #expect(ink.allSatisfy { loose.overlaps(x: $0.x, y: $0.y) }, "\(text): ink beyond the documented overhang")
            // …and the overhang is real (the allowance is not slack).
            #expect(ink.contains { !strict.overlaps(x: $0.x, y: $0.y) }, "\(text): expected ink outside the line box")
        }
    }

    // Ink exists where glyphs are; a space-only label has none (and still gets a 1-px-wide
    // canvas: its width is 0 because trailing spaces hang, its height one line).
    @Test func inkOnlyWhereGlyphsAre() throws {
        let font = try Fixture.inter(17)
        let text = try TextRenderer().render(Fixture.layout("Ink", font: font), scale: 2)
        #expect(text.inkCount > 0)
        let spaces = try Fixture.layout("   ", font: font)
        let blank = try TextRenderer().render(spaces, scale: 2)
        #expect(blank.inkCount == 0)
        #expect(blank.width == 1)
        #expect(blank.height == Int((spaces.size.height * 2).rounded(.up)))
    }

    // A layout without lines (the empty string) gives a 0×0 canvas, which PNG cannot hold.
    @Test func emptyLayout() throws {
        let layout = try Fixture.layout("", font: Fixture.inter(17))
        let canvas = try TextRenderer().render(layout, scale: 2)
        #expect(canvas.width == 0 && canvas.height == 0)
        #expect(throws: RenderError.self) { try canvas.pngData() }
    }

    // Emoji draw in colour (some pixel with R ≠ G or G ≠ B) and stay within their advances:
    // Noto Color Emoji's hmtx advance is 2550 units at upem 2048 (fontTools), so the three
    // clusters 😀 👍🏽 🇯🇵 (one glyph each after ligation) span 3 × 2550/2048 × 17 pt × scale.
    @Test(arguments: [1.0, 2.0, 3.0])
    func emojiInColorWithinAdvances(scale: Double) throws {
        let layout = try Fixture.layout("😀👍🏽🇯🇵", font: Fixture.inter(17))
        #expect(layout.missingGlyphs == 0)
        let canvas = try TextRenderer().render(layout, scale: scale)
        let ink = canvas.inkPixels()
        #expect(ink.count > 0)
        let colored = ink.contains { p in
            let px = canvas.pixel(x: p.x, y: p.y)
            return px.red != px.green || px.green != px.blue
        }
        #expect(colored)
        let advance = 3 * 2550.0 / 2048 * 17 * scale
        let columns = try #require(canvas.inkColumns)
        #expect(columns.lowerBound >= 0)
        #expect(Double(columns.upperBound) < advance)   // pixel column c covers [c, c + 1)
    }

    // Run colour: opaque red text on a transparent canvas is pure premultiplied red:
    // G = B = 0 and R = A on every pixel.
    @Test func runColor() throws {
        let font = try Fixture.inter(17)
        let red = TextAttributes(font: font, color: Color(red: 1, green: 0, blue: 0))
        let layout = try PreparedText(AttributedText("Red text", attributes: red)).layout()
        let canvas = try TextRenderer().render(layout, scale: 2)
        let ink = canvas.inkPixels()
        #expect(ink.count > 0)
        #expect(ink.allSatisfy { let p = canvas.pixel(x: $0.x, y: $0.y); return p.green == 0 && p.blue == 0 && p.red == p.alpha })
        #expect(ink.contains { canvas.pixel(x: $0.x, y: $0.y).alpha == 255 })
    }

    // Heavier weights put down more ink (the wght instance reaches the rasterizer).
    @Test func weightChangesInk() throws {
        let thin = try TextRenderer().render(Fixture.layout("Weight", font: Fixture.inter(17, weight: .ultraLight)), scale: 2)
        let black = try TextRenderer().render(Fixture.layout("Weight", font: Fixture.inter(17, weight: .black)), scale: 2)
        let sum = { (c: Canvas) in stride(from: 3, to: c.pixels.count, by: 4).reduce(0) { $0 + Int(c.pixels[$1]) } }
        #expect(sum(black) > 2 * sum(thin))
    }

    // Rendering into a larger canvas at a whole-pixel offset gives the same pixels, shifted:
    // glyph origins are quantized after adding the offset, and 10 pt × 2 = 20 px is whole.
    @Test func renderAtOriginIsAShift() throws {
        let layout = try Fixture.layout("Offset Åj 😀 العربية", font: Fixture.inter(17))
        let alone = try TextRenderer().render(layout, scale: 2)
        var scene = try Canvas(width: alone.width + 40, height: alone.height + 30, scale: 2)
        try TextRenderer().render(layout, at: Point(x: 10, y: 5), into: &scene)
        var same = true
        for y in 0..<scene.height {
            for x in 0..<scene.width {
                let inside = (20..<(20 + alone.width)).contains(x) && (10..<(10 + alone.height)).contains(y)
                let expected = inside ? alone.pixel(x: x - 20, y: y - 10) : Canvas.Pixel(red: 0, green: 0, blue: 0, alpha: 0)
                if scene.pixel(x: x, y: y) != expected { same = false }
            }
        }
        #expect(same)
    }

    // Debug overlay. Between the two H's of "H      H" the line box holds no glyph, so the
    // pixel there is the box fill alone: DebugColors.lineBoxFill (0.2, 0.5, 1, α 0.10)
    // premultiplied to 8 bits is (round(5.1), round(12.75), round(25.5), round(25.5)) =
    // (5, 13, 26, 26). The row just below the baseline is red-dominated there. Without debug
    // the same pixels are empty; the canvas size does not change.
    @Test func debugOverlay() throws {
        let layout = try Fixture.layout("H      H", font: Fixture.inter(17))
        let line = try #require(layout.lines.first)
        let plain = try TextRenderer().render(layout, scale: 2)
        let debug = try TextRenderer().render(layout, scale: 2, debug: true)
        #expect(plain.width == debug.width && plain.height == debug.height)
        let x = Int(line.width)   // the middle of the line in pixels at scale 2 (width/2 × 2)
        let midY = Int(line.height)
        #expect(plain.pixel(x: x, y: midY).alpha == 0)
        #expect(debug.pixel(x: x, y: midY) == Canvas.Pixel(red: 5, green: 13, blue: 26, alpha: 26))
        let baselineRow = Int((line.baseline * 2).rounded())   // the glyphs' pixel baseline
        let b = debug.pixel(x: x, y: baselineRow)
        #expect(b.red > b.blue && b.red > b.green)
        #expect(plain.pixel(x: x, y: baselineRow).alpha == 0)
        // The 1-px line-box outline at the box's left edge is blue-dominated.
        let edge = debug.pixel(x: 0, y: midY)
        #expect(edge.blue > edge.red && edge.alpha > 26)
    }

    @Test func invalidScale() throws {
        let layout = try Fixture.layout("x", font: Fixture.inter(17))
        for scale in [0.0, -2, .nan, .infinity, 17] {
            do {
                _ = try TextRenderer().render(layout, scale: scale)
                Issue.record("scale \(scale) was accepted")
            } catch {
                guard case .invalidScale = error else { Issue.record("unexpected \(error)"); continue }
            }
        }
    }

    // A truncated single line (UILabel numberOfLines = 1, tail truncation) draws its ellipsis
    // inside the frame too.
    @Test func truncatedLineInsideFrame() throws {
        var style = ParagraphStyle()
        style.lineBreakMode = .byTruncatingTail
        let layout = try PreparedText(Fixture.paragraph, font: Fixture.inter(17), style: style).layout(width: 120, numberOfLines: 1)
        #expect(layout.isTruncated)
        let margin = 10.0, scale = 3.0
        let canvas = try Self.renderWithMargin(layout, scale: scale, margin: margin)
        let frame = Self.box(Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height), margin: margin, scale: scale)
        #expect(canvas.inkCount > 0)
        #expect(canvas.inkPixels().allSatisfy { frame.overlaps(x: $0.x, y: $0.y) })
    }

    // Right-to-left and CJK lines render every glyph (no .notdef) with ink inside the frame.
    @Test(arguments: ["مرحبا بالعالم، هذا نص عربي. Hello", "שלום עולם", "日本語のテキスト、漢字とかな。한국어 텍스트", "สวัสดีชาวโลก"])
    func scriptsInsideFrame(text: String) throws {
        let layout = try Fixture.layout(text, font: Fixture.inter(17))
        #expect(layout.missingGlyphs == 0)
        let margin = 10.0, scale = 2.0
        let canvas = try Self.renderWithMargin(layout, scale: scale, margin: margin)
        let frame = Self.box(Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height), margin: margin, scale: scale)
        #expect(canvas.inkCount > 0)
        #expect(canvas.inkPixels().allSatisfy { frame.overlaps(x: $0.x, y: $0.y) })
    }

    // The shared rasterizer under concurrent renders: every task's canvas equals the serial one.
    @Test func concurrentRendersAgree() async throws {
        let layout = try Fixture.layout(Fixture.paragraph + " 😀 مرحبا", font: Fixture.inter(17, weight: .semibold), width: 240)
        let expected = try TextRenderer(rasterizer: GlyphRasterizer()).render(layout, scale: 2)
        let canvases = try await withThrowingTaskGroup(of: Canvas.self) { group in
            for _ in 0..<8 { group.addTask { try TextRenderer().render(layout, scale: 2) } }
            var all: [Canvas] = []
            for try await c in group { all.append(c) }
            return all
        }
        #expect(canvases.count == 8)
        #expect(canvases.allSatisfy { $0 == expected })
    }
}
