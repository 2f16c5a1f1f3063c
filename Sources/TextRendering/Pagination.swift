import Graphics
import Typesetting

/// The margins of a page, in points.
public struct PageMargins: Sendable, Hashable {
    /// Space above the text.
    public var top: Double
    /// Space left of the text.
    public var left: Double
    /// Space below the text.
    public var bottom: Double
    /// Space right of the text.
    public var right: Double

    /// Margins of their own on each side.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same margin on every side.
    public init(_ all: Double) {
        self.init(top: all, left: all, bottom: all, right: all)
    }
}

/// How a long text is flowed onto pages: the page, its margins, and widow and orphan control.
///
/// Lines are never split: a page holds the lines whose line boxes fit between the margins,
/// counted from the top of its first line (the space a page break falls in, line spacing or
/// paragraph spacing, is not carried onto the next page). `orphans` and `widows` are CSS's
/// (CSS Fragmentation Level 3, §4.3): a paragraph broken across pages leaves at least
/// `orphans` lines at the bottom of the first page and carries at least `widows` lines to the
/// next; where both cannot hold without leaving a page empty, the plain break is kept. 1 (the
/// default) means no control.
public struct PageSetup: Sendable, Hashable {
    /// ISO 216 A4, 210 × 297 mm (1 mm = 72 / 25.4 pt).
    public static let a4 = Size(width: 210 * 72 / 25.4, height: 297 * 72 / 25.4)
    /// US Letter, 8.5 × 11 in.
    public static let letter = Size(width: 612, height: 792)

    /// The page, in points.
    public var pageSize: Size
    /// The space around the text.
    public var margins: PageMargins
    /// The fewest lines of a paragraph left at the bottom of a page it continues from (≥ 1).
    public var orphans: Int
    /// The fewest lines of a paragraph carried to the top of the page it continues on (≥ 1).
    public var widows: Int

    /// A page setup; margins default to 72 pt (1 in) on every side.
    public init(pageSize: Size, margins: PageMargins = PageMargins(72), orphans: Int = 1, widows: Int = 1) {
        self.pageSize = pageSize
        self.margins = margins
        self.orphans = orphans
        self.widows = widows
    }

    /// The area the text goes in: the page less its margins. Lay the text out at its width.
    public var contentRect: Rect {
        Rect(x: margins.left, y: margins.top,
             width: pageSize.width - margins.left - margins.right,
             height: pageSize.height - margins.top - margins.bottom)
    }

    /// The lines of `layout` on each page, in order: ranges of line indices that cover every
    /// line once, none empty (no page for a layout without lines).
    ///
    /// Throws `RenderError.invalidPageSize` for a page a document cannot have,
    /// `.invalidPageSetup` for margins that are negative or leave no room and for widows or
    /// orphans below 1, and
    /// `.pageTooSmall` when a line is taller than the room between the margins.
    public func pages(of layout: TextLayout) throws(RenderError) -> [Range<Int>] {
        try validate()
        var pages: [Range<Int>] = []
        var start = 0
        while start < layout.lines.count {
            let page = try page(of: layout, from: start)
            pages.append(page)
            start = page.upperBound
        }
        return pages
    }

    /// The lines of the page that starts at line `start` (< the line count): as many as fit,
    /// then the break moved for widows and orphans. Reads the page's lines and at most
    /// `widows` more. Call `validate()` first.
    func page(of layout: TextLayout, from start: Int) throws(RenderError) -> Range<Int> {
        let available = contentRect.height
        let lines = layout.lines
        guard lines[start].height <= available + fitTolerance else {
            throw RenderError.pageTooSmall(line: start, lineHeight: lines[start].height, available: available)
        }
        let top = pageTop(of: layout, from: start)
        var end = start + 1
        while end < lines.count, lines[end].frame.maxY - top <= available + fitTolerance { end += 1 }
        if end < lines.count {
            end = controlledBreak(lineCount: lines.count, paragraph: { lines[$0].paragraphIndex }, pageStart: start, before: end)
        }
        return start..<end
    }

    /// Where the page that starts at line `start` begins, in the layout's y: the first page at
    /// the layout's top (0), so that space above the first line (where exclusion paths pushed
    /// it down) stays on the page as it is in the layout, when the first line fits there; any
    /// other page at its first line's top.
    func pageTop(of layout: TextLayout, from start: Int) -> Double {
        let first = layout.lines[start].origin.y
        guard start == 0, first > 0, layout.lines[0].frame.maxY <= contentRect.height + fitTolerance else { return first }
        return 0
    }

    /// Where to break before line `end` (the first line that does not fit on the page from
    /// `pageStart`), moving the break earlier for widows and orphans when the page keeps a line.
    /// It reads the page's lines and at most `widows` lines after it, so a text's pagination
    /// reads each line a bounded number of times, however long its paragraphs. `paragraph(k)`
    /// is line k's paragraph index, for `lineCount` lines.
    func controlledBreak(lineCount: Int, paragraph paragraphOf: (Int) -> Int, pageStart: Int, before end: Int) -> Int {
        let paragraph = paragraphOf(end)
        guard paragraphOf(end - 1) == paragraph else { return end }
        // The paragraph's lines from `end` on, counted up to `widows` (enough to decide).
        var after = 0
        while after < widows, end + after < lineCount, paragraphOf(end + after) == paragraph { after += 1 }
        var breakAt = end
        // Widows: carry lines over until the next page has enough of the paragraph.
        if after < widows { breakAt = end + after - widows }
        // Orphans: too few lines left behind moves the paragraph's part on this page along too.
        var fragmentStart = end - 1
        while fragmentStart > pageStart, paragraphOf(fragmentStart - 1) == paragraph { fragmentStart -= 1 }
        if breakAt - fragmentStart < orphans { breakAt = fragmentStart }
        return breakAt > pageStart ? breakAt : end
    }

    /// Throws what `pages(of:)` throws for the setup itself: a bad page size, margins that are
    /// negative or leave no room, widows or orphans below 1. Call it before laying text out at
    /// `contentRect.width`.
    public func validate() throws(RenderError) {
        try VectorDocument.check(pageSize)
        let m = margins
        guard [m.top, m.left, m.bottom, m.right].allSatisfy({ $0.isFinite && $0 >= 0 }) else {
            throw RenderError.invalidPageSetup(reason: "margins must be finite and ≥ 0, got \(m.top), \(m.right), \(m.bottom), \(m.left) (top, right, bottom, left)")
        }
        let content = contentRect
        guard content.width > 0, content.height > 0 else {
            throw RenderError.invalidPageSetup(reason: "the margins leave no room on a \(pageSize.width) × \(pageSize.height) pt page")
        }
        guard orphans >= 1, widows >= 1 else {
            throw RenderError.invalidPageSetup(reason: "orphans and widows must be ≥ 1, got \(orphans) and \(widows)")
        }
    }
}

extension TextRenderer {
    /// A PDF of `layout` flowed onto pages of `setup` (`PageSetup.pages(of:)`): each page
    /// filled with `background`, its lines drawn from the top of the content area. Lay the
    /// text out at `setup.contentRect.width`; `hairline` is the debug overlay's line width.
    /// `shapes` (in the layout's coordinates: the text flowed around them) are filled under
    /// the text on the pages where they fall, clipped to the content area (never in a margin).
    ///
    /// Memory: the pages are found and drawn one at a time, each drawing copying only its own
    /// lines' text, so beyond `layout` itself a document holds its PDF bytes (about 0.85 KB
    /// for a page of 33 lines of Latin text, compressed) and cairo's few bytes of index per page.
    public func renderPages(_ layout: TextLayout, setup: PageSetup, background: Color? = .white,
                            debug: Bool = false, hairline: Double = 0.5, shapes: [ShapeFill] = []) throws(RenderError) -> VectorDocument {
        try setup.validate()
        let document = try VectorDocument(format: .pdf, pageSize: setup.pageSize, hairline: hairline, rasterizer: rasterizer, images: images)
        let content = setup.contentRect
        // One page at a time: its break is found and it is drawn; no list of pages is built, and
        // what stays of a drawn page is only the PDF bytes cairo wrote for it.
        var start = 0
        while start < layout.lines.count {
            let lines = try setup.page(of: layout, from: start)
            if start > 0 { try document.beginPage() }
            var context = document.context
            if let background {
                context.fill(Rect(x: 0, y: 0, width: setup.pageSize.width, height: setup.pageSize.height), color: background)
            }
            let top = setup.pageTop(of: layout, from: lines.lowerBound)
            let bottom = lines.upperBound < layout.lines.count ? layout.lines[lines.upperBound].origin.y : Double.infinity
            for shape in shapes where shape.path.bounds.minY < bottom && (start == 0 || shape.path.bounds.maxY > top) {
                context.fill(shape, offset: Point(x: content.minX, y: content.minY - top), within: content)
            }
            try context.draw(layout, lines: lines, at: Point(x: content.minX, y: content.minY - top), debug: debug)
            start = lines.upperBound
        }
        return document
    }
}
