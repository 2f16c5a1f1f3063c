import Graphics
import RepresentableKit
import Typesetting

/// A label's configuration as plain values: what UILabel is set up with, read from a scene
/// file or built in code, from which `Label(spec:fonts:)` makes the label. Absent fields are
/// nil, meaning the label's default (UILabel's).
///
/// It lives beside `Label` because it describes nothing but a label: a scene's `label` node
/// decodes into it once, with every value typed and checked where it was read, and any
/// reader of another format can fill it the same way.
public struct LabelSpec: Sendable, Hashable {
    /// A font request: a file, a family, or a Dynamic Type text style (with a system design),
    /// at a size and weight. With nothing given, the body style, UILabel's default font.
    public struct Font: Sendable, Hashable {
        /// A bundled or system family name.
        public var family: String?
        /// A font file path (instead of `family`).
        public var file: String?
        /// The point size; default the text style's size, else 17.
        public var size: Double?
        /// The weight; default the text style's, else regular.
        public var weight: Typesetting.Font.Weight?
        /// A Dynamic Type text style, at the Large category.
        public var textStyle: Typesetting.Font.TextStyle?
        /// A system design, for the system font.
        public var design: Typesetting.Font.Design?

        /// A font request; every field is optional.
        public init(
            family: String? = nil, file: String? = nil, size: Double? = nil, weight: Typesetting.Font.Weight? = nil,
            textStyle: Typesetting.Font.TextStyle? = nil, design: Typesetting.Font.Design? = nil
        ) {
            self.family = family
            self.file = file
            self.size = size
            self.weight = weight
            self.textStyle = textStyle
            self.design = design
        }

        /// The font: `file` first, then `family`, then the system font at `textStyle` (body
        /// when none), at `size` (default the style's, or 17 for a file or family) and `weight`.
        public func resolve(in fonts: FontCollection) throws(FontError) -> Typesetting.Font {
            let design = design ?? .default
            if let file {
                return try Typesetting.Font(face: try FontFace(contentsOf: file), size: size ?? 17, weight: weight)
            }
            if let family {
                return try fonts.font(family: family, size: size ?? 17, weight: weight ?? .regular)
            }
            if let style = textStyle {
                return try fonts.systemFont(ofSize: size ?? style.pointSize(), weight: weight ?? style.weight, design: design)
            }
            let body = Typesetting.Font.TextStyle.body
            return try fonts.systemFont(ofSize: size ?? body.pointSize(), weight: weight ?? .regular, design: design)
        }
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

    /// The label's text.
    public var text: String
    /// Styled runs (a scene's `"markdown"`): when present the label shows them as its
    /// `attributedText` over its font and colour, and `text` is their plain string.
    public var styled: StyledText?
    /// The font request; nil is the body text style, as UILabel's default font.
    public var font: Font?
    /// UILabel.numberOfLines (≥ 0; 0 is unlimited).
    public var numberOfLines: Int?
    /// UILabel.lineBreakMode.
    public var lineBreakMode: LineBreakMode?
    /// UILabel.preferredMaxLayoutWidth (finite, ≥ 0).
    public var preferredMaxLayoutWidth: Double?
    /// UILabel.textAlignment.
    public var textAlignment: TextAlignment?
    /// The paragraph style (UILabel's attributed text's NSParagraphStyle).
    public var paragraphStyle: ParagraphStyle?
    /// The text colour.
    public var color: Color?
    /// Content hugging priorities.
    public var hugging: Priorities?
    /// Content compression resistance priorities.
    public var compressionResistance: Priorities?
    /// Device pixels per point, for pixel rounding.
    public var scale: Double
    /// Autoshrink: UILabel.adjustsFontSizeToFitWidth.
    public var adjustsFontSizeToFitWidth: Bool?
    /// The smallest scale autoshrink may use (0…1).
    public var minimumScaleFactor: Double?
    /// Where shrunk text sits.
    public var baselineAdjustment: BaselineAdjustment?
    /// Shapes the text flows around (`Label.exclusionPaths`, `TextView.exclusionPaths`).
    public var exclusionPaths: [ExclusionPath]?
    /// The colour the exclusion paths are filled with when drawn (an image's or a box's
    /// place); nil draws nothing there.
    public var exclusionFill: Color?
    /// Set for a text view (a scene's `textView` node): its UITextView settings. Nil for a label.
    public var textView: TextViewOptions?

    /// UITextView's settings beyond a label's (see `TextView`); nil fields keep its defaults.
    public struct TextViewOptions: Sendable, Hashable {
        /// `textContainerInset`.
        public var textContainerInset: EdgeInsets?
        /// `textContainer.lineFragmentPadding` (≥ 0).
        public var lineFragmentPadding: Double?
        /// `textContainer.maximumNumberOfLines` (≥ 0; 0 is unlimited).
        public var maximumNumberOfLines: Int?
        /// `isScrollEnabled`.
        public var isScrollEnabled: Bool?

        /// Options for a text view; every field is optional.
        public init(textContainerInset: EdgeInsets? = nil, lineFragmentPadding: Double? = nil,
                    maximumNumberOfLines: Int? = nil, isScrollEnabled: Bool? = nil) {
            self.textContainerInset = textContainerInset
            self.lineFragmentPadding = lineFragmentPadding
            self.maximumNumberOfLines = maximumNumberOfLines
            self.isScrollEnabled = isScrollEnabled
        }
    }
    /// Styled runs (a scene's `"runs"`): when present the label shows them as its
    /// `attributedText` over its font and colour (`LabelSpec.attributedText(_:base:baseFont:fonts:)`).
    public var runs: [Run]?

    /// A label showing `text`; every other field is optional.
    public init(
        text: String, font: Font? = nil, numberOfLines: Int? = nil, lineBreakMode: LineBreakMode? = nil,
        preferredMaxLayoutWidth: Double? = nil, color: Color? = nil, scale: Double = 2
    ) {
        self.text = text
        self.font = font
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        self.preferredMaxLayoutWidth = preferredMaxLayoutWidth
        self.color = color
        self.scale = scale
    }
}

extension Label {
    /// A label set up as `spec` says, its font resolved in `fonts` (which also gives the
    /// fallback chain). Values out of UILabel's ranges are the spec reader's to reject (a
    /// minimum scale factor outside 0…1 is clamped, as `minimumScaleFactor` documents).
    public convenience init(spec: LabelSpec, fonts: FontCollection) throws(FontError) {
        self.init(font: try (spec.font ?? LabelSpec.Font()).resolve(in: fonts), text: spec.text)
        fontCollection = fonts
        scale = spec.scale
        if let n = spec.numberOfLines { numberOfLines = n }
        if let mode = spec.lineBreakMode { lineBreakMode = mode }
        if let width = spec.preferredMaxLayoutWidth { preferredMaxLayoutWidth = width }
        if let alignment = spec.textAlignment { textAlignment = alignment }
        if let style = spec.paragraphStyle { paragraphStyle = style }
        if let color = spec.color { textColor = color }
        if let adjusts = spec.adjustsFontSizeToFitWidth { adjustsFontSizeToFitWidth = adjusts }
        if let factor = spec.minimumScaleFactor { minimumScaleFactor = factor }
        if let adjustment = spec.baselineAdjustment { baselineAdjustment = adjustment }
        if spec.styled != nil || spec.runs != nil {
            // The node's alignment and line break mode still apply to the whole text, as
            // setting them on a UILabel applies them to its attributed text.
            var style = paragraphStyle ?? ParagraphStyle()
            style.alignment = textAlignment
            style.lineBreakMode = lineBreakMode
            paragraphStyle = style
        }
        if let styled = spec.styled {
            attributedText = styled.attributedText(base: TextAttributes(font: font, color: textColor), fontCollection: fonts)
        }
        if let runs = spec.runs {
            attributedText = try LabelSpec.attributedText(runs, base: TextAttributes(font: font, color: textColor), baseFont: spec.font, fonts: fonts)
        }
        if let paths = spec.exclusionPaths { exclusionPaths = paths }
        exclusionFill = spec.exclusionFill
        for axis in [Axis.horizontal, .vertical] {
            if let p = spec.hugging?[axis] { setContentHuggingPriority(p, for: axis) }
            if let p = spec.compressionResistance?[axis] { setContentCompressionResistancePriority(p, for: axis) }
        }
    }
}

extension LabelSpec.Priorities {
    /// The priority on `axis`, or nil for the default.
    public subscript(axis: Axis) -> LayoutPriority? {
        axis == .horizontal ? horizontal : vertical
    }
}

extension TextView {
    /// A text view set up as `spec` says: the text, font, colour, alignment, paragraph style,
    /// line-break mode (default `.byWordWrapping`, the text container's) and exclusion paths it
    /// shares with a label, and its `textView` options; its font resolved in `fonts`.
    public convenience init(spec: LabelSpec, fonts: FontCollection) throws(FontError) {
        var shared = spec
        shared.lineBreakMode = spec.lineBreakMode ?? .byWordWrapping
        (shared.numberOfLines, shared.exclusionPaths, shared.hugging, shared.compressionResistance) = (nil, nil, nil, nil)
        self.init(content: try Label(spec: shared, fonts: fonts))
        if let paths = spec.exclusionPaths { exclusionPaths = paths }
        exclusionFill = spec.exclusionFill
        let options = spec.textView ?? LabelSpec.TextViewOptions()
        if let inset = options.textContainerInset { textContainerInset = inset }
        if let padding = options.lineFragmentPadding { lineFragmentPadding = padding }
        if let n = options.maximumNumberOfLines ?? spec.numberOfLines { maximumNumberOfLines = n }
        if let scrolls = options.isScrollEnabled { isScrollEnabled = scrolls }
        for axis in [Axis.horizontal, .vertical] {
            if let p = spec.hugging?[axis] { setContentHuggingPriority(p, for: axis) }
            if let p = spec.compressionResistance?[axis] { setContentCompressionResistancePriority(p, for: axis) }
        }
    }
}
