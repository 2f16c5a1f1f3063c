import Foundation
import FuzzSupport
import LabelHost
import Synchronization
import Typesetting

extension Bench {
    /// `TextMeasurer` (`--measurer`): the corpus measured with UILabel's rules at the bench's
    /// width, unlimited lines, scale 2, as strings per second.
    ///
    /// - one thread, every paragraph once, against the engine alone (`PreparedText` in the
    ///   label's paragraph style, then `layout(width:numberOfLines:)`, no label): the facade's
    ///   cost as a ratio; and without the prepared-text cache, what keeping texts costs when
    ///   none is measured twice;
    /// - every core (`activeProcessorCount` threads sharing one measurer), a fresh measurer
    ///   each round: the speed-up over one thread;
    /// - each paragraph at three widths (320, 240, 160), with the prepared-text cache and
    ///   without it (`cacheByteLimit: 0`): what the cache saves when a text is measured again.
    ///
    /// Every round starts with a fresh measurer, so the prepared-text cache starts empty; the
    /// process-wide shaping cache is warm after the first round for all alike. The best round
    /// counts.
    mutating func measureMeasurer() throws {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var engine = Double.infinity, single = Double.infinity, singleUncached = Double.infinity, parallel = Double.infinity
        var cached = Double.infinity, uncached = Double.infinity
        // The paragraph style a label lays plain text out with (UILabel's line-break mode and
        // strategy), so that the engine does the same work as the measurer.
        let style = Label(font: font).effectiveStyle
        for _ in 0..<rounds {
            var t = ProcessStats.now()
            for text in corpus {
                let p = try PreparedText(AttributedText(text, attributes: TextAttributes(font: font)), style: style, fontCollection: fonts)
                sink &+= try p.layout(width: width, numberOfLines: 0).lineCount
            }
            engine = min(engine, ProcessStats.now() - t)

            for cacheBytes in [TextMeasurer.defaultCacheByteLimit, 0] {
                let one = try TextMeasurer(fontCollection: fonts, cacheByteLimit: cacheBytes)
                t = ProcessStats.now()
                for text in corpus { sink &+= try one.measure(text, font: font, width: width).lineCount }
                let elapsed = ProcessStats.now() - t
                if cacheBytes == 0 { singleUncached = min(singleUncached, elapsed) } else { single = min(single, elapsed) }
            }

            let shared = try TextMeasurer(fontCollection: fonts)
            let failures = Mutex(0)
            let corpus = self.corpus, font = self.font, width = self.width
            t = ProcessStats.now()
            DispatchQueue.concurrentPerform(iterations: cores) { part in
                for i in stride(from: part, to: corpus.count, by: cores) {
                    if (try? shared.measure(corpus[i], font: font, width: width)) == nil { failures.withLock { $0 += 1 } }
                }
            }
            parallel = min(parallel, ProcessStats.now() - t)
            if failures.withLock({ $0 }) > 0 { throw BenchError.measurerFailed }

            for cacheBytes in [TextMeasurer.defaultCacheByteLimit, 0] {
                let measurer = try TextMeasurer(fontCollection: fonts, cacheByteLimit: cacheBytes)
                t = ProcessStats.now()
                for text in corpus {
                    for w in [320.0, 240, 160] { sink &+= try measurer.measure(text, font: font, width: w).lineCount }
                }
                let elapsed = ProcessStats.now() - t
                if cacheBytes == 0 { uncached = min(uncached, elapsed) } else { cached = min(cached, elapsed) }
            }
        }
        let n = Double(corpus.count)
        print("")
        print("TextMeasurer, label rules, width \(Int(width)), unlimited lines, @2x (\(corpus.count) paragraphs, best of \(rounds))")
        print("one thread (strings/s)                   \(column(f(n / single, 0)))")
        print("one thread / engine alone (time)         \(column(f(single / engine))) (PreparedText + layout in the label's style)")
        print("one thread, no cache (strings/s)         \(column(f(n / singleUncached, 0))) (each text once: the cache's cost)")
        print("\(cores) threads, one measurer (strings/s)     \(column(f(n / parallel, 0)))")
        print("\(cores) threads / one thread (speed-up)       \(column(f(single / parallel))) ≤ \(cores)")
        print("3 widths each, cache (strings/s)         \(column(f(3 * n / cached, 0)))")
        print("3 widths each, no cache (strings/s)      \(column(f(3 * n / uncached, 0)))")
        print("3 widths: no cache / cache (time)        \(column(f(uncached / cached)))")
    }
}

/// A failure of the benchmark's own making.
enum BenchError: Error, CustomStringConvertible {
    /// A measurement that succeeded on one thread failed on several.
    case measurerFailed

    var description: String {
        switch self {
        case .measurerFailed: return "TextMeasurer failed on several threads where one thread succeeded"
        }
    }
}
