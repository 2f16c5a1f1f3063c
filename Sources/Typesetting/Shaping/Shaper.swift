import CHarfBuzz

/// Glyphs of one shaped run, in font units of the run's face (the font is scaled to units
/// per em), in HarfBuzz's output order (visual order: reversed for right-to-left runs).
///
/// Stored compactly (10 bytes a glyph for most text): OpenType glyph ids fit 16 bits, and the
/// offsets are kept only for runs where some glyph is offset (marks, emoji, kerning by GPOS
/// placement).
struct ShapedGlyphs: Sendable {
    var glyphs: [UInt16] = []
    var advances: [Int32] = []
    /// (x, y) offset per glyph, or empty when every glyph sits at (0, 0).
    var offsets: [SIMD2<Int32>] = []
    /// The UTF-16 offset (in the paragraph) of the cluster each glyph belongs to.
    var clusters: [Int32] = []

    var count: Int { glyphs.count }
    func xOffset(_ i: Int) -> Int32 { offsets.isEmpty ? 0 : offsets[i].x }
    func yOffset(_ i: Int) -> Int32 { offsets.isEmpty ? 0 : offsets[i].y }
}

/// A HarfBuzz buffer owned by one caller at a time.
struct ShapingBuffer: ~Copyable {
    let pointer: OpaquePointer

    init() { pointer = hb_buffer_create() }
    deinit { hb_buffer_destroy(pointer) }
}

enum Shaper {
    /// Parses OpenType feature settings in HarfBuzz's syntax ("liga=0", "tnum", "+kern").
    static func features(_ settings: [String]) -> [hb_feature_t] {
        settings.compactMap { text in
            var feature = hb_feature_t()
            return text.withCString { hb_feature_from_string($0, -1, &feature) } != 0 ? feature : nil
        }
    }

    /// Shapes `range` of the paragraph's UTF-16 text, with the whole paragraph given as
    /// context so that joining and contextual forms at run edges come out right.
    static func shape(
        text: UnsafeBufferPointer<UInt16>, range: Range<Int>, instance: FontInstance,
        rightToLeft: Bool, script: String?, language: String?, features: [hb_feature_t],
        buffer: borrowing ShapingBuffer
    ) -> ShapedGlyphs {
        let buf = buffer.pointer
        hb_buffer_clear_contents(buf)
        hb_buffer_add_utf16(buf, text.baseAddress, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_direction(buf, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if let script, script != "Zyyy", script != "Zinh", script != "Zzzz" {
            hb_buffer_set_script(buf, hb_script_from_string(script, -1))
        }
        if let language, !language.isEmpty {
            hb_buffer_set_language(buf, hb_language_from_string(language, -1))
        }
        hb_buffer_guess_segment_properties(buf)
        features.withUnsafeBufferPointer { f in
            hb_shape(instance.hbFont, buf, f.baseAddress, UInt32(f.count))
        }
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buf, &count)
        let positions = hb_buffer_get_glyph_positions(buf, &count)
        var out = ShapedGlyphs()
        let n = Int(count)
        guard n > 0, let infos, let positions else { return out }
        out.glyphs.reserveCapacity(n)
        out.advances.reserveCapacity(n)
        out.clusters.reserveCapacity(n)
        var hasOffsets = false
        for i in 0..<n {
            out.glyphs.append(UInt16(truncatingIfNeeded: infos[i].codepoint))
            out.clusters.append(Int32(bitPattern: infos[i].cluster))
            out.advances.append(positions[i].x_advance)
            if positions[i].x_offset != 0 || positions[i].y_offset != 0 { hasOffsets = true }
        }
        if hasOffsets {
            out.offsets = (0..<n).map { SIMD2(positions[$0].x_offset, positions[$0].y_offset) }
        }
        return out
    }
}
