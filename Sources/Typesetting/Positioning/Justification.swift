/// How a justified line is stretched to its line box (NSTextAlignment.justified): the extra
/// width is shared evenly among the spaces (U+0020) after the line's last tab; spaces before
/// a tab would only move the text up to the same tab stop.
package struct Justification: Sendable, Hashable {
    /// The line's width once justified: the available width, or its natural width when
    /// that is wider.
    package var width: Double
    /// The spaces at or after this offset (in the paragraph, UTF-16) take the extra width.
    package var stretchFrom: Int
    /// What each of those spaces gains, in points; 0 when the line already fills its box.
    package var extraPerSpace: Double
}
