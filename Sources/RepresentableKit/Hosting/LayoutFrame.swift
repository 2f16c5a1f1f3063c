/// Where one node of a layout tree ended up, in root coordinates.
public struct LayoutFrame: Sendable, Hashable, Codable {
    /// The node's identifier, if it has one.
    public var id: String?
    /// The node's kind: "representable", "adaptor", "padding", "frame",
    /// "fixedSize", "border", "vstack", "hstack", or a scene's "label"/"view".
    public var type: String
    /// The node's bounds in root coordinates.
    public var rect: Rect
    /// The depth in the tree of recorded frames; the root is 0.
    public var depth: Int
    /// A border a renderer should stroke inside `rect`, if any.
    package var borderColor: Color?
    /// The width of that border, in points.
    package var borderWidth: Double?
    /// A colour a renderer should fill `rect` with, if any.
    package var fillColor: Color?

    /// A frame; all but `type` and `rect` default to none (depth 0).
    package init(
        id: String? = nil, type: String, rect: Rect, depth: Int = 0,
        borderColor: Color? = nil, borderWidth: Double? = nil, fillColor: Color? = nil
    ) {
        self.id = id
        self.type = type
        self.rect = rect
        self.depth = depth
        self.borderColor = borderColor
        self.borderWidth = borderWidth
        self.fillColor = fillColor
    }
}
