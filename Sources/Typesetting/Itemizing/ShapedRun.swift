/// One itemized and shaped run of a paragraph: a single font, bidi level, script and
/// attribute set over a UTF-16 range.
///
/// Held as one reference to a `ShapedRunStorage`, which keeps the run's fields and its glyph
/// data (glyph ids, advances, and offsets and clusters where they are needed) in a single
/// allocation: about 50 bytes and 6 a glyph, where the fields in an array element and the
/// glyph ids and advances in two arrays of their own took some 220 bytes and 6 a glyph.
///
/// Sendable though `ManagedBuffer` is not: the storage is written once, in
/// `ShapedRunStorage.make`, before any run holds it, and only read after.
struct ShapedRun: @unchecked Sendable {
    let storage: ShapedRunStorage

    init(storage: ShapedRunStorage) {
        self.storage = storage
    }

    init(range: Range<Int>, font: Font, attributes: TextAttributes, level: UInt8, glyphs: ShapedGlyphs) {
        storage = .make(range: range, format: RunFormat.shared(font: font, attributes: attributes), level: level,
                        glyphs: glyphs)
    }

    /// The run's range in the paragraph, in UTF-16 offsets.
    var range: Range<Int> { Int(storage.fields.lower)..<Int(storage.fields.upper) }
    /// The run's font and attributes, shared with every run that has the same (`RunFormat`).
    var format: RunFormat { storage.fields.format }
    var level: UInt8 { storage.fields.level }
    /// The run's glyphs.
    var glyphs: PackedGlyphs { PackedGlyphs(storage: storage) }

    var font: Font { format.font }
    var attributes: TextAttributes { format.attributes }
    var isRightToLeft: Bool { level & 1 == 1 }
    /// Points per font unit of this run's font.
    var scale: Double { font.scale }
    var metrics: FontMetrics { font.metrics }
    /// The run's vertical extent (`VerticalMetrics(_:attributes:)`), found once per format.
    var vertical: VerticalMetrics { format.vertical }
}

/// The fields of a `ShapedRun` and the layout of its glyph data (28 bytes).
struct ShapedRunHeader {
    let format: RunFormat
    /// The run's range in the paragraph (a paragraph's offsets fit 31 bits: `PackedBreak`).
    let lower: Int32
    let upper: Int32
    /// The number of glyphs.
    let count: Int32
    /// The first glyph's cluster when the run keeps no clusters (`ShapedGlyphs.clusterBase`).
    let clusterBase: Int32
    let level: UInt8
    /// `ShapedGlyphs.clusterOrder`.
    let clusterOrder: Int8
    let hasOffsets: Bool
    let hasClusters: Bool
}

/// A shaped run's fields and glyph data in one allocation. The elements, in 32-bit words,
/// are the advances (`count` words), then the offsets (two words a glyph, when the run has
/// them), then the clusters (`count` words, when it has them), then the glyph ids, two to a
/// word. Written once by `make`, never changed: so `ShapedRun` may share it between threads.
final class ShapedRunStorage: ManagedBuffer<ShapedRunHeader, UInt32> {
    /// The header, read in place: `header` is a class property, whose every read the runtime
    /// checks for exclusive access (some 60 instructions), and this one is never written.
    @inline(__always)
    var fields: ShapedRunHeader {
        unsafeAddress { UnsafePointer(withUnsafeMutablePointerToHeader { $0 }) }
    }

    /// A storage holding `glyphs` for a run over `range`. Not inlined: inside the shaping
    /// loop it kept that loop's writes to the advances from being hoisted out of it.
    @inline(never)
    static func make(range: Range<Int>, format: RunFormat, level: UInt8, glyphs: ShapedGlyphs) -> ShapedRunStorage {
        let n = glyphs.count
        let hasOffsets = !glyphs.offsets.isEmpty, hasClusters = !glyphs.clusters.isEmpty
        let words = n + (hasOffsets ? 2 * n : 0) + (hasClusters ? n : 0) + (n + 1) / 2
        let buffer = create(minimumCapacity: words) { _ in
            ShapedRunHeader(format: format, lower: Int32(truncatingIfNeeded: range.lowerBound),
                            upper: Int32(truncatingIfNeeded: range.upperBound), count: Int32(truncatingIfNeeded: n),
                            clusterBase: glyphs.clusterBase, level: level,
                            clusterOrder: Int8(truncatingIfNeeded: glyphs.clusterOrder), hasOffsets: hasOffsets,
                            hasClusters: hasClusters)
        }
        // `create` makes an instance of the class it is called on.
        let storage = unsafeDowncast(buffer, to: ShapedRunStorage.self)
        guard n > 0 else { return storage }  // (an empty array need not have a base address)
        storage.withUnsafeMutablePointerToElements { words in
            var p = words
            glyphs.advances.withUnsafeBufferPointer { a in
                UnsafeMutableRawPointer(p).copyMemory(from: a.baseAddress!, byteCount: n * 4)
            }
            p += n
            if hasOffsets {
                glyphs.offsets.withUnsafeBufferPointer { o in
                    UnsafeMutableRawPointer(p).copyMemory(from: o.baseAddress!, byteCount: n * 8)
                }
                p += 2 * n
            }
            if hasClusters {
                glyphs.clusters.withUnsafeBufferPointer { c in
                    UnsafeMutableRawPointer(p).copyMemory(from: c.baseAddress!, byteCount: n * 4)
                }
                p += n
            }
            p[(n - 1) / 2] = 0  // the last word's upper half when n is odd
            glyphs.glyphs.withUnsafeBufferPointer { g in
                UnsafeMutableRawPointer(p).copyMemory(from: g.baseAddress!, byteCount: n * 2)
            }
        }
        return storage
    }
}

/// A shaped run's glyphs, read from its `ShapedRunStorage` with `ShapedGlyphs`'s accessors:
/// in font units of the run's face, in HarfBuzz's output (visual) order.
struct PackedGlyphs {
    let storage: ShapedRunStorage

    var count: Int { Int(storage.fields.count) }
    /// The glyph indices, 0..<count.
    var indices: Range<Int> { 0..<count }

    /// Glyph `i`'s id in the font.
    @inline(__always)
    func glyph(_ i: Int) -> UInt16 {
        let n = check(i)
        let skip = n * (1 + (storage.fields.hasOffsets ? 2 : 0) + (storage.fields.hasClusters ? 1 : 0))
        return storage.withUnsafeMutablePointerToElements {
            UnsafeRawPointer($0 + skip).load(fromByteOffset: 2 * i, as: UInt16.self)
        }
    }

    /// Glyph `i`'s advance, in font units.
    @inline(__always)
    func advance(_ i: Int) -> Int32 {
        _ = check(i)
        return storage.withUnsafeMutablePointerToElements { Int32(bitPattern: $0[i]) }
    }

    /// The UTF-16 offset (in the paragraph) of the cluster glyph `i` belongs to.
    @inline(__always)
    func cluster(_ i: Int) -> Int {
        let n = check(i)
        guard storage.fields.hasClusters else { return Int(storage.fields.clusterBase) + i }
        let skip = n * (storage.fields.hasOffsets ? 3 : 1)
        return storage.withUnsafeMutablePointerToElements { Int(Int32(bitPattern: $0[skip + i])) }
    }

    func xOffset(_ i: Int) -> Int32 { offset(i).x }
    func yOffset(_ i: Int) -> Int32 { offset(i).y }

    private func offset(_ i: Int) -> GlyphOffset {
        let n = check(i)
        guard storage.fields.hasOffsets else { return .zero }
        return storage.withUnsafeMutablePointerToElements {
            GlyphOffset(x: Int32(bitPattern: $0[n + 2 * i]), y: Int32(bitPattern: $0[n + 2 * i + 1]))
        }
    }

    /// The glyph count, after trapping unless 0 ≤ `i` < count (as an array's subscript would).
    @inline(__always)
    private func check(_ i: Int) -> Int {
        let n = count
        precondition(i >= 0 && i < n, "glyph index out of range")
        return n
    }

    /// The indices of the glyphs whose cluster lies in `range`. With monotone clusters they
    /// are contiguous and found by binary search (a line of a long run must not scan the whole
    /// run); otherwise every index is returned and the caller filters.
    func indices(forClusters range: Range<Int>) -> Range<Int> {
        let n = count
        if !storage.fields.hasClusters {
            // Glyph i is unit clusterBase + i.
            let base = Int(storage.fields.clusterBase)
            let lower = min(max(range.lowerBound - base, 0), n)
            return lower..<max(lower, min(max(range.upperBound - base, 0), n))
        }
        func firstIndex(where isPast: (Int) -> Bool) -> Int {
            var low = 0, high = n
            while low < high {
                let mid = (low + high) / 2
                if isPast(cluster(mid)) { high = mid } else { low = mid + 1 }
            }
            return low
        }
        let lower: Int, upper: Int
        switch storage.fields.clusterOrder {
        case 1: (lower, upper) = (firstIndex { $0 >= range.lowerBound }, firstIndex { $0 >= range.upperBound })
        case -1: (lower, upper) = (firstIndex { $0 < range.upperBound }, firstIndex { $0 < range.lowerBound })
        default: return 0..<n
        }
        return lower..<max(lower, upper)
    }

    /// The bytes the glyph data takes (`PreparedParagraph.estimatedByteCount`).
    var byteCount: Int {
        count * (2 + 4 + (storage.fields.hasOffsets ? 8 : 0) + (storage.fields.hasClusters ? 4 : 0))
    }
}

/// A run's font (the itemizer's: the attributes' own or a fallback) and attributes, held once
/// by reference: runs in the same font and attributes share one, within a paragraph and
/// across paragraphs and texts through a small per-thread table of recent formats, instead
/// of each run holding the 168 bytes of both.
final class RunFormat: Sendable {
    let font: Font
    let attributes: TextAttributes
    /// The extent of text in this format: the font's, raised by the baseline offset, and for
    /// an attachment at least its bounds (`VerticalMetrics(_:attributes:)`).
    let vertical: VerticalMetrics

    private init(font: Font, attributes: TextAttributes) {
        self.font = font
        self.attributes = attributes
        vertical = VerticalMetrics(font.metrics, attributes: attributes)
    }

    /// At most this many recent formats are kept per thread (`ThreadScratch.recentFormats`,
    /// newest last), so the table stays small and a format no run holds any more is freed
    /// once it falls out. Per thread, as texts prepared on several threads at once would
    /// otherwise wait for one another's lock at every run.
    private static let recentLimit = 16

    /// A format for `font` and `attributes`: a recent equal one, else a new one, remembered.
    static func shared(font: Font, attributes: TextAttributes) -> RunFormat {
        let scratch = ThreadScratch.current
        if let last = scratch.recentFormats.last, last.font == font, last.attributes == attributes { return last }
        if let k = scratch.recentFormats.lastIndex(where: { $0.font == font && $0.attributes == attributes }) {
            let found = scratch.recentFormats.remove(at: k)
            scratch.recentFormats.append(found)
            return found
        }
        let made = RunFormat(font: font, attributes: attributes)
        if scratch.recentFormats.count >= recentLimit { scratch.recentFormats.removeFirst() }
        scratch.recentFormats.append(made)
        return made
    }
}
