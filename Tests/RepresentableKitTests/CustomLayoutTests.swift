import Testing
@testable import RepresentableKit

/// SwiftUI's `Layout` protocol: a flow layout of tags, written as in Apple's `Layout`
/// documentation (rows filled leading to trailing, a new row when the next tag would pass
/// the proposed width). Tags are rigid boxes, so every number is a sum of widths.
@Suite("Custom layouts")
struct CustomLayoutTests {
    /// Tags leading to trailing, 8 apart, wrapping when the next would pass the width.
    struct FlowLayout: Layout {
        var spacing: Double = 8

        struct Cache {
            var sizes: [Size]
        }

        func makeCache(subviews: Subviews) -> Cache {
            Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
        }

        /// Each tag's origin (relative to the layout's corner) for a row width of `width`.
        func origins(_ sizes: [Size], width: Double) -> (origins: [Point], size: Size) {
            var origins: [Point] = []
            var x = 0.0, y = 0.0, rowHeight = 0.0, widest = 0.0
            for size in sizes {
                if x > 0 && x + size.width > width {
                    x = 0
                    y += rowHeight + spacing
                    rowHeight = 0
                }
                origins.append(Point(x: x, y: y))
                widest = max(widest, x + size.width)
                x += size.width + spacing
                rowHeight = max(rowHeight, size.height)
            }
            return (origins, Size(width: widest, height: y + rowHeight))
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
            origins(cache.sizes, width: proposal.width ?? .infinity).size
        }

        func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
            let (origins, _) = origins(cache.sizes, width: bounds.width)
            for (subview, origin) in zip(subviews, origins) {
                subview.place(at: Point(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
            }
        }
    }

    func tag(_ width: Double, _ id: String) -> any LayoutView {
        Representable(
            FixedView(
                intrinsicWidth: width, intrinsicHeight: 30, horizontalHugging: .required, verticalHugging: .required,
                horizontalCompressionResistance: .required, verticalCompressionResistance: .required),
            id: id)
    }

    func tags() -> [any LayoutView] {
        [tag(80, "a"), tag(120, "b"), tag(60, "c"), tag(100, "d"), tag(90, "e")]
    }

    @Test("at 320 pt: three tags on the first row, two on the second")
    func at320() {
        let flow = FlowLayout(spacing: 8)(id: "flow") { tags() }
        let result = layout(flow, in: ProposedViewSize(width: 320, height: nil))
        // 80 + 8 + 120 + 8 + 60 = 276; + 8 + 100 = 384 > 320: "d" wraps. Row 2: 100 + 8 + 90 = 198.
        #expect(result.frame(id: "c")?.rect == Rect(x: 216, y: 0, width: 60, height: 30))  // 80 + 8 + 120 + 8
        #expect(result.frame(id: "d")?.rect == Rect(x: 0, y: 38, width: 100, height: 30))  // 30 + 8
        #expect(result.frame(id: "e")?.rect == Rect(x: 108, y: 38, width: 90, height: 30))
        #expect(result.size == Size(width: 276, height: 68))
        #expect(result.frames.first?.type == "layout")
    }

    @Test("at 390 pt: four tags on the first row (384 ≤ 390), one on the second; AnyLayout is the same")
    func at390() {
        let result = layout(FlowLayout()(id: "flow") { tags() }, in: ProposedViewSize(width: 390, height: nil))
        #expect(result.frame(id: "d")?.rect == Rect(x: 284, y: 0, width: 100, height: 30))  // 276 + 8
        #expect(result.frame(id: "e")?.rect == Rect(x: 0, y: 38, width: 90, height: 30))
        #expect(result.size == Size(width: 384, height: 68))
        let erased = layout(AnyLayout(FlowLayout())(id: "flow") { tags() }, in: ProposedViewSize(width: 390, height: nil))
        #expect(erased == result)
    }

    @Test("subview proxies: sizes, dimensions, priority, spacing; an unplaced subview is centred")
    func proxies() {
        struct Probe: Layout {
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
                Size(width: 100, height: 100)
            }
            func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let box = tag(20, "x")
        let result = layout(Probe()(id: "probe") { box }, in: .unspecified)
        #expect(result.frame(id: "x")?.rect == Rect(x: 40, y: 35, width: 20, height: 30))  // centred in 100 × 100
        let subviews = LayoutSubviews(views: [box.layoutPriority(2), Spacer()], placements: nil)
        #expect(subviews[0].priority == 2)
        #expect(subviews[0].dimensions(in: .unspecified)[HorizontalAlignment.trailing] == 20)
        #expect(subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal) == 0)
        #expect(subviews[0].spacing.distance(to: subviews[0].spacing, along: .horizontal) == 8)
    }
}
