import Testing
import LabelHost
import RepresentableKit
import Typesetting
@testable import Scenes

/// Builds labels as fake one-line views: 10 pt per character, 20 pt high. (How a view wraps is
/// the sizing layer's and the label host's business, tested there; these tests read scenes.)
func fakeLabel(_ spec: LabelSpec, _ path: JSONPath) throws -> any HostedView {
    FixedView(intrinsicWidth: 10 * Double(spec.text.count), intrinsicHeight: 20)
}

@Suite("Scene format")
struct SceneTests {
    static let fullScene = """
        {
          "scale": 2, "background": "#ffffff",
          "proposal": {"width": 390, "height": null},
          "_comment": "fields starting with an underscore are ignored",
          "root": {"type": "vstack", "id": "root", "spacing": 10, "alignment": "leading", "children": [
            {"type": "frame", "id": "sliderFrame", "width": 150, "content":
              {"type": "padding", "content": {"type": "fixedSize", "horizontal": false, "vertical": true,
                "content": {"type": "view", "id": "slider", "intrinsicHeight": 31}}}},
            {"type": "border", "color": "#ff0000", "width": 2, "content":
              {"type": "adaptor", "id": "adaptor", "flexibility": ["horizontal", "minVertical"], "idealSize": "default",
               "content": {"type": "label", "id": "quote", "text": "abcdefghijklmnopqrstuvwxyz1234",
                           "font": {"family": "Noto Sans", "size": 17, "weight": "semibold"}, "numberOfLines": 0}}},
            {"type": "hstack", "spacing": 0, "children": [
              {"type": "view", "id": "a", "color": "#00ff00"},
              {"type": "view", "id": "b", "intrinsicWidth": 50, "intrinsicHeight": 20, "hugging": 750, "layoutPriority": 1}
            ]}
          ]}
        }
        """

    @Test("A full scene parses and lays out")
    func fullScene() throws {
        let scene = try Scene(json: Self.fullScene, makeLabel: fakeLabel)
        #expect(scene.scale == 2)
        #expect(scene.background == .white)
        #expect(scene.proposal == ProposedViewSize(width: 390, height: nil))
        let result = scene.layout()
        #expect(
            result.frames.map { "\($0.type):\($0.id ?? "-")" } == [
                "vstack:root", "frame:sliderFrame", "padding:-", "fixedSize:-", "view:slider",
                "border:-", "adaptor:adaptor", "label:quote", "hstack:-", "view:a", "view:b",
            ])
        // Slider: as in SeedExampleTests.slider → 150 × 63 at y 0; the slider at (16, 16), 118 × 31.
        #expect(result.frame(id: "slider")?.rect == Rect(x: 16, y: 16, width: 118, height: 31))
        // Label: the adaptor proposed (390, nil) → ideal width 390; its height is the view's
        // fitting height at 390: one line of 20 (30 characters × 10 = 300 ≤ 390). y = 63 + 10 = 73.
        #expect(result.frame(id: "quote")?.rect == Rect(x: 0, y: 73, width: 390, height: 20))
        // HStack (390, nil): b (priority 1) offered 390 − min(a) 0 = 390, rigid → 50;
        // a offered 390 − 50 = 340 → 340 × 0 (nil height → ideal 0), so the row is 20 high.
        // Placing proposes the row's resolved height 20 (SwiftUI places stack children at the
        // stack's resolved cross size): a, flexible, becomes 340 × 20. y = 73 + 20 + 10 = 103.
        #expect(result.frame(id: "b")?.rect == Rect(x: 340, y: 103, width: 50, height: 20))
        #expect(result.frame(id: "a")?.rect == Rect(x: 0, y: 103, width: 340, height: 20))
        #expect(result.frame(id: "a")?.fillColor == Color(red: 0, green: 1, blue: 0))
        // Total: 63 + 20 + 20 + 2 × 10 = 123 high, max(150, 390, 390) = 390 wide.
        #expect(result.size == Size(width: 390, height: 123))
    }

    @Test("A label node is decoded into a LabelSpec for the caller")
    func labelSpec() throws {
        var specs: [LabelSpec] = []
        var paths: [String] = []
        let json = """
            {"scale": 3, "root": {"type": "label", "text": "Hi", "numberOfLines": 2, "lineBreakMode": "byTruncatingTail",
              "preferredMaxLayoutWidth": 200, "color": "#123456",
              "font": {"file": "Fonts/Inter.ttf", "size": 15, "weight": 300, "textStyle": "body", "design": "rounded"},
              "paragraphStyle": {"lineHeightMultiple": 1.2, "alignment": "center"},
              "hugging": {"horizontal": 251}, "compressionResistance": 1000}}
            """
        _ = try Scene(json: json) { spec, path in
            specs.append(spec)
            paths.append(path.description)
            return FixedView()
        }
        let spec = try #require(specs.first)
        #expect(paths == ["$.root"])
        #expect(spec.text == "Hi")
        #expect(spec.scale == 3)
        #expect(spec.numberOfLines == 2)
        #expect(spec.lineBreakMode == .byTruncatingTail)
        #expect(spec.preferredMaxLayoutWidth == 200)
        #expect(spec.color == Color(red: 0x12 / 255, green: 0x34 / 255, blue: 0x56 / 255))
        #expect(
            spec.font
                == LabelSpec.Font(file: "Fonts/Inter.ttf", size: 15, weight: Font.Weight(300), textStyle: .body, design: .rounded))
        // Decoded once, typed: the multiple goes into the style, the alignment to the label.
        var style = ParagraphStyle()
        style.lineHeightMultiple = 1.2
        #expect(spec.paragraphStyle == style)
        #expect(spec.textAlignment == .center)
        #expect(spec.hugging == LabelSpec.Priorities(horizontal: 251, vertical: nil))
        #expect(spec.compressionResistance == LabelSpec.Priorities(horizontal: 1000, vertical: 1000))
    }

    @Test("Frame fields accept \"infinity\" for max")
    func infinity() throws {
        let json = #"{"proposal": {"width": 300}, "root": {"type": "frame", "maxWidth": "infinity", "content": {"type": "view", "intrinsicWidth": 40, "intrinsicHeight": 10, "hugging": 750}}}"#
        // maxWidth ∞ fills the proposal [R]: 300; height: the child's 10.
        #expect(try Scene(json: json, makeLabel: fakeLabel).layout().size == Size(width: 300, height: 10))
    }

    @Test("defaultSpacing applies to stacks without a spacing")
    func defaultSpacing() throws {
        let json = #"{"defaultSpacing": 4, "root": {"type": "vstack", "children": [{"type": "view", "intrinsicHeight": 10}, {"type": "view", "intrinsicHeight": 10}]}}"#
        // 10 + 4 + 10 = 24.
        #expect(try Scene(json: json, makeLabel: fakeLabel).layout().size.height == 24)
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        let json: String
        let message: String
        var testDescription: String { message }
    }

    /// Each message is written from SceneError's documented format "<path>: <reason>";
    /// JSON columns are counted by hand (1-based characters).
    static let errorCases: [ErrorCase] = [
        ErrorCase(
            json: #"{"root": {"type": "vstack", "children": [{"type": "view"}, {"type": "view"}, {"type": "padding", "content": {"type": "frame", "width": "abc", "content": {"type": "view"}}}]}}"#,
            message: #"$.root.children[2].content.width: expected a number, got "abc""#),
        ErrorCase(
            json: #"{"root": {"type": "hexagon"}}"#,
            message: #"$.root.type: unknown node type "hexagon"; expected one of label, view, textView, text, textField, adaptor, padding, frame, fixedSize, border, vstack, hstack, zstack, spacer, divider, background, overlay, aspectRatio, offset, position, viewThatFits, geometryReader, alignmentGuide, grid, gridRow, color, rectangle, roundedRectangle, capsule, circle, ellipse, clipShape, cornerRadius, image, scrollView, lazyVStack, lazyHStack, lazyVGrid, lazyHGrid, list, form, section, ignoresSafeArea, safeAreaInset, safeAreaPadding"#),
        ErrorCase(json: #"{"root": {"type": "padding"}}"#, message: "$.root.content: missing required field"),
        ErrorCase(json: #"{}"#, message: "$.root: missing required field"),
        ErrorCase(json: #"{"root": {"id": "x"}}"#, message: "$.root.type: missing required field"),
        ErrorCase(
            json: #"{"root": {"type": "frame", "width": "infinity", "content": {"type": "view"}}}"#,
            message: #"$.root.width: expected a number, got "infinity""#),
        ErrorCase(json: #"{"root": {"type": "view", "widht": 3}}"#, message: "$.root.widht: unknown field"),
        ErrorCase(json: #"{"root": {"type": "view", "my key": 3}}"#, message: #"$.root["my key"]: unknown field"#),
        ErrorCase(
            json: #"{"root": {"type": "view", "color": "red"}}"#,
            message: ##"$.root.color: expected a colour like "#rrggbb" or "#rrggbbaa", got "red""##),
        ErrorCase(
            json: #"{"root": {"type": "adaptor", "flexibility": ["all", "diagonal"], "content": {"type": "view"}}}"#,
            message: #"$.root.flexibility[1]: unknown value "diagonal"; expected one of all, horizontal, maxHorizontal, maxVertical, minHorizontal, minVertical, none, vertical"#),
        ErrorCase(
            json: #"{"root": {"type": "adaptor", "content": {"type": "padding", "content": {"type": "view"}}}}"#,
            message: #"$.root.content.type: an adaptor's content must be a "label", "textView" or "view" node, got "padding""#),
        ErrorCase(
            json: #"{"root": {"type": "frame", "width": 10, "maxWidth": 20, "content": {"type": "view"}}}"#,
            message: "$.root.maxWidth: a frame takes width/height or min/ideal/max fields, not both; nest two frame nodes"),
        ErrorCase(
            json: #"{"root": {"type": "aspectRatio", "ratio": 0, "content": {"type": "view"}}}"#,
            message: "$.root.ratio: expected a ratio > 0, got 0"),
        ErrorCase(
            json: #"{"root": {"type": "aspectRatio", "contentMode": "stretch", "content": {"type": "view"}}}"#,
            message: #"$.root.contentMode: unknown value "stretch"; expected one of fit, fill"#),
        ErrorCase(
            json: #"{"root": {"type": "background", "content": {"type": "view"}}}"#,
            message: "$.root.background: missing required field"),
        ErrorCase(
            json: #"{"root": {"type": "viewThatFits", "axes": ["horizontal", "diagonal"], "children": []}}"#,
            message: #"$.root.axes[1]: unknown value "diagonal"; expected one of horizontal, vertical"#),
        ErrorCase(
            json: #"{"root": {"type": "offset", "x": "left", "content": {"type": "view"}}}"#,
            message: #"$.root.x: expected a number, got "left""#),
        ErrorCase(
            json: #"{"root": {"type": "spacer", "minLength": -1}}"#,
            message: "$.root.minLength: expected a size ≥ 0, got -1"),
        ErrorCase(
            json: #"{"root": {"type": "zstack", "alignment": "middle", "children": []}}"#,
            message: #"$.root.alignment: unknown value "middle"; expected one of bottom, bottomLeading, bottomTrailing, center, centerFirstTextBaseline, centerLastTextBaseline, leading, leadingFirstTextBaseline, leadingLastTextBaseline, top, topLeading, topTrailing, trailing, trailingFirstTextBaseline, trailingLastTextBaseline"#),
        ErrorCase(
            json: #"{"pixelRounding": "yes", "root": {"type": "view"}}"#,
            message: #"$.pixelRounding: expected true or false, got "yes""#),
        ErrorCase(
            json: #"{"root": {"type": "fixedSize", "horizontal": 1, "content": {"type": "view"}}}"#,
            message: "$.root.horizontal: expected true or false, got 1"),
        ErrorCase(
            json: #"{"root": {"type": "view", "intrinsicWidth": true}}"#,
            message: "$.root.intrinsicWidth: expected a number, got true"),
        ErrorCase(
            json: #"{"root": {"type": "view", "intrinsicWidth": -2}}"#,
            message: "$.root.intrinsicWidth: expected a size ≥ 0, or -1 for none, got -2"),
        ErrorCase(
            json: #"{"root": {"type": "view", "hugging": {"vertical": 1001}}}"#,
            message: "$.root.hugging.vertical: expected a priority in 0…1000, got 1001"),
        ErrorCase(
            json: #"{"root": {"type": "label", "text": "x", "numberOfLines": 1.5}}"#,
            message: "$.root.numberOfLines: expected a whole number ≥ 0, got 1.5"),
        ErrorCase(
            json: #"{"root": {"type": "label", "text": "x", "font": {"family": "A", "file": "a.ttf"}}}"#,
            message: "$.root.font.file: give either family or file, not both"),
        ErrorCase(
            json: #"{"root": {"type": "label", "text": "x", "font": {"weight": "chunky"}}}"#,
            message: #"$.root.font.weight: unknown value "chunky"; expected one of ultraLight, thin, light, regular, medium, semibold, bold, heavy, black"#),
        ErrorCase(
            json: #"{"proposal": {"width": "wide"}, "root": {"type": "view"}}"#,
            message: #"$.proposal.width: expected a number or "infinity", got "wide""#),
        ErrorCase(json: #"{"scale": 0, "root": {"type": "view"}}"#, message: "$.scale: expected a scale > 0, got 0"),
        // Column 26 is the "}" after the trailing comma.
        ErrorCase(
            json: #"{"root": {"type": "view",}}"#,
            message: "$: invalid JSON: line 1, column 26: expected a string key"),
        // Column 33 is the N of NaN: JSON has no NaN.
        ErrorCase(
            json: #"{"root":{"type":"frame","width":NaN}}"#,
            message: "$: invalid JSON: line 1, column 33: unexpected character"),
        // Column 33 again: the number starts where NaN did.
        ErrorCase(
            json: #"{"root":{"type":"frame","width":1e400}}"#,
            message: "$: invalid JSON: line 1, column 33: number 1e400 is out of range"),
        // Column 24 is the second "type" key.
        ErrorCase(
            json: #"{"root":{"type":"view","type":"label"}}"#,
            message: #"$: invalid JSON: line 1, column 24: duplicate key "type""#),
        // Line 2, column 1: the stray "x".
        ErrorCase(json: "{\"root\": {\"type\": \"view\"}}\nx", message: "$: invalid JSON: line 2, column 1: unexpected text after the JSON value"),
    ]

    @Test("Bad scenes throw a SceneError naming the JSON path", arguments: errorCases)
    func errors(_ errorCase: ErrorCase) {
        #expect {
            _ = try Scene(json: errorCase.json, makeLabel: fakeLabel)
        } throws: { error in
            (error as? SceneError)?.description == errorCase.message
        }
    }

    @Test("An error from makeLabel is wrapped with the label's path")
    func labelFailure() {
        struct NoFont: Error, CustomStringConvertible {
            var description: String { "font not found" }
        }
        let json = #"{"root": {"type": "hstack", "children": [{"type": "label", "text": "x"}]}}"#
        do {
            _ = try Scene(json: json) { _, _ in throw NoFont() }
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "$.root.children[0]: label rejected: font not found")
            #expect(error.kind == .labelFailed("font not found"))
        }
    }

    @Test("JSON output: stable key order, whole numbers without a fraction")
    func jsonOutput() throws {
        let json = #"{"proposal": {"width": 390, "height": 844}, "root": {"type": "frame", "id": "frame", "width": 150, "content": {"type": "padding", "content": {"type": "fixedSize", "horizontal": false, "content": {"type": "view", "id": "slider", "intrinsicHeight": 31}}}}}"#
        let output = try Scene(json: json, makeLabel: fakeLabel).layout().jsonString()
        // The slider example (SeedExampleTests.slider): 150 × 63; frame and padding at the
        // origin, fixedSize and the slider at (16, 16), 118 × 31.
        let expected = #"{"size":{"width":150,"height":63},"frames":["#
            + #"{"id":"frame","type":"frame","x":0,"y":0,"width":150,"height":63},"#
            + #"{"id":null,"type":"padding","x":0,"y":0,"width":150,"height":63},"#
            + #"{"id":null,"type":"fixedSize","x":16,"y":16,"width":118,"height":31},"#
            + #"{"id":"slider","type":"view","x":16,"y":16,"width":118,"height":31}]}"#
        #expect(output == expected)
    }

    @Test("JSON output: shortest round-trip numbers, borders and fills are included")
    func jsonNumbers() {
        let result = LayoutResult(
            size: Size(width: 1.0 / 3.0, height: 20.5),
            frames: [
                LayoutFrame(
                    id: "a\"b", type: "border", rect: Rect(x: -0.0, y: 0.1 + 0.2, width: .infinity, height: 17.900390625),
                    borderColor: .black, borderWidth: 1, fillColor: .white)
            ])
        // Numbers are the shortest text that reads back as the same Double; Python's repr
        // gives the same digits: repr(1/3) = 0.3333333333333333, repr(0.1 + 0.2) =
        // 0.30000000000000004, repr(17.900390625) = 17.900390625. 20.5 stays; −0 → 0;
        // ∞ → "infinity"; colours as "#rrggbb"; the quote is escaped.
        let expected = #"{"size":{"width":0.3333333333333333,"height":20.5},"frames":["#
            + #"{"id":"a\"b","type":"border","x":0,"y":0.30000000000000004,"width":"infinity","height":17.900390625,"#
            + ##""borderColor":"#000000","borderWidth":1,"fillColor":"#ffffff"}]}"##
        #expect(result.jsonString() == expected)
    }

    @Test("Pretty JSON output puts each frame on its own line")
    func prettyOutput() {
        let result = LayoutResult(
            size: Size(width: 10, height: 20), frames: [LayoutFrame(type: "view", rect: Rect(x: 1, y: 2, width: 10, height: 20))])
        // Same fields as the compact form; a newline and indentation around each frame.
        let expected = "{\n  \"size\": {\"width\":10,\"height\":20},\n  \"frames\": [\n"
            + "    {\"id\":null,\"type\":\"view\",\"x\":1,\"y\":2,\"width\":10,\"height\":20}\n  ]\n}"
        #expect(result.jsonString(pretty: true) == expected)
    }
}
