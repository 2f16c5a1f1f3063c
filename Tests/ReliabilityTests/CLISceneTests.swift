import Foundation
import Testing

/// Scenes through the built `textmetrics` binary: `text` nodes are read (the CLI reads scene
/// bytes), and values SwiftUI corrects are corrected with a warning on stderr, exit 0.
@Suite("CLI: scenes with text nodes and corrected values")
struct CLISceneTests {
    @Test("layout reads a text node from standard input")
    func textNode() throws {
        let run = try CLIArgumentTests.run(["layout", "-"], input: #"{"root": {"type": "text", "id": "t", "text": "Some text"}}"#)
        #expect(run.status == 0, "\(run.stderr)")
        // One line of the 17-pt system font, measured as SF Pro: Inter's 13508 units × 17 / 2816
        // = 81.548 (hb-shape) plus 9 clusters × −0.442 (HIG tracking at 17 pt, −26/1000 em)
        // = 77.570 wide; 17 × 2444/2048 = 20.287 high; each ceiled to whole pixels at scale 1.
        #expect(run.stdout.contains("text #t  x 0  y 0  78 × 21"), "\(run.stdout)")
    }

    @Test("A negative padding and a contradictory frame are warnings on stderr, not errors")
    func warnings() throws {
        let scene = #"{"proposal": {"width": 50}, "root": {"type": "padding", "insets": -3, "content": {"type": "frame", "minWidth": 80, "maxWidth": 30, "content": {"type": "view", "intrinsicHeight": 10}}}}"#
        let run = try CLIArgumentTests.run(["layout", "-"], input: scene)
        #expect(run.status == 0)
        // Padding −3 → 0; the frame normalized to 80 … 80 (BehaviourReference, "Frame normalization").
        #expect(run.stdout.hasPrefix("size 80 × 10\n"))
        #expect(run.stderr.contains("warning: <stdin>: $.root.insets: negative padding -3 is treated as 0, as SwiftUI does"))
        #expect(run.stderr.contains("warning: <stdin>: $.root.content.maxWidth: maxWidth 30 is less than minWidth 80; SwiftUI raises it to 80"))
    }
}
