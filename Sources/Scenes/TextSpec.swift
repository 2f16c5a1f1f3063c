import Graphics
import LabelHost
import JSON
import RepresentableKit

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
    /// Styled runs (the node's `"runs"`): when present the text shows them over its font and
    /// colour, and `text` is their joined string.
    public var runs: [LabelSpec.Run]?
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
