import Foundation
import FuzzSupport
import Typesetting

/// What every measurement shares: Inter (bundled, variable, wght 400) at 17 pt, width 320, the
/// generated corpus, and a sink the results are folded into so that the optimizer keeps the
/// work.
struct Bench {
    let fonts: FontCollection
    let font: Font
    let width = 320.0
    /// Rounds of each interleaved measurement; the best round counts.
    let rounds: Int
    let zipf: Bool
    let corpus: [String]
    /// The measurements run interleaved, batch by batch of this many paragraphs, so that load
    /// from other processes falls on all of them alike.
    let batchSize = 100
    var sink = 0

    /// The fonts and the corpus `options` ask for.
    init(_ options: BenchOptions) throws {
        fonts = try FontCollection.bundled()
        font = try fonts.systemFont(ofSize: 17)
        rounds = options.rounds
        zipf = options.zipf
        corpus = options.zipf
            ? makeZipfCorpus(count: options.paragraphCount, seed: 42) : makeCorpus(count: options.paragraphCount, seed: 42)
    }

    /// The corpus's indices in batches of `batchSize`.
    func batches(_ count: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: batchSize).map { $0..<min($0 + batchSize, count) }
    }

    /// `seconds` for the whole corpus, as microseconds a paragraph.
    func perParagraph(_ seconds: Double) -> Double { seconds / Double(corpus.count) * 1e6 }

    /// The corpus's UTF-16 units in all.
    var totalUnits: Int { corpus.reduce(0) { $0 + $1.utf16.count } }

    /// "corpus: …": what is measured.
    func printCorpus() {
        let distinctWords = Set(corpus.flatMap { $0.split(separator: " ") }).count
        print("corpus: \(zipf ? "zipf" : "small"), \(corpus.count) paragraphs, \(totalUnits / corpus.count) UTF-16 units on average, \(distinctWords) distinct words; Inter 17 pt, width \(Int(width))")
    }
}

/// `v` with `digits` decimals.
func f(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

/// `s` padded with spaces to 10 characters: a value column.
func column(_ s: String) -> String { s.padding(toLength: 10, withPad: " ", startingAt: 0) }
