extension Font {
    /// A text-style font's Dynamic Type identity: the style and the content size category it
    /// was sized for, and so the HIG leading SwiftUI's `Text` sets its lines at.
    public struct DynamicTypeStyle: Sendable, Hashable {
        /// The text style (`UIFont.TextStyle`, SwiftUI's `Font.body`, `.headline`, …).
        public var style: TextStyle
        /// The content size category the style was sized at.
        public var category: ContentSizeCategory

        /// `style` at `category`.
        public init(_ style: TextStyle, category: ContentSizeCategory = .large) {
            self.style = style
            self.category = category
        }

        /// The HIG's leading for the style at the category (`TextStyle.leading(for:)`), in points.
        public var leading: Double { style.leading(for: category) }
    }

    /// This font, remembered as `style`'s font (nil: as a font of no text style). Only the
    /// record changes: size, weight and face stay as they are.
    public func withTextStyle(_ style: DynamicTypeStyle?) -> Font {
        var font = self
        font.textStyle = style
        return font
    }

    /// How much further apart than its own line height SwiftUI's `Text` sets lines in this font:
    /// the text style's leading minus `lineHeight` (negative where the font's line height is the
    /// larger), or 0 for a font of no text style.
    public var textStyleLineSpacing: Double {
        textStyle.map { $0.leading - lineHeight } ?? 0
    }
}
