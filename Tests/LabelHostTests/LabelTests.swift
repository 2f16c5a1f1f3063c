import Testing
import Typesetting
import RepresentableKit
@testable import LabelHost

/// UILabel semantics on the real text engine, in Inter named by family (its own tables, not
/// the system font's SF Pro profile).
///
/// Independent sources used below:
/// - Inter's vertical metrics from Tests/Tools/font_metrics_reference.json (fontTools):
///   unitsPerEm 2816, OS/2 sTypoAscender 2728, sTypoDescender −680, sTypoLineGap 0, with
///   USE_TYPO_METRICS set, so lineHeight = 3408 units = 3408 × 17 / 2816 = 20.5739 pt at 17 pt.
/// - Advances from `hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf "Some text Some text"`:
///   S 1796, o 1680, m 2448, e 1640, space 792, t 1008, e 1600, x 1520, t 1024
///   ("Some text" = 13508 units = 81.548 pt at 17 pt).
/// - UILabel rules from Documentation/BehaviourReference.md ("UILabel"), quoted at each test.
@Suite("Label: UILabel sizing semantics")
struct LabelTests {
    static let pointsPerUnit = 17.0 / 2816.0
    static let lineHeight = 3408.0 * pointsPerUnit  // 20.5739
    static let someTextWidth = 13508.0 * pointsPerUnit  // 81.548

    func label(_ text: String?) throws -> Label {
        let fonts = try FontCollection.bundled()
        return Label(font: try fonts.font(family: "Inter", size: 17), text: text)
    }

    @Test("defaults: one line, hugging 250, compression resistance 750 [M]")
    func defaults() throws {
        let l = try label("x")
        #expect(l.numberOfLines == 1)
        #expect(l.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(l.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(l.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(l.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(l.lineBreakMode == .byTruncatingTail)
    }

    /// BehaviourReference, "Autoshrink and tightening": allowsDefaultTighteningForTruncation
    /// (default false) tightens before truncating, by at most tighteningFactorForTruncation
    /// (0.05). "Some text" (81.548 pt) drawn in 79 pt: 81.548 / 79 = 1.032 ≤ 1.05.
    @Test("allowsDefaultTighteningForTruncation draws the whole text instead of truncating [D]")
    func tighteningForTruncation() throws {
        let l = try label("Some text")
        #expect(l.allowsDefaultTighteningForTruncation == false)
        let bounds = Rect(x: 0, y: 0, width: 79, height: 21)
        #expect(try l.drawingLayout(in: bounds)?.layout.isTruncated == true)
        l.allowsDefaultTighteningForTruncation = true
        let drawn = try #require(try l.drawingLayout(in: bounds)?.layout)
        #expect(!drawn.isTruncated)
        #expect(abs(drawn.lines[0].width - 79) < 1e-9)
        // Sizing is unchanged: the intrinsic size is still the untightened one, ceiled @2x.
        #expect(l.intrinsicContentSize.width == 82)
    }

    @Test("empty or nil text is (0, 0) [M]")
    func emptyText() throws {
        #expect(try label("").intrinsicContentSize == Size(width: 0, height: 0))
        #expect(try label(nil).intrinsicContentSize == Size(width: 0, height: 0))
        #expect(try label("").sizeThatFits(Size(width: 100, height: 100)) == .zero)
    }

    @Test("intrinsic size is the single-line size, ceiled to device pixels [M][I]")
    func intrinsicSingleLine() throws {
        let l = try label("Some text")
        l.scale = 2
        // 81.548 × 2 = 163.1 → 164 px → 82.0; 20.5739 × 2 = 41.15 → 42 px → 21.0.
        #expect(l.intrinsicContentSize == Size(width: 82, height: 21))
        l.scale = 3
        // 81.548 × 3 = 244.6 → 245 px → 81.667; 20.5739 × 3 = 61.72 → 62 px → 20.667.
        #expect(abs(l.intrinsicContentSize.width - 245.0 / 3) < 1e-9)
        #expect(abs(l.intrinsicContentSize.height - 62.0 / 3) < 1e-9)
    }

    @Test("sizeThatFits(.zero) gives the natural single-line size [M]")
    func sizeThatFitsZero() throws {
        let l = try label("Some text Some text")
        l.numberOfLines = 0
        // One line: 27808 units × 17 / 2816 = 167.875 → @2x 168.0.
        #expect(l.sizeThatFits(.zero) == Size(width: 168, height: 21))
    }

    @Test("numberOfLines = 0 with preferredMaxLayoutWidth = 0 behaves as one line [D]")
    func multilineWithoutPreferredWidth() throws {
        let l = try label("Some text Some text")
        l.numberOfLines = 0
        #expect(l.intrinsicContentSize == Size(width: 168, height: 21))
        l.preferredMaxLayoutWidth = 100
        // "Some text " fits 100 (81.548); adding "Some" (8356 more units → 131.99) does not:
        // two lines of 81.548; height 2 × 20.5739 = 41.148 → @2x 41.5.
        #expect(l.intrinsicContentSize == Size(width: 82, height: 41.5))
    }

    @Test("sizeThatFits wraps at the width and honours numberOfLines")
    func sizeThatFitsWraps() throws {
        let l = try label("Some text Some text")
        l.numberOfLines = 0
        #expect(l.sizeThatFits(Size(width: 100, height: .infinity)) == Size(width: 82, height: 41.5))
        l.numberOfLines = 1
        // One line: UILabel reports the natural single-line size whatever the width.
        #expect(l.sizeThatFits(Size(width: 100, height: .infinity)) == Size(width: 168, height: 21))
    }

    @Test("textRect(forBounds:limitedToNumberOfLines:)")
    func textRect() throws {
        let l = try label("Some text Some text Some text")
        let r = l.textRect(forBounds: Rect(x: 5, y: 7, width: 100, height: 1000), limitedToNumberOfLines: 2)
        // Three lines at width 100, limited to 2: 2 × 20.5739 = 41.148 → 41.5, at the bounds' origin.
        #expect(r.origin == Point(x: 5, y: 7))
        #expect(r.height == 41.5)
        #expect(r.width <= 100)
        let all = l.textRect(forBounds: Rect(x: 0, y: 0, width: 100, height: 1000), limitedToNumberOfLines: 0)
        // 3 × 20.5739 = 61.72 → @2x 62.0.
        #expect(all.height == 62)
    }

    @Test("a label changes its answers when its text changes")
    func invalidation() throws {
        let l = try label("Some text")
        #expect(l.intrinsicContentSize.width == 82)
        l.text = "Some text Some text"
        #expect(l.intrinsicContentSize.width == 168)
        l.text = ""
        #expect(l.intrinsicContentSize == .zero)
    }

    @Test("a bare multi-line label in a representable stays on one line (RepresentableKit's naive case)")
    func naiveRepresentable() throws {
        let l = try label("Some text Some text")
        l.numberOfLines = 0
        let sizing = RepresentableSizing(l)
        // Representable table [R]: ideal = intrinsic = one line (168 × 21); compression
        // resistance 750 → min = ideal; hugging 250 → max = ∞.
        #expect(sizing.size(for: ProposedViewSize(width: 100, height: nil)) == Size(width: 168, height: 21))
        #expect(sizing.size(for: ProposedViewSize(width: 390, height: nil)) == Size(width: 390, height: 21))
    }

    @Test("an adaptor wraps the label at the proposed width (RepresentableKit's .default ideal size)")
    func adaptorWraps() throws {
        let l = try label("Some text Some text")
        l.numberOfLines = 0
        let adaptor = ViewAdaptor(l)
        // Width: proposal 100 within 0…ideal(=100)…∞; height: nil → ideal height at the resolved
        // width = two lines = 41.5 (see multilineWithoutPreferredWidth).
        #expect(adaptor.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 100, height: 41.5))
        // Unspecified width: the ideal width is the unconstrained one-line width.
        #expect(adaptor.sizeThatFits(.unspecified) == Size(width: 168, height: 21))
    }
}

@Suite("README examples")
struct ReadmeExampleTests {
    @Test("the layout-test example in README.md prints (390.0 × 113.5)")
    func labelAndSizing() throws {
        let label = try Label(text: "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one.")
        label.numberOfLines = 0
        let root = ViewAdaptor(label).padding()
        let result = layout(root, in: ProposedViewSize(width: 390, height: nil))
        // padding [R]: 390 − 32 = 358 for the adaptor; four lines of UILabel's default font,
        // systemFont(ofSize: 17) (UIKit documentation, UILabel.font), measured as SF Pro: line
        // height 17 × 2444/2048 = 20.2871, no text style so no HIG leading: 4 × 20.2871 =
        // 81.148 → 81.5 at @2x; plus 32.
        #expect(result.size.description == "(390.0 × 113.5)")
    }
}

/// UILabel's default lineBreakStrategy is `.standard` (UIKit documentation), which avoids
/// orphans: a wrapped label keeps at least two words on its last line (widely reported since
/// iOS 11). Widths from `hb-shape Fonts/Inter-Roman.var.ttf "Welcome to the app"` (upem 2816,
/// 17 pt): "Welcome" 12176, space 792, "to" 2688, "the" 4360 (t kerned to 1056), "app" 5020.
@Suite("Label: orphan avoidance (lineBreakStrategy .standard)")
struct LabelOrphanTests {
    func label(_ text: String) throws -> Label {
        let l = Label(font: try FontCollection.bundled().font(family: "Inter", size: 17), text: text)
        l.numberOfLines = 0
        return l
    }

    @Test func welcomeToTheAppAt130() throws {
        let l = try label("Welcome to the app")
        #expect(l.lineBreakStrategy == .standard)
        // UILabel: "Welcome to" / "the app": widest line 15656 units × 17/2816 = 94.514 →
        // 95 at @2x; two lines 2 × 20.5739 = 41.148 → 41.5.
        #expect(l.sizeThatFits(Size(width: 130, height: .infinity)) == Size(width: 95, height: 41.5))
        // Greedy (NSParagraphStyle's empty strategy): "Welcome to the" = 20808 units =
        // 125.616 → 126 at @2x.
        l.lineBreakStrategy = []
        #expect(l.sizeThatFits(Size(width: 130, height: .infinity)) == Size(width: 126, height: 41.5))
    }

    /// Attributed text whose paragraph style sets no strategy still avoids orphans (the
    /// label's strategy applies, as a real UILabel still avoids orphans there); a strategy
    /// the paragraph style sets wins.
    @Test func attributedTextWithoutStrategy() throws {
        let l = try label("")
        let font = try FontCollection.bundled().font(family: "Inter", size: 17)
        l.attributedText = AttributedText("Welcome to the app", attributes: TextAttributes(font: font))
        #expect(l.sizeThatFits(Size(width: 130, height: .infinity)) == Size(width: 95, height: 41.5))
        var style = ParagraphStyle()
        style.lineBreakStrategy = .hangulWordPriority
        l.paragraphStyle = style
        #expect(l.sizeThatFits(Size(width: 130, height: .infinity)) == Size(width: 126, height: 41.5))
    }

    /// NSParagraphStyle's default strategy is empty (UIKit documentation), and so the engine's.
    @Test func paragraphStyleDefaultIsEmpty() {
        #expect(ParagraphStyle().lineBreakStrategy.isEmpty)
    }
}

/// UILabel's lineSpacing quirk (measured on iOS by third parties): one line gets lineSpacing
/// below it; wrapped lines get it only between them, as the engine always does.
@Suite("Label: lineSpacing on a single line")
struct LabelLineSpacingTests {
    @Test func singleLineGetsSpacingBelow() throws {
        let l = Label(font: try FontCollection.bundled().font(family: "Inter", size: 17), text: "Some text Some text")
        var style = ParagraphStyle()
        style.lineSpacing = 10
        l.paragraphStyle = style
        // One line: 20.5739 (3408 × 17/2816) + 10 = 30.574 → 31 at @2x; width 27808 units
        // = 167.875 → 168 (see LabelTests).
        #expect(l.sizeThatFits(.zero) == Size(width: 168, height: 31))
        // Two lines at 100: 2 × 20.5739 + 10 between them = 51.148 → 51.5; none below.
        l.numberOfLines = 0
        #expect(l.sizeThatFits(Size(width: 100, height: .infinity)) == Size(width: 82, height: 51.5))
        // The engine: between lines only, so one line is 20.5739 high.
        let prepared = try #require(try l.preparedText())
        #expect(abs(try prepared.layout(width: nil).size.height - 3408.0 * 17 / 2816) < 1e-9)
    }
}
