import Testing
import Graphics
import RepresentableKit
import Typesetting
@testable import LabelHost

/// Text baselines on the engine. Independent sources: Inter's OS/2 typo ascender 2728,
/// descender −680, line gap 0 at 2816 units per em (fontTools), so a line is 3408 units and
/// its baseline 2728 units below its top; hb-shape advances where widths matter. Rules:
/// Documentation/BehaviourReference.md, "Alignment guides".
@Suite("Text baselines and alignment")
struct BaselineAlignmentTests {
    static let fonts: FontCollection = { try! FontCollection.bundled() }()

    static func units(_ value: Double, size: Double) -> Double { value * size / 2816 }
    static func ceil2(_ x: Double) -> Double { ceilToPixels(x, scale: 2) }

    func text(_ string: String, size: Double, id: String) throws -> Text {
        Text(try TextContent(string, font: Self.fonts.font(family: "Inter", size: size)), displayScale: 2, id: id)
    }

    @Test("HStack(alignment: .firstTextBaseline): a 34 pt title and a 17 pt caption share one baseline")
    func firstBaseline() throws {
        let (titleText, captionText) = (try text("Title", size: 34, id: "title"), try text("Caption", size: 17, id: "caption"))
        let stack = HStack(alignment: .firstTextBaseline) {
            titleText
            captionText
        }
        let result = layout(stack, in: .unspecified)
        let titleBaseline = Self.units(2728, size: 34)  // 32.9375
        let captionBaseline = Self.units(2728, size: 17)  // 16.46875
        let titleHeight = Self.ceil2(Self.units(3408, size: 34))  // 41.148 → 41.5
        // lower = −32.9375 (the title's baseline); the caption's top is 32.9375 − 16.46875.
        let title = try #require(result.frame(id: "title")).rect
        let caption = try #require(result.frame(id: "caption")).rect
        #expect(title.minY == 0)
        #expect(caption.minY == titleBaseline - captionBaseline)  // 16.46875 (centred: 10.25)
        #expect(title.minY + titleBaseline == caption.minY + captionBaseline)
        // upper = max(41.5 − 32.9375, 21 − 16.46875) = 8.5625: height 32.9375 + 8.5625 = 41.5.
        #expect(result.size.height == titleHeight)
        // The stack's own first baseline is the one its children share.
        #expect(stack.explicitAlignment(VerticalAlignment.firstTextBaseline.key, proposal: .unspecified) == titleBaseline)
    }

    @Test("HStack(alignment: .lastTextBaseline): a wrapped two-line text beside a one-line one")
    func lastBaseline() throws {
        // "Some text Some text" at 100 wraps to two lines (hb-shape: "Some text " fits 100,
        // the whole line's 27808 units × 17 / 2816 = 167.9 does not).
        let (two, one1) = (try text("Some text Some text", size: 17, id: "two"), try text("Some", size: 17, id: "one"))
        let stack = HStack(alignment: .lastTextBaseline, spacing: 0) {
            two.frame(width: 100)
            one1
        }
        let result = layout(stack, in: .unspecified)
        let lastOfTwo = Self.units(3408 + 2728, size: 17)  // 37.043: the second line's baseline
        let onlyOfOne = Self.units(2728, size: 17)  // 16.469
        let one = try #require(result.frame(id: "one")).rect
        #expect(result.frame(id: "two")?.rect.minY == 0)
        #expect(abs(one.minY - (lastOfTwo - onlyOfOne)) < 1e-9)  // 20.574: one line lower
        // upper = max(41.5 − 37.043, 21 − 16.469) = 4.531 (the one-line text's descent and
        // pixel rounding): height 37.043 + 4.531 = 41.574.
        #expect(abs(result.size.height - (lastOfTwo + Self.ceil2(Self.units(3408, size: 17)) - onlyOfOne)) < 1e-9)
        // By first baselines the two texts' tops line up instead.
        let first = layout(HStack(alignment: .firstTextBaseline, spacing: 0) {
            two.frame(width: 100)
            one1
        }, in: .unspecified)
        #expect(first.frame(id: "one")?.rect.minY == 0)
    }

    @Test("a VStack's first baseline is its top child's, its last baseline its bottom child's")
    func stackBaselines() throws {
        let (captionText, titleText) = (try text("Caption", size: 17, id: "caption"), try text("Title", size: 34, id: "title"))
        let stack = VStack(spacing: 8) {
            captionText
            titleText
        }
        // First: the caption's 16.46875. Last: the title's top (21 + 8) plus its baseline 32.9375.
        #expect(stack.explicitAlignment(VerticalAlignment.firstTextBaseline.key, proposal: .unspecified) == Self.units(2728, size: 17))
        #expect(stack.explicitAlignment(VerticalAlignment.lastTextBaseline.key, proposal: .unspecified) == 29 + Self.units(2728, size: 34))
    }

    @Test("Apple's firstTextBaseline example: the red lines' bottom edges on the title's baseline")
    func appleExample() throws {
        // HStack(alignment: .firstTextBaseline, spacing: 0) { Color.red.frame(height: 1);
        // Text("First Text Baseline").font(.title); Color.red.frame(height: 1) }: a colour has no
        // text, so its baseline is its bottom edge [D].
        let titleText = try text("First Text Baseline", size: 28, id: "title")
        let stack = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Representable(FixedView(), id: "left").frame(height: 1)
            titleText
            Representable(FixedView(), id: "right").frame(height: 1)
        }
        let result = layout(stack, in: ProposedViewSize(width: 390, height: nil))
        let baseline = Self.units(2728, size: 28)  // 27.125
        let title = try #require(result.frame(id: "title")).rect
        #expect(abs(try #require(result.frame(id: "left")).rect.maxY - (title.minY + baseline)) < 1e-9)
        #expect(abs(try #require(result.frame(id: "right")).rect.maxY - (title.minY + baseline)) < 1e-9)
    }

    @Test("a hosted Label reports the baselines it draws at (centred vertically, as UILabel)")
    func labelBaselines() throws {
        let label = Label(font: try Self.fonts.font(family: "Inter", size: 17), text: "Label")
        // Intrinsic height: 3408 × 17 / 2816 = 20.574, ceiled to 21; drawn centred, 0.213 down.
        let height = Self.ceil2(Self.units(3408, size: 17))
        let spare = (height - Self.units(3408, size: 17)) / 2
        let baselines = try #require(label.baselines(at: Size(width: 100, height: height)))
        #expect(abs(baselines.first - (spare + Self.units(2728, size: 17))) < 1e-9)
        #expect(baselines.last == baselines.first)
        // In a taller frame the text (and its baseline) moves down by half the extra height.
        let tall = try #require(label.baselines(at: Size(width: 100, height: height + 40)))
        #expect(abs(tall.first - baselines.first - 20) < 1e-9)
        // Beside a Text by first baselines: the label's baseline and the title's share one y.
        let titleText = try text("Title", size: 34, id: "title")
        let stack = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Representable(label, id: "label")
            titleText
        }
        let result = layout(stack, in: .unspecified)
        let labelFrame = try #require(result.frame(id: "label")).rect
        let title = try #require(result.frame(id: "title")).rect
        // The label (vertically flexible at UILabel's default hugging, 250) is placed as tall as
        // the stack, so its baseline is the one it draws at that height.
        let placed = try #require(label.baselines(at: labelFrame.size))
        #expect(abs((labelFrame.minY + placed.first) - (title.minY + Self.units(2728, size: 34))) < 1e-9)
        #expect(Label(font: try Self.fonts.font(family: "Inter", size: 17), text: "").baselines(at: Size(width: 10, height: 10)) == nil)
    }

    @Test("frame(alignment: .leadingFirstTextBaseline) puts the text's baseline on the frame's bottom edge")
    func frameBaseline() throws {
        // A frame's guide default for a baseline is its height [R: OpenSwiftUI's
        // `_FrameLayout.commonPlacement`, the frame's default value minus the child's value].
        let view = try text("Caption", size: 17, id: "caption").frame(width: 200, height: 100, alignment: .leadingFirstTextBaseline)
        let result = layout(view, in: .unspecified)
        #expect(result.frame(id: "caption")?.rect.minY == 100 - Self.units(2728, size: 17))
        // Its own first baseline is the text's, moved: 100.
        #expect(view.explicitAlignment(VerticalAlignment.firstTextBaseline.key, proposal: .unspecified) == 100)
    }
}
