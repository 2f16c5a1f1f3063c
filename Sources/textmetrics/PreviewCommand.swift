#if canImport(Glibc)
import Glibc
#endif
import Graphics
import JSON
import Localization
import ProcessIO
import Scenes
import TextRendering
import Typesetting

/// `textmetrics preview`: one HTML page showing a scene (or a text) at many widths
/// (`PreviewPage`).
enum PreviewCommand {
    /// `--widths` when absent.
    static let defaultWidths = "240...480:10"

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
        // The page is written as it is made, to a temporary file renamed over OUT.html at the
        // end: a page refused halfway leaves OUT.html as it was.
        let stream: OutputFileStream
        do { stream = try OutputFileStream(path: output) } catch { throw CommandFailure("\(error)") }
        let sink: (String) throws -> Void = { try stream.write($0) }
        let page: PreviewPage.Summary
        if let text {
            page = try textPage(text, args: &args, widths: widths, scale: scale ?? 2, devices: devices, categories: categories, to: sink)
        } else {
            let proposal = try ProposalOption.parse(&args)
            let rest = try args.finish()
            guard rest.count == 1 else { throw UsageError("preview takes one SCENE.json (or --text TEXT) and -o OUT.html") }
            page = try scenePage(rest[0], proposal: proposal, widths: widths, scale: scale, devices: devices, categories: categories, to: sink)
        }
        do { try stream.commit() } catch { throw CommandFailure("\(error)") }
        RenderCommand.reportWritten(output, "\(page.paneCount) widths, \(page.glyphCount) glyphs, \(page.byteCount) bytes")
        for b in page.breakpoints {
            func f(_ v: Double) -> String { JSONText.number((v * 100).rounded() / 100) }
            let line = "breakpoint \(f(b.width)) pt: \(TerminalText.visible(b.node)) height \(f(b.heightBelow)) → \(f(b.heightAtOrAbove))"
            if RenderCommand.isStandardOutput(output) { writeError(line) } else { print(line) }
        }
    }

    /// `--widths`, read by `PreviewWidths`; a usage error for anything it refuses.
    static func parseWidths(_ text: String) throws -> [Double] {
        do { return try PreviewWidths.parse(text) } catch { throw UsageError(error.description) }
    }

    static func scenePage(_ path: String, proposal: ProposalOption, widths: [Double], scale: Double?, devices: [PreviewDevice],
                          categories: [Font.ContentSizeCategory], to sink: (String) throws -> Void) throws -> PreviewPage.Summary {
        let bytes = try readBytes(path)
        let scene = proposal.apply(to: try LayoutCommand.loadScene(bytes, name: path))
        let name = path == "-" ? "<stdin>" : path
        do {
            let sources = try categories.map { c in
                (title: c.shortName, source: ScenePreviewSource(scene: proposal.apply(to: try LayoutCommand.loadScene(bytes, name: path, category: c, warn: false))) as any PreviewSource)
            }
            return try PreviewPage.write(
                title: "Preview of \(name)", source: ScenePreviewSource(scene: scene), widths: widths, scale: scale ?? scene.scale,
                devices: devices, categories: sources,
                categoryWidth: scene.proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 390, to: sink)
        } catch let error as UsageError {
            throw error
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(name): \(error)")
        }
    }

    static func textPage(_ text: String, args: inout Arguments, widths: [Double], scale: Double, devices: [PreviewDevice],
                         categories: [Font.ContentSizeCategory], to sink: (String) throws -> Void) throws -> PreviewPage.Summary {
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
            return try PreviewPage.write(title: "Preview of a text", source: try source(size: fontOptions.size), widths: widths, scale: scale,
                                         devices: devices, categories: sources, categoryWidth: 390, to: sink)
        } catch let error as CommandFailure {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
