extension PreparedText {
    /// One paragraph with its own paragraph style, for `PreparedText(paragraphs:)`.
    public struct Paragraph: Sendable, Hashable {
        /// The paragraph's text. It may hold paragraph breaks of its own (LF, CR, U+2029…);
        /// every paragraph it splits into takes `style`.
        public var text: AttributedText
        /// The paragraph style of every paragraph `text` holds (NSAttributedString's
        /// `.paragraphStyle` attribute).
        public var style: ParagraphStyle

        /// `text` laid out in `style`.
        public init(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle()) {
            self.text = text
            self.style = style
        }

        /// `string` in `font`, laid out in `style`.
        public init(_ string: String, font: Font, style: ParagraphStyle = ParagraphStyle()) {
            self.init(AttributedText(string, attributes: TextAttributes(font: font)), style: style)
        }
    }

    /// Prepares paragraphs that each have their own paragraph style, as the paragraphs of an
    /// NSAttributedString each take the `.paragraphStyle` attribute of their first character.
    /// The text is the paragraphs' texts joined by LF (U+000A); each LF takes the attributes
    /// of the end of the paragraph it ends (of the nearest paragraph with text when that one
    /// is empty). As for any text, an LF at the very end starts no empty paragraph, so an
    /// empty last paragraph adds no line.
    ///
    /// Everything a paragraph style says applies per paragraph: wrapping (line break mode and
    /// strategy, hyphenation), indents, tab stops, alignment, direction, line heights, and
    /// spacing: between two paragraphs the first one's `lineSpacing` and `paragraphSpacing`,
    /// then the second one's `paragraphSpacingBefore` (TextKit adds the two). When lines run
    /// out, the last line is truncated by its own paragraph's `lineBreakMode` (with
    /// `allowsDefaultTighteningForTruncation` as that paragraph says). `style` is the first
    /// paragraph's.
    public convenience init(paragraphs: [Paragraph], fontCollection: FontCollection? = nil,
                            usesShapingCache: Bool = true) throws(LayoutError) {
        var text = AttributedText()
        var starts: [(start: Int, style: ParagraphStyle)] = []
        for (k, paragraph) in paragraphs.enumerated() {
            if k > 0, let attributes = Self.separatorAttributes(paragraphs, after: k - 1) {
                text.append("\n", attributes: attributes)
            }
            starts.append((text.string.utf16.count, paragraph.style))
            text.append(paragraph.text)
        }
        if starts.isEmpty { starts = [(0, ParagraphStyle())] }
        try self.init(text, styles: starts, fontCollection: fontCollection, usesShapingCache: usesShapingCache)
    }

    /// The attributes of the LF after paragraph `k`: of its last run, else of the nearest
    /// paragraph before it with text, else after it; nil when no paragraph has text.
    private static func separatorAttributes(_ paragraphs: [Paragraph], after k: Int) -> TextAttributes? {
        for j in stride(from: k, through: 0, by: -1) {
            if let last = paragraphs[j].text.runs.last { return last.attributes }
        }
        return paragraphs[(k + 1)...].lazy.compactMap { $0.text.runs.first?.attributes }.first
    }
}
