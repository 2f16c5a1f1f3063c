/// The kinds of safe area a view can ignore (SwiftUI's `SafeAreaRegions`).
///
/// Only the container region is modelled: the insets a device's screen, `safeAreaInset` and
/// `safeAreaPadding` give. No software keyboard is ever shown, so ignoring `.keyboard` alone
/// changes nothing (BehaviourReference, "Safe areas").
public struct SafeAreaRegions: OptionSet, Sendable, Hashable {
    /// The region bits.
    public let rawValue: UInt8

    /// Regions from their bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The safe area the device and the containers define (status bar, home indicator,
    /// `safeAreaInset`, `safeAreaPadding`).
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The software keyboard's area (never shown here).
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A top or bottom edge (SwiftUI's `VerticalEdge`): where `safeAreaInset(edge:…)` puts its view.
public enum VerticalEdge: String, Sendable, Hashable, CaseIterable {
    case top, bottom
}

/// A leading or trailing edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: String, Sendable, Hashable, CaseIterable {
    case leading, trailing
}

/// The safe area a node is placed in, in root coordinates: on each edge, where the safe area
/// ends (`safe`) and how far the unsafe band beyond it reaches (`outer`).
///
/// A node sees the insets of the edges its bounds reach: where its top edge lies at (or above)
/// the safe area's top edge, its top inset is the distance up to the band's outer edge; 0 on
/// an edge it does not reach [I: SwiftUI gives a view the safe area insets of the edges it
/// touches; a view padded away from the edge does not extend into it]. `ignoresSafeArea`
/// extends a node by those insets.
package struct SafeAreaFrame: Sendable, Hashable {
    /// The edges of the safe rectangle.
    package var safe: EdgeCoordinates
    /// The outer edges of the unsafe bands (equal to `safe` on an edge without one).
    package var outer: EdgeCoordinates

    /// How close (in points) a node's edge must come to the safe edge to reach it: layout is
    /// exact arithmetic, so only rounding noise is forgiven.
    package static let tolerance = 1e-6

    /// A frame with `safe` and `outer` edges.
    package init(safe: EdgeCoordinates, outer: EdgeCoordinates) {
        self.safe = safe
        self.outer = outer
    }

    /// A screen of `size` whose safe area is inset by `insets`.
    package init(screen size: Size, insets: EdgeInsets) {
        outer = EdgeCoordinates(Rect(origin: .zero, size: size))
        safe = EdgeCoordinates(Rect(origin: .zero, size: size).inset(by: insets))
    }

    /// The insets `bounds` sees: on each edge `bounds` reaches, the distance from its edge to
    /// the band's outer edge; 0 on the others.
    package func insets(of bounds: Rect) -> EdgeInsets {
        let t = Self.tolerance
        return EdgeInsets(
            top: bounds.minY <= safe.top + t ? max(bounds.minY - outer.top, 0) : 0,
            leading: bounds.minX <= safe.leading + t ? max(bounds.minX - outer.leading, 0) : 0,
            bottom: bounds.maxY >= safe.bottom - t ? max(outer.bottom - bounds.maxY, 0) : 0,
            trailing: bounds.maxX >= safe.trailing - t ? max(outer.trailing - bounds.maxX, 0) : 0)
    }

    /// The safe area inside a node at `bounds` that adds `insets` to it (`safeAreaPadding`,
    /// `safeAreaInset`): on each edge with an inset, the safe edge moves inside `bounds` by
    /// it, and the band reaches the old band's outer edge when `bounds` reached the old safe
    /// edge (the two bands join), else `bounds`' edge. `old` nil: no safe area outside.
    package static func adding(_ insets: EdgeInsets, to bounds: Rect, in old: SafeAreaFrame?) -> SafeAreaFrame {
        let edges = EdgeCoordinates(bounds)
        var result = old ?? SafeAreaFrame(safe: edges, outer: edges)
        let reaches = (
            top: old.map { bounds.minY <= $0.safe.top + tolerance } ?? false,
            leading: old.map { bounds.minX <= $0.safe.leading + tolerance } ?? false,
            bottom: old.map { bounds.maxY >= $0.safe.bottom - tolerance } ?? false,
            trailing: old.map { bounds.maxX >= $0.safe.trailing - tolerance } ?? false)
        if insets.top > 0 {
            result.safe.top = max(edges.top + insets.top, old?.safe.top ?? -.infinity)
            result.outer.top = reaches.top ? min(old!.outer.top, edges.top) : edges.top
        }
        if insets.leading > 0 {
            result.safe.leading = max(edges.leading + insets.leading, old?.safe.leading ?? -.infinity)
            result.outer.leading = reaches.leading ? min(old!.outer.leading, edges.leading) : edges.leading
        }
        if insets.bottom > 0 {
            result.safe.bottom = min(edges.bottom - insets.bottom, old?.safe.bottom ?? .infinity)
            result.outer.bottom = reaches.bottom ? max(old!.outer.bottom, edges.bottom) : edges.bottom
        }
        if insets.trailing > 0 {
            result.safe.trailing = min(edges.trailing - insets.trailing, old?.safe.trailing ?? .infinity)
            result.outer.trailing = reaches.trailing ? max(old!.outer.trailing, edges.trailing) : edges.trailing
        }
        return result
    }

    /// This frame with the safe edges in `edges` moved out to the bands' outer edges: what a
    /// view that ignores the safe area on those edges passes to its content.
    package func ignoring(_ edges: Edge.Set) -> SafeAreaFrame {
        var copy = self
        if edges.contains(.top) { copy.safe.top = outer.top }
        if edges.contains(.leading) { copy.safe.leading = outer.leading }
        if edges.contains(.bottom) { copy.safe.bottom = outer.bottom }
        if edges.contains(.trailing) { copy.safe.trailing = outer.trailing }
        return copy
    }
}

/// The four edges of a rectangle as coordinates (top = minY, leading = minX, bottom = maxY,
/// trailing = maxX).
package struct EdgeCoordinates: Sendable, Hashable {
    /// The top edge's y.
    package var top: Double
    /// The leading edge's x.
    package var leading: Double
    /// The bottom edge's y.
    package var bottom: Double
    /// The trailing edge's x.
    package var trailing: Double

    /// The edges of `rect`.
    package init(_ rect: Rect) {
        top = rect.minY
        leading = rect.minX
        bottom = rect.maxY
        trailing = rect.maxX
    }
}

extension Rect {
    /// The rectangle grown by `insets` on each edge.
    package func outset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX - insets.leading, y: minY - insets.top,
            width: width + insets.horizontal, height: height + insets.vertical)
    }
}

extension LayoutRecorder {
    /// Places `child` with `safeArea` as the safe area it sees, restoring the current one after.
    package mutating func place(
        _ child: any LayoutView, in rect: Rect, proposal: ProposedViewSize, safeArea: SafeAreaFrame?
    ) {
        let saved = self.safeArea
        self.safeArea = safeArea
        place(child, in: rect, proposal: proposal)
        self.safeArea = saved
    }
}
