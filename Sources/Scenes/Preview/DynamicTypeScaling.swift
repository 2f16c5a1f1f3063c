import JSON
import LabelHost
import RepresentableKit
import Typesetting

extension LabelSpec.Font {
    /// The font request at a Dynamic Type content size category, as UIKit and SwiftUI scale
    /// text that follows Dynamic Type:
    /// - a text style without a size (or no font at all: the body style) takes the style's
    ///   size at `category` (`Font.TextStyle.pointSize(for:)`, the table of
    ///   `UIFont.preferredFont(forTextStyle:compatibleWith:)`);
    /// - a size with a text style is scaled by the style's ratio, size × style(category) /
    ///   style(large), as `UIFontMetrics(forTextStyle:).scaledFont(for:)` and SwiftUI's
    ///   `Font.custom(_:size:relativeTo:)` scale a custom font;
    /// - a size without a text style stays as it is, as a fixed `UIFont(name:size:)` or
    ///   `Font.system(size:)` does.
    public func scaled(for category: Typesetting.Font.ContentSizeCategory) -> LabelSpec.Font {
        guard category != .large else { return self }
        var font = self
        if let size {
            guard let style = textStyle else { return self }
            font.size = size * style.pointSize(for: category) / style.pointSize(for: .large)
        } else {
            font.size = (textStyle ?? .body).pointSize(for: category)
        }
        return font
    }
}

extension LabelSpec.Font {
    /// The text style this request is SwiftUI's text-style font for, at `category` (nil: Large):
    /// a request with no size, family or file is `Font.body` (or its `textStyle`), at any weight
    /// or design, so a `Text` in it spaces lines by the style's leading; a size, family or file
    /// makes a fixed or custom font (`.system(size:)`, `.custom(_:size:)`), which keeps its own
    /// line height. Nil for those.
    public func dynamicTypeStyle(at category: Typesetting.Font.ContentSizeCategory?) -> Typesetting.Font.DynamicTypeStyle? {
        guard size == nil, family == nil, file == nil else { return nil }
        return Typesetting.Font.DynamicTypeStyle(textStyle ?? .body, category: category ?? .large)
    }
}

extension Scene {
    /// Reads a scene with real labels and texts whose fonts are scaled to the Dynamic Type
    /// content size `category` (`LabelSpec.Font.scaled(for:)`); `.large` reads the scene as
    /// written.
    public init(json bytes: [UInt8], fonts: FontCollection, category: Typesetting.Font.ContentSizeCategory) throws(SceneError) {
        try self.init(
            json: bytes,
            makeLabel: { spec, path in
                var spec = spec
                if category != .large { spec.font = (spec.font ?? LabelSpec.Font()).scaled(for: category) }
                try LabelSpec.Run.checkFonts(spec.runs, baseFont: spec.font, fonts: fonts, at: path)
                do throws(FontError) {
                    if spec.textView != nil { return try TextView(spec: spec, fonts: fonts) }
                    return try Label(spec: spec, fonts: fonts)
                } catch {
                    throw SceneError(path: path.appending("font"), kind: .labelFailed(error.description))
                }
            },
            makeText: { spec, path in
                // A node's own `dynamicTypeSize` wins over the category, as SwiftUI's
                // `.dynamicTypeSize(_:)` on a view overrides its environment.
                var spec = spec
                if spec.dynamicTypeSize == nil { spec.dynamicTypeSize = TextSpec.dynamicTypeSizes[category.index] }
                return try TextContent.make(from: spec, at: path, fonts: fonts)
            })
    }
}
