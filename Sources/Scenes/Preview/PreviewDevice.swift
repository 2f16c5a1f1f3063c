import RepresentableKit

/// A device whose screen a preview shows side by side (`preview --devices`).
///
/// Portrait sizes in points and scale factors (Documentation/BehaviourReference.md,
/// "Previews", lists the sources): iPhone SE (2nd and 3rd generation) 375 × 667 pt at @2x
/// (750 × 1334 px); iPhone 15 393 × 852 pt at @3x; iPhone 15 Pro Max 430 × 932 pt at @3x
/// (1290 × 2796 px); iPad (10th generation) 2360 × 1640 px at @2x, 820 × 1180 pt in portrait.
/// Portrait safe-area insets (BehaviourReference, "Safe areas"): 20/0 on the iPhone SE,
/// 59/34 on the iPhone 15 and 15 Pro Max, 24/20 on the iPad (top/bottom).
public struct PreviewDevice: Sendable, Hashable {
    /// The device's name.
    public var name: String
    /// The portrait screen width, in points.
    public var width: Double
    /// Pixels per point.
    public var scale: Double
    /// The portrait screen height, in points; nil for a pane as tall as the scene's layout
    /// (then `safeAreaInsets` are not applied).
    public var height: Double?
    /// The portrait safe-area insets, in points: the root is laid out inside them.
    public var safeAreaInsets: EdgeInsets

    /// A device of `width` points at `scale`, as tall as the layout, without a safe area.
    public init(name: String, width: Double, scale: Double) {
        self.init(name: name, width: width, height: nil, scale: scale, safeAreaInsets: EdgeInsets())
    }

    /// A device with a `width` × `height` point screen at `scale` whose safe area is inset by
    /// `safeAreaInsets`.
    public init(name: String, width: Double, height: Double?, scale: Double, safeAreaInsets: EdgeInsets) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
    }

    /// iPhone SE, iPhone 15, iPhone 15 Pro Max and iPad, narrowest first.
    public static let presets: [PreviewDevice] = [
        PreviewDevice(name: "iPhone SE", width: 375, height: 667, scale: 2, safeAreaInsets: EdgeInsets(top: 20)),
        PreviewDevice(name: "iPhone 15", width: 393, height: 852, scale: 3, safeAreaInsets: EdgeInsets(top: 59, bottom: 34)),
        PreviewDevice(name: "iPhone 15 Pro Max", width: 430, height: 932, scale: 3, safeAreaInsets: EdgeInsets(top: 59, bottom: 34)),
        PreviewDevice(name: "iPad", width: 820, height: 1180, scale: 2, safeAreaInsets: EdgeInsets(top: 24, bottom: 20)),
    ]
}
