/// A device whose width and scale a preview shows side by side (`preview --devices`).
///
/// Portrait widths in points and scale factors (Documentation/BehaviourReference.md,
/// "Previews", lists the sources): iPhone SE (2nd and 3rd generation) 375 × 667 pt at @2x
/// (750 × 1334 px); iPhone 15 393 × 852 pt at @3x; iPhone 15 Pro Max 430 × 932 pt at @3x
/// (1290 × 2796 px); iPad (10th generation) 2360 × 1640 px at @2x, 820 pt wide in portrait.
public struct PreviewDevice: Sendable, Hashable {
    /// The device's name.
    public var name: String
    /// The portrait screen width, in points.
    public var width: Double
    /// Pixels per point.
    public var scale: Double

    /// A device of `width` points at `scale`.
    public init(name: String, width: Double, scale: Double) {
        self.name = name
        self.width = width
        self.scale = scale
    }

    /// iPhone SE, iPhone 15, iPhone 15 Pro Max and iPad, narrowest first.
    public static let presets: [PreviewDevice] = [
        PreviewDevice(name: "iPhone SE", width: 375, scale: 2),
        PreviewDevice(name: "iPhone 15", width: 393, scale: 3),
        PreviewDevice(name: "iPhone 15 Pro Max", width: 430, scale: 3),
        PreviewDevice(name: "iPad", width: 820, scale: 2),
    ]
}
