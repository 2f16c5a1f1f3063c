import CHarfBuzz
import FuzzSupport
import Typesetting

/// The floor: raw `hb_shape` of a paragraph with the same HarfBuzz font as the engine's
/// (Inter at upem scale, wght 400).
struct HarfBuzzFloor {
    private let font: OpaquePointer?
    private let buffer: OpaquePointer?

    init(_ font: Font) {
        let face = font.face
        let blob = hb_blob_create_from_file(face.path)
        let hbFace = hb_face_create(blob, 0)
        self.font = hb_font_create(hbFace)
        hb_font_set_scale(self.font, Int32(face.unitsPerEm), Int32(face.unitsPerEm))
        var wght = hb_variation_t(tag: 0x7767_6874, value: 400)  // 'wght'
        hb_font_set_variations(self.font, &wght, 1)
        buffer = hb_buffer_create()
    }

    /// Shapes `text`; returns its glyph count.
    func shape(_ text: [UInt16]) -> Int {
        hb_buffer_clear_contents(buffer)
        hb_buffer_add_utf16(buffer, text, Int32(text.count), 0, Int32(text.count))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        return Int(hb_buffer_get_length(buffer))
    }
}

/// Seconds spent on the whole corpus by each of the interleaved measurements (one round's, or
/// the best round's).
struct MainTimes {
    var floor = 0.0, cold = 0.0, uncached = 0.0, rewrap = 0.0, warmRewrap = 0.0

    /// The best (smallest) of each time.
    static func best(_ a: MainTimes, _ b: MainTimes) -> MainTimes {
        MainTimes(floor: min(a.floor, b.floor), cold: min(a.cold, b.cold), uncached: min(a.uncached, b.uncached),
                  rewrap: min(a.rewrap, b.rewrap), warmRewrap: min(a.warmRewrap, b.warmRewrap))
    }
}

/// The floor, the cold measure, and re-wraps, over all rounds.
struct MainFigures {
    var best = MainTimes(floor: .infinity, cold: .infinity, uncached: .infinity, rewrap: .infinity, warmRewrap: .infinity)
    /// The first round's cold measure, every word new to the cache (µs a paragraph).
    var firstRoundCold = 0.0
    /// The word cache's hit rate in the first round (%).
    var firstRoundHitRate = 0.0
    /// The last round's prepared paragraphs.
    var prepared: [PreparedText] = []
}

extension Bench {
    /// The three measurements, interleaved batch by batch: the floor and the cold measure shape
    /// the same batch back to back, and the re-wrap asks the just-prepared paragraphs for new
    /// widths, as a layout pass asks for min, ideal and max sizes before the real one.
    mutating func measureMain() throws -> MainFigures {
        let floor = HarfBuzzFloor(font)
        let utf16Corpus = corpus.map { Array($0.utf16) }
        var figures = MainFigures()
        for round in 0..<rounds {
            var times = MainTimes()
            var fresh: [PreparedText] = []
            fresh.reserveCapacity(corpus.count)
            for batch in batches(corpus.count) {
                try measureBatch(batch, round: round, floor: floor, utf16Corpus, into: &fresh, &times)
            }
            figures.best = MainTimes.best(figures.best, times)
            if round == 0 {
                figures.firstRoundCold = perParagraph(times.cold)
                let s = ShapingCache.shared.statistics
                figures.firstRoundHitRate = 100 * Double(s.hits) / Double(max(1, s.hits + s.misses))
            }
            figures.prepared = fresh
        }
        return figures
    }

    /// One batch of each measurement, adding the seconds to `times`.
    private mutating func measureBatch(
        _ batch: Range<Int>, round: Int, floor: HarfBuzzFloor, _ utf16Corpus: [[UInt16]],
        into fresh: inout [PreparedText], _ times: inout MainTimes
    ) throws {
        var t = ProcessStats.now()
        for i in batch { sink &+= floor.shape(utf16Corpus[i]) }
        times.floor += ProcessStats.now() - t
        t = ProcessStats.now()
        for i in batch {
            let p = try PreparedText(corpus[i], font: font, fontCollection: fonts)
            sink &+= try p.layout(width: width).lineCount
            fresh.append(p)
        }
        times.cold += ProcessStats.now() - t
        // Re-wrap right after preparing, as a layout pass asks a new text for its min, ideal
        // and max sizes before the real one: the prepared data is still in the CPU's caches.
        t = ProcessStats.now()
        for i in batch { sink &+= try fresh[i].layout(width: width - 30 - Double(round)).lineCount }
        times.warmRewrap += ProcessStats.now() - t
        t = ProcessStats.now()
        for i in batch {
            let p = try PreparedText(corpus[i], font: font, fontCollection: fonts, usesShapingCache: false)
            sink &+= try p.layout(width: width).lineCount
        }
        times.uncached += ProcessStats.now() - t
        t = ProcessStats.now()
        for i in batch { sink &+= try fresh[i].layout(width: width - 20 - Double(round)).lineCount }
        times.rewrap += ProcessStats.now() - t
    }
}
