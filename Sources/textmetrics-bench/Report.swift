import CHeapStats
import FuzzSupport
import Typesetting

/// The prepared paragraphs' size per UTF-16 unit, counted and measured.
struct PreparedSize {
    /// The bytes of the arrays' elements (`estimatedByteCount`), per unit.
    var counted: Double
    /// What the heap grew by, per unit, when the corpus was prepared again and kept.
    var heap: Double
    /// What a prepared paragraph costs on the heap whatever its length, in bytes: the
    /// intercept of heap bytes per paragraph against UTF-16 units per paragraph, through the
    /// corpus prepared whole and cut to about its first half (`measurePreparedSize`).
    var fixedOverhead: Double
    /// The texts prepared again for the heap measurement, kept as long as this value (the
    /// resident memory printed after them includes them).
    var kept: [PreparedText]
}

extension Bench {
    /// The size of `prepared`, counted; then measured: the heap's allocated bytes (glibc's
    /// mallinfo2: every array's header, spare capacity and malloc's own overhead included)
    /// grown by preparing the corpus again and keeping it, with every word already in the word
    /// cache, so the cache does not grow.
    ///
    /// The fixed overhead: the corpus is also prepared cut before the space nearest its
    /// middle (whole words, all in the cache) and kept; with h the heap bytes and u the UTF-16
    /// units per paragraph of the whole (w) and the cut (c) corpus, the line through both
    /// points, h = overhead + slope · u, meets u = 0 at overhead = h_w − u_w · (h_w − h_c) /
    /// (u_w − u_c): what every paragraph costs besides what grows with its length.
    func measurePreparedSize(_ prepared: [PreparedText]) throws -> PreparedSize {
        let preparedBytes = prepared.reduce(0) { $0 + $1.paragraphs.reduce(0) { $0 + $1.estimatedByteCount } }
        let halves = corpus.map(Self.firstHalf)
        let halfUnits = halves.reduce(0) { $0 + $1.utf16.count }
        var heapBefore = tm_heap_allocated_bytes()
        let keptAgain = try corpus.map { try PreparedText($0, font: font, fontCollection: fonts) }
        let heapBytes = Int(tm_heap_allocated_bytes()) - Int(heapBefore)
        heapBefore = tm_heap_allocated_bytes()
        let keptHalves = try halves.map { try PreparedText($0, font: font, fontCollection: fonts) }
        let halfHeapBytes = withExtendedLifetime(keptHalves) { Int(tm_heap_allocated_bytes()) - Int(heapBefore) }
        let n = Double(corpus.count)
        let (hw, hc) = (Double(heapBytes) / n, Double(halfHeapBytes) / n)
        let (uw, uc) = (Double(totalUnits) / n, Double(halfUnits) / n)
        return PreparedSize(
            counted: Double(preparedBytes) / Double(totalUnits), heap: Double(heapBytes) / Double(totalUnits),
            fixedOverhead: hw - uw * (hw - hc) / (uw - uc), kept: keptAgain)
    }

    /// `paragraph` up to the space nearest its middle (the whole paragraph if it has none).
    private static func firstHalf(_ paragraph: String) -> String {
        let units = Array(paragraph.utf16)
        let middle = units.count / 2
        let spaces = units.indices.filter { units[$0] == 0x20 }
        guard let cut = spaces.min(by: { abs($0 - middle) < abs($1 - middle) }) else { return paragraph }
        return String(decoding: units[..<cut], as: UTF16.self)
    }

    /// The table of figures and their targets.
    func printFigures(_ main: MainFigures, _ strategy: StrategyFigures, _ size: PreparedSize) {
        let floor = perParagraph(main.best.floor), cold = perParagraph(main.best.cold)
        let uncached = perParagraph(main.best.uncached), rewrap = perParagraph(main.best.rewrap)
        let warmRewrap = perParagraph(main.best.warmRewrap)
        print("")
        print("figure                                   value      target")
        print("raw hb_shape floor (µs/paragraph)        \(column(f(floor)))")
        print("cold measure (µs/paragraph)              \(column(f(cold)))")
        print("cold / floor                             \(column(f(cold / floor))) ≤ 1.5")
        print("cold, first round (µs/paragraph)        \(column(f(main.firstRoundCold))) (every word new to the cache)")
        print("cold, no word cache (µs/paragraph)       \(column(f(uncached)))")
        print("cold, no word cache / floor              \(column(f(uncached / floor))) ≤ 1.5")
        print("re-wrap at a new width (µs/paragraph)    \(column(f(warmRewrap, 3)))")
        print("cold / re-wrap                           \(column(f(cold / warmRewrap, 1))) ≥ 100")
        print("cold, no word cache / re-wrap            \(column(f(uncached / warmRewrap, 1))) ≥ 100")
        print("re-wrap after 100 other texts (µs)       \(column(f(rewrap, 3))) (data evicted from the CPU caches)")
        print("cold / re-wrap after 100 other texts     \(column(f(cold / rewrap, 1)))")
        print("re-wrap, standard / greedy strategy      \(column(f(strategy.standard))) ≤ 1.3")
        print("re-wrap, balanced / greedy strategy      \(column(f(strategy.balanced))) ≤ 10")
        print("re-wrap, optimal / greedy strategy       \(column(f(strategy.optimal))) ≤ 10")
        print("re-wrap, hyphenating greedy / greedy     \(column(f(strategy.hyphenated)))")
        print("re-wrap, hyphenating optimal / greedy    \(column(f(strategy.hyphenatedOptimal))) ≤ 10")
        print("prepare, hyphenating / not (warm cache)  \(column(f(strategy.hyphenatedPrepare)))")
        let stats = ShapingCache.shared.statistics
        print("word cache: first round hit rate \(f(main.firstRoundHitRate, 1))%; \(stats.entries) entries, \(f(Double(stats.bytes) / 1e6, 1)) MB of \(f(Double(ShapingCache.shared.byteBudget) / 1e6, 1)) MB, hit rate \(f(100 * Double(stats.hits) / Double(max(1, stats.hits + stats.misses)), 1))%, \(stats.evictions) evictions")
        print("prepared bytes per UTF-16 unit           \(column(f(size.counted, 1))) ≤ 24")
        print("prepared heap bytes per unit (mallinfo2)  \(column(f(size.heap, 1))) ≤ 24 (\(size.kept.count) texts kept; array headers, spare capacity and malloc overhead included)")
        print("per-paragraph fixed overhead (bytes)     \(column(f(size.fixedOverhead, 0))) ≤ 300 (heap bytes a paragraph at zero length: the line through the corpus whole and cut in half)")
        print("resident memory (MB)                     \(f(Double(ProcessStats.residentBytes()) / 1e6, 1))")
    }
}
