/// Text that flows around shapes: `NSTextContainer.exclusionPaths`.
extension PreparedText {
    /// Lays the text out around `exclusionPaths` (the layout's coordinates: points from its
    /// top-left corner), as TextKit does for a text container's exclusion paths. Nothing is
    /// re-shaped: the prepared paragraphs are wrapped again, one line fragment at a time.
    ///
    /// Each line band (a line's top to its bottom) gets the line box's free intervals in that
    /// band (`ExclusionPath.excludedRange(top:bottom:)` taken out). A line an exclusion splits
    /// fills its left part, then its right part (right, then left, in a right-to-left
    /// paragraph), as `NSTextContainer.lineFragmentRect(forProposedRect:at:writingDirection:remainingRect:)`
    /// hands out a fragment and the remaining rect. Each fragment is a line of the layout
    /// (they share the band's top), and `numberOfLines` counts fragments, as
    /// `NSTextContainer.maximumNumberOfLines` counts line fragments. The band's height is first
    /// taken from the first cluster it starts with, then from its fragments when they are
    /// taller (the intervals are found again for the taller band).
    ///
    /// Fragments are filled greedily (UIKit's wrapping), whatever the style's
    /// `lineBreakStrategy`. A fragment narrower than the line box is skipped when the next word
    /// would fit the whole box but not the fragment, or when not even one cluster of a word
    /// wider than the whole box fits it; a band where every fragment is skipped moves down to
    /// the first top where one fits (below a rectangle's bottom, or beside a curve to within a
    /// millionth of a point). Below the last exclusion the box is whole, so the text always ends.
    /// Without exclusions, or with no width (nil, 0 or unbounded), this is
    /// `layout(width:numberOfLines:)`.
    ///
    /// `lineFragmentPadding` is `NSTextContainer.lineFragmentPadding`: each fragment is found
    /// in a container `lineFragmentPadding` wider on both sides than `width` (from
    /// −padding to width + padding in the layout's x), then the padding is taken off both of
    /// its ends, so text keeps that distance from every exclusion. 0 (the default) for labels.
    /// - Throws: `LayoutError.invalidExclusionPath` for a path that is not `isValid`, and the
    ///   errors of `layout(width:numberOfLines:)`.
    public func layout(width: Double?, numberOfLines: Int = 0, exclusionPaths: [ExclusionPath],
                       lineFragmentPadding: Double = 0) throws(LayoutError) -> TextLayout {
        for (index, path) in exclusionPaths.enumerated() where !path.isValid { throw .invalidExclusionPath(index: index) }
        guard lineFragmentPadding.isFinite, lineFragmentPadding >= 0 else {
            throw .invalidStyle(field: "lineFragmentPadding", value: lineFragmentPadding)
        }
        guard !exclusionPaths.isEmpty, let width = Self.containerWidth(width), numberOfLines >= 0 else {
            return try layout(width: width, numberOfLines: numberOfLines)
        }
        var flow = ExclusionFlow(text: self, containerWidth: width, paths: exclusionPaths, padding: lineFragmentPadding,
                                 numberOfLines: numberOfLines)
        var wrapped = flow.wrap()
        return finish(&wrapped, containerWidth: width, numberOfLines: numberOfLines,
                      bands: (flow.tops, flow.bottom))
    }
}

/// The band-by-band wrapping of `PreparedText.layout(width:numberOfLines:exclusionPaths:)`.
struct ExclusionFlow {
    let text: PreparedText
    let containerWidth: Double
    let paths: [ExclusionPath]
    /// Taken off both ends of every fragment (`NSTextContainer.lineFragmentPadding`).
    let padding: Double
    let numberOfLines: Int
    /// Below this no exclusion reaches: the line box is whole.
    let lowest: Double
    /// The paths by band: each band looks only at those that may reach into it.
    private let bands: ExclusionBands
    /// Each line's top, in line order, and the last band's bottom.
    private(set) var tops: [Double] = []
    private(set) var bottom = 0.0

    init(text: PreparedText, containerWidth: Double, paths: [ExclusionPath], padding: Double, numberOfLines: Int) {
        self.text = text
        self.containerWidth = containerWidth
        self.paths = paths
        self.padding = padding
        self.numberOfLines = numberOfLines
        lowest = paths.map(\.bounds.maxY).max() ?? 0
        bands = ExclusionBands(paths)
    }

    /// Every paragraph's fragments, band by band, stopping at `numberOfLines`.
    mutating func wrap() -> PreparedText.Wrapped {
        var lines = LineBuffer()
        for (index, p) in text.paragraphs.enumerated() {
            let first = lines.count
            var y = index == 0 ? 0 : text.paragraphs[index - 1].style.nextParagraphTop(after: bottom, lineTop: tops.last ?? 0, next: p.style)
            var start = 0
            while true {
                if numberOfLines > 0 && lines.count >= numberOfLines {
                    lines.assignParagraph(index, from: first)
                    return (lines, lines.lines.last?.paragraph ?? 0)
                }
                let fragments = band(of: p, from: start, top: y, placed: lines.count)
                if fragments.slices.isEmpty {
                    y = nextTop(after: y, for: p, from: start, placed: lines.count)  // nothing fits this band: try lower
                    continue
                }
                for slice in fragments.slices {
                    lines.append(slice)
                    tops.append(y)
                }
                start = fragments.slices[fragments.slices.count - 1].end
                bottom = y + fragments.height
                if start >= p.utf16Count { break }
                y = p.style.nextLineTop(after: bottom, lineTop: tops.last ?? 0, startsParagraph: false)
            }
            // The lines of paragraph 0 already say so.
            if index > 0 { lines.assignParagraph(index, from: first) }
        }
        return (lines, nil)
    }

    /// The fragments of the band at `top` for `p`'s text from `start` (`placed` lines are
    /// laid out already), and the band's height: its tallest fragment's.
    private func band(of p: PreparedParagraph, from start: Int, top: Double, placed: Int) -> (slices: [LineSlice], height: Double) {
        let box = p.lineBox(isFirst: start == 0, containerWidth: containerWidth)
        let rightToLeft = p.paragraphLevel & 1 == 1
        let left = rightToLeft ? containerWidth - box.indent - box.available : box.indent
        var height = lineHeight(p, LineSlice(start: start, end: p.graphemes.next(after: start) ?? start,
                                             trimmedEnd: start, width: 0, indent: 0, available: 0))
        var slices: [LineSlice] = []
        // A taller fragment than the band was measured for asks for the band again, at its
        // height (a few times at most: fragments get no taller than their tallest run).
        for _ in 0..<4 {
            var intervals = top >= lowest ? [left...(left + box.available)]
                : freeIntervals(left: left - padding, right: left + box.available + padding, top: top, bottom: top + height,
                                excluding: bands.paths(top: top, bottom: top + height)).compactMap { free -> ClosedRange<Double>? in
                    padding == 0 ? free : free.upperBound - free.lowerBound > 2 * padding
                        ? (free.lowerBound + padding)...(free.upperBound - padding) : nil
                }
            if rightToLeft { intervals.reverse() }
            slices = []
            var s = start
            for interval in intervals {
                guard s < p.utf16Count || (p.utf16Count == 0 && slices.isEmpty) else { break }
                if numberOfLines > 0 && placed + slices.count >= numberOfLines { break }
                // The indent from the leading edge: the left, or the right in a right-to-left paragraph.
                let indent = rightToLeft ? containerWidth - interval.upperBound : interval.lowerBound
                guard let slice = p.fragment(from: s, box: (indent, interval.upperBound - interval.lowerBound),
                                             fullWidth: top >= lowest ? 0 : box.available, mode: p.style.lineBreakMode) else { continue }
                slices.append(slice)
                s = slice.end
            }
            let tallest = slices.map { lineHeight(p, $0) }.max() ?? height
            if tallest <= height + fitTolerance { return (slices, tallest) }
            height = tallest
        }
        return (slices, height)
    }

    /// Where to try again when nothing fit the band at `top`: the first top below it at which
    /// a fragment fits, found without stepping down a point at a time. Spans of tops are
    /// ruled out whole, twice as long each time one is, and halved when one may hold a fit,
    /// down to `resolution(at:)`, where the band is laid out (`band(of:from:top:placed:)`) at
    /// each shape's bottom inside the span and at its end. A span is ruled out when what every
    /// band in it surely excludes leaves no free interval as wide as the narrowest fragment
    /// (`PreparedParagraph.narrowestFittingWidth(from:fullWidth:)`). What every band surely
    /// excludes: for a convex shape, what the bands at the span's two ends both exclude
    /// (`ExclusionPath.isConvex`); for another polygon, what the band from the span's end to
    /// the first band's bottom excludes, when the span is shorter than a line (that band lies
    /// in every band of the span); for a span longer than a line but at most a thousandth of
    /// such a polygon's height, what the bands at both ends exclude (not sure: as the former
    /// stepping, a line may land up to that span below where it first fits); else nothing.
    /// And for a shape that reaches into every band of the span (the first and the last) but
    /// excludes nothing every band does (a thin slanted sliver, whose cut moves along), that
    /// each band excludes some part of the x range the shape covers over the whole span: a
    /// free interval cannot hold all of that range (`freeIntervals(left:right:cuts:somewhere:)`).
    /// Without it the spans beside a sliver stayed a line long and the search went down a
    /// line at a time (5.9 million shapes looked at for a sliver 987,000 pt tall among 425).
    ///
    /// So a line is placed at its first top to within `resolution(at:)` (a millionth of a
    /// point) where before it was placed up to 1 pt lower beside a curve; below a
    /// rectangle's bottom, where nothing changes, the top is the same. Where a short span
    /// that may hold a fit holds none (a tab at the line's start: the narrowest fragment is
    /// not known), the search goes on in spans of at least 1 pt, as the former stepping did.
    /// Below the lowest shape the box is whole, so the text always ends.
    private func nextTop(after top: Double, for p: PreparedParagraph, from start: Int, placed: Int) -> Double {
        guard top < lowest else { return top + max(1, top.ulp) }
        let box = p.lineBox(isFirst: start == 0, containerWidth: containerWidth)
        let rightToLeft = p.paragraphLevel & 1 == 1
        let left = rightToLeft ? containerWidth - box.indent - box.available : box.indent
        // The band's first height, as `band` measures it: a taller fragment only excludes more.
        let height = lineHeight(p, LineSlice(start: start, end: p.graphemes.next(after: start) ?? start,
                                             trimmedEnd: start, width: 0, indent: 0, available: 0))
        let need = p.narrowestFittingWidth(from: start, fullWidth: box.available, mode: p.style.lineBreakMode)
        let line = (left: left - padding, right: left + box.available + padding, height: height, need: need)
        var a = top
        var step = height > 0 ? height : 1
        // After a span that may hold a fit held none (the narrowest fragment is not known
        // exactly: a tab), spans are not halved below 1 pt, the former step.
        var finest = Self.resolution(at: top)
        for _ in 0..<Self.searchSteps {
            if a >= lowest { return lowest }
            let b = min(a + step, lowest)
            if !mayFit(from: a, to: b, line) {
                a = b
                step *= 2
                continue
            }
            if b - a > max(finest, Self.resolution(at: b)) {
                step = b / 2 - a / 2
                continue
            }
            // A span this short may hold a fit: try the bottoms of the shapes that end in it,
            // where a band stops reaching them, then its end.
            let ends = bands.pathsAhead(top: a, bottom: b + height).map(\.bottom).filter { $0 > a && $0 < b }.sorted()
            for y in ends + [b] where !band(of: p, from: start, top: y, placed: placed).slices.isEmpty {
                return y
            }
            a = b
            finest = 1
            step = 1
        }
        return min(a + step, lowest)
    }

    /// At most this many spans are looked at in one `nextTop` (halving from the largest
    /// `Double` to `resolution(at:)` takes about 1,100); past it the flow tries the next span's end.
    private static let searchSteps = 4_096

    /// How close to its first fitting top a line is placed: a millionth of a point, or 16 units
    /// in the last place of `y` where those are coarser.
    private static func resolution(at y: Double) -> Double {
        max(1e-6, 16 * y.magnitude.ulp)
    }

    /// Whether a fragment may fit some band with its top from `a` to `b` (a < b): false only
    /// when what all those bands surely exclude leaves no free interval `line.need` wide
    /// once `padding` is taken off both its ends.
    private func mayFit(from a: Double, to b: Double,
                        _ line: (left: Double, right: Double, height: Double, need: Double)) -> Bool {
        let h = line.height
        let shapes = bands.pathsAhead(top: a, bottom: b + h)
        var cuts: [ClosedRange<Double>] = []
        // The x ranges within which a shape that reaches into every band of the span excludes
        // something in each band, where no part of it is excluded by all of them.
        var somewhere: [ClosedRange<Double>] = []
        for shape in shapes {
            // A shape reaches into every band from a to b when it reaches into the first and the
            // last: its extent from top to bottom has no gap.
            let first = shape.path.excludedRange(top: a, bottom: a + h)
            let last = first == nil ? nil : shape.path.excludedRange(top: b, bottom: b + h)
            if shape.convex {
                guard let first, let last else { continue }
                let low = max(first.lowerBound, last.lowerBound), high = min(first.upperBound, last.upperBound)
                if low <= high { cuts.append(low...high); continue }
            } else if b < a + h {
                if let range = shape.path.excludedRange(top: b, bottom: a + h) { cuts.append(range); continue }
            } else if b - a <= (shape.bottom - shape.top) / 1000, let first, let last {
                // A span longer than a line beside a concave polygon over 1,000 times as tall:
                // taken as the bands at its ends, as the former stepping took a thousandth of
                // such a shape's height at a time.
                let low = max(first.lowerBound, last.lowerBound), high = min(first.upperBound, last.upperBound)
                if low <= high { cuts.append(low...high); continue }
            }
            // A thin slanted shape (a sliver) excludes in each band a range the next band has
            // moved past, so no part is excluded by all; but each band excludes some part of
            // what the slab from a to b's bottom excludes.
            if first != nil, last != nil, let hull = shape.path.excludedRange(top: a, bottom: b + h) { somewhere.append(hull) }
        }
        WorkCounter.current?.add(shapes.count)
        return freeIntervals(left: line.left, right: line.right, cuts: cuts, somewhere: somewhere).contains { free in
            let width = free.upperBound - free.lowerBound
            return width > 2 * padding && width - 2 * padding >= line.need
        }
    }

    private func lineHeight(_ p: PreparedParagraph, _ slice: LineSlice) -> Double {
        LineBox(metrics: p.verticalMetrics(ofLine: slice), top: 0, style: p.style).height
    }
}
