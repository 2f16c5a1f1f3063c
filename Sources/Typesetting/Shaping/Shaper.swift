internal import CHarfBuzz

/// A glyph's offset from its pen position, in font units: 8 bytes, as `SIMD2<Int32>` was, but
/// a plain struct, whose arrays the runtime sets up without looking up `SIMDScalar`
/// conformances on first use (0.6 M instructions of every process's start-up).
struct GlyphOffset: Sendable, Equatable {
    var x: Int32
    var y: Int32
    static let zero = GlyphOffset(x: 0, y: 0)
}

/// Glyphs of one shaped run, in font units of the run's face (the font is scaled to units
/// per em), in HarfBuzz's output order (visual order: reversed for right-to-left runs).
///
/// Stored compactly (6 bytes a glyph for most text): OpenType glyph ids fit 16 bits, the
/// offsets are kept only for runs where some glyph is offset (marks, emoji, kerning by GPOS
/// placement), and a prepared paragraph's run keeps no clusters when glyph i is the cluster
/// of unit `clusterBase` + i (one glyph a unit, in order: most left-to-right text without
/// ligatures; `dropSequentialClusters`).
struct ShapedGlyphs: Sendable {
    var glyphs: [UInt16] = []
    var advances: [Int32] = []
    /// (x, y) offset per glyph, or empty when every glyph sits at (0, 0).
    var offsets: [GlyphOffset] = []
    /// The UTF-16 offset (in the paragraph) of the cluster each glyph belongs to; empty when
    /// they are `clusterBase`, `clusterBase` + 1, …  (read them through `cluster(_:)`).
    var clusters: [Int32] = []
    /// The first glyph's cluster when `clusters` is empty.
    var clusterBase: Int32 = 0
    /// For a word shaped alone for the word cache: HarfBuzz flagged its first glyph
    /// HB_GLYPH_FLAG_UNSAFE_TO_CONCAT, i.e. the text before it may change its shaping (a
    /// contextual alternate such as Inter's case-height dash between figures).
    var startsUnsafeToConcat = false

    var count: Int { glyphs.count }
    /// The UTF-16 offset (in the paragraph) of the cluster glyph `i` belongs to.
    @inline(__always)
    func cluster(_ i: Int) -> Int { clusters.isEmpty ? Int(clusterBase) + i : Int(clusters[i]) }

    /// Drops `clusters` when glyph i's cluster is `first` + i for every glyph (the caller
    /// has checked), keeping `first` as `clusterBase`.
    mutating func dropSequentialClusters(first: Int) {
        guard !clusters.isEmpty else { return }
        clusters = []
        clusterBase = Int32(first)
    }
    func xOffset(_ i: Int) -> Int32 { offsets.isEmpty ? 0 : offsets[i].x }
    func yOffset(_ i: Int) -> Int32 { offsets.isEmpty ? 0 : offsets[i].y }
    /// +1 when clusters never decrease along the glyphs, -1 when they never increase (what
    /// HarfBuzz's default, monotone cluster level gives left-to-right and right-to-left runs),
    /// 0 otherwise: `PackedGlyphs.indices(forClusters:)` binary-searches monotone clusters.
    var clusterOrder = 0

    mutating func computeClusterOrder() {
        // One pass over neighbours by index. (`zip(clusters, clusters.dropFirst())` gives the
        // same answer but makes the runtime build Zip2Sequence's metadata on first use, about
        // 0.8 M instructions of every process's start-up.)
        var rising = true, falling = true
        var k = 1
        while k < clusters.count && (rising || falling) {
            if clusters[k - 1] > clusters[k] { rising = false }
            if clusters[k - 1] < clusters[k] { falling = false }
            k += 1
        }
        clusterOrder = rising ? 1 : falling ? -1 : 0
    }
}

/// A HarfBuzz buffer owned by one caller at a time.
struct ShapingBuffer: ~Copyable {
    let pointer: OpaquePointer

    init() { pointer = hb_buffer_create() }
    deinit { hb_buffer_destroy(pointer) }
}

enum Shaper {
    /// Scripts whose words shape independently of their neighbours across a space: no
    /// joining, no reordering across words. Right-to-left runs and complex scripts are always
    /// shaped whole.
    static let wordCacheScripts: Set<String> = ["Latn", "Cyrl", "Grek", "Zyyy", "Zinh", "Hani", "Hira", "Kana", "Hang", "Armn", "Geor"]

    /// Shapes a run, word by word through `cache` where that is safe (see
    /// `wordCacheScripts`), otherwise whole. Clusters are UTF-16 offsets in the paragraph.
    ///
    /// The run is cut at spaces into words, and each word is shaped alone with HarfBuzz's
    /// unsafe-to-concat flags. A word whose first glyph is flagged depends on the text before
    /// it (e.g. Inter's case-height dash between figures, "56 — 20"): it is shaped together
    /// with the word before it and the word after it, as one cached unit, so contextual
    /// lookups that reach one word across a space in either direction see what they would
    /// see in the whole run. The tests compare cached and whole-run shaping glyph for glyph.
    static func shapeRun(
        text: UnsafeBufferPointer<UInt16>, range: Range<Int>, instance: FontInstance,
        rightToLeft: Bool, script: String, language: String?, featureSettings: [String],
        buffer: borrowing ShapingBuffer, cache: ShapingCache?
    ) -> ShapedGlyphs {
        guard let cache, !rightToLeft, wordCacheScripts.contains(script) else {
            return shape(text: text, range: range, instance: instance, rightToLeft: rightToLeft, script: script,
                         language: language, features: features(featureSettings), buffer: buffer)
        }
        var words = WordShaper(text: text, instance: instance, script: script, language: language,
                               featureSettings: featureSettings, cache: cache, capacity: range.count)
        return words.shape(range, buffer: buffer)
    }

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
        buffer: borrowing ShapingBuffer, producesUnsafeToConcat: Bool = false
    ) -> ShapedGlyphs {
        let buf = buffer.pointer
        hb_buffer_clear_contents(buf)
        hb_buffer_set_flags(buf, producesUnsafeToConcat ? HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT : HB_BUFFER_FLAG_DEFAULT)
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
        // A cmap or GSUB may name glyph ids the font does not have (at or past maxp.numGlyphs):
        // they become .notdef (glyph 0) with its advance, and so count as missing glyphs.
        let glyphCount = UInt32(instance.face.glyphCount)
        for i in 0..<n {
            let exists = infos[i].codepoint < glyphCount
            out.glyphs.append(exists ? UInt16(truncatingIfNeeded: infos[i].codepoint) : 0)
            out.clusters.append(Int32(bitPattern: infos[i].cluster))
            out.advances.append(exists ? positions[i].x_advance : instance.advance(of: 0))
            if positions[i].x_offset != 0 || positions[i].y_offset != 0 { hasOffsets = true }
        }
        out.startsUnsafeToConcat = producesUnsafeToConcat && infos[0].mask & HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue != 0
        if hasOffsets {
            out.offsets = (0..<n).map { GlyphOffset(x: positions[$0].x_offset, y: positions[$0].y_offset) }
        }
        out.computeClusterOrder()
        return out
    }
}
