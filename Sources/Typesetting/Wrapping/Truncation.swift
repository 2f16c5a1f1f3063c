/// How the last visible line of a truncated text is drawn.
struct Truncation: Sendable, Hashable {
    /// Visible ranges of the paragraph (UTF-16), in logical order.
    var visible: [Range<Int>]
    /// The index among `visible` before which the ellipsis goes.
    var ellipsisPosition: Int
    /// The ellipsis's font and width.
    var ellipsisFont: Font
    var ellipsisWidth: Double
    /// The line's width: the visible text plus the ellipsis.
    var width: Double
}
