import Foundation
import FuzzSupport
import Typesetting

extension Bench {
    /// `--write-corpus FILE`: the corpus, one paragraph a line, for the peers
    /// (Benchmarks/peers) and the CLI timing.
    func writeCorpus(to file: String) throws {
        try (corpus.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        print("wrote \(corpus.count) paragraphs to \(file)")
    }

    /// `--memory N [--no-word-cache]`: the peak memory while preparing one long paragraph (the
    /// corpus's paragraphs joined by spaces, `units` UTF-16 units), in a fresh process: the
    /// peak resident size's growth over the start-up, per unit; then the prepared text's own
    /// estimate. Returns whether the text laid out.
    func measureMemory(units: Int, wordCache: Bool) throws -> Bool {
        var text = ""
        var k = 0
        while text.utf16.count < units { text += corpus[k % corpus.count] + " "; k += 1 }
        let before = ProcessStats.peakResidentBytes()
        let t = ProcessStats.now()
        let p = try PreparedText(text, font: font, fontCollection: fonts, usesShapingCache: wordCache)
        let seconds = ProcessStats.now() - t
        let peak = ProcessStats.peakResidentBytes()
        let count = text.utf16.count
        let kept = p.paragraphs.reduce(0) { $0 + $1.estimatedByteCount }
        print("prepare one \(count)-unit paragraph\(wordCache ? "" : " (no word cache)"): \(String(format: "%.2f", seconds)) s, peak growth \(String(format: "%.1f", Double(peak - before) / Double(count))) bytes per unit (target ≤ 64), prepared \(String(format: "%.1f", Double(kept) / Double(count))) bytes per unit kept (target ≤ 24)")
        return try p.layout(width: width).lineCount > 0
    }

    /// `--rewrap-only R [--prepare-rounds P]`, for profiles (callgrind): prepares the corpus
    /// (P times: the rounds after the first find its words in the word cache), then only
    /// re-wraps it R times.
    mutating func rewrapOnly(rounds rewrapRounds: Int, prepareRounds: Int) throws {
        var prepared: [PreparedText] = []
        for _ in 0..<prepareRounds { prepared = try corpus.map { try PreparedText($0, font: font, fontCollection: fonts) } }
        var lines = 0
        for round in 0..<rewrapRounds {
            for p in prepared { lines &+= try p.layout(width: width - 20 - Double(round % 7)).lineCount }
        }
        print("re-wrapped \(prepared.count) paragraphs \(rewrapRounds) times: \(lines) lines")
    }
}
