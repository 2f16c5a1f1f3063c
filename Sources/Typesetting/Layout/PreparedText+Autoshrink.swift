extension PreparedText {
    /// Autoshrink's search, used by `Label` (adjustsFontSizeToFitWidth), `TextContent`
    /// (SwiftUI's minimumScaleFactor) and `textmetrics measure --shrink-to-fit`: the largest s
    /// in [minimum, 1] at which the text, drawn at s × its size in `width` × `height`, fits;
    /// `minimum` when even that does not fit. `minimum` must be in (0, 1].
    ///
    /// - `lines == 1`: width alone decides (UILabel's single-line shrinking is by width): the
    ///   unwrapped width N scaled by s fits W when s ≤ W / N.
    /// - Otherwise (`lines == 0`: unlimited): wrapped at `width / s`, the text takes at most
    ///   `lines` lines, none truncated, no line wider than the container (a single cluster can
    ///   be), and s × its height ≤ `height` (∞: any height).
    ///
    /// Probes are re-wraps of the prepared text, never re-shaping (the shaping at s × size is
    /// the prepared shaping scaled by s; `PreparedText.layout(width:numberOfLines:scale:)`).
    /// The search is a bisection over s where every probe that fits is snapped up to the scale
    /// at which its own lines just fit (W / its widest line, or H / its height): the greedy
    /// wrapper gives the same lines at any container from its widest line up to the container
    /// it was wrapped in, so that scale fits too. The answer is therefore exact for the
    /// arrangement of lines found, not a bisection tolerance away from it.
    public func largestFittingScale(width: Double, height: Double = .infinity, numberOfLines lines: Int, minimumScaleFactor minimum: Double) throws(LayoutError) -> Double {
        guard minimum.isFinite, minimum > 0, minimum <= 1 else { throw LayoutError.invalidScale(minimum) }
        guard width.isFinite, width > 0 else { throw LayoutError.invalidWidth(width) }
        guard lines >= 0 else { throw LayoutError.invalidNumberOfLines(lines) }
        let prepared = self
        if lines == 1 {
            let natural = prepared.maxContentWidth
            return natural > width ? max(minimum, width / natural) : 1
        }
        func fitting(_ s: Double) throws(LayoutError) -> Double? {
            let layout = try prepared.layout(width: width / s, numberOfLines: lines)
            guard !layout.isTruncated, lines == 0 || layout.lines.count <= lines else { return nil }
            // Within the wrapper's fit tolerance, as the wrapper decides what fits.
            guard fits(s * layout.size.width, in: width), fits(s * layout.size.height, in: height) else { return nil }
            let byWidth = layout.size.width > 0 ? width / layout.size.width : Double.infinity
            let byHeight = layout.size.height > 0 ? height / layout.size.height : Double.infinity
            return max(s, min(byWidth, byHeight))
        }
        if try fitting(1) != nil { return 1 }
        guard var low = try fitting(minimum) else { return minimum }
        var high = 1.0
        // To 1/4096 of the range: an arrangement found beyond that could only gain less.
        while high - low > 1.0 / 4096 {
            let mid = (low + high) / 2
            if let s = try fitting(mid) { low = max(mid, min(s, high)) } else { high = mid }
        }
        return low
    }
}
