import JSON
import RepresentableKit

extension LayoutResult {
    /// The result as JSON:
    /// `{"size":{"width":…,"height":…},"frames":[{"id":…,"type":…,"x":…,"y":…,"width":…,"height":…},…]}`.
    ///
    /// Keys always come in this order; `id` is null when absent. Frames with a border add
    /// `"borderColor"` ("#rrggbb" or "#rrggbbaa") and `"borderWidth"`, frames with a fill add
    /// `"fillColor"`. Numbers use `JSONText`'s format: shortest round-trip, whole numbers
    /// without a fraction (390, 20.5), an infinite size as "infinity". `pretty` puts each
    /// frame on its own line.
    public func jsonString(pretty: Bool = false) -> String {
        let frameValues = frames.map { frame -> JSONValue in
            var fields: [(String, JSONValue)] = [
                ("id", frame.id.map(JSONValue.string) ?? .null),
                ("type", .string(frame.type)),
                ("x", .number(frame.rect.minX)),
                ("y", .number(frame.rect.minY)),
                ("width", .number(frame.rect.width)),
                ("height", .number(frame.rect.height)),
            ]
            if let color = frame.borderColor { fields.append(("borderColor", .string(color.hexString))) }
            if let width = frame.borderWidth { fields.append(("borderWidth", .number(width))) }
            if let color = frame.fillColor { fields.append(("fillColor", .string(color.hexString))) }
            return .fields(fields)
        }
        let sizeValue = JSONValue.fields([("width", .number(size.width)), ("height", .number(size.height))])
        if pretty {
            let body = frameValues.map { "    " + $0.serialized() }.joined(separator: ",\n")
            return "{\n  \"size\": " + sizeValue.serialized() + ",\n  \"frames\": [\n" + body
                + (frames.isEmpty ? "" : "\n") + "  ]\n}"
        }
        return JSONValue.fields([("size", sizeValue), ("frames", .array(frameValues))]).serialized()
    }
}
