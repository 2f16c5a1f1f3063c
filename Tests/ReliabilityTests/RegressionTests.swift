import FuzzSupport
import Testing
import Typesetting

/// Inputs that once broke the engine, kept so they stay fixed. Each test says what the input
/// did before its fix. The time limits are hangs' limits, not benchmarks: the fixed code takes
/// well under a second in a debug build, the broken code took minutes (the numbers are in
/// each comment, debug build on the 2-core reference machine), and the limits sit in between
/// with room for a thread-sanitizer build.
@Suite("Regressions: hostile inputs that once hung or gave wrong lines")
struct RegressionTests {
    static let limit = 15.0

    /// The advance of `text` on one line, measured by the engine: the independent part of the
    /// expectations below is the tab rule (stops every 28 pt, NSParagraphStyle's default).
    func naturalWidth(_ text: String) throws -> Double {
        try Fixtures.prepare(text).layout(width: nil).lines[0].width
    }

    /// 40,000 UTF-16 units of "a " at 12 pt (room for "a" but not for "a a"): 20,000 lines.
    /// Layout looked up "does this line end at a mandatory break?" by scanning every break
    /// opportunity of the paragraph for every line, O(lines × breaks): 26.8 s for 24,000
    /// units, ~75 s for these 40,000 (and hours for 1 MB). Fixed with a binary search.
    @Test func manyLinesDoNotScanEveryBreakPerLine() throws {
        #expect(try naturalWidth("a") <= 12 && naturalWidth("a a") > 12)
        let text = String(repeating: "a ", count: 20_000)
        let prepared = try Fixtures.prepare(text)
        let t0 = ProcessStats.now()
        let layout = try prepared.layout(width: 12)
        let seconds = ProcessStats.now() - t0
        #expect(seconds < Self.limit, "layout took \(seconds) s")
        #expect(layout.lineCount == 20_000)
        #expect(layout.lines.last?.utf16Range.upperBound == text.utf16.count)
    }

    /// "a\t" × 20,000 unwrapped (nil, ∞ and 1e9 wide). Every break opportunity (one after each
    /// tab) re-measured the line from its start, resolving every tab again: O(tabs²), 48 s for
    /// 24,000 pairs and hours for 1 MB. The wrapper now carries the tab-stop arithmetic along
    /// (PreparedParagraph.TabCursor), with identical results.
    @Test(arguments: [nil, Double.infinity, 1e9])
    func longLineOfTabsIsMeasuredIncrementally(width: Double?) throws {
        let pairs = 20_000
        let text = String(repeating: "a\t", count: pairs)
        let prepared = try Fixtures.prepare(text)
        let t0 = ProcessStats.now()
        let layout = try prepared.layout(width: width)
        let seconds = ProcessStats.now() - t0
        #expect(seconds < Self.limit, "layout took \(seconds) s")
        #expect(layout.lineCount == 1)
        // Each "a" + tab ends on the next 28 pt stop (an "a" is narrower than 28 pt), and the
        // last tab hangs: (pairs − 1) × 28 + the advance of "a".
        let a = try naturalWidth("a")
        #expect(a > 0 && a < 28)
        let expected = Double(pairs - 1) * 28 + a
        #expect(abs(layout.lines[0].width - expected) < 1e-6, "width \(layout.lines[0].width), expected \(expected)")
    }

    /// The same tabs wrapped at 300 pt. A line of k pairs is (k − 1) × 28 + a wide (its last
    /// tab hangs), so k = ⌊(300 − a) / 28⌋ + 1 pairs fit on each line.
    @Test func wrappedTabsStillBreakAtTabStops() throws {
        let pairs = 20_000
        let text = String(repeating: "a\t", count: pairs)
        let layout = try Fixtures.prepare(text).layout(width: 300)
        let a = try naturalWidth("a")
        let perLine = Int(((300 - a) / 28).rounded(.down)) + 1
        #expect(layout.lineCount == (pairs + perLine - 1) / perLine)
        for line in layout.lines.prefix(5) {
            #expect(abs(line.width - (Double(perLine - 1) * 28 + a)) < 1e-6)
        }
    }

    /// Middle truncation of a 24,000-unit paragraph of "a\t" on one line: the head search
    /// measured every cut of the paragraph instead of stopping at the first that did not fit,
    /// each measure resolving the tabs from the start: 24 s for 12,000 pairs, 109 s for 24,000.
    @Test func middleTruncationStopsAtTheFirstCutThatDoesNotFit() throws {
        let text = String(repeating: "a\t", count: 12_000)
        let prepared = try Fixtures.prepare(text, mode: .byTruncatingMiddle)
        let t0 = ProcessStats.now()
        let layout = try prepared.layout(width: 300, numberOfLines: 1)
        let seconds = ProcessStats.now() - t0
        #expect(seconds < Self.limit, "layout took \(seconds) s")
        #expect(layout.lineCount == 1)
        #expect(layout.isTruncated)
        #expect(layout.lines[0].width <= 300 + 1e-6)
        #expect(layout.lines[0].ellipsisPosition == 1)
    }

    /// 30,000 "W" at width 1 (narrower than a "W"): one shaped run, 30,000 one-glyph lines. glyphRuns(forLine:)
    /// walked every glyph of the run for every line: O(lines × glyphs), 6.8 s for 12,000 and
    /// ~45 s for 30,000 (a 1 MB paragraph wrapped at 300 pt: ~25,000 lines × 1M glyphs).
    /// Clusters are monotone in HarfBuzz's output, so a line's glyphs are found by binary search.
    @Test func glyphRunsOfALongRunDoNotScanTheWholeRunPerLine() throws {
        let count = 30_000
        let layout = try Fixtures.prepare(String(repeating: "W", count: count)).layout(width: 1)
        #expect(layout.lineCount == count)
        let t0 = ProcessStats.now()
        let runs = layout.glyphRuns
        let seconds = ProcessStats.now() - t0
        #expect(seconds < Self.limit, "glyphRuns took \(seconds) s")
        #expect(runs.count == count)
        #expect(runs.allSatisfy { $0.glyphs.count == 1 })
        #expect(runs.enumerated().allSatisfy { $0.element.clusters == [$0.offset] })
    }

    /// The same lookup in a right-to-left run (clusters decrease along the glyphs).
    @Test func glyphRunsOfALongRightToLeftRunKeepEveryGlyphOnce() throws {
        let word = "שלום"
        let text = Array(repeating: word, count: 2_000).joined(separator: " ")
        let layout = try Fixtures.prepare(text).layout(width: 60)
        let unwrapped = try Fixtures.prepare(text).layout(width: nil)
        let wrapped = layout.glyphRuns.flatMap(\.clusters).sorted()
        let whole = unwrapped.glyphRuns.flatMap(\.clusters).sorted()
        #expect(layout.lineCount > 100)
        #expect(wrapped == whole)
        #expect(layout.glyphRuns.allSatisfy { $0.isRightToLeft })
    }

    /// "a b c" at width 1 (or any width narrower than a letter) came out as five lines,
    /// "a", " ", "b", " ", "c": when a piece's only cluster did not fit, the cut went before
    /// the space that ends the piece, and the space then made a blank line of its own. A line
    /// keeps the whitespace that ends it, as after a soft break (and as UIKit does). (Width 0
    /// means no limit, as in UILabel: one line.)
    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping, .byClipping])
    func aCutPieceKeepsItsHangingSpace(mode: LineBreakMode) throws {
        #expect(try Fixtures.prepare("a b c", mode: mode).layout(width: 0).lines.map(\.utf16Range) == [0..<5])
        for width in [1, 0.001] {
            let layout = try Fixtures.prepare("a b c", mode: mode).layout(width: width)
            #expect(layout.lines.map(\.utf16Range) == [0..<2, 2..<4, 4..<5], "width \(width)")
        }
    }

    /// "WW␒⇥WW" at 20 pt: U+0012 is a combining-mark-like control (UAX #14 CM), so "WW␒⇥" is
    /// one unbreakable piece that is cut between clusters; the tab after the cut started a line
    /// of its own ("⇥" alone, 6 lines). It now hangs after the ␒: 5 lines, one per visible
    /// cluster, since every cluster is wider than half the width.
    @Test func aTabAfterACutHangs() throws {
        let w = try Fixtures.prepare("W").layout(width: nil).size.width
        let control = try Fixtures.prepare("\u{12}").layout(width: nil).size.width
        #expect(w > 10 && w < 20 && control > 10 && control < 20)
        let layout = try Fixtures.prepare("WW\u{12}\tWW").layout(width: 20)
        #expect(layout.lines.map(\.utf16Range.lowerBound) == [0, 1, 2, 4, 5])
    }
}

/// Values that made results non-finite.
@Suite("Regressions: non-finite results")
struct NonFiniteRegressionTests {
    /// UIKit code proposes CGFloat.greatestFiniteMagnitude for "no limit". Taken literally, a
    /// right-to-left (or right-aligned) line sat at x ≈ 1.8e308 and its tab advanced to ∞, so
    /// glyph positions came out ∞ and NaN. It now means no limit, like ∞.
    @Test func greatestFiniteWidthMeansNoLimit() throws {
        var style = ParagraphStyle()
        style.alignment = .right
        let text = "שלום\tעולם\tabc"
        let prepared = try PreparedText(text, font: Fixtures.font, style: style, fontCollection: Fixtures.collection)
        let huge = try prepared.layout(width: .greatestFiniteMagnitude)
        let unbounded = try prepared.layout(width: nil)
        #expect(huge.proposedWidth == nil)
        #expect(LayoutDigest(huge) == LayoutDigest(unbounded))
        for run in huge.glyphRuns {
            #expect(run.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite } && run.advances.allSatisfy { $0.isFinite })
        }
        // 1e308 is still a width: finite everywhere, right-aligned near 1e308.
        let wide = try prepared.layout(width: 1e308)
        #expect(wide.glyphRuns.allSatisfy { run in run.positions.allSatisfy { $0.x.isFinite } && run.maxX.isFinite })
    }

    /// Font(size: 1e308) was accepted and "Hello, world! Hello, world!" measured ∞ wide
    /// (Double.greatestFiniteMagnitude: an ∞ line height too). Sizes are now capped at
    /// Font.maximumPointSize, one million points.
    @Test(arguments: [1e7, 1e300, 1e308, Double.greatestFiniteMagnitude])
    func hugeFontSizesAreRejected(size: Double) {
        #expect(throws: FontError.invalidSize(size)) { try Fixtures.font.withSize(size) }
    }

    @Test func theLargestSizeStillGivesFiniteNumbers() throws {
        let font = try Fixtures.font.withSize(Font.maximumPointSize)
        let layout = try PreparedText(String(repeating: "Hello, world! ", count: 200), font: font, fontCollection: Fixtures.collection)
            .layout(width: nil)
        #expect(layout.size.width.isFinite && layout.size.height.isFinite)
        #expect(layout.glyphRuns.allSatisfy { $0.maxX.isFinite })
    }

    /// TextAttributes(tracking: .nan) made every width NaN: at width 100 "Hello" came out as
    /// five one-letter lines of width NaN in a layout 0 wide. baselineOffset ∞ gave an ∞
    /// height and NaN glyph positions. Both are now rejected like bad paragraph styles.
    @Test(arguments: [(Double.nan, 0.0), (.infinity, 0), (-.infinity, 0), (0, .nan), (0, .infinity), (0, -.infinity)])
    func nonFiniteTrackingOrBaselineOffsetIsRejected(tracking: Double, baselineOffset: Double) {
        var attributes = TextAttributes(font: Fixtures.font)
        attributes.tracking = tracking
        attributes.baselineOffset = baselineOffset
        var text = AttributedText("Hello ", attributes: TextAttributes(font: Fixtures.font))
        text.append("world", attributes: attributes)
        do {
            _ = try PreparedText(text, fontCollection: Fixtures.collection)
            Issue.record("accepted tracking \(tracking), baselineOffset \(baselineOffset)")
        } catch {
            guard case .invalidStyle = error else { Issue.record("unexpected \(error)"); return }
        }
    }
}

/// Line breaking that came out differently at a larger width, or split a grapheme cluster.
@Suite("Regressions: line breaks and clusters")
struct LineBreakRegressionTests {
    /// Line counts at widths 0.25 … 60 pt in steps of 0.25 never grow with the width (not 0:
    /// width 0 means no limit, as in UILabel).
    func expectMonotone(_ text: String, mode: LineBreakMode = .byWordWrapping) throws {
        let prepared = try Fixtures.prepare(text, mode: mode)
        var previous = Int.max
        for step in 1...240 {
            let width = Double(step) / 4
            let count = try prepared.layout(width: width).lineCount
            #expect(count <= previous, "\(text.debugDescription): \(count) lines at \(width) pt, \(previous) just below")
            previous = count
        }
    }

    /// NBSP, space, two tabs, a soft hyphen, "w" (from hostile string 80 of seed 1). UAX #14
    /// breaks after the space (LB18) and glues the tabs to the soft hyphen (LB21 × BA). After a
    /// forced cut at width 1 the wrapper moved the cut over the space *and on over the tabs*,
    /// past the break, which a soft break at width 5 did not: 51 lines at width 1 but 52 at
    /// width 5 in the original string. A forced cut and a soft break now end a line the same
    /// way: over the piece's own whitespace, whole pieces of whitespace after it, and the
    /// hanging whitespace (here the two tabs) that the break after the space leaves at the
    /// start of the next piece, since no line starts with hanging whitespace
    /// (EnginePropertyTests.noLineStartsWithHangingSpace).
    @Test func forcedCutTakesOnlyItsOwnWhitespace() throws {
        let text = "\u{A0} \t\t\u{AD}w"
        try expectMonotone(text)
        let layout = try Fixtures.prepare(text).layout(width: 1)
        #expect(layout.lines.first?.utf16Range == 0..<4, "the first line takes the space and the tabs")
    }

    /// Every line of `text` starts on a grapheme-cluster boundary (ICU's UAX #29 rules) at
    /// widths 0 … 60 pt.
    func expectWholeClusters(_ text: String, mode: LineBreakMode) throws {
        let boundaries = Set(try TextSegmentation.graphemeBoundaries(in: Array(text.utf16)) + [0])
        let prepared = try Fixtures.prepare(text, mode: mode)
        for step in 0...240 {
            let width = Double(step) / 4
            for line in try prepared.layout(width: width).lines {
                #expect(boundaries.contains(line.utf16Range.lowerBound), "\(text.debugDescription) at \(width) pt: a line starts at \(line.utf16Range.lowerBound), inside a cluster")
            }
        }
    }

    /// "ab \u{301}cd": UAX #14 allows a break between the space and the combining acute that
    /// forms one cluster with it (LB10 treats the lone mark as a letter), and in byCharWrapping
    /// the wrapper also skipped hanging whitespace one UTF-16 unit at a time, stopping between
    /// them; either way a line began with a lone U+0301. Likewise U+0E33 after a Hangul final
    /// jamo (one cluster, GB9a; a break for UAX #14): found as 12,333 lines at 20 pt but 12,332
    /// at 10 pt in hostile string 287 of seed 1.
    @Test(arguments: [LineBreakMode.byWordWrapping, .byCharWrapping])
    func linesNeverStartInsideACluster(mode: LineBreakMode) throws {
        for text in ["ab \u{301}cd", "ab \u{1680}\u{E0100}cd \u{3000}\u{301}x", "x \u{301}y", "\u{1100}\u{11A8}\u{E33}\u{1100}"] {
            try expectWholeClusters(text, mode: mode)
            try expectMonotone(text, mode: mode)
        }
    }

    /// "a\u{2028}\u{2028}b" at width 0 in byCharWrapping: the character-break skip stopped
    /// before a line separator, so the separator began a line of its own: "a", "⁨LS⁩", "⁨LS⁩",
    /// "b". It hangs like any whitespace; the lines match byWordWrapping's.
    @Test func charWrappingHangsLineSeparators() throws {
        let text = "a\u{2028}\u{2028}b"
        for width in [0, 0.001, 1] {
            let char = try Fixtures.prepare(text, mode: .byCharWrapping).layout(width: width)
            let word = try Fixtures.prepare(text, mode: .byWordWrapping).layout(width: width)
            #expect(char.lines.map(\.utf16Range) == [0..<2, 2..<3, 3..<4])
            #expect(word.lines.map(\.utf16Range) == [0..<2, 2..<3, 3..<4])
        }
    }
}

/// Glyph positions that disagreed with the line boxes they belong to.
@Suite("Regressions: glyphs outside their line box")
struct GlyphPlacementRegressionTests {
    /// The pen extent (left, right) of the glyphs of line `i` but its trailing whitespace.
    static func inkExtent(_ layout: TextLayout, line i: Int, text: String) -> (Double, Double) {
        let utf16 = Array(text.utf16)
        var end = layout.lines[i].utf16Range.upperBound
        while end > layout.lines[i].utf16Range.lowerBound && LayoutChecker.isHanging(utf16[end - 1]) { end -= 1 }
        var low = Double.infinity, high = -Double.infinity
        for run in layout.glyphRuns(forLine: i) {
            var pen = run.minX
            for (k, advance) in run.advances.enumerated() {
                defer { pen += advance }
                let c = run.clusters[k]
                if c >= end { continue }
                low = min(low, pen)
                high = max(high, pen + advance)
            }
        }
        return (low, high)
    }

    /// "שלום עולם …" at 100 pt: every line of a right-to-left paragraph ends with a space that
    /// hangs, and L1 puts it visually first. The glyphs started at the line's origin with that
    /// space, so the words sat one space (4.8 pt) right of the line box and past the
    /// container's right edge; justified, the hanging space also took a share of the extra
    /// width and the words ended at 126 pt in a 100 pt container. The hanging space now sits
    /// left of the box and gets no extra width: the words fill exactly [origin.x, origin.x +
    /// width] (the whole container when justified).
    @Test(arguments: [TextAlignment.natural, .justified, .left, .right, .center])
    func rightToLeftLinesKeepTheirWordsInTheLineBox(alignment: TextAlignment) throws {
        let text = Array(repeating: "שלום עולם", count: 8).joined(separator: " ")
        let layout = try Fixtures.prepare(text, alignment: alignment).layout(width: 100)
        #expect(layout.lineCount > 2)
        for (i, line) in layout.lines.enumerated() {
            let (low, high) = Self.inkExtent(layout, line: i, text: text)
            #expect(abs(low - line.origin.x) < 1e-9 && abs(high - (line.origin.x + line.width)) < 1e-9,
                    "line \(i): words span \(low)…\(high), line box \(line.origin.x)…\(line.origin.x + line.width)")
            #expect(high <= 100 + 1e-9)
        }
    }

    /// Left-to-right justified lines: the trailing space used to get a share of the extra width
    /// too (the glyph runs reached 117 pt in a 100 pt container). It hangs unwidened now.
    @Test func justifiedLinesDoNotWidenTheirHangingSpace() throws {
        let text = Array(repeating: "Hello world", count: 8).joined(separator: " ")
        let layout = try Fixtures.prepare(text, alignment: .justified).layout(width: 100)
        for i in layout.lines.indices.dropLast() {
            let (low, high) = Self.inkExtent(layout, line: i, text: text)
            #expect(abs(low - 0) < 1e-9 && abs(high - 100) < 1e-9, "line \(i): words span \(low)…\(high)")
            let runsEnd = layout.glyphRuns(forLine: i).map(\.maxX).max() ?? 0
            let space = try Fixtures.prepare(" ").layout(width: nil).glyphRuns.first?.advances.first ?? 0
            #expect(abs(runsEnd - (100 + space)) < 1e-9, "line \(i): the hanging space ends at \(runsEnd)")
        }
    }

    /// Justified at 1e308 with numberOfLines 1 cutting off a second paragraph (hostile string
    /// 378 of seed 1): the hanging spaces' share of the extra width pushed the pen past
    /// Double's range, and glyph positions came out ∞.
    @Test func justifiedAtAHugeWidthStaysFinite() throws {
        let text = "Hello world    \nsecond paragraph"
        let layout = try Fixtures.prepare(text, alignment: .justified).layout(width: 1e308, numberOfLines: 1)
        #expect(layout.lineCount == 1 && layout.isTruncated)
        for run in layout.glyphRuns {
            #expect(run.maxX.isFinite && run.positions.allSatisfy { $0.x.isFinite })
        }
    }

    static func layout(_ text: String, width: Double, alignment: TextAlignment, firstIndent: Double = 0, indent: Double = 0) throws -> TextLayout {
        var style = ParagraphStyle()
        style.alignment = alignment
        style.firstLineHeadIndent = firstIndent
        style.headIndent = indent
        return try PreparedText(text, font: Fixtures.font, style: style, fontCollection: Fixtures.collection).layout(width: width)
    }

    static func expectInkFillsLineBoxes(_ layout: TextLayout, _ text: String, _ label: String) {
        for (i, line) in layout.lines.enumerated() {
            let (low, high) = inkExtent(layout, line: i, text: text)
            #expect(abs(low - line.origin.x) < 1e-9 && abs(high - (line.origin.x + line.width)) < 1e-9,
                    "\(label) line \(i): glyphs span \(low)…\(high), line box \(line.origin.x)…\(line.origin.x + line.width)")
        }
    }

    /// "Name:\tValue\tMore" right-aligned or centred: the wrapper measures tab stops from the
    /// line's leading edge (then alignment moves the line), but glyphRuns resolved them from
    /// the container's left edge, so an aligned line's tabs reached other stops and its glyphs
    /// spilled out of the line box (up to one tab interval, 28 pt).
    @Test(arguments: [TextAlignment.right, .center, .left, .natural])
    func tabsInAlignedLinesReachTheMeasuredStops(alignment: TextAlignment) throws {
        let text = "Name:\tValue\tMore text\there"
        for width in [150.0, 300, 333.3] {
            Self.expectInkFillsLineBoxes(try Self.layout(text, width: width, alignment: alignment), text, "\(alignment) at \(width)")
            Self.expectInkFillsLineBoxes(try Self.layout(text, width: width, alignment: alignment, firstIndent: 30, indent: 11), text, "\(alignment) indented at \(width)")
        }
    }

    /// Justified lines: spaces before a tab got a share of the extra width that the tab then
    /// swallowed (the words ended short of the right edge, or jumped a stop past it), the
    /// natural width ignored the line's indent, and a space carrying combining marks got one
    /// share per glyph (hostile string 378: the pen reached 2.8e10 on a 1e9 pt line).
    @Test func justifiedLinesWithTabsIndentsAndMarkedSpacesFillTheirBox() throws {
        let texts = [
            "Name:\tone two three four five six seven eight nine ten eleven twelve",
            "one two\tthree four five six seven\teight nine ten eleven twelve thirteen",
            "a \u{301}\u{302}\u{303} b c d e f g h i j k l m n o p q r s t u v w x y z",
        ]
        for text in texts {
            for (first, rest) in [(0.0, 0.0), (30, 11)] {
                let layout = try Self.layout(text, width: 150, alignment: .justified, firstIndent: first, indent: rest)
                #expect(layout.lineCount > 1)
                let utf16 = Array(text.utf16)
                for (i, line) in layout.lines.enumerated().dropLast() {
                    let (low, high) = Self.inkExtent(layout, line: i, text: text)
                    // Full justification when a space follows the line's last tab; otherwise
                    // nothing can stretch and the line keeps its natural width.
                    var end = line.utf16Range.upperBound
                    while LayoutChecker.isHanging(utf16[end - 1]) { end -= 1 }
                    let afterTab = utf16[line.utf16Range.lowerBound..<end].split(separator: 0x09, omittingEmptySubsequences: false).last ?? []
                    let right = afterTab.contains(0x20) ? 150 : line.origin.x + line.width
                    #expect(abs(low - line.origin.x) < 1e-9 && abs(high - right) < 1e-9,
                            "\(text.debugDescription) indents \(first)/\(rest) line \(i): \(low)…\(high), expected \(line.origin.x)…\(right)")
                }
            }
        }
    }

    /// Pen extent of every glyph of line `i` including the ellipsis, trailing whitespace excepted.
    static func extentWithEllipsis(_ layout: TextLayout, line i: Int, text: String) -> (Double, Double) {
        var (low, high) = inkExtent(layout, line: i, text: text)
        for run in layout.glyphRuns(forLine: i) where run.clusters.contains(-1) {
            low = min(low, run.minX)
            high = max(high, run.maxX)
        }
        return (low, high)
    }

    /// Head and middle truncation measured the ellipsis in the font of the line's first
    /// character, but glyphRuns drew it in the font of the first *visible* character (head) or
    /// of the last character before the cut (middle). With an emoji first — Noto Color Emoji
    /// has neither "…" nor "." — the layout counted a 0 pt ellipsis and the glyphs drew a
    /// 14 pt one, pushing the text 14 pt past the line box (a 0 pt box at width 0). Both now
    /// use one rule, and a font without "…" or "." hands the ellipsis to the paragraph's
    /// first font that has one.
    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail])
    func theEllipsisIsDrawnInTheFontItWasMeasuredIn(mode: LineBreakMode) throws {
        let emojiFace = try Fixtures.collection.face(family: "Noto Color Emoji")
        let emoji = try Font(face: emojiFace, size: 17)
        let empty = try FontCollection(directory: FontPipeline.makeEmptyDirectory(), usesSystemFonts: false)
        #expect(try PreparedText("\u{2026}.", font: emoji, fontCollection: empty).missingGlyphs == 2)
        for text in ["😀 hello wonderful world of text", "hello wonderful world of text 😀", "😀😀😀😀😀😀😀😀😀😀"] {
            for width in [0, 30, 80, 120] as [Double] {
                let layout = try Fixtures.prepare(text, mode: mode).layout(width: width, numberOfLines: 1)
                let line = try #require(layout.lines.first)
                guard line.isTruncated else { continue }
                let (low, high) = Self.extentWithEllipsis(layout, line: 0, text: text)
                #expect(abs(low - line.origin.x) < 1e-9 && abs(high - (line.origin.x + line.width)) < 1e-9,
                        "\(mode) \(text.debugDescription) at \(width): glyphs \(low)…\(high), box \(line.origin.x)…\(line.origin.x + line.width)")
                #expect(line.width > 0, "the ellipsis must show")
            }
        }
    }

    /// Head and middle truncation measured the text after the ellipsis as if it started at
    /// the line's indent, so its tabs were resolved without the ellipsis before them and
    /// reached other stops than where glyphRuns drew them.
    @Test(arguments: [LineBreakMode.byTruncatingHead, .byTruncatingMiddle])
    func tabsAfterTheEllipsisReachTheMeasuredStops(mode: LineBreakMode) throws {
        let text = "key\tvalue\tkey\tvalue\tkey\tvalue\tkey\tvalue\tend"
        for width in [60, 100, 150, 200] as [Double] {
            let layout = try Fixtures.prepare(text, mode: mode).layout(width: width, numberOfLines: 1)
            let line = try #require(layout.lines.first)
            #expect(line.isTruncated)
            let (low, high) = Self.extentWithEllipsis(layout, line: 0, text: text)
            #expect(abs(low - line.origin.x) < 1e-9 && abs(high - (line.origin.x + line.width)) < 1e-9 && high <= width + 1e-9,
                    "\(mode) at \(width): glyphs \(low)…\(high), box \(line.origin.x)…\(line.origin.x + line.width)")
        }
    }

    /// "Hello world\nsecond paragraph", justified, numberOfLines 1: the first paragraph's only
    /// line was stretched to the full width because numberOfLines cut off the next paragraph,
    /// although it is the last line of its own paragraph (which justification leaves alone).
    @Test func theLastLineOfAParagraphCutByNumberOfLinesIsNotJustified() throws {
        let text = "Hello world\nsecond paragraph"
        let prepared = try Fixtures.prepare(text, alignment: .justified)
        let natural = try Fixtures.prepare("Hello world").layout(width: nil).size.width
        let layout = try prepared.layout(width: 200, numberOfLines: 1)
        #expect(layout.isTruncated && layout.lineCount == 1)
        #expect(abs(layout.lines[0].width - natural) < 1e-9, "width \(layout.lines[0].width), natural \(natural)")
        let unlimited = try prepared.layout(width: 200)
        #expect(abs(unlimited.lines[0].width - natural) < 1e-9)
    }
}
