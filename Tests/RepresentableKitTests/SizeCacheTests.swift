import Testing
@testable import RepresentableKit

/// What a layout pass asks of the nodes below: each `Counted` node adds to it.
final class WorkCounter {
    /// How many times a `Counted` node computed a size.
    var sizes = 0
    /// How many times a `Counted` node's layout priority was read.
    var priorities = 0
}

/// A fake modifier that changes nothing and counts the work asked of it.
struct Counted: ContentModifier {
    var content: any LayoutView
    let counter: WorkCounter

    var id: String? {
        get { content.id }
        set { content.id = newValue }
    }

    var layoutPriority: Double {
        counter.priorities += 1
        return content.layoutPriority
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        counter.sizes += 1
        return content.sizeThatFits(proposal)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        content.placeSubviews(in: bounds, proposal: proposal, into: &recorder)
    }
}

/// Nested containers cost time linear in their depth: a layout pass asks each node for each
/// distinct proposal once (`SizeCachingNode`), and `ZStack` reads its children's priorities a
/// fixed number of times. The work is counted, never timed.
@Suite("Size cache: layout work linear in depth")
struct SizeCacheTests {
    /// The ways of nesting one child per level.
    enum Nesting: String, CaseIterable, CustomTestStringConvertible {
        case hstack, vstack, viewThatFits, zstack, alternatingWithSpacer
        var testDescription: String { rawValue }
    }

    /// A 10 × 20 rigid leaf under `depth` levels of `nesting`, every node counted.
    static func tree(_ nesting: Nesting, depth: Int, counter: WorkCounter) -> any LayoutView {
        let box = FixedView(
            intrinsicWidth: 10, intrinsicHeight: 20, horizontalHugging: .required, verticalHugging: .required)
        var view: any LayoutView = Counted(content: Representable(box), counter: counter)
        for level in 0..<depth {
            let inner = view
            let container: any LayoutView
            switch nesting {
            case .hstack: container = HStack { inner }
            case .vstack: container = VStack { inner }
            case .viewThatFits: container = ViewThatFits { inner }
            case .zstack: container = ZStack { inner }
            case .alternatingWithSpacer:
                container = level.isMultiple(of: 2) ? HStack { Spacer(); inner } : VStack { Spacer(); inner }
            }
            view = Counted(content: container, counter: counter)
        }
        return view
    }

    /// How many sizes the counted nodes computed laying `tree` out in `proposal`.
    static func work(_ nesting: Nesting, depth: Int, proposal: ProposedViewSize) -> (sizes: Int, size: Size) {
        let counter = WorkCounter()
        let result = layout(tree(nesting, depth: depth, counter: counter), in: proposal)
        return (counter.sizes, result.size)
    }

    /// Doubling the depth at most doubles the work (plus a constant): without the cache the
    /// work is a power of the depth (a stack asks its child at 0, ∞ and its offer, so 3^depth;
    /// `ViewThatFits` at the ideal and the proposal, 2^depth) and this fails by far.
    @Test(arguments: Nesting.allCases)
    func doublingTheDepthAtMostDoublesTheWork(nesting: Nesting) {
        let proposal = ProposedViewSize(width: 200, height: 300)
        let shallow = Self.work(nesting, depth: 12, proposal: proposal).sizes
        let deep = Self.work(nesting, depth: 24, proposal: proposal).sizes
        #expect(deep <= 2 * shallow + 16, "\(shallow) sizes at depth 12, \(deep) at 24")
    }

    /// Exact bounds per node, from the rules of each container (each node computes a size once
    /// per distinct proposal):
    /// - HStack proposed (200, nil): a stack proposes its child 0, ∞ or its own major-axis
    ///   offer (the whole 200: one child, no gaps) with the cross-axis proposal, which is nil
    ///   when sizing and the resolved height when placing (`StackLayout.placeChildren`). So a
    ///   node sees at most {0, ∞, 200} × {nil, height}: 6 proposals.
    /// - VStack proposed (nil, 200): the same with the axes swapped, 6.
    /// - ViewThatFits proposed (200, nil): the child is proposed the ideal (nil, nil) and the
    ///   proposal (200, nil) [D], and the ideal passes on as the ideal: 2.
    /// - ZStack: every child gets the stack's own proposal, when sized and when placed: 1.
    @Test(arguments: [
        (Nesting.hstack, ProposedViewSize(width: 200, height: nil), 6),
        (Nesting.vstack, ProposedViewSize(width: nil, height: 200), 6),
        (Nesting.viewThatFits, ProposedViewSize(width: 200, height: nil), 2),
        (Nesting.zstack, ProposedViewSize(width: 200, height: nil), 1),
    ])
    func eachNodeComputesEachProposalOnce(nesting: Nesting, proposal: ProposedViewSize, perNode: Int) {
        let depth = 30
        let (sizes, size) = Self.work(nesting, depth: depth, proposal: proposal)
        // depth containers and the leaf, all counted.
        #expect(sizes <= perNode * (depth + 1), "\(sizes) sizes for \(depth + 1) nodes")
        // The rigid 10 × 20 leaf decides the size through every level (one child, no gaps).
        #expect(size == Size(width: 10, height: 20))
    }

    /// The layout is the same with and without the cache: the frames of a cached pass equal
    /// the sizes the uncached tree reports when asked directly (at a depth the uncached tree
    /// can still afford).
    @Test(arguments: Nesting.allCases)
    func cachedLayoutMatchesDirectSizing(nesting: Nesting) {
        let counter = WorkCounter()
        let tree = Self.tree(nesting, depth: 6, counter: counter)
        for proposal in [
            ProposedViewSize(width: 200, height: 300), ProposedViewSize(width: 200, height: nil),
            .unspecified, .zero, .infinity,
        ] {
            #expect(layout(tree, in: proposal).size == tree.sizeThatFits(proposal), "\(proposal)")
        }
    }

    /// A thousand levels lay out (and the work stays within the per-node bound above).
    @Test func depthOneThousand() {
        let (sizes, size) = Self.work(.hstack, depth: 1_000, proposal: ProposedViewSize(width: 200, height: nil))
        #expect(sizes <= 6 * 1_001)
        #expect(size == Size(width: 10, height: 20))
    }

    /// A ZStack reads each child's priority a fixed number of times per call: once to find the
    /// highest and once to compare with it, when sizing and again when placing, so 4 reads a
    /// child for one pass (the highest priority used to be found again for every child, n²).
    @Test func zstackReadsPrioritiesLinearly() {
        let counter = WorkCounter()
        let count = 2_000
        let children: [any LayoutView] = (0..<count).map { index in
            Counted(content: Representable(FixedView(intrinsicWidth: Double(index % 7), intrinsicHeight: 1)), counter: counter)
        }
        let result = layout(ZStack(children: children), in: ProposedViewSize(width: 100, height: 100))
        #expect(counter.priorities <= 4 * count, "\(counter.priorities) priority reads for \(count) children")
        // Every child is proposed the same (100, 100) when sized and when placed: one size each.
        #expect(counter.sizes == count)
        #expect(result.frames.count == count + 1)
    }

    /// A hosted view asked again in a new pass is measured again: the cache lasts one pass.
    @Test func theCacheLastsOnePass() {
        let box = FixedView(intrinsicWidth: 10, intrinsicHeight: 20)
        let stack = HStack { Representable(box) }
        let proposal = ProposedViewSize(width: nil, height: nil)
        #expect(layout(stack, in: proposal).size == Size(width: 10, height: 20))
        box.intrinsicContentSize = Size(width: 30, height: 5)
        #expect(layout(stack, in: proposal).size == Size(width: 30, height: 5))
    }

    /// Spacers inside modifiers still take their stack's axis and spacing rule under the cache:
    /// an HStack of a 10-wide view and a padded spacer, proposed 100 wide, gives the spacer
    /// 100 − 10 = 90 (0 spacing next to a spacer), padding included, and no height beyond the
    /// view's 20 (a spacer in an HStack is 0 high).
    @Test func spacersAreStillAdopted() {
        let box = FixedView(
            intrinsicWidth: 10, intrinsicHeight: 20, horizontalHugging: .required, verticalHugging: .required)
        let stack = HStack {
            Representable(box)
            Spacer(id: "s").padding(.horizontal, 5)
        }
        let result = layout(stack, in: ProposedViewSize(width: 100, height: nil))
        #expect(result.size == Size(width: 100, height: 20))
        #expect(result.frame(id: "s")?.rect == Rect(x: 15, y: 10, width: 80, height: 0))
    }
}
