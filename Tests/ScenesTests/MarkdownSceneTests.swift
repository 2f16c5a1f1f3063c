import Testing
import Graphics
import LabelHost
import RepresentableKit
import Typesetting
@testable import Scenes

/// `"markdown"` on `label` and `text` nodes. Widths: hb-shape on the bundled Inter (2816
/// units per em, fontTools), "Jetzt kaufen" 17228 units at `--variations=wght=700`.
@Suite struct MarkdownSceneTests {
    static let fonts: FontCollection = { try! FontCollection.bundled() }()

    /// Inter named by family (its own advances and metrics): 17228 × 17 / 2816 = 104.0057 →
    /// 104.5 at scale 2; one Inter line 3408 units, 20.574 → 21.
    @Test(arguments: ["label", "text"])
    func boldMarkdownMeasuresTheBoldInstance(type: String) throws {
        let json = #"{"scale": 2, "root": {"type": "\#(type)", "id": "n", "font": {"family": "Inter"}, "markdown": "**Jetzt kaufen**"}}"#
        let scene = try Scene(json: json, fonts: Self.fonts)
        #expect(scene.layout().frame(id: "n")?.rect.size == Size(width: 104.5, height: 21))
    }

    @Test func labelShowsTheRunsAsItsAttributedText() throws {
        let json = ##"{"root": {"type": "label", "markdown": "~~$10~~ [Terms](https://e.x/t)", "color": "#ff0000"}}"##
        let scene = try Scene(json: json, fonts: Self.fonts)
        let label = try #require(scene.placement().hostedViews.first?.view as? Label)
        let runs = try #require(label.attributedText).runs
        #expect(label.attributedText?.string == "$10 Terms")
        #expect(runs.first?.attributes.strikethroughStyle == .single)
        #expect(runs.first?.attributes.color == Color(red: 1, green: 0, blue: 0))
        #expect(runs.last?.attributes.link == "https://e.x/t")
    }

    @Test func textAndMarkdownTogetherIsAnError() {
        #expect(throws: SceneError.self) {
            _ = try Scene(json: #"{"root": {"type": "text", "text": "x", "markdown": "x"}}"#, fonts: Self.fonts)
        }
        #expect(throws: SceneError.self) {
            _ = try Scene(json: #"{"root": {"type": "label"}}"#, fonts: Self.fonts)
        }
    }
}
