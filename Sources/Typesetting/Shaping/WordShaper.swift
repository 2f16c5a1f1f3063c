internal import CHarfBuzz

/// `Shaper.shapeRun` through the word cache: one run cut at spaces into segments, each
/// shaped alone (or found in the cache), and the glyphs appended to one `ShapedGlyphs`.
///
/// Segments, maximal runs of spaces or of anything else, become units: a segment alone, or a
/// word whose first glyph HarfBuzz flagged unsafe to concatenate merged with its neighbouring
/// words. Only the units from the last word on can still merge (into a flagged word that
/// follows). Segments alternate, so what can is at most a head (the last word, or the last
/// merged unit) and the spaces after it (`gap`; at the run's start, spaces with no head). A
/// word is written out at once and taken back (to `headMark`) if a merge takes it; a merged
/// unit and a gap wait, since they may still grow.
struct WordShaper {
    let text: UnsafeBufferPointer<UInt16>
    let instance: FontInstance
    let script: String
    let language: String?
    let hbFeatures: [hb_feature_t]
    let cache: ShapingCache
    /// The run's script is written without spaces (`ShapingCache.admitsOnSecondSighting`).
    let secondSightingOnly: Bool
    /// One key is rewritten for every lookup, its text storage reused, and the run's shaping
    /// inputs other than the text hashed once for all its words. A word that is stored gets
    /// a key of its own, its text in an array of its size.
    var key: ShapingCache.Key
    /// The run's glyphs so far.
    var out = ShapedGlyphs()
    /// A single space, the commonest segment, is looked up once per run.
    var oneSpace: ShapedGlyphs?
    /// The head: the last word (written out, from glyph `headMark`) or merged unit (not yet).
    var headRange: Range<Int>?
    var headWritten = false
    var headMark = (glyphs: 0, hadOffsets: false)
    /// The spaces after the head.
    var gap: Range<Int>?
    /// True when the last word was flagged: the next word joins it.
    var pullNextWord = false

    init(text: UnsafeBufferPointer<UInt16>, instance: FontInstance, script: String, language: String?,
         featureSettings: [String], cache: ShapingCache, capacity: Int) {
        self.text = text
        self.instance = instance
        self.script = script
        self.language = language
        self.cache = cache
        secondSightingOnly = ShapingCache.admitsOnSecondSighting.contains(script)
        hbFeatures = Shaper.features(featureSettings)
        key = ShapingCache.Key(context: cache.context(instance: instance.id, features: featureSettings, script: script,
                                                      language: language, rightToLeft: false), text: [])
        key.text.reserveCapacity(32)
        out.glyphs.reserveCapacity(capacity)
        out.advances.reserveCapacity(capacity)
        out.clusters.reserveCapacity(capacity)
    }

    /// The glyphs of `range`, segment by segment.
    mutating func shape(_ range: Range<Int>, buffer: borrowing ShapingBuffer) -> ShapedGlyphs {
        var start = range.lowerBound
        while start < range.upperBound {
            let isSpace = text[start] == 0x20
            var end = start + 1
            while end < range.upperBound && (text[end] == 0x20) == isSpace { end += 1 }
            let segment = start..<end
            start = end
            if isSpace {
                gap = segment
                continue
            }
            add(word: segment, flaggedIfNotFirst: segment.lowerBound > range.lowerBound, buffer: buffer)
        }
        flush(buffer: buffer)
        out.computeClusterOrder()
        return out
    }

    /// Adds the word `segment`: written out, or merged with the head when it or the word
    /// before is flagged (a flag on the run's first word counts for nothing).
    private mutating func add(word segment: Range<Int>, flaggedIfNotFirst: Bool, buffer: borrowing ShapingBuffer) {
        let word = shaped(segment, buffer: buffer)
        let flagged = word.startsUnsafeToConcat && flaggedIfNotFirst
        if flagged || pullNextWord {
            // Join the previous word: the head, the gap and this word become one unit.
            if headWritten { takeBackHead() }
            let lower = headRange?.lowerBound ?? gap?.lowerBound ?? segment.lowerBound
            headRange = lower..<segment.upperBound
            headWritten = false
            gap = nil
            pullNextWord = flagged
        } else {
            flush(buffer: buffer)
            headMark = (out.glyphs.count, !out.offsets.isEmpty)
            append(word, at: segment.lowerBound)
            headRange = segment
            headWritten = true
        }
    }

    /// Removes the written head's glyphs (from `headMark` on).
    private mutating func takeBackHead() {
        let n = out.glyphs.count - headMark.glyphs
        out.glyphs.removeLast(n)
        out.advances.removeLast(n)
        out.clusters.removeLast(n)
        if headMark.hadOffsets { out.offsets.removeLast(n) } else { out.offsets = [] }
    }

    /// Writes out what waits (a merged head, the gap) and clears the head.
    private mutating func flush(buffer: borrowing ShapingBuffer) {
        if let headRange, !headWritten { write(headRange, buffer: buffer) }
        if let gap { write(gap, buffer: buffer) }
        headRange = nil
        headWritten = false
        gap = nil
    }

    private mutating func write(_ range: Range<Int>, buffer: borrowing ShapingBuffer) {
        if range.count == 1 && text[range.lowerBound] == 0x20 {
            if oneSpace == nil { oneSpace = shaped(range, buffer: buffer) }
            append(oneSpace!, at: range.lowerBound)
        } else {
            append(shaped(range, buffer: buffer), at: range.lowerBound)
        }
    }

    /// The glyphs of `piece` shaped alone, from the cache or shaped and stored.
    /// A piece longer than `ShapingCache.maximumCachedUnits` is shaped and not stored.
    private mutating func shaped(_ piece: Range<Int>, buffer: borrowing ShapingBuffer) -> ShapedGlyphs {
        if piece.count > ShapingCache.maximumCachedUnits {
            return Shaper.shape(text: UnsafeBufferPointer(rebasing: text[piece]), range: 0..<piece.count,
                                instance: instance, rightToLeft: false, script: script, language: language,
                                features: hbFeatures, buffer: buffer, producesUnsafeToConcat: true)
        }
        key.replaceText(with: text[piece])
        if let cached = cache.get(key) { return cached }
        let (instance, script, language, hbFeatures) = (self.instance, self.script, self.language, self.hbFeatures)
        let result = key.text.withUnsafeBufferPointer { segment in
            Shaper.shape(text: segment, range: 0..<segment.count, instance: instance, rightToLeft: false,
                         script: script, language: language, features: hbFeatures, buffer: buffer,
                         producesUnsafeToConcat: true)
        }
        if secondSightingOnly && !cache.seenBefore(key) { return result }
        let stored = ShapingCache.Key(key, ownText: Array(text[piece]))
        cache.put(stored, result)
        return result
    }

    /// Appends `piece`'s glyphs, its clusters moved to start at `lowerBound`.
    private mutating func append(_ piece: ShapedGlyphs, at lowerBound: Int) {
        let base = Int32(lowerBound)
        if !piece.offsets.isEmpty && out.offsets.isEmpty {
            out.offsets = [GlyphOffset](repeating: .zero, count: out.glyphs.count)
        }
        out.glyphs.append(contentsOf: piece.glyphs)
        out.advances.append(contentsOf: piece.advances)
        let first = out.clusters.count
        out.clusters.append(contentsOf: piece.clusters)
        out.clusters.withUnsafeMutableBufferPointer { clusters in
            for i in first..<clusters.count { clusters[i] = clusters[i] + base }
        }
        if !out.offsets.isEmpty {
            if piece.offsets.isEmpty {
                out.offsets.append(contentsOf: repeatElement(.zero, count: piece.glyphs.count))
            } else {
                out.offsets.append(contentsOf: piece.offsets)
            }
        }
    }
}
