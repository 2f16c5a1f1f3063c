import Testing
import Graphics
import RepresentableKit
@testable import Scenes

/// SwiftUI-shaped `Text` made from a string, sized as iOS sizes it: a text-style font spaces
/// lines by the style's leading at its Dynamic Type size, a fixed size keeps its line height
/// (BehaviourReference, "SwiftUI Text"). Independent sources: the system font's line height is
/// SF Pro's, 2444/2048 of its size (SF Pro's hhea at 2048 units per em: ascender 1950,
/// descender −494, line gap 0); the HIG, Typography, "Dynamic Type sizes" (body: 17 pt, leading
/// 22 at Large and 14 pt, leading 19 at xSmall; title1: 58 pt, leading 68 at AX5; caption1:
/// 11 pt, leading 13 at xSmall); the iOS measurements of vinceplusplus/measurement-reader,
/// MeasurementReaderTests.swift (`Text` with no font modifier, body at Large, @3x).
@Suite("Text from a string: text-style leading and Dynamic Type size")
struct TextStyleLeadingSwiftTests {
    static func lineHeight(_ size: Double) -> Double { size * 2444 / 2048 }
    static func ceil3(_ x: Double) -> Double { ceilToPixels(x, scale: 3) }

    /// The ideal height of `text` at @3x (the lines are hard breaks).
    func height(_ text: Text) -> Double {
        text.withDisplayScale(3).sizeThatFits(.unspecified).height
    }

    @Test("measurement-reader, one line: 17 × 2444/2048 = 20.287 → 20.3333 at @3x")
    func oneLine() {
        #expect(height(Text("some really long text")) == 61.0 / 3)  // 20.3333, as iOS measured
    }

    @Test("measurement-reader, five lines: 20.287 + 4 × 22 = 108.287 → 108.3333")
    func fiveLines() {
        let expected = Self.ceil3(Self.lineHeight(17) + 4 * 22)
        #expect(expected == 325.0 / 3)  // 108.3333, as iOS measured
        #expect(height(Text("multiline\ntext\nsome\nfiller\nlines")) == expected)
    }

    @Test("measurement-reader, fourteen lines (one empty): 20.287 + 13 × 22 = 306.287 → 306.3333")
    func fourteenLines() {
        let expected = Self.ceil3(Self.lineHeight(17) + 13 * 22)
        #expect(expected == 919.0 / 3)  // 306.3333, as iOS measured
        #expect(height(Text(verbatim: "t\na\nl\nl\n\nr\ne\nc\nt\na\nn\ng\nl\ne")) == expected)
    }

    @Test("title at accessibility5, two lines: 58 × 2444/2048 + 68 = 137.215 → 137.3333")
    func titleAccessibility5() {
        let text = Text(verbatim: "Line\nLine").font(.title).dynamicTypeSize(.accessibility5)
        #expect(height(text) == Self.ceil3(Self.lineHeight(58) + 68))
    }

    @Test("caption at xSmall, two lines: 11 × 2444/2048 + 13 = 26.127 → 26.3333")
    func captionXSmall() {
        let text = Text(verbatim: "Line\nLine").font(.caption).dynamicTypeSize(.xSmall)
        #expect(height(text) == Self.ceil3(Self.lineHeight(11) + 13))
    }

    @Test("no font modifier is body at the given size: xSmall 14 × 2444/2048 + 19 = 35.707 → 36")
    func bodyXSmall() {
        #expect(height(Text(verbatim: "One\nTwo").dynamicTypeSize(.xSmall)) == Self.ceil3(Self.lineHeight(14) + 19))
    }

    @Test(".system(size: 17) ignores the Dynamic Type size and keeps its line height: 2 × 20.287 → 40.6667")
    func fixedSize() {
        let text = Text(verbatim: "One\nTwo").font(.system(size: 17)).dynamicTypeSize(.accessibility5)
        #expect(height(text) == Self.ceil3(2 * Self.lineHeight(17)))
    }

    @Test("lineSpacing adds to the leading: body, three lines 20.287 + 2 × (22 + 4) = 72.287 → 72.3333")
    func lineSpacing() {
        #expect(height(Text(verbatim: "a\nb\nc").lineSpacing(4)) == Self.ceil3(Self.lineHeight(17) + 2 * 26))
    }

    @Test("DynamicTypeSize has SwiftUI's twelve cases in order, the scenes' names, and the accessibility sizes from accessibility1")
    func cases() {
        #expect(DynamicTypeSize.allCases.map(\.rawValue) == TextSpec.dynamicTypeSizes)
        #expect(DynamicTypeSize.allCases.count == 12)  // SwiftUI: xSmall … xxxLarge, accessibility1 … 5
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).first == .accessibility1)
        #expect(DynamicTypeSize.allCases.filter(\.isAccessibilitySize).count == 5)
        #expect(DynamicTypeSize.xSmall < .large && .large < .accessibility5)
    }
}
