import Foundation
import FuzzSupport
import Typesetting

/// Times one text: `--unit TEXT --times N` (the text repeated) at `--width`, `--lines`, `--mode`.
func timeCommand(_ options: Options) {
    let unit = (options.values["--unit"] ?? "W").replacingOccurrences(of: "\\t", with: "\t").replacingOccurrences(of: "\\n", with: "\n")
    let text = String(repeating: unit, count: options.int("--times", 12_000))
    let width: Double? = options.values["--width"] == "none" ? nil : options.double("--width", 0)
    let lines = options.int("--lines", 0)
    var style = ParagraphStyle()
    if let m = options.values["--mode"] {
        guard let mode = LineBreakMode(named: m) else { fail("unknown mode \(m)") }
        style.lineBreakMode = mode
    }
    let runner = textRunner(options)
    let t0 = ProcessStats.now()
    guard let prepared = try? PreparedText(text, font: runner.font, style: style, fontCollection: runner.collection) else { fail("prepare failed") }
    let t1 = ProcessStats.now()
    guard let layout = try? prepared.layout(width: width, numberOfLines: lines) else { fail("layout failed") }
    let t2 = ProcessStats.now()
    let glyphs = options.flags.contains("--no-glyphs") ? 0 : layout.glyphRuns.count
    let t3 = ProcessStats.now()
    let problems = options.flags.contains("--check") ? LayoutChecker(text).check(layout, width: width, mode: style.lineBreakMode, numberOfLines: lines, checkGlyphs: false) : []
    let t4 = ProcessStats.now()
    print("\(text.utf16.count) units, \(layout.lineCount) lines: prepare \(format(t1 - t0, 3)) s, layout \(format(t2 - t1, 3)) s, glyphRuns \(format(t3 - t2, 3)) s (\(glyphs) runs), check \(format(t4 - t3, 3)) s \(problems.prefix(3))")
}
