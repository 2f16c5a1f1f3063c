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
        if let view = try contentNode(type, &object, id: id) {
            result = view
        } else if let modifier = try modifierNode(type, &object, id: id) {
            result = modifier
        } else if let container = try containerNode(type, &object, id: id) {
            result = container
        } else {
            throw SceneError(path: path.appending("type"), kind: .unknownType(type))
        }
        result = try gridCellTraits(&object, result)
        try object.finish()
        if let priority { result = result.layoutPriority(priority) }
        return result
    }

    /// A node that draws or hosts content of its own (text, hosted views, spacers, shapes,
    /// images); nil when `type` is not one.
    private func contentNode(_ type: String, _ object: inout ObjectReader, id: String?) throws(SceneError) -> (any LayoutView)? {
        switch type {
        case "label", "view", "textView":
            Representable(try hostedView(type, &object), id: id, typeName: type)
        case "text":
            Text(try text(&object), displayScale: scale, id: id)
        case "textField":
            try textField(&object, id: id)
        case "adaptor":
            try adaptor(&object, id: id)
        case "spacer":
            Spacer(minLength: try object.size("minLength") ?? defaultSpacing, id: id)
        case "divider":
            Divider(
                thickness: try object.size("thickness"), displayScale: scale,
                color: try object.color("color") ?? Divider.separatorColor, id: id)
        case "color":
            try colorView(&object, id: id)
        case "rectangle", "roundedRectangle", "capsule", "circle", "ellipse":
            try shapeView(type, &object, id: id)
        case "image":
            try image(&object, id: id)
        default:
            nil
        }
    }

    /// A node that arranges children (stacks, grids, scroll views, lists, safe-area nodes);
    /// nil when `type` is not one.
    private func containerNode(_ type: String, _ object: inout ObjectReader, id: String?) throws(SceneError) -> (any LayoutView)? {
        switch type {
        case "vstack":
            try stack(HorizontalAlignment.named, &object, id: id)
        case "hstack":
            try stack(VerticalAlignment.named, &object, id: id)
        case "zstack":
            ZStack(alignment: try alignment(&object), id: id, children: try children(&object))
        case "viewThatFits":
            ViewThatFits(in: try axes(&object), id: id, children: try children(&object))
        case "geometryReader":
            try geometryReader(&object, id: id)
        case _ where Self.listAndSafeAreaTypes.contains(type):
            try listOrSafeAreaNode(type, &object, id: id)
        case "grid":
            try grid(&object, id: id)
        case "scrollView", "lazyVStack", "lazyHStack", "lazyVGrid", "lazyHGrid":
            try scrollNode(type, &object, id: id)
        case "gridRow":
            try gridRow(&object, id: id)
        default:
            nil
        }
    }

    /// A scene has no closures: the content is fixed, placed as SwiftUI places a geometry
    /// reader's content (top-leading, proposed the reader's size).
    private func geometryReader(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let content = object.contains("content") ? try content(&object) : nil
        return GeometryReader(id: id) { _ in content ?? EmptyView() }
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
