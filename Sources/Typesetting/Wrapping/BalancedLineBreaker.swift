/// `LineBreakStrategy.balanced` (beyond UIKit; CSS `text-wrap: balance`): the paragraph keeps
/// greedy's number of lines, with line widths as even as possible.
///
/// It breaks greedily, then re-wraps the prepared paragraph (no shaping) greedily at
/// narrower container widths, searching by bisection for the narrowest that still gives greedy's line count. The search
/// starts from the narrowest width that gives greedy's very lines (the container minus the
/// smallest slack of any line), so the widest balanced line is never wider than greedy's;
/// it never goes below the widest unbreakable piece, so no word is cut that greedy did not
/// cut. The lines keep the container's boxes (alignment and justification use the real
/// width).
struct BalancedLineBreaker: LineBreaker {
    /// The breaker whose lines are balanced, and that balancing re-runs at narrower widths.
    var greedy = GreedyLineBreaker()

    func breakLines(of paragraph: PreparedParagraph, _ constraints: LineBreakConstraints, into lines: inout LineBuffer) {
        let first = lines.count
        greedy.breakLines(of: paragraph, constraints, into: &lines)
        guard let containerWidth = constraints.refinableWidth(lineCount: lines.count - first) else { return }
        balance(&lines, from: first, of: paragraph, containerWidth: containerWidth, mode: constraints.mode)
    }

    /// Replaces `lines[first...]`, the greedy lines of `p` at `containerWidth`, with
    /// balanced ones.
    func balance(_ lines: inout LineBuffer, from first: Int, of p: PreparedParagraph, containerWidth: Double,
                 mode: LineBreakMode) {
        let count = lines.count - first
        guard count >= 2 else { return }
        let slack = lines.slices(from: first).map { $0.available - $0.width }.min() ?? 0
        var high = containerWidth - max(0, slack)
        var low = p.minContentContainerWidth
        guard low < high else { return }
        var best: [LineSlice]? = nil
        var scratch = LineBuffer()
        func lineCount(at width: Double) -> Int {
            scratch.removeAll(keepingCapacity: true)
            greedy.breakLines(of: p, LineBreakConstraints(containerWidth: width, mode: mode, maxLines: count + 1), into: &scratch)
            return scratch.count
        }
        // At most 24 steps, down to a hundredth of a point.
        var steps = 0
        while high - low > 0.01 && steps < 24 {
            steps += 1
            let mid = (low + high) / 2
            if lineCount(at: mid) == count {
                high = mid
                best = scratch.slices()
            } else {
                low = mid
            }
        }
        guard var result = best else { return }
        let firstBox = p.lineBox(isFirst: true, containerWidth: containerWidth)
        let otherBox = p.lineBox(isFirst: false, containerWidth: containerWidth)
        for k in result.indices {
            let box = k == 0 ? firstBox : otherBox
            result[k].indent = box.indent
            result[k].available = box.available
        }
        lines.replaceSlices(from: first, with: result)
    }
}
