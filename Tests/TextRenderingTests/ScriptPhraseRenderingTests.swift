import Foundation
import Testing
import Typesetting
@testable import TextRendering

/// Each script the bundle added for iOS's coverage renders its phrase
/// (Tests/Fixtures/Scripts/phrases.tsv) to a PNG: no .notdef, ink drawn, and a PNG that
/// libpng reads back at the canvas's size.
@Suite("Rendering: scripts added for iOS's coverage")
struct ScriptPhraseRenderingTests {
    struct Phrase: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        var testDescription: String { name }
    }

    static let phrases: [Phrase] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Scripts/phrases.tsv")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            return fields.count == 3 ? Phrase(name: fields[0], text: fields[2]) : nil
        }
    }()

    @Test func fixtureHasEveryScript() {
        #expect(Self.phrases.count == 21)
    }

    @Test(arguments: phrases)
    func rendersWithInk(_ p: Phrase) throws {
        let collection = try FontCollection(directory: Fixture.fonts().directory, usesSystemFonts: false)
        let layout = try PreparedText(p.text, font: collection.systemFont(ofSize: 17), fontCollection: collection).layout()
        #expect(layout.missingGlyphs == 0)
        let scale = 2.0, margin = 10.0
        let canvas = try TextRendererTests.renderWithMargin(layout, scale: scale, margin: margin)
        #expect(canvas.inkCount > 50)
        let png = try canvas.pngData()
        let decoded = try #require(decodePNG(png))
        #expect(decoded.width == canvas.width && decoded.height == canvas.height)
    }
}
