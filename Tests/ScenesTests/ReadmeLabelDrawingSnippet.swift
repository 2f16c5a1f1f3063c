import Foundation
import LabelHost
import TextRendering

/// README's "draw a Label" snippet, in a file of its own so that it compiles with exactly the
/// imports README shows for it (LabelHost and TextRendering; Foundation for the output path).
/// `ReadmeSnippetTests` runs it and checks README still shows this code.
enum ReadmeLabelDrawingSnippet {
    /// The code's own imports of our modules: README's block must show these and no others.
    static let imports = ["import LabelHost", "import TextRendering"]

    static func run(captionPath: String) throws -> (label: Label, frame: Rect, canvas: Canvas) {
        // README snippet begin
        let caption = try Label(text: "To love the journey is to accept no such end.")
        caption.numberOfLines = 0
        let frame = Rect(origin: Point(x: 0, y: 0), size: caption.sizeThatFits(Size(width: 200, height: 0)))
        var drawing = CanvasContext(try Canvas(size: frame.size, scale: 2, background: .white))
        try caption.draw(in: frame, into: &drawing, debug: false)
        try drawing.canvas.writePNG(to: captionPath)
        // README snippet end
        return (caption, frame, drawing.canvas)
    }
}
