import Graphics
import Typesetting

extension LabelSpec {
    /// One styled run of a label's or text's `"runs"`: its text with the attributes it sets
    /// (nil: the node's), or an inline attachment. The `NSAttributedString` attributes a
    /// scene can give a range of text.
    public struct Run: Sendable, Hashable {
        /// The run's text; an attachment's is U+FFFC (`TextAttachment.character`).
        public var text: String
        /// The run's font request, over the node's: fields it leaves nil are the node's.
        public var font: Font?
        /// Whether the run is italic: the italic face of its family (`FontCollection.font(family:size:weight:italic:)`).
        public var italic: Bool?
        /// The text colour.
        public var color: Color?
        /// `NSAttributedString.Key.underlineStyle` and `.underlineColor`.
        public var underline: UnderlineStyle?
        /// The underline's colour (nil: the text colour).
        public var underlineColor: Color?
        /// `NSAttributedString.Key.strikethroughStyle`.
        public var strikethrough: UnderlineStyle?
        /// The strikethrough's colour (nil: the text colour).
        public var strikethroughColor: Color?
        /// `NSAttributedString.Key.backgroundColor`.
        public var background: Color?
        /// `NSAttributedString.Key.link`.
        public var link: String?
        /// OpenType features in HarfBuzz's syntax ("tnum", "liga=0", "ss01").
        public var features: [String]?
        /// `NSAttributedString.Key.baselineOffset`, points up.
        public var baselineOffset: Double?
        /// `NSAttributedString.Key.kern`, points after each grapheme cluster.
        public var tracking: Double?
        /// An inline object (`NSTextAttachment`); the run's text is then U+FFFC.
        public var attachment: TextAttachment?

        /// A run of `text`; every attribute absent.
        public init(text: String) { self.text = text }

        /// The run's own font: its font request merged over `baseFont` (the node's) and
        /// resolved in `fonts`, italic when it says so; nil when the run sets neither (it
        /// takes the node's font).
        public func resolvedFont(over baseFont: Font?, in fonts: FontCollection) throws(FontError) -> Typesetting.Font? {
            guard font != nil || italic == true else { return nil }
            return try (font ?? Font()).merged(over: baseFont ?? Font()).resolve(in: fonts, italic: italic ?? false)
        }

        /// A run standing for `attachment`.
        public init(attachment: TextAttachment) {
            self.text = String(TextAttachment.character)
            self.attachment = attachment
        }
    }

    /// `runs` as attributed text over `base` (the node's resolved font and colour, whose
    /// font request is `baseFont`): each run's font request is merged over `baseFont` and
    /// resolved in `fonts`.
    public static func attributedText(_ runs: [Run], base: TextAttributes, baseFont: Font?, fonts: FontCollection) throws(FontError) -> AttributedText {
        var text = AttributedText()
        for run in runs {
            var a = base
            if let font = try run.resolvedFont(over: baseFont, in: fonts) { a.font = font }
            if let color = run.color { a.color = color }
            if let features = run.features { a.features = features }
            if let offset = run.baselineOffset { a.baselineOffset = offset }
            if let tracking = run.tracking { a.tracking = tracking }
            if let style = run.underline { a.underlineStyle = style }
            a.underlineColor = run.underlineColor
            if let style = run.strikethrough { a.strikethroughStyle = style }
            a.strikethroughColor = run.strikethroughColor
            a.backgroundColor = run.background
            a.link = run.link
            if let attachment = run.attachment {
                text.append(attachment, attributes: a)
            } else {
                text.append(run.text, attributes: a)
            }
        }
        return text
    }
}

extension LabelSpec.Font {
    /// This request with its nil fields taken from `base`.
    func merged(over base: LabelSpec.Font) -> LabelSpec.Font {
        LabelSpec.Font(family: family ?? (file == nil ? base.family : nil), file: file ?? (family == nil ? base.file : nil),
                       size: size ?? base.size, weight: weight ?? base.weight,
                       textStyle: textStyle ?? base.textStyle, design: design ?? base.design)
    }

    /// `resolve(in:)`, in the family's italic face when `italic` (a font file is taken as it is).
    func resolve(in fonts: FontCollection, italic: Bool) throws(FontError) -> Typesetting.Font {
        guard italic, file == nil else { return try resolve(in: fonts) }
        let style = textStyle ?? .body
        let size = size ?? (family == nil ? style.pointSize() : 17)
        if let family { return try fonts.font(family: family, size: size, weight: weight ?? .regular, italic: true) }
        return try fonts.systemFont(ofSize: size, weight: weight ?? (textStyle == nil ? .regular : style.weight),
                                    design: design ?? .default, italic: true)
    }
}
