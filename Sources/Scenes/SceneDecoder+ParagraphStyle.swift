import JSON
import Typesetting

/// A label's `paragraphStyle` object: NSParagraphStyle's fields by name.
extension SceneDecoder {
    /// The length a paragraph style gives by `name` (finite, ≥ 0 but `tailIndent`), or nil.
    static func paragraphLength(named name: String) -> WritableKeyPath<ParagraphStyle, Double>? {
        switch name {
        case "minimumLineHeight": \.minimumLineHeight
        case "maximumLineHeight": \.maximumLineHeight
        case "lineHeightMultiple": \.lineHeightMultiple
        case "lineSpacing": \.lineSpacing
        case "paragraphSpacing": \.paragraphSpacing
        case "paragraphSpacingBefore": \.paragraphSpacingBefore
        case "firstLineHeadIndent": \.firstLineHeadIndent
        case "headIndent": \.headIndent
        case "tailIndent": \.tailIndent
        case "defaultTabInterval": \.defaultTabInterval
        case "tighteningFactorForTruncation": \.tighteningFactorForTruncation
        default: nil
        }
    }

    /// The style, and the label's `textAlignment` when the object gives `alignment` (UILabel's
    /// plain-text alignment). Unknown names are errors at their path (no "_" comments here:
    /// the style is NSParagraphStyle's names only).
    func paragraphStyle(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> (ParagraphStyle, TextAlignment?) {
        var object = try ObjectReader(value, at: path)
        var style = ParagraphStyle()
        var alignment: TextAlignment?
        for key in object.keys.sorted() {
            guard let (field, fieldPath) = object.value(key) else { continue }
            if let keyPath = Self.paragraphLength(named: key) {
                style[keyPath: keyPath] = try paragraphLength(field, at: fieldPath, signed: key == "tailIndent")
                continue
            }
            switch key {
            case "lineHeight":
                let height = try paragraphLength(field, at: fieldPath, signed: false)
                style.minimumLineHeight = height
                style.maximumLineHeight = height
            case "hyphenationFactor":
                let factor = try paragraphLength(field, at: fieldPath, signed: false)
                guard factor <= 1 else {
                    throw SceneError(path: fieldPath, kind: .invalidValue("must be in 0…1 (UIKit's hyphenationFactor), got \(factor)"))
                }
                style.hyphenationFactor = factor
            case "usesDefaultHyphenation": style.usesDefaultHyphenation = try paragraphBool(field, at: fieldPath)
            case "allowsDefaultTighteningForTruncation":
                style.allowsDefaultTighteningForTruncation = try paragraphBool(field, at: fieldPath)
            case "alignment":
                alignment = try paragraphName(field, at: fieldPath, "left, right, center, justified or natural", TextAlignment.init(rawValue:))
            case "baselinePlacement":
                style.baselinePlacement = try paragraphName(field, at: fieldPath, "textKit or halfLeading", BaselinePlacement.init(rawValue:))
            case "baseWritingDirection":
                let directions: [String: WritingDirection] = ["natural": .natural, "leftToRight": .leftToRight, "rightToLeft": .rightToLeft]
                style.baseWritingDirection = try paragraphName(field, at: fieldPath, "natural, leftToRight or rightToLeft") { directions[$0] }
            default:
                throw SceneError(path: fieldPath, kind: .unknownField)
            }
        }
        return (style, alignment)
    }

    /// A finite length, ≥ 0 unless `signed`, within the scene's length limit.
    private func paragraphLength(_ value: JSONValue, at path: JSONPath, signed: Bool) throws(SceneError) -> Double {
        guard case .number(let number) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "a finite number", got: value.summary))
        }
        if !signed && number < 0 {
            throw SceneError(path: path, kind: .invalidValue("must be ≥ 0, got \(number)"))
        }
        try ObjectReader.checkMagnitude(number, at: path)
        return number
    }

    private func paragraphBool(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> Bool {
        guard case .bool(let flag) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "true or false", got: value.summary))
        }
        return flag
    }

    /// A string that `parse` knows; `expected` lists the names for the message.
    private func paragraphName<Value>(
        _ value: JSONValue, at path: JSONPath, _ expected: String, _ parse: (String) -> Value?
    ) throws(SceneError) -> Value {
        guard case .string(let text) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "a string", got: value.summary))
        }
        guard let parsed = parse(text) else {
            throw SceneError(path: path, kind: .invalidValue("expected \(expected), got \"\(text)\""))
        }
        return parsed
    }
}
