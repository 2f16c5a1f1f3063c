import Testing
import LabelHost
import Typesetting

/// `Label.fit(width:)` in JetBrains Mono, whose every glyph used here advances 600 units of
/// its 1000-unit em (`hb-shape --no-glyph-names --font-size=1000
/// Fonts/JetBrainsMono-Regular.ttf TEXT`; unitsPerEm 1000, read with fontTools): at 20 pt a
/// character is 12 pt wide. "Save changes now" is 16 characters, 192 pt on one line; at
/// 100 pt it wraps as "Save" (48), "changes" (84), "now" (36), the spaces hanging.
@Suite struct LabelFitTests {
    func label(lines: Int) throws -> Label {
        let label = Label(font: try FontCollection.bundled().font(family: "JetBrains Mono", size: 20), text: "Save changes now")
        label.numberOfLines = lines
        return label
    }

    /// One line: 192 − 100 = 92 pt over, and 3 lines needed, 2 more than shown.
    @Test func oneLineOverflowIsTheNaturalWidthsExcess() throws {
        let fit = try #require(try label(lines: 1).fit(width: 100))
        #expect(abs(fit.naturalWidth - 192) < 1e-9)
        #expect(fit.linesNeeded == 3)
        #expect(fit.isTruncated)
        let overflow = try #require(fit.overflow)
        #expect(abs(overflow.points - 92) < 1e-9)
        #expect(overflow.lines == 2)
        #expect(overflow.requiredScale == nil)
        #expect(fit.neededHeight == 0 && fit.boxHeight == 0)
    }

    /// Two lines: the hidden third line, "now", is 36 pt; the shown lines fit the width. The
    /// box is two of the three equally tall lines.
    @Test func twoLinesHideTheThirdLinesWidth() throws {
        let fit = try #require(try label(lines: 2).fit(width: 100))
        let overflow = try #require(fit.overflow)
        #expect(abs(overflow.points - 36) < 1e-9)
        #expect(overflow.lines == 1)
        #expect(abs(fit.boxHeight * 3 - fit.neededHeight * 2) < 1e-9)
    }

    /// Wide enough (192 ≤ 200): nothing overflows; unlimited lines: one line needed.
    @Test func textThatFitsHasNoOverflow() throws {
        let fit = try #require(try label(lines: 0).fit(width: 200))
        #expect(fit.overflow == nil)
        #expect(fit.linesNeeded == 1)
        #expect(!fit.isTruncated)
        #expect(try Label(font: try FontCollection.bundled().font(family: "JetBrains Mono", size: 20)).fit(width: 100) == nil)
    }

    /// Autoshrink to at least 0.9: the text needs 100 / 192 of its size on one line, which
    /// `requiredScale` reports (the search's own precision aside).
    @Test func autoshrinkReportsTheScaleNeeded() throws {
        let label = try label(lines: 1)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.9
        let fit = try #require(try label.fit(width: 100))
        #expect(abs(fit.scaleFactor - 0.9) < 1e-9)
        let required = try #require(fit.overflow?.requiredScale)
        #expect(abs(required - 100.0 / 192) < 0.01)
    }
}
