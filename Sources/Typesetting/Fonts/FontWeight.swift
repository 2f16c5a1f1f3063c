extension Font {
    /// A font weight on the CSS / OpenType scale (OS/2 usWeightClass, fvar wght): 100…900,
    /// 400 regular, 700 bold. The named values mirror `UIFont.Weight`.
    public struct Weight: Sendable, Hashable, Comparable, Codable {
        public var value: Double

        public init(_ value: Double) { self.value = value }

        public static let ultraLight = Weight(100)
        public static let thin = Weight(200)
        public static let light = Weight(300)
        public static let regular = Weight(400)
        public static let medium = Weight(500)
        public static let semibold = Weight(600)
        public static let bold = Weight(700)
        public static let heavy = Weight(800)
        public static let black = Weight(900)

        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.value < rhs.value }

        /// Parses a number (1…1000) or a UIFont.Weight name ("semibold", "bold").
        public init?(parsing text: String) {
            let names: [String: Weight] = [
                "ultralight": .ultraLight, "thin": .thin, "light": .light, "regular": .regular,
                "medium": .medium, "semibold": .semibold, "bold": .bold, "heavy": .heavy, "black": .black,
            ]
            if let named = names[text.lowercased()] {
                self = named
            } else if let number = Double(text), number.isFinite, number >= 1, number <= 1000 {
                self.init(number)
            } else {
                return nil
            }
        }
    }

    /// UIKit's four system font designs (UIFontDescriptor.SystemDesign).
    public enum Design: String, Sendable, Hashable, Codable, CaseIterable {
        case `default`, rounded, serif, monospaced
    }
}
