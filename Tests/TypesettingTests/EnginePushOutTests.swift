import Foundation
import Testing
import FuzzSupport
@testable import Typesetting

/// `LineBreakStrategy.pushOut`: where greedy wrapping leaves one word alone on a paragraph's
/// last line, the last word of the line before moves down (UIKit documentation of
/// NSParagraphStyle.LineBreakStrategy.pushOut: "Typically, the text system only pushes out
/// the last line by one word"; UILabel does it since iOS 11).
@Suite("Wrapping: pushOut (orphan avoidance)")
struct EnginePushOutTests {
    /// Advances of "Welcome to the app" in Inter (default instance, wght 400), from
    /// `hb-shape Fonts/Inter-Roman.var.ttf "Welcome to the app"`, in design units (upem 2816):
    /// W 2528, e 1640, l 668, c 1572, o 1680, m 2448, e 1640 → "Welcome" 12176;
    /// space 792; t 1008, o 1680 → "to" 2688; t 1056 (kerned before h), h 1664, e 1640 →
    /// "the" 4360; a 1588, p 1716, p 1716 → "app" 5020.
    static let welcome = 12176, to = 2688, the = 4360, app = 5020, space = 792

    static func points(_ units: Int) -> Double { Fixture.interPoints(units) }

    static func lines(_ text: String, width: Double, strategy: LineBreakStrategy, numberOfLines: Int = 0,
                      mode: LineBreakMode = .byWordWrapping) throws -> [String] {
        var style = ParagraphStyle()
        style.lineBreakStrategy = strategy
        style.lineBreakMode = mode
        let layout = try Fixture.layout(text, width: width, numberOfLines: numberOfLines, style: style)
        return (0..<layout.lines.count).map { Fixture.text(layout, $0).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// BehaviourReference's example ("Line-break strategy") at width 130: greedy
    /// "Welcome to the" / "app"; pushOut moves "the".
    @Test func welcomeToTheAppAt130() throws {
        #expect(try Self.lines("Welcome to the app", width: 130, strategy: []) == ["Welcome to the", "app"])
        #expect(try Self.lines("Welcome to the app", width: 130, strategy: .pushOut) == ["Welcome to", "the app"])
        var style = ParagraphStyle()
        style.lineBreakStrategy = .standard
        let layout = try Fixture.layout("Welcome to the app", width: 130, style: style)
        // "Welcome to" = 12176 + 792 + 2688 = 15656 units = 94.5142 pt (the widest line);
        // "the app" = 4360 + 792 + 5020 = 10172 units = 61.4062 pt.
        #expect(abs(layout.size.width - 15656.0 * 17 / 2816) < 1e-6)
        #expect(abs(layout.lines[1].width - 10172.0 * 17 / 2816) < 1e-6)
        #expect(abs(layout.size.height - 2 * Fixture.interLineHeight17) < 1e-9)
    }

    /// Right-to-left: "שלום לכם חברים" in Noto Sans Hebrew (upem 1000; the spaces fall back
    /// to Inter's, 792/2816 em), from `hb-shape --no-glyph-names
    /// Fonts/NotoSansHebrew-Regular.ttf WORD`: שלום 684 + 291 + 522 + 730 = 2227, לכם 684 + 515
    /// + 496 = 1695, חברים 684 + 265 + 523 + 547 + 662 = 2681 units. At 17 pt: 37.859, 28.815,
    /// 45.577 pt; space 4.781 pt. At 100 pt greedy leaves "חברים" alone after "שלום לכם"
    /// (71.455 pt); pushOut moves "לכם" down: "לכם חברים" = 79.173 pt. Lines are
    /// right-aligned (natural alignment of a right-to-left paragraph): x = 100 − width.
    @Test func rightToLeftParagraph() throws {
        let text = "שלום לכם חברים"
        let units = (shalom: 2227.0, lachem: 1695.0, chaverim: 2681.0)
        let pt = { (u: Double) in u * 17 / 1000 }
        let space = Self.points(Self.space)
        #expect(try Self.lines(text, width: 100, strategy: []) == ["שלום לכם", "חברים"])
        var style = ParagraphStyle()
        style.lineBreakStrategy = .pushOut
        let layout = try Fixture.layout(text, width: 100, style: style)
        #expect(Fixture.text(layout, 0).trimmingCharacters(in: .whitespaces) == "שלום")
        #expect(Fixture.text(layout, 1) == "לכם חברים")
        let second = pt(units.lachem) + space + pt(units.chaverim)
        #expect(close(layout.lines[0].width, pt(units.shalom)))
        #expect(close(layout.lines[1].width, second))
        #expect(close(layout.lines[0].origin.x, 100 - pt(units.shalom)))
        #expect(close(layout.lines[1].origin.x, 100 - second))
        // Drawn right to left: the first word of line 2 ("לכם") is its rightmost run.
        let runs = layout.glyphRuns(forLine: 1)
        #expect(close(runs.map(\.maxX).max() ?? 0, 100))
        #expect(runs.last?.clusters.allSatisfy { (5..<8).contains($0) } == true)  // "לכם" is offsets 5..<8
    }

    /// Every width band of "Welcome to the app", from the hand-computed widths above:
    /// one line from 26620 units (160.703 pt); "Welcome to the" (20808 u = 125.616 pt) greedy
    /// leaves "app" alone, pushOut gives "Welcome to" / "the app"; from 15656 u (94.51 pt)
    /// greedy is already "Welcome to" / "the app"; "to the app" (13652 u = 82.42 pt) fits
    /// under "Welcome"; below it greedy gives "Welcome" / "to the" (7840 u) / "app", and
    /// pushOut "Welcome" / "to" / "the app" while "Welcome" (12176 u = 73.506 pt) fits.
    static let bands: [(Double, [String], [String])] = [
        (200.0, ["Welcome to the app"], ["Welcome to the app"]),
        (161, ["Welcome to the app"], ["Welcome to the app"]),
        (160, ["Welcome to the", "app"], ["Welcome to", "the app"]),
        (126, ["Welcome to the", "app"], ["Welcome to", "the app"]),
        (125, ["Welcome to", "the app"], ["Welcome to", "the app"]),
        (95, ["Welcome to", "the app"], ["Welcome to", "the app"]),
        (94, ["Welcome", "to the app"], ["Welcome", "to the app"]),
        (83, ["Welcome", "to the app"], ["Welcome", "to the app"]),
        (82, ["Welcome", "to the", "app"], ["Welcome", "to", "the app"]),
        (74, ["Welcome", "to the", "app"], ["Welcome", "to", "the app"]),
    ]

    @Test(arguments: 0..<bands.count)
    func widthBands(band: Int) throws {
        let (width, greedy, pushedOut) = Self.bands[band]
        // The band edges, in points, as computed above.
        #expect(abs(Self.points(Self.welcome + Self.space + Self.to + Self.space + Self.the + Self.space + Self.app) - 160.703) < 1e-3)
        #expect(abs(Self.points(Self.welcome + Self.space + Self.to + Self.space + Self.the) - 125.616) < 1e-3)
        #expect(abs(Self.points(Self.to + Self.space + Self.the + Self.space + Self.app) - 82.416) < 1e-3)
        #expect(abs(Self.points(Self.welcome) - 73.506) < 1e-3)
        #expect(try Self.lines("Welcome to the app", width: width, strategy: []) == greedy)
        #expect(try Self.lines("Welcome to the app", width: width, strategy: .pushOut) == pushedOut)
    }

    /// A truncated last line is never changed: with two lines shown of three, the second is
    /// greedy's, ellipsis and all; with the text cut off in a later paragraph, too.
    @Test func truncatedLastLineIsLeftAlone() throws {
        let text = "Welcome to the app"
        #expect(try Self.lines(text, width: 80, strategy: .pushOut, numberOfLines: 2, mode: .byTruncatingTail)
                == Self.lines(text, width: 80, strategy: [], numberOfLines: 2, mode: .byTruncatingTail))
        let two = "Welcome to the app\nmore"
        #expect(try Self.lines(two, width: 130, strategy: .pushOut, numberOfLines: 2, mode: .byTruncatingTail)
                == Self.lines(two, width: 130, strategy: [], numberOfLines: 2, mode: .byTruncatingTail))
        // With every line shown, the last paragraph's orphan is pushed out.
        #expect(try Self.lines(text, width: 130, strategy: .pushOut, numberOfLines: 2, mode: .byTruncatingTail)
                == ["Welcome to", "the app"])
    }

    /// A hard line break (U+2028) before the orphan is not a soft break: nothing moves. A
    /// paragraph break starts a new paragraph, whose own last line is checked.
    @Test func hardBreaksAndParagraphs() throws {
        #expect(try Self.lines("Welcome to the\u{2028}app", width: 130, strategy: .pushOut) == ["Welcome to the", "app"])
        #expect(try Self.lines("Welcome to the app\nWelcome to the app", width: 130, strategy: .pushOut)
                == ["Welcome to", "the app", "Welcome to", "the app"])
    }

    /// A tab in the moved piece is measured from the last line's new start. "Welcome to
    /// the\tapp" at 130: greedy ends line 1 after the tab (it hangs), "Welcome to the"
    /// = 125.616 pt, leaving "app" alone. pushOut moves "the\t": "the" is 4360 units =
    /// 26.321 pt, the tab goes to the first 28 pt stop (NSParagraphStyle's default
    /// interval), then "app" 5020 units = 30.305 pt: 58.305 pt, which fits.
    @Test func tabs() throws {
        #expect(try Self.lines("Welcome to the\tapp", width: 130, strategy: []) == ["Welcome to the", "app"])
        #expect(try Self.lines("Welcome to the\tapp", width: 130, strategy: .pushOut) == ["Welcome to", "the\tapp"])
        var style = ParagraphStyle()
        style.lineBreakStrategy = .pushOut
        let layout = try Fixture.layout("Welcome to the\tapp", width: 130, style: style)
        let width = layout.lines[1].width  // one sub-expression: `lines` is a collection type, not an Array
        #expect(abs(width - (28 + 5020.0 * 17 / 2816)) < 1e-6)
    }

    /// Ideographs are break segments: a lone ideograph on the last line is joined by one.
    @Test func cjk() throws {
        let font = try Fixture.collection.font(family: "Noto Sans CJK SC", size: 17)
        let text = "日本語の文章です"
        let plain = ParagraphStyle()
        var pushOut = ParagraphStyle()
        pushOut.lineBreakStrategy = .pushOut
        // Seven full-width ideographs of 17 pt (1000/1000 em each) fit in 7 × 17 = 119 pt;
        // the eighth is alone on line two.
        let greedy = try Fixture.layout(text, width: 120, style: plain, font: font)
        let pushed = try Fixture.layout(text, width: 120, style: pushOut, font: font)
        #expect(greedy.lines.map(\.utf16Range.count) == [7, 1])
        #expect(pushed.lines.map(\.utf16Range.count) == [6, 2])
    }
}

/// Orphans at every width from 60 to 400 pt of an English sentence: with pushOut, a last
/// line of one word remains only where the line before is one word too, or where its last
/// word and the orphan, measured together on one unbounded line, are wider than the width.
@Suite("Wrapping: orphans at many widths")
struct OrphanWidthTests {
    @Test func everyWidth() throws {
        let sentence = "Sign in with your email address to keep your photos in sync across all of your devices."
        var style = ParagraphStyle()
        style.lineBreakStrategy = .pushOut
        let prepared = try Fixture.prepare(sentence, style: style)
        let greedy = try Fixture.prepare(sentence)
        var orphansGreedy = 0, orphansLeft = 0
        for width in 60...400 {
            let layout = try prepared.layout(width: Double(width))
            let plain = try greedy.layout(width: Double(width))
            #expect(layout.lines.count == plain.lines.count)
            func words(_ l: TextLayout, _ k: Int) -> [String] {
                Fixture.text(l, k).split(separator: " ").map(String.init)
            }
            if plain.lines.count > 1, words(plain, plain.lines.count - 1).count == 1 { orphansGreedy += 1 }
            guard layout.lines.count > 1 else { continue }
            let last = words(layout, layout.lines.count - 1)
            let before = words(layout, layout.lines.count - 2)
            guard last.count == 1 else { continue }
            orphansLeft += 1
            let joined = try Fixture.layout(before.last! + " " + last[0], width: nil).size.width
            #expect(before.count == 1 || joined > Double(width), "width \(width): \(before) / \(last)")
        }
        // Greedy leaves orphans at some widths of this sentence; pushOut fixes all that fit.
        #expect(orphansGreedy > 0)
        #expect(orphansLeft < orphansGreedy)
    }
}

/// Property: over the property-test corpus, at many widths and in every wrapping set-up,
/// pushOut keeps greedy's line count, changes at most the last two lines of a paragraph,
/// covers the same text, and never makes a line overflow that greedy kept in its box.
@Suite("Wrapping: pushOut never adds a line (property)")
struct PushOutPropertyTests {
    @Test(arguments: 0..<8)
    func corpus(chunk: Int) throws {
        let font = try Fixture.inter()
        for index in stride(from: chunk, to: PropertyCorpus.strings.count, by: 8) {
            let text = PropertyCorpus.strings[index]
            var greedyStyle = ParagraphStyle()
            var pushStyle = ParagraphStyle()
            pushStyle.lineBreakStrategy = .pushOut
            for mode in [LineBreakMode.byWordWrapping, .byTruncatingTail] {
                greedyStyle.lineBreakMode = mode
                pushStyle.lineBreakMode = mode
                let greedyText = try Fixture.prepare(text, font: font, style: greedyStyle)
                let pushText = try Fixture.prepare(text, font: font, style: pushStyle)
                for width in stride(from: 20.0, through: 400, by: 7.5) {
                    for numberOfLines in [0, 1, 2, 3] {
                        let g = try greedyText.layout(width: width, numberOfLines: numberOfLines)
                        let p = try pushText.layout(width: width, numberOfLines: numberOfLines)
                        let context = "string \(index), \(mode), width \(width), lines \(numberOfLines)"
                        #expect(g.lines.count == p.lines.count, "\(context)")
                        guard g.lines.count == p.lines.count else { continue }
                        // Same text covered, line by line in order.
                        #expect(g.lines.first?.utf16Range.lowerBound == p.lines.first?.utf16Range.lowerBound, "\(context)")
                        #expect(g.lines.last?.utf16Range.upperBound == p.lines.last?.utf16Range.upperBound, "\(context)")
                        for k in 0..<p.lines.count {
                            let (gl, pl) = (g.lines[k], p.lines[k])
                            if k + 1 < p.lines.count {
                                #expect(pl.utf16Range.upperBound == p.lines[k + 1].utf16Range.lowerBound, "\(context)")
                            }
                            if gl.utf16Range != pl.utf16Range {
                                // Only a paragraph's last line and the one before change, the
                                // line before shrinks, and the last line is never truncated.
                                let last = k + 1 == p.lines.count || p.lines[k + 1].paragraphIndex != pl.paragraphIndex
                                let beforeLast = k + 1 < p.lines.count && p.lines[k + 1].paragraphIndex == pl.paragraphIndex
                                    && (k + 2 == p.lines.count || p.lines[k + 2].paragraphIndex != pl.paragraphIndex)
                                #expect(last || beforeLast, "\(context): line \(k) changed")
                                #expect(!pl.isTruncated && !gl.isTruncated, "\(context)")
                                if beforeLast { #expect(pl.utf16Range.upperBound < gl.utf16Range.upperBound, "\(context)") }
                                if last { #expect(pl.width <= max(width, gl.width) + 1e-9, "\(context)") }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// `LineBreakStrategy.balanced` (CSS `text-wrap: balance`): greedy's line count, even widths.
@Suite("Wrapping: balanced")
struct BalancedTests {
    /// "Welcome to the app" at 130: greedy "Welcome to the" (125.616 pt) / "app". Two lines
    /// need a container of at least 82.416 pt ("to the app" = 2688 + 792 + 4360 + 792 + 5020
    /// = 13652 units × 17/2816, under "Welcome", 73.506 pt); narrower gives three. So the
    /// balanced lines are "Welcome" / "to the app", widest 82.416 pt.
    @Test func welcomeToTheApp() throws {
        #expect(try EnginePushOutTests.lines("Welcome to the app", width: 130, strategy: .balanced) == ["Welcome", "to the app"])
        var style = ParagraphStyle()
        style.lineBreakStrategy = .balanced
        let layout = try Fixture.layout("Welcome to the app", width: 130, style: style)
        #expect(abs(layout.size.width - 13652.0 * 17 / 2816) < 1e-6)
    }

    /// Over the corpus: the same number of lines as greedy, the same text, and a widest line
    /// never wider than greedy's.
    @Test(arguments: 0..<4)
    func corpus(chunk: Int) throws {
        let font = try Fixture.inter()
        var balanced = ParagraphStyle()
        balanced.lineBreakStrategy = .balanced
        for index in stride(from: chunk, to: PropertyCorpus.strings.count, by: 4) {
            let text = PropertyCorpus.strings[index]
            let g = try Fixture.prepare(text, font: font)
            let b = try Fixture.prepare(text, font: font, style: balanced)
            for width in stride(from: 30.0, through: 400, by: 18.5) {
                for numberOfLines in [0, 2] {
                    let gl = try g.layout(width: width, numberOfLines: numberOfLines)
                    let bl = try b.layout(width: width, numberOfLines: numberOfLines)
                    let context = "string \(index), width \(width), lines \(numberOfLines)"
                    #expect(gl.lines.count == bl.lines.count, "\(context)")
                    #expect(bl.size.width <= gl.size.width + 1e-9, "\(context)")
                    #expect(gl.lines.last?.utf16Range.upperBound == bl.lines.last?.utf16Range.upperBound, "\(context)")
                    for line in bl.lines { #expect(line.width <= max(width, gl.size.width) + 1e-9, "\(context)") }
                }
            }
        }
    }
}

/// `LineBreakStrategy.optimal` (Knuth–Plass total fit): never worse than greedy by the
/// measure it minimises, the squared slack of every line but a paragraph's last.
@Suite("Wrapping: optimal")
struct OptimalTests {
    /// The measure, computed here from the lines: Σ (available − width)² over each
    /// paragraph's lines but its last and lines that end at a hard line break, plus, for each
    /// of those lines that ends with a hyphen, the documented hyphen penalty: half the font
    /// size (17) times the line's available width.
    static func cost(_ lines: [LineSlice], _ p: PreparedParagraph) -> Double {
        let u = Array(p.text.utf16)
        var total = 0.0
        for line in lines.dropLast() {
            if line.end > 0, [0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029].contains(u[line.end - 1]) { continue }
            total += (line.available - line.width) * (line.available - line.width)
            if line.hyphenated { total += 0.5 * 17 * line.available }
        }
        return total
    }

    /// Also with hyphenation (factor 1, en-US patterns) for both: hyphenation points are
    /// candidates of the total fit, at the hyphen penalty.
    @Test(arguments: [(0, false), (1, false), (2, false), (3, false), (0, true), (1, true), (2, true), (3, true)])
    func neverWorseThanGreedy(chunk: Int, hyphenates: Bool) throws {
        let font = try Fixture.inter()
        var greedy = ParagraphStyle()
        greedy.hyphenationFactor = hyphenates ? 1 : 0
        var optimal = greedy
        optimal.lineBreakStrategy = .optimal
        var improved = 0
        for index in stride(from: chunk, to: PropertyCorpus.strings.count, by: 4) {
            let text = PropertyCorpus.strings[index]
            let g = try Fixture.prepare(text, font: font, style: greedy)
            let o = try Fixture.prepare(text, font: font, style: optimal)
            for (gp, op) in zip(g.paragraphs, o.paragraphs) {
                for width in stride(from: 30.0, through: 400, by: 18.5) {
                    let constraints = LineBreakConstraints(containerWidth: width, mode: .byWordWrapping)
                    let gl = gp.lineSlices(constraints), ol = op.lineSlices(constraints)
                    let (cg, co) = (Self.cost(gl, gp), Self.cost(ol, op))
                    #expect(co <= cg + 1e-9, "string \(index) width \(width): \(co) > \(cg)")
                    if co < cg - 1e-9 { improved += 1 }
                    // The same text, every line in its box.
                    #expect(ol.first?.start == 0 && ol.last?.end == op.utf16Count)
                    for k in ol.indices.dropLast() { #expect(ol[k].end == ol[k + 1].start) }
                    for line in ol { #expect(line.width <= line.available + 1e-9 || gl.contains(line)) }
                }
            }
        }
        // Total fit does better than greedy somewhere in every quarter of the corpus.
        #expect(improved > 0)
    }

    /// "Welcome to the app" at 130: greedy's "Welcome to the" (slack 130 − 125.616 = 4.384,
    /// squared 19.2) beats "Welcome to" (slack 35.486, squared 1259), so total fit keeps it.
    @Test func keepsGreedyWhenGreedyIsBest() throws {
        #expect(try EnginePushOutTests.lines("Welcome to the app", width: 130, strategy: .optimal) == ["Welcome to the", "app"])
    }

}
