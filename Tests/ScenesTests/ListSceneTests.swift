import Testing
import Graphics
import JSON
import RepresentableKit
import TextRendering
import Typesetting
@testable import Scenes

/// `list`, `form`, `section` and the safe-area nodes. Expected numbers follow the rules of
/// BehaviourReference, "List and Form" (the `ListMetrics` table: rows max(44, content + 22),
/// content 20 pt inside a card inset 16 pt below a 414 pt width, 35 pt above the first card)
/// and "Safe areas".
@Suite("Scenes: lists, forms and safe areas")
struct ListSceneTests {
    static let fonts = TextSceneTests.fonts

    /// The reader's error for `json`, or nil.
    func error(_ json: String) -> String? { TextSceneTests().error(json) }

    /// A row: a red block `height` high and 100 wide, identified `id`.
    static func row(_ id: String, _ height: Int) -> String {
        ##"{"type": "frame", "id": "\##(id)", "width": 100, "height": \##(height), "content": {"type": "color", "color": "#ff3b30"}}"##
    }

    /// Five rows 20, 22, 30, 40 and 10 high in a list proposed `width` × 700, at @3x.
    static func fiveRows(width: Int) -> String {
        let rows = [("r1", 20), ("r2", 22), ("r3", 30), ("r4", 40), ("r5", 10)].map { row($0.0, $0.1) }
        return #"{"scale": 3, "pixelRounding": false, "proposal": {"width": \#(width), "height": 700}, "root": {"type": "list", "id": "list", "children": [\#(rows.joined(separator: ", "))]}}"#
    }

    @Test("five rows at 320 and 390 pt: heights, insets and separators from the metrics", arguments: [320.0, 390.0])
    func fiveRows(width: Double) throws {
        let scene = try Scene(json: Self.fiveRows(width: Int(width)), fonts: Self.fonts)
        let result = try scene.checkedLayout()
        // The list takes its proposal.
        #expect(result.size == Size(width: width, height: 700))
        // Both widths are below 414: the card is inset 16, so it is width − 32 wide (288 at
        // 320, 358 at 390), and row content starts at 16 + 20 = 36.
        let card = width - 32
        // Row heights max(44, h + 11 + 11): 20 → 44, 22 → 44, 30 → 52, 40 → 62, 10 → 44.
        // Tops from 35: 35, 35 + 44 = 79, 79 + 44 = 123, 123 + 52 = 175, 175 + 62 = 237.
        let tops = [35.0, 79, 123, 175, 237], heights = [44.0, 44, 52, 62, 44]
        let rows = result.frames.filter { $0.type == "listRow" }.map(\.rect)
        #expect(rows == zip(tops, heights).map { Rect(x: 16, y: $0, width: card, height: $1) })
        // Content centred in the row less 11 top and bottom: y = top + 11 + (h − 22 − c) / 2:
        // r1 35 + 11 + (22 − 20) / 2 = 47; r2 79 + 11 = 90; r3 123 + 11 = 134; r4 175 + 11 =
        // 186; r5 237 + 11 + (22 − 10) / 2 = 254.
        let contentY: [String: Double] = ["r1": 47, "r2": 90, "r3": 134, "r4": 186, "r5": 254]
        let contentH: [String: Double] = ["r1": 20, "r2": 22, "r3": 30, "r4": 40, "r5": 10]
        for (id, y) in contentY {
            #expect(result.frame(id: id)?.rect == Rect(x: 36, y: y, width: 100, height: contentH[id]!), "\(id)")
        }
        // The card: 44 + 44 + 52 + 62 + 44 = 246 high.
        #expect(result.frames.first { $0.type == "sectionBackground" }?.rect == Rect(x: 16, y: 35, width: card, height: 246))
        // Four separators, each 1/3 pt (one pixel at @3x) inside the bottom of rows 1–4, from
        // x 36 to the card's trailing edge 16 + card: width card − 20.
        let separators = result.frames.filter { $0.type == "separator" }.map(\.rect)
        #expect(separators == [79.0, 123, 175, 237].map { Rect(x: 36, y: $0 - 1.0 / 3, width: card - 20, height: 1.0 / 3) })
        // The grouped background fills the list.
        #expect(result.frames.first { $0.type == "listBackground" }?.fillColor == ListMetrics.insetGrouped(width: width).background)
    }

    @Test("a scene's list lays out as the same list built in Swift (scene and API agree)")
    func sceneMatchesSwift() throws {
        let json = #"""
            {"scale": 2, "proposal": {"width": 390, "height": null}, "root": {"type": "form", "id": "form", "children": [
              {"type": "section", "id": "s", "header": {"type": "frame", "id": "h", "width": 80, "height": 16, "content": {"type": "color", "color": "#000"}},
               "footer": {"type": "frame", "id": "f", "width": 120, "height": 32, "content": {"type": "color", "color": "#000"}},
               "children": [\#(Self.row("a", 20)), \#(Self.row("b", 30))]},
              \#(Self.row("c", 60))]}}
            """#
        let scene = try Scene(json: json, fonts: Self.fonts)
        func block(_ id: String, _ w: Double, _ h: Double) -> some LayoutView {
            Color.black.frame(width: w, height: h).id(id)
        }
        let swift = Form(id: "form", displayScale: 2) {
            Section(id: "s", header: block("h", 80, 16), footer: block("f", 120, 32)) {
                Color.red.frame(width: 100, height: 20).id("a")
                Color.red.frame(width: 100, height: 30).id("b")
            }
            Color.red.frame(width: 100, height: 60).id("c")
        }
        let expected = layout(swift, in: ProposedViewSize(width: 390, height: nil), pixelScale: 2)
        let result = scene.layout()
        #expect(result.size == expected.size)
        #expect(result.frames.map(\.rect) == expected.frames.map(\.rect))
        #expect(result.frames.map(\.type) == expected.frames.map(\.type))
        // By hand: header 35 … 51, card 57 … 57 + 44 + 52 = 153, footer 163 … 195; the loose
        // row's section 35 lower: 230 … 230 + 82 = 312; + 35 = 347.
        #expect(result.size == Size(width: 390, height: 347))
        #expect(result.frame(id: "c")?.rect == Rect(x: 36, y: 241, width: 100, height: 60))
    }

    @Test("a string header or footer is footnote text in the secondary colour, the header in capitals")
    func stringHeader() throws {
        func scene(_ header: String, _ footer: String) throws -> LayoutResult {
            try Scene(json: #"{"proposal": {"width": 390, "height": null}, "root": {"type": "list", "children": [{"type": "section", "header": \#(header), "footer": \#(footer), "children": [{"type": "view"}]}]}}"#, fonts: Self.fonts).layout()
        }
        let style = ##""font": {"textStyle": "footnote"}, "color": "#3c3c4399""##
        let short = try scene(#""Notifications""#, #""Shown on the lock screen.""#)
        let long = try scene(#"{"type": "text", "text": "NOTIFICATIONS", \#(style)}"#, #"{"type": "text", "text": "Shown on the lock screen.", \#(style)}"#)
        #expect(short.frames == long.frames)
        // The header is the first text frame, at the content's leading edge (36) and the top
        // inset (35).
        #expect(short.frames.first { $0.type == "text" }?.rect.origin == Point(x: 36, y: 35))
    }

    @Test("the article's list of texts (ListsAndSafeAreas.md)")
    func articleSnippet() {
        let settings = List(displayScale: 3) {
            Section(header: Text("NOTIFICATIONS").font(.footnote).foregroundColor(.secondary)) {
                Text("Show Previews")
                Text("Sounds")
            }
            Text("About")   // a row outside any section: an implicit section of its own
        }
        let result = layout(settings, in: ProposedViewSize(width: 390, height: 844))
        // A one-line 17-pt body text is SF Pro's line height, 17 × 2444 / 2048 = 20.29 pt
        // (BehaviourReference, "The system font: measured as SF Pro"), under 44 − 22: every row is 44 high.
        let rows = result.frames.filter { $0.type == "listRow" }
        #expect(rows.count == 3 && rows.allSatisfy { $0.rect.height == 44 })
        // Texts start at 16 + 20 = 36; the first card is the header's height + 6 below the
        // header, which sits 35 below the top.
        let texts = result.frames.filter { $0.type == "text" }
        #expect(texts.count == 4 && texts.allSatisfy { $0.rect.minX == 36 })
        #expect(texts[0].rect.minY == 35 && rows[0].rect.minY == 35 + texts[0].rect.height + 6)
        // The implicit section is 35 below the first card (2 × 44).
        #expect(rows[2].rect.minY == rows[0].rect.minY + 88 + 35)
    }

    @Test("safeAreaInsets: the root is laid out inside them; ignoresSafeArea and safeAreaInset")
    func safeArea() throws {
        let json = #"""
            {"scale": 3, "pixelRounding": false, "proposal": {"width": 390, "height": 844}, "safeAreaInsets": {"top": 47, "bottom": 34},
             "root": {"type": "safeAreaInset", "id": "m", "edge": "bottom", "spacing": 0,
               "content": {"type": "vstack", "id": "v", "spacing": 0, "children": [
                  {"type": "ignoresSafeArea", "edges": "top", "content": {"type": "color", "id": "top", "color": "#ff0000"}},
                  {"type": "ignoresSafeArea", "content": {"type": "color", "id": "under", "color": "#0000ff"}}]},
               "inset": {"type": "frame", "id": "bar", "height": 50, "content": {"type": "color", "color": "#00ff00"}}}}
            """#
        let result = try Scene(json: json, fonts: Self.fonts).checkedLayout()
        #expect(result.size == Size(width: 390, height: 844))
        // Safe area 47 … 810; the bar (50 high) at 810 − 50 = 760; the stack 47 … 760, two
        // colours of (760 − 47) / 2 = 356.5.
        #expect(result.frame(id: "m")?.rect == Rect(x: 0, y: 47, width: 390, height: 763))
        #expect(result.frame(id: "bar")?.rect == Rect(x: 0, y: 760, width: 390, height: 50))
        #expect(result.frame(id: "v")?.rect == Rect(x: 0, y: 47, width: 390, height: 713))
        // The first reaches the top safe edge and ignores the top: 0 … 47 + 356.5.
        #expect(result.frame(id: "top")?.rect == Rect(x: 0, y: 0, width: 390, height: 403.5))
        // The second reaches the band's edge (760) and extends under the bar and the home
        // indicator to 844.
        #expect(result.frame(id: "under")?.rect == Rect(x: 0, y: 403.5, width: 390, height: 844 - 403.5))
    }

    @Test("safeAreaPadding and keyboard-only ignoring in a scene")
    func padding() throws {
        let json = #"""
            {"proposal": {"width": 390, "height": 844}, "safeAreaInsets": {"top": 47, "bottom": 34}, "root": {"type": "safeAreaPadding", "insets": {"leading": 20, "trailing": 20},
             "content": {"type": "hstack", "spacing": 0, "children": [
               {"type": "ignoresSafeArea", "edges": ["leading"], "content": {"type": "color", "id": "a", "color": "#000"}},
               {"type": "ignoresSafeArea", "regions": "keyboard", "content": {"type": "color", "id": "b", "color": "#000"}}]}}}
            """#
        let result = try Scene(json: json, fonts: Self.fonts).checkedLayout()
        // Content 20 … 370, two colours 175 wide, 47 … 810. The first reaches the padded
        // leading edge and grows 20 to x 0; the second ignores only the keyboard: unchanged.
        #expect(result.frame(id: "a")?.rect == Rect(x: 0, y: 47, width: 195, height: 763))
        #expect(result.frame(id: "b")?.rect == Rect(x: 195, y: 47, width: 175, height: 763))
    }

    @Test("bad list and safe-area nodes name their JSON path")
    func badValues() {
        #expect(error(#"{"root": {"type": "list"}}"#) == "$.root.children: missing required field")
        #expect(error(#"{"root": {"type": "section", "header": 1, "children": []}}"#)
            == "$.root.header: expected an object, got 1")
        #expect(error(#"{"root": {"type": "safeAreaInset", "content": {"type": "view"}, "inset": {"type": "view"}}}"#)
            == "$.root.edge: missing required field")
        #expect(error(#"{"root": {"type": "safeAreaInset", "edge": "middle", "content": {"type": "view"}, "inset": {"type": "view"}}}"#)
            == "$.root.edge: unknown value \"middle\"; expected one of bottom, leading, top, trailing")
        #expect(error(#"{"root": {"type": "safeAreaInset", "edge": "top", "alignment": "top", "content": {"type": "view"}, "inset": {"type": "view"}}}"#)
            == "$.root.alignment: unknown value \"top\"; expected one of center, leading, trailing")
        #expect(error(#"{"root": {"type": "ignoresSafeArea", "edges": ["top", "up"], "content": {"type": "view"}}}"#)
            == "$.root.edges[1]: unknown value \"up\"; expected one of all, bottom, horizontal, leading, top, trailing, vertical")
        #expect(error(#"{"root": {"type": "ignoresSafeArea", "regions": "screen", "content": {"type": "view"}}}"#)
            == "$.root.regions: unknown value \"screen\"; expected one of all, container, keyboard")
        #expect(error(#"{"safeAreaInsets": {"top": 47}, "root": {"type": "view"}}"#)
            == "$.safeAreaInsets: safeAreaInsets need a screen: give the scene a proposal with a finite width and height")
        #expect(error(#"{"proposal": {"width": 390, "height": 844}, "safeAreaInsets": {"top": -1}, "root": {"type": "view"}}"#) != nil)
        #expect(error(#"{"proposal": {"width": 390, "height": 844}, "safeAreaInsets": {"up": 1}, "root": {"type": "view"}}"#)
            == "$.safeAreaInsets.up: unknown field")
    }

    /// Scenes using every new node and key: valid for the schema and the reader.
    static let valid: [String] = [
        ##"{"proposal": {"width": 390, "height": 844}, "safeAreaInsets": {"top": 47, "leading": 0, "bottom": 34, "trailing": 0}, "root": {"type": "list", "id": "l", "layoutPriority": 1, "children": [{"type": "view"}, {"type": "section", "id": "s", "header": {"type": "view"}, "footer": {"type": "view"}, "children": [{"type": "view"}]}, {"type": "section", "children": []}]}}"##,
        ##"{"root": {"type": "form", "children": [{"type": "section", "header": null, "children": [{"type": "view"}]}]}}"##,
        ##"{"root": {"type": "list", "children": [{"type": "section", "header": "Hi", "footer": "There", "children": []}]}}"##,
        ##"{"root": {"type": "safeAreaInset", "edge": "leading", "alignment": "firstTextBaseline", "spacing": 4, "content": {"type": "safeAreaPadding", "insets": 10, "content": {"type": "ignoresSafeArea", "regions": ["container", "keyboard"], "edges": ["top", "horizontal"], "content": {"type": "view"}}}, "inset": {"type": "view"}}}"##,
        ##"{"root": {"type": "safeAreaInset", "edge": "bottom", "alignment": "trailing", "content": {"type": "safeAreaPadding", "content": {"type": "ignoresSafeArea", "content": {"type": "view"}}}, "inset": {"type": "view"}}}"##,
    ]

    /// Broken scenes, one mistake each, rejected by the schema and the reader.
    static let invalid: [String] = [
        ##"{"root": {"type": "list"}}"##,                                                              // no children
        ##"{"root": {"type": "form", "children": [], "header": {"type": "view"}}}"##,                  // a section key
        ##"{"root": {"type": "section", "footer": {"type": "view"}}}"##,                               // no children
        ##"{"root": {"type": "section", "header": 1, "children": []}}"##,                            // not a node or a string
        ##"{"root": {"type": "ignoresSafeArea", "edges": "up", "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "ignoresSafeArea", "regions": "screen", "content": {"type": "view"}}}"##,
        ##"{"root": {"type": "safeAreaInset", "edge": "top", "content": {"type": "view"}}}"##,          // no inset
        ##"{"root": {"type": "safeAreaInset", "inset": {"type": "view"}, "content": {"type": "view"}}}"##,  // no edge
        ##"{"root": {"type": "safeAreaPadding", "insets": {"top": "1"}, "content": {"type": "view"}}}"##,
        ##"{"proposal": {"width": 390, "height": 844}, "safeAreaInsets": {"top": -1}, "root": {"type": "view"}}"##,
        ##"{"proposal": {"width": 390, "height": 844}, "safeAreaInsets": 47, "root": {"type": "view"}}"##,
    ]

    @Test(arguments: valid)
    func validForBoth(json: String) throws {
        #expect(try SceneSchemaTests.validate(json) == [])
        #expect(SceneSchemaTests.readerAccepts(json))
    }

    @Test(arguments: invalid)
    func invalidForBoth(json: String) throws {
        #expect(try SceneSchemaTests.validate(json) != [])
        #expect(!SceneSchemaTests.readerAccepts(json))
    }

    @Test("the five-row list previewed across widths: rows and cards as the metrics give at each")
    func fiveRowsPreviewed() throws {
        let scene = try Scene(json: Self.fiveRows(width: 320), fonts: Self.fonts)
        let source = ScenePreviewSource(scene: scene)
        let library = SVGGlyphLibrary()
        // Section margin 16 below 414 pt, 20 from 414 on (BehaviourReference, "List and Form"):
        // cards 320 − 32 = 288, 390 − 32 = 358, 414 − 40 = 374; row content 20 further in.
        for (width, margin) in [(320.0, 16.0), (390, 16), (414, 20)] {
            let pane = try source.pane(width: width, scale: 3, title: "\(width) pt", library: library)
            #expect(pane.size == Size(width: width, height: 700))
            // Row heights max(44, h + 22) for 20, 22, 30, 40, 10: tops 35, 79, 123, 175, 237.
            let rows = pane.frames.filter { $0.type == "listRow" }.map(\.rect)
            #expect(rows == zip([35.0, 79, 123, 175, 237], [44.0, 44, 52, 62, 44]).map {
                Rect(x: margin, y: $0, width: width - 2 * margin, height: $1)
            }, "\(width)")
            #expect(pane.frames.first { $0.id == "r3" }?.rect == Rect(x: margin + 20, y: 134, width: 100, height: 30), "\(width)")
            // The row's red block is drawn where its frame is: x margin + 20, y 134, 100 × 30.
            #expect(pane.svgBody.contains(#"<rect x="\#(Self.svgNumber(margin + 20))" y="134" width="100" height="30""#), "\(width)")
        }
    }

    /// A number as the SVG writer prints a whole or fractional point value.
    static func svgNumber(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    @Test("a device pane lays the scene out on the screen and bands the unsafe edges")
    func devicePane() throws {
        let scene = try Scene(json: ##"{"root": {"type": "ignoresSafeArea", "content": {"type": "color", "id": "c", "color": "#ff0000"}}}"##, fonts: Self.fonts)
        let device = PreviewDevice(name: "Phone", width: 390, height: 844, scale: 3, safeAreaInsets: EdgeInsets(top: 47, bottom: 34))
        let pane = try ScenePreviewSource(scene: scene).pane(device: device, title: "Phone", library: SVGGlyphLibrary())
        // The colour fills the safe area (390 × 763 at y 47) and, ignoring it, the screen.
        #expect(pane.size == Size(width: 390, height: 844))
        #expect(pane.frames.first { $0.id == "c" }?.rect == Rect(x: 0, y: 0, width: 390, height: 844))
        // Two bands, top 0 … 47 and bottom 810 … 844, drawn after the scene (last).
        let top = #"<rect x="0" y="0" width="390" height="47""#, bottom = #"<rect x="0" y="810" width="390" height="34""#
        #expect(pane.svgBody.contains(top) && pane.svgBody.contains(bottom))
        #expect(pane.svgBody.range(of: top)!.lowerBound > pane.svgBody.range(of: #"width="390" height="844""#)!.lowerBound)
        // A device without a height keeps the old pane: the layout's own height (10, a colour's
        // ideal under a nil proposal, grown by nothing).
        let old = try ScenePreviewSource(scene: scene).pane(
            device: PreviewDevice(name: "Old", width: 390, scale: 3), title: "Old", library: SVGGlyphLibrary())
        #expect(old.size == Size(width: 390, height: 10))
    }
}
