/// An adapted view's ideal size (RepresentableKit's `IdealSize`). A nil
/// dimension falls back to the view's intrinsic content size on that axis.
public struct IdealSize: Sendable, Hashable {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }
}
