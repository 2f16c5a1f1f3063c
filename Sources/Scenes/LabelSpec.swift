import Graphics
import JSON
import RepresentableKit

/// A `label` node as a scene describes it, validated but not interpreted: the
/// caller's `makeLabel` turns it into a hosted view (the real `Label` lives in
/// another layer). Absent fields are nil, meaning "the label's default".
public struct LabelSpec: Sendable, Hashable {
    /// A font request: a family name or a font file, plus size, weight,
    /// Dynamic Type text style and system design.
    public struct Font: Sendable, Hashable {
        /// A bundled or system family name.
        public var family: String?
        /// A font file path (instead of `family`).
        public var file: String?
        /// The point size; default the text style's size, else 17.
        public var size: Double?
        /// The weight, by UIFont.Weight name or value.
        public var weight: Weight?
        /// A Dynamic Type text style name (`LabelSpec.textStyles`).
        public var textStyle: String?
        /// A system design name (`LabelSpec.fontDesigns`).
        public var design: String?

        /// A font request; every field is optional.
        public init(
            family: String? = nil, file: String? = nil, size: Double? = nil, weight: Weight? = nil,
            textStyle: String? = nil, design: String? = nil
        ) {
            self.family = family
            self.file = file
            self.size = size
            self.weight = weight
            self.textStyle = textStyle
            self.design = design
        }
    }

    /// A font weight: a UIFont.Weight name ("semibold"), or a number passed
    /// through as given (a UIFont.Weight value in −1…1 or an OpenType wght in
    /// 1…1000; the label decides).
    public enum Weight: Sendable, Hashable {
        /// A UIFont.Weight name, e.g. "semibold".
        case named(String)
        /// A number: a UIFont.Weight value in −1…1 or an OpenType wght in 1…1000.
        case value(Double)
    }

    /// One value of the raw paragraph-style bag.
    public enum ParagraphValue: Sendable, Hashable {
        /// A number, e.g. `"lineHeightMultiple": 1.2`.
        case number(Double)
        /// A name, e.g. `"alignment": "center"`.
        case string(String)
        /// A switch, e.g. `"usesDefaultHyphenation": true`.
        case bool(Bool)
    }

    /// Per-axis priorities; nil axes keep the label's default.
    public struct Priorities: Sendable, Hashable {
        /// The priority on the horizontal axis, or nil for the default.
        public var horizontal: LayoutPriority?
        /// The priority on the vertical axis, or nil for the default.
        public var vertical: LayoutPriority?

        /// Priorities for each axis; nil keeps the label's default.
        public init(horizontal: LayoutPriority? = nil, vertical: LayoutPriority? = nil) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// The label's text (required).
    public var text: String
    /// The font request; nil is the body text style, as UILabel's default font.
    public var font: Font?
    /// UILabel.numberOfLines (≥ 0; 0 is unlimited).
    public var numberOfLines: Int?
    /// One of `LabelSpec.lineBreakModes` (NSLineBreakMode's names).
    public var lineBreakMode: String?
    /// UILabel.preferredMaxLayoutWidth (finite, ≥ 0).
    public var preferredMaxLayoutWidth: Double?
    /// NSParagraphStyle fields by name (e.g. "lineHeightMultiple": 1.2,
    /// "alignment": "center"), passed through unchecked.
    public var paragraphStyle: [String: ParagraphValue]
    /// The text colour.
    public var color: Color?
    /// Content hugging priorities.
    public var hugging: Priorities?
    /// Content compression resistance priorities.
    public var compressionResistance: Priorities?
    /// The scene's scale (pixels per point), for pixel rounding.
    public var scale: Double
    /// Autoshrink: `adjustsFontSizeToFitWidth`, `minimumScaleFactor` (checked to be in 0…1)
    /// and `baselineAdjustment` (one of `LabelSpec.baselineAdjustments`).
    public var adjustsFontSizeToFitWidth: Bool?
    /// The smallest scale autoshrink may use.
    public var minimumScaleFactor: Double?
    /// Where shrunk text sits.
    public var baselineAdjustment: String?

    /// A label node with `text`; every other field is optional.
    public init(
        text: String, font: Font? = nil, numberOfLines: Int? = nil, lineBreakMode: String? = nil,
        preferredMaxLayoutWidth: Double? = nil, paragraphStyle: [String: ParagraphValue] = [:],
        color: Color? = nil, hugging: Priorities? = nil, compressionResistance: Priorities? = nil,
        scale: Double = 1
    ) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.paragraphStyle = paragraphStyle
        self.color = color
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.scale = scale
    }

    /// NSLineBreakMode's cases.
    public static let lineBreakModes = [
        "byWordWrapping", "byCharWrapping", "byClipping",
        "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle",
    ]

    /// UIBaselineAdjustment's cases.
    public static let baselineAdjustments = ["alignBaselines", "alignCenters", "none"]

    /// UIFont.TextStyle's cases (the Dynamic Type styles).
    public static let textStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "body",
        "callout", "subheadline", "footnote", "caption1", "caption2",
    ]

    /// UIFont.Weight's named values.
    public static let fontWeights = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// UIFontDescriptor.SystemDesign's cases.
    public static let fontDesigns = ["default", "rounded", "serif", "monospaced"]
}

/// A `text` node (SwiftUI's `Text`) as a scene describes it, validated but not interpreted:
/// the caller's `makeText` turns it into a text measurer. Absent fields are nil, meaning
/// "Text's default".
public struct TextSpec: Sendable, Hashable {
    /// The text (required).
    public var text: String
    /// The font request; nil is the body text style.
    public var font: LabelSpec.Font?
    /// The text colour.
    public var color: Color?
    /// ≥ 0 when present.
    public var lineLimit: Int?
    /// One of `TextSpec.truncationModes`.
    public var truncationMode: String?
    /// In 0…1 when present.
    public var minimumScaleFactor: Double?
    /// One of `TextSpec.alignments`.
    public var multilineTextAlignment: String?
    /// Space between lines, in points (≥ 0).
    public var lineSpacing: Double?
    /// The scene's scale (pixels per point), for pixel rounding.
    public var scale: Double

    /// A text node with `text` at `scale`; every other field absent.
    public init(text: String, scale: Double = 1) {
        self.text = text
        self.scale = scale
    }

    /// Text.TruncationMode's cases.
    public static let truncationModes = ["head", "middle", "tail"]
    /// SwiftUI TextAlignment's cases.
    public static let alignments = ["leading", "center", "trailing"]
}
