import Testing
import Typesetting
@testable import TextRendering

@Suite("Canvas")
struct CanvasTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    // A fresh canvas is transparent; a background fills every pixel. White premultiplied is
    // (255, 255, 255, 255).
    @Test func backgroundFill() throws {
        let clear = try Canvas(width: 3, height: 2)
        #expect(clear.pixels == [UInt8](repeating: 0, count: 3 * 2 * 4))
        let white = try Canvas(width: 3, height: 2, background: .white)
        #expect(white.pixels == [UInt8](repeating: 255, count: 3 * 2 * 4))
    }

    // Whole-pixel rect at scale 1: exactly its 2×2 pixels become opaque red.
    @Test func fillWholePixels() throws {
        var canvas = try Canvas(width: 4, height: 4)
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: 2), color: Self.red)
        for y in 0..<4 {
            for x in 0..<4 {
                let inside = (1...2).contains(x) && (1...2).contains(y)
                #expect(canvas.pixel(x: x, y: y) == (inside ? Canvas.Pixel(red: 255, green: 0, blue: 0, alpha: 255)
                                                            : Canvas.Pixel(red: 0, green: 0, blue: 0, alpha: 0)))
            }
        }
    }

    // Points are multiplied by the scale: 1×1 pt at scale 3 is 3×3 = 9 pixels.
    @Test func fillUsesScale() throws {
        var canvas = try Canvas(width: 6, height: 6, scale: 3)
        canvas.fill(Rect(x: 1, y: 0, width: 1, height: 1), color: .black)
        #expect(canvas.inkCount == 9)
        #expect(canvas.pixel(x: 3, y: 0).alpha == 255)
        #expect(canvas.pixel(x: 2, y: 0).alpha == 0)
    }

    // A rect covering half a pixel gives alpha round(0.5 × 255) = round(127.5) = 128 (area
    // coverage); a quarter (0.5 × 0.5) gives round(63.75) = 64.
    @Test func fractionalCoverage() throws {
        var canvas = try Canvas(width: 2, height: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 0.5, height: 1), color: .black)
        #expect(canvas.pixel(x: 0, y: 0).alpha == 128)
        #expect(canvas.pixel(x: 1, y: 0).alpha == 0)
        var quarter = try Canvas(width: 1, height: 1)
        quarter.fill(Rect(x: 0.5, y: 0.5, width: 2, height: 2), color: .black)
        #expect(quarter.pixel(x: 0, y: 0).alpha == 64)
    }

    // Porter–Duff source-over on premultiplied values: 50 % white, premultiplied
    // (128, 128, 128, 128) with 128 = round(0.5 × 255), over opaque black (0, 0, 0, 255):
    // colour = 128 + 0 × (255 − 128)/255 = 128; alpha = 128 + 255 × 127/255 = 255.
    @Test func sourceOver() throws {
        var canvas = try Canvas(width: 1, height: 1, background: .black)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: Color(red: 1, green: 1, blue: 1, alpha: 0.5))
        #expect(canvas.pixel(x: 0, y: 0) == Canvas.Pixel(red: 128, green: 128, blue: 128, alpha: 255))
    }

    // The stroke band lies inside the rect (CALayer.borderWidth): a 1-pt border of a 4×4 rect
    // paints its 4 × 4 − 2 × 2 = 12 edge pixels, each once (full alpha, no double blending of
    // corners: a 50 % colour stays at 128 everywhere).
    @Test func strokeInsideRect() throws {
        var canvas = try Canvas(width: 6, height: 6)
        canvas.stroke(Rect(x: 1, y: 1, width: 4, height: 4), color: Color(red: 0, green: 0, blue: 0, alpha: 0.5))
        let ink = canvas.inkPixels()
        #expect(ink.count == 12)
        #expect(ink.allSatisfy { (1...4).contains($0.x) && (1...4).contains($0.y) })
        #expect(ink.allSatisfy { canvas.pixel(x: $0.x, y: $0.y).alpha == 128 })
        #expect(canvas.pixel(x: 2, y: 2).alpha == 0)
    }

    // A horizontal 1-pt line centred on y = 2 covers half of rows 1 and 2 (alpha 128 each);
    // a vertical one on a pixel centre (x = 2.5) covers column 2 fully.
    @Test func axisAlignedLines() throws {
        var canvas = try Canvas(width: 5, height: 5)
        canvas.drawLine(from: Point(x: 0, y: 2), to: Point(x: 5, y: 2), color: .black)
        #expect((0..<5).allSatisfy { canvas.pixel(x: $0, y: 1).alpha == 128 && canvas.pixel(x: $0, y: 2).alpha == 128 })
        #expect(canvas.inkCount == 10)
        var vertical = try Canvas(width: 5, height: 5)
        vertical.drawLine(from: Point(x: 2.5, y: 0), to: Point(x: 2.5, y: 5), color: .black)
        #expect(vertical.inkPixels().allSatisfy { $0.x == 2 })
        #expect((0..<5).allSatisfy { vertical.pixel(x: 2, y: $0).alpha == 255 })
    }

    // A 45° line from (0, 0) to (10, 10), 1 pt wide, passes through the pixels on the
    // diagonal and stays off the far corners.
    @Test func diagonalLine() throws {
        var canvas = try Canvas(width: 10, height: 10)
        canvas.drawLine(from: Point(x: 0, y: 0), to: Point(x: 10, y: 10), color: .black)
        #expect((1..<9).allSatisfy { canvas.pixel(x: $0, y: $0).alpha > 200 })
        #expect(canvas.pixel(x: 9, y: 0).alpha == 0)
        #expect(canvas.pixel(x: 0, y: 9).alpha == 0)
        // Distance of pixel (5, 3)'s nearest corner to the diagonal is 1/√2 ≈ 0.71 > 0.5: no ink.
        #expect(canvas.pixel(x: 5, y: 3).alpha == 0)
    }

    // A mask half off the canvas is clipped, not a crash; the visible part lands at its pixels.
    @Test func compositeMaskClipped() throws {
        var canvas = try Canvas(width: 4, height: 4)
        let mask = try #require(CoverageMask(width: 3, height: 3, bytes: [UInt8](repeating: 255, count: 9)))
        canvas.composite(mask, x: -1, y: 2, color: .black)
        // Visible: columns 0…1, rows 2…3 → 4 pixels.
        #expect(canvas.inkCount == 4)
        canvas.composite(mask, x: 100, y: -100, color: .black)
        canvas.composite(mask, x: Int.max - 1, y: Int.min + 1, color: .black)
        #expect(canvas.inkCount == 4)
    }

    // Coverage 128 of opaque red over transparent: premultiplied (128, 0, 0, 128).
    @Test func compositeMaskCoverage() throws {
        var canvas = try Canvas(width: 1, height: 1)
        canvas.composite(try #require(CoverageMask(width: 1, height: 1, bytes: [128])), x: 0, y: 0, color: Self.red)
        #expect(canvas.pixel(x: 0, y: 0) == Canvas.Pixel(red: 128, green: 0, blue: 0, alpha: 128))
    }

    // Upscaling a uniform image stays uniform (bilinear interpolation of equal samples).
    @Test func imageUpscaled() throws {
        let red = try #require(RGBAImage(width: 2, height: 2, premultipliedRGBA: [UInt8]([255, 0, 0, 255]).repeated(4)))
        var canvas = try Canvas(width: 4, height: 4)
        canvas.draw(red, in: Rect(x: 0, y: 0, width: 4, height: 4))
        #expect(canvas.inkPixels().count == 16)
        #expect(canvas.inkPixels().allSatisfy { canvas.pixel(x: $0.x, y: $0.y) == Canvas.Pixel(red: 255, green: 0, blue: 0, alpha: 255) })
    }

    // A colour glyph at a subnormal font size (1e-320 pt, found by the scene fuzzer) is drawn
    // into a rect that small: nothing is drawn and nothing traps (the source-per-pixel ratio
    // 2 / 1e-320 overflows to infinity). A millionth of a pixel is the smallest rect drawn.
    @Test func vanishinglySmallRectDrawsNothing() throws {
        let red = try #require(RGBAImage(width: 2, height: 2, premultipliedRGBA: [UInt8]([255, 0, 0, 255]).repeated(4)))
        var canvas = try Canvas(width: 4, height: 4)
        for size in [Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, 1e-7] {
            canvas.draw(red, in: Rect(x: 1, y: 1, width: size, height: size))
            canvas.draw(red, in: Rect(x: 1, y: 1, width: 2, height: size))
        }
        #expect(canvas.inkPixels().isEmpty)
    }

    // Downscaling a 4×4 black/white checkerboard to 2×2 averages each 2×2 block (box filter):
    // (2 × 255 + 2 × 0) / 4 = 127.5 → 128 per colour channel, opaque.
    @Test func imageDownscaledAverages() throws {
        var bytes: [UInt8] = []
        for y in 0..<4 { for x in 0..<4 { let v: UInt8 = (x + y) % 2 == 0 ? 255 : 0; bytes += [v, v, v, 255] } }
        let checker = try #require(RGBAImage(width: 4, height: 4, premultipliedRGBA: bytes))
        var canvas = try Canvas(width: 2, height: 2)
        canvas.draw(checker, in: Rect(x: 0, y: 0, width: 2, height: 2))
        for y in 0..<2 { for x in 0..<2 { #expect(canvas.pixel(x: x, y: y) == Canvas.Pixel(red: 128, green: 128, blue: 128, alpha: 255)) } }
    }

    // An image drawn into half a pixel's width gives that pixel half coverage, and nothing
    // lands outside the destination rect.
    @Test func imageStaysInsideRect() throws {
        let red = try #require(RGBAImage(width: 8, height: 8, premultipliedRGBA: [UInt8]([255, 0, 0, 255]).repeated(64)))
        var canvas = try Canvas(width: 4, height: 4)
        canvas.draw(red, in: Rect(x: 0.5, y: 1, width: 2, height: 2))
        #expect(canvas.pixel(x: 0, y: 1).alpha == 128)
        #expect(canvas.pixel(x: 1, y: 1).alpha == 255)
        #expect(canvas.pixel(x: 2, y: 2).alpha == 128)
        #expect(canvas.inkPixels().allSatisfy { (0...2).contains($0.x) && (1...2).contains($0.y) })
    }

    // Premultiplied → straight: c × 255 / α. (64, 0, 0, 128) → 64 × 255 / 128 = 127.5 → 128.
    @Test func straightAlpha() throws {
        var canvas = try Canvas(width: 1, height: 1)
        canvas.composite(try #require(CoverageMask(width: 1, height: 1, bytes: [128])), x: 0, y: 0,
                         color: Color(red: 0.5, green: 0, blue: 0))
        #expect(canvas.pixel(x: 0, y: 0) == Canvas.Pixel(red: 64, green: 0, blue: 0, alpha: 128))
        #expect(canvas.straightRGBA() == [128, 0, 0, 128])
    }

    // ⌈points × scale⌉; exact products and float noise within 10⁻⁶ px do not add a pixel.
    @Test(arguments: [
        (100.25, 2.0, 201),        // ⌈200.5⌉
        (100.0, 3.0, 300),
        (33.4, 3.0, 101),          // ⌈100.2⌉ (33.4 × 3 = 100.19999999999999 in binary)
        (150.00000000000003, 1.0, 150),
        (0.0, 2.0, 0),
    ])
    func pixelLength(points: Double, scale: Double, expected: Int) throws {
        #expect(try Canvas.pixelLength(points, scale: scale) == expected)
    }

    @Test func invalidSizesAndScales() {
        #expect(throws: RenderError.self) { try Canvas(width: -1, height: 4) }
        #expect(throws: RenderError.self) { try Canvas(width: 1 << 20, height: 1 << 20) }
        #expect(throws: RenderError.invalidScale(0)) { try Canvas(width: 1, height: 1, scale: 0) }
        #expect(throws: RenderError.self) { try Canvas(width: 1, height: 1, scale: .nan) }
        #expect(throws: RenderError.self) { try Canvas.pixelLength(.infinity, scale: 2) }
        #expect(throws: RenderError.self) { try Canvas.pixelLength(1e300, scale: 2) }
        #expect(throws: RenderError.self) { try Canvas.pixelLength(-1, scale: 2) }
        #expect(RGBAImage(width: 1, height: 1, premultipliedRGBA: [200, 0, 0, 100]) == nil)  // colour > alpha
        #expect(CoverageMask(width: 2, height: 2, bytes: [0]) == nil)
    }
}

extension Array {
    func repeated(_ times: Int) -> [Element] { (0..<times).flatMap { _ in self } }
}
