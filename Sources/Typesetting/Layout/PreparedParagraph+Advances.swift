/// The shaping half of preparing a paragraph: its runs shaped, and the advance of every
/// UTF-16 unit, summed into the prefix that wrapping measures with.
extension PreparedParagraph {
    /// Shapes the itemized runs. `advances[i + 1]` is the advance (points) of the glyphs whose
    /// cluster starts at UTF-16 offset i, with the run's font's own tracking
    /// (`Font.trackingPerCluster`) once for each cluster whose glyphs advance, and tabs
    /// measured as zero (tabs are resolved per line); `advances[0]` is 0: count + 1 entries, so that `prefixSumsInPlace` turns
    /// them into the advance prefix without a second array. `missing` counts the .notdef
    /// glyphs other than tabs.
    static func shape(_ items: [Itemizer.Item], utf16: [UInt16], attributeRuns: AttributeRuns,
                      cache: ShapingCache?) -> (runs: [ShapedRun], advances: [Double], missing: Int) {
        var shaped: [ShapedRun] = []
        shaped.reserveCapacity(items.count)
        var perUnit = [Double](repeating: 0, count: utf16.count + 1)
        var missing = 0
        let buffer = ShapingBuffer()
        utf16.withUnsafeBufferPointer { textBuffer in
            for item in items {
                let attributes = attributeRuns[item.attributeIndex].attributes
                if attributes.richBox != nil, let attachment = attributes.attachment {
                    // An attachment is one object of its width, at the start of its attribute run
                    // (however the itemizer split the run): no shaping, no glyph of any font; the
                    // run keeps its own font (a fallback font's metrics must not size the line).
                    let width = item.range.lowerBound == attributeRuns[item.attributeIndex].range.lowerBound
                        ? attachment.bounds.width : 0
                    let glyphs = attachmentGlyphs(item.range, width: width, scale: attributes.font.scale)
                    perUnit[item.range.lowerBound + 1] += width
                    shaped.append(ShapedRun(range: item.range, font: attributes.font, attributes: attributes,
                                            level: item.level, glyphs: glyphs))
                    continue
                }
                var glyphs = Shaper.shapeRun(
                    text: textBuffer, range: item.range, instance: item.font.instance,
                    rightToLeft: item.level & 1 == 1, script: item.script,
                    language: attributes.language, featureSettings: attributes.features, buffer: buffer,
                    cache: cache)
                let scale = item.font.scale
                let tracking = item.font.trackingPerCluster
                var sequential = glyphs.count == item.range.count
                var clusterAdvance: Int64 = 0
                for g in 0..<glyphs.count {
                    let cluster = Int(glyphs.clusters[g])
                    sequential = sequential && cluster == item.range.lowerBound + g
                    if glyphs.glyphs[g] == 0 && utf16[cluster] != 0x09 { missing += 1 }
                    if utf16[cluster] == 0x09 { continue }  // tabs are resolved per line
                    perUnit[cluster + 1] += Double(glyphs.advances[g]) * scale
                    // The font's own tracking, once per glyph cluster that advances
                    // (`Font.trackingPerCluster`, `GlyphRun`'s rule), after its last glyph.
                    if tracking != 0 {
                        clusterAdvance += Int64(glyphs.advances[g])
                        if g + 1 == glyphs.count || glyphs.clusters[g + 1] != glyphs.clusters[g] {
                            if clusterAdvance != 0 { perUnit[cluster + 1] += tracking }
                            clusterAdvance = 0
                        }
                    }
                }
                if sequential { glyphs.dropSequentialClusters(first: item.range.lowerBound) }
                shaped.append(ShapedRun(range: item.range, font: item.font, attributes: attributes,
                                        level: item.level, glyphs: glyphs))
            }
        }
        return (shaped, perUnit, missing)
    }

    /// The glyphs of an attachment over `range`: one object at the range's first unit whose
    /// advance is `width` (in font units at `scale`, rounded; `GlyphRun` places it at
    /// `width` exactly), glyph 0, which renderers draw as the attachment, never as a glyph.
    static func attachmentGlyphs(_ range: Range<Int>, width: Double, scale: Double) -> ShapedGlyphs {
        var glyphs = ShapedGlyphs()
        glyphs.glyphs = [0]
        let units = scale > 0 ? (width / scale).rounded() : 0
        glyphs.advances = [Int32(clamping: Int64(units.isFinite ? max(-1e15, min(1e15, units)) : 0))]
        glyphs.clusters = [Int32(range.lowerBound)]
        glyphs.clusterOrder = 1
        return glyphs
    }

    /// Adds tracking (NSAttributedString's kern) after each grapheme cluster, whose ends
    /// are `graphemes`, to advances laid out as `shape` returns them.
    static func addTracking(to perUnit: inout [Double], graphemes: [Int], attributeRuns: AttributeRuns) {
        guard attributeRuns.contains(where: { $0.attributes.tracking != 0 }) else { return }
        var run = 0
        var start = 0
        for end in graphemes {
            while run + 1 < attributeRuns.count && attributeRuns[run].range.upperBound <= start { run += 1 }
            perUnit[end] += attributeRuns[run].attributes.tracking
            start = end
        }
    }

    /// Turns advances laid out as `shape` returns them (entry i + 1 for unit i) into their
    /// prefix sums in place: entry i becomes the advance of the units before i. Returns true
    /// when no advance is negative (then the sums never decrease).
    static func prefixSumsInPlace(_ advances: inout [Double]) -> Bool {
        var sum = 0.0
        var neverNegative = true
        for i in advances.indices {
            if advances[i] < 0 { neverNegative = false }
            sum += advances[i]
            advances[i] = sum
        }
        return neverNegative
    }
}
