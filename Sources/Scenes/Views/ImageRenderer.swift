import Graphics
import JSON
import ProcessIO
import RepresentableKit
import TextRendering

/// SwiftUI's `ImageRenderer`: a view tree built in Swift, laid out and drawn in one call, to
/// PNG bytes or to a PNG, PDF or SVG file.
///
/// ```swift
/// let renderer = ImageRenderer(content: HStack { Text("Settings").font(.headline) })
/// renderer.scale = 2
/// try renderer.write(to: "settings.png")
/// ```
///
/// - The content is proposed `proposedSize` (unspecified by default: its ideal size, as
///   SwiftUI's `ImageRenderer.proposedSize` defaults to `.unspecified`) and drawn at its own
///   size: the PNG is ⌈width × scale⌉ × ⌈height × scale⌉ pixels.
/// - `scale` is device pixels a point (1 by default, as SwiftUI's); frames are rounded to
///   that pixel grid and every `Text` made from a string is pixel-rounded at it (SwiftUI's
///   environment `displayScale`), unless the text was given its own.
/// - `background` fills the image first; nil (the default) leaves it transparent, as SwiftUI's
///   renderer (`isOpaque` false) does.
/// - Drawing is `SceneRenderer`'s (a `Scene` of the content): the same pixels as a scene file
///   describing the same tree.
public struct ImageRenderer {
    /// The view drawn.
    public var content: any LayoutView
    /// What the content is proposed; `.unspecified` (its ideal size) by default.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Device pixels a point, in (0, `Canvas.maximumScale`]; 1 by default.
    public var scale: Double = 1
    /// The fill behind the content; nil (the default) is transparent.
    public var background: Color? = nil
    /// Draws glyphs (its rasterizer and glyph cache).
    public var textRenderer = TextRenderer()

    /// A renderer of `content`.
    public init(content: any LayoutView) {
        self.content = content
    }

    /// The content as a scene: texts rounded at `scale`, the proposal, scale and background.
    /// Throws for a tree deeper than `LayoutDepth.maximum` and for a text whose engine failed.
    public func scene() throws(ImageRendererError) -> Scene {
        guard scale.isFinite, scale > 0, scale <= Canvas.maximumScale else {
            throw .render(.invalidScale(scale))
        }
        do throws(LayoutDepthError) { try LayoutDepth.check(content) } catch { throw .layout(error.description) }
        let root = TextResolution.withDisplayScale(content, scale)
        if let error = TextResolution.firstError(in: root) { throw .text(String(describing: error)) }
        return Scene(scale: scale, background: background ?? .clear, proposal: proposedSize, root: root)
    }

    /// The content's frames, rounded to the pixel grid at `scale`; throws when a frame or the
    /// size is not finite (a flexible view under an infinite proposal).
    public func layout() throws(ImageRendererError) -> LayoutResult {
        let scene = try scene()
        do { return try scene.checkedLayout() } catch { throw .layout(error.description) }
    }

    /// The drawn pixels and the layout they were drawn from.
    public func render() throws(ImageRendererError) -> (canvas: Canvas, layout: LayoutResult) {
        let scene = try scene()
        do {
            let (canvas, layout, _) = try SceneRenderer(textRenderer: textRenderer).render(scene)
            return (canvas, layout)
        } catch let error as RenderError {
            throw .render(error)
        } catch {
            throw .layout(String(describing: error))
        }
    }

    /// The image as PNG bytes.
    public func pngData() throws(ImageRendererError) -> [UInt8] {
        let canvas = try render().canvas
        do { return try canvas.pngData() } catch { throw .render(error) }
    }

    /// The image as a PDF or SVG document of the PNG's area in points.
    public func documentData(_ format: VectorDocument.Format) throws(ImageRendererError) -> [UInt8] {
        let scene = try scene()
        do {
            return try SceneRenderer(textRenderer: textRenderer).renderDocument(scene, format: format).document.finish()
        } catch let error as RenderError {
            throw .render(error)
        } catch {
            throw .layout(String(describing: error))
        }
    }

    /// Writes the image to `path` in the format its extension names, case-insensitively:
    /// `.png`, `.pdf` or `.svg` (the file is written whole: a temporary file renamed over it).
    ///
    /// - Throws: `.unsupportedFileExtension` for any other extension (nothing is drawn or
    ///   written), else what drawing or writing throws.
    public func write(to path: String) throws(ImageRendererError) {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let ext = name.contains(".") ? String(name.split(separator: ".", omittingEmptySubsequences: false).last ?? "").lowercased() : ""
        let bytes: [UInt8]
        switch ext {
        case "png": bytes = try pngData()
        case "pdf": bytes = try documentData(.pdf)
        case "svg": bytes = try documentData(.svg)
        default: throw .unsupportedFileExtension(path: path, extension: ext)
        }
        do { try OutputFile.write(bytes, to: path) } catch { throw .render(RenderError(error)) }
    }
}

/// Why an `ImageRenderer` could not draw or write.
public enum ImageRendererError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `write(to:)` was given a path whose extension is not png, pdf or svg ("" for none).
    case unsupportedFileExtension(path: String, extension: String)
    /// A `Text` could not be made by its engine (the engine's error, described).
    case text(String)
    /// The tree is too deep, or its layout is not finite (described).
    case layout(String)
    /// Drawing, encoding or writing failed.
    case render(RenderError)

    /// A sentence naming the problem.
    public var description: String {
        switch self {
        case .unsupportedFileExtension(let path, let ext):
            let shown = ext.isEmpty ? "no extension" : "extension \"\(ext)\""
            return "cannot write \(path): \(shown); expected .png, .pdf or .svg"
        case .text(let reason): return "a Text could not be measured: \(reason)"
        case .layout(let reason): return "the view cannot be laid out: \(reason)"
        case .render(let error): return error.description
        }
    }
}
