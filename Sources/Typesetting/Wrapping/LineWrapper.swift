extension PreparedParagraph {
    /// Greedy line breaking at `containerWidth` (nil: only mandatory breaks).
    ///
    /// Trailing whitespace hangs: it stays on the line it ends but counts toward neither the
    /// line's width nor the fit. A piece wider than the line is broken between grapheme
    /// clusters, as UIKit's byWordWrapping does. `byCharWrapping` breaks at any grapheme
    /// boundary. When `maxLines` > 0, wrapping stops after that many lines.
    func wrap(containerWidth: Double?, mode: LineBreakMode, maxLines: Int = 0) -> [LineSlice] {
        var lines: [LineSlice] = []
        wrap(containerWidth: containerWidth, mode: mode, maxLines: maxLines, into: &lines)
        return lines
    }

    /// `wrap(containerWidth:mode:maxLines:)`, appending to `lines`.
    func wrap(containerWidth: Double?, mode: LineBreakMode, maxLines: Int, into lines: inout [LineSlice]) {
        let n = utf16.count
        let first = lines.count
        guard n > 0 else {
            let box = lineBox(isFirst: true, containerWidth: containerWidth)
            lines.append(LineSlice(start: 0, end: 0, trimmedEnd: 0, width: 0, indent: box.indent, available: box.available))
            return
        }
        if mode != .byCharWrapping && tabs.isEmpty {
            wrapWords(containerWidth: containerWidth, maxLines: maxLines, into: &lines)
            return
        }
        let epsilon = fitTolerance
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
        var cursor = 0
        while lineStart < n {
            if maxLines > 0 && lines.count - first >= maxLines { break }
            // The next opportunity after `cursor`: the next line break, or for char wrapping
            // the next grapheme boundary (mandatory breaks always come from the line breaker).
            while breakIndex < breaks.count && breaks[breakIndex].offset <= cursor { breakIndex += 1 }
            var offset = breaks[breakIndex].offset
            var mandatory = breaks[breakIndex].isMandatory
            var atBreak = true
            if charWrapping {
                if let next = graphemes.next(after: cursor), next < offset {
                    var candidate = next
                    // Whitespace after a character break still hangs on the line it ends: whole
                    // clusters of it (a space that carries a combining mark is not skipped),
                    // line separators included (the break after one is `offset`, mandatory).
                    while candidate < offset, let following = graphemes.next(after: candidate),
                          (candidate..<following).allSatisfy({ isHangingWhitespace(utf16[$0]) }) {
                        candidate = following
                    }
                    if candidate < offset {
                        offset = candidate
                        mandatory = false
                        atBreak = false
                    }
                }
            }
            let trimmed = atBreak ? trimmedEnd(lineStart, breakIndex: breakIndex) : trimmedEnd(lineStart, offset)
            if width(to: trimmed, cursor: &tabState) <= box.available + epsilon {
                if mandatory {
                    emit(offset)
                } else {
                    lastFit = offset
                }
                cursor = offset
            } else if let fit = lastFit {
                let end = hangingEnd(fit)
                emit(end)
                cursor = end
            } else {
                // One piece wider than the line: break it between grapheme clusters.
                let end = forcedCutEnd(clusterBreak(from: lineStart, to: trimmed, available: box.available, indent: box.indent),
                                       pieceEnd: offset, breakIndex: breakIndex)
                emit(end)
                cursor = end
            }
        }
    }

    /// The same greedy algorithm as `wrap`, specialised for the common case: breaking at
    /// line-break opportunities only (every mode but byCharWrapping) in a paragraph without
    /// tabs, so that widths are differences of the advance prefix. It reads the arrays
    /// through unsafe buffers and gives the same lines as the general loop.
    private func wrapWords(containerWidth: Double?, maxLines: Int, into lines: inout [LineSlice]) {
        let first = lines.count
        var box = lineBox(isFirst: true, containerWidth: containerWidth)
        let next = lineBox(isFirst: false, containerWidth: containerWidth)
        var lineStart = 0
        var lastFit = -1
        var lastFitTrimmed = 0
        var lastFitWidth = 0.0
        var index = 0
        breaks.withUnsafeBufferPointer { breaks in
            breakTrailingSpace.withUnsafeBufferPointer { trailing in
                advancePrefix.withUnsafeBufferPointer { prefix in
                    // With advances that never go backwards, the width to break j grows with j,
                    // so the run of breaks that still fit can be skipped by galloping search up
                    // to the next mandatory break: only the last fitting one matters (it is
                    // what the step-by-step loop below would leave in `lastFit`).
                    func trimmedAt(_ j: Int) -> Int {
                        let spaces = Int(trailing[j])
                        let offset = breaks[j].offset
                        return spaces < 255 ? max(lineStart, offset - spaces) : trimmedEnd(lineStart, offset)
                    }
                    func fits(_ j: Int) -> Bool {
                        prefix[trimmedAt(j)] - prefix[lineStart] <= box.available + fitTolerance
                    }
                    var mandatory = 0  // index into mandatoryBreaks
                    while index < breaks.count {
                        if maxLines > 0 && lines.count - first >= maxLines { return }
                        if advancesNeverDecrease {
                            while mandatory < mandatoryBreaks.count && Int(mandatoryBreaks[mandatory]) < index { mandatory += 1 }
                            let limit = mandatory < mandatoryBreaks.count ? Int(mandatoryBreaks[mandatory]) : breaks.count
                            if index + 1 < limit && fits(index) && fits(index + 1) {
                                var low = index + 1, step = 2, high = index + 2
                                while high < limit && fits(high) { low = high; step *= 2; high = index + step }
                                high = min(high, limit)
                                while high - low > 1 {
                                    let mid = (low + high) / 2
                                    if fits(mid) { low = mid } else { high = mid }
                                }
                                let trimmed = trimmedAt(low)
                                lastFit = breaks[low].offset
                                lastFitTrimmed = trimmed
                                lastFitWidth = prefix[trimmed] - prefix[lineStart]
                                index = low + 1
                                continue
                            }
                        }
                        let offset = breaks[index].offset
                        let spaces = Int(trailing[index])
                        let trimmed = spaces < 255 ? max(lineStart, offset - spaces) : trimmedEnd(lineStart, offset)
                        let w = prefix[trimmed] - prefix[lineStart]
                        if w <= box.available + fitTolerance {
                            if breaks[index].isMandatory {
                                lines.append(LineSlice(start: lineStart, end: offset, trimmedEnd: trimmed, width: w,
                                                       indent: box.indent, available: box.available))
                                lineStart = offset
                                lastFit = -1
                                box = next
                            } else {
                                lastFit = offset
                                lastFitTrimmed = trimmed
                                lastFitWidth = w
                            }
                            index += 1
                        } else if lastFit >= 0 {
                            // Whitespace after the break hangs too (see `hangingEnd`).
                            let end = hangingEnd(lastFit)
                            lines.append(LineSlice(start: lineStart, end: end, trimmedEnd: lastFitTrimmed, width: lastFitWidth,
                                                   indent: box.indent, available: box.available))
                            lineStart = end
                            lastFit = -1
                            box = next
                            while index < breaks.count && breaks[index].offset <= lineStart { index += 1 }
                        } else {
                            // One piece wider than the line: break it between grapheme clusters.
                            let end = forcedCutEnd(clusterBreak(from: lineStart, to: trimmed, available: box.available, indent: box.indent),
                                                   pieceEnd: offset, breakIndex: index)
                            let endTrimmed = trimmedEnd(lineStart, end)
                            lines.append(LineSlice(start: lineStart, end: end, trimmedEnd: endTrimmed,
                                                   width: prefix[endTrimmed] - prefix[lineStart],
                                                   indent: box.indent, available: box.available))
                            lineStart = end
                            box = next
                            while index < breaks.count && breaks[index].offset <= lineStart { index += 1 }
                        }
                    }
                }
            }
        }
    }

    /// Where a line cut inside an over-wide piece ends: the whitespace after the cut hangs on
    /// the line, as after a soft break. The cut moves over whole clusters of hanging
    /// whitespace up to the piece's end `pieceEnd` (break `breakIndex`), then over following
    /// pieces that are only hanging whitespace (the ones a soft break would also have taken),
    /// never past a mandatory break.
    func forcedCutEnd(_ cut: Int, pieceEnd: Int, breakIndex: Int) -> Int {
        var end = cut
        while let next = graphemes.next(after: end), next <= pieceEnd,
              (end..<next).allSatisfy({ isHangingWhitespace(utf16[$0]) }) {
            end = next
        }
        var b = breakIndex
        while b + 1 < breaks.count, breaks[b].offset == end, !breaks[b].isMandatory,
              (end..<breaks[b + 1].offset).allSatisfy({ isHangingWhitespace(utf16[$0]) }) {
            b += 1
            end = breaks[b].offset
        }
        // Like a soft break, the cut also takes hanging whitespace that a break opportunity
        // leaves at the start of the next piece (UAX #14 allows a break before U+3000 or a tab
        // after spaces): no line starts with hanging whitespace.
        return hangingEnd(end)
    }

    /// A soft line end moved forward over the hanging whitespace that follows it, so that
    /// whitespace never starts the next line: after a cut inside an over-wide piece ("a  b"
    /// at 5 pt: "a  " | "b", not "a" | "  " | "b"), and where a break opportunity falls
    /// before whitespace (UAX #14 allows a break between spaces and a following tab or
    /// U+3000, both class BA). Never moves past a hard line break (LF, CR, VT, FF, NEL,
    /// U+2028, U+2029): whitespace after one starts the next line (indentation).
    func hangingEnd(_ end: Int) -> Int {
        var e = end
        // Whole grapheme clusters only: a space carrying a combining mark does not hang.
        while e < utf16.count, e > 0, !Self.isHardBreak(utf16[e - 1]), let next = graphemes.next(after: e),
              (e..<next).allSatisfy({ isHangingWhitespace(utf16[$0]) }) {
            e = next
        }
        return e
    }

    static func isHardBreak(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// The largest grapheme boundary g in (start, end] whose [start, g) fits `available`;
    /// at least one cluster, so that every line makes progress.
    func clusterBreak(from start: Int, to end: Int, available: Double, indent: Double) -> Int {
        guard let first = graphemes.next(after: start), first < end else { return end }
        var best = first
        var candidate = graphemes.next(after: first)
        while let g = candidate, g <= end, width(start, g, indent: indent) <= available + fitTolerance {
            best = g
            candidate = graphemes.next(after: g)
        }
        return best
    }
}
