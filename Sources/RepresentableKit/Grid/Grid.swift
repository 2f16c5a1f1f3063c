/// A row of a `Grid` (SwiftUI's `GridRow`): each child is a cell, the first in the grid's
/// first column, the next in the next (a cell with `gridCellColumns(n)` takes n columns).
///
/// `alignment` aligns the row's cells vertically (nil: the grid's vertical alignment). Outside
/// a grid a row lays its cells out as an HStack with the default spacing does [U].
public struct GridRow: LayoutView, LayoutContainer {
    /// The vertical alignment of the row's cells, or nil for the grid's.
    package var alignment: VerticalAlignment?
    /// The cells, leading to trailing.
    package var children: [any LayoutView]
    /// The identifier recorded with the row's frame, or nil.
    public var id: String?

    /// A row of `children`.
    package init(alignment: VerticalAlignment? = nil, id: String? = nil, children: [any LayoutView]) {
        self.alignment = alignment
        self.children = children
        self.id = id
    }

    /// A row of the cells `content` builds, like `GridRow { … }`.
    public init(alignment: VerticalAlignment? = nil, id: String? = nil, @LayoutBuilder content: () -> [any LayoutView]) {
        self.init(alignment: alignment, id: id, children: content())
    }

    /// This row with each cell transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.children = children.map(transform)
        return copy
    }

    private var stack: StackLayout {
        StackLayout(
            axis: .horizontal, gaps: StackTraits.gaps(children, spacing: nil, standard: VStack.defaultSpacing),
            children: children.map { StackTraits.adopting(.horizontal, $0) }, guide: (alignment ?? .center).key)
    }

    /// Outside a grid: an HStack's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        stack.sizeThatFits(proposal)
    }

    /// Outside a grid: records the row ("gridRow") and places the cells as an HStack does.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "gridRow", rect: bounds)
        stack.placeChildren(in: bounds, proposal: proposal, into: &recorder, minorOffset: (alignment ?? .center).offset)
    }
}

/// SwiftUI's `Grid`: rows of cells whose columns line up (BehaviourReference, "Grid").
///
/// - The grid has as many columns as its longest row (cells counted with their spans); a
///   shorter row leaves its trailing columns empty [D]. A child that is not a `GridRow` is a
///   row of its own spanning every column [D].
/// - A column is as wide as its widest cell that spans it alone; a row is as tall as its
///   tallest cell [D: "the grid sizes each column to fit the widest cell, and each row to fit
///   the tallest"]. With a finite proposed width the columns share it as an HStack's children
///   do (least flexible first; a column's size at an offer is its widest cell's), and the rows
///   share a finite proposed height as a VStack's do [I].
/// - A cell spanning several columns (and a view spanning the grid) is offered the proposal
///   less the columns it does not span; when it is wider than its columns together, the
///   excess is shared equally among them [U].
/// - A cell with `gridCellUnsizedAxes` sizes no column (horizontal) or row (vertical) and is
///   proposed the size the others give [D: "prevents a flexible view like a Spacer, Divider,
///   or Color from defining the size of a row or column"].
/// - Cells are proposed their area (the column widths they span with the spacing between, the
///   row's height) and placed in it: `gridCellAnchor` when set; otherwise horizontally by the
///   column's `gridColumnAlignment` (the first set in the column) or the grid's alignment, and
///   vertically by the row's alignment or the grid's, a guide such as `.firstTextBaseline`
///   lining the row's cells up as an HStack does [D/I].
/// - Spacing between columns and rows: `horizontalSpacing`/`verticalSpacing`, else the default
///   spacing (8 here; SwiftUI's is platform-dependent [U]).
public struct Grid: LayoutView, LayoutContainer {
    /// The most columns one cell may span: 1,000 (a larger `gridCellColumns` is cut to it, so a
    /// grid's column count stays bounded by its cells) [U: SwiftUI documents no limit].
    package static let maximumSpan = 1_000

    /// Where cells sit in their areas; `.center` by default.
    package var alignment: Alignment
    /// The space between columns, or nil for `standardSpacing`.
    package var horizontalSpacing: Double?
    /// The space between rows, or nil for `standardSpacing`.
    package var verticalSpacing: Double?
    /// The spacing used when one is not given.
    package var standardSpacing: Double
    /// The rows (`GridRow`s, or views that span the grid).
    package var children: [any LayoutView]
    /// The identifier recorded with the grid's frame, or nil.
    public var id: String?

    /// A grid of `children`.
    package init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        standardSpacing: Double = VStack.defaultSpacing, id: String? = nil, children: [any LayoutView]
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.map { max($0, 0) }
        self.verticalSpacing = verticalSpacing.map { max($0, 0) }
        self.standardSpacing = standardSpacing
        self.children = children
        self.id = id
    }

    /// A grid of the rows `content` builds, like `Grid { GridRow { … } … }`.
    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        id: String? = nil, @LayoutBuilder content: () -> [any LayoutView]
    ) {
        self.init(
            alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, id: id,
            children: content())
    }

    /// This grid with each row (and each row's cells) transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.children = children.map(transform)
        return copy
    }

    // MARK: The model

    /// One cell: its view, where it starts and how many columns it takes.
    struct Cell {
        let view: any LayoutView
        let column: Int
        let span: Int
        let traits: GridCellTraits
    }

    /// One row: its cells, its alignment, and the node that records its frame (nil for a view
    /// that spans the grid, which records its own).
    struct Row {
        let cells: [Cell]
        let alignment: VerticalAlignment?
        let node: GridRow?
    }

    /// `view` as a `GridRow`, looking through the layout pass's cache.
    private static func gridRow(_ view: any LayoutView) -> GridRow? {
        if let row = view as? GridRow { return row }
        if let cached = view as? SizeCachingNode { return gridRow(cached.content) }
        return nil
    }

    /// The rows and the column count.
    func model() -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var columns = 0
        var lone: [Int] = []
        for child in children {
            guard let row = Self.gridRow(child) else {
                lone.append(rows.count)
                rows.append(Row(cells: [Cell(view: child, column: 0, span: 1, traits: GridCellTraits.of(child))], alignment: nil, node: nil))
                continue
            }
            var column = 0
            var cells: [Cell] = []
            for cell in row.children {
                let traits = GridCellTraits.of(cell)
                cells.append(Cell(view: cell, column: column, span: traits.columns, traits: traits))
                column += traits.columns
            }
            columns = max(columns, column)
            rows.append(Row(cells: cells, alignment: row.alignment, node: row))
        }
        // A view outside a row spans every column (at least one).
        for index in lone {
            let cell = rows[index].cells[0]
            rows[index] = Row(
                cells: [Cell(view: cell.view, column: 0, span: max(columns, 1), traits: cell.traits)], alignment: nil, node: nil)
        }
        return (rows, max(columns, lone.isEmpty ? 0 : 1))
    }

    private var columnSpacing: Double { horizontalSpacing ?? standardSpacing }
    private var rowSpacing: Double { verticalSpacing ?? standardSpacing }

    /// The widths the column pass gave, and the width each cell was proposed in it (a
    /// single-column cell its column's offer, a spanning cell its own): the row pass proposes a
    /// cell that same width, so a nested grid is asked no new proposal (see "Cost" in
    /// BehaviourReference, "Grid").
    struct ColumnPass {
        var widths: [Double]
        var columnOffers: [Double?]
        /// Offers of spanning cells, by row and cell index.
        var spanOffers: [Int: [Int: Double?]] = [:]

        /// The width proposal cell `index` of row `row` was measured at.
        func offer(row: Int, index: Int, cell: Cell) -> Double? {
            if cell.span == 1, cell.column < columnOffers.count { return columnOffers[cell.column] }
            return spanOffers[row]?[index] ?? nil
        }
    }

    /// Each column's width for `proposal`.
    func columnPass(_ rows: [Row], columns: Int, proposal: ProposedViewSize) -> ColumnPass {
        guard columns > 0 else { return ColumnPass(widths: [], columnOffers: []) }
        var single = [[any LayoutView]](repeating: [], count: columns)
        var spanning: [(row: Int, index: Int, cell: Cell)] = []
        for (r, row) in rows.enumerated() {
            for (index, cell) in row.cells.enumerated() where !cell.traits.unsizedAxes.contains(.horizontal) {
                if cell.span == 1 { single[cell.column].append(cell.view) } else { spanning.append((r, index, cell)) }
            }
        }
        func width(_ column: Int, _ offer: Double?) -> Double {
            single[column].reduce(0) { max($0, $1.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width) }
        }
        let spacing = Double(columns - 1) * columnSpacing
        let shared = Self.share(proposal.width.map { $0 - spacing }, count: columns, length: width)
        var pass = ColumnPass(widths: shared.lengths, columnOffers: shared.offers)
        for (r, index, cell) in spanning {
            let end = min(cell.column + cell.span, columns)
            let spanned = pass.widths[cell.column..<end].reduce(0, +) + Double(end - cell.column - 1) * columnSpacing
            let others = pass.widths.reduce(0, +) + spacing - spanned
            let offer = proposal.width.map { max($0 - others, 0) }
            pass.spanOffers[r, default: [:]][index] = .some(offer)
            let need = cell.view.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width
            guard need > spanned else { continue }
            let extra = (need - spanned) / Double(end - cell.column)
            for column in cell.column..<end { pass.widths[column] += extra }
        }
        return pass
    }

    /// The lengths `count` parts take when sharing `available` (nil: each its ideal) as a
    /// stack's children do: the least flexible first, each offered what remains divided by
    /// the parts left (`StackLayout`'s rule, without priorities); with the offer each got.
    static func share(
        _ available: Double?, count: Int, length: (Int, Double?) -> Double
    ) -> (lengths: [Double], offers: [Double?]) {
        guard let available else { return ((0..<count).map { length($0, nil) }, Array(repeating: nil, count: count)) }
        let order = (0..<count).map { index in (index, length(index, .infinity) - length(index, 0)) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        var lengths = [Double](repeating: 0, count: count)
        var offers = [Double?](repeating: nil, count: count)
        var remaining = available
        var left = count
        for (index, _) in order {
            let offer = remaining.isInfinite ? remaining : max(remaining / Double(left), 0)
            offers[index] = offer
            lengths[index] = length(index, offer)
            if !remaining.isInfinite { remaining -= lengths[index] }
            left -= 1
        }
        return (lengths, offers)
    }

    /// The width of the area of `cell`: its columns and the spacing between them.
    private func areaWidth(_ cell: Cell, _ widths: [Double]) -> Double {
        let end = min(cell.column + cell.span, widths.count)
        guard end > cell.column else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + Double(end - cell.column - 1) * columnSpacing
    }

    /// The row's vertical guide (its own, else the grid's).
    private func rowGuide(_ row: Row) -> VerticalAlignment { row.alignment ?? alignment.vertical }

    /// The cross placement of a row's cells proposed (`cellWidths`, `height`): each cell's y
    /// offset in the row and the row's height. Cells with an anchor are left at 0 (placed by
    /// their anchor later).
    private func rowLayout(_ row: Row, cellWidths: [Double?], height: Double?) -> (offsets: [Double], height: Double) {
        let guide = rowGuide(row)
        let sized = zip(row.cells, cellWidths).map { cell, width -> (proposal: ProposedViewSize, size: Size) in
            let proposal = ProposedViewSize(width: width, height: height)
            return (proposal, cell.view.sizeThatFits(proposal))
        }
        let aligned = row.cells.indices.filter { row.cells[$0].traits.anchor == nil && !row.cells[$0].traits.unsizedAxes.contains(.vertical) }
        let layout = StackLayout(
            axis: .horizontal, gaps: [], children: aligned.map { row.cells[$0].view }, guide: guide.key)
        let placements = aligned.map { sized[$0] }
        var offsets = [Double](repeating: 0, count: row.cells.count)
        var rowHeight = 0.0
        if let values = layout.guideValues(placements) {
            let span = StackLayout.span(values: values, sizes: placements.map { $0.size.height })
            rowHeight = span.upper - span.lower
            for (k, index) in aligned.enumerated() { offsets[index] = -span.lower - values[k] }
        } else {
            rowHeight = placements.reduce(0) { max($0, $1.size.height) }
            for (k, index) in aligned.enumerated() { offsets[index] = guide.offset(of: placements[k].size.height, in: rowHeight) }
        }
        for (index, cell) in row.cells.enumerated() where cell.traits.anchor != nil && !cell.traits.unsizedAxes.contains(.vertical) {
            rowHeight = max(rowHeight, sized[index].size.height)
        }
        return (offsets, rowHeight)
    }

    /// Each row's height for `proposal`, each cell proposed the width it was measured at in the
    /// column pass.
    func rowHeights(_ rows: [Row], pass: ColumnPass, proposal: ProposedViewSize) -> [Double] {
        let spacing = Double(max(rows.count - 1, 0)) * rowSpacing
        let cellWidths = rows.enumerated().map { r, row in
            row.cells.enumerated().map { index, cell in pass.offer(row: r, index: index, cell: cell) }
        }
        return Self.share(proposal.height.map { $0 - spacing }, count: rows.count) { index, offer in
            rowLayout(rows[index], cellWidths: cellWidths[index], height: offer).height
        }.lengths
    }

    /// The grid's size: the columns and rows with the spacing between them.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let (rows, columns) = model()
        let pass = columnPass(rows, columns: columns, proposal: proposal)
        let widths = pass.widths
        let heights = rowHeights(rows, pass: pass, proposal: proposal)
        return Size(
            width: widths.reduce(0, +) + Double(max(columns - 1, 0)) * columnSpacing,
            height: heights.reduce(0, +) + Double(max(rows.count - 1, 0)) * rowSpacing)
    }

    /// Records the grid ("grid"), then each row ("gridRow", a band as wide as the grid) and its
    /// cells placed in their areas.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "grid", rect: bounds)
        let (rows, columns) = model()
        let pass = columnPass(rows, columns: columns, proposal: proposal)
        let widths = pass.widths
        let heights = rowHeights(rows, pass: pass, proposal: proposal)
        var starts: [Double] = []
        var x = bounds.minX
        for width in widths {
            starts.append(x)
            x += width + columnSpacing
        }
        // A column's alignment: the first `gridColumnAlignment` in it, top to bottom.
        var columnAlignment = [HorizontalAlignment?](repeating: nil, count: columns)
        for row in rows {
            for cell in row.cells where cell.span == 1 && columnAlignment[cell.column] == nil {
                columnAlignment[cell.column] = cell.traits.columnAlignment
            }
        }
        var y = bounds.minY
        for (row, height) in zip(rows, heights) {
            // Placed in its area: each cell proposed the area's width and the row's height.
            let (offsets, _) = rowLayout(row, cellWidths: row.cells.map { areaWidth($0, widths) }, height: height)
            var cells: [(view: any LayoutView, rect: Rect, proposal: ProposedViewSize)] = []
            for (index, cell) in row.cells.enumerated() where cell.column < columns {
                let area = Rect(x: starts[cell.column], y: y, width: areaWidth(cell, widths), height: height)
                let proposal = ProposedViewSize(area.size)
                let size = cell.view.sizeThatFits(proposal)
                let origin: Point
                if let anchor = cell.traits.anchor {
                    origin = Point(
                        x: area.minX + anchor.x * (area.width - size.width), y: area.minY + anchor.y * (area.height - size.height))
                } else {
                    let horizontal = cell.span == 1 ? columnAlignment[cell.column] ?? alignment.horizontal : alignment.horizontal
                    let placed = Alignment(horizontal: horizontal, vertical: rowGuide(row))
                        .origin(of: cell.view, size: size, proposal: proposal, in: ViewDimensions(size: area.size))
                    let dy = cell.traits.unsizedAxes.contains(.vertical) ? placed.y : offsets[index]
                    origin = Point(x: area.minX + placed.x, y: area.minY + dy)
                }
                cells.append((cell.view, Rect(origin: origin, size: size), proposal))
            }
            let band = Rect(x: bounds.minX, y: y, width: bounds.width, height: height)
            if let node = row.node {
                recorder.place(GridRowPlacement(id: node.id, cells: cells), in: band, proposal: ProposedViewSize(band.size))
            } else if let cell = cells.first {
                recorder.place(cell.view, in: cell.rect, proposal: cell.proposal)
            }
            y += height + rowSpacing
        }
    }
}

/// A grid row's frame and its cells, placed where the grid put them.
private struct GridRowPlacement: LayoutView {
    var id: String?
    let cells: [(view: any LayoutView, rect: Rect, proposal: ProposedViewSize)]

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size { proposal.replacingUnspecifiedDimensions() }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "gridRow", rect: bounds)
        for cell in cells { recorder.place(cell.view, in: cell.rect, proposal: cell.proposal) }
    }
}
