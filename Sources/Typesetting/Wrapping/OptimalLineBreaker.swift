/// `LineBreakStrategy.optimal` (beyond UIKit): Knuth–Plass total-fit line breaking over the
/// prepared break opportunities, like Android's HIGH_QUALITY break strategy.
///
/// It chooses the breaks that minimise the sum, over every line but a paragraph's last and
/// lines ending at a hard break, of the squared slack (available width minus line width),
/// by dynamic programming over the break opportunities. Each break looks back over at most
/// `lookBack` earlier ones and stops at the first line that no longer fits or would span a
/// hard break, so the cost is O(n·k). No shaping: widths come from the prepared advances
/// (tabs measured from each line's start).
///
/// With hyphenation on, the paragraph's hyphenation points are candidates too, and a line
/// that ends with a hyphen (there or after a soft hyphen) adds `hyphenPenalty` to the cost.
///
/// Greedy lines are kept when a word wider than its line was cut (the search uses only
/// break opportunities), when the optimal lines are no better by the same measure (greedy
/// may have a line spanning more than `lookBack` breaks), or when they would need more lines
/// than the layout may show. In byCharWrapping greedy's lines stay (`LineBreakerKind`).
struct OptimalLineBreaker: LineBreaker {
    /// How many earlier break opportunities a line may look back over.
    static let lookBack = 128

    /// The breaker whose lines are kept when they are as good.
    var greedy = GreedyLineBreaker()

    func breakLines(of paragraph: PreparedParagraph, _ constraints: LineBreakConstraints, into lines: inout LineBuffer) {
        let first = lines.count
        greedy.breakLines(of: paragraph, constraints, into: &lines)
        guard let containerWidth = constraints.refinableWidth(lineCount: lines.count - first) else { return }
        let maxCount = constraints.wholeBelow == 0 ? 0 : constraints.wholeBelow - 1
        guard lines.count - first >= 2, !paragraph.breaks.isEmpty else { return }
        let greedyLines = lines.slices(from: first)
        guard Self.keepsBreakOpportunities(greedyLines, of: paragraph) else { return }
        let fit = TotalFit(paragraph, containerWidth: containerWidth)
        guard let result = fit.lines(maxCount: maxCount, toBeat: fit.raggedness(greedyLines)) else { return }
        lines.replaceSlices(from: first, with: result)
    }

    /// False when greedy cut a word (or a line overflows): the search uses only break
    /// opportunities and hyphenation points, so those lines stay. A line that greedy
    /// hyphenated ends at a hyphenation point, which is a candidate too.
    static func keepsBreakOpportunities(_ lines: [LineSlice], of p: PreparedParagraph) -> Bool {
        for line in lines {
            guard fits(line.width, in: line.available) else { return false }
            if line.end < p.utf16.count && !(line.hyphenated && line.end == line.trimmedEnd) {
                guard let b = p.breakIndex(atOrBefore: line.end), p.breaks[b].offset > line.start,
                      p.isAllHanging(p.breaks[b].offset..<line.end) else { return false }
            }
        }
        return true
    }
}

/// The dynamic programme of `OptimalLineBreaker` over one paragraph at one container width.
private struct TotalFit {
    let p: PreparedParagraph
    let firstBox: (indent: Double, available: Double)
    let otherBox: (indent: Double, available: Double)
    let candidates: [Candidate]

    /// A place `.optimal` may end a line: a break opportunity, or a hyphenation point (which
    /// draws a hyphen; so does a break after a soft hyphen).
    struct Candidate {
        var offset: Int
        var isMandatory: Bool
        var isHyphenationPoint: Bool
    }

    init(_ p: PreparedParagraph, containerWidth: Double) {
        self.p = p
        firstBox = p.lineBox(isFirst: true, containerWidth: containerWidth)
        otherBox = p.lineBox(isFirst: false, containerWidth: containerWidth)
        // The break opportunities and, when the paragraph hyphenates, its hyphenation points,
        // in offset order.
        var result = p.breaks.map { Candidate(offset: $0.offset, isMandatory: $0.isMandatory, isHyphenationPoint: false) }
        if !p.hyphens.points.isEmpty {
            result += p.hyphens.points.map { Candidate(offset: Int($0), isMandatory: false, isHyphenationPoint: true) }
            result.sort { $0.offset < $1.offset }
        }
        candidates = result
    }

    /// What ending a line with a hyphen costs `.optimal`, in the unit of its cost (points²):
    /// half the font size times the line's width, as Android's minikin weighs a hyphen
    /// against squared slack, so a hyphen is taken only where it saves much raggedness.
    func hyphenPenalty(available: Double) -> Double { 0.5 * p.baseFont.pointSize * available }

    /// The squared slack of `lines` (the paragraph's), plus the hyphen penalty of each
    /// hyphenated line: the quantity `.optimal` minimises.
    func raggedness(_ lines: [LineSlice]) -> Double {
        var cost = 0.0
        for line in lines.dropLast() where !(line.end > 0 && PreparedParagraph.isHardBreak(p.utf16[line.end - 1])) {
            let slack = line.available - line.width
            cost += slack * slack + (line.hyphenated ? hyphenPenalty(available: line.available) : 0)
        }
        return cost
    }

    /// The total-fit lines of at most `maxCount` lines (0: any number), or nil when there are
    /// none or they cost `toBeat` or more.
    func lines(maxCount: Int, toBeat: Double) -> [LineSlice]? {
        // Node 0 is the paragraph's start; node j + 1 follows candidate j.
        let n = candidates.count
        var startOf = [Int](repeating: 0, count: n + 1)
        var best = [Double](repeating: .infinity, count: n + 1)
        var previous = [Int](repeating: -1, count: n + 1)
        var lineCount = [Int](repeating: 0, count: n + 1)
        best[0] = 0
        for j in 0..<n {
            let c = candidates[j]
            let end = c.isMandatory || c.isHyphenationPoint ? c.offset : p.hangingEnd(c.offset)
            startOf[j + 1] = end
            var i = j  // candidate start node
            while i >= 0 && j - i < OptimalLineBreaker.lookBack {
                let start = startOf[i]
                if best[i].isFinite && start < end {
                    let box = i == 0 ? firstBox : otherBox
                    let (w, hyphenated) = measure(from: start, to: end, candidate: c, indent: box.indent)
                    if !fits(w, in: box.available) { break }
                    let isLast = c.isMandatory || j == n - 1
                    let slack = box.available - w
                    let cost = best[i] + (isLast ? 0 : slack * slack + (hyphenated ? hyphenPenalty(available: box.available) : 0))
                    if cost < best[j + 1] {
                        best[j + 1] = cost
                        previous[j + 1] = i
                        lineCount[j + 1] = lineCount[i] + 1
                    }
                }
                // A line never spans a hard break: node i follows candidate i − 1.
                if i > 0 && candidates[i - 1].isMandatory { break }
                i -= 1
            }
        }
        guard best[n].isFinite, maxCount == 0 || lineCount[n] <= maxCount, best[n] < toBeat else { return nil }
        return lines(endingAt: n, startOf: startOf, previous: previous)
    }

    /// The lines of the path that ends at node `n`, followed back through `previous`.
    private func lines(endingAt n: Int, startOf: [Int], previous: [Int]) -> [LineSlice]? {
        var nodes: [Int] = []
        var node = n
        while node > 0 {
            nodes.append(node)
            node = previous[node]
            if node < 0 { return nil }
        }
        var result: [LineSlice] = []
        var start = 0
        for node in nodes.reversed() {
            let box = result.isEmpty ? firstBox : otherBox
            let end = startOf[node]
            let (w, hyphenated) = measure(from: start, to: end, candidate: candidates[node - 1], indent: box.indent)
            var slice = LineSlice(start: start, end: end, trimmedEnd: hyphenated ? end : p.trimmedEnd(start, end),
                                  width: w, indent: box.indent, available: box.available)
            slice.hyphenated = hyphenated
            result.append(slice)
            start = end
        }
        return result
    }

    /// The width of a line [start, end) ending at candidate `c`, with its hyphen.
    private func measure(from start: Int, to end: Int, candidate c: Candidate, indent: Double) -> (width: Double, hyphenated: Bool) {
        if c.isHyphenationPoint { return (p.width(start, end, indent: indent) + p.hyphenWidth(at: end), true) }
        return p.lineWidth(start, trimmedEnd: p.trimmedEnd(start, end), end: end, indent: indent)
    }
}
