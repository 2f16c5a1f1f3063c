/// Greedy line breaking of one prepared paragraph at a container width (nil: only mandatory
/// breaks): each line takes every piece up to the next break opportunity that still fits.
/// This is UIKit's wrapping, and the start of every other `LineBreaker`.
///
/// Trailing whitespace hangs: it stays on the line it ends but counts toward neither the
/// line's width nor the fit. A piece wider than the line is broken between grapheme
/// clusters, as UIKit's byWordWrapping does. `byCharWrapping` breaks at any grapheme
/// boundary. When `maxLines` > 0, wrapping stops after that many lines.
///
/// Three loops find the lines, and must find the same ones (a property test compares the
/// general loop with the other two over the property-test corpus and the fuzzer's hostile
/// strings):
/// - the general loop (`wrapGeneral`), for any paragraph and mode;
/// - the prefix-sum loop (`wrapByPrefixSums`), for the common case: breaking at line-break
///   opportunities only (every mode but byCharWrapping) in a paragraph without tabs, where a
///   width is a difference of the advance prefix;
/// - inside it, the plain-lines loop (`wrapPlainLines`), for a paragraph whose widths grow
///   with the break's index and that has no hyphenation points: one search a line.
/// All end their lines through the same rules (`PreparedParagraph+LineEnds.swift`) and close them through the
/// same `OpenLine`.
struct GreedyLineBreaker: LineBreaker {
    /// Which loop wraps.
    enum Path: Sendable {
        /// The prefix-sum loop when the paragraph and the mode allow it, else the general one.
        case fastest
        /// The general loop whatever the paragraph, so that tests can compare the loops.
        case general
    }

    var path = Path.fastest

    func breakLines(of paragraph: PreparedParagraph, _ constraints: LineBreakConstraints, into lines: inout LineBuffer) {
        Pass(paragraph: paragraph, containerWidth: constraints.containerWidth, mode: constraints.mode,
             maxLines: constraints.maxLines).wrap(into: &lines, path: path)
    }
}

extension GreedyLineBreaker {
    /// One breaking of one paragraph: the loops, over what they read.
    struct Pass {
        let paragraph: PreparedParagraph
        let containerWidth: Double?
        let mode: LineBreakMode
        /// When > 0, wrapping stops after this many lines.
        let maxLines: Int

        /// Appends the paragraph's lines to `lines` (one empty line for an empty paragraph).
        @inline(__always)
        func wrap(into lines: inout LineBuffer, path: Path = .fastest) {
            // A paragraph has breaks exactly when it has text: the last is its end (read here
            // rather than the text's count, which the common path never reads otherwise).
            guard !paragraph.breaks.isEmpty else {
                let box = paragraph.lineBox(isFirst: true, containerWidth: containerWidth)
                lines.append(LineSlice(start: 0, end: 0, trimmedEnd: 0, width: 0, indent: box.indent, available: box.available))
                return
            }
            if path == .fastest && mode != .byCharWrapping && paragraph.tabs.isEmpty {
                wrapByPrefixSums(into: &lines)
            } else {
                wrapGeneral(into: &lines)
            }
        }

        /// The line being filled: where it starts and its box, until it is closed.
        private struct OpenLine {
            var start = 0
            var box: (indent: Double, available: Double)
            let nextBox: (indent: Double, available: Double)
            /// How many lines the buffer held before this paragraph, and the limit (0: none).
            let firstIndex: Int
            let maxLines: Int

            @inline(__always)
            init(_ breaker: Pass, firstIndex: Int) {
                box = breaker.paragraph.lineBox(isFirst: true, containerWidth: breaker.containerWidth)
                nextBox = breaker.paragraph.lineBox(isFirst: false, containerWidth: breaker.containerWidth)
                self.firstIndex = firstIndex
                maxLines = breaker.maxLines
            }

            func reachedLimit(_ lines: LineBuffer) -> Bool {
                maxLines > 0 && lines.count - firstIndex >= maxLines
            }

            /// Appends the line [start, end) and opens the next one at `end`.
            @inline(__always)
            mutating func close(end: Int, trimmedEnd: Int, width: Double, hyphenated: Bool = false,
                                into lines: inout LineBuffer) {
                var slice = LineSlice(start: start, end: end, trimmedEnd: trimmedEnd, width: width,
                                      indent: box.indent, available: box.available)
                slice.hyphenated = hyphenated
                lines.append(slice)
                start = end
                box = nextBox
            }

            /// `close(end:trimmedEnd:width:into:)`, measuring the line in `paragraph` (with the
            /// hyphen of a soft hyphen it ends after).
            mutating func close(end: Int, in paragraph: PreparedParagraph, into lines: inout LineBuffer) {
                let trimmed = paragraph.trimmedEnd(start, end)
                let measured = paragraph.lineWidth(start, trimmedEnd: trimmed, end: end, indent: box.indent)
                close(end: end, trimmedEnd: trimmed, width: measured.width, hyphenated: measured.hyphenated, into: &lines)
            }

            /// Closes the line where `overflowEnd` said: at a hyphenation point, with its hyphen,
            /// or at an ordinary end.
            mutating func close(_ lineEnd: PreparedParagraph.LineEnd, in paragraph: PreparedParagraph,
                                into lines: inout LineBuffer) {
                if lineEnd.hyphenated {
                    let w = paragraph.width(start, lineEnd.end, indent: box.indent) + paragraph.hyphenWidth(at: lineEnd.end)
                    close(end: lineEnd.end, trimmedEnd: lineEnd.end, width: w, hyphenated: true, into: &lines)
                } else {
                    close(end: lineEnd.end, in: paragraph, into: &lines)
                }
            }
        }

        /// The general loop: tabs advance to tab stops counted from each line's start, and
        /// byCharWrapping may also break between any two grapheme clusters.
        private func wrapGeneral(into lines: inout LineBuffer) {
            let p = paragraph
            var line = OpenLine(self, firstIndex: lines.count)
            var tabState = p.tabCursor(from: 0, indent: line.box.indent)
            var lastFit: Int? = nil
            var breakIndex = 0
            var cursor = 0
            while line.start < p.utf16.count && !line.reachedLimit(lines) {
                // The next opportunity after `cursor`: the next line break, or for char wrapping
                // the next grapheme boundary (mandatory breaks always come from the line breaker).
                while breakIndex < p.breaks.count && p.breaks[breakIndex].offset <= cursor { breakIndex += 1 }
                var end = p.breaks[breakIndex].offset
                var mandatory = p.breaks[breakIndex].isMandatory
                let trimmed: Int
                if mode == .byCharWrapping, let cut = p.characterBreak(after: cursor, before: end) {
                    end = cut
                    mandatory = false
                    trimmed = p.trimmedEnd(line.start, cut)
                } else {
                    trimmed = p.trimmedEnd(line.start, breakIndex: breakIndex)
                }
                let w = p.width(to: trimmed, cursor: &tabState) + (p.softHyphenWidth(trimmedEnd: trimmed, end: end) ?? 0)
                if fits(w, in: line.box.available) {
                    if !mandatory {
                        lastFit = end
                        cursor = end
                        continue
                    }
                    line.close(end: end, in: p, into: &lines)
                } else {
                    let start = line.start, indent = line.box.indent
                    let lineEnd = p.overflowEnd(
                        from: start, lastFit: lastFit,
                        fillWidth: lastFit.map { p.lineWidth(start, trimmedEnd: p.trimmedEnd(start, $0), end: $0, indent: indent).width } ?? 0,
                        piece: (end, trimmed, breakIndex), box: line.box)
                    end = lineEnd.end
                    line.close(lineEnd, in: p, into: &lines)
                }
                lastFit = nil
                tabState = p.tabCursor(from: line.start, indent: line.box.indent)
                cursor = end
            }
        }

        /// The prefix-sum loop: no tabs and no breaks but line-break opportunities, so a width is
        /// a difference of `advancePrefix`. It reads the arrays through unsafe buffers, and when
        /// advances never decrease it skips runs of breaks that still fit by galloping search.
        private func wrapByPrefixSums(into lines: inout LineBuffer) {
            let p = paragraph
            var line = OpenLine(self, firstIndex: lines.count)
            var lastFit = -1
            var lastFitTrimmed = 0
            var lastFitWidth = 0.0
            var lastFitHyphenated = false
            var index = 0
            // A hyphen after a soft hyphen can make a break wider than the next one, so widths
            // grow with the break's index only without soft hyphens.
            let gallops = p.advancesNeverDecrease && !p.hyphens.hasSoftHyphens
            if gallops && p.hyphens.points.isEmpty {
                // Most paragraphs end every line here; the loop below takes over at a line it
                // cannot end (a piece wider than the line), where `index` then points.
                index = wrapPlainLines(into: &lines, line: &line)
                if index >= p.breaks.count || line.reachedLimit(lines) { return }
            }
            var mandatory = 0  // index of a mandatory break (`mandatoryBreak(_:)`)
            p.breaks.withUnsafeBufferPointer { breaks in
                p.advancePrefix.withUnsafeBufferPointer { prefix in
                    func trimmedAt(_ j: Int) -> Int { p.trimmedEnd(line.start, at: breaks[j]) }
                    func widthTo(_ end: Int) -> Double { prefix[end] - prefix[line.start] }
                    /// The line's width ending at break j, and whether it ends with a hyphen.
                    func measure(_ j: Int, trimmed: Int) -> (width: Double, hyphenated: Bool) {
                        let w = widthTo(trimmed)
                        guard let hyphen = p.softHyphenWidth(trimmedEnd: trimmed, end: breaks[j].offset) else { return (w, false) }
                        return (w + hyphen, true)
                    }
                    // Only where the search gallops, where advances never decrease: there the
                    // trimmed width less the line's start fits exactly when the line does
                    // (`trimmedWidths(of:utf16:advancePrefix:)`).
                    func fitsAt(_ j: Int) -> Bool { fits(p.breakTrimmedWidth[j] - prefix[line.start], in: line.box.available) }
                    // How many breaks past the first the search expects a line to take: the last
                    // line's count; for the first line, as many as the paragraph's mean advance
                    // per break fits into its box. (Declared in here, uncaptured: a variable
                    // the closures share is checked for exclusive access at every use.)
                    var span = 0
                    let total = prefix[prefix.count - 1]
                    if gallops, total > 0 {
                        span = Int(min(Double(breaks.count), line.box.available / total * Double(breaks.count)))
                    }
                    while index < breaks.count && !line.reachedLimit(lines) {
                        // True when break `index` is known not to fit: it follows the last that
                        // fits, found by the search below (stepping would measure it again).
                        var overflows = false
                        if gallops {
                            // Widths grow with the break's index, so only the last break that
                            // fits before the next mandatory one matters (it is what stepping
                            // one break at a time below would leave in `lastFit`).
                            let mandatoryCount = p.mandatoryBreakCount
                            while mandatory < mandatoryCount && p.mandatoryBreak(mandatory) < index { mandatory += 1 }
                            let limit = mandatory < mandatoryCount ? p.mandatoryBreak(mandatory) : breaks.count
                            if index + 1 < limit && fitsAt(index) {
                                let last = Self.lastFitting(after: index - 1, below: limit, guess: index + span, fitsAt)
                                span = last - index
                                lastFit = breaks[last].offset
                                lastFitTrimmed = trimmedAt(last)
                                lastFitWidth = widthTo(lastFitTrimmed)
                                lastFitHyphenated = false
                                index = last + 1
                                // The mandatory break at `limit` is measured as usual.
                                if index >= limit { continue }
                                overflows = true
                            }
                        }
                        let b = breaks[index]
                        let trimmed = trimmedAt(index)
                        if !overflows {
                            let (w, hyphenated) = measure(index, trimmed: trimmed)
                            if fits(w, in: line.box.available) {
                                if b.isMandatory {
                                    line.close(end: b.offset, trimmedEnd: trimmed, width: w, hyphenated: hyphenated, into: &lines)
                                    lastFit = -1
                                } else {
                                    lastFit = b.offset
                                    lastFitTrimmed = trimmed
                                    lastFitWidth = w
                                    lastFitHyphenated = hyphenated
                                }
                                index += 1
                                continue
                            }
                        }
                        let lineEnd = p.overflowEnd(from: line.start, lastFit: lastFit >= 0 ? lastFit : nil,
                                                    fillWidth: lastFitWidth, piece: (b.offset, trimmed, index), box: line.box)
                        if lastFit >= 0 && !lineEnd.hyphenated {
                            line.close(end: lineEnd.end, trimmedEnd: lastFitTrimmed, width: lastFitWidth,
                                       hyphenated: lastFitHyphenated, into: &lines)
                        } else {
                            line.close(lineEnd, in: p, into: &lines)
                        }
                        lastFit = -1
                        while index < breaks.count && breaks[index].offset <= line.start { index += 1 }
                    }
                }
            }
        }

        /// The prefix-sum loop's common case, for a paragraph whose widths grow with the break's
        /// index (advances never decrease, no soft hyphens) and that has no hyphenation points:
        /// each line ends at the last break from `line.start` whose trimmed width fits (found by
        /// `lastFitting` from the last line's count), or at the next mandatory break if even that
        /// fits, as the loop in `wrapByPrefixSums` would end it. Appends lines until the paragraph
        /// ends, the line limit is reached, or no break fits a line (the piece must be cut between
        /// grapheme clusters); returns the index of the first break after the open line's start.
        private func wrapPlainLines(into lines: inout LineBuffer, line: inout OpenLine) -> Int {
            let p = paragraph
            let stop = maxLines > 0 ? line.firstIndex + maxLines : Int.max
            var index = 0
            var start = 0
            var box = line.box
            var limit = box.available + fitTolerance  // `fits(w, in: box.available)` is w ≤ limit
            // Each line probes trimmed widths and reads the one break record it ends at, which
            // mostly also gives the advance at the next line's start: neither the text nor the
            // advance prefix (only where the record does not give it).
            let spaceAdvance = p.breakSpaceAdvance
            p.breaks.withUnsafeBufferPointer { breaks in
                p.advancePrefix.withUnsafeBufferPointer { prefix in
                    p.breakTrimmedWidth.withUnsafeBufferPointer { trimmedWidth in
                        p.mandatoryBreaksBeforeLast.withUnsafeBufferPointer { earlierHard in
                            // The first line's guess as in `wrapByPrefixSums` (with the trimmed total,
                            // which the last line's probe reads anyway), then the last line's count.
                            var span = 0
                            let total = trimmedWidth[trimmedWidth.count &- 1]
                            if total > 0 {
                                span = Int(min(Double(breaks.count), box.available / total * Double(breaks.count)))
                            }
                            var mandatory = 0
                            var hard = -1  // the first mandatory break at or after `index`
                            var base = prefix[0]  // the advance at the line's start, `prefix[start]`
                            while index < breaks.count && lines.count < stop {
                                if hard < index {
                                    // The last break is mandatory, so there is always one at or after `index`.
                                    while mandatory < earlierHard.count && Int(earlierHard[mandatory]) < index { mandatory &+= 1 }
                                    hard = mandatory < earlierHard.count ? Int(earlierHard[mandatory]) : breaks.count &- 1
                                }
                                let lineBase = base, fitLimit = limit
                                // The break before `index` stands for the line's start: it "fits" unprobed.
                                // A probe is one load: the break's trimmed width less the line's start
                                // fits exactly when the line does, as advances never decrease
                                // (`trimmedWidths(of:utf16:advancePrefix:)`). For the same reason the
                                // line's width, `prefix[trimmedEnd] - base`, is the larger of the two
                                // less `base`: `base` itself where the line is only hanging whitespace.
                                let last = Self.lastFitting(after: index &- 2, below: hard &+ 1, guess: index &+ span) {
                                    trimmedWidth[$0] - lineBase <= fitLimit
                                }
                                if last < index { break }  // no break fits: the general loop cuts the piece
                                let lastWidth = trimmedWidth[last]
                                let width = max(lastWidth, base) - base
                                let b = breaks[last]
                                let trimmed = p.trimmedEnd(start, at: b)
                                var end = b.offset
                                if last != hard { span = last &- index }
                                index = last &+ 1  // breaks ascend: the next is past `end`…
                                if last != hard && b.mayHang {
                                    // …unless whitespace after a soft break hangs on this line
                                    // too, with the breaks inside it.
                                    end = p.hangingEnd(after: b)
                                    while index < breaks.count && breaks[index].offset <= end { index &+= 1 }
                                }
                                lines.append(LineSlice(start: start, end: end, trimmedEnd: trimmed, width: width,
                                                       indent: box.indent, available: box.available))
                                start = end
                                if b.knowsLineStartAdvance && end == b.offset {
                                    base = b.lineStartAdvance(trimmedWidth: lastWidth, spaceAdvance: spaceAdvance)
                                } else {
                                    base = prefix[end]
                                }
                                box = line.nextBox
                                limit = box.available + fitTolerance
                            }
                        }
                    }
                }
            }
            line.start = start
            line.box = box
            return index
        }

        /// Given that `fits(base + 1)` holds (it is never probed), the last index below `limit` where it holds, for a
        /// `fits` that stays false once false. `guess` is where the answer is expected (the line
        /// before took as many breaks): it is tried first, then the search gallops away from it
        /// (1, 2, 4, … further) and bisects, so a good guess costs two probes and a bad one a
        /// logarithmic number.
        @inline(__always)
        private static func lastFitting(after base: Int, below limit: Int, guess: Int, _ fits: (Int) -> Bool) -> Int {
            // Indices of breaks are far from overflowing: wrapping arithmetic, unchecked.
            var low = base &+ 1  // fits
            var high = limit     // does not fit, or is the limit
            let g = min(max(guess, low &+ 1), limit &- 1)
            if g > low {
                var step = 1
                if fits(g) {
                    low = g
                    while low &+ step < high && fits(low &+ step) { low &+= step; step &<<= 1 }
                    high = min(high, low &+ step)
                } else {
                    high = g
                    while high &- step > low && !fits(high &- step) { high &-= step; step &<<= 1 }
                    low = max(low, high &- step)
                }
            }
            while high &- low > 1 {
                let mid = (low &+ high) >> 1
                if fits(mid) { low = mid } else { high = mid }
            }
            return low
        }
    }
}
