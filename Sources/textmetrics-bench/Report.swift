import CHeapStats
import FuzzSupport
import Typesetting

/// The prepared paragraphs' size per UTF-16 unit, counted and measured.
struct PreparedSize {
    /// The bytes of the arrays' elements (`estimatedByteCount`), per unit.
    var counted: Double
    /// What the heap grew by, per unit, when the corpus was prepared again and kept.
    var heap: Double
    /// The texts prepared again for the heap measurement, kept as long as this value (the
    /// resident memory printed after them includes them).
    var kept: [PreparedText]
}

extension Bench {
    /// The size of `prepared`, counted; then measured: the heap's allocated bytes (glibc's
    /// mallinfo2: every array's header, spare capacity and malloc's own overhead included)
    /// grown by preparing the corpus again and keeping it, with every word already in the word
    /// cache, so the cache does not grow.
    func measurePreparedSize(_ prepared: [PreparedText]) throws -> PreparedSize {
        let preparedBytes = prepared.reduce(0) { $0 + $1.paragraphs.reduce(0) { $0 + $1.estimatedByteCount } }
        let heapBefore = tm_heap_allocated_bytes()
        let keptAgain = try corpus.map { try PreparedText($0, font: font, fontCollection: fonts) }
        let heapBytes = Int(tm_heap_allocated_bytes()) - Int(heapBefore)
        return PreparedSize(
            counted: Double(preparedBytes) / Double(totalUnits), heap: Double(heapBytes) / Double(totalUnits),
            kept: keptAgain)
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
        print("prepared heap bytes per unit (mallinfo2)  \(column(f(size.heap, 1))) (\(size.kept.count) texts kept; array headers, spare capacity and malloc overhead included)")
        print("resident memory (MB)                     \(f(Double(ProcessStats.residentBytes()) / 1e6, 1))")
    }
}
