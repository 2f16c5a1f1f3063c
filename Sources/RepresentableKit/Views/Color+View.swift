/// SwiftUI's `Color` as a view: a rectangle filled with the colour, which takes the whole
/// proposal as every shape does (nil axes 10 points, `ShapeView.idealLength`) [D: a colour
/// view "fills the space it's given"; it is laid out as a `Rectangle` filled with it].
///
/// A `Color` carries no identifier (it is the shared colour value): `id(_:)` on a colour
/// returns a filled rectangle that does, and setting `id` on a `Color` variable has no effect.
extension Color: LayoutView {
    /// Always nil; use `id(_:)`, which returns an identified `ShapeView`.
    public var id: String? {
        get { nil }
        set {}  // a colour value has nowhere to keep one: `id(_:)` returns a ShapeView
    }

    /// A rectangle filled with this colour, recorded with identifier `id`.
    public func id(_ id: String?) -> ShapeView {
        ShapeView(outline: .rectangle, color: self, id: id)
    }

    /// The proposal with nil axes replaced by 10.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { ShapeView.size(for: proposal) }

    /// Records a "color" frame filled with this colour.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: nil, type: "color", rect: bounds, fillColor: self)
    }
}

/// SwiftUI's named colours, in the light appearance (iOS system colours as sRGB components).
extension Color {
    /// SwiftUI `Color.primary`: black in the light appearance.
    public static let primary = Color.black
    /// SwiftUI `Color.secondary`: `UIColor.secondaryLabel`, #3C3C43 at 60 % opacity.
    public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    /// SwiftUI `Color.blue`: `UIColor.systemBlue`, #007AFF.
    public static let blue = Color(red: 0, green: 122 / 255, blue: 1)
    /// SwiftUI `Color.red`: `UIColor.systemRed`, #FF3B30.
    public static let red = Color(red: 1, green: 59 / 255, blue: 48 / 255)
    /// SwiftUI `Color.green`: `UIColor.systemGreen`, #34C759.
    public static let green = Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)
    /// SwiftUI `Color.orange`: `UIColor.systemOrange`, #FF9500.
    public static let orange = Color(red: 1, green: 149 / 255, blue: 0)
    /// SwiftUI `Color.yellow`: `UIColor.systemYellow`, #FFCC00.
    public static let yellow = Color(red: 1, green: 204 / 255, blue: 0)
    /// SwiftUI `Color.gray`: `UIColor.systemGray`, #8E8E93.
    public static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
}
