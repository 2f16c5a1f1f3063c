import Graphics
import JSON
import LabelHost
import RepresentableKit

/// Turns a parsed scene document into a layout tree. See `Scene` for the format.
struct SceneDecoder {
    static let nodeTypes = [
        "label", "view", "textView", "text", "textField", "adaptor", "padding", "frame", "fixedSize", "border", "vstack", "hstack",
        "zstack", "spacer", "divider", "background", "overlay", "aspectRatio", "offset", "position",
        "viewThatFits", "geometryReader", "alignmentGuide", "grid", "gridRow",
        "color", "rectangle", "roundedRectangle", "capsule", "circle", "ellipse", "clipShape", "cornerRadius", "image",
    ] + scrollTypes + listAndSafeAreaTypes

    let makeLabel: (LabelSpec, JSONPath) throws -> any HostedView
    /// Builds the measurer of a `text` node; nil when the caller has none (a `text` node is
    /// then an error).
    var makeText: ((TextSpec, JSONPath) throws -> any TextMeasuring)?
    var scale: Double = 1
    var defaultSpacing: Double = VStack.defaultSpacing
    /// Every node's JSON path, in the order read (depth-first pre-order, as layout frames are).
    let nodePaths = NodePaths()

    final class NodePaths {
        var paths: [JSONPath] = []
        /// Input the reader corrected (as SwiftUI would) rather than rejected.
        var warnings: [SceneWarning] = []
    }

    /// Notes a corrected value at `path`.
    func warn(_ path: JSONPath, _ message: String) {
        nodePaths.warnings.append(SceneWarning(path: path, message: message))
    }

    init(makeLabel: @escaping (LabelSpec, JSONPath) throws -> any HostedView) {
        self.makeLabel = makeLabel
    }

    mutating func scene(_ document: JSONValue) throws(SceneError) -> Scene {
        var object = try ObjectReader(document, at: .root)
        if let (value, path) = object.value("scale") {
            let scale = try ObjectReader.size(value, at: path, allowsInfinity: false)
            guard scale > 0 else { throw SceneError(path: path, kind: .invalidValue("expected a scale > 0, got 0")) }
            self.scale = scale
        }
        let background = try object.color("background")
        var proposal = ProposedViewSize.unspecified
        if let (value, path) = object.value("proposal") {
            var fields = try ObjectReader(value, at: path)
            proposal.width = try fields.size("width", allowsInfinity: true)
            proposal.height = try fields.size("height", allowsInfinity: true)
            try fields.finish()
        }
        if let spacing = try object.size("defaultSpacing") { defaultSpacing = spacing }
        let roundsToPixels = try object.bool("pixelRounding") ?? true
        let safeAreaInsets = try safeAreaInsets(&object, proposal: proposal)
        let (rootValue, rootPath) = try object.required("root")
        let root = try node(rootValue, at: rootPath)
        try object.finish()
        var scene = Scene(
            scale: scale, background: background, proposal: proposal, defaultSpacing: defaultSpacing, root: root)
        scene.roundsToPixels = roundsToPixels
        scene.safeAreaInsets = safeAreaInsets
        scene.nodePaths = nodePaths.paths
        scene.warnings = nodePaths.warnings
        return scene
    }

    // MARK: Nodes

    func node(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> any LayoutView {
        nodePaths.paths.append(path)
        var object = try ObjectReader(value, at: path)
        let type = try object.requiredString("type")
        let id = try object.string("id")
        let priority = try object.number("layoutPriority")
        var result: any LayoutView
        switch type {
        case "label", "view", "textView":
            result = Representable(try hostedView(type, &object), id: id, typeName: type)
        case "text":
            result = Text(try text(&object), displayScale: scale, id: id)
        case "textField":
            result = try textField(&object, id: id)
        case "adaptor":
            result = try adaptor(&object, id: id)
        case "padding":
            result = PaddingLayout(try insets(&object), content: try content(&object), id: id)
        case "frame":
            result = try frame(&object, id: id)
        case "fixedSize":
            result = FixedSizeLayout(
                horizontal: try object.bool("horizontal") ?? true, vertical: try object.bool("vertical") ?? true,
                content: try content(&object), id: id)
        case "border":
            let color = try ObjectReader.color(try object.required("color").value, at: path.appending("color"))
            result = BorderModifier(
                color: color, width: try object.size("width") ?? BorderModifier.defaultWidth,
                content: try content(&object), id: id)
        case "vstack":
            result = try stack(HorizontalAlignment.named, &object, id: id)
        case "hstack":
            result = try stack(VerticalAlignment.named, &object, id: id)
        case "zstack":
            result = ZStack(alignment: try alignment(&object), id: id, children: try children(&object))
        case "spacer":
            result = Spacer(minLength: try object.size("minLength") ?? defaultSpacing, id: id)
        case "divider":
            result = Divider(
                thickness: try object.size("thickness"), displayScale: scale,
                color: try object.color("color") ?? Divider.separatorColor, id: id)
        case "background", "overlay":
            result = try layer(type, &object, id: id)
        case "aspectRatio":
            result = try aspectRatio(&object, id: id)
        case "offset":
            result = OffsetLayout(
                x: try coordinate(&object, "x"), y: try coordinate(&object, "y"), content: try content(&object), id: id)
        case "position":
            result = PositionLayout(
                x: try coordinate(&object, "x"), y: try coordinate(&object, "y"), content: try content(&object), id: id)
        case "viewThatFits":
            result = ViewThatFits(in: try axes(&object), id: id, children: try children(&object))
        case "geometryReader":
            // A scene has no closures: the content is fixed, placed as SwiftUI places a
            // geometry reader's content (top-leading, proposed the reader's size).
            let content = object.contains("content") ? try content(&object) : nil
            result = GeometryReader(id: id) { _ in content ?? EmptyView() }
        case "color":
            result = try colorView(&object, id: id)
        case "rectangle", "roundedRectangle", "capsule", "circle", "ellipse":
            result = try shapeView(type, &object, id: id)
        case "clipShape":
            result = try clipShape(&object, id: id)
        case "cornerRadius":
            result = try cornerRadius(&object, id: id)
        case "image":
            result = try image(&object, id: id)
        case _ where Self.listAndSafeAreaTypes.contains(type):
            result = try listOrSafeAreaNode(type, &object, id: id)
        case "alignmentGuide":
            result = try alignmentGuide(&object, id: id)
        case "grid":
            result = try grid(&object, id: id)
        case "scrollView", "lazyVStack", "lazyHStack", "lazyVGrid", "lazyHGrid":
            result = try scrollNode(type, &object, id: id)
        case "gridRow":
            let alignment = try object.name("alignment", in: VerticalAlignment.named.keys.sorted())
            result = GridRow(alignment: alignment.flatMap { VerticalAlignment.named[$0] }, id: id, children: try children(&object))
        default:
            throw SceneError(path: path.appending("type"), kind: .unknownType(type))
        }
        result = try gridCellTraits(&object, result)
        try object.finish()
        if let priority { result = result.layoutPriority(priority) }
        return result
    }

    func content(_ object: inout ObjectReader) throws(SceneError) -> any LayoutView {
        let (value, path) = try object.required("content")
        return try node(value, at: path)
    }

    /// A `vstack` or `hstack`: the alignment type (the cross axis's) picks which.
    private func stack<Guide: StackAlignment>(
        _ guides: [String: Guide], _ object: inout ObjectReader, id: String?
    ) throws(SceneError) -> Stack<Guide> {
        let alignment = try object.name("alignment", in: guides.keys.sorted())
        return Stack(
            alignment: alignment.flatMap { guides[$0] } ?? .center,
            spacing: try object.size("spacing"), standardSpacing: defaultSpacing, id: id,
            children: try children(&object))
    }

    func children(_ object: inout ObjectReader) throws(SceneError) -> [any LayoutView] {
        let (value, path) = try object.required("children")
        guard case .array(let elements) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "an array of nodes", got: value.summary))
        }
        var children: [any LayoutView] = []
        for (index, element) in elements.enumerated() {
            children.append(try node(element, at: path.appending(index: index)))
        }
        return children
    }

    /// A node's `alignment` (an `Alignment.named` name), `.center` when absent.
    func alignment(_ object: inout ObjectReader) throws(SceneError) -> Alignment {
        let name = try object.name("alignment", in: Alignment.named.keys.sorted())
        return name.flatMap { Alignment.named[$0] } ?? .center
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

    /// `axes`: "horizontal", "vertical" or an array of them; both when absent.
    private func axes(_ object: inout ObjectReader) throws(SceneError) -> Set<Axis> {
        guard let (value, path) = object.value("axes") else { return [.horizontal, .vertical] }
        return try axes(value, at: path)
    }

    /// "horizontal", "vertical" or an array of them.
    func axes(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> Set<Axis> {
        let names = Axis.allCases.map(\.rawValue)
        if case .array(let elements) = value {
            var axes = Set<Axis>()
            for (index, element) in elements.enumerated() {
                axes.insert(Axis(rawValue: try ObjectReader.name(element, at: path.appending(index: index), in: names))!)
            }
            return axes
        }
        return [Axis(rawValue: try ObjectReader.name(value, at: path, in: names))!]
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

    private func adaptor(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        var flexibility = ViewFlexibility.all
        if let (value, path) = object.value("flexibility") {
            flexibility = try self.flexibility(value, at: path)
        }
        let calculator: ViewIdealSizeCalculator =
            switch try object.name("idealSize", in: ["default", "none"]) {
            case "none": .none
            default: .default
            }
        let (value, path) = try object.required("content")
        // The hosted view records a frame of its own, after the adaptor's.
        nodePaths.paths.append(path)
        var content = try ObjectReader(value, at: path)
        let type = try content.requiredString("type")
        guard type == "label" || type == "view" || type == "textView" else {
            throw SceneError(
                path: path.appending("type"),
                kind: .invalidValue("an adaptor's content must be a \"label\", \"textView\" or \"view\" node, got \(JSONText.quoted(type))"))
        }
        let contentID = try content.string("id")
        let view = try hostedView(type, &content)
        try content.finish()
        return ViewAdaptor(
            Representable(view, id: contentID, typeName: type), id: id,
            flexibility: flexibility, idealSizeCalculator: calculator)
    }

    private func flexibility(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> ViewFlexibility {
        let names = ViewFlexibility.named.keys.sorted()
        switch value {
        case .string:
            return ViewFlexibility.named[try ObjectReader.name(value, at: path, in: names)]!
        case .array(let elements):
            var result = ViewFlexibility.none
            for (index, element) in elements.enumerated() {
                result.formUnion(ViewFlexibility.named[try ObjectReader.name(element, at: path.appending(index: index), in: names)]!)
            }
            return result
        default:
            throw SceneError(
                path: path, kind: .typeMismatch(expected: "a flexibility name or an array of names", got: value.summary))
        }
    }

    // MARK: Hosted views

    private func hostedView(_ type: String, _ object: inout ObjectReader) throws(SceneError) -> any HostedView {
        switch type {
        case "label": try label(&object)
        case "textView": try textView(&object)
        default: try fixedView(&object)
        }
    }

    private func fixedView(_ object: inout ObjectReader) throws(SceneError) -> FixedView {
        func intrinsic(_ key: String) throws(SceneError) -> Double {
            guard let (value, path) = object.value(key) else { return noIntrinsicMetric }
            if case .number(noIntrinsicMetric) = value { return noIntrinsicMetric }
            guard case .number(let number) = value else {
                throw SceneError(path: path, kind: .typeMismatch(expected: "a number", got: value.summary))
            }
            guard number >= 0 else {
                throw SceneError(
                    path: path, kind: .invalidValue("expected a size ≥ 0, or -1 for none, got \(value.summary)"))
            }
            try ObjectReader.checkMagnitude(number, at: path)
            return number
        }
        let width = try intrinsic("intrinsicWidth")
        let height = try intrinsic("intrinsicHeight")
        let hugging = try priorities(&object, "hugging")
        let resistance = try priorities(&object, "compressionResistance")
        return FixedView(
            intrinsicWidth: width, intrinsicHeight: height,
            horizontalHugging: hugging?.horizontal ?? .defaultLow,
            verticalHugging: hugging?.vertical ?? .defaultLow,
            horizontalCompressionResistance: resistance?.horizontal ?? .defaultHigh,
            verticalCompressionResistance: resistance?.vertical ?? .defaultHigh,
            backgroundColor: try object.color("color"))
    }
}
