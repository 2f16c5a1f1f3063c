import Testing
import RepresentableKit

/// A view with no intrinsic size: 0 … 0 … ∞ on both axes (seed table, row 1).
func flexible(_ id: String? = nil) -> Representable {
    Representable(FixedView(), id: id)
}

/// A view that is exactly `width` × `height` whatever it is proposed:
/// hugging and compression resistance 750 → x … x … x (seed table, row 5).
func rigid(_ width: Double, _ height: Double, id: String? = nil) -> Representable {
    Representable(
        FixedView(
            intrinsicWidth: width, intrinsicHeight: height, horizontalHugging: .defaultHigh,
            verticalHugging: .defaultHigh),
        id: id)
}

@Suite("padding")
struct PaddingTests {
    @Test("The child gets max(p − insets, 0); the result is child + insets")
    func defaultPadding() {
        let view = flexible("child").padding()
        // `.padding()` is 16 on every edge [R/U]. Width: max(100 − 32, 0) = 68 → child
        // 68 (row 1) → 68 + 32 = 100. Height nil stays nil → child ideal 0 → 0 + 32 = 32.
        let result = layout(view, in: ProposedViewSize(width: 100, height: nil))
        #expect(result.size == Size(width: 100, height: 32))
        // The child sits inside the insets: origin (16, 16), size 68 × 0.
        #expect(result.frame(id: "child")?.rect == Rect(x: 16, y: 16, width: 68, height: 0))
    }

    @Test("A proposal smaller than the insets gives the child 0")
    func tooSmall() {
        // max(20 − 32, 0) = 0 on both axes → child 0 × 0 → 32 × 32.
        #expect(flexible().padding().sizeThatFits(ProposedViewSize(width: 20, height: 20)) == Size(width: 32, height: 32))
    }

    @Test("Padding some edges")
    func someEdges() {
        let view = rigid(50, 40).padding(.horizontal, 10)
        // Only leading and trailing: 50 + 2 × 10 = 70 wide, 40 + 0 high [R].
        #expect(view.sizeThatFits(.unspecified) == Size(width: 70, height: 40))
        #expect((view as? PaddingLayout)?.insets == EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
    }
}

@Suite("frame(width:height:)")
struct FrameTests {
    @Test("Both set: exactly (w, h); the child is centred")
    func bothSet() {
        let view = rigid(100, 80, id: "child").frame(width: 200, height: 100)
        let result = layout(view, in: ProposedViewSize(width: 10, height: 10))
        // "Both set: returns exactly (w, h)" [R].
        #expect(result.size == Size(width: 200, height: 100))
        // Default alignment .center: ((200 − 100) / 2, (100 − 80) / 2) = (50, 10).
        #expect(result.frame(id: "child")?.rect == Rect(x: 50, y: 10, width: 100, height: 80))
    }

    @Test("Width only: proposes (w, p.h) and reports (w, child.h)")
    func widthOnly() {
        let view = rigid(100, 80).frame(width: 150)
        // [R]: child proposed (150, 500) → rigid 100 × 80; result (150, 80).
        #expect(view.sizeThatFits(ProposedViewSize(width: 10, height: 500)) == Size(width: 150, height: 80))
    }

    @Test("Alignment places an overflowing child")
    func alignment() {
        let view = rigid(100, 80, id: "child").frame(width: 60, height: 60, alignment: .bottomTrailing)
        let result = layout(view, in: .unspecified)
        // bottomTrailing: x = 60 − 100 = −40, y = 60 − 80 = −20; the child keeps its size.
        #expect(result.frame(id: "child")?.rect == Rect(x: -40, y: -20, width: 100, height: 80))
    }
}

@Suite("frame(min/ideal/max)")
struct FlexFrameTests {
    @Test("Rule 1: p set, min and max set → clamp(p, min, max)")
    func ruleOne() {
        let view = rigid(10, 10).frame(minWidth: 50, maxWidth: 200, minHeight: 50, maxHeight: 200)
        // [R] rule 1: clamp(300, 50, 200) = 200; clamp(10, 50, 200) = 50. The child does not matter.
        #expect(view.sizeThatFits(ProposedViewSize(width: 300, height: 10)) == Size(width: 200, height: 50))
    }

    @Test("Rule 2: p nil, ideal set → ideal")
    func ruleTwo() {
        let view = rigid(10, 10).frame(idealWidth: 120, idealHeight: 30)
        // [R] rule 2: size = ideal.
        #expect(view.sizeThatFits(.unspecified) == Size(width: 120, height: 30))
    }

    @Test("Rule 3, only min: max(min, min(p ?? ∞, child))")
    func ruleThreeMin() {
        // Rigid child 40 wide: max(100, min(300, 40)) = 100.
        #expect(rigid(40, 10).frame(minWidth: 100).sizeThatFits(ProposedViewSize(width: 300, height: nil)).width == 100)
        // Flexible child proposed clamp(300, 100, –) = 300 takes 300: max(100, min(300, 300)) = 300.
        #expect(flexible().frame(minWidth: 100).sizeThatFits(ProposedViewSize(width: 300, height: nil)).width == 300)
        // p nil: the child (rigid 140) is proposed nil; max(100, min(∞, 140)) = 140.
        #expect(rigid(140, 10).frame(minWidth: 100).sizeThatFits(.unspecified).width == 140)
    }

    @Test("Rule 3, only max: min(max, max(p ?? −∞, child)); maxWidth ∞ fills")
    func ruleThreeMax() {
        // [R]: "So `maxWidth: .infinity` fills the proposal": min(∞, max(300, 40)) = 300.
        #expect(rigid(40, 10).frame(maxWidth: .infinity).sizeThatFits(ProposedViewSize(width: 300, height: nil)).width == 300)
        // p nil, rigid child 300, max 200: min(200, max(−∞, 300)) = 200.
        #expect(rigid(300, 10).frame(maxWidth: 200).sizeThatFits(.unspecified).width == 200)
    }

    @Test("Rule 3 proposes clamp(p ?? ideal, min, max) to the child")
    func childProposal() throws {
        let frame = try #require(
            flexible().frame(minWidth: 50, idealWidth: 80, maxWidth: 200, minHeight: 10) as? FlexFrameLayout)
        // width: clamp(300, 50, 200) = 200; height: p 5 → max(5, 10) = 10.
        #expect(frame.contentProposal(for: ProposedViewSize(width: 300, height: 5)) == ProposedViewSize(width: 200, height: 10))
        // p nil: the ideal 80 (inside 50…200); height nil, no ideal → nil.
        #expect(frame.contentProposal(for: .unspecified) == ProposedViewSize(width: 80, height: nil))
    }

    @Test("A leading-aligned flexible frame places its child at the left")
    func alignedPlacement() {
        let view = rigid(40, 20, id: "child").frame(maxWidth: .infinity, alignment: .leading)
        let result = layout(view, in: ProposedViewSize(width: 300, height: nil))
        // Width 300 (maxWidth ∞ fills); height: only max unset, no min → the child's 20.
        #expect(result.size == Size(width: 300, height: 20))
        // .leading: x = 0, y = (20 − 20) / 2 = 0.
        #expect(result.frame(id: "child")?.rect == Rect(x: 0, y: 0, width: 40, height: 20))
    }
}

@Suite("fixedSize")
struct FixedSizeTests {
    /// 100 × 80 with compression resistance 250, hugging 250: 0 … x … ∞ (row 2).
    func shrinkable() -> Representable {
        Representable(
            FixedView(
                intrinsicWidth: 100, intrinsicHeight: 80, horizontalCompressionResistance: .defaultLow,
                verticalCompressionResistance: .defaultLow))
    }

    @Test("fixedSize() proposes nil on both axes")
    func both() {
        let proposal = ProposedViewSize(width: 50, height: 50)
        // Without: clamp(50, 0, ∞) = 50 on both axes (row 2).
        #expect(shrinkable().sizeThatFits(proposal) == Size(width: 50, height: 50))
        // [R] fixedSize proposes nil → the ideal 100 × 80.
        #expect(shrinkable().fixedSize().sizeThatFits(proposal) == Size(width: 100, height: 80))
    }

    @Test("fixedSize(horizontal:vertical:) rewrites only the fixed axes")
    func oneAxis() throws {
        let proposal = ProposedViewSize(width: 50, height: 50)
        // Horizontal fixed: width nil → 100; height passes through → 50.
        #expect(shrinkable().fixedSize(horizontal: true, vertical: false).sizeThatFits(proposal) == Size(width: 100, height: 50))
        let fixed = try #require(shrinkable().fixedSize(horizontal: false, vertical: true) as? FixedSizeLayout)
        #expect(fixed.contentProposal(for: proposal) == ProposedViewSize(width: 50, height: nil))
    }
}

@Suite("border and layoutPriority")
struct BorderTests {
    @Test("A border does not change the size and is recorded for a renderer")
    func border() {
        let view = rigid(100, 80, id: "child").border(Color(red: 1, green: 0, blue: 0), width: 2).id("border")
        let result = layout(view, in: .unspecified)
        // Size = the child's, 100 × 80 (row 5, nil → ideal).
        #expect(result.size == Size(width: 100, height: 80))
        let frame = result.frame(id: "border")
        #expect(frame?.borderColor == Color(red: 1, green: 0, blue: 0))
        #expect(frame?.borderWidth == 2)
        #expect(frame?.rect == result.frame(id: "child")?.rect)
    }

    @Test("layoutPriority passes through single-child modifiers and records no frame")
    func priorityPassesThrough() {
        let view = flexible("x").layoutPriority(3).padding().border(.black)
        #expect(view.layoutPriority == 3)
        let result = layout(view, in: .unspecified)
        // Frames: border, padding, the representable: the priority is a trait, not a node.
        #expect(result.frames.map(\.type) == ["border", "padding", "representable"])
    }
}

/// SwiftUI normalizes `frame(minWidth:idealWidth:maxWidth:…)` before layout: negative minimums
/// are clamped to 0, the ideal is raised up to the minimum and the maximum up to the ideal.
@Suite("frame(min:ideal:max:) normalization")
struct FlexFrameNormalizationTests {
    @Test("An ideal below the minimum is raised to the minimum")
    func idealRaisedToMin() {
        // frame(minWidth: 50, idealWidth: 20) proposed nil: rule 2 gives the ideal, which
        // normalization has raised to 50 (it would be 20, below the minimum, otherwise).
        let view = flexible("x").frame(minWidth: 50, idealWidth: 20, minHeight: 10, idealHeight: 10)
        #expect(layout(view, in: .unspecified).size == Size(width: 50, height: 10))
    }

    @Test("A maximum below the minimum is raised: the minimum wins")
    func maxRaisedToMin() {
        // minWidth 80, maxWidth 30 proposed 50: normalized to 80 … 80, so clamp(50, 80, 80) = 80.
        let view = flexible("x").frame(minWidth: 80, maxWidth: 30, minHeight: 10, maxHeight: 10)
        #expect(layout(view, in: ProposedViewSize(width: 50, height: 50)).size == Size(width: 80, height: 10))
    }

    @Test("A negative minimum is clamped to 0")
    func negativeMinimum() {
        // minWidth −20 → 0; proposed 0 with max 100: clamp(0, 0, 100) = 0, never negative.
        let view = flexible("x").frame(minWidth: -20, maxWidth: 100, minHeight: 0, maxHeight: 10)
        #expect(layout(view, in: ProposedViewSize(width: 0, height: 0)).size == Size(width: 0, height: 0))
        let frame = FlexFrameLayout(minWidth: -20, maxWidth: 100, content: flexible())
        #expect(frame.minWidth == 0)
    }

    @Test("Negative ideal, maximum and fixed lengths are clamped to 0 as well")
    func negativeLengths() {
        // idealWidth −5 proposed nil → rule 2 would give −5; clamped, 0. maxWidth −5 with no
        // minimum: clamp(40, −∞, 0) = 0 rather than −5.
        #expect(flexible().frame(idealWidth: -5, idealHeight: 10).sizeThatFits(.unspecified) == Size(width: 0, height: 10))
        #expect(FlexFrameLayout(maxWidth: -5, content: flexible()).maxWidth == 0)
        // frame(width: −10, height: 5) → 0 × 5.
        #expect(flexible().frame(width: -10, height: 5).sizeThatFits(.unspecified) == Size(width: 0, height: 5))
    }
}
