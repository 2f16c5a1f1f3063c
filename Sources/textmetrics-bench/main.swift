// textmetrics-bench: the performance benchmark (issue "Performance").
//
// Run in a release build:  swift run -c release textmetrics-bench [--paragraphs N] [--rounds R]
//   [--corpus small|zipf] [--write-corpus FILE] [--million]
//
// Workload: Inter (bundled, variable, wght 400) at 17 pt, width 320, N generated English
// paragraphs of about 180 characters (default 3,000), all distinct. Every figure is a ratio
// against a floor measured in the same run: raw `hb_shape` of the same paragraphs with the
// same HarfBuzz font.
import CHarfBuzz
import CHeapStats
import Foundation
import FuzzSupport
import Typesetting

let words = """
the of and to in is was that for it with as his on be at by had are but from or have an they which one \
you were her all she there would their we him been has when who will more no if out so said what up its \
about into than them can only other new some could time these two may then do first any my now such like \
our over man me even most made after also did many before must through back years where much your way \
well down should because each just those people how too little state good very make world still own see \
men work long get here between both life being under never day same another know while last might us great \
old year off come since against go came right used take three himself few house use during without again \
place around however home small found thought went say part once general high upon school every don't does \
got united left number course war until always away something fact though water less public put think \
almost hand enough far took head yet government system better set told nothing night end why called didn't \
eyes find going look asked later knew point next program city business give group toward young days let \
room president side social given present several order national possible rather second face per among form \
important often things looked early white case john become large big need four within felt along children \
saw best church ever least power development light thing journey painful experience measurement typography \
internationalization wrapping paragraph glyph kerning ligature baseline ascender descender
""".split(separator: " ").map(String.init)

func makeCorpus(count: Int, seed: UInt64) -> [String] {
    var rng = SplitMix64(seed: seed)
    var corpus: [String] = []
    corpus.reserveCapacity(count)
    for index in 0..<count {
        var p = ""
        var capitalize = true
        while p.count < 170 + rng.below(20) {
            var w = words[rng.below(words.count)]
            if capitalize { w = w.prefix(1).uppercased() + w.dropFirst(); capitalize = false }
            p += w
            switch rng.below(20) {
            case 0: p += ". "; capitalize = true
            case 1: p += ", "
            case 2: p += " \(rng.below(1000)) "
            default: p += " "
            }
        }
        p += "(\(index))."  // every paragraph distinct
        corpus.append(p)
    }
    return corpus
}

/// The realistic corpus: paragraphs over a vocabulary of `zipfVocabularySize` distinct words
/// drawn with Zipf's law (the word of rank r with probability ∝ 1/r, as word frequencies in
/// English text roughly go): the 350 common words above take the first ranks, the rest are
/// pronounceable made-up words of 1 to 3 syllables, all distinct. The small corpus's 350
/// words make the word cache hit 99 % of the time; this one shows what a real vocabulary
/// costs.
let zipfVocabularySize = 60_000
func makeZipfCorpus(count: Int, seed: UInt64) -> [String] {
    var rng = SplitMix64(seed: seed)
    var vocabulary = words
    var seen = Set(words)
    let onsets = ["", "b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z",
                  "br", "ch", "cl", "dr", "fl", "gr", "pl", "pr", "st", "th", "tr", "wh"]
    let vowels = ["a", "e", "i", "o", "u", "ai", "ea", "ee", "io", "ou", "y"]
    let codas = ["", "", "", "n", "r", "s", "l", "m", "nd", "ng", "nt", "rd"]
    while vocabulary.count < zipfVocabularySize {
        var w = ""
        for _ in 0...rng.below(3) { w += onsets[rng.below(onsets.count)] + vowels[rng.below(vowels.count)] + codas[rng.below(codas.count)] }
        if seen.insert(w).inserted { vocabulary.append(w) }
    }
    // Cumulative Zipf weights 1/r, sampled by binary search.
    var cumulative = [Double](repeating: 0, count: vocabulary.count)
    var sum = 0.0
    for r in vocabulary.indices { sum += 1 / Double(r + 1); cumulative[r] = sum }
    func sample() -> String {
        let x = Double(rng.below(1 << 30)) / Double(1 << 30) * sum
        var low = 0, high = cumulative.count - 1
        while low < high { let mid = (low + high) / 2; if cumulative[mid] < x { low = mid + 1 } else { high = mid } }
        return vocabulary[low]
    }
    return (0..<count).map { index in
        var p = ""
        var capitalize = true
        while p.count < 170 + rng.below(20) {
            var w = sample()
            if capitalize { w = w.prefix(1).uppercased() + w.dropFirst(); capitalize = false }
            p += w
            switch rng.below(20) {
            case 0: p += ". "; capitalize = true
            case 1: p += ", "
            default: p += " "
            }
        }
        return p + "(\(index))."
    }
}

var paragraphCount = 3000
var rounds = 3
var million = false
var zipf = false
var corpusFile: String? = nil
var memoryUnits: Int? = nil
var noWordCache = false
var rewrapRounds: Int? = nil
var prepareRounds = 1
var argv = CommandLine.arguments.dropFirst().makeIterator()
while let arg = argv.next() {
    switch arg {
    case "--paragraphs": paragraphCount = Int(argv.next() ?? "") ?? paragraphCount
    case "--rounds": rounds = Int(argv.next() ?? "") ?? rounds
    case "--million": million = true
    case "--corpus":
        switch argv.next() {
        case "small": zipf = false
        case "zipf": zipf = true
        default: FileHandle.standardError.write("--corpus expects small or zipf\n".data(using: .utf8)!); exit(2)
        }
    case "--write-corpus": corpusFile = argv.next()
    case "--memory": memoryUnits = Int(argv.next() ?? "")
    case "--no-word-cache": noWordCache = true
    case "--rewrap-only": rewrapRounds = Int(argv.next() ?? "")
    case "--prepare-rounds": prepareRounds = max(1, Int(argv.next() ?? "") ?? 1)
    default:
        FileHandle.standardError.write("usage: textmetrics-bench [--paragraphs N] [--rounds R] [--corpus small|zipf] [--write-corpus FILE] [--million] [--memory UNITS [--no-word-cache]] [--rewrap-only ROUNDS [--prepare-rounds P]]\n".data(using: .utf8)!)
        exit(2)
    }
}

#if DEBUG
print("warning: this is a debug build; figures are only meaningful with -c release")
#endif

let fonts = try FontCollection.bundled()
let font = try fonts.systemFont(ofSize: 17)
let width = 320.0
let corpus = zipf ? makeZipfCorpus(count: paragraphCount, seed: 42) : makeCorpus(count: paragraphCount, seed: 42)
if let corpusFile {
    // The corpus, one paragraph a line, for the peers (Benchmarks/peers) and the CLI timing.
    try (corpus.joined(separator: "\n") + "\n").write(toFile: corpusFile, atomically: true, encoding: .utf8)
    print("wrote \(corpus.count) paragraphs to \(corpusFile)")
    exit(0)
}
if let memoryUnits {
    // Peak memory while preparing one long paragraph (the small corpus's paragraphs joined by
    // spaces, `memoryUnits` UTF-16 units), with and without the word cache, in a fresh
    // process each (`--memory N [--no-word-cache]`): the peak resident size's growth over
    // the start-up, per unit; then the prepared text's own estimate.
    var text = ""
    var k = 0
    while text.utf16.count < memoryUnits { text += corpus[k % corpus.count] + " "; k += 1 }
    let before = ProcessStats.peakResidentBytes()
    let t = ProcessStats.now()
    let p = try PreparedText(text, font: font, fontCollection: fonts, usesShapingCache: !noWordCache)
    let seconds = ProcessStats.now() - t
    let peak = ProcessStats.peakResidentBytes()
    let units = text.utf16.count
    let kept = p.paragraphs.reduce(0) { $0 + $1.estimatedByteCount }
    print("prepare one \(units)-unit paragraph\(noWordCache ? " (no word cache)" : ""): \(String(format: "%.2f", seconds)) s, peak growth \(String(format: "%.1f", Double(peak - before) / Double(units))) bytes per unit (target ≤ 64), prepared \(String(format: "%.1f", Double(kept) / Double(units))) bytes per unit kept (target ≤ 24)")
    exit(try p.layout(width: width).lineCount > 0 ? 0 : 1)
}
if let rewrapRounds {
    // For profiles (callgrind): prepare the corpus (`prepareRounds` times: the rounds after
    // the first find its words in the word cache), then only re-wrap it `rewrapRounds` times.
    var prepared: [PreparedText] = []
    for _ in 0..<prepareRounds { prepared = try corpus.map { try PreparedText($0, font: font, fontCollection: fonts) } }
    var lines = 0
    for round in 0..<rewrapRounds {
        for p in prepared { lines &+= try p.layout(width: width - 20 - Double(round % 7)).lineCount }
    }
    print("re-wrapped \(prepared.count) paragraphs \(rewrapRounds) times: \(lines) lines")
    exit(0)
}
let utf16Corpus = corpus.map { Array($0.utf16) }
let totalUnits = utf16Corpus.reduce(0) { $0 + $1.count }
let distinctWords = Set(corpus.flatMap { $0.split(separator: " ") }).count
print("corpus: \(zipf ? "zipf" : "small"), \(corpus.count) paragraphs, \(totalUnits / corpus.count) UTF-16 units on average, \(distinctWords) distinct words; Inter 17 pt, width \(Int(width))")

// The floor: raw hb_shape of each paragraph, same HarfBuzz font (Inter at upem scale, wght 400).
let face = font.face
let blob = hb_blob_create_from_file(face.path)
let hbFace = hb_face_create(blob, 0)
let hbFont = hb_font_create(hbFace)
hb_font_set_scale(hbFont, Int32(face.unitsPerEm), Int32(face.unitsPerEm))
var wght = hb_variation_t(tag: 0x7767_6874, value: 400)  // 'wght'
hb_font_set_variations(hbFont, &wght, 1)
let buffer = hb_buffer_create()
var sink = 0
// The three measurements run interleaved, batch by batch, so that load from other
// processes falls on all of them alike: the floor and the cold measure shape the same batch
// back to back, and the re-wrap asks the just-prepared paragraphs for new widths, as a layout
// pass asks for min, ideal and max sizes before the real one.
let batchSize = 100
var floorTotal = Double.infinity
var coldTotal = Double.infinity
var uncachedTotal = Double.infinity
var rewrapTotal = Double.infinity
var warmRewrapTotal = Double.infinity
var firstRoundHitRate = 0.0
var firstRoundCold = 0.0
var prepared: [PreparedText] = []
for round in 0..<rounds {
    var floorTime = 0.0, coldTime = 0.0, rewrapTime = 0.0, uncachedTime = 0.0, warmRewrapTime = 0.0
    var fresh: [PreparedText] = []
    fresh.reserveCapacity(corpus.count)
    var batchStart = 0
    while batchStart < corpus.count {
        let batch = batchStart..<min(batchStart + batchSize, corpus.count)
        var t = ProcessStats.now()
        for i in batch {
            let text = utf16Corpus[i]
            hb_buffer_clear_contents(buffer)
            hb_buffer_add_utf16(buffer, text, Int32(text.count), 0, Int32(text.count))
            hb_buffer_guess_segment_properties(buffer)
            hb_shape(hbFont, buffer, nil, 0)
            sink &+= Int(hb_buffer_get_length(buffer))
        }
        floorTime += ProcessStats.now() - t
        t = ProcessStats.now()
        for i in batch {
            let p = try PreparedText(corpus[i], font: font, fontCollection: fonts)
            sink &+= try p.layout(width: width).lineCount
            fresh.append(p)
        }
        coldTime += ProcessStats.now() - t
        // Re-wrap right after preparing, as a layout pass asks a new text for its min, ideal
        // and max sizes before the real one: the prepared data is still in the CPU's caches.
        t = ProcessStats.now()
        for i in batch {
            sink &+= try fresh[i].layout(width: width - 30 - Double(round)).lineCount
        }
        warmRewrapTime += ProcessStats.now() - t
        t = ProcessStats.now()
        for i in batch {
            let p = try PreparedText(corpus[i], font: font, fontCollection: fonts, usesShapingCache: false)
            sink &+= try p.layout(width: width).lineCount
        }
        uncachedTime += ProcessStats.now() - t
        t = ProcessStats.now()
        for i in batch {
            sink &+= try fresh[i].layout(width: width - 20 - Double(round)).lineCount
        }
        rewrapTime += ProcessStats.now() - t
        batchStart = batch.upperBound
    }
    floorTotal = min(floorTotal, floorTime)
    coldTotal = min(coldTotal, coldTime)
    rewrapTotal = min(rewrapTotal, rewrapTime)
    warmRewrapTotal = min(warmRewrapTotal, warmRewrapTime)
    if round == 0 {
        firstRoundCold = coldTime / Double(corpus.count) * 1e6
        let s = ShapingCache.shared.statistics
        firstRoundHitRate = 100 * Double(s.hits) / Double(max(1, s.hits + s.misses))
    }
    uncachedTotal = min(uncachedTotal, uncachedTime)
    prepared = fresh
}
let floorBest = floorTotal / Double(corpus.count) * 1e6
let coldBest = coldTotal / Double(corpus.count) * 1e6
let rewrapBest = rewrapTotal / Double(corpus.count) * 1e6
let warmRewrapBest = warmRewrapTotal / Double(corpus.count) * 1e6
let uncachedBest = uncachedTotal / Double(corpus.count) * 1e6

// Line-break strategies: the same paragraphs prepared with `.standard` (orphan avoidance),
// `.balanced` (a bisection of greedy re-wraps) and `.optimal` (total fit), passes after greedy wrapping,
// re-wrapped at the same widths as greedy ones, interleaved batch by batch, the order
// rotating so that none always finds the caches warm. Ratios are of whole layouts (wrap
// and position).
// The last two sets hyphenate (factor 1, en-US patterns): greedy and total fit.
let strategies: [(LineBreakStrategy, hyphenates: Bool)] = [([], false), (.standard, false), (.balanced, false),
                                                          (.optimal, false), ([], true), (.optimal, true)]
// All sets prepared the same way, interleaved, so that none has better memory locality.
var strategyPrepared: [[PreparedText]] = strategies.map { _ in [] }
// Preparing with hyphenation (pattern look-ups for every word) against without, per set.
var prepareTimes = strategies.map { _ in 0.0 }
for text in corpus {
    for (k, strategy) in strategies.enumerated() {
        var style = ParagraphStyle()
        style.lineBreakStrategy = strategy.0
        style.hyphenationFactor = strategy.hyphenates ? 1 : 0
        let t = ProcessStats.now()
        strategyPrepared[k].append(try PreparedText(text, font: font, style: style, fontCollection: fonts))
        prepareTimes[k] += ProcessStats.now() - t
    }
}
var strategyTotals = strategies.map { _ in Double.infinity }
for round in 0..<rounds {
    var times = strategies.map { _ in 0.0 }
    var batchStart = 0
    while batchStart < corpus.count {
        let batch = batchStart..<min(batchStart + batchSize, corpus.count)
        for w in 0..<3 {
            let rewrapWidth = width - 40 - Double(10 * w + round)
            for shift in 0..<strategies.count {
                let k = (shift + w) % strategies.count
                let t = ProcessStats.now()
                for i in batch { sink &+= try strategyPrepared[k][i].layout(width: rewrapWidth).lineCount }
                times[k] += ProcessStats.now() - t
            }
        }
        batchStart = batch.upperBound
    }
    for k in strategies.indices { strategyTotals[k] = min(strategyTotals[k], times[k]) }
}
let strategyRatio = strategyTotals[1] / strategyTotals[0]
let balancedRatio = strategyTotals[2] / strategyTotals[0]
let optimalRatio = strategyTotals[3] / strategyTotals[0]
let hyphenatedRatio = strategyTotals[4] / strategyTotals[0]
let hyphenatedOptimalRatio = strategyTotals[5] / strategyTotals[0]
let hyphenatedPrepareRatio = prepareTimes[4] / prepareTimes[0]

let preparedBytes = prepared.reduce(0) { $0 + $1.paragraphs.reduce(0) { $0 + $1.estimatedByteCount } }
let bytesPerUnit = Double(preparedBytes) / Double(totalUnits)
// The same, measured: the heap's allocated bytes (glibc's mallinfo2: every array's header,
// spare capacity and malloc's own overhead included) grown by preparing the corpus again and
// keeping it, with every word already in the word cache, so the cache does not grow.
let heapBefore = tm_heap_allocated_bytes()
let keptAgain = try corpus.map { try PreparedText($0, font: font, fontCollection: fonts) }
let heapBytesPerUnit = Double(Int(tm_heap_allocated_bytes()) - Int(heapBefore)) / Double(totalUnits)

func f(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }
print("")
print("figure                                   value      target")
print("raw hb_shape floor (µs/paragraph)        \(f(floorBest).padding(toLength: 10, withPad: " ", startingAt: 0))")
print("cold measure (µs/paragraph)              \(f(coldBest).padding(toLength: 10, withPad: " ", startingAt: 0))")
print("cold / floor                             \(f(coldBest / floorBest).padding(toLength: 10, withPad: " ", startingAt: 0)) ≤ 1.5")
print("cold, first round (µs/paragraph)        \(f(firstRoundCold).padding(toLength: 10, withPad: " ", startingAt: 0)) (every word new to the cache)")
print("cold, no word cache (µs/paragraph)       \(f(uncachedBest).padding(toLength: 10, withPad: " ", startingAt: 0))")
print("cold, no word cache / floor              \(f(uncachedBest / floorBest).padding(toLength: 10, withPad: " ", startingAt: 0)) ≤ 1.5")
print("re-wrap at a new width (µs/paragraph)    \(f(warmRewrapBest, 3).padding(toLength: 10, withPad: " ", startingAt: 0))")
print("cold / re-wrap                           \(f(coldBest / warmRewrapBest, 1).padding(toLength: 10, withPad: " ", startingAt: 0)) ≥ 100")
print("cold, no word cache / re-wrap            \(f(uncachedBest / warmRewrapBest, 1).padding(toLength: 10, withPad: " ", startingAt: 0)) ≥ 100")
print("re-wrap after 100 other texts (µs)       \(f(rewrapBest, 3).padding(toLength: 10, withPad: " ", startingAt: 0)) (data evicted from the CPU caches)")
print("cold / re-wrap after 100 other texts     \(f(coldBest / rewrapBest, 1).padding(toLength: 10, withPad: " ", startingAt: 0))")
let stats = ShapingCache.shared.statistics
print("re-wrap, standard / greedy strategy      \(f(strategyRatio).padding(toLength: 10, withPad: " ", startingAt: 0)) ≤ 1.3")
print("re-wrap, balanced / greedy strategy      \(f(balancedRatio).padding(toLength: 10, withPad: " ", startingAt: 0)) ≤ 10")
print("re-wrap, optimal / greedy strategy       \(f(optimalRatio).padding(toLength: 10, withPad: " ", startingAt: 0)) ≤ 10")
print("re-wrap, hyphenating greedy / greedy     \(f(hyphenatedRatio).padding(toLength: 10, withPad: " ", startingAt: 0))")
print("re-wrap, hyphenating optimal / greedy    \(f(hyphenatedOptimalRatio).padding(toLength: 10, withPad: " ", startingAt: 0)) ≤ 10")
print("prepare, hyphenating / not (warm cache)  \(f(hyphenatedPrepareRatio).padding(toLength: 10, withPad: " ", startingAt: 0))")
print("word cache: first round hit rate \(f(firstRoundHitRate, 1))%; \(stats.entries) entries, \(f(Double(stats.bytes) / 1e6, 1)) MB of \(f(Double(ShapingCache.shared.byteBudget) / 1e6, 1)) MB, hit rate \(f(100 * Double(stats.hits) / Double(max(1, stats.hits + stats.misses)), 1))%, \(stats.evictions) evictions")
print("prepared bytes per UTF-16 unit           \(f(bytesPerUnit, 1).padding(toLength: 10, withPad: " ", startingAt: 0)) ≤ 24")
print("prepared heap bytes per unit (mallinfo2)  \(f(heapBytesPerUnit, 1).padding(toLength: 10, withPad: " ", startingAt: 0)) (\(keptAgain.count) texts kept; array headers, spare capacity and malloc overhead included)")
print("resident memory (MB)                     \(f(Double(ProcessStats.residentBytes()) / 1e6, 1))")

// Autoshrink (UILabel adjustsFontSizeToFitWidth, SwiftUI minimumScaleFactor) of 40-character
// labels that do not fit: a new label measured once (prepare + layout at the width) against
// the same new label shrunk to fit (prepare + the scale search + layout at that scale), on one
// line at width 200 (minimum 0.5) and on two lines at width 100 (minimum 0.3). Batches are
// interleaved as above.
var scaleSum = 0.0
let shortCorpus: [String] = {
    var rng = SplitMix64(seed: 11)
    return (0..<paragraphCount).map { index in
        var s = ""
        while s.count < 34 { s += words[rng.below(words.count)] + " " }
        return String((s + "\(index)").prefix(34)) + " \(100_000 + index)"  // 40 characters, distinct
    }
}()
/// Seconds to prepare the labels of `batch` and draw each shrunk to fit `width` in `lines`.
@MainActor func timeAutoshrink(_ batch: Range<Int>, width: Double, lines: Int, minimum: Double) throws -> Double {
    let t = ProcessStats.now()
    for i in batch {
        let p = try PreparedText(shortCorpus[i], font: font, fontCollection: fonts)
        let s = try p.largestFittingScale(width: width, numberOfLines: lines, minimumScaleFactor: minimum)
        sink &+= try p.layout(width: width, numberOfLines: lines, scale: s).lineCount
        if lines == 1 { scaleSum += s }
    }
    return ProcessStats.now() - t
}
var measureTotal = Double.infinity, shrinkOneTotal = Double.infinity, shrinkTwoTotal = Double.infinity
for _ in 0..<rounds {
    var measureTime = 0.0, shrinkOneTime = 0.0, shrinkTwoTime = 0.0
    var batchStart = 0
    while batchStart < shortCorpus.count {
        let batch = batchStart..<min(batchStart + batchSize, shortCorpus.count)
        let t = ProcessStats.now()
        for i in batch {
            let p = try PreparedText(shortCorpus[i], font: font, fontCollection: fonts)
            sink &+= try p.layout(width: 200, numberOfLines: 1).lineCount
        }
        measureTime += ProcessStats.now() - t
        shrinkOneTime += try timeAutoshrink(batch, width: 200, lines: 1, minimum: 0.5)
        shrinkTwoTime += try timeAutoshrink(batch, width: 100, lines: 2, minimum: 0.3)
        batchStart = batch.upperBound
    }
    measureTotal = min(measureTotal, measureTime)
    shrinkOneTotal = min(shrinkOneTotal, shrinkOneTime)
    shrinkTwoTotal = min(shrinkTwoTotal, shrinkTwoTime)
}
let perLabel = { (total: Double) in total / Double(shortCorpus.count) * 1e6 }
print("")
print("autoshrink, 40-character labels (\(shortCorpus.count), mean one-line scale \(f(scaleSum / Double(rounds * shortCorpus.count), 3)))")
print("measure a new label (µs)                 \(f(perLabel(measureTotal)).padding(toLength: 10, withPad: " ", startingAt: 0))")
print("autoshrink, one line (µs)                \(f(perLabel(shrinkOneTotal)).padding(toLength: 10, withPad: " ", startingAt: 0))")
print("autoshrink, one line / measure           \(f(shrinkOneTotal / measureTotal).padding(toLength: 10, withPad: " ", startingAt: 0)) ≤ 3")
print("autoshrink, two lines (µs)               \(f(perLabel(shrinkTwoTotal)).padding(toLength: 10, withPad: " ", startingAt: 0))")
print("autoshrink, two lines / measure          \(f(shrinkTwoTotal / measureTotal).padding(toLength: 10, withPad: " ", startingAt: 0)) ≤ 3")

if million {
    // Memory stays flat while 1,000,000 distinct short strings are measured.
    var rng = SplitMix64(seed: 7)
    var samples: [String] = []
    let t = ProcessStats.now()
    for i in 0..<1_000_000 {
        let text = "\(words[rng.below(words.count)]) \(words[rng.below(words.count)]) \(i)"
        let layout = try PreparedText(text, font: font, fontCollection: fonts).layout(width: 120)
        sink &+= layout.lineCount
        if i % 200_000 == 0 || i == 999_999 { samples.append("\(i + 1): \(f(Double(ProcessStats.residentBytes()) / 1e6, 1)) MB") }
    }
    print("1,000,000 distinct strings in \(f(ProcessStats.now() - t, 1)) s; resident memory " + samples.joined(separator: ", "))
}
if sink == 42 { print("") }
