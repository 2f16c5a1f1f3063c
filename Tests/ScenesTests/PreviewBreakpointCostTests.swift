import RepresentableKit
import Scenes
import TextRendering
import Testing
import Typesetting

/// The cost of a preview's breakpoint search: a node's bisection once laid the whole scene out
/// for each node, so a scene of n alike labels took n times the layouts of one (320 text
/// nodes: 21 s). The layouts are counted, not timed.
@Suite struct PreviewBreakpointCostTests {
    /// Counts the layouts a source is asked for.
    final class Counter: @unchecked Sendable { var layouts = 0 }

    struct Counting: PreviewSource {
        let inner: ScenePreviewSource
        let counter: Counter
        func frames(width: Double, scale: Double) throws -> [LayoutFrame] {
            counter.layouts += 1
            return try inner.frames(width: width, scale: scale)
        }
        func pane(width: Double, scale: Double, title: String, library: SVGGlyphLibrary) throws -> PreviewPane {
            try inner.pane(width: width, scale: scale, title: title, library: library)
        }
    }

    static let fonts: FontCollection = { try! FontCollection.bundled() }()
    /// 20 characters of body text: one line at 300 pt, more below about 170 pt (about 0.5 em a
    /// character at 17 pt), so each label gains lines between the widths sampled.
    static let text = "Settings and privacy"

    /// A column of `n` labels of `text` with ids t0, t1, …
    static func scene(_ n: Int) throws -> Scene {
        let children = (0..<n).map { #"{"type": "text", "id": "t\#($0)", "text": "\#(text)"}"# }.joined(separator: ",")
        let json = #"{"proposal": {"width": 300, "height": null}, "root": {"type": "vstack", "spacing": 0, "children": [\#(children)]}}"#
        return try Scene(json: Array(json.utf8), fonts: fonts)
    }

    static let widths = Array(stride(from: 40.0, through: 300, by: 20))

    static func breakpoints(_ n: Int) throws -> (found: [PreviewBreakpoint], layouts: Int) {
        let counter = Counter()
        let source = Counting(inner: ScenePreviewSource(scene: try scene(n)), counter: counter)
        let found = try source.breakpoints(in: widths, scale: 2)
        return (found, counter.layouts)
    }

    @Test func doublingTheNodesAtMostDoublesTheWork() throws {
        let small = try Self.breakpoints(16), large = try Self.breakpoints(32)
        #expect(!small.found.isEmpty)
        // A layout's work is linear in the nodes; the search's is layouts × nodes, so doubling
        // the nodes at most doubles it when the layouts do not grow.
        #expect(large.layouts * 32 <= 2 * small.layouts * 16, "\(small.layouts) layouts for 16 labels, \(large.layouts) for 32")
    }

    @Test func eachLabelHasTheBreakpointsItHasAlone() throws {
        // Every label of the column is proposed the column's width, so each breaks where the
        // label alone does (found by the same search on a one-label scene).
        let alone = try Self.breakpoints(1).found
        #expect(!alone.isEmpty)
        let column = try Self.breakpoints(8).found
        #expect(column.count == alone.count * 8)
        for (i, b) in alone.enumerated() {
            let atWidth = column[(i * 8)..<(i * 8 + 8)]
            #expect(atWidth.map(\.node) == (0..<8).map { "t\($0)" })
            for c in atWidth {
                #expect(c.width == b.width && c.heightBelow == b.heightBelow && c.heightAtOrAbove == b.heightAtOrAbove)
            }
        }
    }
}
