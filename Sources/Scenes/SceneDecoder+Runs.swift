import Foundation
import Graphics
import JSON
import LabelHost
import TextRendering
import Typesetting

/// A `label`'s or `text`'s `"runs"`: styled runs of text, or attachments, each checked where
/// it is read.
extension SceneDecoder {
    /// A node's `"text"`, or its `"runs"` and their joined text: exactly one of the two.
    func textOrRuns(_ object: inout ObjectReader) throws(SceneError) -> (String, [LabelSpec.Run]?) {
        guard let (value, path) = object.value("runs") else { return (try object.requiredString("text"), nil) }
        if object.contains("text") {
            throw SceneError(path: path, kind: .invalidValue("give either text or runs, not both"))
        }
        guard case .array(let items) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "an array of runs", got: value.summary))
        }
        var runs: [LabelSpec.Run] = []
        for (k, item) in items.enumerated() { runs.append(try run(item, at: path.appending(index: k))) }
        return (runs.map(\.text).joined(), runs)
    }

    /// The underline and strikethrough style names: `NSUnderlineStyle`'s.
    static let underlineStyles: [(name: String, style: UnderlineStyle)] = [
        ("single", .single), ("thick", .thick), ("double", .double), ("patternDot", .patternDot),
        ("patternDash", .patternDash), ("patternDashDot", .patternDashDot), ("patternDashDotDot", .patternDashDotDot),
        ("byWord", .byWord),
    ]

    private func run(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> LabelSpec.Run {
        var object = try ObjectReader(value, at: path)
        var run: LabelSpec.Run
        if let (attachmentValue, attachmentPath) = object.value("attachment") {
            if object.contains("text") {
                throw SceneError(path: attachmentPath, kind: .invalidValue("an attachment run has no text"))
            }
            run = LabelSpec.Run(attachment: try attachment(attachmentValue, at: attachmentPath))
        } else {
            run = LabelSpec.Run(text: try object.requiredString("text"))
        }
        if let (fontValue, fontPath) = object.value("font") { run.font = try font(fontValue, at: fontPath) }
        if let (weightValue, weightPath) = object.value("weight") {
            var font = run.font ?? LabelSpec.Font()
            font.weight = try weight(weightValue, at: weightPath)
            run.font = font
        }
        run.italic = try object.bool("italic")
        run.color = try object.color("color")
        run.underline = try underlineStyle(&object, "underline")
        run.underlineColor = try object.color("underlineColor")
        run.strikethrough = try underlineStyle(&object, "strikethrough")
        run.strikethroughColor = try object.color("strikethroughColor")
        run.background = try object.color("background")
        run.link = try object.string("link")
        if let (featuresValue, featuresPath) = object.value("features") {
            guard case .array(let names) = featuresValue else {
                throw SceneError(path: featuresPath, kind: .typeMismatch(expected: "an array of feature strings", got: featuresValue.summary))
            }
            var features: [String] = []
            for (k, name) in names.enumerated() { features.append(try ObjectReader.string(name, at: featuresPath.appending(index: k))) }
            run.features = features
        }
        run.baselineOffset = try length(&object, "baselineOffset")
        run.tracking = try length(&object, "tracking")
        try object.finish()
        return run
    }

    /// `true` (single), a style name, or an array of names (a line, a pattern, "byWord").
    private func underlineStyle(_ object: inout ObjectReader, _ key: String) throws(SceneError) -> UnderlineStyle? {
        guard let (value, path) = object.value(key) else { return nil }
        let names = Self.underlineStyles.map(\.name)
        switch value {
        case .bool(let on): return on ? .single : []
        case .array(let items):
            var style: UnderlineStyle = []
            for (k, item) in items.enumerated() {
                let name = try ObjectReader.name(item, at: path.appending(index: k), in: names)
                style.formUnion(Self.underlineStyles.first { $0.name == name }?.style ?? [])
            }
            return style
        default:
            let name = try ObjectReader.name(value, at: path, in: names)
            return Self.underlineStyles.first { $0.name == name }?.style
        }
    }

    /// A finite number of points, either sign, at most `maximumLength` in size.
    private func length(_ object: inout ObjectReader, _ key: String) throws(SceneError) -> Double? {
        guard let (value, path) = object.value(key) else { return nil }
        let number = try ObjectReader.number(value, at: path)
        try ObjectReader.checkMagnitude(number, at: path)
        return number
    }

    /// `{"width", "height", "y", "image"}`: points, y the bottom edge above the baseline; the
    /// image a PNG file that must be a regular file within `AttachmentImages.maximumFileSize`
    /// (checked here without reading it; its pixels are checked when it is drawn).
    private func attachment(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> TextAttachment {
        var object = try ObjectReader(value, at: path)
        let width = try object.size("width") ?? 0
        let height = try object.size("height") ?? 0
        let y = try length(&object, "y") ?? 0
        let image = try object.string("image")
        if let image {
            do throws(RenderError) {
                try AttachmentImages.checkFile(image)
            } catch {
                throw SceneError(path: path.appending("image"), kind: .invalidValue(error.description))
            }
        }
        try object.finish()
        return TextAttachment(width: width, height: height, y: y, image: image)
    }
}
