/// The parts of a prepared paragraph that most paragraphs do without, held apart so that the
/// paragraph object stays small: every paragraph with no surrogate pair, no right-to-left
/// text and no missing glyph shares `none`.
final class ParagraphExtras: Sendable {
    /// `PreparedParagraph.scalarOffsets`.
    let scalarOffsets: [Int32]?
    /// `PreparedParagraph.levels`.
    let levels: [UInt8]?
    /// `PreparedParagraph.missingGlyphs`.
    let missingGlyphs: Int
    /// For an empty paragraph (no runs), the format its height comes from
    /// (`PreparedParagraph.baseFont`).
    let emptyFormat: RunFormat?

    private init(scalarOffsets: [Int32]?, levels: [UInt8]?, missingGlyphs: Int, emptyFormat: RunFormat?) {
        self.scalarOffsets = scalarOffsets
        self.levels = levels
        self.missingGlyphs = missingGlyphs
        self.emptyFormat = emptyFormat
    }

    private static let none = ParagraphExtras(scalarOffsets: nil, levels: nil, missingGlyphs: 0, emptyFormat: nil)

    /// Extras holding these, or the shared `none` when there is nothing to hold.
    static func make(scalarOffsets: [Int32]?, levels: [UInt8]?, missingGlyphs: Int,
                     emptyFormat: RunFormat? = nil) -> ParagraphExtras {
        scalarOffsets == nil && levels == nil && missingGlyphs == 0 && emptyFormat == nil
            ? none
            : ParagraphExtras(scalarOffsets: scalarOffsets, levels: levels, missingGlyphs: missingGlyphs,
                              emptyFormat: emptyFormat)
    }
}
