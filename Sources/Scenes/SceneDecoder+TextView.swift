import Graphics
import JSON
import LabelHost
import RepresentableKit
import Typesetting

/// The `textView` node and the `exclusions` of labels and text views.
extension SceneDecoder {
    func textView(_ object: inout ObjectReader) throws(SceneError) -> any HostedView {
        let path = object.path
        var spec = try labelSpec(&object)
        var options = LabelSpec.TextViewOptions()
        if let (value, insetPath) = object.value("textContainerInset") {
            options.textContainerInset = try insets(value, at: insetPath)
        }
        options.lineFragmentPadding = try object.size("lineFragmentPadding")
        if let (value, linesPath) = object.value("maximumNumberOfLines") {
            options.maximumNumberOfLines = try lineCount(value, at: linesPath)
        }
        options.isScrollEnabled = try object.bool("isScrollEnabled")
        spec.textView = options
        spec.hugging = try priorities(&object, "hugging")
        spec.compressionResistance = try priorities(&object, "compressionResistance")
        return try build(spec, at: path, with: makeLabel)
    }

    /// `exclusions` (an array of `{"rect": [x, y, w, h]}`, `{"ellipse": [x, y, w, h]}` or
    /// `{"polygon": [[x, y], …]}`) and `exclusionFill` (a colour) into `spec`.
    func exclusions(_ object: inout ObjectReader, into spec: inout LabelSpec) throws(SceneError) {
        spec.exclusionFill = try object.color("exclusionFill")
        guard let (value, path) = object.value("exclusions") else { return }
        guard case .array(let elements) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "an array of shapes", got: value.summary))
        }
        var paths: [ExclusionPath] = []
        for (index, element) in elements.enumerated() {
            paths.append(try exclusion(element, at: path.appending(index: index)))
        }
        spec.exclusionPaths = paths
    }

    private func exclusion(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> ExclusionPath {
        var object = try ObjectReader(value, at: path)
        let shape: ExclusionPath
        if let (rect, rectPath) = object.value("rect") {
            shape = .rectangle(try rectangle(rect, at: rectPath))
        } else if let (rect, rectPath) = object.value("ellipse") {
            shape = .ellipse(in: try rectangle(rect, at: rectPath))
        } else if let (points, pointsPath) = object.value("polygon") {
            guard case .array(let elements) = points, elements.count >= 3 else {
                throw SceneError(path: pointsPath, kind: .invalidValue("expected an array of 3 or more [x, y] points, got \(points.summary)"))
            }
            var result: [Point] = []
            for (index, element) in elements.enumerated() {
                let xy = try numbers(element, at: pointsPath.appending(index: index), count: 2)
                result.append(Point(x: xy[0], y: xy[1]))
            }
            shape = .polygon(result)
        } else {
            throw SceneError(path: path, kind: .invalidValue("expected one of \"rect\", \"ellipse\" or \"polygon\""))
        }
        try object.finish()
        return shape
    }

    /// `[x, y, width, height]`, the size ≥ 0.
    private func rectangle(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> Rect {
        let n = try numbers(value, at: path, count: 4)
        guard n[2] >= 0, n[3] >= 0 else {
            throw SceneError(path: path, kind: .invalidValue("expected [x, y, width, height] with width and height ≥ 0, got \(value.summary)"))
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// An array of `count` numbers, each at most a scene's largest length.
    private func numbers(_ value: JSONValue, at path: JSONPath, count: Int) throws(SceneError) -> [Double] {
        guard case .array(let elements) = value, elements.count == count else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "an array of \(count) numbers", got: value.summary))
        }
        var result: [Double] = []
        for (index, element) in elements.enumerated() {
            let number = try ObjectReader.number(element, at: path.appending(index: index))
            try ObjectReader.checkMagnitude(number, at: path.appending(index: index))
            result.append(number)
        }
        return result
    }

    /// One length for every edge, or `{"top", "left", "bottom", "right"}` (absent edges 0).
    private func insets(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> EdgeInsets {
        if case .number = value {
            let length = try ObjectReader.size(value, at: path, allowsInfinity: false)
            return EdgeInsets(top: length, leading: length, bottom: length, trailing: length)
        }
        var object = try ObjectReader(value, at: path)
        let insets = EdgeInsets(top: try object.size("top") ?? 0, leading: try object.size("left") ?? 0,
                                bottom: try object.size("bottom") ?? 0, trailing: try object.size("right") ?? 0)
        try object.finish()
        return insets
    }
}
