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
            throw UsageError("render needs -o OUT.png")
        }
        let debug = args.flag("--debug")
        let text = try args.value("--text").map(textArgument)
        var scale: Double?
        if let s = try args.double("--scale") {
            guard s > 0, s <= 16 else { throw UsageError("--scale must be > 0 and ≤ 16, got \(s)") }
            scale = s
        }
        if let text {
            // A measured paragraph, drawn alone.
            let fontOptions = try FontOptions.parse(&args)
            let options = try MeasureCommand.parseOptions(&args)
            let background = try args.value("--background")
            let rest = try args.finish()
            guard rest.isEmpty else { throw UsageError("render --text takes no other arguments; unexpected \"\(rest[0])\"") }
            guard options.widths.count == 1 else { throw UsageError("render takes one --width") }
            let font = try fontOptions.resolve()
            let canvas: Canvas
            do {
                let attributes = TextAttributes(font: font, language: options.language)
                let prepared = try PreparedText(AttributedText(text, attributes: attributes), style: options.style, fontCollection: try? FontCollection.bundled())
                let layout = try MeasureCommand.layout(prepared, width: options.widths[0], options: options)
                let bg: Color?
                if let background {
                    guard let c = Color(hex: background) else { throw UsageError("--background expects #rrggbb, got \"\(background)\"") }
                    bg = c
                } else {
                    bg = .white
                }
                canvas = try TextRenderer().render(layout, scale: scale ?? 2, background: bg, debug: debug)
            } catch let error as UsageError {
                throw error
            } catch {
                throw CommandFailure("\(error)")
            }
            try write(canvas, to: output)
            return
        }
        let rest = try args.finish()
        guard rest.count == 1 else { throw UsageError("render takes one SCENE.json (or --text TEXT) and -o OUT.png") }
        let scene = try LayoutCommand.loadScene(rest[0])
        let canvas: Canvas
        do {
            canvas = try SceneRenderer().render(scene, scale: scale, debug: debug).canvas
        } catch {
            throw CommandFailure("\(error)")
        }
        try write(canvas, to: output)
    }

    static func write(_ canvas: Canvas, to path: String) throws {
        do { try canvas.writePNG(to: path) } catch { throw CommandFailure(error.description) }
        print("wrote \(path) (\(canvas.width) × \(canvas.height) px at scale \(JSONText.number(canvas.scale)))")
    }
}
