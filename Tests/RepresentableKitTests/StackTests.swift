import Testing
import RepresentableKit

/// HStack/VStack distribution, Documentation/BehaviourReference.md "HStack and VStack" [M]:
/// 1. proposal minus total spacing; 2. least flexible first (size at ∞ minus
/// size at 0); 3. higher layoutPriority groups first; 4. remaining /
/// children-left. A nil major-axis proposal gives ideal sizes.
@Suite("Stacks")
struct StackTests {
    @Test("Equal children share the space equally")
    func equalDistribution() {
        let stack = HStack(spacing: 10) {
            flexible("a")
            flexible("b")
            flexible("c")
        }
        let result = layout(stack, in: ProposedViewSize(width: 320, height: 50))
        // (320 − 2 × 10) / 3 = 100 each; heights clamp(50, 0, ∞) = 50.
        #expect(result.size == Size(width: 320, height: 50))
        // x: 0, 100 + 10 = 110, 110 + 100 + 10 = 220.
        #expect(result.frame(id: "a")?.rect == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(result.frame(id: "b")?.rect == Rect(x: 110, y: 0, width: 100, height: 50))
        #expect(result.frame(id: "c")?.rect == Rect(x: 220, y: 0, width: 100, height: 50))
    }

    @Test("The least flexible child is offered space first")
    func leastFlexibleFirst() {
        let stack = HStack(spacing: 0) {
            flexible("flexible")
            rigid(200, 20, id: "rigid")
        }
        let result = layout(stack, in: ProposedViewSize(width: 300, height: nil))
        // Flexibilities: flexible ∞ − 0 = ∞, rigid 200 − 200 = 0 → rigid first.
        // Rigid offered 300 / 2 = 150, takes 200; flexible offered 100 / 1 = 100.
        // (In child order the flexible one would have taken 150: 150 + 200 = 350.)
        #expect(result.frame(id: "rigid")?.rect.width == 200)
        #expect(result.frame(id: "flexible")?.rect.width == 100)
        #expect(result.size == Size(width: 300, height: 20))  // 100 + 200; height max(0, 20)
    }

    @Test("A higher layoutPriority takes all but the others' minimum")
    func layoutPriority() {
        let stack = HStack(spacing: 0) {
            flexible("low")
            flexible("high").layoutPriority(1)
        }
        let result = layout(stack, in: ProposedViewSize(width: 300, height: 10))
        // Apple's layoutPriority doc [D]: the high child is offered 300 minus the lower
        // children's minimum (0) = 300 and takes it; the low child gets 0.
        #expect(result.frame(id: "high")?.rect.width == 300)
        #expect(result.frame(id: "low")?.rect.width == 0)
        #expect(result.frame(id: "low")?.rect.minX == 0)
        #expect(result.frame(id: "high")?.rect.minX == 0)  // after a 0-wide child, spacing 0
    }

    @Test("The lower group's minimum is reserved")
    func reservedMinimum() {
        // Minimum 50: intrinsic 50 with CR 750 → 50 … 50 … ∞ (row 4).
        let low = Representable(FixedView(intrinsicWidth: 50, intrinsicHeight: 10), id: "low")
        let stack = HStack(spacing: 0) {
            low
            flexible("high").layoutPriority(1)
        }
        let result = layout(stack, in: ProposedViewSize(width: 300, height: 10))
        // high offered 300 − 50 = 250; low then offered 300 − 250 = 50.
        #expect(result.frame(id: "high")?.rect.width == 250)
        #expect(result.frame(id: "low")?.rect.width == 50)
    }

    @Test("A nil proposal sizes the stack from the children's ideal sizes")
    func nilProposal() {
        let stack = VStack {
            rigid(100, 80, id: "a")
            Representable(FixedView(intrinsicWidth: 60, intrinsicHeight: 20), id: "b")
        }
        let result = layout(stack, in: .unspecified)
        // Ideals 100 × 80 and 60 × 20, default spacing 8 [U]: height 80 + 8 + 20 = 108, width max = 100.
        #expect(result.size == Size(width: 100, height: 108))
        // Placed at the stack's resolved width (SwiftUI places stack children with the
        // stack's resolved cross size proposed): b, hugging 250 < 750 → 60 … 60 … ∞ (row 4),
        // proposed 100 → clamp(100, 60, ∞) = 100 wide, at x 0, y = 80 + 8 = 88.
        #expect(result.frame(id: "b")?.rect == Rect(x: 0, y: 88, width: 100, height: 20))
    }

    @Test("Minor-axis alignment", arguments: [
        (HorizontalAlignment.leading, 0.0),  // leading: x = 0
        (.center, 20.0),  // (100 − 60) / 2 = 20
        (.trailing, 40.0),  // 100 − 60 = 40
    ])
    func vstackAlignment(alignment: HorizontalAlignment, x: Double) {
        let stack = VStack(alignment: alignment, spacing: 0) {
            rigid(100, 10)
            rigid(60, 10, id: "narrow")
        }
        #expect(layout(stack, in: .unspecified).frame(id: "narrow")?.rect.minX == x)
    }

    @Test("HStack vertical alignment", arguments: [
        (VerticalAlignment.top, 0.0),  // top: y = 0
        (.center, 15.0),  // (40 − 10) / 2 = 15
        (.bottom, 30.0),  // 40 − 10 = 30
    ])
    func hstackAlignment(alignment: VerticalAlignment, y: Double) {
        let stack = HStack(alignment: alignment) {
            rigid(10, 40)
            rigid(10, 10, id: "short")
        }
        #expect(layout(stack, in: .unspecified).frame(id: "short")?.rect.minY == y)
    }

    @Test("Spacing larger than the proposal never offers negative sizes")
    func tooMuchSpacing() {
        let stack = VStack(spacing: 100) {
            flexible()
            flexible()
        }
        // 50 − 100 < 0: each child is offered max(…, 0) = 0; height 0 + 100 + 0 = 100.
        #expect(stack.sizeThatFits(ProposedViewSize(width: 10, height: 50)) == Size(width: 10, height: 100))
    }

    @Test("An empty stack is 0 × 0")
    func empty() {
        // No children: no spacing, no sizes.
        #expect(HStack(children: []).sizeThatFits(ProposedViewSize(width: 100, height: 100)) == .zero)
    }

    @Test("Frames are depth-first pre-order in root coordinates")
    func nestedFrames() {
        let tree = VStack(spacing: 0, id: "outer") {
            rigid(100, 20, id: "top")
            HStack(spacing: 0, id: "row") {
                rigid(30, 10, id: "left")
                rigid(30, 10, id: "right")
            }
            .padding(5)
        }
        let result = layout(tree, in: .unspecified)
        // Pre-order of the tree as written: vstack, its first child, the padding, the
        // padding's hstack, the hstack's two children; depths follow the nesting.
        #expect(result.frames.map { $0.id ?? "-" } == ["outer", "top", "-", "row", "left", "right"])
        #expect(result.frames.map(\.depth) == [0, 1, 1, 2, 3, 3])
        // Row: 30 + 30 = 60 wide; padding 5 → 70 × 20 at x (100 − 70) / 2 = 15, y 20.
        // "right" in root coordinates: x = 15 + 5 + 30 = 50, y = 20 + 5 = 25.
        #expect(result.frame(id: "right")?.rect == Rect(x: 50, y: 25, width: 30, height: 10))
    }
}

/// Two rules SwiftUI's stacks follow that plain distribution misses.
@Suite("Stacks: SwiftUI's placement and tie rules")
struct StackSwiftUIRuleTests {
    @Test("Children are placed at the stack's resolved cross size (equal-width buttons)")
    func placedAtResolvedCrossSize() {
        // SwiftUI's idiom `VStack { Button….frame(maxWidth: .infinity) }.fixedSize()`: every
        // button is as wide as the widest one. fixedSize proposes nil × nil; the stack's
        // width is its widest child's ideal, max(40, 25) = 40; each child is then placed
        // with width 40 proposed, and frame(maxWidth: ∞) of a 25-wide view proposed 40 is
        // min(∞, max(40, 25)) = 40 (SwiftUI's flexible-frame rule).
        let stack = VStack(spacing: 0) {
            rigid(40, 20, id: "wide").frame(maxWidth: .infinity).id("wideFrame")
            rigid(25, 20, id: "narrow").frame(maxWidth: .infinity).id("narrowFrame")
        }.fixedSize()
        let result = layout(stack, in: ProposedViewSize(width: 300, height: 300))
        #expect(result.size == Size(width: 40, height: 40))
        #expect(result.frame(id: "wideFrame")?.rect == Rect(x: 0, y: 0, width: 40, height: 20))
        #expect(result.frame(id: "narrowFrame")?.rect == Rect(x: 0, y: 20, width: 40, height: 20))
        // The 25-wide view is centred in its 40-wide frame: x = (40 − 25) / 2 = 7.5.
        #expect(result.frame(id: "narrow")?.rect == Rect(x: 7.5, y: 20, width: 25, height: 20))
    }

    @Test("A frame(height:) child of a fixed-size stack takes the stack's width")
    func fixedHeightChildTakesStackWidth() {
        // BehaviourReference's example ("Stack placement"): the widest child is 40; a flexible
        // view in frame(height: 10) is proposed the stack's width 40 when placed (nil would
        // give its ideal, 0 for a view with no intrinsic size).
        let stack = VStack(spacing: 0) {
            rigid(40, 20, id: "wide")
            flexible("bar").frame(height: 10).id("barFrame")
        }.fixedSize()
        let result = layout(stack, in: .unspecified)
        #expect(result.frame(id: "barFrame")?.rect.width == 40)
        #expect(result.frame(id: "bar")?.rect.width == 40)
    }

    @Test("Equally flexible children: the larger minimum is sized first")
    func tieLargerMinimumFirst() {
        // HStack(spacing: 0) { Color; Color.frame(minWidth: 80) } in 100: both are unbounded
        // (∞ − 0 and ∞ − 80 are both ∞). SwiftUI sizes the one with the larger minimum
        // first: offered 100 / 2 = 50, it takes max(50, 80) = 80; the other gets 100 − 80 = 20.
        let stack = HStack(spacing: 0) {
            flexible("a")
            flexible("b").frame(minWidth: 80).id("bFrame")
        }
        let result = layout(stack, in: ProposedViewSize(width: 100, height: 10))
        #expect(result.frame(id: "a")?.rect.width == 20)
        #expect(result.frame(id: "bFrame")?.rect.width == 80)
        #expect(result.size.width == 100)
    }

    // The tie rule is SwiftUI's `_LayoutTraits.FlexibilityEstimate` `<` (OpenSwiftUI,
    // Sources/OpenSwiftUICore/Layout/Geometry/LayoutTraits.swift, audited for 6.0.87): compare
    // max − min; when equal, compare −min only if the difference is ∞ (0 otherwise). Its tests
    // (LayoutTraitsTests) give (20…40) vs (30…50) as neither < nor >, and (10…∞) > (20…∞).
    // The stack sorts with a stable insertion sort, so "neither" keeps source order.

    @Test("Equal finite flexibility is a tie: source order", arguments: [
        // HStack { Color.frame(minWidth: 20, maxWidth: 40); Color.frame(minWidth: 30, maxWidth: 50) }
        // in 100, spacing 8: flexibilities 40 − 20 = 20 and 50 − 30 = 20, a tie, so source
        // order. 100 − 8 = 92; the first is offered 92 / 2 = 46 and takes min(40, 46) = 40; the
        // second is offered 92 − 40 = 52 and takes min(50, 52) = 50: 40 + 50. (Larger minimum
        // first would offer the second 46 first: 46, then the first 46 → 40, i.e. 40 + 46.)
        ((20.0, 40.0), (30.0, 50.0), (40.0, 50.0)),
        // Swapped: (30…50) first is offered 46 and takes 46; (20…40) is offered 92 − 46 = 46
        // and takes 40. Source order decides, not the minimum.
        ((30.0, 50.0), (20.0, 40.0), (46.0, 40.0)),
    ])
    func finiteTieKeepsSourceOrder(first: (Double, Double), second: (Double, Double), widths: (Double, Double)) {
        let stack = HStack(spacing: 8) {
            flexible("a").frame(minWidth: first.0, maxWidth: first.1).id("first")
            flexible("b").frame(minWidth: second.0, maxWidth: second.1).id("second")
        }
        let result = layout(stack, in: ProposedViewSize(width: 100, height: 10))
        #expect(result.frame(id: "first")?.rect.width == widths.0)
        #expect(result.frame(id: "second")?.rect.width == widths.1)
        #expect(result.size.width == widths.0 + 8 + widths.1)
    }

    @Test("Equal unbounded flexibility: the larger minimum first, whatever the order")
    func unboundedTieLargerMinimumFirst() {
        // (10…∞) and (40…∞) in 60, spacing 0: both differences are ∞, so −min decides and
        // (40…∞) goes first, offered 60 / 2 = 30, taking max(30, 40) = 40; (10…∞) gets 20.
        // Source order would offer (10…∞) 30 first, then (40…∞) 30 → 40: 30 + 40 = 70 > 60.
        let stack = HStack(spacing: 0) {
            flexible("a").frame(minWidth: 10, maxWidth: .infinity).id("small")
            flexible("b").frame(minWidth: 40, maxWidth: .infinity).id("large")
        }
        let result = layout(stack, in: ProposedViewSize(width: 60, height: 10))
        #expect(result.frame(id: "small")?.rect.width == 20)
        #expect(result.frame(id: "large")?.rect.width == 40)
    }
}
