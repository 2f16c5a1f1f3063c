import Graphics
import JSON
import RepresentableKit

/// `list`, `form` and `section` nodes, and the safe-area modifiers `ignoresSafeArea`,
/// `safeAreaInset` and `safeAreaPadding` (see `Scene`).
extension SceneDecoder {
    /// The node types this file reads.
    static let listAndSafeAreaTypes = ["list", "form", "section", "ignoresSafeArea", "safeAreaInset", "safeAreaPadding"]

    /// The edge names of `edges`: the four edges and the SwiftUI sets of them.
    static let edgeSets: [String: Edge.Set] = [
        "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
        "horizontal": .horizontal, "vertical": .vertical, "all": .all,
    ]

    /// The region names of `regions`.
    static let regionSets: [String: SafeAreaRegions] = ["container": .container, "keyboard": .keyboard, "all": .all]

    /// A node of one of `listAndSafeAreaTypes`.
    func listOrSafeAreaNode(_ type: String, _ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        switch type {
        case "list":
            return List(kind: "list", displayScale: scale, id: id, children: try children(&object))
        case "form":
            return Form(displayScale: scale, id: id, children: try children(&object))
        case "section":
            let header = try headerOrFooter(&object, "header")
            let rows = try children(&object)
            let footer = try headerOrFooter(&object, "footer")
            return Section(header: header, footer: footer, id: id, rows: rows)
        case "ignoresSafeArea":
            let regions = try names(&object, "regions", in: Self.regionSets) ?? .all
            let edges = try names(&object, "edges", in: Self.edgeSets) ?? .all
            return IgnoresSafeAreaLayout(regions: regions, edges: edges, content: try content(&object), id: id)
        case "safeAreaPadding":
            return SafeAreaPaddingLayout(try insets(&object), content: try content(&object), id: id)
        default:
            return try safeAreaInset(&object, id: id)
        }
    }

    /// A section's `header` or `footer`: a node, or a string for SwiftUI's own style, a `text`
    /// node in the footnote style and the secondary label colour, a header in capitals
    /// (BehaviourReference, "List and Form"); nil when absent.
    private func headerOrFooter(_ object: inout ObjectReader, _ key: String) throws(SceneError) -> (any LayoutView)? {
        guard let (value, path) = object.value(key) else { return nil }
        guard case .string(let text) = value else { return try node(value, at: path) }
        let styled = JSONValue.fields([
            ("type", .string("text")), ("text", .string(key == "header" ? text.uppercased() : text)),
            ("font", .fields([("textStyle", .string("footnote"))])), ("color", .string(Self.sectionTextColor)),
        ])
        return try node(styled, at: path)
    }

    /// `UIColor.secondaryLabel` in light mode, #3c3c43 at 60 % (as `Color.secondary`).
    static let sectionTextColor = "#3c3c4399"

    /// A name of `table` or an array of them, as their union; nil when absent.
    private func names<Set: SetAlgebra>(
        _ object: inout ObjectReader, _ key: String, in table: [String: Set]
    ) throws(SceneError) -> Set? {
        guard let (value, path) = object.value(key) else { return nil }
        let names = table.keys.sorted()
        guard case .array(let elements) = value else { return table[try ObjectReader.name(value, at: path, in: names)] }
        var result = Set()
        for (index, element) in elements.enumerated() {
            result.formUnion(table[try ObjectReader.name(element, at: path.appending(index: index), in: names)]!)
        }
        return result
    }

    /// `safeAreaInset`: `edge` (required), `alignment` (a horizontal guide for top and bottom,
    /// a vertical one for leading and trailing), `spacing` (default the scene's
    /// `defaultSpacing`), `content`, then `inset` (drawn over the content, so read after it).
    private func safeAreaInset(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let edgeNames = ["bottom", "leading", "top", "trailing"]
        let (edgeValue, edgePath) = try object.required("edge")
        let edgeName = try ObjectReader.name(edgeValue, at: edgePath, in: edgeNames)
        let edge: Edge = switch edgeName {
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        default: .trailing
        }
        var alignment = Alignment.center
        if edge == .top || edge == .bottom {
            if let name = try object.name("alignment", in: HorizontalAlignment.named.keys.sorted()) {
                alignment = Alignment(horizontal: HorizontalAlignment.named[name]!, vertical: .center)
            }
        } else if let name = try object.name("alignment", in: VerticalAlignment.named.keys.sorted()) {
            alignment = Alignment(horizontal: .center, vertical: VerticalAlignment.named[name]!)
        }
        let spacing = try object.size("spacing") ?? defaultSpacing
        let content = try content(&object)
        let (value, path) = try object.required("inset")
        return SafeAreaInsetLayout(
            edge: edge, alignment: alignment, spacing: spacing, inset: try node(value, at: path), content: content, id: id)
    }

    /// The scene's `safeAreaInsets` ({`top`, `leading`, `bottom`, `trailing`}, absent edges
    /// 0): the root is laid out on a screen of the proposal's size inside them, so the
    /// proposal must give a finite width and height.
    func safeAreaInsets(_ object: inout ObjectReader, proposal: ProposedViewSize) throws(SceneError) -> EdgeInsets? {
        guard let (value, path) = object.value("safeAreaInsets") else { return nil }
        var edges = try ObjectReader(value, at: path)
        let insets = EdgeInsets(
            top: try edges.size("top") ?? 0, leading: try edges.size("leading") ?? 0,
            bottom: try edges.size("bottom") ?? 0, trailing: try edges.size("trailing") ?? 0)
        try edges.finish()
        guard let width = proposal.width, let height = proposal.height, width.isFinite, height.isFinite else {
            throw SceneError(path: path, kind: .invalidValue(
                "safeAreaInsets need a screen: give the scene a proposal with a finite width and height"))
        }
        return insets
    }
}
