import FuzzSupport
import Typesetting

/// Re-wrap time of each line-break strategy against greedy wrapping, and preparing with
/// hyphenation against without.
struct StrategyFigures {
    var standard = 0.0, balanced = 0.0, optimal = 0.0, hyphenated = 0.0, hyphenatedOptimal = 0.0
    var hyphenatedPrepare = 0.0
}

extension Bench {
    /// The strategies measured: greedy, `.standard` (orphan avoidance), `.balanced` (a
    /// bisection of greedy re-wraps), `.optimal` (total fit), then greedy and total fit
    /// hyphenating (factor 1, en-US patterns).
    static let strategies: [(LineBreakStrategy, hyphenates: Bool)] = [
        ([], false), (.standard, false), (.balanced, false), (.optimal, false), ([], true), (.optimal, true),
    ]

    /// The same paragraphs prepared with each strategy, re-wrapped at the same widths as
    /// greedy ones, interleaved batch by batch, the order rotating so that none always finds
    /// the caches warm. Ratios are of whole layouts (wrap and position).
    mutating func measureStrategies() throws -> StrategyFigures {
        let strategies = Self.strategies
        // All sets prepared the same way, interleaved, so that none has better memory locality.
        var prepared: [[PreparedText]] = strategies.map { _ in [] }
        // Preparing with hyphenation (pattern look-ups for every word) against without, per set.
        var prepareTimes = strategies.map { _ in 0.0 }
        for text in corpus {
            for (k, strategy) in strategies.enumerated() {
                var style = ParagraphStyle()
                style.lineBreakStrategy = strategy.0
                style.hyphenationFactor = strategy.hyphenates ? 1 : 0
                let t = ProcessStats.now()
                prepared[k].append(try PreparedText(text, font: font, style: style, fontCollection: fonts))
                prepareTimes[k] += ProcessStats.now() - t
            }
        }
        var totals = strategies.map { _ in Double.infinity }
        for round in 0..<rounds {
            var times = strategies.map { _ in 0.0 }
            for batch in batches(corpus.count) {
                for w in 0..<3 {
                    let rewrapWidth = width - 40 - Double(10 * w + round)
                    for shift in 0..<strategies.count {
                        let k = (shift + w) % strategies.count
                        let t = ProcessStats.now()
                        for i in batch { sink &+= try prepared[k][i].layout(width: rewrapWidth).lineCount }
                        times[k] += ProcessStats.now() - t
                    }
                }
            }
            for k in strategies.indices { totals[k] = min(totals[k], times[k]) }
        }
        return StrategyFigures(
            standard: totals[1] / totals[0], balanced: totals[2] / totals[0], optimal: totals[3] / totals[0],
            hyphenated: totals[4] / totals[0], hyphenatedOptimal: totals[5] / totals[0],
            hyphenatedPrepare: prepareTimes[4] / prepareTimes[0])
    }
}
