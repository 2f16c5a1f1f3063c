#if canImport(Glibc)
import Glibc
#endif
import Graphics
import JSON
import Localization
import Scenes
import TextRendering
import Typesetting

/// `textmetrics preview`: one HTML page showing a scene (or a text) at many widths
/// (`PreviewPage`).
enum PreviewCommand {
    /// `--widths` when absent.
    static let defaultWidths = "240...480:10"
    /// The most widths a page holds.
    static let maximumWidthCount = 1000

    static func run(_ argv: [String]) throws {
        var args = Arguments(argv)
        guard let output = try args.value("-o") ?? args.value("--output") else {
            throw UsageError("preview needs -o OUT.html")
        }
        let widths = try parseWidths(try args.value("--widths") ?? defaultWidths)
        let devices = args.flag("--devices") ? PreviewDevice.presets : []
        let categories = args.flag("--categories") ? Font.ContentSizeCategory.allCases : []
        var scale: Double?
        if let s = try args.double("--scale") {
            guard s > 0, s <= 16 else { throw UsageError("--scale must be > 0 and ≤ 16, got \(s)") }
            scale = s
        }
        let text = try args.value("--text").map(textArgument)
        let page: PreviewPage
        if let text {
            page = try textPage(text, args: &args, widths: widths, scale: scale ?? 2, devices: devices, categories: categories)
        } else {
            let rest = try args.finish()
            guard rest.count == 1 else { throw UsageError("preview takes one SCENE.json (or --text TEXT) and -o OUT.html") }
            page = try scenePage(rest[0], widths: widths, scale: scale, devices: devices, categories: categories)
        }
        let html = Array(page.html.utf8)
        do { try OutputFile.write(html, to: output) } catch { throw CommandFailure("\(error)") }
        RenderCommand.reportWritten(output, "\(page.panes.count) widths, \(page.library.definedGlyphCount) glyphs, \(html.count) bytes")
        for b in page.breakpoints {
            func f(_ v: Double) -> String { JSONText.number((v * 100).rounded() / 100) }
            let line = "breakpoint \(f(b.width)) pt: \(b.node) height \(f(b.heightBelow)) → \(f(b.heightAtOrAbove))"
            if RenderCommand.isStandardOutput(output) { writeError(line) } else { print(line) }
        }
    }

    /// `A...B:STEP` (A, A+STEP, … up to B) or a list `W,W,...`; every width > 0 and ≤ 10000.
    static func parseWidths(_ text: String) throws -> [Double] {
        func number(_ s: Substring) throws -> Double {
            guard let v = Double(s.trimmingCharacters(in: .whitespaces)), v.isFinite, v > 0, v <= 10_000 else {
                throw UsageError("--widths expects widths > 0 and ≤ 10000 points as A...B:STEP or W,W,..., got \"\(text)\"")
            }
            return v
        }
        if let range = text.range(of: "...") {
            let low = try number(text[..<range.lowerBound])
            let tail = text[range.upperBound...].split(separator: ":", omittingEmptySubsequences: false)
            guard tail.count == 2 else { throw UsageError("--widths A...B:STEP needs a step, got \"\(text)\"") }
            let high = try number(tail[0]), step = try number(tail[1])
            guard high >= low else { throw UsageError("--widths A...B:STEP needs A ≤ B, got \"\(text)\"") }
            guard (high - low) / step < Double(maximumWidthCount) else {
                throw UsageError("--widths gives more than \(maximumWidthCount) widths: \"\(text)\"")
            }
            var widths: [Double] = []
            var k = 0.0
            while low + k * step <= high + 1e-9 {
                widths.append(low + k * step)
                k += 1
            }
            return widths
        }
        let widths = try text.split(separator: ",", omittingEmptySubsequences: false).map(number)
        guard widths.count <= maximumWidthCount else { throw UsageError("--widths gives more than \(maximumWidthCount) widths") }
        return widths
    }

    static func scenePage(_ path: String, widths: [Double], scale: Double?, devices: [PreviewDevice],
                          categories: [Font.ContentSizeCategory]) throws -> PreviewPage {
        let bytes = try readBytes(path)
        let scene = try LayoutCommand.loadScene(bytes, name: path)
        let name = path == "-" ? "<stdin>" : path
        do {
            let sources = try categories.map { c in
                (title: c.shortName, source: ScenePreviewSource(scene: try LayoutCommand.loadScene(bytes, name: path, category: c, warn: false)) as any PreviewSource)
            }
            return try PreviewPage.build(
                title: "Preview of \(name)", source: ScenePreviewSource(scene: scene), widths: widths, scale: scale ?? scene.scale,
                devices: devices, categories: sources,
                categoryWidth: scene.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 390)
        } catch let error as UsageError {
            throw error
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(name): \(error)")
        }
    }

    static func textPage(_ text: String, args: inout Arguments, widths: [Double], scale: Double, devices: [PreviewDevice],
                         categories: [Font.ContentSizeCategory]) throws -> PreviewPage {
        let fontOptions = try FontOptions.parse(&args)
        let options = try MeasureCommand.parseOptions(&args)
        let background = try args.value("--background")
        let rest = try args.finish()
        guard rest.isEmpty else { throw UsageError("preview --text takes no other arguments; unexpected \"\(rest[0])\"") }
        guard options.widths == [nil] else { throw UsageError("preview sets the widths with --widths, not --width") }
        var fill = Color.white
        if let background {
            guard let c = Color(hex: background) else { throw UsageError("--background expects #rrggbb, got \"\(background)\"") }
            fill = c
        }
        // Every category's text, prepared once and wrapped at each width.
        func source(size: Double) throws -> TextPreviewSource {
            var font = fontOptions
            font.size = size
            let attributes = TextAttributes(font: try font.resolve(), language: options.language)
            let prepared: PreparedText
            do {
                prepared = try PreparedText(AttributedText(text, attributes: attributes), style: options.style, fontCollection: try? FontCollection.bundled())
            } catch { throw CommandFailure("\(error)") }
            return TextPreviewSource(background: fill) { width in try MeasureCommand.layout(prepared, width: width, options: options) }
        }
        // The text is body text: each category scales it by the body style's ratio.
        let body = Font.TextStyle.body
        let sources = try categories.map { c in
            (title: c.shortName, source: try source(size: fontOptions.size * body.pointSize(for: c) / body.pointSize(for: .large)) as any PreviewSource)
        }
        do {
            return try PreviewPage.build(title: "Preview of a text", source: try source(size: fontOptions.size), widths: widths, scale: scale,
                                         devices: devices, categories: sources, categoryWidth: 390)
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
