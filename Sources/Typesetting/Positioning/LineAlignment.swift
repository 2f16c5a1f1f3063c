/// Where a line sits horizontally in its line box (NSTextAlignment), in a left-to-right or
/// a right-to-left paragraph.
package struct LineAlignment: Sendable, Hashable {
    /// The part of the line box's free space (available width − line width) that goes
    /// before the line, on its leading side: 0 puts the line at the leading edge, 1 at the
    /// trailing edge, 0.5 in the middle.
    package let leadingShare: Double
    package let isRightToLeft: Bool

    /// `.natural` and `.justified` lines start at the leading edge (the left in a
    /// left-to-right paragraph, the right in a right-to-left one); `.left` and `.right`
    /// mean the same edge whatever the direction.
    package init(_ alignment: TextAlignment, rightToLeft: Bool) {
        switch alignment {
        case .natural, .justified: leadingShare = 0
        case .left: leadingShare = rightToLeft ? 1 : 0
        case .right: leadingShare = rightToLeft ? 0 : 1
        case .center: leadingShare = 0.5
        }
        isRightToLeft = rightToLeft
    }

    /// The x of the left edge of a line `width` wide in a container `containerWidth` wide,
    /// whose line box starts `indent` from the container's leading edge and leaves
    /// `available` for the line.
    package func originX(width: Double, indent: Double, available: Double, containerWidth: Double) -> Double {
        let leadingOffset = indent + max(0, available - width) * leadingShare
        return isRightToLeft ? containerWidth - leadingOffset - width : leadingOffset
    }

    /// True when the line's x depends on the container's width. In an unbounded layout the
    /// container is the widest line, known only once every line is measured.
    package var dependsOnContainerWidth: Bool { leadingShare != 0 || isRightToLeft }
}
