import Testing
import Graphics
import RepresentableKit
import Typesetting
@testable import LabelHost

/// SwiftUI `Text` on the real engine, and the check that ties the two halves together: a
/// UILabel in RepresentableKit's adaptor and a Text report the same height.
///
/// Independent sources (as in AutoshrinkTests): hb-shape advances of Inter at 2816 units per
/// em, "Some text Some text" 27808, "Some text" 13508, "Some" 7564; Inter's line is 3408 units
/// (fontTools, OS/2 typo metrics). Text's rules: UIKit/SwiftUI facts, "SwiftUI Text".
@Suite("Text on the engine")
struct TextContentTests {
    static func pt(_ units: Double) -> Double { units * 17 / 2816 }
    static func ceil2(_ x: Double) -> Double { ceilToPixels(x, scale: 2) }

    func content(_ text: String = "Some text Some text", lineLimit: Int? = nil, minimumScaleFactor: Double = 1,
                 truncationMode: TextContent.TruncationMode = .tail) throws -> TextContent {
        try TextContent(text, font: try FontCollection.bundled().font(family: "Inter", size: 17), lineLimit: lineLimit,
                        truncationMode: truncationMode, minimumScaleFactor: minimumScaleFactor)
    }

    @Test("ideal size is one line; a finite width wraps and reports the widest line")
    func idealAndWidest() throws {
        let text = Text(try content(), displayScale: 2)
        // One line: 167.875 → 168; 20.574 → 21.
        #expect(text.sizeThatFits(.unspecified) == Size(width: Self.ceil2(Self.pt(27808)), height: Self.ceil2(Self.pt(3408))))
        // At 100: "Some text" twice, the widest 81.548 → 82 (not 100); two lines 41.148 → 41.5.
        #expect(text.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 82, height: 41.5))
    }

    @Test("lineLimit truncates, with the truncation mode")
    func lineLimit() throws {
        for mode in TextContent.TruncationMode.allCases {
            let c = try content(lineLimit: 1, truncationMode: mode)
            let layout = try #require(try c.layout(width: 100, scale: 1))
            #expect(layout.lines.count == 1 && layout.isTruncated)
            #expect(layout.size.width <= 100)
            let shown = layout.lines[0].visibleUTF16Ranges
            switch mode {
            case .tail: #expect(shown.count == 1 && shown[0].lowerBound == 0)
            case .head: #expect(shown.count == 1 && shown[0].upperBound == 19)
            case .middle: #expect(shown.count == 2)
            }
            #expect(Text(c, displayScale: 2).sizeThatFits(ProposedViewSize(width: 100, height: nil)).height == 21)
        }
    }

    @Test("minimumScaleFactor shrinks to fit the proposal: one line W / N, clamped")
    func shrinkOneLine() throws {
        let text = Text(try content(lineLimit: 1, minimumScaleFactor: 0.5), displayScale: 2)
        let s = 100 / Self.pt(27808)  // 0.5957
        #expect(abs(text.fontScale(for: ProposedViewSize(width: 100, height: nil)) - s) < 1e-12)
        #expect(text.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 100, height: Self.ceil2(Self.pt(3408) * s)))
        // 60 would need 0.357 < 0.5: drawn at 0.5, truncated.
        let atMinimum = Text(try content(lineLimit: 1, minimumScaleFactor: 0.5), displayScale: 2)
        #expect(atMinimum.fontScale(for: ProposedViewSize(width: 60, height: nil)) == 0.5)
    }

    @Test("minimumScaleFactor with unlimited lines shrinks to fit the proposed height")
    func shrinkToHeight() throws {
        let text = Text(try content(minimumScaleFactor: 0.3), displayScale: 2)
        // In 50 × 30: two lines need s ≤ 50 / pt(13508) = 0.613 (and 41.148 s ≤ 30: s ≤ 0.729);
        // four ("Some" | "text" | …) need 82.3 s ≤ 30: s ≤ 0.364; one needs s ≤ 0.298. Best: 0.613.
        let s = 50 / Self.pt(13508)
        #expect(abs(text.fontScale(for: ProposedViewSize(width: 50, height: 30)) - s) < 1e-12)
        #expect(text.sizeThatFits(ProposedViewSize(width: 50, height: 30)) == Size(width: 50, height: Self.ceil2(2 * Self.pt(3408) * s)))
        // No height proposed: it wraps at full size instead.
        #expect(text.fontScale(for: ProposedViewSize(width: 50, height: nil)) == 1)
    }

    @Test("bad modifiers are typed errors")
    func badInput() throws {
        #expect(throws: TextContentError.invalidLineLimit(-1)) { _ = try content(lineLimit: -1) }
        #expect(throws: TextContentError.invalidMinimumScaleFactor(1.5)) { _ = try content(minimumScaleFactor: 1.5) }
        #expect(throws: TextContentError.invalidMinimumScaleFactor(-0.1)) { _ = try content(minimumScaleFactor: -0.1) }
    }

    @Test("a UILabel in ViewAdaptor (.default ideal size) and a Text report the same height at every width")
    func labelMatchesText() throws {
        let quote = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."
        let fonts = try FontCollection.bundled()
        // Inter 17 (body) at @2x, and Noto Serif 22 at @3x.
        for (font, scale) in [(try fonts.font(family: "Inter", size: 17), 2.0), (try fonts.systemFont(ofSize: 22, design: .serif), 3.0)] {
            let label = Label(font: font, text: quote)
            label.numberOfLines = 0
            label.scale = scale
            let adaptor = ViewAdaptor(label)
            let text = Text(try TextContent(quote, font: font), displayScale: scale)
            var heights = Set<Double>()
            for width in stride(from: 60.0, through: 420, by: 7.5) {
                let proposal = ProposedViewSize(width: width, height: nil)
                let labelSize = layout(adaptor, in: proposal).size
                let textSize = layout(text, in: proposal).size
                #expect(labelSize.height == textSize.height, "\(font) width \(width)")
                // The adaptor takes the proposed width; Text its widest line.
                #expect(labelSize.width == width)
                #expect(textSize.width <= width)
                heights.insert(textSize.height)
            }
            // The widths cover many line counts, not one.
            #expect(heights.count >= 6)
        }
    }
}
