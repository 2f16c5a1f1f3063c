/// `LineBreakStrategy.pushOut`: orphan avoidance after greedy wrapping.
///
/// TextKit's documentation: "the text system may extend individual lines by one or more
/// words. Typically, the text system only pushes out the last line by one word." UILabel
/// does it since iOS 11: where greedy wrapping leaves one word alone on a paragraph's last
/// line, the last word of the line before moves down to join it.
///
/// Here a "word" is one break segment (the text between two line-break opportunities, so one
/// ideograph in CJK). The pass runs over the greedy lines of one paragraph, whichever loop
/// found them, and moves exactly one segment, only when:
/// - the paragraph has at least two lines and its last line is one segment (with content);
/// - the line before ends at a soft break opportunity (not a hard line break such as U+2028,
///   not a cut inside a word wider than the line) and keeps at least one segment;
/// - the moved segment and the orphan fit together in the last line's box (tabs measured
///   from the line's new start).
/// The number of lines never changes. Lines are logical ranges, so bidi reordering and
/// alignment happen afterwards as for any line.
extension PreparedParagraph {
    /// Applies pushOut to the lines `lines[first...]`, this paragraph's greedy lines.
    func pushOut(_ lines: inout [LineSlice], from first: Int) {
        guard lines.count - first >= 2, let last = lines.last, last.end == utf16.count,
              last.trimmedEnd > last.start else { return }
        var previous = lines[lines.count - 2]
        // The last line is one segment: no break opportunity inside its content.
        if let k = breakIndex(atOrBefore: last.trimmedEnd - 1), breaks[k].offset > last.start { return }
        // The line before ends at a soft break (followed only by hanging whitespace).
        guard let ending = breakIndex(atOrBefore: previous.end), !breaks[ending].isMandatory,
              breaks[ending].offset > previous.start, isAllHanging(breaks[ending].offset..<previous.end),
              ending > 0 else { return }
        // Its last segment starts at the break opportunity before that one.
        let split = breaks[ending - 1]
        guard split.offset > previous.start, !split.isMandatory else { return }
        let newEnd = hangingEnd(split.offset)
        guard newEnd < last.trimmedEnd else { return }
        let movedWidth = width(newEnd, last.trimmedEnd, indent: last.indent)
        guard fits(movedWidth, in: last.available) else { return }
        let trimmed = trimmedEnd(previous.start, newEnd)
        guard trimmed > previous.start else { return }
        previous.end = newEnd
        previous.trimmedEnd = trimmed
        (previous.width, previous.hyphenated) = lineWidth(previous.start, trimmedEnd: trimmed, end: newEnd,
                                                          indent: previous.indent)
        lines[lines.count - 2] = previous
        lines[lines.count - 1].start = newEnd
        lines[lines.count - 1].width = movedWidth
    }

    /// The index of the last break opportunity at or before UTF-16 offset `offset`.
    func breakIndex(atOrBefore offset: Int) -> Int? {
        let past = upperBoundIndex(breaks, offset) { $0.offset }
        return past > 0 ? past - 1 : nil
    }
}
