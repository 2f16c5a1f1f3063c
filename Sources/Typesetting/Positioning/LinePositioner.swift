/// The positioning stage of `PreparedText.layout`: turns wrapped lines into `TextLine`s with
/// their line boxes (height and baseline), justified widths and aligned x positions.
struct LinePositioner {
    let text: PreparedText
    /// The wrapped lines of every paragraph, in order.
    let slices: [LineSlice]
    /// How the last line is truncated, if it is.
    let truncation: Truncation?
    /// The width the text wraps in; nil when unbounded.
    let containerWidth: Double?

    /// The positioned lines and the layout's size: the widest line with its indent, and the
    /// lines' heights with the spacing between them.
    func position() -> (lines: [TextLine], size: Size) {
        var lines: [TextLine] = []
        lines.reserveCapacity(slices.count)
        var widest = 0.0
        var y = 0.0
        // Without a container, alignment is within the widest line, known only at the end,
        // so the x of the lines that depend on it is fixed up afterwards.
        var needsAlignmentPass = false
        for k in slices.indices {
            let slice = slices[k]
            let p = text.paragraphs[slice.paragraph]
            if k > 0 { y = text.style.nextLineTop(after: y, startsParagraph: slices[k - 1].paragraph != slice.paragraph) }
            let metrics = p.verticalMetrics(ofLine: slice)
            let box = LineBox(metrics: metrics, top: y, style: text.style)
            let width = lineWidth(k)
            widest = max(widest, slice.indent + width)
            let alignment = LineAlignment(text.style.alignment, rightToLeft: p.paragraphLevel & 1 == 1)
            if containerWidth == nil && alignment.dependsOnContainerWidth { needsAlignmentPass = true }
            let x = containerWidth.map {
                alignment.originX(width: width, indent: slice.indent, available: slice.available, containerWidth: $0)
            } ?? slice.indent
            lines.append(textLine(k, origin: Point(x: x, y: y), width: width, metrics: metrics, box: box))
            y = box.bottom
        }
        if needsAlignmentPass { alignWithin(widest, &lines) }
        return (lines, Size(width: widest, height: y))
    }

    private func isTruncated(_ k: Int) -> Bool {
        k == slices.count - 1 && truncation != nil
    }

    /// Line `k`'s width: the truncated text with its ellipsis, the justified width, or the
    /// width the wrapper measured.
    private func lineWidth(_ k: Int) -> Double {
        if isTruncated(k), let truncation { return truncation.width }
        let slice = slices[k]
        let justification = text.paragraphs[slice.paragraph].justification(
            of: slice.start..<slice.end, trimmedEnd: slice.trimmedEnd, naturalWidth: slice.width,
            available: slice.available, isWrapped: containerWidth != nil, isTruncated: false,
            continuesParagraph: k + 1 < slices.count && slices[k + 1].paragraph == slice.paragraph)
        return justification?.width ?? slice.width
    }

    /// Unbounded width: aligns every line within the widest.
    private func alignWithin(_ widest: Double, _ lines: inout [TextLine]) {
        for k in lines.indices {
            let slice = slices[k]
            let p = text.paragraphs[lines[k].paragraphIndex]
            let alignment = LineAlignment(text.style.alignment, rightToLeft: p.paragraphLevel & 1 == 1)
            lines[k].origin.x = alignment.originX(width: lines[k].width, indent: slice.indent,
                                                  available: widest - slice.indent, containerWidth: widest)
        }
    }

    /// The `TextLine` of slice `k`: its ranges in the paragraph and the whole string (a line
    /// that ends its paragraph takes the terminator; a truncated one runs to the paragraph's
    /// end), its geometry, and what truncation shows of it.
    private func textLine(_ k: Int, origin: Point, width: Double, metrics: VerticalMetrics, box: LineBox) -> TextLine {
        let slice = slices[k]
        let p = text.paragraphs[slice.paragraph]
        let truncation = isTruncated(k) ? truncation : nil
        let end = truncation != nil ? p.utf16.count : slice.end
        let terminator = end == p.utf16.count ? text.terminatorLengths[slice.paragraph] : 0
        let scalarLower = p.scalarOffset(utf16: slice.start)
        let scalarUpper = p.scalarOffset(utf16: end)
        return TextLine(
            paragraphIndex: slice.paragraph,
            utf16Range: (p.utf16Start + slice.start)..<(p.utf16Start + end + terminator),
            scalarRange: (p.scalarStart + scalarLower)..<(p.scalarStart + scalarUpper + terminator),
            paragraphScalarRange: scalarLower..<scalarUpper,
            paragraphUTF16Range: slice.start..<end,
            origin: origin,
            width: width, ascent: metrics.ascent, descent: metrics.descent, height: box.height, baseline: box.baseline,
            isTruncated: truncation != nil,
            truncatedVisibleRanges: truncation?.visible,
            ellipsisPosition: truncation?.ellipsisPosition)
    }
}
