import Typesetting

/// The text's direction, for `multilineTextAlignment`, and the height of reserved lines.
extension TextContent {
    /// Whether the text's first paragraph is right-to-left by its first strong character
    /// (false when it has none, or when the text cannot be analysed).
    static func isRightToLeft(_ text: String) -> Bool {
        guard !text.isEmpty, let level = try? BidiResolver.levels(in: Array(text.utf16)).paragraphLevel else { return false }
        return level == 1
    }

    /// `count` lines of the font scaled by `scale`: the first `font.lineHeight` tall, each
    /// further one `font.lineHeight` plus `lineSpacing` and the text style's extra spacing
    /// (`Font.textStyleLineSpacing`: the step is the style's leading plus `lineSpacing` for a
    /// text-style font), never less than 0 a line as the engine places them; all scaled (the
    /// engine scales every length together).
    public func height(ofLines count: Int, scale: Double) -> Double {
        guard count > 0 else { return 0 }
        let step = max(0, font.lineHeight + lineSpacing + font.textStyleLineSpacing)
        return scale * (font.lineHeight + Double(count - 1) * step)
    }
}
