/// A `LazyVGrid`: columns across, rows growing down (see `LazyGrid`).
public typealias LazyVGrid = LazyGrid<HorizontalAlignment>
/// A `LazyHGrid`: rows down, columns growing across (see `LazyGrid`).
public typealias LazyHGrid = LazyGrid<VerticalAlignment>

/// SwiftUI's `LazyVGrid` and `LazyHGrid` as one type: the alignment type picks the axis the grid
/// grows along, as for `Stack` (BehaviourReference, "Lazy grids").
///
/// For a `LazyVGrid` (a `LazyHGrid` swaps the axes):
/// - the columns come from the `GridItem`s and the proposed width alone, never from the cells
///   (`GridItem.tracks`) [M: SwiftUI Field Guide, "LazyVGrid": "the widths of the grid columns
///   are computed without consulting the subviews"];
/// - the cells fill the columns row by row, each proposed its column's width and a nil height;
///   a row is as tall as its tallest cell and rows are `spacing` apart (the default spacing when
///   nil) [M: Field Guide];
/// - the grid is as wide as its columns and the spacing between them, and as tall as its rows
///   and the spacing between them; it is not stretched to a wider proposal [M: Field Guide; objc.io, "Thinking in SwiftUI"];
/// - a cell sits in its area (its column's width, its row's height) by its item's alignment
///   [D: `GridItem.alignment`, "the alignment to use when placing each view"], else horizontally
///   by the grid's `alignment` and vertically centred [U: Apple documents the grid's alignment
///   as "the alignment of the grid within its parent view", which moves nothing in a grid as
///   wide as its columns];
/// - placing the grid runs the column algorithm again, from the width the grid came to rather
///   than the width it was offered, so columns whose minimums overflow the offer come out wider
///   than they were measured [M: objc.io, "Thinking in SwiftUI", the grid of flexible(minimum:
///   60) and flexible(minimum: 120) columns with spacing 10 in a 200-point frame: measured 95 +
///   10 + 120 = 225 wide, drawn with columns of 108 (107.5 before rounding) and 120].
public struct LazyGrid<Guide: StackAlignment>: LayoutView, LayoutContainer {
    /// The columns of a `LazyVGrid`, the rows of a `LazyHGrid`.
    package var items: [GridItem]
    /// The cells in order, the alignment across the grid's axis when an item gives none, and
    /// the spacing between rows (columns for a `LazyHGrid`; nil: the standard spacing), kept as
    /// the stack that has them.
    package var cells: Stack<Guide>

    /// The identifier recorded with the grid's frame, or nil.
    public var id: String? {
        get { cells.id }
        set { cells.id = newValue }
    }

    /// A grid of `children` in the tracks `items` make.
    package init(
        items: [GridItem], alignment: Guide = Guide.center, spacing: Double? = nil,
        standardSpacing: Double = VStack.defaultSpacing, id: String? = nil, children: [any LayoutView]
    ) {
        self.items = items
        cells = Stack(
            alignment: alignment, spacing: spacing.map { max($0, 0) }, standardSpacing: standardSpacing, id: id,
            children: children)
    }

    /// This grid with each cell transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.cells.children = cells.children.map(transform)
        return copy
    }

    private var children: [any LayoutView] { cells.children }
    private var alignment: Guide { cells.alignment }
    private var standardSpacing: Double { cells.standardSpacing }

    /// The axis the grid grows along (vertical for a `LazyVGrid`).
    private var growth: Axis { Guide.stackAxis }

    /// The alignment of a cell whose item gives none.
    private var cellAlignment: Alignment {
        if let horizontal = alignment as? HorizontalAlignment { return Alignment(horizontal: horizontal, vertical: .center) }
        if let vertical = alignment as? VerticalAlignment { return Alignment(horizontal: .center, vertical: vertical) }
        return .center
    }

    /// The tracks, each cell's proposal and size, and each line's (row's) extent along the
    /// growth axis, for `available` across it.
    private func arrange(_ available: Double?) -> (tracks: [GridItem.Track], cells: [(ProposedViewSize, Size)], lines: [Double]) {
        let tracks = GridItem.tracks(items, available: available, defaultSpacing: standardSpacing)
        guard !tracks.isEmpty else { return ([], [], []) }
        var cells: [(ProposedViewSize, Size)] = []
        var lines = [Double](repeating: 0, count: (children.count + tracks.count - 1) / tracks.count)
        for (index, child) in children.enumerated() {
            let proposal = ProposedViewSize(growth, major: nil, minor: tracks[index % tracks.count].length)
            let size = child.sizeThatFits(proposal)
            cells.append((proposal, size))
            lines[index / tracks.count] = max(lines[index / tracks.count], size[growth])
        }
        return (tracks, cells, lines)
    }

    private var lineSpacing: Double { cells.spacing ?? standardSpacing }

    private func size(tracks: [GridItem.Track], lines: [Double]) -> Size {
        let across = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacingAfter }
        let along = lines.reduce(0, +) + Double(max(lines.count - 1, 0)) * lineSpacing
        return Size(growth, major: along, minor: across)
    }

    /// The tracks and the spacing between them across; the lines and the spacing between them
    /// along the growth axis.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let (tracks, _, lines) = arrange(proposal[growth.other])
        return size(tracks: tracks, lines: lines)
    }

    /// Records the grid ("lazyVGrid" or "lazyHGrid") and places each cell in its area, with the
    /// tracks worked out again from the grid's own length across (see the type's comment).
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: growth == .vertical ? "lazyVGrid" : "lazyHGrid", rect: bounds)
        let (tracks, cells, lines) = arrange(bounds.size[growth.other])
        guard !tracks.isEmpty else {
            for child in children { recorder.place(child, in: Rect(origin: bounds.origin, size: .zero), proposal: .zero) }
            return
        }
        var starts: [Double] = []
        var position = bounds.origin[growth.other]
        for track in tracks {
            starts.append(position)
            position += track.length + track.spacingAfter
        }
        var lineStarts: [Double] = []
        position = bounds.origin[growth]
        for line in lines {
            lineStarts.append(position)
            position += line + lineSpacing
        }
        for (index, child) in children.enumerated() {
            let track = index % tracks.count, line = index / tracks.count
            var origin = bounds.origin
            origin[growth.other] = starts[track]
            origin[growth] = lineStarts[line]
            let area = Rect(origin: origin, size: Size(growth, major: lines[line], minor: tracks[track].length))
            let (childProposal, _) = cells[index]
            let rect = (tracks[track].alignment ?? cellAlignment).place(child, proposal: childProposal, in: area)
            recorder.place(child, in: rect, proposal: childProposal)
        }
    }
}

extension LazyGrid where Guide == HorizontalAlignment {
    /// A vertical grid of the cells `content` builds in `columns`, like
    /// `LazyVGrid(columns:alignment:spacing:content:)`; `spacing` is the space between rows.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil, id: String? = nil,
        @LayoutBuilder content: () -> [any LayoutView]
    ) {
        self.init(items: columns, alignment: alignment, spacing: spacing, id: id, children: content())
    }
}

extension LazyGrid where Guide == VerticalAlignment {
    /// A horizontal grid of the cells `content` builds in `rows`, like
    /// `LazyHGrid(rows:alignment:spacing:content:)`; `spacing` is the space between columns.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Double? = nil, id: String? = nil,
        @LayoutBuilder content: () -> [any LayoutView]
    ) {
        self.init(items: rows, alignment: alignment, spacing: spacing, id: id, children: content())
    }
}
