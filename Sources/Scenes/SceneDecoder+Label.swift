import Graphics
import JSON
import LabelHost
import RepresentableKit
import Typesetting

/// The `label` and `text` nodes, decoded once into typed specs: every value is checked, and
/// its error names its path, as it is read.
extension SceneDecoder {
    func label(_ object: inout ObjectReader) throws(SceneError) -> any HostedView {
        let path = object.path
        let (text, runs) = try textOrRuns(&object)
        var spec = LabelSpec(text: text, scale: scale)
        spec.runs = runs
        if let (value, fontPath) = object.value("font") {
            spec.font = try font(value, at: fontPath)
        }
        if let (value, linesPath) = object.value("numberOfLines") {
            spec.numberOfLines = try lineCount(value, at: linesPath)
        }
        spec.lineBreakMode = try object.name("lineBreakMode", in: LineBreakMode.allCases.map(\.rawValue))
            .flatMap(LineBreakMode.init(rawValue:))
        if let width = try object.size("preferredMaxLayoutWidth") { spec.preferredMaxLayoutWidth = width }
        if let (value, stylePath) = object.value("paragraphStyle") {
            (spec.paragraphStyle, spec.textAlignment) = try paragraphStyle(value, at: stylePath)
        }
        spec.color = try object.color("color")
        spec.adjustsFontSizeToFitWidth = try object.bool("adjustsFontSizeToFitWidth")
        spec.minimumScaleFactor = try scaleFactor(&object, "minimumScaleFactor")
        spec.baselineAdjustment = try object.name("baselineAdjustment", in: BaselineAdjustment.allCases.map(\.rawValue))
            .flatMap(BaselineAdjustment.init(rawValue:))
        spec.hugging = try priorities(&object, "hugging")
        spec.compressionResistance = try priorities(&object, "compressionResistance")
        return try build(spec, at: path, with: makeLabel)
    }

    /// A whole number of lines ≥ 0 (`numberOfLines`, `lineLimit`).
    func lineCount(_ value: JSONValue, at path: JSONPath, orNull: Bool = false) throws(SceneError) -> Int {
        let lines = try ObjectReader.number(value, at: path)
        guard lines >= 0, lines.rounded(.towardZero) == lines, lines <= Double(Int32.max) else {
            throw SceneError(
                path: path, kind: .invalidValue("expected a whole number ≥ 0\(orNull ? ", or null for no limit" : ""), got \(value.summary)"))
        }
        return Int(lines)
    }

    /// Runs the caller's builder: a `SceneError` it throws passes through, any other error
    /// becomes `.labelFailed` at the node's path.
    func build<Spec, Result>(_ spec: Spec, at path: JSONPath, with make: (Spec, JSONPath) throws -> Result) throws(SceneError) -> Result {
        do {
            return try make(spec, path)
        } catch let error as SceneError {
            throw error
        } catch {
            throw SceneError(path: path, kind: .labelFailed(String(describing: error)))
        }
    }

    func text(_ object: inout ObjectReader) throws(SceneError) -> any TextMeasuring {
        let path = object.path
        let (text, runs) = try textOrRuns(&object)
        var spec = TextSpec(text: text, scale: scale)
        spec.runs = runs
        if let (value, fontPath) = object.value("font") {
            spec.font = try font(value, at: fontPath)
        }
        spec.color = try object.color("color")
        if let (value, limitPath) = object.value("lineLimit"), value != .null {
            spec.lineLimit = try lineCount(value, at: limitPath, orNull: true)
        }
        spec.truncationMode = try object.name("truncationMode", in: TextSpec.truncationModes)
        spec.minimumScaleFactor = try scaleFactor(&object, "minimumScaleFactor")
        spec.multilineTextAlignment = try object.name("multilineTextAlignment", in: TextSpec.alignments)
        spec.lineSpacing = try object.size("lineSpacing")
        guard let makeText else {
            throw SceneError(path: path.appending("type"), kind: .invalidValue("this scene reader has no text engine for \"text\" nodes"))
        }
        return try build(spec, at: path, with: makeText)
    }

    /// UIFont.Weight's named values, as a scene names them.
    static let fontWeights: [(name: String, weight: Font.Weight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light), ("regular", .regular), ("medium", .medium),
        ("semibold", .semibold), ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    func font(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> LabelSpec.Font {
        var object = try ObjectReader(value, at: path)
        var font = LabelSpec.Font()
        font.family = try object.string("family")
        font.file = try object.string("file")
        if font.family != nil && font.file != nil {
            throw SceneError(path: path.appending("file"), kind: .invalidValue("give either family or file, not both"))
        }
        if let (sizeValue, sizePath) = object.value("size") {
            let size = try ObjectReader.size(sizeValue, at: sizePath, allowsInfinity: false)
            guard size > 0, size <= 10_000 else {
                throw SceneError(path: sizePath, kind: .invalidValue("expected a font size > 0 and ≤ 10000 points, got \(sizeValue.summary)"))
            }
            font.size = size
        }
        if let (weightValue, weightPath) = object.value("weight") { font.weight = try weight(weightValue, at: weightPath) }
        font.textStyle = try object.name("textStyle", in: Font.TextStyle.allCases.map(\.rawValue)).flatMap(Font.TextStyle.init(rawValue:))
        font.design = try object.name("design", in: Font.Design.allCases.map(\.rawValue)).flatMap(Font.Design.init(rawValue:))
        try object.finish()
        return font
    }

    /// A weight name (`fontWeights`) or a wght value in 1…1000.
    func weight(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> Font.Weight? {
        if case .number(let weight) = value {
            guard (1...1000).contains(weight) else {
                throw SceneError(path: path, kind: .invalidValue("expected a weight name or a wght value in 1…1000, got \(value.summary)"))
            }
            return Font.Weight(weight)
        }
        let name = try ObjectReader.name(value, at: path, in: Self.fontWeights.map(\.name))
        return Self.fontWeights.first { $0.name == name }?.weight
    }

    /// A scale factor in 0…1 (`minimumScaleFactor`), or nil when absent.
    func scaleFactor(_ object: inout ObjectReader, _ key: String) throws(SceneError) -> Double? {
        guard let (value, path) = object.value(key) else { return nil }
        let factor = try ObjectReader.number(value, at: path)
        guard factor >= 0, factor <= 1 else {
            throw SceneError(path: path, kind: .invalidValue("expected a scale factor in 0…1, got \(value.summary)"))
        }
        return factor
    }

    /// `{"horizontal": p, "vertical": p}` or one number for both; each in 0…1000.
    func priorities(_ object: inout ObjectReader, _ key: String) throws(SceneError) -> LabelSpec.Priorities? {
        guard let (value, path) = object.value(key) else { return nil }
        func priority(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> LayoutPriority {
            let number = try ObjectReader.number(value, at: path)
            guard (0...1000).contains(number) else {
                throw SceneError(path: path, kind: .invalidValue("expected a priority in 0…1000, got \(value.summary)"))
            }
            return LayoutPriority(Float(number))
        }
        if case .number = value {
            let both = try priority(value, at: path)
            return LabelSpec.Priorities(horizontal: both, vertical: both)
        }
        var axes = try ObjectReader(value, at: path)
        var result = LabelSpec.Priorities()
        if let (axisValue, axisPath) = axes.value("horizontal") { result.horizontal = try priority(axisValue, at: axisPath) }
        if let (axisValue, axisPath) = axes.value("vertical") { result.vertical = try priority(axisValue, at: axisPath) }
        try axes.finish()
        return result
    }
}
