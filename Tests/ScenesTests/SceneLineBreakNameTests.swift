import Testing
import Typesetting
@testable import Scenes

/// Scenes take NSLineBreakMode's names with and without `by` (`LineBreakMode(named:)`), and
/// the schema agrees: a label and a text view in either spelling lay out identically.
@Suite struct SceneLineBreakNameTests {
    @Test(arguments: LineBreakMode.allCases)
    func bothSpellingsLayOutAlike(mode: LineBreakMode) throws {
        let fonts = try FontCollection.bundled()
        let short = mode.shortName
        func scene(_ name: String, _ type: String) -> String {
            let lines = type == "label" ? #""numberOfLines": 2, "# : ""
            return #"{"proposal": {"width": 60, "height": null}, "root": {"type": "\#(type)", "text": "Change the line spacing of every paragraph", \#(lines)"lineBreakMode": "\#(name)"}}"#
        }
        for type in ["label", "textView"] {
            #expect(try SceneSchemaTests.validate(scene(short, type)) == [])
            #expect(try SceneSchemaTests.validate(scene(mode.rawValue, type)) == [])
            let a = try Scene(json: scene(short, type), fonts: fonts).layout().jsonString()
            let b = try Scene(json: scene(mode.rawValue, type), fonts: fonts).layout().jsonString()
            #expect(a == b)
        }
    }
}
