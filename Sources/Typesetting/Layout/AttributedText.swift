/// Character attributes for a run of text.
public struct TextAttributes: Sendable, Hashable {
    /// The font of the run's text.
    public var font: Font
    /// Extra space after each grapheme cluster, in points (NSAttributedString.Key.kern).
    public var tracking: Double = 0
    /// OpenType features in HarfBuzz's syntax, e.g. "liga=0", "tnum", "ss01".
    public var features: [String] = []
    /// Shifts the glyphs up (positive) or down from the baseline, in points.
    public var baselineOffset: Double = 0
    /// BCP 47 language tag given to the shaper and the line breaker (e.g. "ja", "sr", "th").
    public var language: String? = nil
    /// RGBA colour for renderers.
    public var color: Color = .black
    /// Underline, strikethrough, background, link and attachment (see `RichAttributes.swift`),
    /// boxed: nil for plain text.
    var richBox: RichAttributes.Box? = nil

    /// Attributes for text in `font`; the rest default to none.
    public init(font: Font, tracking: Double = 0, features: [String] = [], baselineOffset: Double = 0, language: String? = nil, color: Color = .black) {
        self.font = font
        self.tracking = tracking
        self.features = features
        self.baselineOffset = baselineOffset
        self.language = language
        self.color = color
    }
}

/// A string with attribute runs: the NSAttributedString analogue.
public struct AttributedText: Sendable, Hashable {
    /// A range of the string with one set of attributes.
    public struct Run: Sendable, Hashable {
        /// The run's range in UTF-16 offsets of `string`.
        public var utf16Range: Range<Int>
        /// The attributes of the range.
        public var attributes: TextAttributes
    }

    /// The whole text.
    public private(set) var string: String = ""
    /// Attribute runs covering `string` in order, adjacent equal runs merged.
    public private(set) var runs: [Run] = []
    /// `string`'s length in UTF-16 units, kept as text is appended: a String that is not
    /// ASCII counts its UTF-16 units by walking from its last breadcrumb, which an append
    /// drops, so counting at each append made appending n attachments (U+FFFC) cost n².
    private var utf16Count = 0

    /// Empty text.
    public init() {}

    /// `string` with one set of attributes.
    public init(_ string: String, attributes: TextAttributes) {
        append(string, attributes: attributes)
    }

    /// Appends `string` with `attributes`, merging with the last run when they are equal
    /// (never an attachment's run: `mergeable(_:_:)`).
    public mutating func append(_ string: String, attributes: TextAttributes) {
        let start = utf16Count
        self.string += string
        let units = string.utf16.count
        WorkCounter.current?.add(units)
        utf16Count += units
        let end = utf16Count
        guard end > start else { return }
        if let last = runs.last, Self.mergeable(last.attributes, attributes), last.utf16Range.upperBound == start {
            runs[runs.count - 1].utf16Range = last.utf16Range.lowerBound..<end
        } else {
            runs.append(Run(utf16Range: start..<end, attributes: attributes))
        }
    }

    /// Appends `other` (NSMutableAttributedString's `append`), merging its first run with the
    /// last when their attributes are equal (never an attachment's run).
    public mutating func append(_ other: AttributedText) {
        let start = utf16Count
        string += other.string
        utf16Count += other.utf16Count
        WorkCounter.current?.add(other.runs.count)
        for run in other.runs {
            let range = (run.utf16Range.lowerBound + start)..<(run.utf16Range.upperBound + start)
            if let last = runs.last, Self.mergeable(last.attributes, run.attributes), last.utf16Range.upperBound == range.lowerBound {
                runs[runs.count - 1].utf16Range = last.utf16Range.lowerBound..<range.upperBound
            } else {
                runs.append(Run(utf16Range: range, attributes: run.attributes))
            }
        }
    }

    /// Appends an inline object: one U+FFFC (`TextAttachment.character`) whose attributes are
    /// `attributes` with `attachment` set (`NSAttributedString(attachment:)`).
    public mutating func append(_ attachment: TextAttachment, attributes: TextAttributes) {
        var attributes = attributes
        attributes.attachment = attachment
        append(String(TextAttachment.character), attributes: attributes)
    }

    /// Whether two adjacent runs become one: equal attributes and no attachment. Each
    /// attachment keeps its own run, since the engine sizes and draws one object per
    /// attachment run: four equal attachments side by side are four objects, as four
    /// `NSAttributedString(attachment:)` appended are.
    static func mergeable(_ a: TextAttributes, _ b: TextAttributes) -> Bool {
        a == b && a.attachment == nil
    }

    /// Whether the text is empty.
    public var isEmpty: Bool { string.isEmpty }
}
