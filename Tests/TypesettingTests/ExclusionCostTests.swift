import Testing
@testable import Typesetting

/// The cost of flowing text around many exclusion paths: the paths looked at while wrapping
/// (`WorkCounter`, counted by `ExclusionBands`) grow linearly with the number of paths when
/// each band reaches only a few of them. Before the paths were indexed by band, every band
/// and every 1 pt step beside a curve looked at every path: n² for n stacked curves.
@Suite struct ExclusionCostTests {
    /// n ellipses 10 pt tall, stacked edge to edge down the page, each wider than the 300 pt
    /// box (x −10…390). Inter's 17 pt line is 20.57 pt tall (3408 × 17 / 2816), so every band
    /// that starts at or above the last ellipse's centre, 10(n − 1) + 5, holds some ellipse's
    /// centre, where the ellipse covers the whole box: the first line starts below that, and
    /// at most at the last ellipse's bottom, 10n (below every shape the box is whole).
    private static func flow(_ n: Int) throws -> (top: Double, work: Int) {
        let prepared = try Fixture.prepare("hello world")
        let paths = (0..<n).map { ExclusionPath.ellipse(in: Rect(x: -10, y: Double(10 * $0), width: 400, height: 10)) }
        let counted = try WorkCounter.counting { () throws(LayoutError) -> TextLayout in
            try prepared.layout(width: 300, exclusionPaths: paths)
        }
        return (counted.result.lines.first?.origin.y ?? -1, counted.work)
    }

    @Test func stackedCurvesCostLinearWork() throws {
        let single = try Self.flow(400)
        let double = try Self.flow(800)
        #expect(single.top > 10.0 * 399 + 5 && single.top <= 10.0 * 400)
        #expect(double.top > 10.0 * 799 + 5 && double.top <= 10.0 * 800)
        #expect(double.work <= 2 * single.work + 64)
    }
}

/// A shape whose every number is finite but whose far edge is not (y 1e308, 1e308 tall: its
/// bottom is 2e308, past `Double.greatestFiniteMagnitude`, 1.797e308) is refused: the text
/// below it would start at infinity.
@Suite struct ExclusionExtentTests {
    @Test func aShapeEndingAtInfinityIsInvalid() throws {
        let prepared = try Fixture.prepare("hello world")
        let tall = ExclusionPath.rectangle(Rect(x: 0, y: 1e308, width: 10, height: 1e308))
        let wide = ExclusionPath.polygon([Point(x: -1.7e308, y: 0), Point(x: 1.7e308, y: 0), Point(x: 0, y: 10)])
        #expect(!tall.isValid && !wide.isValid)
        #expect(throws: LayoutError.invalidExclusionPath(index: 1)) {
            try prepared.layout(width: 300, exclusionPaths: [.ellipse(in: Rect(x: 0, y: 0, width: 10, height: 10)), tall])
        }
    }
}
