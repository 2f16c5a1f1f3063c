/// `LineBreakStrategy.balanced` (beyond UIKit; CSS `text-wrap: balance`): the paragraph keeps
/// greedy's number of lines, with line widths as even as possible.
///
/// It re-wraps the prepared paragraph (no shaping) greedily at narrower container widths,
/// searching by bisection for the narrowest that still gives greedy's line count. The search
/// starts from the narrowest width that gives greedy's very lines (the container minus the
/// smallest slack of any line), so the widest balanced line is never wider than greedy's;
/// it never goes below the widest unbreakable piece, so no word is cut that greedy did not
/// cut. The lines keep the container's boxes (alignment and justification use the real
/// width).
extension PreparedParagraph {
    /// Replaces `lines[first...]`, this paragraph's greedy lines at `containerWidth`, with
    /// balanced ones.
    func balance(_ lines: inout [LineSlice], from first: Int, containerWidth: Double, mode: LineBreakMode) {
        let count = lines.count - first
        guard count >= 2 else { return }
        let slack = lines[first...].map { $0.available - $0.width }.min() ?? 0
        var high = containerWidth - max(0, slack)
        var low = minContentContainerWidth
        guard low < high else { return }
        var best: [LineSlice]? = nil
        var scratch: [LineSlice] = []
        func lineCount(at width: Double) -> Int {
            scratch.removeAll(keepingCapacity: true)
            GreedyLineBreaker(paragraph: self, containerWidth: width, mode: mode, maxLines: count + 1).wrap(into: &scratch)
            return scratch.count
        }
        // At most 24 steps, down to a hundredth of a point.
        var steps = 0
        while high - low > 0.01 && steps < 24 {
            steps += 1
            let mid = (low + high) / 2
            if lineCount(at: mid) == count {
                high = mid
                best = scratch
            } else {
                low = mid
            }
        }
        guard var result = best else { return }
        let firstBox = lineBox(isFirst: true, containerWidth: containerWidth)
        let otherBox = lineBox(isFirst: false, containerWidth: containerWidth)
        for k in result.indices {
            let box = k == 0 ? firstBox : otherBox
            result[k].indent = box.indent
            result[k].available = box.available
        }
        lines.replaceSubrange(first..., with: result)
    }
}
