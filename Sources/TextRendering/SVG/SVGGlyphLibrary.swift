import Graphics
import Typesetting

/// The glyph outlines (and colour-bitmap glyph images) of several SVG drawings, each defined
/// once in a `<defs>` block and drawn by `<use>`: a page holding one scene at 25 widths defines
/// every glyph once, not 25 times.
///
/// An outline glyph is a `<path id="gN">` in design units, y down (`GlyphOutline`); a colour
/// bitmap glyph (emoji) is an `<image id="eN">` holding the PNG of the face's strike, in strike
/// pixels. Keys are every input to the outline: the face (by identity), its variation
/// coordinates and the glyph id; bitmaps add nothing size-dependent because the strike drawn is
/// always the largest one.
///
/// Not thread-safe: one library belongs to one writer (a `SVGContext` borrows it).
public final class SVGGlyphLibrary {
    private struct Key: Hashable {
        let face: FontFace
        let variations: [FontVariation]
        let glyph: UInt32
    }

    /// How a glyph is drawn: an outline in design units, a bitmap in strike pixels, or nothing.
    enum Entry {
        case outline(id: String)
        case bitmap(id: String, image: GlyphImage)
        case empty
    }

    private var entries: [Key: Entry] = [:]
    private var paints: [String: String] = [:]
    private var paintRules = ""
    private var definitions = ""
    private var count = 0
    private var clipCount = 0
    /// Rasterizes colour bitmap glyphs.
    public let rasterizer: GlyphRasterizer

    /// An empty library; colour bitmap glyphs come from `rasterizer`.
    public init(rasterizer: GlyphRasterizer = .shared) {
        self.rasterizer = rasterizer
    }

    /// A new clip path id ("cN"), unique among the drawings sharing this library (they may share
    /// one page, where ids must not repeat).
    func nextClipID() -> String {
        clipCount += 1
        return "c\(clipCount - 1)"
    }

    /// The number of glyphs defined so far (outlines and images).
    public var definedGlyphCount: Int { count }

    /// The `<defs>` element with every glyph used so far ("" when none).
    public var defsElement: String {
        definitions.isEmpty ? "" : "<defs>" + definitions + "</defs>"
    }

    /// The CSS rules of the paints used so far (`.p0{fill:#3380ff;fill-opacity:0.1}` …), for a
    /// `<style>` element of the page or drawing.
    public var styleRules: String { paintRules }

    /// The class of a paint (`fill` or `stroke` in `color`): drawings name a colour once in
    /// the library's style rules and by a short class wherever it is used.
    func paintClass(_ attribute: String, _ color: Color) -> String {
        let hex = color.hexString
        let declaration = hex.count == 9
            ? "\(attribute):\(hex.prefix(7));\(attribute)-opacity:\(SVGNumber.text(color.alpha))"
            : "\(attribute):\(hex)"
        if let name = paints[declaration] { return name }
        let name = "p\(paints.count)"
        paints[declaration] = name
        paintRules += ".\(name){\(declaration)}"
        return name
    }

    /// The entry for `glyph` of `font`, defining it on first use.
    func entry(_ glyph: UInt32, font: Font) throws(RenderError) -> Entry {
        let key = Key(face: font.face, variations: font.variations, glyph: glyph)
        if let entry = entries[key] { return entry }
        let entry: Entry
        if font.face.isBitmapOnly {
            entry = try bitmapEntry(glyph, font: font)
        } else {
            let data = try GlyphOutline.pathData(of: glyph, font: font)
            if data.isEmpty {
                entry = .empty
            } else {
                let id = "g\(count)"
                count += 1
                definitions += "<path id=\"\(id)\" d=\"\(data)\"/>"
                entry = .outline(id: id)
            }
        }
        entries[key] = entry
        return entry
    }

    /// The strike's bitmap of `glyph` at the largest scale the rasterizer allows (so the
    /// largest strike), as a PNG image definition.
    private func bitmapEntry(_ glyph: UInt32, font: Font) throws(RenderError) -> Entry {
        let scale = SVGGlyphLibrary.bitmapScale(font)
        let image = try rasterizer.image(of: glyph, font: font, scale: scale)
        guard case .color(let bitmap) = image.content else { return .empty }
        var canvas = try Canvas(width: bitmap.width, height: bitmap.height, scale: 1)
        canvas.draw(bitmap, in: Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height)), opacity: 1)
        let png = try PNGWriter.encode(canvas)
        let id = "e\(count)"
        count += 1
        definitions += "<image id=\"\(id)\" width=\"\(bitmap.width)\" height=\"\(bitmap.height)\" href=\"data:image/png;base64,"
            + Base64.encode(png) + "\"/>"
        return .bitmap(id: id, image: image)
    }

    /// The scale colour bitmap glyphs of `font` are rasterized at: the largest the rasterizer
    /// allows, which picks the face's largest strike (as `CairoContext` draws them).
    static func bitmapScale(_ font: Font) -> Double {
        min(Canvas.maximumScale, GlyphRasterizer.maximumPixelSize / max(font.glyphSize, 1e-9))
    }
}

/// RFC 4648 base64 (with padding), for `data:` URLs.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// `bytes` in base64.
    package static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var k = 0
        while k + 2 < bytes.count {
            let v = UInt32(bytes[k]) << 16 | UInt32(bytes[k + 1]) << 8 | UInt32(bytes[k + 2])
            out += [alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], alphabet[Int(v >> 6 & 63)], alphabet[Int(v & 63)]]
            k += 3
        }
        let rest = bytes.count - k
        if rest == 1 {
            let v = UInt32(bytes[k]) << 16
            out += [alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], 61, 61]
        } else if rest == 2 {
            let v = UInt32(bytes[k]) << 16 | UInt32(bytes[k + 1]) << 8
            out += [alphabet[Int(v >> 18)], alphabet[Int(v >> 12 & 63)], alphabet[Int(v >> 6 & 63)], 61]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
