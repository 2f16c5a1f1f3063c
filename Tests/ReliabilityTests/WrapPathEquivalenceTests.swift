import Testing
import FuzzSupport
@testable import Typesetting

/// The greedy line breaker has one loop and one specialised path (`GreedyLineBreaker.Path`):
/// as the engine wraps (`.fastest`), the plain-lines path ends the lines it can, and the loop
/// searches for the last break that fits where widths grow with the break's index; with
/// `.general`, the loop steps through every break. Both must give identical lines (ranges,
/// trimmed ends, widths, boxes) on the property-test corpus and on the fuzzer's hostile
/// strings, at widths from 0 to unbounded (including exact widths of earlier layouts, where
/// the fit tolerance decides), in every line-break mode, with the line limits the layout
/// passes, and in five set-ups: plain; indented with positive tracking (first and later
/// lines get different boxes); negative tracking (advances that decrease, where the loop
/// may not search); pushOut; hyphenating (hyphenation points: the loop searches without
/// the plain path).
@Suite("Wrapping: the fast paths and the stepping loop give the same lines")
struct WrapPathEquivalenceTests {
    /// Strings that reach the line-end rules the corpus rarely reaches.
    static let lineEnds: [(name: String, text: String)] = [
        // UAX #14 breaks between a space and U+3000 but not between U+3000 and "」": a line
        // that ends at the space takes the U+3000 with it.
        ("break before an ideographic space", "word \u{3000}」 word \u{3000}」 word \u{3000}」 longer \u{3000}」 words"),
        // Long runs of spaces before a break (BreakRecordTests takes one past the record's count).
        ("runs of 300 spaces", String(repeating: " ", count: 300) + "word" + String(repeating: " ", count: 300) + "word end"),
        ("over-wide words then spaces", "WWWWWWWWWWWWWWWWWWWWWWWW    WWWWWWWWWWWWWWWW \u{3000} iiiiiiiiiiiiiiiiii\u{2028}  next"),
        ("spaces after hard breaks", "one\u{2028}   two\u{0B}  three\u{0C} four\u{85}  five"),
    ]

    /// The 80 corpus strings, the strings above, TextPropertyTests' hand-picked hostile
    /// strings, and 48 of the fuzzer's (seed 99, as in TextPropertyTests; cut to 1,500 UTF-16
    /// units to stay quick in debug builds).
    static let texts: [(name: String, text: String)] =
        PropertyCorpus.strings.enumerated().map { ("corpus string \($0.offset)", $0.element) }
        + lineEnds + TextPropertyTests.handPicked
        + (0..<48).map { ("hostile string \($0) (seed 99)", HostileText.string(seed: 99, index: $0, limit: 1_500).0) }

    struct Setup: Sendable {
        var name: String
        var style = ParagraphStyle()
        var tracking = 0.0
    }

    static let setups: [Setup] = {
        var indented = ParagraphStyle()
        indented.firstLineHeadIndent = 14
        indented.headIndent = 5
        indented.tailIndent = -7
        var pushOut = indented
        pushOut.lineBreakStrategy = .standard
        var hyphenating = ParagraphStyle()
        hyphenating.hyphenationFactor = 1
        return [
            Setup(name: "plain"),
            Setup(name: "indented, tracking +1.5", style: indented, tracking: 1.5),
            // Narrow glyphs (spaces, i, l, marks) get negative advances.
            Setup(name: "tracking −6", tracking: -6),
            // pushOut runs after either path, so both must still agree.
            Setup(name: "pushOut, indented", style: pushOut, tracking: 0.5),
            // Hyphenation points (en-US patterns): the loop searches, the plain path stands aside.
            Setup(name: "hyphenating", style: hyphenating),
        ]
    }()

    /// Container widths for every text: zero, tiny, ordinary, huge, and nil (unbounded).
    static let fixedWidths: [Double?] = [0, 0.001, 5, 8, 25, 60, 120, 250, 1e9, nil]

    /// The line limits `PreparedText.layout` passes for numberOfLines 0, 1, 2 and 5 (one
    /// more line than it shows, to know whether the text goes on).
    static let maxLines = [0, 2, 3, 6]

    /// Widths taken from earlier layouts of the same text: the layout's width unbounded and
    /// at 60 and 120 pt, and each line's width at 60 pt; each also a hair narrower, within
    /// and beyond the fit tolerance. At most 8 of them, spread over the sorted list.
    static func widths(from prepared: PreparedText) throws -> [Double?] {
        var exact: Set<Double> = []
        for width in [nil, 60, 120] as [Double?] {
            let layout = try prepared.layout(width: width)
            exact.insert(layout.size.width)
            if width == 60 { exact.formUnion(layout.lines.map(\.width)) }
        }
        var sorted = exact.sorted()
        if sorted.count > 8 { sorted = (0..<8).map { sorted[$0 * sorted.count / 8] } }
        return sorted.flatMap { [$0, $0.nextDown, $0 - 2 * fitTolerance] }
    }

    struct Tally {
        var compared = 0
        /// Comparisons where `.fastest` took the plain-lines path, and where it searched
        /// without it (hyphenation points).
        var plainPath = 0
        var searchWithoutPlainPath = 0
    }

    /// Wraps `paragraph` both ways; a description of the first difference, or nil.
    static func difference(_ paragraph: PreparedParagraph, width: Double?, mode: LineBreakMode, maxLines: Int) -> String? {
        let constraints = LineBreakConstraints(containerWidth: width, mode: mode, maxLines: maxLines)
        let fast = paragraph.lineSlices(constraints, breaker: GreedyLineBreaker(path: .fastest))
        let general = paragraph.lineSlices(constraints, breaker: GreedyLineBreaker(path: .general))
        guard fast != general else { return nil }
        let k = zip(fast, general).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(fast.count, general.count)
        func show(_ lines: [LineSlice]) -> String { k < lines.count ? "\(lines[k])" : "no line" }
        return "\(fast.count) vs \(general.count) lines; line \(k): fast \(show(fast)), general \(show(general))"
    }

    static func compare(textIndex: Int, tally: inout Tally) throws {
        let (name, text) = texts[textIndex]
        for setup in setups {
            let attributes = TextAttributes(font: Fixtures.font, tracking: setup.tracking)
            let prepared = try PreparedText(AttributedText(text, attributes: attributes), style: setup.style,
                                            fontCollection: Fixtures.collection)
            let widths = try fixedWidths + Self.widths(from: prepared)
            for paragraph in prepared.paragraphs {
                // `GreedyLineBreaker.Pass.widthsGrowWithBreaks`, but for the mode.
                let searches = paragraph.tabs.isEmpty && paragraph.utf16Count > 0 && paragraph.advancesNeverDecrease
                    && !paragraph.hyphens.hasSoftHyphens
                for mode in LineBreakMode.allCases {
                    for width in widths {
                        for limit in maxLines {
                            tally.compared += 1
                            if searches && mode != .byCharWrapping {
                                if paragraph.hyphens.points.isEmpty {
                                    tally.plainPath += 1
                                } else {
                                    tally.searchWithoutPlainPath += 1
                                }
                            }
                            if let difference = difference(paragraph, width: width, mode: mode, maxLines: limit) {
                                Issue.record("\(name), \(setup.name), paragraph at \(paragraph.utf16Start), \(mode), width \(width.map { "\($0)" } ?? "nil"), maxLines \(limit): \(difference)")
                                return
                            }
                        }
                    }
                }
            }
        }
    }

    @Test(arguments: 0..<16)
    func sameLines(chunk: Int) throws {
        var tally = Tally()
        for index in stride(from: chunk, to: Self.texts.count, by: 16) {
            try Self.compare(textIndex: index, tally: &tally)
        }
        // Every chunk has corpus strings with words, so the plain path and the search run.
        #expect(tally.plainPath > 0 && tally.searchWithoutPlainPath > 0, "\(tally)")
    }
}
