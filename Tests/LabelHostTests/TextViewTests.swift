import Testing
import Typesetting
import RepresentableKit
@testable import LabelHost

/// UITextView sizing semantics beside `Label` (BehaviourReference, "UITextView").
///
/// Independent sources:
/// - UIKit's documented defaults: `textContainerInset` (8, 0, 8, 0), `lineFragmentPadding` 5 [D].
/// - Inter 17 pt line height 3408 × 17 / 2816 = 20.5739 pt (fontTools OS/2 typo metrics,
///   Tests/Tools/font_metrics_reference.json).
/// - Advances from `hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf "The quick brown fox
///   jumps over the lazy dog"` (units; × 17 / 2816 for points): The 1808+1664+1640 = 5112,
///   quick 1716+1636+668+1572+1532 = 7124, brown 1748+1000+1628+2288+1648 = 8312,
///   fox 952+1616+1520 = 4088, jumps 668+1636+2448+1716+1472 = 7940, over 1624+1512+1640+1048
///   = 5824, the 1056+1664+1640 = 4360, lazy 668+1588+1524+1568 = 5348, dog 1748+1680+1716
///   = 5144, space 792. The whole sentence is 59588 units = 359.7287 pt.
@Suite("TextView: UITextView sizing semantics")
struct TextViewTests {
    static let sentence = "The quick brown fox jumps over the lazy dog"
    static let pointsPerUnit = 17.0 / 2816.0
    static let lineHeight = 3408.0 * pointsPerUnit

    /// The view width, the lines greedy wrapping gives at the wrap width (view − 0 − 0 − 2 × 5),
    /// and the widest of those lines in units. Worked by hand from the advances above: at 90 the
    /// wrap width is 80 pt = 13252 units; "The quick" is 5112 + 792 + 7124 = 13028 ≤ 13252, and
    /// "The quick brown" would be 22132, so line one is "The quick"; and so on:
    ///  70 (60 pt = 9939 u): every word alone (brown 8312 is the widest) → 9 lines
    ///  90 (13252 u): The quick | brown fox (13192) | jumps | over the | lazy dog → 5
    /// 110 (16565 u): The quick | brown fox | jumps over (14556) | the lazy dog (16436) → 4
    /// 130 (19878 u): The quick | brown fox | jumps over the (19708) | lazy dog → 4
    /// 150 (23190 u): The quick brown (22132) | fox jumps over | the lazy dog → 3
    /// 170 (26503 u): The quick brown | fox jumps over the (24588) | lazy dog → 3
    /// 190 (29816 u): The quick brown fox (27012) | jumps over the lazy (26856) | dog → 3
    /// 210–250: The quick brown fox | jumps over the lazy dog (31784) until 230 (36440 u), where
    ///          "The quick brown fox jumps" (35744) fits → 2
    /// 270–290: "… jumps over" (42360) | the lazy dog → 2; 310–330: "… over the" (47512) → 2;
    /// 350 (56302 u): "… the lazy" (53652) | dog → 2; 370 (59626 u): the whole 59588 → 1.
    static let table: [(width: Double, lines: Int, widest: Int)] = [
        (70, 9, 8312), (90, 5, 13192), (110, 4, 16436), (130, 4, 19708), (150, 3, 22132),
        (170, 3, 24588), (190, 3, 27012), (210, 2, 31784), (230, 2, 35744), (250, 2, 35744),
        (270, 2, 42360), (290, 2, 42360), (310, 2, 47512), (330, 2, 47512), (350, 2, 53652),
        (370, 1, 59588), (390, 1, 59588), (410, 1, 59588), (430, 1, 59588), (450, 1, 59588),
    ]

    static func ceil2x(_ x: Double) -> Double { (x * 2).rounded(.up) / 2 }

    func textView(_ text: String? = sentence) throws -> TextView {
        let fonts = try FontCollection.bundled()
        let view = TextView(font: try fonts.font(family: "Inter", size: 17), text: text)
        view.isScrollEnabled = false
        return view
    }

    func label(_ text: String = sentence) throws -> Label {
        let fonts = try FontCollection.bundled()
        let label = Label(font: try fonts.font(family: "Inter", size: 17), text: text)
        label.numberOfLines = 0
        label.lineBreakStrategy = []  // greedy, as a text view wraps
        return label
    }

    @Test("defaults: inset (8, 0, 8, 0), padding 5, no line limit, word wrapping, scrolling, no orphan avoidance [D]")
    func defaults() throws {
        let view = TextView(font: try FontCollection.bundled().font(family: "Inter", size: 17))
        #expect(view.textContainerInset == EdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0))
        #expect(view.lineFragmentPadding == 5)
        #expect(view.maximumNumberOfLines == 0)
        #expect(view.lineBreakMode == .byWordWrapping)
        #expect(view.lineBreakStrategy == [])
        #expect(view.isScrollEnabled)
        // A scrolling text view has no intrinsic size (UIScrollView) [D].
        #expect(view.intrinsicContentSize == Size(width: noIntrinsicMetric, height: noIntrinsicMetric))
    }

    /// Height = lines × 20.5739 + 8 + 8, ceiled @2x; width = widest line + 2 × 5, ceiled.
    @Test("sizeThatFits at 20 widths, from hb-shape advances", arguments: table.indices)
    func sizeAtWidth(index: Int) throws {
        let (width, lines, widest) = Self.table[index]
        let view = try textView()
        let size = view.sizeThatFits(Size(width: width, height: .infinity))
        #expect(size.height == Self.ceil2x(Double(lines) * Self.lineHeight + 16), "at \(width)")
        #expect(size.width == Self.ceil2x(Double(widest) * Self.pointsPerUnit + 10), "at \(width)")
        #expect(try view.layout(forViewWidth: width)?.lineCount == lines)
    }

    /// A label wrapping at the text view's wrap width (view − 10) has the same lines, and its
    /// height differs by exactly the insets, 8 + 8: n × 20.5739 ceiled @2x, plus 16 (a
    /// multiple of 0.5, so ceiling keeps the difference exact).
    @Test("same text, same wrap width: the heights differ by exactly the insets", arguments: table.indices)
    func heightsDifferByInsets(index: Int) throws {
        let width = Self.table[index].width
        let view = try textView()
        let label = try label()
        let textViewHeight = view.sizeThatFits(Size(width: width, height: .infinity)).height
        let labelHeight = label.sizeThatFits(Size(width: width - 10, height: .infinity)).height
        #expect(textViewHeight - labelHeight == 16, "at \(width)")
    }

    /// The padding narrows the wrap width: at 369 the text view wraps at 359 pt, and the
    /// sentence (359.7287 pt) no longer fits, so "dog" goes to a second line; a label 369 wide
    /// keeps one line. At 370 (wrap width 360) both show one line.
    @Test("the padding wraps 10 pt narrower than the view")
    func paddingWraps() throws {
        let view = try textView()
        let label = try label()
        #expect(try view.layout(forViewWidth: 369)?.lineCount == 2)
        #expect(try label.layout(forWidth: 369)?.lineCount == 1)
        #expect(try view.layout(forViewWidth: 370)?.lineCount == 1)
        view.lineFragmentPadding = 0
        #expect(try view.layout(forViewWidth: 369)?.lineCount == 1)
    }

    /// Insets add to the size as they are: (10, 20, 30, 40) adds 20 + 40 left and right and
    /// 10 + 30 top and bottom; one line is 359.7287 + 60 + 10 = 429.73 → 430 wide, 20.5739 +
    /// 40 = 60.57 → 61 tall.
    @Test("custom insets add to the size")
    func customInsets() throws {
        let view = try textView()
        view.textContainerInset = EdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 40)
        #expect(view.sizeThatFits(Size(width: 0, height: 0)) == Size(width: 430, height: 61))
        #expect(view.textOrigin == Point(x: 25, y: 10))
    }

    /// maximumNumberOfLines 2 at 90 (five lines unlimited): two lines, 2 × 20.5739 + 16 =
    /// 57.15 → 57.5; byTruncatingTail marks the last one truncated.
    @Test("maximumNumberOfLines and the container's lineBreakMode")
    func lineLimit() throws {
        let view = try textView()
        view.maximumNumberOfLines = 2
        #expect(view.sizeThatFits(Size(width: 90, height: .infinity)).height == 57.5)
        #expect(try view.layout(forViewWidth: 90)?.isTruncated == true)
        view.lineBreakMode = .byTruncatingTail
        let layout = try #require(try view.layout(forViewWidth: 90))
        #expect(layout.lines.last?.isTruncated == true)
    }

    /// isScrollEnabled = false: the width from the text (359.7287 + 10 → 370), the height for
    /// `boundsWidth` (one line before layout: 36.57 → 37; at 210, two lines: 57.15 → 57.5).
    @Test("non-scrolling intrinsic size: width from the text, height for the bounds' width [I]")
    func intrinsicSize() throws {
        let view = try textView()
        #expect(view.intrinsicContentSize == Size(width: 370, height: 37))
        view.boundsWidth = 210
        #expect(view.intrinsicContentSize == Size(width: 370, height: 57.5))
    }

    /// An empty text view is one line of its font tall: 20.5739 + 16 = 36.57 → 37, and
    /// 0 + 10 wide.
    @Test("empty text keeps one line's height [I]")
    func emptyText() throws {
        let view = try textView("")
        #expect(view.sizeThatFits(Size(width: 200, height: .infinity)) == Size(width: 10, height: 37))
    }

    /// ViewAdaptor's `.default` ideal size: the ideal width is the proposal (else the
    /// intrinsic width), the ideal height the height for it. A non-scrolling text view and a
    /// label get the same behaviour; only the insets and padding differ: at 210 proposed, the
    /// text view is 210 × 57.5 (two lines + 16) and the label at 200 (its wrap width) is two
    /// lines, 41.15 → 41.5, 16 less. Unproposed, the text view is its one-line width + 10.
    @Test("ViewAdaptor: a text view and a label have the same ideal-width behaviour [R]")
    func adaptor() throws {
        let view = try textView()
        let adaptor = ViewAdaptor(view)
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 210, height: nil)) == Size(width: 210, height: 57.5))
        let labelAdaptor = ViewAdaptor(try label())
        #expect(labelAdaptor.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == Size(width: 200, height: 41.5))
        #expect(adaptor.sizeThatFits(.unspecified) == Size(width: 370, height: 37))
        #expect(labelAdaptor.sizeThatFits(.unspecified) == Size(width: 360, height: 21))
    }

    /// A scrolling text view has no intrinsic size, so the adaptor's ideal height is 0 and
    /// an unproposed height collapses (SwiftUI's 0 … 0 … ∞ for a dimension without an ideal),
    /// while a proposed one is taken whole: the public complaint "a text view takes the whole
    /// proposal or nothing".
    @Test("ViewAdaptor: a scrolling text view takes the proposal [R]")
    func scrollingAdaptor() throws {
        let view = try textView()
        view.isScrollEnabled = true
        let adaptor = ViewAdaptor(view)
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 210, height: 500)) == Size(width: 210, height: 500))
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 210, height: nil)) == Size(width: 210, height: 0))
    }

    /// Exclusion paths in the container's coordinates: a 100 × 30 rectangle at its top-left.
    /// The first fragment starts at 100 + 5 (padding) in the container, which is x = 100 in the
    /// layout (whose x starts after the padding); below it, lines start at 0.
    @Test("exclusion paths are the text container's")
    func exclusions() throws {
        let view = try textView(Self.sentence + " " + Self.sentence)
        view.exclusionPaths = [.rectangle(Rect(x: 0, y: 0, width: 100, height: 30))]
        let layout = try #require(try view.layout(forViewWidth: 300))
        #expect(layout.lines[0].origin.x == 100)
        #expect(layout.lines[2].origin.x == 0)
    }
}
