/// A tab stop, as NSTextTab with natural alignment: a tab advances the text after it to
/// `location`, measured from the container's leading edge as NSTextTab's location is (from
/// the leading margin; indents do not move it). The text after the tab starts at the stop
/// (leading-aligned); centre, trailing and decimal tab alignment are not supported.
public struct TextTab: Sendable, Hashable, Codable {
    /// The stop's distance from the container's leading edge, in points (finite, ≥ 0).
    public var location: Double

    /// A stop at `location` points.
    public init(location: Double) { self.location = location }
}

/// A paragraph's tab stops, as NSParagraphStyle places them: its explicit `tabStops` first,
/// then, after the last of them, one every `defaultTabInterval` points (NSParagraphStyle:
/// "tabs after the last specified in tabStops are placed at integer multiples of this
/// distance").
///
/// Positions are measured from the line box's leading edge with the line's indent counted
/// in (`TabCursor`), so that a tab reaches the same stop whether the line is measured for
/// wrapping or drawn (and whatever alignment then does to the whole line).
package struct TabStops: Sendable, Hashable {
    /// NSParagraphStyle's distance between its default tab stops (twelve, 28 points apart),
    /// in points.
    package static let defaultInterval = 28.0

    /// The distance between two implicit stops, in points (always positive).
    package let interval: Double
    /// The explicit stops' locations, ascending, without duplicates.
    package let locations: [Double]

    /// The stops of `style`: its `tabStops`, then every `defaultTabInterval` points, or
    /// every `defaultInterval` when the style gives 0.
    package init(_ style: ParagraphStyle) {
        interval = style.defaultTabInterval > 0 ? style.defaultTabInterval : Self.defaultInterval
        locations = Array(Set(style.tabStops.map(\.location))).sorted()
    }

    /// The first stop strictly after `position`.
    @inline(__always)
    package func stop(after position: Double) -> Double {
        if let last = locations.last, position < last { return explicitStop(after: position) }
        return ((position / interval).rounded(.down) + 1) * interval
    }

    /// The first explicit stop after `position`, which is before the last.
    private func explicitStop(after position: Double) -> Double {
        for location in locations where location > position { return location }
        return locations[locations.count - 1]
    }

    /// The advance of a tab that starts at `position`: up to the next stop.
    @inline(__always)
    package func advance(from position: Double) -> Double {
        stop(after: position) - position
    }
}
