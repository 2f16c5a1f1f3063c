import Testing
import Graphics
import LabelHost
import TextRendering
import Typesetting
@testable import Scenes

/// `"runs"` on `label` and `text` nodes: styled runs and attachments read, checked, laid out
/// and drawn.
///
/// Advances from `hb-shape --font-size=2816 --no-glyph-names Fonts/Inter-Roman.var.ttf`
/// (HarfBuzz 6.0): "a" 1588, "b" 1748; "Now" 2120 + 1628 + 2288 = 6036 at the default wght
/// 400 and, with `--variations=wght=700`, 2070 + 1690 + 2394 = 6154. Inter's OS/2
/// sTypoAscender 2728 and sTypoDescender −680 (fontTools; USE_TYPO_METRICS set).
@Suite("Scenes: styled runs")
struct RichTextSceneTests {
    static let fonts: FontCollection = { try! FontCollection.bundled() }()

    /// The reader's error message for `json`, as the text-node tests read it.
    func error(_ json: String) -> String? { TextSceneTests().error(json) }

    static let chat = """
        {"scale": 2, "root": {"type": "label", "id": "l", "font": {"family": "Inter"}, "runs": [
          {"text": "a"}, {"attachment": {"width": 24, "height": 30}}, {"text": "b", "underline": ["double", "patternDash"]}]}}
        """

    @Test func anAttachmentRunRaisesTheLabel() throws {
        let scene = try Scene(json: Self.chat, fonts: Self.fonts)
        // Inter named by family. Width (1588 + 1748) × 17/2816 + 24 = 44.139 → 44.5 at scale 2; height: ascent 30
        // (the attachment), descent 680 × 17/2816 = 4.105 → 34.105 → 34.5.
        #expect(scene.layout().frame(id: "l")?.rect.size == Size(width: 44.5, height: 34.5))
        let label = try #require(scene.placement().hostedViews.first?.view as? Label)
        let runs = try #require(label.attributedText).runs
        #expect(runs.count == 3)
        #expect(runs[1].attributes.attachment == TextAttachment(width: 24, height: 30))
        #expect(runs[2].attributes.underlineStyle == [.double, .patternDash])
        #expect(label.attributedText?.string == "a\u{FFFC}b")
    }

    @Test func aBoldRunIsMeasuredInTheBoldInstance() throws {
        let json = ##"{"root": {"type": "text", "id": "t", "font": {"family": "Inter"}, "runs": [{"text": "Now", "weight": "bold"}]}}"##
        let plain = ##"{"root": {"type": "text", "id": "t", "font": {"family": "Inter"}, "text": "Now"}}"##
        let bold = try #require(try Scene(json: json, fonts: Self.fonts).layout().frame(id: "t")).rect.size.width
        let regular = try #require(try Scene(json: plain, fonts: Self.fonts).layout().frame(id: "t")).rect.size.width
        // Inter named by family: 6154 and 6036 units at 17 pt, ceiled to the scene's scale 1.
        #expect(bold == (6154.0 * 17 / 2816).rounded(.up))
        #expect(regular == (6036.0 * 17 / 2816).rounded(.up))
    }

    @Test func runsAreCheckedWhereTheyAreRead() {
        #expect(error(##"{"root": {"type": "label", "text": "x", "runs": []}}"##) == "$.root.runs: give one of text, markdown or runs, not text and runs")
        #expect(error(##"{"root": {"type": "label", "runs": [{"text": "x", "underline": "wavy"}]}}"##)?
            .hasPrefix("$.root.runs[0].underline:") == true)
        #expect(error(##"{"root": {"type": "text", "runs": [{"text": "x", "attachment": {"width": 1}}]}}"##)
            == "$.root.runs[0].attachment: an attachment run has no text")
        #expect(error(##"{"root": {"type": "label", "runs": [{"attachment": {"width": -1}}]}}"##)?
            .hasPrefix("$.root.runs[0].attachment.width:") == true)
        #expect(error(##"{"root": {"type": "label", "runs": [{"attachment": {"width": 1, "image": "/nonexistent.png"}}]}}"##)
            == "$.root.runs[0].attachment.image: no readable file at /nonexistent.png")
        #expect(error(##"{"root": {"type": "label", "runs": [{"text": "x", "colour": "#000"}]}}"##)?
            .hasPrefix("$.root.runs[0].colour:") == true)
        #expect(error(##"{"root": {"type": "label", "runs": [{"text": "x", "tracking": 1e300}]}}"##)?
            .hasPrefix("$.root.runs[0].tracking:") == true)
    }

    @Test func theSchemaAndTheReaderAgreeOnRuns() throws {
        let valid = [
            Self.chat,
            ##"{"root": {"type": "text", "runs": [{"text": "x", "font": {"size": 20}, "italic": true, "color": "#f00", "underlineColor": "#00f", "strikethrough": true, "strikethroughColor": "#0f0", "background": "#ff0", "link": "https://example.com", "features": ["tnum"], "baselineOffset": -2, "tracking": 0.5, "weight": 600}]}}"##,
        ]
        for json in valid {
            #expect(try SceneSchemaTests.validate(json) == [], "\(json)")
            #expect(SceneSchemaTests.readerAccepts(json), "\(json)")
        }
        let invalid = [
            ##"{"root": {"type": "label", "runs": [{"text": "x", "attachment": {"width": 1}}]}}"##,
            ##"{"root": {"type": "label", "runs": [{"underline": true}]}}"##,
            ##"{"root": {"type": "label"}}"##,
        ]
        for json in invalid {
            #expect(try SceneSchemaTests.validate(json) != [], "the schema accepts \(json)")
            #expect(!SceneSchemaTests.readerAccepts(json), "the reader accepts \(json)")
        }
    }

    @Test func decorationsAreDrawnInTheScene() throws {
        let json = """
            {"scale": 1, "background": "#ffffff", "root": {"type": "label", "runs": [
              {"text": "$20", "strikethrough": true, "strikethroughColor": "#ff0000"}]}}
            """
        let (canvas, _) = try SceneRenderer().render(try Scene(json: json, fonts: Self.fonts))
        // Red strikethrough pixels: a stroke 192 units (1.16 pt) thick (OS/2 yStrikeoutSize)
        // across "$20", so at least one full red row of some 20 pixels.
        let red = (0..<(canvas.width * canvas.height)).filter { p in
            let k = p * 4
            return canvas.pixels[k] > 200 && canvas.pixels[k + 1] < 60 && canvas.pixels[k + 2] < 60
        }
        #expect(red.count > 10)
    }
}
