import Testing
@testable import Typesetting

/// Width 0 means no limit in the engine as in UILabel, whose `sizeThatFits(.zero)` and a zero
/// `preferredMaxLayoutWidth` give the natural single-line size (UIKit documentation, measured
/// on iOS by third parties).
@Suite("Width 0 means no limit")
struct WidthZeroTests {
    @Test func widthZeroLaysOutLikeNoWidth() throws {
        let font = try Fixture.inter()
        let text = "Several words that would wrap at any small width.\nA second paragraph."
        let prepared = try PreparedText(text, font: font, fontCollection: Fixture.collection)
        for zero in [0.0, -0.0] {
            let atZero = try prepared.layout(width: zero)
            let unlimited = try prepared.layout(width: nil)
            // One line a paragraph, each Inter 17 line (2728 + 680) / 2816 × 17 high.
            #expect(atZero.lineCount == 2)
            #expect(abs(atZero.size.height - 2 * Fixture.interLineHeight17) < 1e-9)
            #expect(atZero.size == unlimited.size)
            #expect(atZero.lines.map(\.utf16Range) == unlimited.lines.map(\.utf16Range))
            #expect(atZero.proposedWidth == nil)
        }
        // The narrowest layout is a tiny positive width: more lines than paragraphs.
        #expect(try prepared.layout(width: 0.5).lineCount > 2)
    }
}
