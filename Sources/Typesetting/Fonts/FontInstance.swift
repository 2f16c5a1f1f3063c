internal import CHarfBuzz
import Synchronization

private let instanceCounter = Atomic<UInt64>(0)

/// A HarfBuzz font for one face at one set of variation coordinates, scaled to units per em.
///
/// Shaping at a scale of units-per-em gives exact design-unit advances, independent of the
/// point size; callers multiply by `size / unitsPerEm` in Double. The object is immutable
/// after `init` and uses HarfBuzz's own OpenType functions (not hb-ft), so it is safe to share
/// between threads without a lock.
package final class FontInstance: @unchecked Sendable {
    package unowned let face: FontFace
    package let variations: [FontVariation]
    package let hbFont: OpaquePointer
    /// Metrics in font units at these variation coordinates.
    package let metrics: FontMetrics
    /// A process-unique number for cache keys (an address could be reused after deinit).
    package let id: UInt64

    init(face: FontFace, variations: [FontVariation]) {
        self.id = instanceCounter.add(1, ordering: .relaxed).newValue
        self.face = face
        self.variations = variations
        let font = hb_font_create(face.hbFace)!
        let upem = Int32(face.unitsPerEm)
        hb_font_set_scale(font, upem, upem)
        if !variations.isEmpty {
            let settings = variations.compactMap { v -> hb_variation_t? in
                guard let tag = hbTag(string: v.tag) else { return nil }
                return hb_variation_t(tag: tag, value: Float(v.value))
            }
            hb_font_set_variations(font, settings, UInt32(settings.count))
        }
        hb_font_make_immutable(font)
        self.hbFont = font
        self.metrics = FontMetrics.read(font: font, face: face)
    }

    deinit { hb_font_destroy(hbFont) }

    /// The nominal glyph for a code point, or nil when the cmap has none or maps it to a
    /// glyph id at or past the face's `glyphCount` (a glyph the font does not have).
    package func glyph(for scalar: Unicode.Scalar) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        guard hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0, Int(glyph) < face.glyphCount else { return nil }
        return glyph
    }

    /// The horizontal advance of a glyph in font units.
    package func advance(of glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(hbFont, glyph)
    }
}
