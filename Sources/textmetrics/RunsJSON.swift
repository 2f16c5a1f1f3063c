import Graphics
import JSON
import Typesetting

/// The attribute runs of a line as `measure --json` lists them (only for styled text:
/// `PreparedText.hasStyledRuns`), so that plain text's output is unchanged.
enum RunsJSON {
    /// `[{"utf16Range":[a,b],"font":…,"size":…,"weight":…,…},…]`: each run on line `index`,
    /// its range in UTF-16 offsets of the whole text, and its attributes (defaults left out,
    /// except the font, size, weight and colour).
    static func runs(ofLine index: Int, in layout: TextLayout) -> JSONValue {
        let runs = layout.prepared.attributeRuns(in: layout.lines[index].utf16Range)
        return .array(runs.map { run in
            var fields: [(String, JSONValue)] = [
                ("utf16Range", .array([.number(Double(run.utf16Range.lowerBound)), .number(Double(run.utf16Range.upperBound))]))]
            fields += attributes(run.attributes)
            return .fields(fields)
        })
    }

    static func attributes(_ a: TextAttributes) -> [(String, JSONValue)] {
        var fields: [(String, JSONValue)] = [
            ("font", .string(a.font.face.familyName)), ("size", .number(a.font.pointSize)),
            ("weight", .number(a.font.weight.value)), ("color", .string(a.color.hexString)),
        ]
        if a.font.isItalic { fields.append(("italic", .bool(true))) }
        if !a.features.isEmpty { fields.append(("features", .array(a.features.map(JSONValue.string)))) }
        if a.tracking != 0 { fields.append(("tracking", .number(a.tracking))) }
        if a.baselineOffset != 0 { fields.append(("baselineOffset", .number(a.baselineOffset))) }
        guard a.hasRichAttributes else { return fields }
        if a.underlineStyle.isVisible { fields.append(("underline", names(a.underlineStyle))) }
        if let c = a.underlineColor { fields.append(("underlineColor", .string(c.hexString))) }
        if a.strikethroughStyle.isVisible { fields.append(("strikethrough", names(a.strikethroughStyle))) }
        if let c = a.strikethroughColor { fields.append(("strikethroughColor", .string(c.hexString))) }
        if let c = a.backgroundColor { fields.append(("background", .string(c.hexString))) }
        if let link = a.link { fields.append(("link", .string(link))) }
        if let attachment = a.attachment {
            let b = attachment.bounds
            var box: [(String, JSONValue)] = [("width", .number(b.width)), ("height", .number(b.size.height)), ("y", .number(b.minY))]
            if let image = attachment.image { box.append(("image", .string(image))) }
            fields.append(("attachment", .fields(box)))
        }
        return fields
    }

    /// A style's `NSUnderlineStyle` names: its line, its pattern (when not solid), "byWord".
    static func names(_ style: UnderlineStyle) -> JSONValue {
        let lines: [(UnderlineStyle, String)] = [(.double, "double"), (.thick, "thick"), (.single, "single")]
        let patterns: [(UnderlineStyle, String)] = [(.patternDot, "patternDot"), (.patternDash, "patternDash"),
                                                    (.patternDashDot, "patternDashDot"), (.patternDashDotDot, "patternDashDotDot")]
        var names: [JSONValue] = []
        if let line = lines.first(where: { $0.0 == style.line }) { names.append(.string(line.1)) }
        if let pattern = patterns.first(where: { $0.0 == style.pattern }) { names.append(.string(pattern.1)) }
        if style.contains(.byWord) { names.append(.string("byWord")) }
        return .array(names)
    }
}
