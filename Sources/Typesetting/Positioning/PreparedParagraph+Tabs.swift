/// Measuring across tabs: each tab advances to the next tab stop from the line's start.
extension PreparedParagraph {
    /// The tab-stop arithmetic done so far while measuring from one line start, so that the
    /// wrapper can measure [start, end) for a growing `end` without resolving every tab from
    /// `start` again (that is quadratic on a long line full of tabs).
    struct TabCursor {
        let start: Int
        let indent: Double
        /// The tabs before `position` are resolved, and `x` is the width of [start, position).
        var position: Int
        var x = 0.0
        /// The index in `tabs` of the first tab not yet resolved.
        var nextTab: Int
    }

    func tabCursor(from start: Int, indent: Double) -> TabCursor {
        TabCursor(start: start, indent: indent, position: start, nextTab: upperBoundIndex(tabs, start - 1))
    }

    /// `width(start, end, indent:)` for a paragraph with tabs.
    func widthWithTabs(_ start: Int, _ end: Int, indent: Double) -> Double {
        if tabs.last! < start || tabs.first! >= end {
            return advancePrefix[end] - advancePrefix[start]
        }
        var cursor = tabCursor(from: start, indent: indent)
        return width(to: end, cursor: &cursor)
    }

    /// `width(cursor.start, end, indent: cursor.indent)`, resuming from `cursor` and moving it
    /// past the tabs before `end`. The same arithmetic, in the same order, as a fresh measure.
    func width(to end: Int, cursor: inout TabCursor) -> Double {
        guard cursor.start < end else { return 0 }
        if end < cursor.position { cursor = tabCursor(from: cursor.start, indent: cursor.indent) }
        while cursor.nextTab < tabs.count && tabs[cursor.nextTab] < end {
            let tab = tabs[cursor.nextTab]
            cursor.x += advancePrefix[tab] - advancePrefix[cursor.position]
            cursor.x = tabStops.stop(after: cursor.indent + cursor.x) - cursor.indent
            cursor.position = tab + 1
            cursor.nextTab += 1
        }
        return cursor.x + advancePrefix[end] - advancePrefix[cursor.position]
    }

    /// The advance of each tab in `pieces` (a line's visible ranges, in logical order) as
    /// the wrapper measured it: stops counted from the start of the piece plus `indent`, so
    /// that centred, right-aligned and right-to-left lines with tabs keep their width.
    func tabAdvances(in pieces: [Range<Int>], indent: Double) -> [Int: Double] {
        var advances: [Int: Double] = [:]
        for piece in pieces {
            for tab in tabs where piece.contains(tab) {
                advances[tab] = width(piece.lowerBound, tab + 1, indent: indent) - width(piece.lowerBound, tab, indent: indent)
            }
        }
        return advances
    }
}
