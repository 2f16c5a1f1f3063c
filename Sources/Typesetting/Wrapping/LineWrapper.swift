/// One wrapped line of a paragraph, in UTF-16 offsets of the paragraph.
struct LineSlice: Sendable, Hashable {
    var start: Int
    /// Exclusive end, including the hanging whitespace that ends the line.
    var end: Int
    /// `end` without the hanging whitespace.
    var trimmedEnd: Int
    /// Typographic width of [start, trimmedEnd), in points.
    var width: Double
    var indent: Double
    /// The width available to the line.
    var available: Double
}

extension PreparedParagraph {
    /// The leading indent and the available width of a line of this paragraph in a
    /// container `containerWidth` wide (nil: unbounded), following NSParagraphStyle:
    /// a positive tailIndent is the trailing edge measured from the leading margin, a zero
    /// or negative one is an inset from the trailing margin.
    func lineBox(isFirst: Bool, containerWidth: Double?) -> (indent: Double, available: Double) {
        let indent = max(0, isFirst ? style.firstLineHeadIndent : style.headIndent)
        guard let container = containerWidth else { return (indent, .infinity) }
        let trailing = style.tailIndent > 0 ? style.tailIndent : container + style.tailIndent
        return (indent, max(0, trailing - indent))
    }

    /// Greedy line breaking at `containerWidth` (nil: only mandatory breaks).
    ///
    /// Trailing whitespace hangs: it stays on the line it ends but counts toward neither the
    /// line's width nor the fit. A piece wider than the line is broken between grapheme
    /// clusters, as UIKit's byWordWrapping does. `byCharWrapping` breaks at any grapheme
    /// boundary. When `maxLines` > 0, wrapping stops after that many lines.
    func wrap(containerWidth: Double?, mode: LineBreakMode, maxLines: Int = 0) -> [LineSlice] {
        let n = utf16.count
        var lines: [LineSlice] = []
        guard n > 0 else {
            let box = lineBox(isFirst: true, containerWidth: containerWidth)
            return [LineSlice(start: 0, end: 0, trimmedEnd: 0, width: 0, indent: box.indent, available: box.available)]
        }
        let epsilon = 1e-9
        var lineStart = 0
        var lastFit: Int? = nil
        var box = lineBox(isFirst: true, containerWidth: containerWidth)
        var tabState = tabCursor(from: 0, indent: box.indent)

        func emit(_ end: Int) {
            let trimmed = trimmedEnd(lineStart, end)
            lines.append(LineSlice(start: lineStart, end: end, trimmedEnd: trimmed,
                                   width: width(lineStart, trimmed, indent: box.indent),
                                   indent: box.indent, available: box.available))
            lineStart = end
            lastFit = nil
            box = lineBox(isFirst: false, containerWidth: containerWidth)
            tabState = tabCursor(from: lineStart, indent: box.indent)
        }

        let charWrapping = mode == .byCharWrapping
        var breakIndex = 0
        var graphemeIndex = 0
        var cursor = 0
        while lineStart < n {
            if maxLines > 0 && lines.count >= maxLines { break }
            // The next opportunity after `cursor`: the next line break, or for char wrapping
            // the next grapheme boundary (mandatory breaks always come from the line breaker).
            while breakIndex < breaks.count && breaks[breakIndex].offset <= cursor { breakIndex += 1 }
            var offset = breaks[breakIndex].offset
            var mandatory = breaks[breakIndex].isMandatory
            if charWrapping {
                while graphemeIndex < graphemes.count && graphemes[graphemeIndex] <= cursor { graphemeIndex += 1 }
                if graphemeIndex < graphemes.count && graphemes[graphemeIndex] < offset {
                    var candidate = graphemes[graphemeIndex]
                    // Whitespace after a character break still hangs on the line it ends: whole
                    // clusters of it (a space that carries a combining mark is not skipped),
                    // line separators included (the break after one is `offset`, mandatory).
                    var k = graphemeIndex
                    while candidate < offset, k + 1 < graphemes.count,
                          (candidate..<graphemes[k + 1]).allSatisfy({ isHangingWhitespace(utf16[$0]) }) {
                        k += 1
                        candidate = graphemes[k]
                    }
                    if candidate < offset {
                        offset = candidate
                        mandatory = false
                    }
                }
            }
            let trimmed = trimmedEnd(lineStart, offset)
            if width(to: trimmed, cursor: &tabState) <= box.available + epsilon {
                if mandatory {
                    emit(offset)
                } else {
                    lastFit = offset
                }
                cursor = offset
            } else if let fit = lastFit {
                emit(fit)
                cursor = fit
            } else {
                // One piece wider than the line: break it between grapheme clusters.
                var end = clusterBreak(from: lineStart, to: trimmed, available: box.available, indent: box.indent)
                // Whitespace after the cut hangs on this line, as after a soft break: move the
                // cut over whole clusters of hanging whitespace up to the end of the piece,
                // then over following pieces that are only hanging whitespace (the ones a
                // soft break would also have taken), never past a mandatory break.
                var k = upperBoundIndex(graphemes, end)
                while k < graphemes.count, graphemes[k] <= offset,
                      (end..<graphemes[k]).allSatisfy({ isHangingWhitespace(utf16[$0]) }) {
                    end = graphemes[k]
                    k += 1
                }
                var b = breakIndex
                while b + 1 < breaks.count, breaks[b].offset == end, !breaks[b].isMandatory,
                      (end..<breaks[b + 1].offset).allSatisfy({ isHangingWhitespace(utf16[$0]) }) {
                    b += 1
                    end = breaks[b].offset
                }
                emit(end)
                cursor = end
            }
        }
        return lines
    }

    /// The largest grapheme boundary g in (start, end] whose [start, g) fits `available`;
    /// at least one cluster, so that every line makes progress.
    func clusterBreak(from start: Int, to end: Int, available: Double, indent: Double) -> Int {
        var low = upperBoundIndex(graphemes, start)  // first boundary > start
        guard low < graphemes.count else { return end }
        let first = graphemes[low]
        var best = first
        var high = graphemes.count - 1
        // Binary search: widths grow with the boundary (advances are non-negative).
        while low <= high {
            let mid = (low + high) / 2
            let g = graphemes[mid]
            if g > end { high = mid - 1; continue }
            if width(start, g, indent: indent) <= available + 1e-9 {
                best = max(best, g)
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return min(max(best, first), max(end, first))
    }
}

/// The index of the first element greater than `value` in a sorted array.
func upperBoundIndex(_ array: [Int], _ value: Int) -> Int {
    var low = 0, high = array.count
    while low < high {
        let mid = (low + high) / 2
        if array[mid] <= value { low = mid + 1 } else { high = mid }
    }
    return low
}
