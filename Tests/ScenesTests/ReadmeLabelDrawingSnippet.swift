import Foundation
import LabelHost
import TextRendering

/// The "draw a Label" snippet of LabelHost's article "Host a label in the adaptor", in a file of
/// its own so that it compiles with exactly the imports the article shows for it (LabelHost and
/// TextRendering; Foundation for the output path). `ReadmeSnippetTests` runs it and checks the
/// article still shows this code.
enum ReadmeLabelDrawingSnippet {
    /// The code's own imports of our modules: the article's block must show these and no others.
    static let imports = ["import LabelHost", "import TextRendering"]

    static func run(captionPath: String) throws -> (label: Label, frame: Rect, canvas: Canvas) {
        // snippet begin: Sources/LabelHost/LabelHost.docc/HostALabelInTheAdaptor.md
        let caption = try Label(text: "To love the journey is to accept no such end.")
        caption.numberOfLines = 0
        let frame = Rect(origin: Point(x: 0, y: 0), size: caption.sizeThatFits(Size(width: 200, height: 0)))
        var drawing = CanvasContext(try Canvas(size: frame.size, scale: 2, background: .white))
        try caption.draw(in: frame, into: &drawing, debug: false)
        try drawing.canvas.writePNG(to: captionPath)
        // snippet end
        return (caption, frame, drawing.canvas)
    }
}
