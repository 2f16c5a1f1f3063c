internal import CFreeType
import Typesetting

/// A glyph's outline as SVG path data, read with FreeType (`FT_Outline_Decompose`).
///
/// The outline is loaded unhinted (`FT_LOAD_NO_HINTING`, as `GlyphRasterizer` rasterizes it)
/// at one pixel per design unit (`FT_Set_Char_Size` to units-per-em pixels), in the font's
/// variation instance (`FT_Set_Var_Design_Coordinates`), so the path is in design units, y
/// down (FreeType's y up negated), origin at the glyph's pen position. Scaled by
/// `pointSize / unitsPerEm` it covers what the rasterizer fills at that size. Coordinates are
/// written to 1/10 unit (at most 0.05 unit off: 0.0003 pt for Inter at 17 pt).
enum GlyphOutline {
    /// The path data of `glyph` in `font`'s face and variations; "" for a glyph without ink
    /// (a space) or not drawn as an outline (a bitmap strike).
    static func pathData(of glyph: UInt32, font: Font) throws(RenderError) -> String {
        let result: Result<String, RenderError> = font.face.withFreeTypeFace(ifUnavailable: { function, reason in
            .failure(.freeType(function: function, glyph: glyph, reason: reason))
        }) { ft in
            if let failure = FreeTypeGlyphRenderer.setVariations(ft, font: font, glyph: glyph) { return .failure(failure) }
            FT_Set_Transform(ft, nil, nil)
            let units = FT_F26Dot6(font.face.unitsPerEm * 64)
            var error = FT_Set_Char_Size(ft, 0, units, 72, 72)
            guard error == 0 else { return .failure(.freeType(function: "FT_Set_Char_Size", glyph: glyph, reason: freeTypeErrorName(error))) }
            error = FT_Load_Glyph(ft, glyph, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
            guard error == 0 else { return .failure(.freeType(function: "FT_Load_Glyph", glyph: glyph, reason: freeTypeErrorName(error))) }
            let slot = ft.pointee.glyph!
            guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE, slot.pointee.outline.n_points > 0 else { return .success("") }
            var writer = PathWriter()
            var funcs = FT_Outline_Funcs(
                move_to: { to, user in PathWriter.from(user).command("M", [to!.pointee]) },
                line_to: { to, user in PathWriter.from(user).command("L", [to!.pointee]) },
                conic_to: { control, to, user in PathWriter.from(user).command("Q", [control!.pointee, to!.pointee]) },
                cubic_to: { c1, c2, to, user in PathWriter.from(user).command("C", [c1!.pointee, c2!.pointee, to!.pointee]) },
                shift: 0, delta: 0)
            error = withUnsafeMutablePointer(to: &writer) { pointer in
                FT_Outline_Decompose(&slot.pointee.outline, &funcs, pointer)
            }
            guard error == 0 else { return .failure(.freeType(function: "FT_Outline_Decompose", glyph: glyph, reason: freeTypeErrorName(error))) }
            return .success(writer.data + (writer.data.isEmpty ? "" : "Z"))
        }
        return try result.get()
    }
}

/// Collects SVG path commands from `FT_Outline_Decompose`'s callbacks. Points arrive in 26.6
/// fixed point at one pixel a design unit; each contour after the first closes the one before.
private struct PathWriter {
    var data = ""
    var contours = 0

    static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<PathWriter> {
        user!.assumingMemoryBound(to: PathWriter.self)
    }

    mutating func command(_ letter: Character, _ points: [FT_Vector]) -> Int32 {
        if letter == "M" {
            if contours > 0 { data += "Z" }
            contours += 1
        }
        data.append(letter)
        for (k, point) in points.enumerated() {
            if k > 0 { data += " " }
            data += SVGNumber.text(Double(point.x) / 64, places: 1) + " " + SVGNumber.text(-Double(point.y) / 64, places: 1)
        }
        return 0
    }
}

extension UnsafeMutablePointer where Pointee == PathWriter {
    fileprivate func command(_ letter: Character, _ points: [FT_Vector]) -> Int32 { pointee.command(letter, points) }
}

/// Short decimal numbers for SVG attributes and path data.
package enum SVGNumber {
    /// `value` rounded to `places` decimals, without trailing zeros or a needless "-0".
    package static func text(_ value: Double, places: Int = 3) -> String {
        guard value.isFinite else { return "0" }
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        let rounded = (value * factor).rounded()
        if rounded == 0 { return "0" }
        let negative = rounded < 0
        let magnitude = abs(rounded)
        guard magnitude < 1e15 else { return String(value) }
        let whole = Int(magnitude / factor)
        var fraction = Int(magnitude - Double(whole) * factor)
        var text = (negative ? "-" : "") + String(whole)
        guard fraction != 0 else { return text }
        var digits = places
        while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
        let fractionText = String(fraction)
        text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        return text
    }
}
