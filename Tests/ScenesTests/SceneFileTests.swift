import Foundation
import Testing
import Typesetting
import RepresentableKit
import LabelHost
@testable import Scenes

/// The seed's previews, kept as scene files in Tests/Scenes, laid out with real labels.
///
/// Expected sizes come from the sizing rules (Documentation/BehaviourReference.md, quoted) applied by
/// hand to measurements: either a hand computation from hb-shape advances (see LabelTests:
/// "Some text" = 81.548 pt, one Inter 17 line = 20.5739 pt) or the engine's own wrapped
/// height for the width the rule gives, which is what the rule consumes.
@Suite("Scene files: RepresentableKit's examples")
struct SceneFileTests {
    static let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scenes")

    func load(_ name: String) throws -> (Scene, LayoutResult) {
        let text = try String(contentsOf: Self.scenes.appendingPathComponent(name + ".json"), encoding: .utf8)
        let scene = try Scene(json: text, fonts: try FontCollection.bundled())
        return (scene, scene.layout())
    }

    /// The height of `text` in Inter 17 wrapped at `width`, ceiled to @2x pixels.
    func wrappedHeight(_ text: String, width: Double) throws -> Double {
        let font = try FontCollection.bundled().systemFont(ofSize: 17)
        let h = try PreparedText(text, font: font).layout(width: width).size.height
        return (h * 2 - 1e-9).rounded(.up) / 2
    }

    static let lipsum = "To love the journey is to accept no such end. I have found, through painful experience, that the most important step a person can take is always the next one."

    /// A label's paragraph style hyphenates (`hyphenationFactor`) and tightens: "The
    /// hyphenation" wrapped at 110 pt in Inter 17 breaks to "The hyphen‐" (16756 units =
    /// 101.15 pt, hand-computed from hb-shape advances in EngineHyphenationTests) / "ation",
    /// so the label is 101.5 wide @2x; without hyphenation, "hyphenation" (16452 units = 99.32
    /// pt) is the widest line: 99.5. Two lines either way: 2 × 20.5739 = 41.15 → 41.5.
    @Test("paragraphStyle keys for hyphenation and tightening reach the label")
    func hyphenationKeys() throws {
        func size(_ style: String) throws -> Size {
            // fixedSize proposes nil: the label's intrinsic size, wrapped at its
            // preferredMaxLayoutWidth (BehaviourReference, "UILabel"), ceiled to the scene's @2x.
            // Inter named by family: the widths are Inter's own (EngineHyphenationTests).
            let json = #"{"scale": 2, "root": {"type": "fixedSize", "content": {"type": "label", "id": "l", "text": "The hyphenation", "font": {"family": "Inter"}, "numberOfLines": 0, "preferredMaxLayoutWidth": 110, "paragraphStyle": "#
                + style + "}}}"
            let scene = try Scene(json: json, fonts: try FontCollection.bundled())
            return try #require(scene.layout().frame(id: "l")).rect.size
        }
        #expect(try size(#"{"hyphenationFactor": 0.5, "allowsDefaultTighteningForTruncation": true}"#) == Size(width: 101.5, height: 41.5))
        #expect(try size(#"{"hyphenationFactor": 0}"#) == Size(width: 99.5, height: 41.5))
        #expect(try size(#"{"usesDefaultHyphenation": true}"#) == Size(width: 101.5, height: 41.5))
        #expect(throws: SceneError.self) { try size(#"{"hyphenationFactor": 1.5}"#) }
        #expect(throws: SceneError.self) { try size(#"{"usesDefaultHyphenation": 1}"#) }
    }

    @Test("UILabel \"Some text\" under fixedSize: its intrinsic size")
    func someText() throws {
        let (_, r) = try load("label-some-text")
        // fixedSize proposes nil → ideal = intrinsic. The system font measures as SF Pro:
        // "Some text" is Inter's 13508 units × 17/2816 = 81.548 plus 9 clusters × −0.442 (HIG
        // tracking at 17 pt) = 77.570, 17 × 2444/2048 = 20.287 high; ceiled @2x = (78, 20.5).
        #expect(r.size == Size(width: 78, height: 20.5))
        #expect(r.frame(id: "label")?.rect == Rect(x: 0, y: 0, width: 78, height: 20.5))
    }

    @Test("UIViewAdaptor { multi-line label }.padding() at 390: wraps at 358")
    func adaptorPadding() throws {
        let (_, r) = try load("lipsum-adaptor-padding")
        // padding [R]: child proposed 390 − 32 = 358; adaptor .default: width = 358, height =
        // the height that fits 358; result = child + 32 on each axis.
        let h = try wrappedHeight(Self.lipsum, width: 358)
        #expect(r.frame(id: "adaptor")?.rect == Rect(x: 16, y: 16, width: 358, height: h))
        #expect(r.size == Size(width: 390, height: h + 32))
        // Four lines of the system font's 17 × 2444/2048 = 20.287: 81.148 → 81.5. (Pango,
        // Tests/Tools/pango-measure, with Inter's own widths at 358 also breaks the quote into
        // 4 lines; the SF Pro profile's widths are narrower and still give 4.)
        #expect(h == 81.5)
    }

    @Test("adaptor in .frame(width: 390).fixedSize(): W 390, H the wrapped height")
    func frameFixed() throws {
        let (_, r) = try load("lipsum-frame-390-fixed")
        // fixedSize proposes nil; frame(width:) proposes 390 and reports 390 × child height.
        #expect(r.size == Size(width: 390, height: try wrappedHeight(Self.lipsum, width: 390)))
    }

    @Test(".frame(idealWidth: 390, idealHeight: 44).fixedSize(): 390 × 44")
    func idealFrame() throws {
        let (_, r) = try load("ideal-size-390x44")
        // frame(min/ideal/max) [R]: p == nil and ideal set → size = ideal.
        #expect(r.size == Size(width: 390, height: 44))
    }

    @Test("a naive UIViewRepresentable label renders a single line")
    func naive() throws {
        let (_, r) = try load("naive-representable")
        let frame = try #require(r.frame(id: "naive"))
        // Representable table [R]: height proposal nil → ideal = one line = 17 × 2444/2048 =
        // 20.287 → 20.5 @2x; width: the
        // proposal 390 clamped to [intrinsic (CR 750), ∞) = the one-line intrinsic width.
        #expect(frame.rect.height == 20.5)
        #expect(frame.rect.width > 390)
    }

    @Test("a custom view with no intrinsic size vanishes under fixedSize")
    func customViewVanishes() throws {
        let (_, r) = try load("custom-view-fixed")
        // intrinsic −1 → 0…0…∞; fixedSize proposes nil → 0 × 0 [seed table, row 1].
        #expect(r.frame(id: "custom")?.rect.size == Size(width: 0, height: 0))
    }

    @Test("an image-like intrinsic size: x…x…∞ on both axes")
    func imageIntrinsic() throws {
        let (_, r) = try load("image-intrinsic")
        // width: clamp(390, 100, ∞) = 390; height: nil → ideal 80 [seed table, row 2 (CR 750, hugging 250)].
        #expect(r.size == Size(width: 390, height: 80))
    }

    @Test("a slider-like view under fixedSize(horizontal: false, vertical: true).padding().frame(width: 150)")
    func slider() throws {
        let (_, r) = try load("slider-fixed-vertical")
        // frame(width: 150) proposes 150; padding gives the child 150 − 32 = 118; fixedSize
        // makes the vertical proposal nil → ideal height 31; width 118 (no intrinsic width:
        // 0…0…∞, clamped proposal). Padding adds 32 → 63.
        #expect(r.frame(id: "slider")?.rect == Rect(x: 16, y: 16, width: 118, height: 31))
        #expect(r.size == Size(width: 150, height: 63))
    }

    @Test("labels in a VStack and an HStack")
    func stacks() throws {
        let (_, r) = try load("labels-in-stacks")
        // headline is the 17-pt semibold system font: one line, 17 × 2444/2048 = 20.287 → 20.5 @2x.
        #expect(r.frame(id: "title")?.rect.height == 20.5)
        // HStack [M]: 358 − 8 spacing = 350 shared equally by two equally flexible labels.
        #expect(r.frame(id: "left")?.rect.width == 175)
        #expect(r.frame(id: "right")?.rect.width == 175)
        // VStack: title, 8, body, 8, row.
        let title = try #require(r.frame(id: "title")), body = try #require(r.frame(id: "body"))
        #expect(body.rect.minY == title.rect.maxY + 8)
    }

    @Test("every scene file lays out, renders no error, and has no missing glyphs")
    func allScenes() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter { $0.hasSuffix(".json") }
        #expect(files.count >= 9)
        for file in files {
            let (scene, r) = try load(String(file.dropLast(5)))
            #expect(r.size.width.isFinite && r.size.height.isFinite, "\(file)")
            for hosted in scene.placement().hostedViews {
                if let label = hosted.view as? Label, let layout = try label.layout(forWidth: hosted.rect.width) {
                    #expect(layout.missingGlyphs == 0, "\(file): \(label.text ?? "")")
                }
            }
        }
    }
}
