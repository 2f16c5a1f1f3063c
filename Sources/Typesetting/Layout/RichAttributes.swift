/// The line style of an underline or a strikethrough: `NSUnderlineStyle`'s values.
///
/// A style combines a line (`single`, `thick`, `double`), an optional dash pattern
/// (`patternDot`, `patternDash`, `patternDashDot`, `patternDashDotDot`; solid when none) and
/// `byWord` (the line skips the spaces between words). The raw values are UIKit's, so
/// `UnderlineStyle(rawValue: NSUnderlineStyle.double.rawValue)` means the same thing.
public struct UnderlineStyle: OptionSet, Sendable, Hashable, Codable {
    /// `NSUnderlineStyle`'s raw value.
    public let rawValue: Int
    /// A style from `NSUnderlineStyle`'s raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One line of the font's underline (or strikeout) thickness (`NSUnderlineStyle.single`).
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// One line of twice that thickness (`NSUnderlineStyle.thick`).
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// Two lines of that thickness (`NSUnderlineStyle.double`).
    public static let double = UnderlineStyle(rawValue: 0x09)
    /// A solid line: no pattern bits (`NSUnderlineStyle.patternSolid`).
    public static let patternSolid = UnderlineStyle([])
    /// A dotted line (`NSUnderlineStyle.patternDot`).
    public static let patternDot = UnderlineStyle(rawValue: 0x0100)
    /// A dashed line (`NSUnderlineStyle.patternDash`).
    public static let patternDash = UnderlineStyle(rawValue: 0x0200)
    /// Alternating dashes and dots (`NSUnderlineStyle.patternDashDot`).
    public static let patternDashDot = UnderlineStyle(rawValue: 0x0300)
    /// A dash and two dots (`NSUnderlineStyle.patternDashDotDot`).
    public static let patternDashDotDot = UnderlineStyle(rawValue: 0x0400)
    /// Draws the line under words only, not under the spaces between them (`NSUnderlineStyle.byWord`).
    public static let byWord = UnderlineStyle(rawValue: 0x8000)

    /// The line part alone (the low byte): none, single, thick or double.
    public var line: UnderlineStyle { UnderlineStyle(rawValue: rawValue & 0xFF) }
    /// The pattern part alone (bits 8–10): solid, dot, dash, dash-dot or dash-dot-dot.
    public var pattern: UnderlineStyle { UnderlineStyle(rawValue: rawValue & 0x0700) }
    /// Whether a line is drawn at all: some line bit is set. A style of only pattern or
    /// `byWord` bits draws nothing, as in UIKit.
    public var isVisible: Bool { rawValue & 0xFF != 0 }
}

/// An inline object in the text: the `NSTextAttachment` analogue.
///
/// It stands in the text as U+FFFC OBJECT REPLACEMENT CHARACTER, is laid out as one object of
/// `bounds.width`, breaks like one (line-break class CB), and raises its line: the line's
/// ascent is at least `bounds.maxY` and its descent at least `-bounds.minY`, as TextKit lays
/// out an attachment's bounds.
public struct TextAttachment: Sendable, Hashable, Codable {
    /// The object's rectangle relative to the baseline, y up, as `NSTextAttachment.bounds`:
    /// `origin.y` is the bottom edge (negative below the baseline) and `maxY` the top edge.
    public var bounds: Rect
    /// An image file to draw in `bounds` (a PNG path), or nil to draw a box.
    public var image: String?

    /// An attachment of `bounds` (baseline-relative, y up) that draws `image` or a box.
    public init(bounds: Rect, image: String? = nil) {
        self.bounds = bounds
        self.image = image
    }

    /// An attachment `width` × `height` whose bottom edge is `y` above the baseline.
    public init(width: Double, height: Double, y: Double = 0, image: String? = nil) {
        self.init(bounds: Rect(x: 0, y: y, width: width, height: height), image: image)
    }

    /// The character an attachment stands for in the text: U+FFFC OBJECT REPLACEMENT CHARACTER.
    public static let character: Character = "\u{FFFC}"
}

/// The attributes plain text does not have: decorations, background, link and attachment.
/// `TextAttributes` keeps them boxed behind one optional reference, so plain text carries a
/// nil pointer and compares and hashes as before.
struct RichAttributes: Sendable, Hashable {
    var underlineStyle: UnderlineStyle = []
    var underlineColor: Color? = nil
    var strikethroughStyle: UnderlineStyle = []
    var strikethroughColor: Color? = nil
    var backgroundColor: Color? = nil
    var link: String? = nil
    var attachment: TextAttachment? = nil

    /// Whether every attribute has its default value.
    var isEmpty: Bool { self == RichAttributes() }

    /// The immutable box `TextAttributes` holds (a class, so the attributes stay one word).
    final class Box: Sendable, Hashable {
        let value: RichAttributes
        init(_ value: RichAttributes) { self.value = value }
        static func == (a: Box, b: Box) -> Bool { a === b || a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }
}

extension TextAttributes {
    /// The rich attributes, or their defaults.
    var rich: RichAttributes { richBox?.value ?? RichAttributes() }

    /// Changes one rich attribute; the box is dropped when all are back at their defaults.
    private mutating func setRich(_ change: (inout RichAttributes) -> Void) {
        var value = rich
        change(&value)
        richBox = value.isEmpty ? nil : RichAttributes.Box(value)
    }

    /// Whether the run has any attribute beyond plain text's (a decoration, background, link
    /// or attachment).
    public var hasRichAttributes: Bool { richBox != nil }

    /// The underline's style, empty for none (`NSAttributedString.Key.underlineStyle`).
    public var underlineStyle: UnderlineStyle {
        get { richBox?.value.underlineStyle ?? [] }
        set { setRich { $0.underlineStyle = newValue } }
    }
    /// The underline's colour; nil draws it in the text's `color` (`.underlineColor`).
    public var underlineColor: Color? {
        get { richBox?.value.underlineColor }
        set { setRich { $0.underlineColor = newValue } }
    }
    /// The strikethrough's style, empty for none (`NSAttributedString.Key.strikethroughStyle`).
    public var strikethroughStyle: UnderlineStyle {
        get { richBox?.value.strikethroughStyle ?? [] }
        set { setRich { $0.strikethroughStyle = newValue } }
    }
    /// The strikethrough's colour; nil draws it in the text's `color` (`.strikethroughColor`).
    public var strikethroughColor: Color? {
        get { richBox?.value.strikethroughColor }
        set { setRich { $0.strikethroughColor = newValue } }
    }
    /// The colour filled behind the run's line fragments, or nil for none (`.backgroundColor`).
    public var backgroundColor: Color? {
        get { richBox?.value.backgroundColor }
        set { setRich { $0.backgroundColor = newValue } }
    }
    /// The URL the run links to, as a string, or nil (`NSAttributedString.Key.link`).
    /// Renderers make it a PDF link annotation and an SVG `<a href>`; it does not change the
    /// run's look (UILabel draws links as plain text unless they are styled).
    public var link: String? {
        get { richBox?.value.link }
        set { setRich { $0.link = newValue } }
    }
    /// The inline object the run stands for, or nil (`NSAttributedString.Key.attachment`).
    /// The run's text should be one U+FFFC (`TextAttachment.character`); see `TextAttachment`.
    public var attachment: TextAttachment? {
        get { richBox?.value.attachment }
        set { setRich { $0.attachment = newValue } }
    }
}
