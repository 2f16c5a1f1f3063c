import Foundation
import Testing
import CCairo
import Graphics
import Typesetting
@testable import TextRendering

/// Vector output's bad input: typed errors, and never a partial file.
@Suite("Vector output: formats, bad pages and unwritable paths")
struct VectorErrorTests {
    @Test("The format comes from the last path component's extension, in any case",
          arguments: [("report.pdf", OutputFormat.pdf), ("a/b/Picture.SVG", .svg), ("x.y.png", .png), ("./out.Pdf", .pdf)])
    func formatByExtension(path: String, format: OutputFormat) throws {
        #expect(try OutputFormat(path: path) == format)
    }

    @Test("A name without a known extension is RenderError.unknownFormat",
          arguments: ["picture.gif", "noextension", ".pdf", "dir.pdf/file", "trailing.", ""])
    func unknownExtension(path: String) {
        #expect(throws: RenderError.unknownFormat(path: path)) { try OutputFormat(path: path) }
    }

    @Test("Pages that are not finite, not positive or over 14,400 pt are refused",
          arguments: [Size(width: 0, height: 100), Size(width: 100, height: -1), Size(width: .nan, height: 10),
                      Size(width: .infinity, height: 10), Size(width: 14_401, height: 10)])
    func badPageSizes(size: Size) {
        for format in VectorDocument.Format.allCases {
            #expect {
                _ = try VectorDocument(format: format, pageSize: size)
            } throws: { error in
                guard case RenderError.invalidPageSize = error else { return false }
                return true
            }
        }
    }

    @Test("An SVG has one page")
    func svgHasOnePage() throws {
        let document = try VectorDocument(format: .svg, pageSize: Size(width: 10, height: 10))
        #expect(throws: RenderError.self) { try document.beginPage() }
        #expect(document.pageCount == 1)
    }

    @Test("An unwritable path is RenderError.cannotWrite and leaves no file, temporary or final")
    func unwritablePath() throws {
        let directory = NSTemporaryDirectory() + "vector-unwritable-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // A regular file where a directory should be: ENOTDIR, whoever runs the test.
        let blocker = directory + "/not-a-directory"
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        let layout = try Fixture.layout("Unwritable", font: try Fixture.inter())
        for name in ["out.pdf", "out.svg", "out.png"] {
            let path = blocker + "/" + name
            #expect {
                try TextRenderer().write(layout, to: path, scale: 2, background: .white)
            } throws: { error in
                guard case RenderError.cannotWrite(let failed, let reason) = error else { return false }
                return failed == path && reason == String(cString: strerror(ENOTDIR))
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["not-a-directory"])
    }

    @Test("An unknown extension writes nothing")
    func unknownExtensionWritesNothing() throws {
        let path = NSTemporaryDirectory() + "vector-\(UUID().uuidString).gif"
        let layout = try Fixture.layout("Nothing", font: try Fixture.inter())
        #expect(throws: RenderError.unknownFormat(path: path)) { try TextRenderer().write(layout, to: path) }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("A layout without lines has no page to draw on")
    func emptyLayout() throws {
        let layout = try Fixture.layout("", font: try Fixture.inter())
        #expect(layout.lines.isEmpty)
        #expect(throws: RenderError.self) { _ = try TextRenderer().renderDocument(layout, format: .pdf) }
    }
}

/// The library API for renderers that already use cairo: a layout drawn into a context the
/// caller made, on the caller's surface, with the caller's transformation.
@Suite("Vector output: drawing into a cairo context the caller owns")
struct CallerContextTests {
    @Test("Glyphs land at the layout's positions moved by the caller's translation, and the caller's state is kept")
    func callerTransformAndState() throws {
        let layout = try Fixture.layout("Drawn into the caller's own cairo context.", font: try Fixture.inter(), width: 150)
        let file = TemporaryPath("caller.svg")
        defer { file.remove() }
        let surface = try #require(cairo_svg_surface_create(file.path, 300, 200))
        let cairo = try #require(cairo_create(surface))
        cairo_translate(cairo, 30, 40)
        cairo_set_source_rgba(cairo, 0.25, 0.5, 0.75, 1)
        cairo_set_line_width(cairo, 7)
        do {
            var context = CairoContext(borrowing: cairo)
            try context.draw(layout, at: Point(x: 5, y: 0), debug: true)
            // One device unit of an SVG at the identity scale: 1 pt.
            #expect(context.hairline == 1)
        }
        var r = 0.0, g = 0.0, b = 0.0, a = 0.0
        cairo_pattern_get_rgba(cairo_get_source(cairo), &r, &g, &b, &a)
        #expect([r, g, b, a] == [0.25, 0.5, 0.75, 1])
        #expect(cairo_get_line_width(cairo) == 7)
        cairo_destroy(cairo)
        cairo_surface_finish(surface)
        #expect(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        cairo_surface_destroy(surface)

        let svg = try String(contentsOfFile: file.path, encoding: .utf8)
        let uses = svgGlyphUses(svg)
        // Every glyph of this text has ink except its spaces, which cairo may leave out.
        let inked = layout.glyphRuns.flatMap { run in
            zip(run.glyphs, run.positions).filter { glyph, _ in
                if case .empty = (try? GlyphRasterizer.shared.image(of: glyph, font: run.font, scale: 1).content) ?? .empty { return false }
                return true
            }.map(\.1)
        }
        let matched = uses.filter { use in
            inked.contains { abs($0.x + 35 - use.x) <= 0.01 && abs($0.y + 40 - use.y) <= 0.01 }
        }
        #expect(inked.count > 30)
        #expect(matched.count >= inked.count, "\(matched.count) of \(inked.count) glyphs at the translated positions")
    }
}
