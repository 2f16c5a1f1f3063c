import Testing
import FuzzSupport
@testable import Typesetting

/// Invariants over a fixed-seed random corpus (the engine's invariants: lines cover the text
/// exactly once; no line wider than the width unless it is one cluster; more width never
/// means more lines for greedy wrapping).
@Suite("Engine: properties")
struct EnginePropertyTests {
    /// The corpus: 80 strings from a SplitMix64 stream with a fixed seed (FuzzSupport).
    static let corpus = PropertyCorpus.strings

    /// Increasing. 0.5 is narrower than any cluster (width 0 would mean no limit, as in UILabel).
    static let widths: [Double?] = [0.5, 8, 25, 60, 120, 250, nil]

    /// Hanging whitespace and paragraph/line separators (PreparedParagraph.isHangingWhitespace).
    static func isHanging(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { s in
            switch s.value {
            case 0x20, 0x09, 0x0A, 0x0D, 0x3000, 0x1680, 0x2028, 0x2029, 0x0B, 0x0C, 0x85: return true
            case 0x2000...0x2006, 0x2008...0x200A, 0x205F: return true
            default: return false
            }
        }
    }

    /// The line's text without its hanging whitespace and terminator.
    static func visibleText(_ layout: TextLayout, _ index: Int) -> String {
        var text = Substring(Fixture.text(layout, index))
        while let last = text.last, isHanging(last) { text.removeLast() }
        return String(text)
    }

    @Test func corpusIsDeterministicAndVaried() {
        // The generator is ours, so its output is fixed: check a few properties of it rather
        // than pasting strings.
        #expect(Self.corpus.count == 80)
        #expect(Self.corpus.contains { $0.isEmpty })
        #expect(Self.corpus.contains { $0.contains("\n") })
        #expect(Self.corpus.contains { $0.unicodeScalars.contains { $0.properties.isEmojiPresentation } })
        #expect(Self.corpus.contains { $0.unicodeScalars.contains { $0.value == 0x301 } })
        #expect(Self.corpus.contains { $0.contains("مرحبا") || $0.contains("بالعالم") })
        var again = SplitMix64(seed: 0x5EED_7E57)
        var first = SplitMix64(seed: 0x5EED_7E57)
        #expect(again.next() == first.next())
    }

    @Test(arguments: 0..<8)
    func invariants(chunk: Int) throws {
        for text in Self.corpus[(chunk * 10)..<(chunk * 10 + 10)] {
            let prepared = try Fixture.prepare(text)
            let length = text.utf16.count
            var previousCount = Int.max
            for width in Self.widths {
                let layout = try prepared.layout(width: width)
                let label = "\(text.debugDescription) at \(width.map { "\($0)" } ?? "∞")"
                // Every number finite.
                #expect(layout.size.width.isFinite && layout.size.height.isFinite, "\(label)")
                for line in layout.lines {
                    let values = [line.origin.x, line.origin.y, line.width, line.height, line.baseline, line.ascent, line.descent]
                    #expect(values.allSatisfy { $0.isFinite }, "\(label)")
                }
                // Lines partition the text: consecutive, from 0 to the end, no gaps.
                if length == 0 {
                    #expect(layout.lines.isEmpty, "\(label)")
                } else {
                    #expect(layout.lines.first?.utf16Range.lowerBound == 0, "\(label)")
                    #expect(layout.lines.last?.utf16Range.upperBound == length, "\(label)")
                    for (a, b) in zip(layout.lines, layout.lines.dropFirst()) {
                        #expect(a.utf16Range.upperBound == b.utf16Range.lowerBound, "\(label)")
                        // Vertically too: each line starts where the one above ends (default style).
                        #expect(close(b.origin.y, a.origin.y + a.height), "\(label)")
                    }
                    #expect(layout.lines.allSatisfy { !$0.utf16Range.isEmpty }, "\(label)")
                }
                #expect(!layout.isTruncated)
                // No line wider than the width unless it is a single grapheme cluster.
                if let width {
                    for index in layout.lines.indices where layout.lines[index].width > width + 1e-9 {
                        let visible = Self.visibleText(layout, index)
                        #expect(visible.count == 1, "\(label): line \(index) \(visible.debugDescription) is \(layout.lines[index].width) wide")
                    }
                }
                // Greedy: more width never means more lines (widths are in increasing order).
                #expect(layout.lineCount <= previousCount, "\(label)")
                previousCount = layout.lineCount
                // Height = the lines' heights; width = the widest line (no indents here; x
                // depends on alignment: right-to-left paragraphs are right-aligned).
                #expect(close(layout.size.height, layout.lines.reduce(0) { $0 + $1.height }), "\(label)")
                #expect(close(layout.size.width, layout.lines.map(\.width).max() ?? 0), "\(label)")
            }
        }
    }

    // No line starts with a space (U+0020) or a tab unless it is its paragraph's first or
    // follows a hard line break: trailing whitespace hangs on the line it ends
    // (PreparedParagraph.wrap). UAX #14 never offers a break before a space (LB7), so a
    // space could only start a line after a forced cut; a tab or U+3000 (class BA) may
    // follow a break opportunity after spaces, and still hangs.
    @Test(arguments: 0..<4)
    func noLineStartsWithHangingSpace(chunk: Int) throws {
        for text in Self.corpus[(chunk * 20)..<(chunk * 20 + 20)] {
            let prepared = try Fixture.prepare(text)
            for width in Self.widths.compactMap({ $0 }) {
                let layout = try prepared.layout(width: width)
                for k in layout.lines.indices.dropFirst() where layout.lines[k - 1].paragraphIndex == layout.lines[k].paragraphIndex {
                    if Fixture.text(layout, k - 1).hasSuffix("\u{2028}") { continue }
                    let first = Fixture.text(layout, k).first
                    #expect(first.map { !Self.isHanging($0) } ?? true,
                            "\(text.debugDescription) at \(width): line \(k) starts with \(String(describing: first))")
                }
            }
        }
    }

    // Caret round trip over the whole corpus, unwrapped and at 60 pt.
    @Test(arguments: 0..<4)
    func caretRoundTrip(chunk: Int) throws {
        for text in Self.corpus[(chunk * 20)..<(chunk * 20 + 20)] {
            let prepared = try Fixture.prepare(text)
            for width in [nil, 60.0] as [Double?] {
                let layout = try prepared.layout(width: width)
                // A terminator at the very end makes no extra line (PreparedText), so the
                // offset after it shares the terminator's caret and a tap there gives the
                // terminator's offset.
                let length = text.utf16.count
                let last = text.last.map { String($0).utf16.count } ?? 0
                let endsWithTerminator = text.last.map { "\n\r\r\n\u{2029}\u{85}".contains($0) } ?? false
                for b in EngineHitTestingTests.graphemeBoundaries(text) {
                    let rect = layout.caretRect(forCharacterAt: b)
                    let found = layout.characterIndex(at: Point(x: rect.minX, y: rect.minY + rect.height / 2))
                    let expected = (b == length && endsWithTerminator) ? length - last : b
                    #expect(found == expected, "\(text.debugDescription) at \(width.map { "\($0)" } ?? "∞"): \(b) → \(found)")
                }
            }
        }
    }

    // Truncation: with numberOfLines = 2 and each truncating mode, at most 2 lines, no line
    // wider than the width (the ellipsis is 13.96 pt, so widths ≥ 25), and the visible text
    // stays in order.
    @Test(arguments: [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle])
    func truncationStaysInside(mode: LineBreakMode) throws {
        var style = ParagraphStyle()
        style.lineBreakMode = mode
        for text in Self.corpus {
            let prepared = try Fixture.prepare(text, style: style)
            for width in [25.0, 60, 120] {
                for lines in [1, 2] {
                    let layout = try prepared.layout(width: width, numberOfLines: lines)
                    #expect(layout.lineCount <= lines)
                    for line in layout.lines {
                        #expect(line.width <= width + 1e-9 || line.visibleUTF16Ranges.allSatisfy(\.isEmpty),
                                "\(text.debugDescription) at \(width), \(lines) lines: \(line.width)")
                        #expect(zip(line.visibleUTF16Ranges, line.visibleUTF16Ranges.dropFirst()).allSatisfy { $0.upperBound <= $1.lowerBound })
                    }
                }
            }
        }
    }
}
