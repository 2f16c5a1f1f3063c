import Foundation
import Testing
import TextRendering
import Typesetting
@testable import Scenes

/// `Schemas/scene.schema.json` (JSON Schema 2020-12) against the example scenes and against
/// the strict reader: every example is valid for both, and each hand-made broken scene is
/// rejected by both. The schema is checked with the small validator below (the keywords the
/// schema uses; it was also checked with Python's `jsonschema` when written).
@Suite("Scene JSON Schema agrees with the reader")
struct SceneSchemaTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let schema: JSONValue = {
        let data = (try? Data(contentsOf: root.appendingPathComponent("Schemas/scene.schema.json"))) ?? Data()
        return (try? JSONValue.parse(Array(data))) ?? .null
    }()

    static func validate(_ json: String) throws -> [String] {
        let document = try JSONValue.parse(Array(json.utf8))
        var validator = SchemaValidator(root: schema)
        return validator.errors(document, against: schema, at: "$")
    }

    static func readerAccepts(_ json: String) -> Bool {
        guard let fonts = try? FontCollection.bundled() else { return false }
        return (try? Scene(json: json, fonts: fonts)) != nil
    }

    static let exampleFiles: [String] = {
        let dir = root.appendingPathComponent("Tests/Scenes")
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }()

    @Test func schemaIsReadable() {
        guard case .object(let members) = Self.schema else { Issue.record("the schema is missing or not an object"); return }
        #expect(members.contains { $0.key == "$defs" })
        #expect(Self.exampleFiles.count >= 10)
    }

    @Test(arguments: exampleFiles)
    func everyExampleIsValidForBoth(file: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Tests/Scenes/" + file), encoding: .utf8)
        #expect(try Self.validate(text) == [])
        #expect(Self.readerAccepts(text))
    }

    /// Valid scenes that use every node and key, each accepted by both.
    static let valid: [String] = [
        ##"{"root": {"type": "label", "text": "x"}}"##,
        ##"{"root": {"type": "label", "text": "x", "paragraphStyle": {"hyphenationFactor": 0.8, "usesDefaultHyphenation": true, "allowsDefaultTighteningForTruncation": true, "tighteningFactorForTruncation": 0.1}}}"##,
        ##"{"_c": 1, "scale": 3, "background": "#abc", "defaultSpacing": 0, "proposal": {"width": "infinity", "height": null}, "root": {"type": "label", "text": "x", "id": "a", "layoutPriority": -2, "font": {"textStyle": "headline", "design": "serif", "weight": "bold", "size": 20}, "numberOfLines": 0, "lineBreakMode": "byCharWrapping", "preferredMaxLayoutWidth": 100, "paragraphStyle": {"lineHeight": 30, "lineSpacing": 2, "tailIndent": -4, "alignment": "center", "baselinePlacement": "halfLeading", "baseWritingDirection": "rightToLeft"}, "color": "#112233cc", "hugging": 500, "compressionResistance": {"vertical": 1000}}}"##,
        ##"{"root": {"type": "vstack", "spacing": 4, "alignment": "leading", "children": [{"type": "view", "intrinsicWidth": -1, "intrinsicHeight": 10, "color": "#fff"}, {"type": "hstack", "alignment": "bottom", "children": []}]}}"##,
        ##"{"root": {"type": "adaptor", "flexibility": ["minHorizontal", "maxVertical"], "idealSize": "none", "content": {"type": "view", "intrinsicWidth": 5}}}"##,
        ##"{"root": {"type": "padding", "insets": {"top": 1, "trailing": 2}, "content": {"type": "border", "color": "#000000", "width": 2, "content": {"type": "fixedSize", "horizontal": false, "content": {"type": "frame", "minWidth": 10, "maxWidth": "infinity", "alignment": "topLeading", "content": {"type": "frame", "width": 20, "content": {"type": "label", "text": "y", "font": {"family": "Quicksand", "weight": 600}}}}}}}}"##,
        ##"{"pixelRounding": false, "root": {"type": "zstack", "alignment": "bottomTrailing", "children": [{"type": "spacer", "minLength": 4}, {"type": "spacer"}, {"type": "divider", "thickness": 2, "color": "#000"}, {"type": "viewThatFits", "axes": ["horizontal"], "children": [{"type": "view"}]}, {"type": "viewThatFits", "axes": "vertical", "children": []}, {"type": "geometryReader"}, {"type": "geometryReader", "content": {"type": "view"}}]}}"##,
        ##"{"root": {"type": "background", "alignment": "top", "background": {"type": "view"}, "content": {"type": "overlay", "overlay": {"type": "view"}, "content": {"type": "aspectRatio", "ratio": 1.5, "contentMode": "fill", "content": {"type": "offset", "x": -3, "y": 2, "content": {"type": "position", "x": 10, "content": {"type": "aspectRatio", "content": {"type": "view"}}}}}}}}"##,
        // Line-limit ranges, reserved lines, Dynamic Type and text fields.
        ##"{"root": {"type": "vstack", "children": [{"type": "text", "text": "x", "lineLimit": {"min": 2, "max": 4}, "dynamicTypeSize": "accessibility2", "font": {"textStyle": "body"}}, {"type": "text", "text": "x", "lineLimit": {"min": 2}}, {"type": "text", "text": "x", "lineLimit": {"max": 3, "reservesSpace": true, "_c": 0}, "multilineTextAlignment": "trailing"}, {"type": "textField", "prompt": "Notes", "axis": "vertical", "lineLimit": {"min": 1, "max": 5}}, {"type": "textField", "text": "x", "axis": "horizontal", "lineLimit": 2, "color": "#000"}]}}"##,
        // Negative lengths and a contradictory frame: corrected with warnings, not rejected.
        ##"{"root": {"type": "padding", "insets": -4, "content": {"type": "frame", "minWidth": 30, "maxWidth": 20, "idealHeight": -1, "content": {"type": "frame", "width": -3, "content": {"type": "view"}}}}}"##,
        // A text view with every UITextView key, and a label with exclusions of each shape.
        ##"{"root": {"type": "adaptor", "content": {"type": "textView", "text": "x", "textContainerInset": {"top": 4, "left": 2}, "lineFragmentPadding": 0, "maximumNumberOfLines": 3, "isScrollEnabled": false, "lineBreakMode": "byTruncatingTail", "exclusions": [{"rect": [0, 0, 10, 10]}], "exclusionFill": "#ccc"}}}"##,
        ##"{"root": {"type": "label", "text": "x", "numberOfLines": 0, "exclusions": [{"rect": [0, 0, 10, 10]}, {"ellipse": [20, 0, 30, 30]}, {"polygon": [[0, 0], [10, 0], [5, 8]]}]}}"##,
        // Alignment guides and text baselines.
        ##"{"root": {"type": "hstack", "alignment": "firstTextBaseline", "children": [{"type": "alignmentGuide", "guide": "leading", "value": {"from": "trailing", "offset": 10}, "content": {"type": "view"}}, {"type": "alignmentGuide", "guide": "verticalCenter", "value": -20, "content": {"type": "frame", "alignment": "leadingLastTextBaseline", "content": {"type": "view"}}}, {"type": "alignmentGuide", "guide": "lastTextBaseline", "value": {"from": "height"}, "content": {"type": "view"}}]}}"##,
        // Grids.
        ##"{"root": {"type": "grid", "horizontalSpacing": 10, "verticalSpacing": 4, "alignment": "leadingFirstTextBaseline", "children": [{"type": "gridRow", "alignment": "top", "children": [{"type": "view", "gridColumnAlignment": "trailing"}, {"type": "view", "gridCellColumns": 2}]}, {"type": "divider", "gridCellUnsizedAxes": "horizontal"}, {"type": "gridRow", "children": [{"type": "view", "gridCellAnchor": "topLeading"}, {"type": "view", "gridCellAnchor": {"x": 0.25, "y": 1}, "gridCellUnsizedAxes": ["horizontal", "vertical"]}]}]}}"##,
    ]

    /// The SwiftUI view nodes, each with every key.
    static let validViews: [String] = [
        ##"{"root": {"type": "hstack", "children": [{"type": "color", "color": "#007AFF", "id": "c"}, {"type": "rectangle", "fill": "#000"}, {"type": "roundedRectangle", "cornerRadius": 8, "fill": "#fff", "id": "r", "layoutPriority": 1}, {"type": "capsule"}, {"type": "circle", "fill": null}, {"type": "ellipse", "fill": "#123"}]}}"##,
        ##"{"root": {"type": "clipShape", "shape": {"type": "roundedRectangle", "cornerRadius": 4}, "content": {"type": "cornerRadius", "radius": 6, "content": {"type": "clipShape", "shape": {"type": "circle"}, "content": {"type": "color", "color": "#f00"}}}}}"##,
    ]

    @Test(arguments: validViews)
    func validViewScenesPassBoth(json: String) throws {
        #expect(try Self.validate(json) == [])
        #expect(Self.readerAccepts(json))
    }

    @Test(arguments: valid)
    func validScenesPassBoth(json: String) throws {
        #expect(try Self.validate(json) == [])
        #expect(Self.readerAccepts(json))
    }

    /// Broken scenes, one mistake each, rejected by both.
    static let invalid: [String] = [
        ##"{}"##,                                                                  // no root
        ##"{"root": {"type": "label"}}"##,                                         // no text
        ##"{"root": {"type": "lable", "text": "x"}}"##,                            // unknown type
        ##"{"root": {"type": "label", "text": "x", "colour": "#000"}}"##,          // unknown key
        ##"{"root": {"type": "label", "text": "x"}, "scale": 0}"##,                // scale ≤ 0
        ##"{"root": {"type": "label", "text": "x"}, "background": "red"}"##,       // not a colour
        ##"{"root": {"type": "label", "text": "x"}, "proposal": {"width": -1}}"##, // negative size
        ##"{"root": {"type": "label", "text": "x", "numberOfLines": 1.5}}"##,      // not whole
        ##"{"root": {"type": "label", "text": "x", "lineBreakMode": "wrap"}}"##,   // not a mode
        ##"{"root": {"type": "label", "text": "x", "font": {"family": "Inter", "file": "a.ttf"}}}"##,
        ##"{"root": {"type": "label", "text": "x", "font": {"size": 0}}}"##,
        ##"{"root": {"type": "label", "text": "x", "font": {"weight": "chunky"}}}"##,
        ##"{"root": {"type": "label", "text": "x", "paragraphStyle": {"lineSpacing": -1}}}"##,
        ##"{"root": {"type": "label", "text": "x", "paragraphStyle": {"hyphenationFactor": 1.5}}}"##,
        ##"{"root": {"type": "label", "text": "x", "paragraphStyle": {"usesDefaultHyphenation": 1}}}"##,
        ##"{"root": {"type": "label", "text": "x", "paragraphStyle": {"_note": "no comments here"}}}"##,
        ##"{"root": {"type": "label", "text": "x", "hugging": 1001}}"##,
        ##"{"root": {"type": "text", "text": "x", "lineLimit": {}}}"##,                          // no bound
        ##"{"root": {"type": "text", "text": "x", "lineLimit": {"min": 1, "reservesSpace": true}}}"##,  // min with reservesSpace
        ##"{"root": {"type": "text", "text": "x", "lineLimit": {"max": -1}}}"##,                 // negative
        ##"{"root": {"type": "text", "text": "x", "dynamicTypeSize": "AX2"}}"##,                 // not a DynamicTypeSize name
        ##"{"root": {"type": "textField", "axis": "both"}}"##,                                   // not an axis
        ##"{"root": {"type": "textField", "minimumScaleFactor": 0.5}}"##,                        // not a field key
        ##"{"root": {"type": "view", "intrinsicWidth": -2}}"##,
        ##"{"root": {"type": "adaptor", "content": {"type": "padding", "content": {"type": "view"}}}}"##,
        ##"{"root": {"type": "adaptor", "flexibility": "sideways", "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "padding"}}"##,
        ##"{"root": {"type": "frame", "width": 10, "maxWidth": 20, "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "frame", "alignment": "middle", "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "border", "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "vstack", "alignment": "top", "children": []}}"##,
        ##"{"root": {"type": "hstack", "children": {}}}"##,
        ##"{"root": {"type": "fixedSize", "horizontal": 1, "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "spacer", "minLength": -1}}"##,
        ##"{"root": {"type": "divider", "thickness": -1}}"##,
        ##"{"root": {"type": "aspectRatio", "ratio": 0, "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "aspectRatio", "contentMode": "stretch", "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "overlay", "content": {"type": "view"}}}"##,             // no overlay
        ##"{"root": {"type": "background", "background": {"type": "view"}}}"##,      // no content
        ##"{"root": {"type": "viewThatFits", "axes": "diagonal", "children": []}}"##,
        ##"{"root": {"type": "zstack", "spacing": 2, "children": []}}"##,             // unknown key
        ##"{"root": {"type": "zstack", "alignment": "middle", "children": []}}"##,
        ##"{"root": {"type": "offset", "x": "1", "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "position", "content": {"type": "view"}, "z": 1}}"##,
        ##"{"root": {"type": "view"}, "pixelRounding": 1}"##,
        ##"{"root": {"type": "label", "text": "x", "markdown": "**x**"}}"##,               // both
        ##"{"root": {"type": "text", "markdown": 1}}"##,
        ##"{"root": {"type": "text"}}"##,                                                  // neither
        ##"{"root": {"type": "textView", "text": "x", "lineFragmentPadding": -1}}"##,
        ##"{"root": {"type": "textView", "text": "x", "numberOfLines": 2}}"##,         // a label's key
        ##"{"root": {"type": "label", "text": "x", "exclusions": [{"circle": [0, 0, 1, 1]}]}}"##,
        ##"{"root": {"type": "label", "text": "x", "exclusions": [{"polygon": [[0, 0], [1, 1]]}]}}"##,
        ##"{"root": {"type": "label", "text": "x", "exclusions": [{"rect": [0, 0, 1]}]}}"##,
        // SwiftUI's colour, shape, clip and image nodes.
        ##"{"root": {"type": "color"}}"##,                                            // no colour
        ##"{"root": {"type": "roundedRectangle", "fill": "#000"}}"##,                 // no cornerRadius
        ##"{"root": {"type": "roundedRectangle", "cornerRadius": -1}}"##,             // a negative radius
        ##"{"root": {"type": "circle", "cornerRadius": 2}}"##,                        // a rounded rectangle's key
        ##"{"root": {"type": "capsule", "fill": "blue"}}"##,                          // not a colour
        ##"{"root": {"type": "clipShape", "shape": {"type": "star"}, "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "clipShape", "shape": {}, "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "cornerRadius", "content": {"type": "view"}}}"##,        // no radius
        ##"{"root": {"type": "image"}}"##,                                            // no file
        ##"{"root": {"type": "alignmentGuide", "guide": "center", "value": 1, "content": {"type": "view"}}}"##,  // ambiguous guide
        ##"{"root": {"type": "alignmentGuide", "guide": "top", "value": {"from": "depth"}, "content": {"type": "view"}}}"##,  // not a guide
        ##"{"root": {"type": "alignmentGuide", "guide": "top", "value": "10", "content": {"type": "view"}}}"##,  // not a number
        ##"{"root": {"type": "alignmentGuide", "guide": "top", "content": {"type": "view"}}}"##,  // no value
        ##"{"root": {"type": "vstack", "alignment": "firstTextBaseline", "children": []}}"##,  // not a horizontal guide
        ##"{"root": {"type": "grid", "children": [{"type": "gridRow", "children": [{"type": "view", "gridCellColumns": 0}]}]}}"##,  // span < 1
        ##"{"root": {"type": "grid", "children": [{"type": "gridRow", "children": [{"type": "view", "gridCellColumns": 1.5}]}]}}"##,  // not whole
        ##"{"root": {"type": "grid", "horizontalSpacing": -1, "children": []}}"##,  // negative spacing
        ##"{"root": {"type": "view", "gridCellAnchor": "middle"}}"##,  // not a UnitPoint
        ##"{"root": {"type": "view", "gridCellUnsizedAxes": "depth"}}"##,  // not an axis
    ]

    /// An image node over a PNG the test writes, with every key; and one whose file is missing,
    /// which the schema accepts (it cannot see files) and the reader refuses.
    @Test func imageNodes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("schema-image-\(getpid()).png").path
        try Canvas(width: 2, height: 1).writePNG(to: path)
        let json = ##"{"root": {"type": "image", "file": "\##(path)", "scale": 2, "resizable": true, "id": "i"}}"##
        #expect(try Self.validate(json) == [])
        #expect(Self.readerAccepts(json))
        let missing = ##"{"root": {"type": "image", "file": "/nonexistent/x.png"}}"##
        #expect(try Self.validate(missing) == [])
        #expect(!Self.readerAccepts(missing))
    }

    @Test(arguments: invalid)
    func brokenScenesFailBoth(json: String) throws {
        #expect(try Self.validate(json) != [], "the schema accepts \(json)")
        #expect(!Self.readerAccepts(json), "the reader accepts \(json)")
    }

    /// Every example with an unknown key added to its root node is rejected by both.
    @Test(arguments: exampleFiles)
    func unknownKeysInExamplesFailBoth(file: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Tests/Scenes/" + file), encoding: .utf8)
        guard case .object(var members) = try JSONValue.parse(Array(text.utf8)),
              let index = members.firstIndex(where: { $0.key == "root" }),
              case .object(var node) = members[index].value else { Issue.record("\(file): no root object"); return }
        node.append(.init(key: "unknownKey", value: .number(1)))
        members[index] = .init(key: "root", value: .object(node))
        let broken = JSONValue.object(members).serialized()
        #expect(try Self.validate(broken) != [])
        #expect(!Self.readerAccepts(broken))
    }
}

/// The JSON Schema keywords `scene.schema.json` uses: type, const, enum, minimum, maximum,
/// exclusiveMinimum, pattern, properties, patternProperties, additionalProperties, required,
/// items, anyOf, oneOf, allOf, not and local `$ref`s into `$defs`. Other keywords (title,
/// description, $schema, $id) carry no constraint.
struct SchemaValidator {
    let root: JSONValue

    static func member(_ value: JSONValue, _ key: String) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    func resolve(_ ref: String) -> JSONValue {
        var node = root
        for part in ref.dropFirst(2).split(separator: "/") { node = Self.member(node, String(part)) ?? .null }
        return node
    }

    static func typeMatches(_ value: JSONValue, _ type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
             ("array", .array), ("object", .object): return true
        case ("integer", .number(let n)): return n.rounded(.towardZero) == n
        default: return false
        }
    }

    mutating func errors(_ value: JSONValue, against schema: JSONValue, at path: String) -> [String] {
        guard case .object(let keywords) = schema else { return [] }
        var errors: [String] = []
        for keyword in keywords {
            let k = keyword.value
            switch keyword.key {
            case "$ref":
                if case .string(let ref) = k { errors += self.errors(value, against: resolve(ref), at: path) }
            case "type":
                let types: [String]
                switch k {
                case .string(let t): types = [t]
                case .array(let list): types = list.compactMap { if case .string(let t) = $0 { t } else { nil } }
                default: types = []
                }
                if !types.contains(where: { Self.typeMatches(value, $0) }) { errors.append("\(path): not \(types)") }
            case "const":
                if value != k { errors.append("\(path): not the constant") }
            case "enum":
                if case .array(let options) = k, !options.contains(value) { errors.append("\(path): not in the enum") }
            case "minimum":
                if case .number(let n) = value, case .number(let m) = k, n < m { errors.append("\(path): below \(m)") }
            case "maximum":
                if case .number(let n) = value, case .number(let m) = k, n > m { errors.append("\(path): above \(m)") }
            case "exclusiveMinimum":
                if case .number(let n) = value, case .number(let m) = k, n <= m { errors.append("\(path): not above \(m)") }
            case "pattern":
                if case .string(let s) = value, case .string(let p) = k,
                   s.range(of: p, options: .regularExpression) == nil { errors.append("\(path): does not match \(p)") }
            case "required":
                if case .object(let members) = value, case .array(let names) = k {
                    for case .string(let name) in names where !members.contains(where: { $0.key == name }) {
                        errors.append("\(path): \(name) is required")
                    }
                }
            case "properties", "patternProperties", "additionalProperties":
                if keyword.key == "properties" { errors += objectErrors(value, schema, at: path) }
            case "minItems":
                if case .array(let elements) = value, case .number(let m) = k, Double(elements.count) < m {
                    errors.append("\(path): fewer than \(m) items")
                }
            case "maxItems":
                if case .array(let elements) = value, case .number(let m) = k, Double(elements.count) > m {
                    errors.append("\(path): more than \(m) items")
                }
            case "items":
                if case .array(let elements) = value {
                    for (i, element) in elements.enumerated() { errors += self.errors(element, against: k, at: "\(path)[\(i)]") }
                }
            case "anyOf", "oneOf", "allOf":
                guard case .array(let options) = k else { break }
                let passing = options.filter { self.errors(value, against: $0, at: path).isEmpty }.count
                switch keyword.key {
                case "anyOf" where passing == 0: errors.append("\(path): matches none of anyOf")
                case "oneOf" where passing != 1: errors.append("\(path): matches \(passing) of oneOf")
                case "allOf" where passing != options.count: errors.append("\(path): fails allOf")
                default: break
                }
            case "not":
                if self.errors(value, against: k, at: path).isEmpty { errors.append("\(path): matches a forbidden schema") }
            default:
                break
            }
        }
        return errors
    }

    /// properties, patternProperties and additionalProperties together.
    mutating func objectErrors(_ value: JSONValue, _ schema: JSONValue, at path: String) -> [String] {
        guard case .object(let members) = value else { return [] }
        var errors: [String] = []
        let properties = Self.member(schema, "properties")
        let patterns: [JSONValue.Member]
        if case .object(let p)? = Self.member(schema, "patternProperties") { patterns = p } else { patterns = [] }
        // A property whose schema is a `const` (a node's "type") tells the alternatives of the
        // node `oneOf` apart: when it fails, the object fails, and its other members are not
        // validated (which would cost 20 alternatives per level of nesting, 20ⁿ in all).
        for member in members {
            guard let property = Self.member(properties ?? .null, member.key), Self.member(property, "const") != nil else { continue }
            let failures = self.errors(member.value, against: property, at: path + "." + member.key)
            if !failures.isEmpty { return failures }
        }
        for member in members {
            var matched = false
            if let property = Self.member(properties ?? .null, member.key) {
                matched = true
                errors += self.errors(member.value, against: property, at: path + "." + member.key)
            }
            for pattern in patterns where member.key.range(of: pattern.key, options: .regularExpression) != nil {
                matched = true
                errors += self.errors(member.value, against: pattern.value, at: path + "." + member.key)
            }
            if !matched, let additional = Self.member(schema, "additionalProperties") {
                if additional == .bool(false) { errors.append("\(path): unknown key \(member.key)") }
                else { errors += self.errors(member.value, against: additional, at: path + "." + member.key) }
            }
        }
        return errors
    }
}
