/// An sRGB colour with alpha, components 0…1 (UIKit's `UIColor`, CoreGraphics' `CGColor`).
///
/// The one colour type of every module: attributes, hosted views, frames, scenes and the
/// renderer all use it, so a colour is parsed once, where it is read, and a bad one is an
/// error there rather than a silent omission when drawing.
public struct Color: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The sRGB components and opacity, each 0…1.
    public var red, green, blue, alpha: Double

    /// A colour from sRGB components and opacity, each 0…1 (opaque by default).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses CSS-style hex colours: "#rgb", "#rgba", "#rrggbb" or "#rrggbbaa" (the "#" is
    /// optional). Nil for anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        let full = digits.count <= 4 ? String(digits.flatMap { [$0, $0] }) : String(digits)
        guard let v = UInt32(full, radix: 16) else { return nil }
        let hasAlpha = full.count == 8
        let rgb = hasAlpha ? v >> 8 : v
        self.init(
            red: Double(rgb >> 16 & 0xFF) / 255, green: Double(rgb >> 8 & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255, alpha: hasAlpha ? Double(v & 0xFF) / 255 : 1)
    }

    /// "#rrggbb", or "#rrggbbaa" when the colour is not opaque; components are rounded to
    /// the nearest of 256 steps (and clamped to 0…1), so `Color(hex:)` of the result
    /// gives back any colour that was read from hex.
    public var hexString: String {
        func byte(_ c: Double) -> UInt32 {
            guard c.isFinite else { return 0 }
            return UInt32((min(max(c, 0), 1) * 255).rounded())
        }
        var value = byte(red) << 16 | byte(green) << 8 | byte(blue)
        var count = 6
        if byte(alpha) != 255 {
            value = value << 8 | byte(alpha)
            count = 8
        }
        let text = String(value, radix: 16)
        return "#" + String(repeating: "0", count: count - text.count) + text
    }

    /// The colour as `hexString`.
    public var description: String { hexString }
}
