import FuzzSupport
import Typesetting

extension Bench {
    /// Autoshrink (UILabel adjustsFontSizeToFitWidth, SwiftUI minimumScaleFactor) of
    /// 40-character labels that do not fit: a new label measured once (prepare + layout at the
    /// width) against the same new label shrunk to fit (prepare + the scale search + layout at
    /// that scale), on one line at width 200 (minimum 0.5) and on two lines at width 100
    /// (minimum 0.3). Batches are interleaved as in the main figures.
    mutating func measureAutoshrink(labelCount: Int) throws {
        let labels = makeShortCorpus(count: labelCount)
        var scaleSum = 0.0
        var measureTotal = Double.infinity, shrinkOneTotal = Double.infinity, shrinkTwoTotal = Double.infinity
        for _ in 0..<rounds {
            var measureTime = 0.0, shrinkOneTime = 0.0, shrinkTwoTime = 0.0
            for batch in batches(labels.count) {
                let t = ProcessStats.now()
                for i in batch {
                    let p = try PreparedText(labels[i], font: font, fontCollection: fonts)
                    sink &+= try p.layout(width: 200, numberOfLines: 1).lineCount
                }
                measureTime += ProcessStats.now() - t
                shrinkOneTime += try timeAutoshrink(labels, batch, width: 200, lines: 1, minimum: 0.5, scaleSum: &scaleSum)
                shrinkTwoTime += try timeAutoshrink(labels, batch, width: 100, lines: 2, minimum: 0.3, scaleSum: &scaleSum)
            }
            measureTotal = min(measureTotal, measureTime)
            shrinkOneTotal = min(shrinkOneTotal, shrinkOneTime)
            shrinkTwoTotal = min(shrinkTwoTotal, shrinkTwoTime)
        }
        let perLabel = { (total: Double) in total / Double(labels.count) * 1e6 }
        print("")
        print("autoshrink, 40-character labels (\(labels.count), mean one-line scale \(f(scaleSum / Double(rounds * labels.count), 3)))")
        print("measure a new label (µs)                 \(column(f(perLabel(measureTotal))))")
        print("autoshrink, one line (µs)                \(column(f(perLabel(shrinkOneTotal))))")
        print("autoshrink, one line / measure           \(column(f(shrinkOneTotal / measureTotal))) ≤ 3")
        print("autoshrink, two lines (µs)               \(column(f(perLabel(shrinkTwoTotal))))")
        print("autoshrink, two lines / measure          \(column(f(shrinkTwoTotal / measureTotal))) ≤ 3")
    }

    /// Seconds to prepare the labels of `batch` and lay each out shrunk to fit `width` in
    /// `lines`; one-line scales are added to `scaleSum`.
    private mutating func timeAutoshrink(
        _ labels: [String], _ batch: Range<Int>, width: Double, lines: Int, minimum: Double, scaleSum: inout Double
    ) throws -> Double {
        let t = ProcessStats.now()
        for i in batch {
            let p = try PreparedText(labels[i], font: font, fontCollection: fonts)
            let s = try p.largestFittingScale(width: width, numberOfLines: lines, minimumScaleFactor: minimum)
            sink &+= try p.layout(width: width, numberOfLines: lines, scale: s).lineCount
            if lines == 1 { scaleSum += s }
        }
        return ProcessStats.now() - t
    }

    /// `--million`: memory stays flat while 1,000,000 distinct short strings are measured.
    mutating func measureMillion() throws {
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
}
