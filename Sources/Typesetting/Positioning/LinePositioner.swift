/// The positioning stage of `PreparedText.layout`: turns wrapped lines into `TextLine`s with
/// their line boxes (height and baseline), justified widths and aligned x positions.
struct LinePositioner {
    let text: PreparedText
    /// The wrapped lines of every paragraph, in order.
    let slices: [LineSlice]
    /// The width the text wraps in; nil when unbounded.
    let containerWidth: Double?
    /// The index of the truncated line (the last), or -1; then its width with the ellipsis,
    /// its visible ranges and where the ellipsis goes among them.
    private let truncatedLine: Int
    private let truncatedWidth: Double
    private let truncatedVisible: [Range<Int>]
    private let ellipsisPosition: Int

    /// `truncation` says how the last line is truncated, if it is. (Only its fields are
    /// kept: copying a `Truncation?` goes through value witnesses, a cost on every layout.)
    init(text: PreparedText, slices: [LineSlice], truncation: Truncation?, containerWidth: Double?) {
        self.text = text
        self.slices = slices
        self.containerWidth = containerWidth
        if let truncation {
            truncatedLine = slices.count - 1
            truncatedWidth = truncation.width
            truncatedVisible = truncation.visible
            ellipsisPosition = truncation.ellipsisPosition
        } else {
            truncatedLine = -1
            truncatedWidth = 0
            truncatedVisible = []
            ellipsisPosition = 0
        }
    }

    /// True when the last line is truncated.
    var truncatesLastLine: Bool { truncatedLine >= 0 }

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
        let style = text.style
        // The slices come paragraph by paragraph: each paragraph is looked up once for all
        // its lines (a lookup per line retained and released it every time).
        var k = 0
        while k < slices.count {
            let paragraphIndex = slices[k].paragraph
            let p = text.paragraphs[paragraphIndex]
            let alignment = LineAlignment(style.alignment, rightToLeft: p.paragraphLevel & 1 == 1)
            if k > 0 { y = style.nextLineTop(after: y, startsParagraph: true) }
            var first = true
            while k < slices.count && slices[k].paragraph == paragraphIndex {
                let slice = slices[k]
                if !first { y = style.nextLineTop(after: y, startsParagraph: false) }
                first = false
                let metrics = p.verticalMetrics(ofLine: slice)
                let box = LineBox(metrics: metrics, top: y, style: style)
                let width = lineWidth(k, p)
                widest = max(widest, slice.indent + width)
                var x = slice.indent
                if let containerWidth {
                    x = alignment.originX(width: width, indent: slice.indent, available: slice.available, containerWidth: containerWidth)
                } else if alignment.dependsOnContainerWidth {
                    needsAlignmentPass = true
                }
                lines.append(textLine(k, p, origin: Point(x: x, y: y), width: width, metrics: metrics, box: box))
                y = box.bottom
                k += 1
            }
        }
        if needsAlignmentPass { alignWithin(widest, &lines) }
        return (lines, Size(width: widest, height: y))
    }

    /// Line `k`'s width (its paragraph is `p`): the truncated text with its ellipsis, the
    /// justified width, or the width the wrapper measured.
    @inline(__always)
    private func lineWidth(_ k: Int, _ p: PreparedParagraph) -> Double {
        if k == truncatedLine { return truncatedWidth }
        let slice = slices[k]
        let justification = p.justification(
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
    @inline(__always)
    private func textLine(_ k: Int, _ p: PreparedParagraph, origin: Point, width: Double, metrics: VerticalMetrics,
                          box: LineBox) -> TextLine {
        let slice = slices[k]
        let isTruncated = k == truncatedLine
        let end = isTruncated ? p.utf16.count : slice.end
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
            tightening: slice.tightening,
            truncatedVisibleRanges: isTruncated ? truncatedVisible : nil,
            ellipsisPosition: isTruncated ? ellipsisPosition : nil,
            isTruncated: isTruncated,
            isHyphenated: slice.hyphenated && !isTruncated)
    }
}
