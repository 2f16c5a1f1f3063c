import Foundation
import FuzzSupport
import Glibc
import Scenes
import Testing
import TextRendering
import Typesetting

/// Attachment images as untrusted files (`AttachmentImages`): regular files only, the PNG
/// header checked against the pixel budget before decoding, one decode per file, resampled to
/// the drawn size, and every image not drawn reported. Work is counted by the cache's
/// `Statistics` (files read, decodes, pixels allocated), never timed.
@Suite struct HostileImageTests {
    static func directory() throws -> String {
        let dir = NSTemporaryDirectory() + "hostile-images-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }

    /// A PNG of `width × height` opaque pixels, written by our own writer.
    static func png(width: Int, height: Int, at path: String) throws {
        try Canvas(width: width, height: height, background: .white).writePNG(to: path)
    }

    /// A PNG whose IHDR claims `width × height` over a 1×1 image's data.
    static func pngHeader(width: UInt32, height: UInt32, at path: String) throws {
        let bytes = PNGHeaderPatch.claiming(width: width, height: height, try Canvas(width: 1, height: 1, background: .white).pngData())
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// `count` attachments of `size` points showing `image`, after "Pic".
    static func layout(image: String, count: Int, size: Double = 20) throws -> TextLayout {
        let plain = TextAttributes(font: Fixtures.font)
        var text = AttributedText("Pic", attributes: plain)
        for k in 0..<count {
            text.append(TextAttachment(width: size, height: size, image: image), attributes: plain)
            text.append(k.isMultiple(of: 2) ? " " : "  ", attributes: plain)   // kept apart
        }
        return try PreparedText(text, fontCollection: Fixtures.collection).layout()
    }

    /// Draws `layout` to PNG (scale 2), PDF and SVG with `images`; the diagnostics of each.
    static func renderAll(_ layout: TextLayout, images: AttachmentImages) throws -> [[RenderDiagnostic]] {
        let renderer = TextRenderer(images: images)
        var context = CanvasContext(try Canvas(size: layout.size, scale: 2), textRenderer: renderer)
        try context.draw(layout, at: Point(x: 0, y: 0))
        var all = [context.diagnostics]
        for format in VectorDocument.Format.allCases {
            let document = try renderer.renderDocument(layout, format: format, scale: 2)
            _ = try document.finish()
            all.append(document.diagnostics)
        }
        return all
    }

    /// A FIFO as an attachment's image: opened non-blocking and refused (before, libpng's
    /// fopen blocked for ever waiting for a writer).
    @Test(.timeLimit(.minutes(1))) func fifoIsRefusedNotWaitedOn() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let fifo = dir + "/image.png"
        #expect(mkfifo(fifo, 0o600) == 0)
        let images = AttachmentImages()
        for diagnostics in try Self.renderAll(try Self.layout(image: fifo, count: 2), images: images) {
            guard case .imageNotDrawn(let path, .unreadableImage(_, let reason))? = diagnostics.first else {
                Issue.record("\(diagnostics)"); continue
            }
            #expect(path == fifo && reason.contains("FIFO"))
        }
        #expect(images.statistics.decodes == 0)
        // A scene refuses it where it is read, at the run's path.
        let json = #"{"root": {"type": "label", "runs": [{"attachment": {"width": 20, "height": 20, "image": "\#(fifo)"}}]}}"#
        #expect(throws: SceneError.self) { try Scene(json: json, fonts: Fixtures.collection) }
        do { _ = try Scene(json: json, fonts: Fixtures.collection) } catch {
            #expect(error.description.hasPrefix("$.root.runs[0].attachment.image:") && error.description.contains("FIFO"))
        }
    }

    /// A 16,384² header (2²⁸ px, 1 GiB of RGBA) is refused from its header: no decode, no
    /// pixel allocated, however many attachments show it, and a report in every format.
    @Test func imageBombIsRefusedFromItsHeader() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let bomb = dir + "/bomb.png"
        try Self.pngHeader(width: 16_384, height: 16_384, at: bomb)
        for count in [4, 8] {
            let images = AttachmentImages()
            for diagnostics in try Self.renderAll(try Self.layout(image: bomb, count: count), images: images) {
                #expect(diagnostics == [.imageNotDrawn(path: bomb, reason: .imageTooLarge(width: 16_384, height: 16_384,
                                                                                          maximumPixels: AttachmentImages.maximumPixelCount))])
            }
            let stats = images.statistics
            // Read once (the failure is remembered for the file), never decoded.
            #expect(stats.filesRead == 1 && stats.decodes == 0 && stats.decodedPixels == 0 && stats.resampledPixels == 0, "\(stats)")
        }
    }

    /// One 256 × 256 PNG shown by 4 and by 8 attachments of 20 pt, drawn as PNG at scale 2,
    /// PDF and SVG: decoded once (65,536 px), resampled once per drawn size: 40 × 40 px on
    /// the canvas (20 pt × 2), 84 × 84 px in PDF and SVG (⌈20 × 300 / 72⌉ = ⌈83.3⌉, print
    /// resolution, shared by both). Doubling the attachments adds no work.
    @Test func oneDecodePerFileAndResampledToTheDrawnSize() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let image = dir + "/photo.png"
        try Self.png(width: 256, height: 256, at: image)
        for count in [4, 8] {
            let images = AttachmentImages()
            for diagnostics in try Self.renderAll(try Self.layout(image: image, count: count), images: images) {
                #expect(diagnostics.isEmpty)
            }
            let stats = images.statistics
            #expect(stats.filesRead == 1 && stats.decodes == 1 && stats.decodedPixels == 256 * 256, "\(stats)")
            #expect(stats.resampledPixels == 40 * 40 + 84 * 84, "\(stats)")
        }
    }

    /// A file that is not a PNG, an empty file and a missing one: a box, and a report
    /// naming the file (before, a grey box and nothing said); through the CLI, a warning.
    @Test func unreadableImagesAreReported() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let notPNG = dir + "/not.png", empty = dir + "/empty.png"
        try Data("GIF89a".utf8).write(to: URL(fileURLWithPath: notPNG))
        try Data().write(to: URL(fileURLWithPath: empty))
        for path in [notPNG, empty, dir + "/missing.png", dir] {
            for diagnostics in try Self.renderAll(try Self.layout(image: path, count: 1), images: AttachmentImages()) {
                guard case .imageNotDrawn(let reported, .unreadableImage(let named, _))? = diagnostics.first, diagnostics.count == 1 else {
                    Issue.record("\(path): \(diagnostics)"); continue
                }
                #expect(reported == path && named == path)
            }
        }
        let scene = dir + "/scene.json"
        try Data(#"{"root": {"type": "label", "runs": [{"text": "x"}, {"attachment": {"width": 20, "height": 20, "image": "\#(notPNG)"}}]}}"#.utf8)
            .write(to: URL(fileURLWithPath: scene))
        for out in ["out.png", "out.pdf", "out.svg"] {
            let run = try CLIArgumentTests.run(["render", scene, "-o", dir + "/" + out])
            #expect(run.status == 0 && run.stderr.contains("warning: attachment image not drawn") && run.stderr.contains(notPNG), "\(run.stderr)")
        }
    }

    /// A length that is not a finite number of pixels is named as the length it is (before:
    /// "invalid image size 9223372036854775807×0 px").
    @Test func lengthErrorSaysWhatTheLengthIs() {
        do {
            _ = try Canvas.pixelLength(1e300, scale: 2)
            Issue.record("1e300 pt was accepted")
        } catch {
            #expect(error == .invalidLength(points: 1e300, scale: 2))
            #expect(!error.description.contains("9223372036854775807") && error.description.contains("1e+300 pt at scale 2.0"))
        }
    }

    /// A run's font that cannot be resolved is reported at the run (before: at the node's
    /// `font`), in a label and in a text node.
    @Test func runFontErrorsNameTheRun() throws {
        for type in ["label", "text"] {
            let json = #"{"root": {"type": "\#(type)", "runs": [{"text": "a"}, {"text": "b", "font": {"family": "No Such Family"}}]}}"#
            do {
                _ = try Scene(json: json, fonts: Fixtures.collection)
                Issue.record("\(type): the scene was read")
            } catch {
                #expect(error.description.hasPrefix("$.root.runs[1].font:"), "\(error)")
            }
        }
    }

    /// `coverage --lang` checks the tag as `fit --source-language` does.
    @Test func coverageLanguageIsValidated() throws {
        let bad = try CLIArgumentTests.run(["coverage", "--lang", "klingon", "abc"])
        #expect(bad.status == 2 && bad.stdout.isEmpty && bad.stderr.contains("--lang: unknown language \"klingon\""), "\(bad.stderr)")
        let fit = try CLIArgumentTests.run(["fit", "x.xcstrings", "--width", "100", "--source-language", "klingon"])
        #expect(fit.status == 2 && fit.stderr.contains("--source-language: unknown language \"klingon\""), "\(fit.stderr)")
        let good = try CLIArgumentTests.run(["coverage", "--lang", "zh-Hant", "abc"])
        #expect(good.status == 0, "\(good.stderr)")
    }
}
