import CPNG
import Typesetting
@testable import TextRendering

/// Shared fixtures and pixel measurements for the rendering tests.
enum Fixture {
    static func fonts() throws -> FontCollection { try FontCollection.bundled() }

    /// Inter named by family (the face as its file measures it, without the system font's
    /// SF Pro profile): the expectations here are computed from Inter's own tables.
    static func inter(_ size: Double = 17, weight: Font.Weight = .regular) throws -> Font {
        try fonts().font(family: "Inter", size: size, weight: weight)
    }

    static func layout(_ text: String, font: Font, width: Double? = nil) throws -> TextLayout {
        try PreparedText(text, font: font).layout(width: width)
    }

    /// A ~200-character English paragraph.
    static let paragraph = "Typography is the craft of arranging type to make written language legible, "
        + "readable and appealing when displayed. It involves choosing typefaces, point sizes, "
        + "line lengths, line spacing and letter spacing."
}

/// A pixel rectangle [minX, maxX) × [minY, maxY) in fractional pixel coordinates.
struct PixelBox {
    var minX, minY, maxX, maxY: Double

    /// True when the pixel square (x, y)…(x + 1, y + 1) overlaps the box.
    func overlaps(x: Int, y: Int) -> Bool {
        Double(x + 1) > minX && Double(x) < maxX && Double(y + 1) > minY && Double(y) < maxY
    }
}

extension Canvas {
    /// Pixels with any alpha: "ink" on a transparent canvas.
    func inkPixels() -> [(x: Int, y: Int)] {
        var result: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width where pixels[(y * width + x) * 4 + 3] != 0 { result.append((x, y)) }
        }
        return result
    }

    var inkCount: Int { inkPixels().count }

    /// Columns that hold ink, as a closed range; nil when there is none.
    var inkColumns: ClosedRange<Int>? {
        let ink = inkPixels()
        guard let lo = ink.map(\.x).min(), let hi = ink.map(\.x).max() else { return nil }
        return lo...hi
    }
}

/// Big-endian UInt32 at `offset`.
func bigEndianUInt32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
}

/// Decodes PNG bytes to straight RGBA8 (`PNGReader`, libpng's simplified reader); nil when
/// libpng refuses the data.
func decodePNG(_ png: [UInt8]) -> (width: Int, height: Int, rgba: [UInt8])? {
    try? PNGReader.decode(png)
}
