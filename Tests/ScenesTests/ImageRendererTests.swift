import Foundation
import Testing
import LabelHost
import RepresentableKit
import TextRendering
import Typesetting
@testable import Scenes

/// `ImageRenderer` and the SwiftUI-shaped views it draws (`Text` from a string, `Color`,
/// shapes, `clipShape`, `Image`), against SwiftUI's rules (BehaviourReference, "SwiftUI views
/// and ImageRenderer") and against the same views read from scene JSON.
@Suite("ImageRenderer and SwiftUI-shaped views")
struct ImageRendererTests {
    static func settingsRow() -> some LayoutView {
        HStack {
            Text("Settings").font(.headline).foregroundColor(.secondary).lineLimit(1)
            RoundedRectangle(cornerRadius: 8).fill(.blue).frame(width: 24, height: 24)
        }
    }

    static func straight(_ canvas: Canvas, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
        let p = canvas.pixel(x: x, y: y)
        let a = Int(p.alpha)
        guard a > 0 else { return (0, 0, 0, 0) }
        func un(_ v: UInt8) -> Int { (Int(v) * 255 + a / 2) / a }
        return (un(p.red), un(p.green), un(p.blue), a)
    }

    @Test func settingsRowRendersAtLayoutSizeTimesScale() throws {
        var renderer = ImageRenderer(content: Self.settingsRow())
        renderer.scale = 3
        let layout = try renderer.layout()
        let png = try renderer.pngData()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("imagerenderer-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(png).write(to: dir.appendingPathComponent("row.png"))
        print("ROW", layout.size, layout.frames.map { ($0.type, $0.rect) }, dir.path)
    }
}
