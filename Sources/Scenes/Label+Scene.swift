import Graphics
import JSON
import LabelHost
import RepresentableKit
import Typesetting

extension TextContent {
    /// Builds the content of a scene's `text` node. Errors name the node's JSON path.
    ///
    /// `dynamicTypeSize` sizes the font as `LabelSpec.Font.scaled(for:)` does: a text style
    /// without a size (body when none is named) takes the style's size at that category, a
    /// size with a text style scales with the style, and a size alone stays fixed, as
    /// `Font.system(size:)` does. A text style without a size also spaces the text's lines by
    /// the style's leading at that category (`TextContent`); the others, and a text field's
    /// text, keep their font's line height.
    public static func make(from spec: TextSpec, at path: JSONPath, fonts: FontCollection) throws(SceneError) -> TextContent {
        var request = spec.font ?? LabelSpec.Font()
        // Read before scaling gives the request a size: a text style without one spaces lines
        // by its leading (`LabelSpec.Font.dynamicTypeStyle(at:)`).
        let textStyle = spec.isTextField ? nil : request.dynamicTypeStyle(at: spec.contentSizeCategory)
        if let category = spec.contentSizeCategory {
            request = request.scaled(for: category)
        }
        let font: Font
        do { font = try request.resolve(in: fonts).withTextStyle(textStyle) } catch {
            throw SceneError(path: path.appending("font"), kind: .labelFailed(error.description))
        }
        var attributed: AttributedText? = nil
        if let runs = spec.runs {
            try LabelSpec.Run.checkFonts(runs, baseFont: request, fonts: fonts, at: path)
            do throws(FontError) {
                attributed = try LabelSpec.attributedText(runs, base: TextAttributes(font: font, color: spec.color ?? .black),
                                                          baseFont: request, fonts: fonts)
            } catch {
                throw SceneError(path: path.appending("runs"), kind: .labelFailed(error.description))
            }
        }
        // The settings every kind of text (plain, Markdown, runs) is shown with.
        let color = spec.color ?? .black, reserved = spec.reservedLines ?? 0
        let truncation = spec.truncationMode.flatMap(TruncationMode.init(rawValue:)) ?? .tail
        let alignment = spec.multilineTextAlignment.flatMap(MultilineTextAlignment.init(rawValue:)) ?? .leading
        let scaleFactor = spec.minimumScaleFactor ?? 1, spacing = spec.lineSpacing ?? 0
        do {
            if let attributed {
                return try TextContent(
                    attributed: attributed, font: font, color: color, lineLimit: spec.lineLimit, reservedLines: reserved,
                    truncationMode: truncation, minimumScaleFactor: scaleFactor, multilineTextAlignment: alignment,
                    lineSpacing: spacing, fontCollection: fonts)
            }
            // Plain text (no "markdown" or "runs") is one plain run: TextContent prepares it as plain text.
            return try TextContent(
                styled: spec.styled ?? StyledText(verbatim: spec.text), font: font, color: color, lineLimit: spec.lineLimit,
                reservedLines: reserved, truncationMode: truncation, minimumScaleFactor: scaleFactor,
                multilineTextAlignment: alignment, lineSpacing: spacing, fontCollection: fonts)
        } catch {
            let key: String? = switch error {
            case .invalidLineLimit, .invalidReservedLines: "lineLimit"
            case .invalidMinimumScaleFactor: "minimumScaleFactor"
            case .invalidLineSpacing: "lineSpacing"
            case .layout: nil
            }
            throw SceneError(path: key.map { path.appending($0) } ?? path, kind: .invalidValue(error.description))
        }
    }
}

extension Scene {
    /// Reads a scene whose labels are real `Label`s, whose text views are `TextView`s and
    /// whose `text` nodes are `TextContent`s, measured with `fonts`.
    public init(json: String, fonts: FontCollection) throws(SceneError) {
        try self.init(json: Array(json.utf8), fonts: fonts)
    }

    /// Reads a scene from UTF-8 JSON bytes (invalid UTF-8 is an error with its line and
    /// column), with real labels.
    public init(json bytes: [UInt8], fonts: FontCollection) throws(SceneError) {
        try self.init(json: bytes, fonts: fonts, category: .large)
    }
}
