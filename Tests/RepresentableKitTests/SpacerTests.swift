import Testing
import RepresentableKit

/// Spacer and Divider, BehaviourReference "Spacer" [D] and the rules in `Spacer`'s documentation
/// [R: OpenSwiftUI's SpacerLayoutComputer: length max(p ?? −∞, minLength) on the stack's
/// axis, 0 across it, layout priority −∞, zero spacing along the stack's axis]. Stack
/// distribution as in `StackTests` (BehaviourReference, "HStack and VStack" [M], layoutPriority [D]).
@Suite("Spacer and Divider")
struct SpacerTests {
    @Test("A spacer takes what the other children leave")
    func spacerTakesTheRest() {
        let stack = HStack {
            rigid(40, 20, id: "a")
            Spacer(id: "s")
            rigid(30, 20, id: "b")
        }
        let result = layout(stack, in: ProposedViewSize(width: 300, height: nil))
        // Default spacing next to a spacer is 0, so no gaps. Priority 0 first: reserved for the
        // −∞ group = the spacer's minimum, 8 [U]; a and b are rigid (40, 30). The spacer is then
        // offered 300 − 70 = 230 and takes max(230, 8) = 230; its height is 0, centred in 20.
        #expect(result.frame(id: "a")?.rect == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame(id: "s")?.rect == Rect(x: 40, y: 10, width: 230, height: 0))
        #expect(result.frame(id: "b")?.rect == Rect(x: 270, y: 0, width: 30, height: 20))
        #expect(result.size == Size(width: 300, height: 20))
    }

    @Test("Spacers share the leftover space equally")
    func spacersShare() {
        let stack = HStack {
            Spacer(id: "left")
            rigid(40, 20, id: "middle")
            Spacer(id: "right")
        }
        let result = layout(stack, in: ProposedViewSize(width: 200, height: 20))
        // Left: (200 − 40) / 2 = 80; right: the remaining 80. The rigid view sits at 80.
        #expect(result.frame(id: "left")?.rect.width == 80)
        #expect(result.frame(id: "middle")?.rect.minX == 80)
        #expect(result.frame(id: "right")?.rect == Rect(x: 120, y: 10, width: 80, height: 0))
    }

    @Test("Views go before spacers whatever their flexibility (priority −∞)")
    func textBeforeSpacer() {
        // A 24-character wrapping view in an adaptor: flexible width (0 … ∞), ideal 240.
        let text = ViewAdaptor(WrappingView(characters: 24), id: "text")
        let stack = HStack {
            text
            Spacer(id: "spacer")
        }
        let result = layout(stack, in: ProposedViewSize(width: 250, height: nil))
        // The adaptor's group is offered 250 − 8 (the spacer's reserved minimum) = 242 and takes
        // it (its width is the proposal); 24 characters × 10 fit in 242 → one line, 20 high.
        // The spacer gets 250 − 242 = 8. (By flexibility alone the adaptor would have been
        // offered 125 first and wrapped to 12 + 12 characters, 40 high.)
        #expect(result.frame(id: "text")?.rect == Rect(x: 0, y: 0, width: 242, height: 20))
        #expect(result.frame(id: "spacer")?.rect.width == 8)
    }

    @Test("minLength holds when the views overflow")
    func minLength() {
        let stack = HStack {
            rigid(150, 20, id: "a")
            Spacer(minLength: 30, id: "s")
            rigid(100, 20, id: "b")
        }
        let result = layout(stack, in: ProposedViewSize(width: 200, height: 20))
        // The rigid views take 250 > 200; the spacer is offered max(200 − 250, 0) = 0 and takes
        // max(0, 30) = 30: 150 + 30 + 100 = 280.
        #expect(result.frame(id: "s")?.rect == Rect(x: 150, y: 10, width: 30, height: 0))
        #expect(result.size.width == 280)
    }

    @Test("Default spacing is 0 next to a spacer; an explicit spacing applies to every gap")
    func spacingRules() {
        func row(_ spacing: Double?) -> HStack {
            HStack(spacing: spacing) {
                rigid(40, 20, id: "a")
                Spacer(id: "s")
                rigid(30, 20, id: "b")
                rigid(20, 20, id: "c")
            }
        }
        // nil: gaps a|s 0, s|b 0, b|c 8 (standard) [U: 8]. Spacer: 300 − 8 − 90 = 202.
        #expect(row(nil).gaps == [0, 0, 8])
        let loose = layout(row(nil), in: ProposedViewSize(width: 300, height: 20))
        #expect(loose.frame(id: "s")?.rect.minX == 40)
        #expect(loose.frame(id: "s")?.rect.width == 202)
        #expect(loose.frame(id: "b")?.rect.minX == 242)  // 40 + 202
        #expect(loose.frame(id: "c")?.rect.minX == 280)  // 242 + 30 + 8
        // 10: gaps 10, 10, 10; spacer 300 − 30 − 90 = 180; a 0, s 50, b 240, c 280.
        let tight = layout(row(10), in: ProposedViewSize(width: 300, height: 20))
        #expect(tight.frame(id: "s")?.rect == Rect(x: 50, y: 10, width: 180, height: 0))
        #expect(tight.frame(id: "b")?.rect.minX == 240)
        #expect(tight.frame(id: "c")?.rect.minX == 280)
    }

    @Test("A modified spacer keeps its stack's axis and its zero spacing")
    func spacerThroughModifiers() {
        let stack = VStack {
            rigid(50, 40, id: "top")
            Spacer().border(.black).id("s")
            rigid(50, 20, id: "bottom")
        }
        let result = layout(stack, in: ProposedViewSize(width: 100, height: 200))
        // In a VStack the spacer grows vertically and is 0 wide (not max(100, 8) = 100 as
        // outside a stack); default spacing around it is 0: 200 − 60 = 140 high.
        #expect(result.frame(id: "s")?.rect == Rect(x: 25, y: 40, width: 0, height: 140))
        #expect(result.frame(id: "bottom")?.rect.minY == 180)
    }

    @Test("Outside a stack a spacer grows on both axes")
    func spacerAlone() {
        // max(p ?? −∞, 8) per axis.
        #expect(Spacer().sizeThatFits(.unspecified) == Size(width: 8, height: 8))
        #expect(Spacer(minLength: 0).sizeThatFits(ProposedViewSize(width: 50, height: 60)) == Size(width: 50, height: 60))
        #expect(Spacer(minLength: 20).sizeThatFits(ProposedViewSize(width: 5, height: nil)) == Size(width: 20, height: 20))
    }

    @Test("A divider is a line across its stack's axis, one pixel thick")
    func divider() {
        let column = VStack(spacing: 0) {
            rigid(100, 20, id: "row")
            Divider(displayScale: 2, id: "line")
        }.fixedSize()
        let result = layout(column, in: .unspecified)
        // Horizontal in a VStack: thickness 1 / 2 = 0.5; its ideal width is 0, so the stack is
        // 100 wide (the row), and it is placed at the stack's resolved width, 100.
        #expect(result.frame(id: "line")?.rect == Rect(x: 0, y: 20, width: 100, height: 0.5))
        #expect(result.size == Size(width: 100, height: 20.5))

        let row = HStack(spacing: 0) {
            rigid(40, 30, id: "left")
            Divider(displayScale: 3, id: "bar")
        }
        let bar = layout(row, in: .unspecified).frame(id: "bar")?.rect
        // Vertical in an HStack: 1/3 wide, placed at the row's height 30.
        #expect(bar == Rect(x: 40, y: 0, width: 1.0 / 3, height: 30))
        // Outside a stack: horizontal, as wide as proposed.
        #expect(Divider(thickness: 1).sizeThatFits(ProposedViewSize(width: 300, height: nil)) == Size(width: 300, height: 1))
        #expect(result.frames.first { $0.id == "line" }?.fillColor == Divider.separatorColor)
    }
}

/// ZStack, background/overlay, aspectRatio, offset, position and ViewThatFits, each by the
/// rule in its type's documentation.
@Suite("Layers and placement modifiers")
struct LayerTests {
    @Test("ZStack: the largest child's size, children aligned, back to front")
    func zstack() {
        let stack = ZStack(alignment: .bottomTrailing, id: "z") {
            rigid(100, 50, id: "back")
            rigid(30, 20, id: "front")
        }
        let result = layout(stack, in: .unspecified)
        // Size max(100, 30) × max(50, 20); the front child's bottom-trailing corner on the
        // stack's: (100 − 30, 50 − 20) = (70, 30).
        #expect(result.size == Size(width: 100, height: 50))
        #expect(result.frame(id: "front")?.rect == Rect(x: 70, y: 30, width: 30, height: 20))
        #expect(result.frames.map(\.id) == ["z", "back", "front"])
    }

    @Test("ZStack: only the highest priority sizes it; the rest get that size")
    func zstackPriority() {
        let stack = ZStack {
            flexible("fill").layoutPriority(-1)
            rigid(60, 20, id: "label")
        }
        let result = layout(stack, in: ProposedViewSize(width: 300, height: 300))
        // Sized by the priority-0 child alone: 60 × 20 (not the fill's 300 × 300); the fill is
        // then proposed 60 × 20 and takes it.
        #expect(result.size == Size(width: 60, height: 20))
        #expect(result.frame(id: "fill")?.rect == Rect(x: 0, y: 0, width: 60, height: 20))
    }

    @Test("background and overlay are sized by the view they modify")
    func layers() {
        let badge = rigid(80, 30, id: "primary")
            .background(flexible("fill"))
            .overlay(rigid(10, 10, id: "dot"), alignment: .topTrailing)
        let result = layout(badge, in: ProposedViewSize(width: 300, height: 300))
        // The primary is rigid 80 × 30; the fill is proposed 80 × 30 and takes it; the dot keeps
        // 10 × 10 with its top-trailing corner on the primary's: x 80 − 10 = 70.
        #expect(result.size == Size(width: 80, height: 30))
        #expect(result.frame(id: "fill")?.rect == Rect(x: 0, y: 0, width: 80, height: 30))
        #expect(result.frame(id: "dot")?.rect == Rect(x: 70, y: 0, width: 10, height: 10))
        // Tree order is drawing order: overlay node, background node, fill, primary, dot.
        #expect(result.frames.map(\.type) == ["overlay", "background", "representable", "representable", "representable"])
        #expect(result.frames.compactMap(\.id) == ["fill", "primary", "dot"])
    }

    @Test("aspectRatio fits and fills the proposal")
    func aspectRatio() {
        let fit = flexible("v").aspectRatio(2, contentMode: .fit)
        // Shape (2, 1) in (200, 300): scales 100 and 300; fit takes the smaller, 100 → 200 × 100.
        #expect(fit.sizeThatFits(ProposedViewSize(width: 200, height: 300)) == Size(width: 200, height: 100))
        // Fill takes the larger, 300 → 600 × 300.
        let fill = flexible().aspectRatio(2, contentMode: .fill)
        #expect(fill.sizeThatFits(ProposedViewSize(width: 200, height: 300)) == Size(width: 600, height: 300))
        // A nil height counts as ∞: fit in (200, nil) → scale 100 → 200 × 100.
        #expect(fit.sizeThatFits(ProposedViewSize(width: 200, height: nil)) == Size(width: 200, height: 100))
        // Centred in its frame: the fitted view in a 200 × 300 frame sits at y (300 − 100) / 2.
        let framed = layout(fit.frame(width: 200, height: 300), in: .unspecified)
        #expect(framed.frame(id: "v")?.rect == Rect(x: 0, y: 100, width: 200, height: 100))
    }

    @Test("aspectRatio without a ratio keeps the content's ideal shape")
    func aspectRatioFromIdeal() {
        // Intrinsic 40 × 20 with hugging and compression resistance 250: 0 … 40/20 … ∞ (row 2).
        let view = Representable(
            FixedView(
                intrinsicWidth: 40, intrinsicHeight: 20, horizontalCompressionResistance: .defaultLow,
                verticalCompressionResistance: .defaultLow))
        // Shape 40 × 20 in (100, 100): scales 2.5 and 5; fit 2.5 → 100 × 50, fill 5 → 200 × 100.
        #expect(view.scaledToFit().sizeThatFits(ProposedViewSize(width: 100, height: 100)) == Size(width: 100, height: 50))
        #expect(view.scaledToFill().sizeThatFits(ProposedViewSize(width: 100, height: 100)) == Size(width: 200, height: 100))
        // A nil proposal passes through: the ideal 40 × 20.
        #expect(view.scaledToFit().sizeThatFits(.unspecified) == Size(width: 40, height: 20))
    }

    @Test("offset moves the drawing, not the layout")
    func offset() {
        let stack = VStack(spacing: 0) {
            rigid(50, 20, id: "a").offset(x: 5, y: -3).id("shift")
            rigid(50, 20, id: "b")
        }
        let result = layout(stack, in: .unspecified)
        // b stays below a's unshifted place (y 20); a itself is drawn at (5, −3).
        #expect(result.frame(id: "shift")?.rect == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(result.frame(id: "a")?.rect == Rect(x: 5, y: -3, width: 50, height: 20))
        #expect(result.frame(id: "b")?.rect.minY == 20)
        #expect(result.size == Size(width: 50, height: 40))
    }

    @Test("position takes the proposal and centres the view at the point")
    func position() {
        let view = rigid(20, 10, id: "dot").position(x: 50, y: 40)
        let result = layout(view, in: ProposedViewSize(width: 200, height: 100))
        // The node is the proposal, 200 × 100; the dot's centre at (50, 40): origin (40, 35).
        #expect(result.size == Size(width: 200, height: 100))
        #expect(result.frame(id: "dot")?.rect == Rect(x: 40, y: 35, width: 20, height: 10))
        // Nil axes become 10 (replacingUnspecifiedDimensions' default [D]).
        #expect(view.sizeThatFits(.unspecified) == Size(width: 10, height: 10))
    }

    @Test("ViewThatFits shows the first child whose ideal size fits, else the last")
    func viewThatFits() {
        let choice = ViewThatFits(in: [.horizontal], id: "choice") {
            rigid(300, 20, id: "wide")
            rigid(150, 20, id: "narrow")
        }
        // 300 > 200: the wide one does not fit; the narrow one does.
        let medium = layout(choice, in: ProposedViewSize(width: 200, height: nil))
        #expect(medium.frames.compactMap(\.id) == ["choice", "narrow"])
        #expect(medium.size == Size(width: 150, height: 20))
        // 300 ≤ 400: the first fits; the height (5) is not checked on a horizontal-only fit.
        #expect(layout(choice, in: ProposedViewSize(width: 400, height: 5)).frames.compactMap(\.id) == ["choice", "wide"])
        // Nothing fits in 100: the last child.
        #expect(choice.chosenIndex(for: ProposedViewSize(width: 100, height: nil)) == 1)
        // On both axes a height of 5 fits neither (20 > 5): the last child again.
        let both = ViewThatFits { rigid(300, 20); rigid(150, 20) }
        #expect(both.chosenIndex(for: ProposedViewSize(width: 400, height: 5)) == 1)
        #expect(both.chosenIndex(for: ProposedViewSize(width: 400, height: 20)) == 0)
    }
}
