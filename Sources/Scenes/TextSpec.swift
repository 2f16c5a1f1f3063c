import Graphics
import LabelHost
import JSON
import RepresentableKit
import Typesetting

/// A `text` node (SwiftUI's `Text`), or the text a `textField` node shows, as a scene
/// describes it, validated but not interpreted: the caller's `makeText` turns it into a text
/// measurer. Absent fields are nil, meaning "Text's default".
public struct TextSpec: Sendable, Hashable {
    /// The text (required).
    public var text: String
    /// Styled runs (the node's `"markdown"`): when present the text shows them, and `text` is
    /// their plain string.
    public var styled: StyledText?
    /// The font request; nil is the body text style.
    public var font: LabelSpec.Font?
    /// The text colour.
    public var color: Color?
    /// ≥ 0 when present: the most lines (`lineLimit(n)`, a range's upper bound).
    public var lineLimit: Int?
    /// The fewest lines the text is tall (`lineLimit(n, reservesSpace: true)`, a range's lower
    /// bound), ≤ `lineLimit` when both are present.
    public var reservedLines: Int?
    /// One of `TextSpec.dynamicTypeSizes`: the Dynamic Type size the font's text style is
    /// sized at (SwiftUI's `dynamicTypeSize(_:)`); nil is large, the default.
    public var dynamicTypeSize: String?
    /// One of `TextSpec.truncationModes`.
    public var truncationMode: String?
    /// In 0…1 when present.
    public var minimumScaleFactor: Double?
    /// One of `TextSpec.alignments`.
    public var multilineTextAlignment: String?
    /// Space between lines, in points (≥ 0).
    public var lineSpacing: Double?
    /// Styled runs (the node's `"runs"`): when present the text shows them over its font and
    /// colour, and `text` is their joined string.
    public var runs: [LabelSpec.Run]?
    /// The scene's scale (pixels per point), for pixel rounding.
    public var scale: Double
    /// True for the text a `textField` node shows: a field keeps its font's line height, where a
    /// `text` node in a text-style font spaces lines by the style's leading (UIKit draws a
    /// field's text) [U].
    public var isTextField = false

    /// A text node with `text` at `scale`; every other field absent.
    public init(text: String, scale: Double = 1) {
        self.text = text
        self.scale = scale
    }

    /// Text.TruncationMode's cases.
    public static let truncationModes = ["head", "middle", "tail"]
    /// SwiftUI TextAlignment's cases.
    public static let alignments = ["leading", "center", "trailing"]
    /// SwiftUI DynamicTypeSize's cases, smallest first (UIContentSizeCategory's order).
    public static let dynamicTypeSizes = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
}

extension TextSpec {
    /// `dynamicTypeSize` as a content size category; nil when none is given.
    public var contentSizeCategory: Typesetting.Font.ContentSizeCategory? {
        dynamicTypeSize.flatMap { name in TextSpec.dynamicTypeSizes.firstIndex(of: name) }
            .map { Typesetting.Font.ContentSizeCategory.allCases[$0] }
    }
}

extension Typesetting.Font.ContentSizeCategory {
    /// The category's place in `allCases`, smallest first (`TextSpec.dynamicTypeSizes`' order).
    var index: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
