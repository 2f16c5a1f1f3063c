import FuzzSupport
import Testing
@testable import Typesetting

/// Where a line goes when nothing fits beside the exclusion shapes at its top: the first top
/// where it fits (`ExclusionFlow.nextTop`), checked against a reference kept here, the flow's
/// former stepping (to the nearest rectangle's bottom, or 1 pt, a thousandth of a curve's
/// height when more, beside a curve), over random shape sets.
///
/// The one difference allowed: beside a curve the former stepping placed the line at the first
/// step where it fit, up to one step below the first top where it fits; the flow now places it
/// at that top (to within a millionth of a point). Beside rectangles only, the tops are the same.
@Suite struct ExclusionStepTests {
    /// Inter 17 pt: 3408 × 17 / 2816 (OS/2 typo ascender − descender + line gap over unitsPerEm).
    static let lineHeight = Fixture.interLineHeight17
    static let width = 300.0

    /// Whether a word `need` wide fits some free interval of the band at `top` (the band's
    /// container `padding` wider on both sides, the padding taken off both ends of each
    /// interval): `fits` allows `fitTolerance` over.
    static func fits(_ need: Double, at top: Double, _ shapes: [ExclusionPath], padding: Double) -> Bool {
        freeIntervals(left: -padding, right: width + padding, top: top, bottom: top + lineHeight, excluding: shapes)
            .contains { free in
                let w = free.upperBound - free.lowerBound
                return w > 2 * padding && need <= w - 2 * padding + fitTolerance
            }
    }

    /// The former flow's first top for a one-line word: from 0, while the word does not fit,
    /// to the nearest bottom of a rectangle in the band, or 1 pt (a thousandth of the curve's
    /// height when more) beside a curve; below every shape when none reaches the band.
    static func referenceTop(_ need: Double, _ shapes: [ExclusionPath], padding: Double) -> Double {
        let lowest = shapes.map(\.bounds.maxY).max() ?? 0
        var top = 0.0
        while top < lowest, !fits(need, at: top, shapes, padding: padding) {
            var next = Double.infinity
            for path in shapes where path.excludedRange(top: top, bottom: top + lineHeight) != nil {
                let bounds = path.bounds
                if case .rectangle = path {
                    next = min(next, bounds.maxY)
                } else {
                    next = min(next, bounds.maxY, top + max(1, bounds.height / 1000))
                }
            }
            top = next > top && next.isFinite ? next : max(lowest, top + 1)
        }
        return top
    }

    /// A random set of 1–12 shapes over the top 300 pt of a 300 pt wide box: rectangles,
    /// ellipses, convex polygons (triangles, slanted quadrilaterals) and concave ones (an L, an
    /// arrow head), 5–220 pt in size, some reaching past the box's sides.
    static func shapes(_ random: inout SplitMix64, rectanglesOnly: Bool) -> [ExclusionPath] {
        (0..<random.int(1...12)).map { _ in
            let x = Double(random.int(-60...340)), y = Double(random.int(0...300))
            let w = Double(random.int(5...220)), h = Double(random.int(5...220))
            switch rectanglesOnly ? 0 : random.below(5) {
            case 0: return .rectangle(Rect(x: x, y: y, width: w, height: h))
            case 1: return .ellipse(in: Rect(x: x, y: y, width: w, height: h))
            case 2: return .polygon([Point(x: x, y: y), Point(x: x + w, y: y + h / 3), Point(x: x + w / 4, y: y + h)])
            case 3: return .polygon([Point(x: x, y: y), Point(x: x + w / 2, y: y), Point(x: x + w / 2, y: y + h / 2),
                                     Point(x: x + w, y: y + h / 2), Point(x: x + w, y: y + h), Point(x: x, y: y + h)])
            default: return .polygon([Point(x: x, y: y), Point(x: x + w, y: y + h / 2), Point(x: x, y: y + h),
                                      Point(x: x + w / 3, y: y + h / 2)])
            }
        }
    }

    /// Words with no break opportunity inside: the first line holds the whole word.
    static let words = ["I", "flow", "Typesetting", "mmmmmmmmmmmm"]

    /// 400 random shape sets, each with a random word and padding (0 or 4 pt): the first
    /// line's top is the reference's beside rectangles only; elsewhere it is no lower than the
    /// reference's, the word fits there, and nowhere above it (checked every 0.25 pt, and
    /// 10⁻⁵ pt above it).
    @Test(arguments: [false, true])
    func firstTopAgainstTheFormerStepping(rectanglesOnly: Bool) throws {
        var random = SplitMix64(seed: rectanglesOnly ? 11 : 12)
        var earlier = 0
        for index in 0..<400 {
            let word = random.pick(Self.words)
            let padding = random.chance(30) ? 4.0 : 0
            let shapes = Self.shapes(&random, rectanglesOnly: rectanglesOnly)
            let prepared = try Fixture.prepare(word)
            // The word's width from a layout without shapes (one line, no break inside a word).
            let need = try #require(prepared.layout(width: nil).lines.first).width
            let layout = try prepared.layout(width: Self.width, exclusionPaths: shapes, lineFragmentPadding: padding)
            let top = try #require(layout.lines.first).origin.y
            let reference = Self.referenceTop(need, shapes, padding: padding)
            let context = "set \(index): \(word) padding \(padding) \(shapes)"
            if rectanglesOnly {
                #expect(top == reference, "\(context)")
                continue
            }
            // No lower than the reference's (to within the flow's resolution, 10⁻⁶ pt).
            #expect(top <= reference + 1e-6, "\(context)")
            #expect(Self.fits(need, at: top, shapes, padding: padding), "\(context)")
            if top > 0 {
                #expect(!Self.fits(need, at: top - 1e-5, shapes, padding: padding), "\(context)")
                var y = 0.0
                while y < top - 1e-5 {
                    #expect(!Self.fits(need, at: y, shapes, padding: padding), "\(context) fits at \(y)")
                    y += 0.25
                }
            }
            if top < reference - 1e-3 { earlier += 1 }
        }
        // Beside curves the former stepping was late in some sets (the property, not a count).
        if !rectanglesOnly { #expect(earlier > 0) }
    }

    /// One full-width ellipse (x −10…390 over a 300 pt box, centre x 190, half-width 200)
    /// `height` tall, centred on y 0: below its centre a band's widest chord is at its top.
    /// "hello" (38.15 pt) first fits left of the chord when its half-width is at most
    /// 190 − 38.15 = 151.85 pt (the right gap, 110 pt less the half-width, opens later):
    /// √(1 − dy²) ≤ 151.85 / 200 gives dy ≥ 0.651, a top about 0.33 × height. The work
    /// (shapes looked at) does not grow with the height: the span the ellipse rules out
    /// doubles at each step. Before, the flow stepped max(1, height / 1000) pt at a time:
    /// 650 steps or more for these heights.
    private static func tallEllipse(_ height: Double) throws -> (top: Double, work: Int) {
        let prepared = try Fixture.prepare("hello world")
        let ellipse = ExclusionPath.ellipse(in: Rect(x: -10, y: -height / 2, width: 400, height: height))
        let counted = try WorkCounter.counting { () throws(LayoutError) -> TextLayout in
            try prepared.layout(width: Self.width, exclusionPaths: [ellipse])
        }
        return (try #require(counted.result.lines.first).origin.y, counted.work)
    }

    @Test func aTallerBandWithNoRoomCostsNoMoreSteps() throws {
        let need = try #require(Fixture.prepare("hello").layout(width: nil).lines.first).width
        for height in [2_000.0, 4_000, 8_000] {
            let flowed = try Self.tallEllipse(height)
            let shapes = [ExclusionPath.ellipse(in: Rect(x: -10, y: -height / 2, width: 400, height: height))]
            // The first line fits where it is (its first word, "hello"), and not 10⁻⁵ pt above.
            #expect(Self.fits(need, at: flowed.top, shapes, padding: 0))
            #expect(!Self.fits(need, at: flowed.top - 1e-5, shapes, padding: 0))
            #expect(abs(flowed.top / height - 0.651 / 2) < 0.001, "\(flowed.top) for \(height)")
        }
        let single = try Self.tallEllipse(2_000), double = try Self.tallEllipse(4_000), quadruple = try Self.tallEllipse(8_000)
        // Halving from the span's length to 10⁻⁶ pt takes one more halving per doubling of the
        // height, a few shapes looked at each: the work grows by a step, not twice over.
        #expect(double.work <= single.work + 48, "\(single.work), \(double.work)")
        #expect(quadruple.work <= single.work + 96, "\(single.work), \(quadruple.work)")
        #expect(single.work < 400, "\(single.work)")
    }

    /// Convexity, which decides how a span of tops is ruled out.
    @Test func convexShapes() {
        #expect(ExclusionPath.rectangle(Rect(x: 0, y: 0, width: 1, height: 1)).isConvex)
        #expect(ExclusionPath.ellipse(in: Rect(x: 0, y: 0, width: 1, height: 1)).isConvex)
        // A triangle either way round, with a repeated point and a straight corner.
        #expect(ExclusionPath.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 10)]).isConvex)
        #expect(ExclusionPath.polygon([Point(x: 5, y: 10), Point(x: 10, y: 0), Point(x: 0, y: 0)]).isConvex)
        #expect(ExclusionPath.polygon([Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 0),
                                       Point(x: 5, y: 10)]).isConvex)
        // An L, an arrow head, a five-pointed star (turns one way, twice round), a flat line.
        #expect(!ExclusionPath.polygon([Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5), Point(x: 10, y: 5),
                                        Point(x: 10, y: 10), Point(x: 0, y: 10)]).isConvex)
        #expect(!ExclusionPath.polygon([Point(x: 0, y: 0), Point(x: 10, y: 5), Point(x: 0, y: 10), Point(x: 3, y: 5)]).isConvex)
        let star = (0..<5).map { k -> Point in
            let corner = [(0.0, -10.0), (5.88, 8.09), (-9.51, -3.09), (9.51, -3.09), (-5.88, 8.09)][k]
            return Point(x: corner.0, y: corner.1)
        }
        #expect(!ExclusionPath.polygon(star).isConvex)
        #expect(!ExclusionPath.polygon([Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 5, y: 0)]).isConvex)
    }
}
