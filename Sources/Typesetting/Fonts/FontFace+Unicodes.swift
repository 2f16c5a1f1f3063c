internal import CHarfBuzz

extension FontFace {
    /// The code points HarfBuzz's cmap maps for this face (`hb_face_collect_unicodes`), as
    /// ranges in ascending order; for checks such as the fuzzer's that `CmapCoverage` covers
    /// all of them.
    package func unicodeRanges() -> [ClosedRange<UInt32>] {
        guard let set = hb_set_create() else { return [] }
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(hbFace, set)
        var ranges: [ClosedRange<UInt32>] = []
        var first: hb_codepoint_t = 0, last: hb_codepoint_t = UInt32.max  // HB_SET_VALUE_INVALID: start
        while hb_set_next_range(set, &first, &last) != 0 {
            ranges.append(first...last)
        }
        return ranges
    }
}
