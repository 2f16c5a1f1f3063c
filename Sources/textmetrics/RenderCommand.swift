#if canImport(Glibc)
import Glibc
#endif
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
        let proposal = try ProposalOption.parse(&args)
        let rest = try args.finish()
        let format = try outputFormat(output, named: formatName)
        guard rest.count == 1 else { throw UsageError("render takes one SCENE.json (or --text TEXT) and -o OUT.png|OUT.pdf|OUT.svg") }
        let scene = proposal.apply(to: try LayoutCommand.loadScene(rest[0]))
        do {
            if let vector = format.vectorFormat {
                let document = try SceneRenderer().renderDocument(scene, format: vector, scale: scale, debug: debug).document
                try document.write(to: output)
                warn(document.diagnostics)
                reportWritten(output, pageSummary(document))
            } else {
                let (canvas, _, diagnostics) = try SceneRenderer().render(scene, scale: scale, debug: debug)
                try canvas.writePNG(to: output)
                warn(diagnostics)
                reportWritten(output, pixelSummary(canvas))
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
        let excludeFill = try args.value("--exclude-fill")
        let pages = try pageSetup(&args)
        let rest = try args.finish()
        guard rest.isEmpty else { throw UsageError("render --text takes no other arguments; unexpected \"\(rest[0])\"") }
        let format = try outputFormat(output, named: formatName)
        guard options.widths.count == 1 else { throw UsageError("render takes one --width") }
        if pages != nil {
            guard format == .pdf else { throw UsageError("--page-size flows the text onto PDF pages: write a .pdf (or --format pdf)") }
            guard options.widths == [nil] else { throw UsageError("--page-size sets the width (the page less its margins); drop --width") }
            guard options.shrinkToFit == nil else { throw UsageError("--shrink-to-fit cannot be combined with --page-size") }
        }
        let (fill, shapes) = try fills(background: background, excludeFill: excludeFill, exclusions: options.exclusions)
        try ExcludeOption.checkWidth(options.exclusions, widths: options.widths, pageSize: pages != nil)
        let font = try fontOptions.resolve()
        do {
            let collection = try? FontCollection.bundled()
            let attributed = MeasureCommand.attributedText(text, font: font, options: options, collection: collection)
            let prepared = try PreparedText(attributed, style: options.style, fontCollection: collection)
            let renderer = TextRenderer()
            if let pages {
                try pages.validate()
                let layout = try prepared.layout(width: pages.contentRect.width, numberOfLines: options.lines,
                                                 exclusionPaths: options.exclusions)
                let document = try renderer.renderPages(layout, setup: pages, background: fill, debug: debug, hairline: 1 / scale,
                                                        shapes: shapes)
                try document.write(to: output)
                warn(document.diagnostics)
                reportWritten(output, "\(pageSummary(document)), \(layout.lineCount) lines")
                return
            }
            let layout = try MeasureCommand.layout(prepared, width: options.widths[0], options: options)
            if let vector = format.vectorFormat {
                let document = try renderer.renderDocument(layout, format: vector, scale: scale, background: fill, debug: debug,
                                                           shapes: shapes)
                try document.write(to: output)
                warn(document.diagnostics)
                reportWritten(output, pageSummary(document))
            } else {
                let canvas = try renderer.render(layout, under: shapes, scale: scale, background: fill, debug: debug)
                try canvas.writePNG(to: output)
                reportWritten(output, pixelSummary(canvas))
            }
        } catch let error as UsageError {
            throw error
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// `--background #rrggbb` (white when absent) and the `--exclude-fill #rrggbb` shapes of
    /// the `--exclude` regions (none when absent).
    static func fills(background: String?, excludeFill: String?, exclusions: [ExclusionPath]) throws -> (Color?, [ShapeFill]) {
        var fill: Color? = .white
        if let background {
            guard let c = Color(hex: background) else { throw UsageError("--background expects #rrggbb, got \"\(background)\"") }
            fill = c
        }
        var shapes: [ShapeFill] = []
        if let excludeFill {
            guard let c = Color(hex: excludeFill) else { throw UsageError("--exclude-fill expects #rrggbb, got \"\(excludeFill)\"") }
            guard !exclusions.isEmpty else { throw UsageError("--exclude-fill needs --exclude") }
            shapes = exclusions.map { ShapeFill($0, color: c) }
        }
        return (fill, shapes)
    }

    /// `--page-size a4|letter|WxH [--margins PT|T,R,B,L] [--widows N] [--orphans N]`, or nil.
    static func pageSetup(_ args: inout Arguments) throws -> PageSetup? {
        let size = try args.value("--page-size")
        let margins = try args.value("--margins")
        let widows = try args.int("--widows"), orphans = try args.int("--orphans")
        guard let size else {
            if margins != nil || widows != nil || orphans != nil {
                throw UsageError("--margins, --widows and --orphans need --page-size")
            }
            return nil
        }
        let pageSize: Size
        switch size.lowercased() {
        case "a4": pageSize = PageSetup.a4
        case "letter": pageSize = PageSetup.letter
        default:
            let parts = size.split(whereSeparator: { $0 == "x" || $0 == "×" }).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 2, let w = parts[0], let h = parts[1], w.isFinite, h.isFinite, w > 0, h > 0 else {
                throw UsageError("--page-size expects a4, letter or WxH in points (e.g. 420x595), got \"\(size)\"")
            }
            pageSize = Size(width: w, height: h)
        }
        var setup = PageSetup(pageSize: pageSize)
        if let margins {
            let values = margins.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard values.count == 1 || values.count == 4, values.allSatisfy({ $0.map { $0.isFinite && $0 >= 0 } ?? false }) else {
                throw UsageError("--margins expects one number ≥ 0 or four (top,right,bottom,left, as CSS), got \"\(margins)\"")
            }
            let v = values.map { $0! }
            setup.margins = v.count == 1 ? PageMargins(v[0]) : PageMargins(top: v[0], left: v[3], bottom: v[2], right: v[1])
        }
        for (name, value) in [("--widows", widows), ("--orphans", orphans)] {
            if let value, value < 1 { throw UsageError("\(name) must be 1 (no control) or more, got \(value)") }
        }
        setup.widows = widows ?? 1
        setup.orphans = orphans ?? 1
        return setup
    }

    /// Each diagnostic as "textmetrics render: warning: …" on standard error: what the file
    /// holds other than the input asked (a refused link, an image drawn as a box).
    static func warn(_ diagnostics: [RenderDiagnostic]) {
        for diagnostic in diagnostics { writeError("textmetrics render: warning: \(diagnostic)") }
    }

    /// "wrote OUT (summary)" on standard output, or on standard error when OUT is standard
    /// output itself (/dev/stdout, /proc/self/fd/1, or any path to the file, pipe or terminal
    /// descriptor 1 is open on: the same device and inode), so that the image or document
    /// written there is exactly the file.
    static func reportWritten(_ output: String, _ summary: String) {
        let line = "wrote \(output) (\(summary))"
        if isStandardOutput(output) { writeError(line) } else { print(line) }
    }

    /// True when `path` names the file descriptor 1 is open on. Asked after the write: a
    /// regular file at `path` has then been replaced by a new file, which descriptor 1 is
    /// not open on, while a device, pipe or socket (what /dev/stdout leads to) is written
    /// in place.
    static func isStandardOutput(_ path: String) -> Bool {
        var out = stat(), file = stat()
        guard fstat(1, &out) == 0, stat(path, &file) == 0 else { return false }
        return out.st_dev == file.st_dev && out.st_ino == file.st_ino
    }

    static func pixelSummary(_ canvas: Canvas) -> String {
        "\(canvas.width) × \(canvas.height) px at scale \(JSONText.number(canvas.scale))"
    }

    static func pageSummary(_ document: VectorDocument) -> String {
        let size = document.pageSize
        let pages = document.pageCount == 1 ? "1 page" : "\(document.pageCount) pages"
        // To 0.01 pt: A4 is 595.2755… × 841.8897… pt.
        func shown(_ v: Double) -> String { JSONText.number((v * 100).rounded() / 100) }
        return "\(pages), \(shown(size.width)) × \(shown(size.height)) pt"
    }
}
