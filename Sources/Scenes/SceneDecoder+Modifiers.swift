import Graphics
import JSON
import RepresentableKit

/// The modifier nodes: one content node, sized, placed or drawn differently.
extension SceneDecoder {
    /// A node that changes one content node's size, place or drawing (padding, frames,
    /// borders, layers, offsets, clips, alignment guides); nil when `type` is not one.
    func modifierNode(_ type: String, _ object: inout ObjectReader, id: String?) throws(SceneError) -> (any LayoutView)? {
        switch type {
        case "padding":
            PaddingLayout(try insets(&object), content: try content(&object), id: id)
        case "frame":
            try frame(&object, id: id)
        case "fixedSize":
            FixedSizeLayout(
                horizontal: try object.bool("horizontal") ?? true, vertical: try object.bool("vertical") ?? true,
                content: try content(&object), id: id)
        case "border":
            try border(&object, id: id)
        case "background", "overlay":
            try layer(type, &object, id: id)
        case "aspectRatio":
            try aspectRatio(&object, id: id)
        case "offset":
            OffsetLayout(
                x: try coordinate(&object, "x"), y: try coordinate(&object, "y"), content: try content(&object), id: id)
        case "position":
            PositionLayout(
                x: try coordinate(&object, "x"), y: try coordinate(&object, "y"), content: try content(&object), id: id)
        case "clipShape":
            try clipShape(&object, id: id)
        case "cornerRadius":
            try cornerRadius(&object, id: id)
        case "alignmentGuide":
            try alignmentGuide(&object, id: id)
        default:
            nil
        }
    }

    private func border(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let color = try ObjectReader.color(try object.required("color").value, at: object.path.appending("color"))
        return BorderModifier(
            color: color, width: try object.size("width") ?? BorderModifier.defaultWidth,
            content: try content(&object), id: id)
    }

    /// `background`/`overlay`: the layer (under the key named like the type) and `content`,
    /// read in drawing order so that node paths follow the frames' order.
    private func layer(_ type: String, _ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let alignment = try alignment(&object)
        func layerNode(_ object: inout ObjectReader) throws(SceneError) -> any LayoutView {
            let (value, path) = try object.required(type)
            return try node(value, at: path)
        }
        if type == "background" {
            let layer = try layerNode(&object)
            return LayerModifier(.background, layer: layer, alignment: alignment, content: try content(&object), id: id)
        }
        let content = try content(&object)
        return LayerModifier(.overlay, layer: try layerNode(&object), alignment: alignment, content: content, id: id)
    }

    private func aspectRatio(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        var ratio: Double?
        if let (value, path) = object.value("ratio") {
            let number = try ObjectReader.size(value, at: path, allowsInfinity: false)
            guard number > 0 else { throw SceneError(path: path, kind: .invalidValue("expected a ratio > 0, got 0")) }
            ratio = number
        }
        let mode = try object.name("contentMode", in: ContentMode.allCases.map(\.rawValue))
        return AspectRatioLayout(
            ratio, contentMode: mode.flatMap(ContentMode.init(rawValue:)) ?? .fit, content: try content(&object), id: id)
    }

    /// A finite coordinate (any sign), 0 when absent.
    private func coordinate(_ object: inout ObjectReader, _ key: String) throws(SceneError) -> Double {
        guard let (value, path) = object.value(key) else { return 0 }
        let number = try ObjectReader.number(value, at: path)
        try ObjectReader.checkMagnitude(number, at: path)
        return number
    }

    func insets(_ object: inout ObjectReader) throws(SceneError) -> EdgeInsets {
        guard let (value, path) = object.value("insets") else { return EdgeInsets(PaddingLayout.defaultLength) }
        if case .number = value {
            return EdgeInsets(try clampedLength(value, at: path, what: "padding"))
        }
        guard case .object = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "a number or an object", got: value.summary))
        }
        var edges = try ObjectReader(value, at: path)
        func edge(_ key: String) throws(SceneError) -> Double {
            guard let (value, path) = edges.value(key) else { return 0 }
            return try clampedLength(value, at: path, what: "padding")
        }
        let insets = EdgeInsets(
            top: try edge("top"), leading: try edge("leading"), bottom: try edge("bottom"), trailing: try edge("trailing"))
        try edges.finish()
        return insets
    }

    /// A length that SwiftUI clamps rather than rejects: any finite number (within the length
    /// limit), a negative one read as 0 with a warning; "infinity" where `allowsInfinity`.
    private func clampedLength(
        _ value: JSONValue, at path: JSONPath, what: String, allowsInfinity: Bool = false
    ) throws(SceneError) -> Double {
        if allowsInfinity, case .string("infinity") = value { return .infinity }
        guard case .number(let number) = value else {
            let expected = allowsInfinity ? "a number or \"infinity\"" : "a number"
            throw SceneError(path: path, kind: .typeMismatch(expected: expected, got: value.summary))
        }
        try ObjectReader.checkMagnitude(number, at: path)
        guard number >= 0 else {
            warn(path, "negative \(what) \(JSONText.number(number)) is treated as 0, as SwiftUI does")
            return 0
        }
        return number
    }

    private func clampedLength(
        _ object: inout ObjectReader, _ key: String, what: String, allowsInfinity: Bool = false
    ) throws(SceneError) -> Double? {
        guard let (value, path) = object.value(key) else { return nil }
        return try clampedLength(value, at: path, what: what, allowsInfinity: allowsInfinity)
    }

    private func frame(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let alignment = try alignment(&object)
        let flexibleKeys = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
        if object.contains("width") || object.contains("height") {
            if let mixed = flexibleKeys.first(where: object.contains) {
                throw SceneError(
                    path: object.path.appending(mixed),
                    kind: .invalidValue("a frame takes width/height or min/ideal/max fields, not both; nest two frame nodes"))
            }
            return FrameLayout(
                width: try clampedLength(&object, "width", what: "frame width"),
                height: try clampedLength(&object, "height", what: "frame height"), alignment: alignment,
                content: try content(&object), id: id)
        }
        var values: [String: Double] = [:]
        for key in flexibleKeys {
            values[key] = try clampedLength(&object, key, what: key, allowsInfinity: key.hasPrefix("max"))
        }
        // SwiftUI normalizes contradictory values (ideal raised to min, max to ideal or min) and
        // logs "Invalid frame dimension"; the library does the same, and the reader says so.
        for (lower, ideal, upper) in [("minWidth", "idealWidth", "maxWidth"), ("minHeight", "idealHeight", "maxHeight")] {
            let floor = values[lower] ?? 0
            if let idealValue = values[ideal], idealValue < floor {
                warn(object.path.appending(ideal), "\(ideal) \(JSONText.number(idealValue)) is less than \(lower) \(JSONText.number(floor)); SwiftUI raises it to \(JSONText.number(floor))")
            }
            // The maximum is raised to the (raised) ideal when there is one, else to the minimum.
            let (raisedBy, raised) = values[ideal].map { (ideal, max($0, floor)) } ?? (lower, floor)
            if let upperValue = values[upper], upperValue < raised {
                warn(object.path.appending(upper), "\(upper) \(JSONText.number(upperValue)) is less than \(raisedBy) \(JSONText.number(raised)); SwiftUI raises it to \(JSONText.number(raised))")
            }
        }
        return FlexFrameLayout(
            minWidth: values["minWidth"], idealWidth: values["idealWidth"], maxWidth: values["maxWidth"],
            minHeight: values["minHeight"], idealHeight: values["idealHeight"], maxHeight: values["maxHeight"],
            alignment: alignment, content: try content(&object), id: id)
    }
}
