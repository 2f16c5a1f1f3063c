extension Font {
    /// A font weight on the CSS / OpenType scale (OS/2 usWeightClass, fvar wght): 100…900,
    /// 400 regular, 700 bold. The named values mirror `UIFont.Weight`.
    public struct Weight: Sendable, Hashable, Comparable, Codable {
        /// The weight, 1…1000 (400 regular, 700 bold).
        public var value: Double

        /// A weight of `value` on the 1…1000 scale.
        public init(_ value: Double) { self.value = value }

        /// 100 (UIFont.Weight.ultraLight).
        public static let ultraLight = Weight(100)
        /// 200 (UIFont.Weight.thin).
        public static let thin = Weight(200)
        /// 300 (UIFont.Weight.light).
        public static let light = Weight(300)
        /// 400 (UIFont.Weight.regular).
        public static let regular = Weight(400)
        /// 500 (UIFont.Weight.medium).
        public static let medium = Weight(500)
        /// 600 (UIFont.Weight.semibold).
        public static let semibold = Weight(600)
        /// 700 (UIFont.Weight.bold).
        public static let bold = Weight(700)
        /// 800 (UIFont.Weight.heavy).
        public static let heavy = Weight(800)
        /// 900 (UIFont.Weight.black).
        public static let black = Weight(900)

        /// Lighter weights sort first.
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
