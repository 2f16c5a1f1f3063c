import Graphics
import LabelHost
import RepresentableKit
import Scenes
import TextRendering
import Typesetting

enum RenderCommand {
    static func run(_ argv: [String]) throws {
        var args = Arguments(argv)
        guard let output = try args.value("-o") ?? args.value("--output") else {
            throw UsageError("render needs -o OUT.png, OUT.pdf or OUT.svg")
        }
        let formatName = try args.value("--format")
        let debug = args.flag("--debug")
        let text = try args.value("--text").map(textArgument)
        var scale: Double?
        if let s = try args.double("--scale") {
            guard s > 0, s <= 16 else { throw UsageError("--scale must be > 0 and ≤ 16, got \(s)") }
            scale = s
        }
        if let text {
            try renderText(text, args: &args, formatName: formatName, scale: scale ?? 2, debug: debug, output: output)
            return
        }
        let rest = try args.finish()
        let format = try outputFormat(output, named: formatName)
        guard rest.count == 1 else { throw UsageError("render takes one SCENE.json (or --text TEXT) and -o OUT.png|OUT.pdf|OUT.svg") }
        let scene = try LayoutCommand.loadScene(rest[0])
        do {
            if let vector = format.vectorFormat {
                let document = try SceneRenderer().renderDocument(scene, format: vector, scale: scale, debug: debug).document
                try document.write(to: output)
                print("wrote \(output) (\(pageSummary(document)))")
            } else {
                let canvas = try SceneRenderer().render(scene, scale: scale, debug: debug).canvas
                try canvas.writePNG(to: output)
                print("wrote \(output) (\(pixelSummary(canvas)))")
            }
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// `--format` when given, else the output's extension; a name without one (/dev/stdout)
    /// is a PNG, as before there were other formats.
    static func outputFormat(_ output: String, named name: String?) throws -> OutputFormat {
        if let name {
            guard let format = OutputFormat(rawValue: name) else {
                throw UsageError("--format expects png, pdf or svg, got \"\(name)\"")
            }
            return format
        }
        if !(output.split(separator: "/").last ?? "").dropFirst().contains(".") { return .png }
        do {
            return try OutputFormat(path: output)
        } catch {
            throw UsageError("\(error); or give --format png|pdf|svg")
        }
    }

    /// `render --text`: one measured text, as one picture or, with `--page-size`, flowed onto
    /// PDF pages.
    static func renderText(_ text: String, args: inout Arguments, formatName: String?, scale: Double,
                           debug: Bool, output: String) throws {
        let fontOptions = try FontOptions.parse(&args)
        let options = try MeasureCommand.parseOptions(&args)
        let background = try args.value("--background")
        let rest = try args.finish()
        guard rest.isEmpty else { throw UsageError("render --text takes no other arguments; unexpected \"\(rest[0])\"") }
        let format = try outputFormat(output, named: formatName)
        guard options.widths.count == 1 else { throw UsageError("render takes one --width") }
        var fill: Color? = .white
        if let background {
            guard let c = Color(hex: background) else { throw UsageError("--background expects #rrggbb, got \"\(background)\"") }
            fill = c
        }
        let font = try fontOptions.resolve()
        do {
            let attributes = TextAttributes(font: font, language: options.language)
            let prepared = try PreparedText(AttributedText(text, attributes: attributes), style: options.style, fontCollection: try? FontCollection.bundled())
            let layout = try MeasureCommand.layout(prepared, width: options.widths[0], options: options)
            let renderer = TextRenderer()
            if let vector = format.vectorFormat {
                let document = try renderer.renderDocument(layout, format: vector, scale: scale, background: fill, debug: debug)
                try document.write(to: output)
                print("wrote \(output) (\(pageSummary(document)))")
            } else {
                let canvas = try renderer.render(layout, scale: scale, background: fill, debug: debug)
                try canvas.writePNG(to: output)
                print("wrote \(output) (\(pixelSummary(canvas)))")
            }
        } catch let error as UsageError {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    static func pixelSummary(_ canvas: Canvas) -> String {
        "\(canvas.width) × \(canvas.height) px at scale \(JSONText.number(canvas.scale))"
    }

    static func pageSummary(_ document: VectorDocument) -> String {
        let size = document.pageSize
        let pages = document.pageCount == 1 ? "1 page" : "\(document.pageCount) pages"
        return "\(pages), \(JSONText.number(size.width)) × \(JSONText.number(size.height)) pt"
    }
}
