extension FontCollection {
    /// `font` with bold and italic traits resolved in its own family, as
    /// `UIFontDescriptor.withSymbolicTraits` (`.traitBold`, `.traitItalic`) and SwiftUI's
    /// `Font.bold()`/`.italic()`/`.weight(_:)` do:
    ///
    /// - `weight` when given, else 700 when `bold` is true, else the font's weight. A variable
    ///   face sets its `wght` axis to it (clamped to the axis); a family of static faces picks
    ///   its nearest member (`face(family:weight:italic:)`, CSS font matching).
    /// - `italic` (nil: keep the font's) picks the family's italic face. When the face that
    ///   weight and slant give is still upright, an `ital` axis is set to 1, else a `slnt` axis
    ///   to its most negative value (OpenType: negative slnt leans right).
    /// - A family with neither an italic face nor an axis (bundled: Quicksand) stays upright.
    ///   CoreText draws such a font obliquely with a skew matrix (synthetic italic), which
    ///   leaves every advance as it is; the widths measured here are therefore the same, and
    ///   the renderer draws the glyphs upright.
    ///
    /// Variation coordinates other than `wght`, `ital` and `slnt` are kept, as are the size
    /// design and profile (a system font stays one). Faces not in the bundle are looked up by family name (fontconfig).
    public func font(_ font: Font, bold: Bool = false, italic: Bool? = nil, weight: Font.Weight? = nil) throws(FontError) -> Font {
        let targetWeight = weight ?? (bold ? max(Font.Weight.bold, font.weight) : font.weight)
        let wantsItalic = italic ?? font.isItalic
        if targetWeight == font.weight && wantsItalic == font.isItalic { return font }
        let face = try self.face(family: font.familyName, weight: targetWeight, italic: wantsItalic)
        var variations = font.variations.filter { !["wght", "ital", "slnt"].contains($0.tag) }
        if wantsItalic && !face.isItalic {
            if let ital = face.axes.first(where: { $0.tag == "ital" }) {
                variations.append(FontVariation(tag: "ital", value: min(1, ital.maxValue)))
            } else if let slnt = face.axes.first(where: { $0.tag == "slnt" }) {
                variations.append(FontVariation(tag: "slnt", value: slnt.minValue))
            }
        }
        return try Font(face: face, size: font.pointSize, weight: targetWeight, variations: variations, design: font.design,
                        profile: font.profile)
    }
}
