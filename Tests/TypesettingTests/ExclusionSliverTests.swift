import Foundation
import Testing
@testable import Typesetting

/// A sliver: a polygon whose edges nearly coincide, slanted from x 140 at its top to x 160 at
/// its bottom, `height` tall, over a 300 pt box. Each band (Inter 17 pt: 20.57 pt tall) has a
/// cut of about 0.004 pt somewhere in x 140…160, so what is left on either side is at most
/// 160 pt (0…160 or 140…300), and a word wider than that first fits at the sliver's bottom,
/// where the box is whole. No part of x is excluded by every band of a span longer than a
/// line (the cut has moved on), so the search for the next top could not rule out a span
/// of two lines: it went down one line height at a time, two spans a line (the shapes
/// fuzzer, seed 51, item 231: a sliver 987,000 pt tall beside 424 other shapes, 5,896,684
/// shapes looked at; now 9,515). A span is now also ruled out when every band in it excludes
/// something inside the x range the sliver covers over the whole span.
@Suite struct ExclusionSliverTests {
    static let word = "mmmmmmmmmmmm"

    /// The convex sliver (a triangle 0.001 pt wide at its top) or the one that doubles back
    /// along its own edge (three points, the last the first: not convex).
    static func sliver(_ height: Double, convex: Bool) -> ExclusionPath {
        .polygon([Point(x: 140, y: 0), Point(x: 160, y: height), Point(x: convex ? 140.001 : 140, y: 0)])
    }

    static func flow(_ height: Double, convex: Bool) throws -> (top: Double, work: Int) {
        let prepared = try Fixture.prepare(word)
        let counted = try WorkCounter.counting { () throws(LayoutError) -> TextLayout in
            try prepared.layout(width: 300, exclusionPaths: [sliver(height, convex: convex)])
        }
        return (try #require(counted.result.lines.first).origin.y, counted.work)
    }

    /// The bound by hand, for one shape: the search doubles its span from a line height
    /// (20.57 pt) until it passes the bottom, log₂(height / 20.57) + 1 spans, then bisects
    /// down to the resolution (10⁻⁶ pt at these heights), at most 3 spans a halving (a half
    /// that may fit, the half ruled out, the span doubled back), 3 (log₂(height / 10⁻⁶) + 1)
    /// spans. Each span counts at most 4 steps (the sweep's join and the active path, the
    /// paths ahead, the path tested), and laying out the bands tried at most 64.
    static func bound(_ height: Double) -> Int {
        let spans = (log2(height / Fixture.interLineHeight17) + 1) + 3 * (log2(height / 1e-6) + 1)
        return Int(4 * spans) + 64
    }

    @Test(arguments: [false, true])
    func aSliverIsPassedInLogarithmicSteps(convex: Bool) throws {
        #expect(Self.sliver(1, convex: convex).isConvex == convex)
        // The word's width from a layout without shapes: wider than either side of the sliver.
        let need = try #require(Fixture.prepare(Self.word).layout(width: nil).lines.first).width
        try #require(need > 160 && need < 300, "\(need)")
        let single = try Self.flow(100_000, convex: convex)
        let double = try Self.flow(200_000, convex: convex)
        #expect(single.top == 100_000 && double.top == 200_000)
        #expect(single.work <= Self.bound(100_000), "\(single.work) > \(Self.bound(100_000))")
        #expect(double.work <= Self.bound(200_000), "\(double.work) > \(Self.bound(200_000))")
        // Doubling the height adds one doubling and one halving (at most 4 × 4 steps), and
        // never doubles the work: stepping a line at a time took at least height / 20.57
        // spans (4,860 for 100,000 pt).
        #expect(double.work <= single.work + 16, "\(single.work) → \(double.work)")
        #expect(double.work <= 2 * single.work)
    }

    /// The intervals a band may leave beside ranges that are excluded somewhere inside: a
    /// free interval runs from the left end or a range's left edge to the nearest right edge
    /// of a range beginning further right, within the gaps the sure cuts leave.
    @Test func freeIntervalsBesideMovingCuts() {
        // 0…300, nothing sure, a sliver somewhere in 140…160: at most 0…160 and 140…300.
        #expect(freeIntervals(left: 0, right: 300, cuts: [], somewhere: [140...160]) == [0...160, 140...300])
        // A sure cut 0…100 and two moving ranges 150…151 and 200…260 in the gap 100…300:
        // 100…151, 150…260, 200…300.
        #expect(freeIntervals(left: 0, right: 300, cuts: [0...100], somewhere: [200...260, 150...151])
                == [100...151, 150...260, 200...300])
        // A range reaching past the gap constrains nothing inside it (90…100 is within 0…100).
        #expect(freeIntervals(left: 0, right: 300, cuts: [100...120], somewhere: [90...110]) == [0...100, 90...100, 120...300])
    }
}
