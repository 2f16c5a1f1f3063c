/// An adapted view's ideal size (RepresentableKit's `IdealSize`). A nil
/// dimension falls back to the view's intrinsic content size on that axis.
public struct IdealSize: Sendable, Hashable {
    /// The ideal width in points, or nil for the intrinsic width.
    public var width: Double?
    /// The ideal height in points, or nil for the intrinsic height.
    public var height: Double?

    /// An ideal size; nil on an axis means the view's intrinsic size there.
    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}
