import Foundation
import FuzzSupport
import JSON
import Scenes
import TextRendering
import Typesetting

/// Preview inputs: input `i` of seed `s` depends only on (s, i). A column of 1 to 12 labels and
/// texts whose ids are drawn from every character that matters to a page or a terminal (markup,
/// comment and script openers, quotes, ampersands, C0, DEL, C1, U+2028/2029, noncharacters,
/// backslashes, right-to-left and joiners), sampled at widths read from `--widths` text with
/// extreme steps; one input in 20 is a large text at many widths under a small page bound.
enum PreviewFuzz {
    /// The pieces an id is made of.
    static let pieces: [String] = [
        "<", ">", "&", "\"", "'", "/", "!", "-", "<!--", "-->", "<script>", "</script>", "<script", "</SCRIPT ", "</style>",
        "<![CDATA[", "]]>", "&amp;", "&#x85;", "&#0;", "&", "\\", "\\u003c", "\u{1B}[31m", "\u{1B}]0;t\u{07}", "\u{07}", "\u{00}", "\u{0B}",
        "\u{7F}", "\u{85}", "\u{9B}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{200D}", "\u{202E}", "שלום", "😀", "a", "id", " ", "\t", "\n",
        String(Unicode.Scalar(0xFFFE as UInt32)!), String(Unicode.Scalar(0xFDD0 as UInt32)!), String(Unicode.Scalar(0x1FFFF as UInt32)!),
    ]

    static func id(_ rng: inout SplitMix64) -> String {
        (0..<rng.int(1...6)).map { _ in rng.pick(pieces) }.joined()
    }

    /// `--widths` text: ordinary and extreme ranges and lists.
    static func widths(_ rng: inout SplitMix64) -> String {
        let low = rng.pick(["1", "40", "100", "320", "9999", "10000", "0", "-5", "1e-300", "nan", "100.5"])
        let high = rng.pick([low, "100", "400", "10000", "10001", "480"])
        let step = rng.pick(["1e-20", "1e-13", "1e-300", "0.001", "0.5", "10", "50", "120", "1000", "10000", "0", "-1", "inf", "1e308"])
        switch rng.below(4) {
        case 0: return "\(low)...\(high):\(step)"
        case 1: return "\(low)...\(high)"
        case 2: return (0..<rng.int(1...8)).map { _ in rng.pick(["50", "100", "200", "390", "0", "10000", "1e-20", "x"]) }.joined(separator: ",")
        default: return "\(rng.pick(["100", "200", "300"]))...\(rng.pick(["300", "400", "600"])):\(rng.pick(["50", "100", "150"]))"
        }
    }

    /// Input `index` of `seed`: the scene's JSON, its ids in tree order (nil: none), the
    /// `--widths` text and the page bound.
    static func input(seed: UInt64, index: Int) -> (scene: [UInt8], ids: [String?], widths: String, limit: Int) {
        var rng = SplitMix64(seed: seed, index: index)
        let large = index % 20 == 19
        var children: [String] = []
        var ids: [String?] = [nil]   // the vstack
        for _ in 0..<(large ? 1 : rng.int(1...12)) {
            let id: String? = rng.chance(85) ? id(&rng) : nil
            let text = large ? String(repeating: "lorem ipsum dolor sit amet ", count: rng.int(50...400))
                : rng.pick(["Settings and privacy", "OK", "", "A longer text that wraps over a few lines at narrow widths", "😀 שלום"])
            let type = rng.pick(["label", "text"])
            var fields: [(String, JSONValue)] = [("type", .string(type)), ("text", .string(text))]
            if let id { fields.append(("id", .string(id))) }
            if type == "label" { fields.append(("numberOfLines", .int(0))) }
            children.append(JSONValue.fields(fields).serialized())
            ids.append(id)
        }
        let scene = #"{"proposal": {"width": 390, "height": null}, "root": {"type": "vstack", "children": ["# + children.joined(separator: ",") + "]}}"
        let widths = large ? "100...\(rng.pick(["400", "1000", "4000"])):\(rng.pick(["1", "3", "10"]))" : widths(&rng)
        return (Array(scene.utf8), ids, widths, large ? rng.pick([1 << 20, 4 << 20]) : PreviewPage.maximumBytes)
    }

    /// Reads the widths, writes the page and checks it: a typed error, or a page that parses
    /// with exactly its own two scripts, one figure a width, the ids back intact from its data
    /// block, and no more bytes than the bound.
    static func run(seed: UInt64, index: Int, fonts: FontCollection, renderer: SceneRenderer) -> (String, FuzzOutcome) {
        let input = input(seed: seed, index: index)
        let widths: [Double]
        do { widths = try PreviewWidths.parse(input.widths) } catch { return ("widths", .typedError("PreviewError.widths")) }
        if widths.count > PreviewWidths.maximumCount { return ("widths", .violation("\(widths.count) widths from \"\(input.widths)\"")) }
        let scene: Scene
        do { scene = try Scene(json: input.scene, fonts: fonts) } catch { return ("scene", .typedError("SceneError")) }
        var page = ""
        let summary: PreviewPage.Summary
        do {
            summary = try PreviewPage.write(title: "Preview of " + (input.ids.compactMap { $0 }.first ?? "a scene"),
                                            source: ScenePreviewSource(scene: scene, renderer: renderer), widths: widths, scale: 2,
                                            maximumBytes: input.limit) { page += $0 }
        } catch let error as PreviewError {
            if page.utf8.count > input.limit { return ("page", .violation("\(page.utf8.count) bytes written past the bound \(input.limit)")) }
            if case .pageTooLarge = error { return ("page", .typedError("PreviewError.pageTooLarge")) }
            return ("page", .typedError("PreviewError"))
        } catch {
            return ("page", .typedError(String(describing: type(of: error))))
        }
        let fields = "\(summary.paneCount)w \(summary.byteCount)b"
        if summary.byteCount != page.utf8.count || page.utf8.count > input.limit {
            return (fields, .violation("\(page.utf8.count) bytes, summary \(summary.byteCount), bound \(input.limit)"))
        }
        return (fields, validate(page, ids: input.ids, widths: Set(widths).count))
    }

    /// The page's checks (`run`).
    static func validate(_ page: String, ids: [String?], widths: Int) -> FuzzOutcome {
        let report = HTMLChecker.check(page)
        if let problem = report.problems.first { return .violation("HTML: \(problem)") }
        guard report.scripts.map(\.attributes) == [["type": "application/json", "id": "preview-data"], [:]],
              report.scripts[1].text.hasPrefix("(function(){") else {
            return .violation("scripts \(report.scripts.map(\.attributes))")
        }
        if report.tagCounts["figure", default: 0] != widths { return .violation("\(report.tagCounts["figure", default: 0]) figures for \(widths) widths") }
        let data: JSONValue
        do { data = try JSONValue.parse(Array(report.scripts[0].text.utf8)) } catch { return .violation("data block: \(error)") }
        guard case .object(let members) = data, case .array(let frames)? = members.first(where: { $0.key == "frames" })?.value,
              frames.count == widths else { return .violation("data block without a frames list a width") }
        for pane in frames {
            guard case .array(let list) = pane, list.count == ids.count else { return .violation("a pane's frames are not the scene's nodes") }
            for (frame, id) in zip(list, ids) {
                guard case .object(let f) = frame, let value = f.first(where: { $0.key == "id" })?.value else { return .violation("a frame without id") }
                let expected: JSONValue = id.map { .string($0) } ?? .null
                if value != expected { return .violation("id \(id.map { "\($0.unicodeScalars.map { String($0.value, radix: 16) })" } ?? "nil") came back as \(value.summary)") }
            }
        }
        return .ok
    }
}

/// `child-previews`: preview inputs [--start, --end) of --seed, one `R` line each.
func childPreviews(_ options: Options) {
    let seed = options.seed()
    let dir = fontsDirectory(options)
    guard let fonts = try? FontCollection(directory: dir, usesSystemFonts: false) else { fail("cannot open the fonts in \(dir)") }
    let renderer = SceneRenderer(textRenderer: TextRenderer(rasterizer: GlyphRasterizer(cacheByteLimit: 8 << 20)))
    runChildItems(options) { index in PreviewFuzz.run(seed: seed, index: index, fonts: fonts, renderer: renderer) }
}

/// `previews`: generated preview inputs written as pages and checked, in child processes.
func previewsCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 50_000, batch: 500)
    let (r, wall) = plan.run("child-previews", options)
    var largest = 0
    let tally = r.tally(outcomeField: { $0.fields.count >= 4 && $0.fields[1].hasSuffix("w") ? 3 : 2 }) { record in
        let f = record.fields
        if f.count >= 4, f[2].hasSuffix("b"), let b = Int(f[2].dropLast()) { largest = max(largest, b) }
        return true
    }
    let outcomes = tally.outcomes
    let report = FuzzReport(
        title: "textmetrics-fuzz previews — seed \(plan.seed), inputs \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("inputs tried", "\(r.tried)"),
            ("pages written, parsed and checked", "\(outcomes.ok)"),
            ("typed errors", "\(outcomes.typedErrorCount)"),
            ("validator failures", "\(outcomes.violations.count)"),
            ("largest page", "\(largest) bytes"),
            ("slowest input", "\(tally.slowestText())"),
        ],
        counts: [("outcomes other than ok:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "previews")
}
