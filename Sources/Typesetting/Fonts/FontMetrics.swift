internal import CHarfBuzz

/// Vertical metrics of a face, in font units, named as UIFont names them.
///
/// Where each value comes from (at the instance's variation coordinates, MVAR applied):
/// - `ascender`, `descender`, `leading`: the OS/2 sTypo* values when OS/2 fsSelection bit 7
///   (USE_TYPO_METRICS) is set, otherwise the hhea ascender/descender/lineGap — the rule
///   HarfBuzz, FreeType-based Pango and CoreText-like engines follow. When neither is
///   present, OS/2 usWinAscent/usWinDescent (leading 0); failing that, the font's bounding box.
///   `source` says which was used.
/// - `capHeight`, `xHeight`: OS/2 sCapHeight / sxHeight (version ≥ 2); when missing or 0,
///   the top of the glyph for "H" / "x".
/// - `underlinePosition`, `underlineThickness`: post table; when missing, −0.1 em and 0.05 em.
/// - `strikeoutPosition`, `strikeoutThickness`: OS/2 yStrikeoutPosition / yStrikeoutSize; when
///   missing, a stroke of the underline's thickness centred at half the x-height.
/// - `italicAngle`: post.italicAngle in degrees (or the slnt axis), counter-clockwise positive
///   as in the table, so slanted-right fonts are negative.
public struct FontMetrics: Sendable, Hashable, Codable {
    /// Which table the ascender, descender and leading were read from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The hhea ascender, descender and lineGap (USE_TYPO_METRICS not set).
        case hhea
        /// The OS/2 sTypoAscender, sTypoDescender and sTypoLineGap (USE_TYPO_METRICS set).
        case os2Typo = "OS/2 typo"
        /// OS/2 usWinAscent and usWinDescent, leading 0 (no usable hhea or typo values).
        case os2Win = "OS/2 win"
        /// The font's bounding box, leading 0 (no usable metrics table).
        case boundingBox = "bounding box"
        /// The system font's published metrics, replacing those of the bundled face that
        /// stands in for it (`FontProfile.metrics`; ascender, descender, leading, cap height
        /// and x-height).
        case systemFontProfile = "system-font profile"
    }

    /// Font units per em (head.unitsPerEm); the other values are in these units, or in points for a `Font`.
    public var unitsPerEm: Double
    /// Height above the baseline (see the table rule above).
    public var ascender: Double
    /// Negative below the baseline.
    public var descender: Double
    /// Extra space between lines (the line gap).
    public var leading: Double
    /// Height of capital letters above the baseline.
    public var capHeight: Double
    /// Height of lower-case letters such as "x" above the baseline.
    public var xHeight: Double
    /// Underline position relative to the baseline (negative below it): the top of the
    /// stroke, as the OpenType `post` table defines underlinePosition.
    public var underlinePosition: Double
    /// Underline thickness.
    public var underlineThickness: Double
    /// Strikeout position above the baseline: the top of the stroke, as OS/2
    /// yStrikeoutPosition is defined.
    public var strikeoutPosition: Double = 0
    /// Strikeout thickness (OS/2 yStrikeoutSize).
    public var strikeoutThickness: Double = 0
    /// Slant in degrees, counter-clockwise positive (slanted-right fonts are negative).
    public var italicAngle: Double
    /// The table the vertical metrics came from.
    public var source: Source

    /// ascender − descender + leading, as UIFont.lineHeight.
    public var lineHeight: Double { ascender - descender + leading }

    /// The same metrics in points at `pointSize` (1 pt = 1 px at scale 1).
    public func scaled(to pointSize: Double) -> FontMetrics {
        let k = pointSize / unitsPerEm
        var m = self
        m.ascender *= k
        m.descender *= k
        m.leading *= k
        m.capHeight *= k
        m.xHeight *= k
        m.underlinePosition *= k
        m.underlineThickness *= k
        m.strikeoutPosition *= k
        m.strikeoutThickness *= k
        return m
    }

    static func read(font: OpaquePointer, face: FontFace) -> FontMetrics {
        let upem = Double(face.unitsPerEm)
        func position(_ tag: hb_ot_metrics_tag_t) -> Double? {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &value) != 0 ? Double(value) : nil
        }
        let os2 = TableReader(face: face.hbFace, tag: hbTag("OS/2"))
        let hhea = TableReader(face: face.hbFace, tag: hbTag("hhea"))
        let useTypo = (os2.uint16(at: 62) ?? 0) & (1 << 7) != 0 && os2.int16(at: 68) != nil
        var source: Source = useTypo ? .os2Typo : .hhea
        var ascender = position(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        var descender = position(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        var leading = position(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        if !useTypo && !hhea.isPresent || ascender == nil || descender == nil
            || (ascender == 0 && descender == 0) {
            if let winAscent = os2.uint16(at: 74), let winDescent = os2.uint16(at: 76), winAscent != 0 || winDescent != 0 {
                source = .os2Win
                ascender = Double(winAscent)
                descender = -Double(winDescent)
                leading = 0
            } else {
                source = .boundingBox
                let (top, bottom) = face.freeTypeBoundingBoxY
                ascender = top
                descender = bottom
                leading = 0
            }
        }
        func glyphTop(_ character: Unicode.Scalar) -> Double? {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, character.value, &glyph) != 0, Int(glyph) < face.glyphCount else { return nil }
            var extents = hb_glyph_extents_t()
            guard hb_font_get_glyph_extents(font, glyph, &extents) != 0 else { return nil }
            return Double(extents.y_bearing)
        }
        let cap = position(HB_OT_METRICS_TAG_CAP_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? glyphTop("H") ?? (ascender ?? upem * 0.7)
        let xh = position(HB_OT_METRICS_TAG_X_HEIGHT).flatMap { $0 > 0 ? $0 : nil } ?? glyphTop("x") ?? cap * 0.7
        let post = TableReader(face: face.hbFace, tag: hbTag("post"))
        let underlinePosition = post.isPresent ? position(HB_OT_METRICS_TAG_UNDERLINE_OFFSET) ?? -upem * 0.1 : -upem * 0.1
        var underlineThickness = post.isPresent ? position(HB_OT_METRICS_TAG_UNDERLINE_SIZE) ?? upem * 0.05 : upem * 0.05
        if underlineThickness <= 0 { underlineThickness = upem * 0.05 }
        let hasOS2 = os2.isPresent
        var strikeoutThickness = hasOS2 ? position(HB_OT_METRICS_TAG_STRIKEOUT_SIZE) ?? underlineThickness : underlineThickness
        if strikeoutThickness <= 0 { strikeoutThickness = underlineThickness }
        let strikeoutPosition = (hasOS2 ? position(HB_OT_METRICS_TAG_STRIKEOUT_OFFSET) : nil)
            .flatMap { $0 > 0 ? $0 : nil } ?? (xh / 2 + strikeoutThickness / 2)
        let italicAngle = Double(hb_style_get_value(font, HB_STYLE_TAG_SLANT_ANGLE))
        return FontMetrics(
            unitsPerEm: upem, ascender: ascender ?? upem * 0.8, descender: descender ?? -upem * 0.2,
            leading: leading ?? 0, capHeight: cap, xHeight: xh,
            underlinePosition: underlinePosition, underlineThickness: underlineThickness,
            strikeoutPosition: strikeoutPosition, strikeoutThickness: strikeoutThickness,
            italicAngle: italicAngle.isFinite ? italicAngle : 0, source: source)
    }
}
