/// The outline of a SwiftUI shape, in the rectangle it is placed in: what a renderer fills or
/// clips to. The sizing layer draws nothing; it records the outline (`ShapePlacement`).
public enum ShapeOutline: Sendable, Hashable {
    /// The whole rectangle (`Rectangle`, `Color`).
    case rectangle
    /// The rectangle with circular corners of this radius, clamped to half the shorter side
    /// (`RoundedRectangle(cornerRadius:)`, `.cornerRadius(_:)`).
    case roundedRectangle(cornerRadius: Double)
    /// The rectangle with fully rounded ends: corners of half the shorter side (`Capsule`).
    case capsule
    /// The ellipse inscribed in the rectangle (`Ellipse`).
    case ellipse
    /// The circle of the shorter side's diameter, centred in the rectangle (`Circle`).
    case circle

    /// The corner radius used in `rect`: the given one (≥ 0) clamped to half the shorter side,
    /// half the shorter side for a capsule, 0 for a rectangle; nil for an ellipse or circle.
    package func cornerRadius(in rect: Rect) -> Double? {
        let half = min(rect.width, rect.height) / 2
        switch self {
        case .rectangle: return 0
        case .roundedRectangle(let r): return min(max(r.isFinite ? r : 0, 0), max(half, 0))
        case .capsule: return max(half, 0)
        case .ellipse, .circle: return nil
        }
    }

    /// The rectangle an ellipse or circle is inscribed in: `rect` itself for an ellipse, the
    /// centred square of the shorter side for a circle (and `rect` for the other outlines).
    package func boundingRect(in rect: Rect) -> Rect {
        guard self == .circle else { return rect }
        let d = min(rect.width, rect.height)
        return Rect(x: rect.minX + (rect.width - d) / 2, y: rect.minY + (rect.height - d) / 2, width: d, height: d)
    }
}

/// SwiftUI's `Shape`: a view that takes the whole proposal and draws an outline in it.
///
/// - Size: the proposal, each unspecified (nil) axis replaced by 10, as SwiftUI's default
///   `Shape.sizeThatFits(_:)` replaces it (`ProposedViewSize.replacingUnspecifiedDimensions()`,
///   10 × 10) [D]; an infinite axis stays infinite, as a flexible view's does.
/// - Drawn filled with black (SwiftUI's foreground style, primary in the light appearance)
///   unless `fill(_:)` gives a colour.
public protocol Shape: LayoutView {
    /// The outline drawn in the shape's frame.
    var outline: ShapeOutline { get }
}

extension Shape {
    /// The proposal with nil axes replaced by 10 (`Shape.idealLength`).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        ShapeView.size(for: proposal)
    }

    /// Records the shape's frame, filled black.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        ShapeView(outline: outline, color: .black, id: id).placeSubviews(in: bounds, proposal: proposal, into: &recorder)
    }

    /// The shape filled with `color` (SwiftUI `Shape.fill(_:)`).
    public func fill(_ color: Color) -> ShapeView {
        ShapeView(outline: outline, color: color, id: id)
    }

    /// The shape filled with `color` (SwiftUI `foregroundColor(_:)` on a shape).
    public func foregroundColor(_ color: Color) -> ShapeView { fill(color) }

    /// The shape filled with `color` (SwiftUI `foregroundStyle(_:)` on a shape).
    public func foregroundStyle(_ color: Color) -> ShapeView { fill(color) }
}

/// A filled shape (SwiftUI's `_ShapeView`, what `Shape.fill(_:)` returns; a `Color` is one
/// too): sized as a `Shape`, drawn as its outline filled with `color`.
public struct ShapeView: LayoutView {
    /// SwiftUI's length for an unspecified axis of a shape's proposal: 10 points [D: Apple's
    /// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`, default 10 × 10].
    package static let idealLength = 10.0

    /// The outline filled.
    package var outline: ShapeOutline
    /// The fill colour.
    package var color: Color
    /// The identifier recorded with the frame, or nil.
    public var id: String?

    /// `outline` filled with `color`.
    package init(outline: ShapeOutline, color: Color, id: String? = nil) {
        self.outline = outline
        self.color = color
        self.id = id
    }

    /// The proposal with nil axes replaced by `idealLength`.
    package static func size(for proposal: ProposedViewSize) -> Size {
        Size(width: proposal.width ?? idealLength, height: proposal.height ?? idealLength)
    }

    /// The proposal with nil axes replaced by `idealLength`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { Self.size(for: proposal) }

    /// The frame's type: "color" for a filled rectangle (a `Color`), else the shape's name.
    var nodeType: String {
        switch outline {
        case .rectangle: return "rectangle"
        case .roundedRectangle: return "roundedRectangle"
        case .capsule: return "capsule"
        case .ellipse: return "ellipse"
        case .circle: return "circle"
        }
    }

    /// Records the frame with the filled outline (a rectangle as the frame's fill).
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: nodeType, rect: bounds, shape: outline, color: color)
    }
}

/// SwiftUI's `Rectangle`: fills its whole frame.
public struct Rectangle: Shape {
    /// The identifier recorded with the frame, or nil.
    public var id: String?
    /// A rectangle.
    public init() {}
    /// `.rectangle`.
    public var outline: ShapeOutline { .rectangle }
}

/// SwiftUI's `RoundedRectangle(cornerRadius:)` (circular corners): its frame with corners of
/// `cornerRadius`, clamped to half the shorter side.
public struct RoundedRectangle: Shape {
    /// The corners' radius, in points.
    public var cornerRadius: Double
    /// The identifier recorded with the frame, or nil.
    public var id: String?
    /// A rectangle with corners of `cornerRadius` points.
    public init(cornerRadius: Double) { self.cornerRadius = cornerRadius }
    /// `.roundedRectangle(cornerRadius:)`.
    public var outline: ShapeOutline { .roundedRectangle(cornerRadius: cornerRadius) }
}

/// SwiftUI's `Capsule`: its frame with ends rounded by half the shorter side.
public struct Capsule: Shape {
    /// The identifier recorded with the frame, or nil.
    public var id: String?
    /// A capsule.
    public init() {}
    /// `.capsule`.
    public var outline: ShapeOutline { .capsule }
}

/// SwiftUI's `Circle`: the frame is the whole proposal, as every shape's; the circle drawn is
/// the shorter side's, centred in it.
public struct Circle: Shape {
    /// The identifier recorded with the frame, or nil.
    public var id: String?
    /// A circle.
    public init() {}
    /// `.circle`.
    public var outline: ShapeOutline { .circle }
}

/// SwiftUI's `Ellipse`: the ellipse inscribed in its frame.
public struct Ellipse: Shape {
    /// The identifier recorded with the frame, or nil.
    public var id: String?
    /// An ellipse.
    public init() {}
    /// `.ellipse`.
    public var outline: ShapeOutline { .ellipse }
}
