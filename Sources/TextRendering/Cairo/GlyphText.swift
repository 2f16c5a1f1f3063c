internal import CCairo
import Typesetting

/// The text behind some lines' glyphs, for cairo's cluster mapping: each glyph cluster's UTF-16
/// offset to the UTF-8 bytes of its characters.
///
/// Only the lines' own text is copied (a page of a long text copies its page, so a document's
/// pages together copy the text once, not once a page).
struct GlyphText {
    /// The UTF-16 units of the lines.
    let units: [UInt16]
    /// The offset of `units[0]` in the whole text (cluster offsets are the whole text's).
    let base: Int

    init(_ layout: TextLayout, lines: Range<Int>) {
        let all = layout.lines
        let lines = lines.clamped(to: all.indices)
        let string = layout.prepared.string.utf16
        guard let first = lines.first, let last = lines.last else { units = []; base = 0; return }
        let lower = min(max(all[first].utf16Range.lowerBound, 0), string.count)
        let upper = min(max(all[last].utf16Range.upperBound, lower), string.count)
        let start = string.index(string.startIndex, offsetBy: lower)
        units = Array(string[start..<string.index(start, offsetBy: upper - lower)])
        base = lower
    }

    /// Where each cluster of a line's runs ends: at the next cluster that starts a run's glyphs
    /// on the line, or at the end of the visible range it is in (a truncated line's hidden text
    /// belongs to no glyph).
    func clusterEnds(of runs: [GlyphRun], line: TextLine) -> ClusterEnds {
        var starts: [Int] = []
        starts.reserveCapacity(runs.reduce(0) { $0 + $1.clusters.count })
        for run in runs { for c in run.clusters where c >= 0 { starts.append(c) } }
        starts.sort()
        // Distinct starts, in place.
        var distinct = 0
        for c in starts where distinct == 0 || starts[distinct - 1] != c {
            starts[distinct] = c
            distinct += 1
        }
        starts.removeSubrange(distinct...)
        let visible = line.visibleUTF16Ranges
        var ends: [Int] = []
        ends.reserveCapacity(starts.count)
        for (i, start) in starts.enumerated() {
            let rangeEnd = visible.first { $0.contains(start) }?.upperBound ?? line.utf16Range.upperBound
            ends.append(min(i + 1 < starts.count ? starts[i + 1] : rangeEnd, rangeEnd))
        }
        return ClusterEnds(starts: starts, ends: ends)
    }

    /// Each cluster start of a line (ascending) and where its text ends.
    struct ClusterEnds {
        let starts: [Int]
        let ends: [Int]

        /// The end of the cluster starting at `start`; nil when no glyph's cluster starts there.
        subscript(_ start: Int) -> Int? {
            var lo = 0, hi = starts.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if starts[mid] < start { lo = mid + 1 } else { hi = mid }
            }
            return lo < starts.count && starts[lo] == start ? ends[lo] : nil
        }
    }

    /// The UTF-8 text and cairo clusters for glyphs whose clusters are `glyphClusters` (in
    /// visual order): one cairo cluster a run of equal glyph clusters. With `backward` (a
    /// right-to-left run) the clusters are listed in logical order, last glyphs first, as
    /// `CAIRO_TEXT_CLUSTER_FLAG_BACKWARD` reads them. An ellipsis's glyphs (cluster −1) stand
    /// for "…".
    func clusters(_ glyphClusters: [Int], ends: ClusterEnds, backward: Bool) -> ([UInt8], [cairo_text_cluster_t]) {
        var groups: [(cluster: Int, glyphs: Int)] = []
        groups.reserveCapacity(glyphClusters.count)
        for c in glyphClusters {
            if let last = groups.last, last.cluster == c { groups[groups.count - 1].glyphs += 1 } else { groups.append((c, 1)) }
        }
        if backward { groups.reverse() }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(glyphClusters.count + 8)
        var clusters: [cairo_text_cluster_t] = []
        clusters.reserveCapacity(groups.count)
        for group in groups {
            let before = utf8.count
            appendText(of: group.cluster, ends: ends, to: &utf8)
            clusters.append(cairo_text_cluster_t(num_bytes: Int32(utf8.count - before), num_glyphs: Int32(group.glyphs)))
        }
        return (utf8, clusters)
    }

    /// Appends the UTF-8 text of the cluster starting at `cluster` to `utf8`, as cairo accepts
    /// it (`appendCairoUTF8(_:to:)`).
    private func appendText(of cluster: Int, ends: ClusterEnds, to utf8: inout [UInt8]) {
        // -2: the hyphen drawn at a hyphenated line's end; -1 (or anything else outside the
        // text): an ellipsis.
        if cluster == -2 { utf8.append(UInt8(ascii: "-")); return }
        let k = cluster - base
        guard cluster >= 0, k >= 0, k < units.count else { utf8 += [0xE2, 0x80, 0xA6]; return }   // "…"
        var end = min((ends[cluster] ?? cluster + 1) - base, units.count)
        // A line's terminator has no glyph of its own.
        while end > k + 1, units[end - 1] == 0x0A || units[end - 1] == 0x0D || units[end - 1] == 0x2028 || units[end - 1] == 0x2029 {
            end -= 1
        }
        Self.appendCairoUTF8(units[k..<max(end, k + 1)], to: &utf8)
    }

    /// `text` as UTF-8 that cairo accepts. cairo checks the text of `cairo_show_text_glyphs`
    /// with its `UNICODE_VALID` (cairo-unicode.c), which refuses the 66 noncharacters
    /// (U+FDD0…U+FDEF, and U+xxFFFE and U+xxFFFF in every plane), though they are valid
    /// Unicode scalars in valid UTF-8 (The Unicode Standard, §23.7 "Noncharacters"): the whole
    /// PDF or SVG would fail with "input string not valid UTF-8". Each is passed as U+FFFD,
    /// the replacement character; the glyphs drawn are the layout's, unchanged.
    static func cairoText(_ text: String) -> [UInt8] {
        var utf8: [UInt8] = []
        appendCairoUTF8(Array(text.utf16)[...], to: &utf8)
        return utf8
    }

    /// Appends `units` as UTF-8 that cairo accepts (`cairoText(_:)`) to `utf8`, decoding them as
    /// `String(decoding:as:)` does (an unpaired surrogate is U+FFFD), with no String on the way.
    static func appendCairoUTF8(_ units: ArraySlice<UInt16>, to utf8: inout [UInt8]) {
        var i = units.startIndex
        while i < units.endIndex {
            let unit = units[i]
            i += 1
            if unit < 0x80 { utf8.append(UInt8(unit)); continue }
            var scalar = UInt32(unit)
            if UTF16.isLeadSurrogate(unit) {
                if i < units.endIndex, UTF16.isTrailSurrogate(units[i]) {
                    scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[i] - 0xDC00)
                    i += 1
                } else {
                    scalar = 0xFFFD
                }
            } else if UTF16.isTrailSurrogate(unit) {
                scalar = 0xFFFD
            }
            let decoded = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            UTF8.encode(isNoncharacter(decoded) ? "\u{FFFD}" : decoded) { utf8.append($0) }
        }
    }

    static func isNoncharacter(_ scalar: Unicode.Scalar) -> Bool {
        (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE
    }
}
