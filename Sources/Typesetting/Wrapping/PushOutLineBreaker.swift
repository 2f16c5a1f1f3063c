/// `LineBreakStrategy.pushOut`: orphan avoidance after greedy wrapping.
///
/// TextKit's documentation: "the text system may extend individual lines by one or more
/// words. Typically, the text system only pushes out the last line by one word." UILabel
/// does it since iOS 11: where greedy wrapping leaves one word alone on a paragraph's last
/// line, the last word of the line before moves down to join it.
///
/// Here a "word" is one break segment (the text between two line-break opportunities, so one
/// ideograph in CJK). The breaker runs greedy, then looks at greedy's lines (whichever loop
/// found them), and moves exactly one segment, only when:
/// - the paragraph has at least two lines and its last line is one segment (with content);
/// - the line before ends at a soft break opportunity (not a hard line break such as U+2028,
///   not a cut inside a word wider than the line) and keeps at least one segment;
/// - the moved segment and the orphan fit together in the last line's box (tabs measured
///   from the line's new start).
/// The number of lines never changes. Lines are logical ranges, so bidi reordering and
/// alignment happen afterwards as for any line. In byCharWrapping greedy's lines stay
/// (`LineBreakerKind`).
struct PushOutLineBreaker: LineBreaker {
    /// The breaker whose lines push-out starts from.
    var greedy = GreedyLineBreaker()

    func breakLines(of paragraph: PreparedParagraph, _ constraints: LineBreakConstraints, into lines: inout LineBuffer) {
        let first = lines.count
        greedy.breakLines(of: paragraph, constraints, into: &lines)
        guard constraints.refinableWidth(lineCount: lines.count - first) != nil else { return }
        pushOut(&lines, from: first, in: paragraph)
    }

    /// Applies pushOut to the lines `lines[first...]`, the greedy lines of `p`.
    func pushOut(_ lines: inout LineBuffer, from first: Int, in p: PreparedParagraph) {
        guard lines.count - first >= 2, let last = lines.last, last.end == p.utf16.count,
              last.trimmedEnd > last.start else { return }
        var previous = lines[lines.count - 2]
        // The last line is one segment: no break opportunity inside its content.
        if let k = p.breakIndex(atOrBefore: last.trimmedEnd - 1), p.breaks[k].offset > last.start { return }
        // The line before ends at a soft break (followed only by hanging whitespace).
        guard let ending = p.breakIndex(atOrBefore: previous.end), !p.breaks[ending].isMandatory,
              p.breaks[ending].offset > previous.start, p.isAllHanging(p.breaks[ending].offset..<previous.end),
              ending > 0 else { return }
        // Its last segment starts at the break opportunity before that one.
        let split = p.breaks[ending - 1]
        guard split.offset > previous.start, !split.isMandatory else { return }
        let newEnd = p.hangingEnd(split.offset)
        guard newEnd < last.trimmedEnd else { return }
        let movedWidth = p.width(newEnd, last.trimmedEnd, indent: last.indent)
        guard fits(movedWidth, in: last.available) else { return }
        let trimmed = p.trimmedEnd(previous.start, newEnd)
        guard trimmed > previous.start else { return }
        previous.end = newEnd
        previous.trimmedEnd = trimmed
        (previous.width, previous.hyphenated) = p.lineWidth(previous.start, trimmedEnd: trimmed, end: newEnd,
                                                            indent: previous.indent)
        lines[lines.count - 2] = previous
        lines[lines.count - 1].start = newEnd
        lines[lines.count - 1].width = movedWidth
    }
}
