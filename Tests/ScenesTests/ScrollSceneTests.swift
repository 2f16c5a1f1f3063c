import Foundation
import Testing
import Graphics
import RepresentableKit
import TextRendering
@testable import Scenes

/// `scrollView`, `lazyVStack`, `lazyHStack`, `lazyVGrid` and `lazyHGrid` nodes: the reader
/// builds the same trees as the Swift API (a scene and its Swift twin lay out identically),
/// rejects bad grid items with typed errors, and the schema agrees. Rules: BehaviourReference,
/// "ScrollView", "Lazy stacks", "Lazy grids".
@Suite("Scenes: scroll views, lazy stacks and lazy grids")
struct ScrollSceneTests {
    static let fonts = TextSceneTests.fonts

    /// The reader's error for `json` (`TextSceneTests.error`), or nil.
    func error(_ json: String) -> String? { TextSceneTests().error(json) }

    static let photoGrid = #"""
        {"scale": 2, "proposal": {"width": 390, "height": 844}, "root": {"type": "scrollView", "id": "scroll", "content":
          {"type": "lazyVGrid", "id": "grid", "columns": [{"adaptive": {"minimum": 80}}], "spacing": 8, "children": [
            {"type": "frame", "id": "p0", "height": 80, "content": {"type": "color", "color": "#ff0000"}},
            {"type": "frame", "id": "p1", "height": 80, "content": {"type": "color", "color": "#00ff00"}},
            {"type": "frame", "id": "p2", "height": 80, "content": {"type": "color", "color": "#0000ff"}},
            {"type": "frame", "id": "p3", "height": 80, "content": {"type": "color", "color": "#ff0000"}},
            {"type": "frame", "id": "p4", "height": 80, "content": {"type": "color", "color": "#00ff00"}},
            {"type": "frame", "id": "p5", "height": 40, "content": {"type": "color", "color": "#0000ff"}}]}}}
        """#

    @Test("a photo grid in a scroll view: adaptive(minimum: 80) at 390 makes four columns of 91.5")
    func photoGrid() throws {
        let scene = try Scene(json: Self.photoGrid, fonts: Self.fonts)
        let result = scene.layout()
        // ⌊(390 + 8) / 88⌋ = 4 columns of (390 − 24) / 4 = 91.5; two rows, 80 and 80: 80 + 8 + 80 = 168.
        #expect(result.frame(id: "grid")?.rect == Rect(x: 0, y: 0, width: 390, height: 168))
        #expect(result.frame(id: "scroll")?.rect == Rect(x: 0, y: 0, width: 390, height: 844))  // the offered height
        #expect(result.frame(id: "p3")?.rect == Rect(x: 3 * 99.5, y: 0, width: 91.5, height: 80))  // 3 × (91.5 + 8)
        // p5: second row, second column, 40 tall, centred in the 80-point row: y = 88 + 20.
        #expect(result.frame(id: "p5")?.rect == Rect(x: 99.5, y: 108, width: 91.5, height: 40))
        #expect(scene.nodePaths.count == result.frames.count)
    }

    @Test("Tests/Scenes/photo-library.json: four 83.5-point columns in 358 points, a chips row wider than its scroll view")
    func photoLibraryExample() throws {
        let url = SceneSchemaTests.root.appendingPathComponent("Tests/Scenes/photo-library.json")
        let scene = try Scene(json: String(contentsOf: url, encoding: .utf8), fonts: Self.fonts)
        let result = scene.layout()
        // 390 − 2 × 16 padding = 358: ⌊(358 + 8) / 88⌋ = 4 columns of (358 − 24) / 4 = 83.5.
        #expect(result.frame(id: "photo3")?.rect.minX == 16 + 3 * (83.5 + 8))
        #expect(result.frame(id: "photo4")?.rect.minX == 16)  // the fifth photo starts row 2
        #expect(result.frame(id: "grid")?.rect.width == 358)
        // The chips scroll view is as wide as offered (358); its lazy stack is wider, so clipped.
        let chips = try #require(result.frame(id: "chips")?.rect)
        #expect(chips.width == 358)
        #expect(try #require(result.frame(id: "chip5")?.rect).maxX > chips.maxX)
        #expect(result.size == Size(width: 390, height: 844))
    }

    @Test("the scene and the same tree built in Swift lay out identically")
    func sceneMatchesSwift() throws {
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)]
        let swift = ScrollView(id: "scroll") {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 8, id: "grid") {
                for index in 0..<6 {
                    colors[index % 3].frame(height: index == 5 ? 40 : 80).id("p\(index)")
                }
            }
        }
        let scene = try Scene(json: Self.photoGrid, fonts: Self.fonts)
        #expect(scene.layout() == layout(swift, in: ProposedViewSize(width: 390, height: 844), pixelScale: 2))

        let stacks = try Scene(json: #"""
            {"pixelRounding": false, "proposal": {"width": 320, "height": null}, "root": {"type": "lazyVStack", "alignment": "leading", "spacing": 4, "children": [
              {"type": "lazyHStack", "alignment": "bottom", "children": [{"type": "view", "intrinsicWidth": 30, "intrinsicHeight": 10}, {"type": "spacer"}]},
              {"type": "lazyHGrid", "rows": [{"fixed": 20, "spacing": 2, "alignment": "topLeading"}, {"flexible": {"minimum": 5, "maximum": "infinity"}}], "spacing": 6, "alignment": "top", "children": [{"type": "color", "color": "#000"}, {"type": "view", "intrinsicWidth": 8, "intrinsicHeight": 8}]}]}}
            """#, fonts: Self.fonts)
        let view = FixedView(intrinsicWidth: 30, intrinsicHeight: 10)
        let small = FixedView(intrinsicWidth: 8, intrinsicHeight: 8)
        let twin = LazyVStack(alignment: .leading, spacing: 4) {
            LazyHStack(alignment: .bottom) { Representable(view, typeName: "view"); Spacer() }
            LazyHGrid(rows: [GridItem(.fixed(20), spacing: 2, alignment: .topLeading), GridItem(.flexible(minimum: 5))], alignment: .top, spacing: 6) {
                Color.black
                Representable(small, typeName: "view")
            }
        }
        #expect(stacks.layout().frames == layout(twin, in: ProposedViewSize(width: 320, height: nil)).frames)
    }

    @Test("horizontal and two-axis scroll views read their axes; the default is vertical")
    func axes() throws {
        func size(_ axes: String) throws -> Size {
            try Scene(json: #"{"pixelRounding": false, "proposal": {"width": 300, "height": 200}, "root": {"type": "scrollView", \#(axes) "content": {"type": "view", "intrinsicWidth": 50, "intrinsicHeight": 70, "hugging": 1000, "compressionResistance": 1000}}}"#,
                      fonts: Self.fonts).layout().size
        }
        // A rigid 50 × 70 view. Vertical: the offered height, the content's width.
        #expect(try size("") == Size(width: 50, height: 200))
        #expect(try size(#""axes": "horizontal","#) == Size(width: 300, height: 70))
        #expect(try size(#""axes": ["horizontal", "vertical"],"#) == Size(width: 300, height: 200))
        #expect(try size(#""axes": [],"#) == Size(width: 50, height: 70))  // no axis: the content's size
    }

    @Test("the renderer clips a scroll view's content to its frame")
    func clipped() throws {
        // A 100 × 40 scroll view (a fixed frame) whose content is a red colour 80 tall.
        let scene = try Scene(json: #"""
            {"background": "#ffffff", "proposal": {"width": 100, "height": 100}, "root": {"type": "frame", "width": 100, "height": 100, "alignment": "topLeading", "content":
              {"type": "frame", "height": 40, "content": {"type": "scrollView", "content": {"type": "frame", "height": 80, "content": {"type": "color", "color": "#ff0000"}}}}}}
            """#, fonts: Self.fonts)
        let (canvas, _, _) = try SceneRenderer().render(scene)
        #expect(canvas.pixel(x: 50, y: 20) == Canvas.Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        #expect(canvas.pixel(x: 50, y: 60) == Canvas.Pixel(red: 255, green: 255, blue: 255, alpha: 255))  // below 40: clipped
    }

    @Test("clips nested past CanvasContext.maximumClipDepth are drawn unclipped and reported")
    func clipDepthBound() throws {
        func diagnostics(_ depth: Int) throws -> [RenderDiagnostic] {
            var node = ##"{"type": "color", "color": "#ff0000"}"##
            for _ in 0..<depth { node = #"{"type": "scrollView", "content": \#(node)}"# }
            let scene = try Scene(json: #"{"proposal": {"width": 20, "height": 20}, "root": \#(node)}"#, fonts: Self.fonts)
            return try SceneRenderer().render(scene).diagnostics
        }
        // Each level holds a layer as large as the canvas while it draws: 8 levels at most.
        #expect(try diagnostics(CanvasContext.maximumClipDepth) == [])
        #expect(try diagnostics(CanvasContext.maximumClipDepth + 1) == [.clipNotApplied])
    }

    @Test("the preview's SVG clips a scroll view's content to its frame")
    func previewClipped() throws {
        let scene = try Scene(json: #"""
            {"background": "#ffffff", "proposal": {"width": 100, "height": 100}, "root": {"type": "frame", "width": 100, "height": 100, "alignment": "topLeading", "content":
              {"type": "frame", "height": 40, "content": {"type": "scrollView", "content": {"type": "frame", "height": 80, "content": {"type": "color", "color": "#ff0000"}}}}}}
            """#, fonts: Self.fonts)
        let pane = try ScenePreviewSource(scene: scene).pane(width: 100, scale: 1, title: "clip", library: SVGGlyphLibrary())
        let body = pane.svgBody
        // The scroll view's 100 × 40 frame as a clip path, and the 100 × 80 red fill inside its group.
        let group = #"<clipPath id="c0"><path d="M0 0H100V40H0Z"/></clipPath><g clip-path="url(#c0)">"#
        guard let start = body.range(of: group) else {
            Issue.record("no clip group in \(body)")
            return
        }
        let inside = body[start.upperBound...]
        let red = try #require(inside.range(of: #"<rect x="0" y="0" width="100" height="80""#))
        let close = try #require(inside.range(of: "</g>"))
        #expect(red.lowerBound < close.lowerBound)
    }

    @Test("bad scroll and grid values name their JSON path")
    func badValues() {
        #expect(error(#"{"root": {"type": "lazyVGrid", "columns": [], "children": []}}"#)
            == "$.root.columns: expected 1…1000 grid items, got 0")
        #expect(error(#"{"root": {"type": "lazyVGrid", "columns": [{"fixed": 10, "adaptive": {"minimum": 5}}], "children": []}}"#)
            == "$.root.columns[0]: a grid item takes exactly one of \"fixed\", \"flexible\" or \"adaptive\", got 2")
        #expect(error(#"{"root": {"type": "lazyVGrid", "columns": [{"adaptive": {}}], "children": []}}"#)
            == "$.root.columns[0].adaptive.minimum: missing required field")
        #expect(error(#"{"root": {"type": "lazyHGrid", "rows": [{"flexible": {"minimum": 10, "maximum": 5}}], "children": []}}"#)
            == "$.root.rows[0].flexible.maximum: maximum 5 is less than minimum 10")
        #expect(error(#"{"root": {"type": "lazyVGrid", "columns": [{"fixed": 10}], "children": []}}"#) == nil)
        #expect(error(#"{"root": {"type": "lazyVGrid", "rows": [{"fixed": 10}], "children": []}}"#)
            == "$.root.columns: missing required field")
        let many = "[" + Array(repeating: #"{"fixed": 1}"#, count: 1_001).joined(separator: ", ") + "]"
        #expect(error(#"{"root": {"type": "lazyVGrid", "columns": \#(many), "children": []}}"#)
            == "$.root.columns: expected 1…1000 grid items, got 1001")
        #expect(error(#"{"root": {"type": "scrollView", "axes": "diagonal", "content": {"type": "view"}}}"#) != nil)
        #expect(error(#"{"root": {"type": "lazyVStack", "alignment": "top", "children": []}}"#)
            == "$.root.alignment: unknown value \"top\"; expected one of center, leading, trailing")
    }

    // MARK: Schema

    static let valid: [String] = [
        ##"{"root": {"type": "scrollView", "axes": ["horizontal", "vertical"], "id": "s", "layoutPriority": 1, "content": {"type": "lazyVStack", "spacing": 4, "alignment": "trailing", "children": [{"type": "view"}]}}}"##,
        ##"{"root": {"type": "scrollView", "axes": "horizontal", "content": {"type": "lazyHStack", "alignment": "firstTextBaseline", "children": []}}}"##,
        ##"{"root": {"type": "lazyVGrid", "columns": [{"fixed": 70, "spacing": 4, "alignment": "bottomTrailing"}, {"flexible": {"minimum": 1, "maximum": "infinity"}}, {"flexible": {}}, {"adaptive": {"minimum": 40, "maximum": 60, "_c": 0}}], "spacing": 2, "alignment": "leading", "children": [{"type": "view"}]}}"##,
        ##"{"root": {"type": "lazyHGrid", "rows": [{"adaptive": {"minimum": 40}}], "alignment": "bottom", "children": [], "gridCellColumns": 1}}"##,
    ]

    @Test(arguments: valid)
    func validScenesPassBoth(json: String) throws {
        #expect(try SceneSchemaTests.validate(json) == [])
        #expect(SceneSchemaTests.readerAccepts(json))
    }

    static let invalid: [String] = [
        ##"{"root": {"type": "scrollView"}}"##,                                                          // no content
        ##"{"root": {"type": "scrollView", "axes": "both", "content": {"type": "view"}}}"##,             // not an axis
        ##"{"root": {"type": "scrollView", "children": [], "content": {"type": "view"}}}"##,            // a stack's key
        ##"{"root": {"type": "lazyVStack", "alignment": "top", "children": []}}"##,                      // not a horizontal guide
        ##"{"root": {"type": "lazyHStack", "spacing": -1, "children": []}}"##,                           // negative spacing
        ##"{"root": {"type": "lazyVGrid", "children": []}}"##,                                           // no columns
        ##"{"root": {"type": "lazyVGrid", "columns": [], "children": []}}"##,                            // no items
        ##"{"root": {"type": "lazyVGrid", "columns": [{}], "children": []}}"##,                          // no size
        ##"{"root": {"type": "lazyVGrid", "columns": [{"fixed": 1, "flexible": {}}], "children": []}}"##, // two sizes
        ##"{"root": {"type": "lazyVGrid", "columns": [{"fixed": -1}], "children": []}}"##,               // negative
        ##"{"root": {"type": "lazyVGrid", "columns": [{"adaptive": {"maximum": 4}}], "children": []}}"##, // no minimum
        ##"{"root": {"type": "lazyVGrid", "columns": [{"flexible": {"min": 4}}], "children": []}}"##,     // unknown key
        ##"{"root": {"type": "lazyVGrid", "columns": [{"fixed": 1, "alignment": "middle"}], "children": []}}"##,
        ##"{"root": {"type": "lazyHGrid", "columns": [{"fixed": 1}], "children": []}}"##,               // a vertical grid's key
        ##"{"root": {"type": "lazyHGrid", "rows": [{"fixed": 1}], "alignment": "leading", "children": []}}"##,
    ]

    @Test(arguments: invalid)
    func brokenScenesFailBoth(json: String) throws {
        #expect(try SceneSchemaTests.validate(json) != [], "the schema accepts \(json)")
        #expect(!SceneSchemaTests.readerAccepts(json), "the reader accepts \(json)")
    }
}
