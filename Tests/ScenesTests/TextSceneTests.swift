import Testing
import Graphics
import LabelHost
import RepresentableKit
import TextRendering
import Typesetting
@testable import Scenes

/// `text` nodes and the label's autoshrink keys in scenes.
@Suite("Scenes: text nodes and autoshrink keys")
struct TextSceneTests {
    static let fonts: FontCollection = { try! FontCollection.bundled() }()

    func error(_ json: String) -> String? {
        do {
            _ = try Scene(json: json, fonts: Self.fonts)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("bad values name their JSON path")
    func badValues() {
        #expect(error(#"{"root": {"type": "text", "text": "x", "lineLimit": -1}}"#)
            == "$.root.lineLimit: expected a whole number ≥ 0, or null for no limit, got -1")
        #expect(error(#"{"root": {"type": "text", "text": "x", "minimumScaleFactor": 1.5}}"#)
            == "$.root.minimumScaleFactor: expected a scale factor in 0…1, got 1.5")
        #expect(error(#"{"root": {"type": "vstack", "children": [{"type": "label", "text": "x", "minimumScaleFactor": -0.5}]}}"#)
            == "$.root.children[0].minimumScaleFactor: expected a scale factor in 0…1, got -0.5")
        #expect(error(#"{"root": {"type": "text", "text": "x", "truncationMode": "end"}}"#)?.hasPrefix("$.root.truncationMode:") == true)
        #expect(error(#"{"root": {"type": "label", "text": "x", "baselineAdjustment": "top"}}"#)?.hasPrefix("$.root.baselineAdjustment:") == true)
        #expect(error(#"{"root": {"type": "text", "text": "x", "lineSpacing": -2}}"#)?.hasPrefix("$.root.lineSpacing:") == true)
        // A reader without a text engine says so at the node.
        #expect(throws: SceneError.self) {
            _ = try Scene(json: #"{"root": {"type": "text", "text": "x"}}"#) { _, _ in FixedView() }
        }
    }

    @Test("a text node sizes as Text: the widest line at a finite width; lineLimit null is no limit")
    func textNode() throws {
        // hb-shape: "Some text" is 13508 Inter units, 81.548 pt at 17, − 9 × 0.442 (HIG
        // tracking of the system font at 17 pt) = 77.570 → 78 at scale 2; two lines of
        // 17 × 2444/2048: 40.574 → 41.
        let json = #"{"scale": 2, "proposal": {"width": 100, "height": null}, "root": {"type": "text", "id": "t", "font": {"size": 17}, "text": "Some text Some text", "lineLimit": null}}"#
        let scene = try Scene(json: json, fonts: Self.fonts)
        #expect(scene.layout().frame(id: "t")?.rect.size == Size(width: 78, height: 41))
    }

    @Test("the label's autoshrink keys reach the label, and its text is drawn shrunk inside its frame")
    func labelKeysAndDrawing() throws {
        let json = """
            {"scale": 2, "background": "#ffffff", "proposal": {"width": 100, "height": null},
             "root": {"type": "vstack", "spacing": 0, "children": [
               {"type": "adaptor", "content": {"type": "label", "id": "l", "text": "Some text Some text",
                "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.5, "baselineAdjustment": "alignCenters"}},
               {"type": "text", "id": "t", "text": "Some text Some text", "lineLimit": 1, "minimumScaleFactor": 0.5}]}}
            """
        let scene = try Scene(json: json, fonts: Self.fonts)
        let placement = scene.placement()
        let label = try #require(placement.hostedViews.first?.view as? Label)
        #expect(label.adjustsFontSizeToFitWidth && label.minimumScaleFactor == 0.5 && label.baselineAdjustment == .alignCenters)
        #expect(placement.drawings.count == 1)
        // Shrunk (100 / 167.875 = 0.596 ≥ 0.5), so not truncated.
        let rect = try #require(placement.hostedViews.first?.rect)
        let drawn = try #require(try label.drawingLayout(in: rect))
        #expect(drawn.layout.fontScale < 1 && !drawn.layout.isTruncated)
        let placed = try #require(placement.drawings.first)
        let content = try #require(placed.content as? TextContent)
        let textLayout = try #require(try content.layout(width: placed.width, scale: placed.fontScale))
        #expect(textLayout.fontScale < 1 && !textLayout.isTruncated)
        let (canvas, layout, _) = try SceneRenderer().render(scene)
        // Both draw ink, and none falls right of x = 100 (the text is shrunk, not cut or overflowing).
        for id in ["l", "t"] {
            let frame = try #require(layout.frame(id: id)?.rect)
            var ink = 0
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for x in 0..<canvas.width where canvas.pixel(x: x, y: y).red < 200 {
                    ink += 1
                    #expect(Double(x) < 200, "\(id) ink at x \(x)")
                }
            }
            #expect(ink > 100, "\(id)")
        }
    }
}

/// The gallery scenes of this feature (Tests/Scenes/label-vs-text.json, autoshrink.json).
@Suite("Scene files: autoshrink and Text")
struct AutoshrinkSceneFileTests {
    func load(_ name: String) throws -> Scene {
        let url = SceneFileTests.scenes.appendingPathComponent(name + ".json")
        return try Scene(json: try String(contentsOf: url, encoding: .utf8), fonts: try FontCollection.bundled())
    }

    @Test("label-vs-text: the adaptor's label and the Text have the same height at 180")
    func labelVersusText() throws {
        let result = try load("label-vs-text").layout()
        let label = try #require(result.frame(id: "label")?.rect)
        let text = try #require(result.frame(id: "text")?.rect)
        #expect(label.height == text.height)
        // The adaptor takes the frame's 180; Text reports its widest line.
        #expect(label.width == 180 && text.width <= 180)
        // The system font measures as SF Pro: lines of 17 × 2444/2048 = 20.287. Its tracked
        // widths break the quote into seven lines at 180 (Inter's own widths gave eight):
        // 7 × 20.287 = 142.01 → 142.5 at scale 2.
        #expect(text.height == 142.5)
    }

    @Test("autoshrink: the shrunk title is drawn at 200 / N (hb-shape: 35292 units = 213.055 pt)")
    func autoshrinkScene() throws {
        let placement = try load("autoshrink").placement()
        let labels = placement.hostedViews.compactMap { $0.view as? Label }
        let shrunk = try #require(labels.first { $0.text == "A title a little too long to fit" })
        let rect = try #require(placement.hostedViews.first { $0.view === shrunk }?.rect)
        #expect(abs(try shrunk.actualScaleFactor(in: rect) - 200 / (35292.0 * 17 / 2816)) < 1e-12)
        let fits = try #require(labels.first { $0.text == "Fits as it is" })
        let fitsRect = try #require(placement.hostedViews.first { $0.view === fits }?.rect)
        #expect(try fits.actualScaleFactor(in: fitsRect) == 1)
    }
}
