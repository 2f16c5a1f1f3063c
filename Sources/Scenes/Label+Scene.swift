import Graphics
import JSON
import LabelHost
import RepresentableKit
import Typesetting

extension Label {
    /// Builds a label from a scene's `label` node. Errors name the node's JSON path.
    public static func make(from spec: LabelSpec, at path: JSONPath, fonts: FontCollection) throws(SceneError) -> Label {
        func fail(_ key: String, _ reason: String) -> SceneError {
            SceneError(path: path.appending(key), kind: .invalidValue(reason))
        }
        let font = try resolveFont(spec.font, at: path.appending("font"), fonts: fonts)
        let label = Label(font: font, text: spec.text)
        label.fontCollection = fonts
        label.scale = spec.scale
        if let n = spec.numberOfLines {
            guard n >= 0 else { throw fail("numberOfLines", "must be 0 (unlimited) or more, got \(n)") }
            label.numberOfLines = n
        }
        if let mode = spec.lineBreakMode {
            guard let m = LineBreakMode(rawValue: mode) else {
                throw fail("lineBreakMode", "expected one of \(LineBreakMode.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(mode)\"")
            }
            label.lineBreakMode = m
        }
        if let w = spec.preferredMaxLayoutWidth {
            guard w.isFinite, w >= 0 else { throw fail("preferredMaxLayoutWidth", "must be a finite number ≥ 0, got \(w)") }
            label.preferredMaxLayoutWidth = w
        }
        if let color = spec.color { label.textColor = color }
        if let adjusts = spec.adjustsFontSizeToFitWidth { label.adjustsFontSizeToFitWidth = adjusts }
        if let factor = spec.minimumScaleFactor {
            do { try label.setMinimumScaleFactor(factor) } catch { throw fail("minimumScaleFactor", error.description) }
        }
        if let name = spec.baselineAdjustment {
            guard let adjustment = BaselineAdjustment(rawValue: name) else {
                throw fail("baselineAdjustment", "expected one of \(LabelSpec.baselineAdjustments.joined(separator: ", ")), got \"\(name)\"")
            }
            label.baselineAdjustment = adjustment
        }
        if !spec.paragraphStyle.isEmpty {
            label.paragraphStyle = try paragraphStyle(spec.paragraphStyle, at: path.appending("paragraphStyle"), label: label)
        }
        if let h = spec.hugging {
            if let p = h.horizontal { label.setContentHuggingPriority(p, for: .horizontal) }
            if let p = h.vertical { label.setContentHuggingPriority(p, for: .vertical) }
        }
        if let c = spec.compressionResistance {
            if let p = c.horizontal { label.setContentCompressionResistancePriority(p, for: .horizontal) }
            if let p = c.vertical { label.setContentCompressionResistancePriority(p, for: .vertical) }
        }
        return label
    }

    /// A scene's `paragraphStyle` object: NSParagraphStyle fields by name. `alignment` sets the
    /// label's `textAlignment` (as UILabel's plain-text alignment); the rest go into the style.
    static func paragraphStyle(
        _ fields: [String: LabelSpec.ParagraphValue], at stylePath: JSONPath, label: Label
    ) throws(SceneError) -> ParagraphStyle {
        var style = ParagraphStyle()
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            func number() throws(SceneError) -> Double {
                guard case .number(let v) = value, v.isFinite else {
                    throw SceneError(path: stylePath.appending(key), kind: .typeMismatch(expected: "a finite number", got: "\(value)"))
                }
                if key != "tailIndent" && v < 0 {
                    throw SceneError(path: stylePath.appending(key), kind: .invalidValue("must be ≥ 0, got \(v)"))
                }
                try ObjectReader.checkMagnitude(v, at: stylePath.appending(key))
                return v
            }
            func bool() throws(SceneError) -> Bool {
                guard case .bool(let b) = value else {
                    throw SceneError(path: stylePath.appending(key), kind: .typeMismatch(expected: "true or false", got: "\(value)"))
                }
                return b
            }
            func string() throws(SceneError) -> String {
                guard case .string(let s) = value else {
                    throw SceneError(path: stylePath.appending(key), kind: .typeMismatch(expected: "a string", got: "\(value)"))
                }
                return s
            }
            switch key {
            case "lineHeight": let v = try number(); style.minimumLineHeight = v; style.maximumLineHeight = v
            case "minimumLineHeight": style.minimumLineHeight = try number()
            case "maximumLineHeight": style.maximumLineHeight = try number()
            case "lineHeightMultiple": style.lineHeightMultiple = try number()
            case "lineSpacing": style.lineSpacing = try number()
            case "paragraphSpacing": style.paragraphSpacing = try number()
            case "paragraphSpacingBefore": style.paragraphSpacingBefore = try number()
            case "firstLineHeadIndent": style.firstLineHeadIndent = try number()
            case "headIndent": style.headIndent = try number()
            case "tailIndent": style.tailIndent = try number()
            case "defaultTabInterval": style.defaultTabInterval = try number()
            case "hyphenationFactor":
                let v = try number()
                guard v <= 1 else {
                    throw SceneError(path: stylePath.appending(key), kind: .invalidValue("must be in 0…1 (UIKit's hyphenationFactor), got \(v)"))
                }
                style.hyphenationFactor = v
            case "usesDefaultHyphenation": style.usesDefaultHyphenation = try bool()
            case "allowsDefaultTighteningForTruncation": style.allowsDefaultTighteningForTruncation = try bool()
            case "tighteningFactorForTruncation": style.tighteningFactorForTruncation = try number()
            case "alignment":
                let s = try string()
                guard let a = TextAlignment(rawValue: s) else {
                    throw SceneError(path: stylePath.appending(key), kind: .invalidValue("expected left, right, center, justified or natural, got \"\(s)\""))
                }
                label.textAlignment = a
            case "baselinePlacement":
                let s = try string()
                guard let b = BaselinePlacement(rawValue: s) else {
                    throw SceneError(path: stylePath.appending(key), kind: .invalidValue("expected textKit or halfLeading, got \"\(s)\""))
                }
                style.baselinePlacement = b
            case "baseWritingDirection":
                switch try string() {
                case "natural": style.baseWritingDirection = .natural
                case "leftToRight": style.baseWritingDirection = .leftToRight
                case "rightToLeft": style.baseWritingDirection = .rightToLeft
                case let s: throw SceneError(path: stylePath.appending(key), kind: .invalidValue("expected natural, leftToRight or rightToLeft, got \"\(s)\""))
                }
            default:
                throw SceneError(path: stylePath.appending(key), kind: .unknownField)
            }
        }
        return style
    }

    /// A scene font: a text style (with an optional design), a family or a file, at a size
    /// and weight. With nothing given, the body style, as UILabel's default font.
    static func resolveFont(_ spec: LabelSpec.Font?, at path: JSONPath, fonts: FontCollection) throws(SceneError) -> Font {
        func fail(_ key: String, _ reason: String) -> SceneError {
            SceneError(path: path.appending(key), kind: .invalidValue(reason))
        }
        let spec = spec ?? LabelSpec.Font()
        var weight: Font.Weight?
        switch spec.weight {
        case .named(let name)?:
            guard let w = Font.Weight(parsing: name) else { throw fail("weight", "unknown weight \"\(name)\"") }
            weight = w
        case .value(let v)?:
            guard v.isFinite, v >= 1, v <= 1000 else { throw fail("weight", "expected 1…1000, got \(v)") }
            weight = Font.Weight(v)
        case nil: break
        }
        if let size = spec.size, !(size.isFinite && size > 0 && size <= 10_000) {
            throw fail("size", "expected a size > 0 and ≤ 10000 points, got \(size)")
        }
        var design = Font.Design.default
        if let d = spec.design {
            guard let parsed = Font.Design(rawValue: d) else {
                throw fail("design", "expected default, rounded, serif or monospaced, got \"\(d)\"")
            }
            design = parsed
        }
        do {
            if let file = spec.file {
                let face = try FontFace(contentsOf: file)
                return try Font(face: face, size: spec.size ?? 17, weight: weight)
            }
            if let family = spec.family {
                return try fonts.font(family: family, size: spec.size ?? 17, weight: weight ?? .regular)
            }
            if let styleName = spec.textStyle {
                guard let style = Font.TextStyle(rawValue: styleName) else {
                    throw fail("textStyle", "expected one of \(Font.TextStyle.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(styleName)\"")
                }
                let size = spec.size ?? style.pointSize()
                return try fonts.systemFont(ofSize: size, weight: weight ?? style.weight, design: design)
            }
            return try fonts.systemFont(ofSize: spec.size ?? Font.TextStyle.body.pointSize(), weight: weight ?? .regular, design: design)
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(path: path, kind: .labelFailed(String(describing: error)))
        }
    }
}

extension TextContent {
    /// Builds the content of a scene's `text` node. Errors name the node's JSON path.
    public static func make(from spec: TextSpec, at path: JSONPath, fonts: FontCollection) throws(SceneError) -> TextContent {
        let font = try Label.resolveFont(spec.font, at: path.appending("font"), fonts: fonts)
        do {
            return try TextContent(
                spec.text, font: font, color: spec.color ?? .black, lineLimit: spec.lineLimit,
                truncationMode: spec.truncationMode.flatMap(TruncationMode.init(rawValue:)) ?? .tail,
                minimumScaleFactor: spec.minimumScaleFactor ?? 1,
                multilineTextAlignment: spec.multilineTextAlignment.flatMap(MultilineTextAlignment.init(rawValue:)) ?? .leading,
                lineSpacing: spec.lineSpacing ?? 0, fontCollection: fonts)
        } catch {
            let key: String? = switch error {
            case .invalidLineLimit: "lineLimit"
            case .invalidMinimumScaleFactor: "minimumScaleFactor"
            case .invalidLineSpacing: "lineSpacing"
            case .layout: nil
            }
            throw SceneError(path: key.map { path.appending($0) } ?? path, kind: .invalidValue(error.description))
        }
    }
}

extension Scene {
    /// Reads a scene whose labels are real `Label`s and whose `text` nodes are `TextContent`s,
    /// measured with `fonts`.
    public init(json: String, fonts: FontCollection) throws(SceneError) {
        try self.init(json: Array(json.utf8), fonts: fonts)
    }

    /// Reads a scene from UTF-8 JSON bytes (invalid UTF-8 is an error with its line and
    /// column), with real labels.
    public init(json bytes: [UInt8], fonts: FontCollection) throws(SceneError) {
        try self.init(
            json: bytes,
            makeLabel: { spec, path in try Label.make(from: spec, at: path, fonts: fonts) },
            makeText: { spec, path in try TextContent.make(from: spec, at: path, fonts: fonts) })
    }
}
