import Graphics
import JSON
import RepresentableKit
import TextRendering

/// SwiftUI's colour, shape, clip and image views as scene nodes (`Scene`'s list of node types).
extension SceneDecoder {
    /// The shape node types and their outlines' names.
    static let shapeTypes = ["rectangle", "roundedRectangle", "capsule", "circle", "ellipse"]

    /// A `color` node: a `Color` view; with an `id`, an identified filled rectangle.
    func colorView(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let color = try ObjectReader.color(try object.required("color").value, at: object.path.appending("color"))
        return id.map { color.id($0) } ?? color
    }

    /// A shape node (`rectangle`, `roundedRectangle` with `cornerRadius`, `capsule`, `circle`,
    /// `ellipse`), filled with `fill` (black by default, as an unfilled SwiftUI shape is drawn).
    func shapeView(_ type: String, _ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let outline = try outline(type, &object)
        return ShapeView(outline: outline, color: try object.color("fill") ?? .black, id: id)
    }

    /// The outline of shape type `type`, reading `cornerRadius` for a rounded rectangle.
    private func outline(_ type: String, _ object: inout ObjectReader) throws(SceneError) -> ShapeOutline {
        switch type {
        case "roundedRectangle":
            let (value, path) = try object.required("cornerRadius")
            return .roundedRectangle(cornerRadius: try ObjectReader.size(value, at: path, allowsInfinity: false))
        case "capsule": return .capsule
        case "circle": return .circle
        case "ellipse": return .ellipse
        default: return .rectangle
        }
    }

    /// A `clipShape` node: `shape` (an object with a shape `type`, and `cornerRadius` for a
    /// rounded rectangle) and `content`.
    func clipShape(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let (value, path) = try object.required("shape")
        var shape = try ObjectReader(value, at: path)
        guard let type = try shape.name("type", in: Self.shapeTypes) else {
            throw SceneError(path: path.appending("type"), kind: .missingField)
        }
        let outline = try outline(type, &shape)
        try shape.finish()
        return ClipShapeModifier(outline, content: try content(&object), id: id)
    }

    /// A `cornerRadius` node: `radius` and `content` (`clipShape` with a rounded rectangle).
    func cornerRadius(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let (value, path) = try object.required("radius")
        let radius = try ObjectReader.size(value, at: path, allowsInfinity: false)
        return ClipShapeModifier(.roundedRectangle(cornerRadius: radius), content: try content(&object), id: id)
    }

    /// An `image` node: `file` (a PNG, read and checked now: `Image(contentsOfFile:scale:)`),
    /// `scale` (> 0, default 1) and `resizable` (default false).
    func image(_ object: inout ObjectReader, id: String?) throws(SceneError) -> any LayoutView {
        let file = try object.requiredString("file")
        let path = object.path.appending("file")
        var scale = 1.0
        if let (value, scalePath) = object.value("scale") {
            scale = try ObjectReader.size(value, at: scalePath, allowsInfinity: false)
            guard scale > 0 else { throw SceneError(path: scalePath, kind: .invalidValue("expected a scale > 0, got 0")) }
        }
        var image: Image
        do { image = try Image(contentsOfFile: file, scale: scale) } catch {
            throw SceneError(path: path, kind: .invalidValue(error.description))
        }
        image.id = id
        return try object.bool("resizable") == true ? image.resizable() : image
    }
}
