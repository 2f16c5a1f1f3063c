import Graphics

/// SwiftUI's `Section`: rows under an optional header and over an optional footer.
///
/// In a `List` or `Form` it is one rounded card of rows (see `List`). Anywhere else its
/// header, rows and footer stack vertically with no spacing [I].
public struct Section: LayoutView, LayoutContainer {
    /// The view above the rows, or nil.
    package var header: (any LayoutView)?
    /// The view below the rows, or nil.
    package var footer: (any LayoutView)?
    /// The rows, top to bottom.
    package var rows: [any LayoutView]
    /// The identifier recorded with the section's frame, or nil.
    public var id: String?

    /// A section of `rows` under `header` and over `footer`.
    package init(header: (any LayoutView)? = nil, footer: (any LayoutView)? = nil, id: String? = nil, rows: [any LayoutView]) {
        self.header = header
        self.footer = footer
        self.rows = rows
        self.id = id
    }

    /// A section of the rows `content` builds, like `Section { … } header: { … } footer: { … }`.
    public init(
        id: String? = nil, header: (any LayoutView)? = nil, footer: (any LayoutView)? = nil,
        @LayoutBuilder content: () -> [any LayoutView]
    ) {
        self.init(header: header, footer: footer, id: id, rows: content())
    }

    /// This section with its header, rows and footer transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        Section(header: header.map(transform), footer: footer.map(transform), id: id, rows: rows.map(transform))
    }

    /// Outside a list: the header, rows and footer as a VStack without spacing.
    private var stack: VStack {
        VStack(alignment: .leading, spacing: 0, children: (header.map { [$0] } ?? []) + rows + (footer.map { [$0] } ?? []))
    }

    /// Outside a list: the VStack's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        stack.sizeThatFits(proposal)
    }

    /// Outside a list: records the section's frame and places the VStack in it.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "section", rect: bounds)
        recorder.place(stack, in: bounds, proposal: proposal)
    }
}

/// SwiftUI's `List` in the inset-grouped style, its default on iPhone since iOS 15
/// (BehaviourReference, "List and Form"; every number is in `ListMetrics`).
///
/// - Children that are `Section`s are sections; runs of other children are rows of an
///   implicit section without header or footer [D: a list's rows outside a section form one].
/// - The list takes its whole proposal (it scrolls vertically): a nil width is the widest
///   row's ideal width plus the insets, a nil height the content's height [I].
/// - Sections stack top to bottom: `contentInsets.top`, then for each section its header,
///   `headerSpacing`, the card of rows, `footerSpacing` and its footer, with `sectionSpacing`
///   between sections and `contentInsets.bottom` after the last.
/// - A card is inset `sectionMargin` from both edges and has `cornerRadius` corners. Each
///   row is proposed the card's width less `rowInsets` (nil height), is at least
///   `rowMinHeight` high, and holds its content at the leading inset, centred vertically and
///   proposed the row's height less the insets. Headers and footers are inset like row
///   content and proposed a nil height.
/// - Rows but the last are separated by a hairline (1 / `displayScale`) from the content's
///   leading edge to the card's trailing edge, inside the row's bottom [I: UIKit aligns
///   separators with the text; no separators above the first or below the last row in this
///   style, R: Flutter].
/// - The grouped background fills the list and reaches into the safe area on every edge the
///   list reaches; rows scrolled past the list's bottom are clipped there [I].
public struct List: LayoutView, LayoutContainer {
    /// The sections, implicit ones included.
    package var sections: [Section]
    /// The frame type recorded: "list" or "form".
    package var kind: String
    /// Device pixels per point: separators are one pixel thick.
    package var displayScale: Double
    /// The identifier recorded with the list's frame, or nil.
    public var id: String?

    /// A list of `children` (sections and rows), recorded as `kind`.
    package init(kind: String = "list", displayScale: Double = 2, id: String? = nil, children: [any LayoutView]) {
        self.kind = kind
        self.displayScale = displayScale > 0 && displayScale.isFinite ? displayScale : 1
        self.id = id
        var sections: [Section] = []
        var loose: [any LayoutView] = []
        for child in children {
            if let section = child as? Section {
                if !loose.isEmpty { sections.append(Section(rows: loose)) }
                loose = []
                sections.append(section)
            } else {
                loose.append(child)
            }
        }
        if !loose.isEmpty { sections.append(Section(rows: loose)) }
        self.sections = sections
    }

    /// A list of the sections and rows `content` builds, like `List { … }`, whose separators
    /// are one pixel at `displayScale`.
    public init(id: String? = nil, displayScale: Double = 2, @LayoutBuilder content: () -> [any LayoutView]) {
        self.init(displayScale: displayScale, id: id, children: content())
    }

    /// This list with every header, row and footer transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.sections = sections.map { $0.mappingChildren(transform) }
        return copy
    }

    /// The proposal, a nil width as the widest ideal content plus the insets, a nil height as
    /// the content's height.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let width = proposal.width ?? idealWidth()
        return Size(width: width, height: proposal.height ?? GroupedListLayout(self, width: width).contentHeight)
    }

    /// The widest row, header or footer at its ideal size, plus the narrow insets.
    private func idealWidth() -> Double {
        let metrics = ListMetrics.insetGrouped(width: nil)
        let views = sections.flatMap { ($0.header.map { [$0] } ?? []) + $0.rows + ($0.footer.map { [$0] } ?? []) }
        let widest = views.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return widest + 2 * metrics.contentLeading
    }

    /// Records the list's frame, its background (into the safe area it reaches) and its
    /// sections, clipped to the background.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: kind, rect: bounds)
        let layout = GroupedListLayout(self, width: bounds.width)
        let backgroundRect = bounds.outset(by: recorder.safeArea?.insets(of: bounds) ?? .zero)
        recorder.place(part: ListDecoration(type: "listBackground", outline: .rectangle, color: layout.metrics.background), at: backgroundRect)
        recorder.place(part: ListContent(layout: layout, origin: bounds.origin), at: backgroundRect)
    }
}

/// SwiftUI's `Form`: on iPhone a `List` in the inset-grouped style [D: "On iOS, forms appear
/// as grouped lists"], recorded as "form".
public struct Form: LayoutView, LayoutContainer {
    /// The list it lays out as.
    package var list: List

    /// The form's identifier.
    public var id: String? {
        get { list.id }
        set { list.id = newValue }
    }

    /// A form of `children` (sections and rows).
    package init(displayScale: Double = 2, id: String? = nil, children: [any LayoutView]) {
        list = List(kind: "form", displayScale: displayScale, id: id, children: children)
    }

    /// A form of the sections and rows `content` builds, like `Form { … }`.
    public init(id: String? = nil, displayScale: Double = 2, @LayoutBuilder content: () -> [any LayoutView]) {
        self.init(displayScale: displayScale, id: id, children: content())
    }

    /// This form with every header, row and footer transformed.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        var copy = self
        copy.list = list.mappingChildren(transform)
        return copy
    }

    /// The list's size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        list.sizeThatFits(proposal)
    }

    /// Places as the list does.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        list.placeSubviews(in: bounds, proposal: proposal, into: &recorder)
    }
}

/// Where everything of a list `width` points wide goes, relative to the list's top-leading
/// corner: the arithmetic of `List`'s rules, shared by sizing and placing.
struct GroupedListLayout {
    /// One section's pieces.
    struct SectionPlacement {
        var section: Section
        /// The header's rectangle, if any.
        var header: Rect?
        /// The card of rows.
        var card: Rect
        /// Each row's rectangle (the card's width) and its content's proposal.
        var rows: [(rect: Rect, contentProposal: ProposedViewSize)]
        /// The footer's rectangle, if any.
        var footer: Rect?
        /// From the header's top (or the card's) to the footer's bottom (or the card's).
        var span: Rect
    }

    let metrics: ListMetrics
    let displayScale: Double
    private(set) var sections: [SectionPlacement] = []
    /// The content's height: the last section's bottom plus the bottom inset (0 without sections).
    private(set) var contentHeight: Double = 0

    init(_ list: List, width: Double) {
        metrics = ListMetrics.insetGrouped(width: width)
        displayScale = list.displayScale
        let cardWidth = max(width - 2 * metrics.sectionMargin, 0)
        let textWidth = max(cardWidth - metrics.rowInsets.horizontal, 0)
        let textLeading = metrics.contentLeading
        var y = metrics.contentInsets.top
        for (index, section) in list.sections.enumerated() {
            if index > 0 { y += metrics.sectionSpacing }
            let top = y
            var header: Rect?
            if let view = section.header {
                let size = view.sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
                header = Rect(x: textLeading, y: y, width: size.width, height: size.height)
                y += size.height + metrics.headerSpacing
            }
            var rows: [(rect: Rect, contentProposal: ProposedViewSize)] = []
            let cardTop = y
            for row in section.rows {
                let content = row.sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
                let height = max(metrics.rowMinHeight, content.height + metrics.rowInsets.vertical)
                rows.append((Rect(x: metrics.sectionMargin, y: y, width: cardWidth, height: height),
                             ProposedViewSize(width: textWidth, height: max(height - metrics.rowInsets.vertical, 0))))
                y += height
            }
            let card = Rect(x: metrics.sectionMargin, y: cardTop, width: cardWidth, height: y - cardTop)
            var footer: Rect?
            if let view = section.footer {
                y += metrics.footerSpacing
                let size = view.sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
                footer = Rect(x: textLeading, y: y, width: size.width, height: size.height)
                y += size.height
            }
            sections.append(SectionPlacement(
                section: section, header: header, card: card, rows: rows, footer: footer,
                span: Rect(x: metrics.sectionMargin, y: top, width: cardWidth, height: y - top)))
        }
        contentHeight = sections.isEmpty ? 0 : y + metrics.contentInsets.bottom
    }
}

/// A piece of a list's drawing, placed by the list at a rectangle it has worked out: it takes
/// whatever it is proposed and carries no identifier of its own.
private protocol ListPart: LayoutView {}

extension ListPart {
    var id: String? {
        get { nil }
        set {}  // a list part records the list's identifiers, not its own
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension LayoutRecorder {
    /// Places `part` at `rect`, proposed its size.
    fileprivate mutating func place(part: any LayoutView, at rect: Rect) {
        place(part, in: rect, proposal: ProposedViewSize(rect.size))
    }
}

/// The part of a list that scrolls: its sections, clipped to the list's background.
private struct ListContent: ListPart {
    let layout: GroupedListLayout
    /// The list's top-leading corner, where the layout's coordinates start.
    let origin: Point

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: nil, type: "listContent", rect: bounds, clippingTo: .rectangle)
        for section in layout.sections {
            recorder.place(part: ListSectionContent(placed: section, layout: layout, origin: origin), at: section.span.offsetBy(origin))
        }
    }
}

/// One section of a list: its frame, header, card, rows, separators and footer.
private struct ListSectionContent: ListPart {
    let placed: GroupedListLayout.SectionPlacement
    let layout: GroupedListLayout
    let origin: Point

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        let metrics = layout.metrics
        let section = placed.section
        recorder.record(id: section.id, type: "section", rect: bounds)
        if let header = section.header, let rect = placed.header {
            recorder.place(header, in: rect.offsetBy(origin), proposal: ProposedViewSize(width: rect.width, height: nil))
        }
        if !placed.rows.isEmpty {
            let card = placed.card.offsetBy(origin)
            recorder.place(
                part: ListDecoration(type: "sectionBackground", outline: .roundedRectangle(cornerRadius: metrics.cornerRadius), color: metrics.rowBackground),
                at: card)
        }
        let hairline = 1 / layout.displayScale
        for (index, (row, placement)) in zip(section.rows, placed.rows).enumerated() {
            let rect = placement.rect.offsetBy(origin)
            recorder.place(part: ListRow(content: row, metrics: metrics, contentProposal: placement.contentProposal), at: rect)
            if index < placed.rows.count - 1 {
                let leading = rect.minX + metrics.rowInsets.leading
                let line = Rect(x: leading, y: rect.maxY - hairline, width: max(rect.maxX - leading, 0), height: hairline)
                recorder.place(part: ListDecoration(type: "separator", outline: .rectangle, color: metrics.separatorColor), at: line)
            }
        }
        if let footer = section.footer, let rect = placed.footer {
            recorder.place(footer, in: rect.offsetBy(origin), proposal: ProposedViewSize(width: rect.width, height: nil))
        }
    }
}

/// One row: its frame, then its content at the leading inset, centred vertically.
private struct ListRow: ListPart {
    let content: any LayoutView
    let metrics: ListMetrics
    let contentProposal: ProposedViewSize

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: nil, type: "listRow", rect: bounds)
        let inner = bounds.inset(by: metrics.rowInsets)
        let rect = Alignment.leading.place(content.sizeThatFits(contentProposal), in: inner)
        recorder.place(content, in: rect, proposal: contentProposal)
    }
}

/// A filled outline a list draws (background, card, separator), recorded as `type`.
private struct ListDecoration: ListPart {
    let type: String
    let outline: ShapeOutline
    let color: Color

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: nil, type: type, rect: bounds, shape: outline, color: color)
    }
}

extension Rect {
    /// The rectangle moved by `point`'s coordinates.
    fileprivate func offsetBy(_ point: Point) -> Rect {
        Rect(x: minX + point.x, y: minY + point.y, width: width, height: height)
    }
}
