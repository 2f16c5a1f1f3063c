import CHarfBuzz

/// Glyphs of one shaped run, in font units of the run's face (the font is scaled to units
/// per em), in HarfBuzz's output order (visual order: reversed for right-to-left runs).
struct ShapedGlyphs: Sendable {
    var glyphs: [UInt32] = []
    var advances: [Int32] = []
    var xOffsets: [Int32] = []
    var yOffsets: [Int32] = []
    /// The UTF-16 offset (in the paragraph) of the cluster each glyph belongs to.
    var clusters: [Int32] = []
    /// HarfBuzz's HB_GLYPH_FLAG_UNSAFE_TO_BREAK per glyph: breaking here would change shaping.
    var unsafeToBreak: [Bool] = []
    /// +1 when clusters never decrease along the glyphs, -1 when they never increase (what
    /// HarfBuzz's default, monotone cluster level gives left-to-right and right-to-left runs),
    /// 0 otherwise.
    var clusterOrder = 0

    /// The indices of the glyphs whose cluster lies in `range`. With monotone clusters they
    /// are contiguous and found by binary search (a line of a long run must not scan the whole
    /// run); otherwise every index is returned and the caller filters.
    func indices(forClusters range: Range<Int>) -> Range<Int> {
        func firstIndex(where isPast: (Int) -> Bool) -> Int {
            var low = 0, high = clusters.count
            while low < high {
                let mid = (low + high) / 2
                if isPast(Int(clusters[mid])) { high = mid } else { low = mid + 1 }
            }
            return low
        }
        let lower: Int, upper: Int
        switch clusterOrder {
        case 1: (lower, upper) = (firstIndex { $0 >= range.lowerBound }, firstIndex { $0 >= range.upperBound })
        case -1: (lower, upper) = (firstIndex { $0 < range.upperBound }, firstIndex { $0 < range.lowerBound })
        default: return 0..<clusters.count
        }
        return lower..<max(lower, upper)
    }
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
        out.xOffsets.reserveCapacity(n)
        out.yOffsets.reserveCapacity(n)
        out.clusters.reserveCapacity(n)
        out.unsafeToBreak.reserveCapacity(n)
        for i in 0..<n {
            out.glyphs.append(infos[i].codepoint)
            out.clusters.append(Int32(bitPattern: infos[i].cluster))
            out.unsafeToBreak.append(infos[i].mask & HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue != 0)
            out.advances.append(positions[i].x_advance)
            out.xOffsets.append(positions[i].x_offset)
            out.yOffsets.append(positions[i].y_offset)
        }
        let pairs = zip(out.clusters, out.clusters.dropFirst())
        out.clusterOrder = pairs.allSatisfy { $0 <= $1 } ? 1 : pairs.allSatisfy { $0 >= $1 } ? -1 : 0
        return out
    }
}
