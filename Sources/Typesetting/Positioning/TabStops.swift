/// A paragraph's tab stops: NSParagraphStyle's implicit stops, one every `interval` points.
///
/// Positions are measured from where a line's tab stops count: the line box's leading edge
/// plus its indent, so that a tab reaches the same stop whether the line is measured for
/// wrapping or drawn (and whatever alignment then does to the whole line).
package struct TabStops: Sendable, Hashable {
    /// NSParagraphStyle's default distance between implicit tab stops, in points.
    package static let defaultInterval = 28.0

    /// The distance between two stops, in points (always positive).
    package let interval: Double

    /// The stops of `style`: every `defaultTabInterval` points, or every `defaultInterval`
    /// when the style gives 0.
    package init(_ style: ParagraphStyle) {
        interval = style.defaultTabInterval > 0 ? style.defaultTabInterval : Self.defaultInterval
    }

    /// The first stop strictly after `position`.
    @inline(__always)
    package func stop(after position: Double) -> Double {
        ((position / interval).rounded(.down) + 1) * interval
    }

    /// The advance of a tab that starts at `position`: up to the next stop.
    @inline(__always)
    package func advance(from position: Double) -> Double {
        stop(after: position) - position
    }
}
