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
        var spec = try labelSpec(&object)
        if let (value, linesPath) = object.value("numberOfLines") {
            spec.numberOfLines = try lineCount(value, at: linesPath)
        }
        if let width = try object.size("preferredMaxLayoutWidth") { spec.preferredMaxLayoutWidth = width }
        spec.adjustsFontSizeToFitWidth = try object.bool("adjustsFontSizeToFitWidth")
        spec.minimumScaleFactor = try scaleFactor(&object, "minimumScaleFactor")
        spec.baselineAdjustment = try object.name("baselineAdjustment", in: BaselineAdjustment.allCases.map(\.rawValue))
            .flatMap(BaselineAdjustment.init(rawValue:))
        spec.hugging = try priorities(&object, "hugging")
        spec.compressionResistance = try priorities(&object, "compressionResistance")
        return try build(spec, at: path, with: makeLabel)
    }

    /// A node's text: exactly one of `"text"` (plain), `"markdown"` (SwiftUI's inline
    /// Markdown, parsed into styled runs) or `"runs"` (attributed runs, `textOrRuns`).
    func textSource(_ object: inout ObjectReader) throws(SceneError) -> (text: String, styled: StyledText?, runs: [LabelSpec.Run]?) {
        let given = ["text", "markdown", "runs"].filter { object.contains($0) }
        if given.count > 1 {
            throw SceneError(
                path: object.path.appending(given[1]), kind: .invalidValue("give one of text, markdown or runs, not \(given.joined(separator: " and "))"))
        }
        if given == ["markdown"] {
            let styled = StyledText(markdown: try object.requiredString("markdown"))
            return (styled.string, styled, nil)
        }
        let (text, runs) = try textOrRuns(&object)
        return (text, nil, runs)
    }

    /// What a `label` and a `textView` node share: `text` or `markdown` (one is required), `font`,
    /// `lineBreakMode`, `paragraphStyle`, `color`, `exclusions` and `exclusionFill`.
    func labelSpec(_ object: inout ObjectReader) throws(SceneError) -> LabelSpec {
        let source = try textSource(&object)
        var spec = LabelSpec(text: source.text, scale: scale)
        spec.styled = source.styled
        spec.runs = source.runs
        if let (value, fontPath) = object.value("font") {
            spec.font = try font(value, at: fontPath)
        }
        spec.lineBreakMode = try object.name("lineBreakMode", in: LineBreakMode.acceptedNames)
            .flatMap(LineBreakMode.init(named:))
        if let (value, stylePath) = object.value("paragraphStyle") {
            (spec.paragraphStyle, spec.textAlignment) = try paragraphStyle(value, at: stylePath)
        }
        spec.color = try object.color("color")
        try exclusions(&object, into: &spec)
        return spec
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
        let spec = try textSpec(&object)
        return try makeText(spec, at: object.path)
    }

    /// A `textField` node: the text (empty by default) or, when it is empty, the `prompt`, in
    /// the placeholder colour unless `color` is given; `axis` horizontal (one line) or
    /// vertical (wraps, with `lineLimit` as a `text` node's).
    func textField(_ object: inout ObjectReader, id: String?) throws(SceneError) -> TextField {
        let prompt = try object.string("prompt")
        let axis = try object.name("axis", in: Axis.allCases.map(\.rawValue)).flatMap(Axis.init(rawValue:)) ?? .horizontal
        var spec = try textSpec(&object, isField: true)
        if spec.text.isEmpty, let prompt {
            spec.text = prompt
            spec.color = spec.color ?? Self.placeholderColor
        }
        if axis == .horizontal {
            // One line, however long: the field scrolls sideways.
            spec.lineLimit = 1
            spec.reservedLines = nil
        }
        return TextField(try makeText(spec, at: object.path), axis: axis, displayScale: scale, id: id)
    }

    /// UIColor.placeholderText in light mode, #3C3C43 at 30% opacity, the value iOS reports
    /// (Apple does not document it) [U]. Drawing only: the colour does not change a size.
    static let placeholderColor = Color(red: 0x3C / 255, green: 0x3C / 255, blue: 0x43 / 255, alpha: 0.3)

    private func makeText(_ spec: TextSpec, at path: JSONPath) throws(SceneError) -> any TextMeasuring {
        guard let makeText else {
            throw SceneError(path: path.appending("type"), kind: .invalidValue("this scene reader has no text engine for \"text\" nodes"))
        }
        return try build(spec, at: path, with: makeText)
    }

    /// The keys a `text` node and a `textField` share; a field's `text` is optional (empty by
    /// default) and it has no `truncationMode` or `minimumScaleFactor`.
    private func textSpec(_ object: inout ObjectReader, isField: Bool = false) throws(SceneError) -> TextSpec {
        // A field shows plain text; a `text` node takes `text`, `markdown` or `runs`.
        let source: (text: String, styled: StyledText?, runs: [LabelSpec.Run]?) =
            isField ? (try object.string("text") ?? "", nil, nil) : try textSource(&object)
        var spec = TextSpec(text: source.text, scale: scale)
        spec.isTextField = isField
        spec.styled = source.styled
        spec.runs = source.runs
        if let (value, fontPath) = object.value("font") {
            spec.font = try font(value, at: fontPath)
        }
        spec.color = try object.color("color")
        if let (value, limitPath) = object.value("lineLimit"), value != .null {
            (spec.reservedLines, spec.lineLimit) = try lineLimit(value, at: limitPath)
        }
        if !isField {
            spec.truncationMode = try object.name("truncationMode", in: TextSpec.truncationModes)
            spec.minimumScaleFactor = try scaleFactor(&object, "minimumScaleFactor")
        }
        spec.multilineTextAlignment = try object.name("multilineTextAlignment", in: TextSpec.alignments)
        spec.lineSpacing = try object.size("lineSpacing")
        spec.dynamicTypeSize = try object.name("dynamicTypeSize", in: TextSpec.dynamicTypeSizes)
        return spec
    }

    /// `lineLimit`: a whole number n (at most n lines), or an object: `{"min": a, "max": b}`
    /// (`lineLimit(a...b)`; either may be absent, as `a...` and `...b`) or `{"max": n,
    /// "reservesSpace": true}` (`lineLimit(n, reservesSpace: true)`). Returns (reserved, most).
    private func lineLimit(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> (reserved: Int?, most: Int?) {
        if case .number = value { return (nil, try lineCount(value, at: path, orNull: true)) }
        var range = try ObjectReader(value, at: path)
        var bounds: [Int?] = []
        for key in ["min", "max"] {
            guard let (bound, boundPath) = range.value(key), bound != .null else { bounds.append(nil); continue }
            bounds.append(try lineCount(bound, at: boundPath))
        }
        var (lower, upper) = (bounds[0], bounds[1])
        if let reserves = try range.bool("reservesSpace") {
            guard lower == nil, let upper else {
                throw SceneError(path: path, kind: .invalidValue("reservesSpace goes with max alone (lineLimit(n, reservesSpace:))"))
            }
            if reserves { lower = upper }
        }
        try range.finish()
        guard lower != nil || upper != nil else {
            throw SceneError(path: path, kind: .invalidValue("expected a line count, or an object with min, max or both"))
        }
        if let lower, let upper, lower > upper {
            throw SceneError(path: path.appending("min"), kind: .invalidValue("expected min ≤ max, got \(lower) > \(upper)"))
        }
        return (lower, upper)
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
