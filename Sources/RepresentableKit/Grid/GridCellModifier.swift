/// A grid cell's traits: how many columns it spans, its column's alignment, its anchor and the
/// axes on which it does not size its row or column (SwiftUI's `gridCellColumns(_:)`,
/// `gridColumnAlignment(_:)`, `gridCellAnchor(_:)`, `gridCellUnsizedAxes(_:)`).
package struct GridCellTraits: Sendable, Hashable {
    /// The columns the cell spans, at least 1.
    package var columns = 1
    /// The horizontal alignment of the cell's whole column, or nil.
    package var columnAlignment: HorizontalAlignment?
    /// Where the cell sits in its cell area, overriding the grid's, row's and column's
    /// alignment; nil to use them.
    package var anchor: UnitPoint?
    /// The axes on which the cell does not size its column (horizontal) or row (vertical): it
    /// is proposed the size the others give.
    package var unsizedAxes: Set<Axis> = []

    /// The traits of `view`, read through content modifiers and the layout pass's cache (the
    /// outermost modifier wins on each trait).
    package static func of(_ view: any LayoutView) -> GridCellTraits {
        switch view {
        case let cell as GridCellModifier:
            var inner = of(cell.content)
            cell.apply(to: &inner)
            return inner
        case let modifier as any ContentModifier:
            return of(modifier.content)
        default:
            return GridCellTraits()
        }
    }
}

/// Sets one grid-cell trait on its content; records no frame, and changes nothing outside a
/// `Grid`.
package struct GridCellModifier: SizedByContent {
    /// The trait set.
    package enum Trait: Sendable, Hashable {
        case columns(Int)
        case columnAlignment(HorizontalAlignment)
        case anchor(UnitPoint)
        case unsizedAxes(Set<Axis>)
    }

    /// The trait this modifier sets.
    package var trait: Trait
    /// The cell's view.
    package var content: any LayoutView

    /// Sets `trait` on `content`.
    package init(_ trait: Trait, content: any LayoutView) {
        self.trait = trait
        self.content = content
    }

    /// The content's identifier (the modifier records no frame of its own).
    package var id: String? {
        get { content.id }
        set { content.id = newValue }
    }

    /// Writes this modifier's trait into `traits`.
    func apply(to traits: inout GridCellTraits) {
        switch trait {
        case .columns(let n): traits.columns = min(max(1, n), Grid.maximumSpan)
        case .columnAlignment(let alignment): traits.columnAlignment = alignment
        case .anchor(let point): traits.anchor = point
        case .unsizedAxes(let axes): traits.unsizedAxes = axes
        }
    }

    /// Places the content directly in `bounds`.
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        content.placeSubviews(in: bounds, proposal: proposal, into: &recorder)
    }
}

extension LayoutView {
    /// Makes this view, as a cell of a `GridRow`, span `count` columns (at least 1, at most
    /// `Grid.maximumSpan`).
    public func gridCellColumns(_ count: Int) -> some LayoutView {
        GridCellModifier(.columns(count), content: self)
    }

    /// Aligns every cell of this view's grid column horizontally by `alignment`.
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> some LayoutView {
        GridCellModifier(.columnAlignment(alignment), content: self)
    }

    /// Places this cell at `anchor` of its cell area, overriding the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some LayoutView {
        GridCellModifier(.anchor(anchor), content: self)
    }

    /// Keeps this cell from sizing its grid column (horizontal) or row (vertical): a flexible
    /// view such as a `Divider` then takes the size the other cells give.
    public func gridCellUnsizedAxes(_ axes: Set<Axis>) -> some LayoutView {
        GridCellModifier(.unsizedAxes(axes), content: self)
    }
}
