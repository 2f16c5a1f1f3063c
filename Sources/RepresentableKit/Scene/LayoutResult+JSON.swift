extension LayoutResult {
    /// The result as JSON:
    /// `{"size":{"width":…,"height":…},"frames":[{"id":…,"type":…,"x":…,"y":…,"width":…,"height":…},…]}`.
    ///
    /// Keys always come in this order; `id` is null when absent. Frames with a
    /// border add `"borderColor"` and `"borderWidth"`, frames with a fill add
    /// `"fillColor"`. Numbers are rounded to a millionth of a point and whole
    /// numbers print without a fraction (390, 20.5); an infinite size prints
    /// as "infinity". `pretty` puts each frame on its own line.
    public func jsonString(pretty: Bool = false) -> String {
        let n = JSONText.number
        let frameTexts = frames.map { frame in
            var fields = [
                "\"id\":" + (frame.id.map(JSONText.quoted) ?? "null"),
                "\"type\":" + JSONText.quoted(frame.type),
                "\"x\":" + n(frame.rect.minX),
                "\"y\":" + n(frame.rect.minY),
                "\"width\":" + n(frame.rect.width),
                "\"height\":" + n(frame.rect.height),
            ]
            if let color = frame.borderColor { fields.append("\"borderColor\":" + JSONText.quoted(color)) }
            if let width = frame.borderWidth { fields.append("\"borderWidth\":" + n(width)) }
            if let color = frame.fillColor { fields.append("\"fillColor\":" + JSONText.quoted(color)) }
            return "{" + fields.joined(separator: ",") + "}"
        }
        let sizeText = "{\"width\":" + n(size.width) + ",\"height\":" + n(size.height) + "}"
        if pretty {
            let body = frameTexts.map { "    " + $0 }.joined(separator: ",\n")
            return "{\n  \"size\": " + sizeText + ",\n  \"frames\": [\n" + body + (frames.isEmpty ? "" : "\n") + "  ]\n}"
        }
        return "{\"size\":" + sizeText + ",\"frames\":[" + frameTexts.joined(separator: ",") + "]}"
    }
}
