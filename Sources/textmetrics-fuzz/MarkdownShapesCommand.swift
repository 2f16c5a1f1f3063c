import Foundation
import FuzzSupport
import Graphics
import LabelHost
import RepresentableKit
import Typesetting

/// Hostile inline Markdown and exclusion-shape sets: item `i` of seed `s` depends only on
/// (s, i). Markdown: deep emphasis nesting, unclosed delimiters and brackets, long runs of one
/// delimiter, links (titles, angle destinations, escapes), code spans of many lengths, with
/// attachments appended side by side, laid out at a random width. Shapes: many, huge,
/// degenerate and extreme-valued rectangles, ellipses and polygons, the text flowed around
/// them.
enum MarkdownShapesFuzz {
    /// The parser's steps allowed per character of source: the hostile inputs of the cost
    /// tests take at most 4.2 (`*_~` ×n then `a ~_* ` ×n), so 16 leaves room and still
    /// catches anything that grows faster than the text.
    static let markdownStepsPerCharacter = 16

    static let fragments = ["*", "**", "***", "_", "__", "~", "~~", "~~~", "[", "]", "(", ")", "](", "[](", "`", "``", "```",
                            "\\", "\\*", "\\`", "\n", " ", "a", "b c", "<", ">", "\"", "'", "é", "!", "[a](b)", "[x](<y z>)",
                            "[t](u \"v\")", "[t](u 'v')", "**b**", "_i_", "~~s~~", "`c`", "\\\n", "😀", "שלום", "\u{FFFC}"]

    /// One hostile Markdown source of at most about 12 KB.
    static func markdown(_ rng: inout SplitMix64) -> String {
        let n = rng.pick([rng.int(1...20), rng.int(20...400), rng.int(400...2_000)])
        switch rng.below(8) {
        case 0: return String(repeating: "*a ", count: n) + String(repeating: "b* ", count: n)
        case 1: return String(repeating: rng.pick(["[](", "[", "](", "[](a \"", "[](<", "(", "[a]("]), count: n)
        case 2: return String(repeating: rng.pick(["*", "_", "~", "`", "\\", "["]), count: n)
        case 3: return (1...min(n, 200)).map { String(repeating: "`", count: $0) + "x" }.joined()
        case 4: return String(repeating: "[", count: n) + String(repeating: "](x)", count: n)
        case 5: return String(repeating: rng.pick(["_a ", "*_~", "**a ", "~~a "]), count: n)
            + String(repeating: rng.pick(["a_ ", "a ~_* ", "a** ", "a~~ "]), count: n)
        default: return (0..<n).map { _ in rng.pick(fragments) }.joined()
        }
    }

    /// Parses, styles and lays out `source` with `attachments` equal attachments appended;
    /// checks the parser's steps against `markdownStepsPerCharacter`, that no run text
    /// appears that the source did not hold (the output is never longer), that each
    /// attachment is its own run, and the layout invariants.
    static func runMarkdown(_ source: String, attachments: Int, width: Double?, font: Font, fonts: FontCollection) -> FuzzOutcome {
        let characters = source.count
        let parsed = InlineMarkdown.parseCountingWork(source)
        if parsed.work > markdownStepsPerCharacter * (characters + 1) {
            return .violation("\(parsed.work) parser steps for \(characters) characters")
        }
        let shown = parsed.runs.reduce(0) { $0 + $1.text.count }
        if shown > characters { return .violation("\(shown) characters shown from \(characters)") }
        let links = parsed.runs.filter { $0.style.link != nil }.count
        if links > 0 && !source.contains("](") { return .violation("a link without ](") }
        let base = TextAttributes(font: font)
        var text = StyledText(runs: parsed.runs).attributedText(base: base, fontCollection: fonts)
        let before = text.runs.count
        for _ in 0..<attachments { text.append(TextAttachment(width: 20, height: 20), attributes: base) }
        if text.runs.count != before + attachments { return .violation("\(attachments) attachments made \(text.runs.count - before) runs") }
        do {
            let prepared = try PreparedText(text, fontCollection: fonts)
            let layout = try prepared.layout(width: width)
            let problems = LayoutChecker(text.string).check(layout, width: width, mode: .byWordWrapping, numberOfLines: 0)
            return problems.isEmpty ? .ok : .violation(problems.prefix(3).joined(separator: "; "))
        } catch {
            return .typedError(ErrorKind.of(error))
        }
    }

    /// Values that sit at the edges of what a shape may hold.
    static let extremes: [Double] = [0, -0.0, 1, -1, 1e-300, Double.leastNonzeroMagnitude, 1e6, -1e6, 1e12, 1e300,
                                     Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 0.5, 1e-9]

    static func coordinate(_ rng: inout SplitMix64, extreme: Bool, span: Double) -> Double {
        extreme && rng.chance(30) ? rng.pick(extremes) : Double(rng.int(-50...Int(span))) + Double(rng.below(8)) / 8
    }

    /// A set of shapes: many small ones, a few huge ones, degenerate ones (zero sizes,
    /// collinear or repeated polygon points) and, now and then, a non-finite value.
    static func shapes(_ rng: inout SplitMix64) -> [ExclusionPath] {
        let count = rng.pick([rng.int(0...4), rng.int(4...60), rng.int(60...1_200)])
        let extreme = rng.chance(20)
        let span = rng.pick([400.0, 3_000.0, 50_000.0])
        var paths: [ExclusionPath] = []
        for _ in 0..<count {
            let x = coordinate(&rng, extreme: extreme, span: span), y = coordinate(&rng, extreme: extreme, span: span)
            let w = abs(coordinate(&rng, extreme: extreme, span: rng.pick([0, 10, 200, span])))
            let h = abs(coordinate(&rng, extreme: extreme, span: rng.pick([0, 10, 200, span])))
            let rect = Rect(x: x, y: y, width: w, height: h)
            switch rng.below(3) {
            case 0: paths.append(.rectangle(rect))
            case 1: paths.append(.ellipse(in: rect))
            default:
                let points = (0..<rng.int(3...8)).map { _ in
                    rng.chance(20) ? Point(x: x, y: y)
                        : Point(x: x + Double(rng.int(0...Int(min(w, 1e6)))), y: y + Double(rng.int(0...Int(min(h, 1e6)))))
                }
                paths.append(.polygon(points))
            }
        }
        if rng.chance(3), !paths.isEmpty {
            let bad = rng.pick([Double.nan, Double.infinity, -Double.infinity])
            paths[rng.below(paths.count)] = .rectangle(Rect(x: bad, y: 0, width: 10, height: 10))
        }
        return paths
    }

    /// Flows a paragraph around `paths` at `width`: a typed error for an invalid path, else
    /// the layout invariants, and no line inside a shape's extent in its band. Also returns
    /// the shape steps counted (`WorkCounter`) per shape and line.
    static func runShapes(_ paths: [ExclusionPath], text: String, width: Double, lines: Int, font: Font,
                          fonts: FontCollection) -> (outcome: FuzzOutcome, workPerItem: Double) {
        do {
            let prepared = try PreparedText(AttributedText(text, attributes: TextAttributes(font: font)), fontCollection: fonts)
            let counted = try WorkCounter.counting { () throws(LayoutError) -> TextLayout in
                try prepared.layout(width: width, numberOfLines: lines, exclusionPaths: paths)
            }
            let layout = counted.result
            if paths.contains(where: { !$0.isValid }) { return (.violation("an invalid path was laid out"), 0) }
            var problems = LayoutChecker(text).check(layout, width: width, mode: .byWordWrapping, numberOfLines: lines)
            let lowest = paths.map(\.bounds.maxY).max() ?? 0
            for (i, line) in layout.lines.enumerated() where line.width > 0 && line.origin.y < lowest {
                let frame = line.frame
                for (k, path) in paths.enumerated() {
                    guard let range = path.excludedRange(top: frame.minY, bottom: frame.maxY) else { continue }
                    if range.lowerBound < frame.maxX - 1e-6 && range.upperBound > frame.minX + 1e-6 {
                        problems.append("line \(i) (\(frame.minX)…\(frame.maxX) at y \(frame.minY)) overlaps path \(k) (\(range))")
                        break
                    }
                }
                if problems.count > 3 { break }
            }
            let items = Double(paths.count + layout.lines.count + 1)
            return (problems.isEmpty ? .ok : .violation(problems.prefix(3).joined(separator: "; ")), Double(counted.work) / items)
        } catch {
            return (.typedError(ErrorKind.of(error)), 0)
        }
    }

    /// A child's seed, the bundled fonts (without system fonts) and Inter at 17 pt.
    static func setUp(_ options: Options) -> (seed: UInt64, fonts: FontCollection, font: Font) {
        let dir = fontsDirectory(options)
        guard let fonts = try? FontCollection(directory: dir, usesSystemFonts: false),
              let font = try? fonts.font(family: "Inter", size: 17) else { fail("cannot open the fonts in \(dir)") }
        return (options.seed(), fonts, font)
    }

    static let paragraphs = ["The quick brown fox jumps over the lazy dog while the typesetter wraps every line around the shapes.",
                             "Supercalifragilisticexpialidocious antidisestablishmentarianism",
                             "a", "", "שלום עולם, hello world 123", "日本語のテキストを折り返します。日本語のテキストを折り返します。",
                             String(repeating: "word ", count: 400)]
}

/// `child-markdown`: Markdown items [--start, --end) of --seed, one `R` line each: seconds,
/// source characters, outcome.
func childMarkdown(_ options: Options) {
    let (seed, fonts, font) = MarkdownShapesFuzz.setUp(options)
    runChildItems(options) { index in
        var rng = SplitMix64(seed: seed, index: index)
        let source = MarkdownShapesFuzz.markdown(&rng)
        let attachments = rng.pick([0, 0, 1, 4, rng.int(5...200)])
        let width: Double? = rng.pick([nil, 40, 120, 390, 390])
        return ("\(source.count)", MarkdownShapesFuzz.runMarkdown(source, attachments: attachments, width: width, font: font, fonts: fonts))
    }
}

/// `child-shapes`: shape-set items [--start, --end) of --seed, one `R` line each: seconds,
/// shape count, steps per shape and line, outcome.
func childShapes(_ options: Options) {
    let (seed, fonts, font) = MarkdownShapesFuzz.setUp(options)
    runChildItems(options) { index in
        var rng = SplitMix64(seed: seed, index: index)
        let paths = MarkdownShapesFuzz.shapes(&rng)
        let text = rng.pick(MarkdownShapesFuzz.paragraphs)
        let width = rng.pick([20.0, 120, 300, 390, 1_000])
        let lines = rng.pick([0, 0, 1, 3])
        let (outcome, work) = MarkdownShapesFuzz.runShapes(paths, text: text, width: width, lines: lines, font: font, fonts: fonts)
        return ("\(paths.count) \(format(work, 1))", outcome)
    }
}

/// `markdown` and `shapes`: the items in child processes, then the report.
func markdownShapesCommand(_ options: Options, shapes: Bool) {
    let name = shapes ? "shapes" : "markdown"
    let plan = BatchPlan(options, count: 50_000, batch: shapes ? 250 : 1_000)
    let (r, wall) = plan.run("child-" + name, options)
    var bySize: [String: Int] = [:]
    var mostWork = 0.0
    let tally = r.tally(outcomeField: shapes ? 3 : 2) { record in
        let f = record.fields
        guard let size = Int(f[1]) else { return false }
        let bucket = size < 20 ? "< 20" : size < 400 ? "20–399" : shapes ? "≥ 400" : size < 4_000 ? "400–3,999" : "≥ 4,000"
        bySize[bucket, default: 0] += 1
        if shapes, let w = Double(f[2]) { mostWork = max(mostWork, w) }
        return true
    }
    let outcomes = tally.outcomes
    var figures = [
        ("items tried", "\(r.tried)"),
        ("laid out, every invariant held", "\(outcomes.ok)"),
        ("typed errors", "\(outcomes.typedErrorCount)"),
        ("invariant violations", "\(outcomes.violations.count)"),
        ("slowest item", "\(tally.slowestText { ", size \($0.fields[1])" })"),
    ]
    if shapes { figures.append(("most shape steps per shape and line", format(mostWork, 1))) }
    let report = FuzzReport(
        title: "textmetrics-fuzz \(name) — seed \(plan.seed), items \(plan.start)..<\(plan.start + plan.count)",
        figures: figures,
        counts: [(shapes ? "by shape count:" : "by source characters:", bySize), ("outcomes other than ok:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: name)
}
