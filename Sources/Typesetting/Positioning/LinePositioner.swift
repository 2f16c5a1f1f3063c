/// The positioning stage of `PreparedText.layout`: gives each wrapped line its place: the
/// line boxes' tops (from their heights and baselines), justified widths and aligned x
/// positions, written as each line's `LinePlacement` (the breakers' `LineSlice` is only
/// read). `TextLayout.Lines` builds the `TextLine` values from them when they are read.
/// Each paragraph is placed by its own style.
struct LinePositioner {
    /// The width the text wraps in; nil when unbounded.
    let containerWidth: Double?
    /// The index of the truncated line (the last), or -1; then its width with the ellipsis.
    private let truncatedLine: Int
    private let truncatedWidth: Double

    /// `truncatedWidth` is the width of the last of `lineCount` lines with its ellipsis, when
    /// it is truncated (nil: no line is).
    init(lineCount: Int, truncatedWidth: Double?, containerWidth: Double?) {
        self.containerWidth = containerWidth
        if let truncatedWidth {
            truncatedLine = lineCount - 1
            self.truncatedWidth = truncatedWidth
        } else {
            truncatedLine = -1
            self.truncatedWidth = 0
        }
    }

    /// True when the last line is truncated.
    var truncatesLastLine: Bool { truncatedLine >= 0 }

    /// Positions `lines` (every paragraph's wrapped lines of `text`, in order) and returns
    /// the layout's size: the widest line with its indent, and the lines' heights with the
    /// spacing between them.
    func position(_ lines: inout [LaidOutLine], of text: PreparedText) -> Size {
        // Without a container, alignment is within the widest line, known only at the end,
        // so the x of the lines that depend on it is fixed up afterwards. (The sums are the
        // closure's own variables, kept in registers, not captured ones written back every line.)
        let (size, needsAlignmentPass) = lines.withUnsafeMutableBufferPointer { lines in
            var widest = 0.0
            var y = 0.0
            var lineTop = 0.0  // the top of the line placed last
            var needsAlignmentPass = false
            // The lines come paragraph by paragraph, in order: each paragraph is looked up once
            // for all its lines (a lookup per line retained and released it every time).
            var k = 0
            while k < lines.count {
                let paragraphIndex = lines[k].paragraph
                // The paragraph's lines are k..<end: all that are left when the last line is one
                // of them (always, for a text of one paragraph).
                var end = lines.count
                if lines[end - 1].paragraph != paragraphIndex {
                    end = k + 1
                    while lines[end].paragraph == paragraphIndex { end += 1 }
                }
                if k > 0 {
                    y = text.paragraphs[lines[k - 1].paragraph].style.nextParagraphTop(
                        after: y, lineTop: lineTop, next: text.paragraphs[paragraphIndex].style)
                }
                // Unretained, as `text` holds it throughout (a retain and release cost some 45
                // instructions a paragraph).
                Unmanaged.passUnretained(text.paragraphs[paragraphIndex])._withUnsafeGuaranteedRef { p in
                    let alignment = LineAlignment(p.style.alignment, rightToLeft: p.paragraphLevel & 1 == 1)
                    // Only justified wrapped lines can be wider than the wrapper measured them.
                    let justifies = p.style.alignment == .justified && containerWidth != nil
                    // In a paragraph of one run, every line that is not empty has that run's
                    // metrics (`verticalMetrics(ofLine:)`), so its box's height is found once.
                    let oneRun = p.runs.count == 1
                    let oneRunHeight = oneRun ? p.style.lineHeight(natural: p.runs[0].vertical.lineHeight) : 0
                    for j in k..<end {
                        let slice = lines[j].slice
                        if j > k { y = p.style.nextLineTop(after: y, lineTop: lineTop, startsParagraph: false) }
                        let height = oneRun && slice.end > slice.start ? oneRunHeight
                            : LineBox(metrics: p.verticalMetrics(ofLine: slice), top: y, style: p.style).height
                        var width = slice.width
                        if j == truncatedLine {
                            width = truncatedWidth
                        } else if justifies {
                            width = p.justification(
                                of: slice.start..<slice.end, trimmedEnd: slice.trimmedEnd, naturalWidth: slice.width,
                                available: slice.available, isWrapped: true, isTruncated: false, continuesParagraph: j + 1 < end
                            )?.width ?? slice.width
                        }
                        widest = max(widest, slice.indent + width)
                        var x = slice.indent
                        if let containerWidth {
                            x = alignment.originX(width: width, indent: slice.indent, available: slice.available, containerWidth: containerWidth)
                        } else if alignment.dependsOnContainerWidth {
                            needsAlignmentPass = true
                        }
                        lines[j].placement = LinePlacement(origin: Point(x: x, y: y), width: width)
                        lineTop = y
                        y += height  // the box's bottom
                    }
                }
                k = end
            }
            return (Size(width: widest, height: y), needsAlignmentPass)
        }
        if needsAlignmentPass { alignWithin(size.width, &lines, of: text) }
        return size
    }

    /// Unbounded width: aligns every line within the widest.
    private func alignWithin(_ widest: Double, _ lines: inout [LaidOutLine], of text: PreparedText) {
        for k in lines.indices {
            let line = lines[k]
            let p = text.paragraphs[line.paragraph]
            let alignment = LineAlignment(p.style.alignment, rightToLeft: p.paragraphLevel & 1 == 1)
            lines[k].placement.origin.x = alignment.originX(width: line.placement.width, indent: line.slice.indent,
                                                            available: widest - line.slice.indent, containerWidth: widest)
        }
    }
}
