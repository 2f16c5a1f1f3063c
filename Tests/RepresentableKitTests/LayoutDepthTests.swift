import Testing
@testable import RepresentableKit

/// Layout recurses once per level of the tree, so a tree built through the API has a depth
/// limit (`LayoutDepth.maximum`, 2,000 nodes): `checkedLayout` refuses a deeper tree with a
/// typed error instead of running out of stack, and a tree at the limit lays out on the test
/// runner's own threads.
@Suite("Layout depth: the API's limit is a typed error")
struct LayoutDepthTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case hstack, vstack, zstack, viewThatFits, frame, overlay
        var testDescription: String { rawValue }
    }

    static func leaf() -> any LayoutView {
        Representable(FixedView(intrinsicWidth: 10, intrinsicHeight: 20, horizontalHugging: .required, verticalHugging: .required))
    }

    /// `levels` containers of `kind`, each holding the one below, around a 10 × 20 leaf:
    /// `levels + 1` nodes from the root to the leaf.
    static func chain(_ kind: Kind, levels: Int) -> any LayoutView {
        var view = leaf()
        for _ in 0..<levels {
            let inner = view
            switch kind {
            case .hstack: view = HStack { inner }
            case .vstack: view = VStack { inner }
            case .zstack: view = ZStack { inner }
            case .viewThatFits: view = ViewThatFits { inner }
            case .frame: view = inner.frame(width: nil, height: nil)
            case .overlay: view = inner.overlay(leaf())
            }
        }
        return view
    }

    /// Depth is the node count of the longest root-to-leaf path (hand count: HStack →
    /// VStack → VStack → leaf is 4; the HStack's other child, a leaf, is on a path of 2).
    @Test func depthIsTheLongestPath() {
        let tree = HStack { Self.leaf(); VStack { VStack { Self.leaf() } } }
        #expect(LayoutDepth.depth(of: tree) == 4)
        #expect(LayoutDepth.depth(of: Self.leaf()) == 1)
        #expect(LayoutDepth.depth(of: Self.chain(.overlay, levels: 3)) == 4)
    }

    /// A chain exactly `maximum` nodes deep lays out, and its size is the leaf's: each of
    /// these containers, holding one child, takes its child's size (a frame with no sizes,
    /// an overlay takes its content's).
    @Test(arguments: Kind.allCases)
    func atTheLimitLaysOut(kind: Kind) throws {
        let tree = Self.chain(kind, levels: LayoutDepth.maximum - 1)
        #expect(LayoutDepth.depth(of: tree) == LayoutDepth.maximum)
        let result = try checkedLayout(tree, in: ProposedViewSize(width: 200, height: nil))
        #expect(result.size == Size(width: 10, height: 20))
    }

    /// One node past the limit, and 10,000 levels (which ran out of stack while placing), are
    /// `LayoutDepthError`, found without recursion.
    @Test(arguments: [LayoutDepth.maximum, 10_000])
    func deeperIsATypedError(levels: Int) {
        #expect(throws: LayoutDepthError(limit: LayoutDepth.maximum)) {
            try checkedLayout(Self.chain(.hstack, levels: levels), in: ProposedViewSize(width: 200, height: nil))
        }
    }

    /// The depth walk stops at the limit: a 10,000-level chain is measured only as far as
    /// the first node past it.
    @Test func theWalkStopsPastTheLimit() {
        #expect(LayoutDepth.depth(of: Self.chain(.vstack, levels: 10_000)) == LayoutDepth.maximum + 1)
    }
}
