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
/// Greedy lines are kept when a word wider than its line was cut (the search uses only
/// break opportunities), when the optimal lines are no better by the same measure (greedy
/// may have a line spanning more than `lookBack` breaks), or when they would need more lines
/// than the layout may show.
extension PreparedParagraph {
    static let optimalLookBack = 128

    /// The squared slack of `lines` (this paragraph's), the quantity `.optimal` minimises.
    func raggedness(_ lines: ArraySlice<LineSlice>) -> Double {
        var cost = 0.0
        for line in lines.dropLast() where !(line.end > 0 && Self.isHardBreak(utf16[line.end - 1])) {
            let slack = line.available - line.width
            cost += slack * slack
        }
        return cost
    }

    /// Replaces `lines[first...]`, this paragraph's greedy lines, with total-fit ones of at
    /// most `maxCount` lines (0: any number).
    func optimize(_ lines: inout [LineSlice], from first: Int, containerWidth: Double, maxCount: Int) {
        guard lines.count - first >= 2, !breaks.isEmpty else { return }
        // Greedy cut a word (or a line overflows): keep it.
        for line in lines[first...] {
            guard fits(line.width, in: line.available) else { return }
            if line.end < utf16.count {
                guard let b = breakIndex(atOrBefore: line.end), breaks[b].offset > line.start,
                      isAllHanging(breaks[b].offset..<line.end) else { return }
            }
        }
        let firstBox = lineBox(isFirst: true, containerWidth: containerWidth)
        let otherBox = lineBox(isFirst: false, containerWidth: containerWidth)
        // Node 0 is the paragraph's start; node j + 1 follows break j.
        let n = breaks.count
        var startOf = [Int](repeating: 0, count: n + 1)
        var best = [Double](repeating: .infinity, count: n + 1)
        var previous = [Int](repeating: -1, count: n + 1)
        var lineCount = [Int](repeating: 0, count: n + 1)
        best[0] = 0
        for j in 0..<n {
            let b = breaks[j]
            let end = b.isMandatory ? b.offset : hangingEnd(b.offset)
            startOf[j + 1] = end
            var i = j  // candidate start node
            while i >= 0 && j - i < Self.optimalLookBack {
                let start = startOf[i]
                if best[i].isFinite && start < end {
                    let box = i == 0 ? firstBox : otherBox
                    let trimmed = trimmedEnd(start, end)
                    let w = width(start, trimmed, indent: box.indent)
                    if !fits(w, in: box.available) { break }
                    let isLast = b.isMandatory || j == n - 1
                    let slack = box.available - w
                    let cost = best[i] + (isLast ? 0 : slack * slack)
                    if cost < best[j + 1] {
                        best[j + 1] = cost
                        previous[j + 1] = i
                        lineCount[j + 1] = lineCount[i] + 1
                    }
                }
                // A line never spans a hard break: node i follows break i − 1.
                if i > 0 && breaks[i - 1].isMandatory { break }
                i -= 1
            }
        }
        guard best[n].isFinite, maxCount == 0 || lineCount[n] <= maxCount,
              best[n] < raggedness(lines[first...]) else { return }
        var nodes: [Int] = []
        var node = n
        while node > 0 {
            nodes.append(node)
            node = previous[node]
            if node < 0 { return }
        }
        var result: [LineSlice] = []
        var start = 0
        for node in nodes.reversed() {
            let box = result.isEmpty ? firstBox : otherBox
            let end = startOf[node]
            let trimmed = trimmedEnd(start, end)
            result.append(LineSlice(start: start, end: end, trimmedEnd: trimmed,
                                    width: width(start, trimmed, indent: box.indent),
                                    indent: box.indent, available: box.available))
            start = end
        }
        lines.replaceSubrange(first..., with: result)
    }
}
