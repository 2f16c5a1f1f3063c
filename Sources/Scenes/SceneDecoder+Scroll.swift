import Graphics
import JSON
import RepresentableKit

/// The `scrollView`, `lazyVStack`, `lazyHStack`, `lazyVGrid` and `lazyHGrid` nodes.
///
/// `{"type": "scrollView", "axes": "vertical" | "horizontal" | [...], "content": NODE}` (axes
/// default vertical); `{"type": "lazyVStack", "alignment": NAME, "spacing": N, "children": [...]}`
/// (and `lazyHStack`); `{"type": "lazyVGrid", "columns": [ITEM, ...], "spacing": N, "alignment":
/// NAME, "children": [...]}` and `lazyHGrid` with `rows`, where an ITEM is an object with one of
/// `"fixed": N`, `"flexible": {"minimum": N, "maximum": N | "infinity"}` (both optional: 10 and
/// infinity) or `"adaptive": {"minimum": N, "maximum": N | "infinity"}` (minimum required), and
/// optionally `"spacing": N` and `"alignment"` (an `Alignment` name). A grid has 1 to
/// `GridItem.maximumTracks` items.
extension SceneDecoder {
    /// The scroll and lazy node types.
    static let scrollTypes = ["scrollView", "lazyVStack", "lazyHStack", "lazyVGrid", "lazyHGrid"]

    /// A node of one of `scrollTypes`.
    func scrollNode(_ type: String, _ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        switch type {
        case "scrollView":
            var axes: Set<Axis> = [.vertical]
            if let (value, path) = object.value("axes") { axes = try self.axes(value, at: path) }
            return ScrollView(axes, id: id, content: try content(&object))
        case "lazyVStack":
            return try lazyStack(HorizontalAlignment.named, &object, id: id)
        case "lazyHStack":
            return try lazyStack(VerticalAlignment.named, &object, id: id)
        case "lazyVGrid":
            return try lazyGrid("columns", HorizontalAlignment.named, &object, id: id)
        default:
            return try lazyGrid("rows", VerticalAlignment.named, &object, id: id)
        }
    }

    private func lazyStack<Guide: StackAlignment>(
        _ guides: [String: Guide], _ object: inout ObjectReader, id: String?
    ) throws(SceneError) -> LazyStack<Guide> {
        let alignment = try object.name("alignment", in: guides.keys.sorted())
        return LazyStack(
            alignment: alignment.flatMap { guides[$0] } ?? .center, spacing: try object.size("spacing"),
            standardSpacing: defaultSpacing, id: id, children: try children(&object))
    }

    private func lazyGrid<Guide: StackAlignment>(
        _ key: String, _ guides: [String: Guide], _ object: inout ObjectReader, id: String?
    ) throws(SceneError) -> LazyGrid<Guide> {
        let (value, path) = try object.required(key)
        guard case .array(let elements) = value else {
            throw SceneError(path: path, kind: .typeMismatch(expected: "an array of grid items", got: value.summary))
        }
        guard !elements.isEmpty, elements.count <= GridItem.maximumTracks else {
            throw SceneError(
                path: path,
                kind: .invalidValue("expected 1…\(GridItem.maximumTracks) grid items, got \(elements.count)"))
        }
        var items: [GridItem] = []
        for (index, element) in elements.enumerated() {
            items.append(try gridItem(element, at: path.appending(index: index)))
        }
        let alignment = try object.name("alignment", in: guides.keys.sorted())
        return LazyGrid(
            items: items, alignment: alignment.flatMap { guides[$0] } ?? .center, spacing: try object.size("spacing"),
            standardSpacing: defaultSpacing, id: id, children: try children(&object))
    }

    /// One `GridItem`: exactly one of `fixed`, `flexible`, `adaptive`; `spacing`, `alignment`.
    private func gridItem(_ value: JSONValue, at path: JSONPath) throws(SceneError) -> GridItem {
        var object = try ObjectReader(value, at: path)
        let kinds = ["fixed", "flexible", "adaptive"].filter(object.keys.contains)
        guard kinds.count == 1, let kind = kinds.first else {
            throw SceneError(
                path: path,
                kind: .invalidValue("a grid item takes exactly one of \"fixed\", \"flexible\" or \"adaptive\", got \(kinds.count)"))
        }
        let size: GridItem.Size
        if kind == "fixed" {
            let (length, lengthPath) = try object.required("fixed")
            size = .fixed(try ObjectReader.size(length, at: lengthPath, allowsInfinity: false))
        } else {
            let (bounds, boundsPath) = try object.required(kind)
            var fields = try ObjectReader(bounds, at: boundsPath)
            let minimum = kind == "adaptive" ? try ObjectReader.size(try fields.required("minimum").value, at: boundsPath.appending("minimum"), allowsInfinity: false)
                : try fields.size("minimum") ?? 10
            let maximum = try fields.size("maximum", allowsInfinity: true) ?? .infinity
            try fields.finish()
            guard minimum <= maximum else {
                throw SceneError(
                    path: boundsPath.appending("maximum"),
                    kind: .invalidValue("maximum \(JSONText.number(maximum)) is less than minimum \(JSONText.number(minimum))"))
            }
            size = kind == "adaptive" ? .adaptive(minimum: minimum, maximum: maximum) : .flexible(minimum: minimum, maximum: maximum)
        }
        let spacing = try object.size("spacing")
        let alignment = try object.name("alignment", in: Alignment.named.keys.sorted()).flatMap { Alignment.named[$0] }
        try object.finish()
        return GridItem(size, spacing: spacing, alignment: alignment)
    }
}
