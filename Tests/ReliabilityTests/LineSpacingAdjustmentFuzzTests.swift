import FuzzSupport
import Testing
import Typesetting

/// `ParagraphStyle.lineSpacingAdjustment` under the text fuzzer's values
/// (`HostileText.lineSpacingAdjustments`): one not finite or beyond ±10¹⁵ is refused with a
/// typed error, any other, large or negative, gives finite numbers and lines that never start above
/// the line before (`ParagraphStyle.nextLineTop`: max(top of the line before, bottom +
/// spacing + adjustment)).
@Suite("Text properties: lineSpacingAdjustment")
struct LineSpacingAdjustmentFuzzTests {
    static let runner = TextPropertyRunner(font: Fixtures.font, collection: Fixtures.collection)
    /// Wraps to many lines at the fuzzer's 37.5 pt width, with a paragraph break.
    static let text = "the quick brown fox jumps over the lazy dog\nשלום עולם and more words here"

    @Test(arguments: HostileText.lineSpacingAdjustments.indices)
    func everyFuzzedAdjustment(index: Int) {
        let adjustment = HostileText.lineSpacingAdjustments[index]
        let report = Self.runner.run(Self.text, lineSpacingAdjustment: adjustment)
        for v in report.violations.prefix(10) { Issue.record("adjustment \(adjustment): \(v)") }
        if adjustment.isFinite && abs(adjustment) <= 1e15 {
            // Only the bad widths and numberOfLines −1 throw: 8 styles × (NaN, −1, −∞) × 4
            // line counts, + 8 (as in TextPropertyTests).
            #expect(report.errors == ["LayoutError.invalidWidth": 96, "LayoutError.invalidNumberOfLines": 8])
        } else {
            // Every one of the 8 styles is refused when the text is prepared.
            #expect(report.errors == ["LayoutError.invalidStyle": 8])
        }
    }

    /// A hugely negative adjustment pulls each line up to the top of the one before, never
    /// above it: every line starts at the first line's top, 0.
    @Test func hugeNegativeAdjustmentStopsAtThePreviousTop() throws {
        var style = ParagraphStyle()
        style.lineSpacingAdjustment = -1e12
        let layout = try PreparedText(Self.text, font: Fixtures.font, style: style, fontCollection: Fixtures.collection).layout(width: 37.5)
        #expect(layout.lineCount > 3)
        #expect(layout.lines.map(\.origin.y) == Array(repeating: 0, count: layout.lineCount))
    }
}
