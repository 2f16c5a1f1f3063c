/// Greedy line breaking of one prepared paragraph at a container width (nil: only mandatory
/// breaks): each line takes every piece up to the next break opportunity that still fits.
/// This is UIKit's wrapping, and the start of every other `LineBreaker`.
///
/// Trailing whitespace hangs: it stays on the line it ends but counts toward neither the
/// line's width nor the fit. A piece wider than the line is broken between grapheme
/// clusters, as UIKit's byWordWrapping does. `byCharWrapping` breaks at any grapheme
/// boundary. When `maxLines` > 0, wrapping stops after that many lines.
///
/// One loop finds the lines (`wrapLines`), for any paragraph and mode, as Minikin's greedy
/// breaker has one `process` loop. Where widths grow with the break's index (no tabs, no
/// soft hyphens, advances that never decrease, breaks at opportunities only), it skips the
/// breaks that still fit by a galloping search over their trimmed widths instead of stepping
/// through them. One specialised path is kept for speed, and `wrap` alone chooses it: the
/// plain-lines path (`wrapPlainLines`), for such a paragraph without hyphenation points, ends
/// each line with one search and reads neither the text nor the advance prefix; it hands the
/// loop the first line it cannot end (a piece wider than the line). `Path.general` makes the
/// loop step through every break with neither the plain path nor the search, so that tests
/// compare the three (`WrapPathEquivalenceTests`); the layout dumps compare them with the
/// loops they replaced. Every line ends through the same rules
/// (`PreparedParagraph+LineEnds.swift`) and is closed through the same `OpenLine`.
struct GreedyLineBreaker: LineBreaker {
    /// How the loop wraps.
    enum Path: Sendable {
        /// The plain-lines path and the search where the paragraph and the mode allow them.
        case fastest
        /// The loop stepping through every break whatever the paragraph, so that tests can
        /// compare it with the other two.
        case general
    }

    var path = Path.fastest

    func breakLines(of paragraph: PreparedParagraph, _ constraints: LineBreakConstraints, into lines: inout LineBuffer) {
        Pass(paragraph: paragraph, containerWidth: constraints.containerWidth, mode: constraints.mode,
             maxLines: constraints.maxLines).wrap(into: &lines, path: path)
    }
}

extension GreedyLineBreaker {
    /// One breaking of one paragraph: the loop and the plain-lines path, over what they read.
    struct Pass {
        let paragraph: PreparedParagraph
        let containerWidth: Double?
        let mode: LineBreakMode
        /// When > 0, wrapping stops after this many lines.
        let maxLines: Int

        /// Appends the paragraph's lines to `lines` (one empty line for an empty paragraph):
        /// the one place that chooses the plain-lines path.
        @inline(__always)
        func wrap(into lines: inout LineBuffer, path: Path = .fastest) {
            let p = paragraph
            // A paragraph has breaks exactly when it has text: the last is its end (read here
            // rather than the text's count, which the plain path never reads otherwise).
            guard !p.breaks.isEmpty else {
                let box = p.lineBox(isFirst: true, containerWidth: containerWidth)
                lines.append(LineSlice(start: 0, end: 0, trimmedEnd: 0, width: 0, indent: box.indent, available: box.available))
                return
            }
            var line = OpenLine(self, firstIndex: lines.count)
            var index = 0
            let searches = path == .fastest && widthsGrowWithBreaks
            if searches && p.hyphens.points.isEmpty {
                // Most paragraphs end every line here; the loop takes over at a line the path
                // cannot end (a piece wider than the line), where `index` then points.
                index = wrapPlainLines(into: &lines, line: &line)
                if index >= p.breaks.count || line.reachedLimit(lines) { return }
            }
            wrapLines(into: &lines, line: &line, from: index, searches: searches)
        }

        /// True when a line's width grows with the index of the break it ends at, so that the
        /// breaks that fit can be searched for: breaks at opportunities only (not
        /// byCharWrapping), no tabs, advances that never decrease, and no soft hyphen (its
        /// hyphen can make a break wider than the next one).
        private var widthsGrowWithBreaks: Bool {
            mode != .byCharWrapping && paragraph.tabs.isEmpty && paragraph.advancesNeverDecrease
                && !paragraph.hyphens.hasSoftHyphens
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

        /// The last break opportunity (or, in byCharWrapping, grapheme boundary) that fit the
        /// open line, measured: the line ends there when the next piece does not fit.
        private struct LastFit {
            /// Its offset; -1: none yet.
            var end = -1
            var trimmedEnd = 0
            var width = 0.0
            var hyphenated = false
        }

        /// The loop: from break `firstBreak`, each piece up to the next opportunity is
        /// measured and taken while it fits; tabs advance to tab stops counted from each
        /// line's start, and byCharWrapping may also break between any two grapheme clusters.
        /// When `searches` (`widthsGrowWithBreaks`), the breaks that still fit are skipped by
        /// `Search.lastFit`, which finds the break that stepping would leave as the last fit.
        private func wrapLines(into lines: inout LineBuffer, line: inout OpenLine, from firstBreak: Int, searches: Bool) {
            let p = paragraph
            var search = Search(p, box: line.box, enabled: searches)
            var fit = LastFit()
            var index = firstBreak
            var cursor = line.start
            var tabState = p.tabCursor(from: cursor, indent: line.box.indent)
            while line.start < p.utf16.count && !line.reachedLimit(lines) {
                // The next opportunity after `cursor` (mandatory breaks always come from the
                // line breaker).
                while index < p.breaks.count && p.breaks[index].offset <= cursor { index += 1 }
                // True when break `index` is known not to fit: it follows the last that fits.
                var overflows = false
                if let last = search.lastFit(from: index, line: line, in: p) {
                    let trimmed = p.trimmedEnd(line.start, breakIndex: last)
                    fit = LastFit(end: p.breaks[last].offset, trimmedEnd: trimmed, width: p.width(line.start, trimmed))
                    cursor = fit.end
                    index = last + 1
                    // The mandatory break that ends the search is measured as usual.
                    if index >= search.limit { continue }
                    overflows = true
                }
                var end = p.breaks[index].offset
                var mandatory = p.breaks[index].isMandatory
                let trimmed: Int
                if mode == .byCharWrapping, let cut = p.characterBreak(after: cursor, before: end) {
                    end = cut
                    mandatory = false
                    trimmed = p.trimmedEnd(line.start, cut)
                } else {
                    trimmed = p.trimmedEnd(line.start, breakIndex: index)
                }
                if !overflows {
                    let hyphen = p.softHyphenWidth(trimmedEnd: trimmed, end: end)
                    let w = p.width(to: trimmed, cursor: &tabState) + (hyphen ?? 0)
                    if fits(w, in: line.box.available) {
                        if !mandatory {
                            fit = LastFit(end: end, trimmedEnd: trimmed, width: w, hyphenated: hyphen != nil)
                            cursor = end
                            continue
                        }
                        line.close(end: end, trimmedEnd: trimmed, width: w, hyphenated: hyphen != nil, into: &lines)
                    } else {
                        overflows = true
                    }
                }
                if overflows { end = closeOverflowing(&line, after: fit, piece: (end, trimmed, index), into: &lines) }
                fit = LastFit()
                tabState = p.tabCursor(from: line.start, indent: line.box.indent)
                cursor = end
            }
        }

        /// Closes the open line that cannot take the next piece (`piece`: its end, its end
        /// without hanging whitespace, and its break's index) where `overflowEnd` says, after
        /// `fit` when it ends there (measured already); returns the line's end.
        private func closeOverflowing(_ line: inout OpenLine, after fit: LastFit,
                                      piece: (end: Int, trimmedEnd: Int, breakIndex: Int),
                                      into lines: inout LineBuffer) -> Int {
            let p = paragraph
            let lineEnd = p.overflowEnd(from: line.start, lastFit: fit.end >= 0 ? fit.end : nil, fillWidth: fit.width,
                                        piece: piece, box: line.box)
            if fit.end >= 0 && !lineEnd.hyphenated {
                line.close(end: lineEnd.end, trimmedEnd: fit.trimmedEnd, width: fit.width, hyphenated: fit.hyphenated,
                           into: &lines)
            } else {
                line.close(lineEnd, in: p, into: &lines)
            }
            return lineEnd.end
        }

        /// The loop's search for the last break that fits, where widths grow with the break's
        /// index (`widthsGrowWithBreaks`): only the last break that fits before the next
        /// mandatory one matters, which is what stepping one break at a time would leave as
        /// the last fit.
        private struct Search {
            let enabled: Bool
            /// How many breaks past the first the search expects a line to take: the last
            /// line's count; for the first, as many as the paragraph's mean advance per break
            /// fits into its box.
            var span = 0
            /// The index of a mandatory break (`mandatoryBreak(_:)`), and that break's index in
            /// `breaks`: the search stops before it.
            var mandatory = 0
            private(set) var limit = 0

            init(_ p: PreparedParagraph, box: (indent: Double, available: Double), enabled: Bool) {
                self.enabled = enabled
                let total = p.advancePrefix[p.advancePrefix.count - 1]
                if enabled, total > 0 {
                    span = Int(min(Double(p.breaks.count), box.available / total * Double(p.breaks.count)))
                }
            }

            /// The last break of `p` from `index` on that fits the open line `line`, when `index` and
            /// the one after it are before the next mandatory break and `index` fits; nil
            /// otherwise (the loop then measures break `index` itself).
            mutating func lastFit(from index: Int, line: OpenLine, in p: PreparedParagraph) -> Int? {
                guard enabled else { return nil }
                let mandatoryCount = p.mandatoryBreakCount
                while mandatory < mandatoryCount && p.mandatoryBreak(mandatory) < index { mandatory += 1 }
                limit = mandatory < mandatoryCount ? p.mandatoryBreak(mandatory) : p.breaks.count
                // Widths grow with the index, so the trimmed width less the line's start fits
                // exactly when the line does (`trimmedWidths(of:utf16:advancePrefix:)`).
                let base = p.advancePrefix[line.start], available = line.box.available
                func fitsAt(_ j: Int) -> Bool { fits(p.breakTrimmedWidth[j] - base, in: available) }
                guard index + 1 < limit && fitsAt(index) else { return nil }
                let last = Pass.lastFitting(after: index - 1, below: limit, guess: index + span, fitsAt)
                span = last - index
                return last
            }
        }

        /// The plain-lines path, for a paragraph whose widths grow with the break's index
        /// (`widthsGrowWithBreaks`) and that has no hyphenation points: each line ends at the
        /// last break from its start whose trimmed width fits (found by `lastFitting` from the
        /// last line's count), or at the next mandatory break if even that fits, as the loop
        /// would end it. Appends lines until the paragraph ends, the line limit is reached, or
        /// no break fits a line (the piece must be cut between grapheme clusters); returns the
        /// index of the first break after the open line's start.
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
                            // The first line's guess as in `Search` (with the trimmed total,
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
                                if last < index { break }  // no break fits: the loop cuts the piece
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
