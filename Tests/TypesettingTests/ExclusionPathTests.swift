import FuzzSupport
import Testing
@testable import Typesetting

/// Text that flows around exclusion paths (BehaviourReference, "Exclusion paths").
///
/// Independent sources: the shapes' x ranges are worked by hand below; Inter's 17 pt line
/// height is 3408 × 17 / 2816 = 20.5739 pt (OS/2 typo metrics, `Fixture.interLineHeight17`).
@Suite("Exclusion paths")
struct ExclusionPathTests {
    static let lineHeight = Fixture.interLineHeight17
    static let paragraph = "The quick brown fox jumps over the lazy dog while the typesetter wraps every line of this "
        + "paragraph around the shapes in its way, fragment by fragment, as TextKit does for a text container."

    // MARK: Shapes

    /// Ellipse in (0, 0, 100, 100): centre (50, 50), radii 50. In the band 40…60 it is widest at
    /// y = 50: 0…100. In 0…10 it is widest at y = 10: dy = (10 − 50) / 50 = −0.8, half width
    /// 50 × √(1 − 0.64) = 30, so 20…80. Below 100 it is gone.
    @Test("an ellipse's x range in a band is its widest chord there")
    func ellipseRange() throws {
        let e = ExclusionPath.ellipse(in: Rect(x: 0, y: 0, width: 100, height: 100))
        let middle = try #require(e.excludedRange(top: 40, bottom: 60))
        #expect(abs(middle.lowerBound) < 1e-12 && abs(middle.upperBound - 100) < 1e-12)
        let top = try #require(e.excludedRange(top: 0, bottom: 10))
        #expect(abs(top.lowerBound - 20) < 1e-12 && abs(top.upperBound - 80) < 1e-12)
        #expect(e.excludedRange(top: 100, bottom: 120) == nil)
    }

    /// Triangle (0, 0), (100, 0), (50, 100). In the band 50…60 its right edge runs from x = 75
    /// (y = 50) to 70 (y = 60) and its left edge from 25 to 30: 25…75.
    @Test("a polygon's x range in a band spans its edges there")
    func polygonRange() throws {
        let t = ExclusionPath.polygon([Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 50, y: 100)])
        let r = try #require(t.excludedRange(top: 50, bottom: 60))
        #expect(abs(r.lowerBound - 25) < 1e-12 && abs(r.upperBound - 75) < 1e-12)
        #expect(t.excludedRange(top: 100, bottom: 110) == nil)
    }

    /// A rectangle 40…60 wide in a box 0…100 leaves 0…40 and 60…100; touching the band's edge
    /// (the rectangle ends where the band starts) excludes nothing.
    @Test("free intervals: a rectangle splits the box; touching is not reaching")
    func intervals() {
        let r = ExclusionPath.rectangle(Rect(x: 40, y: 0, width: 20, height: 10))
        #expect(freeIntervals(left: 0, right: 100, top: 5, bottom: 15, excluding: [r]) == [0...40, 60...100])
        #expect(freeIntervals(left: 0, right: 100, top: 10, bottom: 30, excluding: [r]) == [0...100])
    }

    @Test("invalid paths throw a typed error")
    func invalidPaths() throws {
        let prepared = try Fixture.prepare("abc")
        #expect(throws: LayoutError.invalidExclusionPath(index: 1)) {
            try prepared.layout(width: 100, exclusionPaths: [.rectangle(Rect(x: 0, y: 0, width: 1, height: 1)),
                                                              .polygon([Point(x: 0, y: 0)])])
        }
        #expect(throws: LayoutError.invalidExclusionPath(index: 0)) {
            try prepared.layout(width: 100, exclusionPaths: [.ellipse(in: Rect(x: .nan, y: 0, width: 1, height: 1))])
        }
    }

    // MARK: Flow

    /// A 100 × 30 rectangle at the top-left of a 300 pt container: the bands of the first two
    /// lines (0…20.57 and 20.57…41.15) reach into it, so they start at x = 100 and have 200 pt;
    /// the third (41.15…) is below it and starts at 0.
    @Test("a rectangle at the top-left makes the first lines start to its right")
    func rectangleTopLeft() throws {
        let prepared = try Fixture.prepare(Self.paragraph)
        let layout = try prepared.layout(width: 300, exclusionPaths: [.rectangle(Rect(x: 0, y: 0, width: 100, height: 30))])
        let lines = Array(layout.lines)
        #expect(lines.count > 3)
        #expect(lines[0].origin.x == 100 && lines[1].origin.x == 100)
        #expect(lines[0].width <= 200 && lines[1].width <= 200)
        #expect(abs(lines[1].origin.y - Self.lineHeight) < 1e-9)
        #expect(lines[2].origin.x == 0)
        #expect(abs(lines[2].origin.y - 2 * Self.lineHeight) < 1e-9)
        // The text is all there, in order.
        #expect(lines.first?.utf16Range.lowerBound == 0)
        #expect(lines.last?.utf16Range.upperBound == Self.paragraph.utf16.count)
        for k in 1..<lines.count { #expect(lines[k].utf16Range.lowerBound == lines[k - 1].utf16Range.upperBound) }
    }

    /// An 80 × 80 circle in the middle of a 300 pt container (x 110…190, y 20…100): the
    /// bands it reaches are split in two fragments with the same top; the left fragment
    /// ends before the circle's chord in the band and the right one starts after it.
    @Test("a centred ellipse splits lines in two")
    func centredEllipse() throws {
        let prepared = try Fixture.prepare(Self.paragraph + " " + Self.paragraph)
        let circle = ExclusionPath.ellipse(in: Rect(x: 110, y: 20, width: 80, height: 80))
        let layout = try prepared.layout(width: 300, exclusionPaths: [circle])
        let lines = Array(layout.lines)
        var split = 0
        for k in 1..<lines.count where lines[k].origin.y == lines[k - 1].origin.y {
            split += 1
            let chord = try #require(circle.excludedRange(top: lines[k].origin.y, bottom: lines[k].origin.y + lines[k].height))
            #expect(lines[k - 1].origin.x + lines[k - 1].width <= chord.lowerBound + 1e-9)
            #expect(lines[k].origin.x >= chord.upperBound - 1e-9)
        }
        // Bands reach into 20…100 from the one at 20.57 − … : tops 0, 20.57, 41.15, 61.72, 82.30
        // overlap the circle (the first band ends at 20.57 > 20); at least four are split.
        #expect(split >= 4)
    }

    /// In a right-to-left paragraph the right part of a split band is filled first: the
    /// first fragment of each split band (in text order) lies right of the second.
    @Test("a right-to-left paragraph fills the right part first")
    func rightToLeftOrder() throws {
        let hebrew = String(repeating: "שלום עולם ומה שלומך היום ", count: 12)
        let prepared = try Fixture.prepare(hebrew)
        let circle = ExclusionPath.ellipse(in: Rect(x: 110, y: 10, width: 80, height: 80))
        let lines = Array(try prepared.layout(width: 300, exclusionPaths: [circle]).lines)
        var split = 0
        for k in 1..<lines.count where lines[k].origin.y == lines[k - 1].origin.y {
            split += 1
            #expect(lines[k - 1].origin.x > lines[k].origin.x)
            #expect(lines[k - 1].utf16Range.upperBound == lines[k].utf16Range.lowerBound)
        }
        #expect(split >= 3)
    }

    /// numberOfLines counts fragments, as maximumNumberOfLines counts line fragments: with a
    /// circle splitting the second band, three lines are the first band's and the second
    /// band's two parts, and the text is cut (isTruncated).
    @Test("numberOfLines counts line fragments")
    func lineLimitCountsFragments() throws {
        let prepared = try Fixture.prepare(Self.paragraph)
        let circle = ExclusionPath.ellipse(in: Rect(x: 110, y: 22, width: 80, height: 80))
        let layout = try prepared.layout(width: 300, numberOfLines: 3, exclusionPaths: [circle])
        let lines = Array(layout.lines)
        #expect(lines.count == 3)
        #expect(lines[0].origin.x == 0 && lines[0].origin.y == 0)
        #expect(lines[1].origin.y == lines[2].origin.y && lines[2].origin.x > lines[1].origin.x)
        #expect(layout.isTruncated)
    }

    /// A shape across the whole width, however tall, is passed in a bounded number of steps:
    /// the text starts at a rectangle's bottom, or below an ellipse's after at most about a
    /// thousand steps of a thousandth of its height.
    @Test("text below a huge shape starts below it, in bounded time")
    func hugeShapes() throws {
        let prepared = try Fixture.prepare("Some text")
        let wall = try prepared.layout(width: 100, exclusionPaths: [.rectangle(Rect(x: -10, y: 0, width: 200, height: 1e300))])
        #expect(wall.lines.first?.origin.y == 1e300)
        let egg = try prepared.layout(width: 100, exclusionPaths: [.ellipse(in: Rect(x: 50 - 1.5e6, y: 0, width: 3e6, height: 1e12))])
        let top = try #require(egg.lines.first?.origin.y)
        #expect(top.isFinite && top > 0 && egg.size.height.isFinite)
    }

    /// Exclusions the text never meets (to the right of the container) take the band-by-band
    /// path yet must give exactly the lines and positions greedy wrapping gives.
    @Test("an exclusion outside the container changes nothing", arguments: [45.0, 100, 180, 400])
    func outsideExclusionIsGreedy(width: Double) throws {
        let far = ExclusionPath.rectangle(Rect(x: width + 50, y: 0, width: 10, height: 10_000))
        for text in PropertyCorpus.strings {
            let prepared = try Fixture.prepare(text)
            let plain = try prepared.layout(width: width)
            let flowed = try prepared.layout(width: width, exclusionPaths: [far])
            #expect(Array(plain.lines) == Array(flowed.lines), "\(text.debugDescription) at \(width)")
            #expect(plain.size == flowed.size)
        }
    }

    /// Over the property corpus × 20 widths × 3 shapes: every drawn glyph's advance box (its
    /// x span, the line box's y span) stays outside every exclusion's range in that band.
    /// Glyphs of hanging whitespace (drawn past the line's end) and empty glyphs are skipped.
    @Test("every line's glyphs stay outside every exclusion", arguments: 0..<3)
    func glyphsAvoidExclusions(shape: Int) throws {
        for text in PropertyCorpus.strings {
            let prepared = try Fixture.prepare(text)
            let utf16 = Array(text.utf16)
            for step in 0..<20 {
                let width = 40 + Double(step) * 15
                let path: ExclusionPath
                switch shape {
                case 0: path = .rectangle(Rect(x: 0, y: 0, width: width * 0.4, height: 45))
                case 1: path = .ellipse(in: Rect(x: width * 0.3, y: 10, width: width * 0.4, height: 60))
                default: path = .polygon([Point(x: width, y: 0), Point(x: width * 0.5, y: 30), Point(x: width, y: 80)])
                }
                let layout = try prepared.layout(width: width, exclusionPaths: [path])
                for (k, line) in layout.lines.enumerated() {
                    guard let range = path.excludedRange(top: line.origin.y, bottom: line.origin.y + line.height) else { continue }
                    for run in layout.glyphRuns(forLine: k) {
                        for g in run.glyphs.indices where run.advances[g] > 0 {
                            let c = run.clusters[g]
                            if c >= 0 && c < utf16.count && PreparedParagraph.hangs(utf16[c]) { continue }
                            let x0 = run.positions[g].x, x1 = x0 + run.advances[g]
                            #expect(x1 <= range.lowerBound + 1e-6 || x0 >= range.upperBound - 1e-6,
                                    "\(text.debugDescription) width \(width) shape \(shape) line \(k): glyph \(x0)…\(x1) in \(range)")
                        }
                    }
                }
            }
        }
    }
}
