import Foundation
import FuzzSupport
import Graphics
import ProcessIO
import RepresentableKit
import Scenes
import TextRendering
import Typesetting

/// Random and mutated scenes: scene `i` of seed `s` depends only on (s, i). Even indexes are
/// random trees of every node type with values drawn from ordinary and hostile ones (huge,
/// negative, "infinity", wrong types, unknown fields); odd indexes are the repository's
/// example scenes with bytes flipped, removed, duplicated or truncated.
enum SceneFuzz {
    static let types = [
        "label", "view", "adaptor", "padding", "frame", "fixedSize", "border", "vstack", "hstack",
        "zstack", "spacer", "divider", "background", "overlay", "aspectRatio", "offset", "position", "viewThatFits",
        "geometryReader", "alignmentGuide", "grid", "gridRow",
        "color", "rectangle", "roundedRectangle", "capsule", "circle", "ellipse", "clipShape", "cornerRadius", "image",
        "scrollView", "lazyVStack", "lazyHStack", "lazyVGrid", "lazyHGrid",
    ] + listAndSafeAreaTypes

    /// An ordinary number three times in four, else a hostile value.
    static func number(_ rng: inout SplitMix64) -> String {
        if rng.chance(75) {
            return rng.pick(["0", "1", "8", "17", "44.5", "390", "\(rng.int(0...2000))", "\(Double(rng.int(0...100000)) / 7)"])
        }
        return hostileNumber(&rng)
    }

    static func hostileNumber(_ rng: inout SplitMix64) -> String {
        rng.pick(["-1", "-5", "1e6", "1000000", "1000001", "1e308", "-1e308", "\"infinity\"", "\"-infinity\"", "\"nan\"",
                  "null", "true", "\"abc\"", "0.0001", "1e-320", "5e-324", "999999.9999", "1e400"])
    }

    static func text(_ rng: inout SplitMix64, seed: UInt64, index: Int) -> String {
        let plain = rng.pick(["Hello", "Some text", "", " ", "שלום עולם", "ภาษาไทย", "😀👨‍👩‍👧", "a\\nb\\u2028c", "\\t\\t",
                              String(repeating: "lorem ipsum ", count: rng.int(1...40))])
        guard rng.chance(25) else { return plain }
        let (hostile, _) = HostileText.string(seed: seed, index: index, limit: 400)
        return String(JSONText.quoted(hostile).dropFirst().dropLast())
    }

    static func node(_ rng: inout SplitMix64, depth: Int, seed: UInt64, index: Int) -> String {
        let type = depth > 4 ? rng.pick(["label", "view"]) : rng.pick(types)
        var fields = ["\"type\": \"\(type)\""]
        if rng.chance(30) { fields.append("\"id\": \"n\(rng.below(100))\"") }
        if rng.chance(15) { fields.append("\"layoutPriority\": \(number(&rng))") }
        if let typeFields = contentFields(type, &rng, seed: seed, index: index) {
            fields += typeFields
        } else if let typeFields = modifierFields(type, &rng, depth: depth, seed: seed, index: index) {
            fields += typeFields
        } else {
            fields += containerFields(type, &rng, depth: depth, seed: seed, index: index)
        }
        if rng.chance(8) { fields.append("\"gridCellColumns\": \(rng.pick(["1", "2", "3", "0", "1000", "1001", "1.5", "1e9"]))") }
        if rng.chance(4) { fields.append("\"gridCellUnsizedAxes\": \(rng.pick(["\"horizontal\"", "[\"vertical\"]", "\"x\""]))") }
        if rng.chance(4) { fields.append("\"gridCellAnchor\": \(rng.pick(["\"topLeading\"", "{\"x\": 0.5, \"y\": 2}", "{\"x\": 1e9, \"y\": 0}", "\"x\""]))") }
        if rng.chance(3) { fields.append("\"unknownField\": 1") }
        return "{" + fields.shuffled(using: &rng).joined(separator: ", ") + "}"
    }

    /// A label's fields: its text, and now and then a font, a line limit, a line-break mode, a
    /// preferred width and a paragraph style.
    static func labelFields(_ rng: inout SplitMix64, seed: UInt64, index: Int) -> [String] {
        var fields: [String] = []
        fields.append("\"text\": \"\(text(&rng, seed: seed, index: index))\"")
        if rng.chance(50) {
            var font: [String] = []
            if rng.chance(50) { font.append("\"size\": \(number(&rng))") }
            if rng.chance(30) { font.append("\"weight\": \(rng.pick(["\"bold\"", "\"light\"", "700", "0", "1001", "\"x\""]))") }
            if rng.chance(20) { font.append("\"family\": \(rng.pick(["\"Inter\"", "\"Noto Serif\"", "\"No Such\"", "3"]))") }
            if rng.chance(10) { font.append("\"file\": \(rng.pick(["\"/dev/zero\"", "\"/nonexistent.ttf\"", "\"/tmp\"", "\"/dev/null\""]))") }
            if rng.chance(20) { font.append("\"textStyle\": \(rng.pick(["\"body\"", "\"largeTitle\"", "\"nope\""]))") }
            fields.append("\"font\": {\(font.joined(separator: ", "))}")
        }
        if rng.chance(40) { fields.append("\"numberOfLines\": \(rng.pick(["0", "1", "2", "-1", "1.5", "2147483648", "1e308"]))") }
        if rng.chance(30) { fields.append("\"lineBreakMode\": \(rng.pick(["\"byWordWrapping\"", "\"byTruncatingTail\"", "\"byTruncatingMiddle\"", "\"byCharWrapping\"", "\"byClipping\"", "\"x\""]))") }
        if rng.chance(20) { fields.append("\"preferredMaxLayoutWidth\": \(number(&rng))") }
        if rng.chance(25) {
            let key = rng.pick(["lineSpacing", "lineHeightMultiple", "minimumLineHeight", "maximumLineHeight", "paragraphSpacing",
                                "firstLineHeadIndent", "headIndent", "tailIndent", "alignment", "bogus"])
            fields.append("\"paragraphStyle\": {\"\(key)\": \(number(&rng))}")
        }
        return fields
    }

    /// The fields of a node that draws or hosts content (label, view, adaptor, spacer, divider,
    /// color, shapes, image); nil for other types, without drawing from `rng`.
    static func contentFields(_ type: String, _ rng: inout SplitMix64, seed: UInt64, index: Int) -> [String]? {
        var fields: [String] = []
        switch type {
        case "label":
            fields += labelFields(&rng, seed: seed, index: index)
        case "view":
            if rng.chance(60) { fields.append("\"intrinsicWidth\": \(number(&rng))") }
            if rng.chance(60) { fields.append("\"intrinsicHeight\": \(number(&rng))") }
            if rng.chance(20) { fields.append("\"hugging\": \(number(&rng))") }
            if rng.chance(20) { fields.append("\"color\": \(rng.pick(["\"#ff0000\"", "\"#12345678\"", "\"red\"", "1"]))") }
        case "adaptor":
            if rng.chance(50) { fields.append("\"flexibility\": \(rng.pick(["\"all\"", "\"horizontal\"", "\"none\"", "[\"horizontal\", \"minVertical\"]", "\"x\""]))") }
            if rng.chance(30) { fields.append("\"idealSize\": \(rng.pick(["\"default\"", "\"none\"", "\"x\""]))") }
            fields.append("\"content\": \(node(&rng, depth: 5, seed: seed, index: index))")
        case "spacer":
            if rng.chance(50) { fields.append("\"minLength\": \(number(&rng))") }
        case "divider":
            if rng.chance(50) { fields.append("\"thickness\": \(number(&rng))") }
        case "color":
            fields.append("\"color\": \(rng.pick(["\"#007AFF\"", "\"#0000\"", "\"blue\"", "1", "null"]))")
        case "rectangle", "roundedRectangle", "capsule", "circle", "ellipse":
            if type == "roundedRectangle" || rng.chance(5) { fields.append("\"cornerRadius\": \(number(&rng))") }
            if rng.chance(60) { fields.append("\"fill\": \(rng.pick(["\"#ff3b30\"", "\"#12345678\"", "\"red\"", "1"]))") }
        case "image":
            // Files of every kind the image reader refuses, and none that exists as a PNG: the
            // images command fuzzes the decoder; here the node's checks and typed errors.
            fields.append("\"file\": \(rng.pick(["\"/dev/zero\"", "\"/nonexistent.png\"", "\"/tmp\"", "\"/dev/null\"", "3"]))")
            if rng.chance(40) { fields.append("\"scale\": \(number(&rng))") }
            if rng.chance(40) { fields.append("\"resizable\": \(rng.pick(["true", "false", "1"]))") }
        default:
            return nil
        }
        return fields
    }

    /// The fields of a modifier node (one content node, sized, placed or drawn differently);
    /// nil for other types, without drawing from `rng`.
    static func modifierFields(_ type: String, _ rng: inout SplitMix64, depth: Int, seed: UInt64, index: Int) -> [String]? {
        var fields: [String] = []
        func content() -> String { node(&rng, depth: depth + 1, seed: seed, index: index) }
        switch type {
        case "padding":
            if rng.chance(70) { fields.append("\"insets\": \(rng.chance(50) ? number(&rng) : "{\"top\": \(number(&rng)), \"leading\": \(number(&rng))}")") }
            fields.append("\"content\": \(content())")
        case "frame":
            let keys = rng.chance(50) ? ["width", "height"] : ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            for key in keys where rng.chance(50) { fields.append("\"\(key)\": \(number(&rng))") }
            if rng.chance(30) { fields.append("\"alignment\": \(rng.pick(["\"center\"", "\"topLeading\"", "\"bottomTrailing\"", "\"leadingFirstTextBaseline\"", "\"x\""]))") }
            fields.append("\"content\": \(content())")
        case "fixedSize":
            if rng.chance(50) { fields.append("\"horizontal\": \(rng.pick(["true", "false", "1"]))") }
            fields.append("\"content\": \(content())")
        case "border":
            fields.append("\"color\": \"#00ff00\"")
            if rng.chance(50) { fields.append("\"width\": \(number(&rng))") }
            fields.append("\"content\": \(content())")
        case "background", "overlay":
            fields.append("\"\(type)\": \(content())")
            if rng.chance(30) { fields.append("\"alignment\": \(rng.pick(["\"topTrailing\"", "\"center\"", "\"x\""]))") }
            fields.append("\"content\": \(content())")
        case "aspectRatio":
            if rng.chance(60) { fields.append("\"ratio\": \(number(&rng))") }
            if rng.chance(50) { fields.append("\"contentMode\": \(rng.pick(["\"fit\"", "\"fill\"", "\"x\""]))") }
            fields.append("\"content\": \(content())")
        case "offset", "position":
            if rng.chance(60) { fields.append("\"x\": \(number(&rng))") }
            if rng.chance(60) { fields.append("\"y\": \(number(&rng))") }
            fields.append("\"content\": \(content())")
        case "geometryReader":
            if rng.chance(70) { fields.append("\"content\": \(content())") }
        case "clipShape":
            let shape = rng.pick(["rectangle", "roundedRectangle", "capsule", "circle", "ellipse", "star"])
            let radius = shape == "roundedRectangle" || rng.chance(5) ? ", \"cornerRadius\": \(number(&rng))" : ""
            fields.append("\"shape\": {\"type\": \"\(shape)\"\(radius)}")
            fields.append("\"content\": \(content())")
        case "cornerRadius":
            fields.append("\"radius\": \(number(&rng))")
            fields.append("\"content\": \(content())")
        case "alignmentGuide":
            if rng.chance(95) {
                fields.append("\"guide\": \(rng.pick(["\"leading\"", "\"verticalCenter\"", "\"firstTextBaseline\"", "\"lastTextBaseline\"", "\"center\"", "1"]))")
            }
            if rng.chance(50) {
                fields.append("\"value\": \(number(&rng))")
            } else if rng.chance(95) {
                let from = rng.pick(["\"trailing\"", "\"center\"", "\"height\"", "\"firstTextBaseline\"", "\"depth\"", "null"])
                fields.append("\"value\": {\"from\": \(from), \"offset\": \(number(&rng))}")
            }
            fields.append("\"content\": \(content())")
        default:
            return nil
        }
        return fields
    }

    /// The fields of a container node: grids, scroll views, lists and safe-area nodes,
    /// `viewThatFits`, and (any other type) the stacks.
    static func containerFields(_ type: String, _ rng: inout SplitMix64, depth: Int, seed: UInt64, index: Int) -> [String] {
        var fields: [String] = []
        func content() -> String { node(&rng, depth: depth + 1, seed: seed, index: index) }
        switch type {
        case "grid", "gridRow":
            if type == "grid" {
                if rng.chance(40) { fields.append("\"horizontalSpacing\": \(number(&rng))") }
                if rng.chance(40) { fields.append("\"verticalSpacing\": \(number(&rng))") }
            }
            if rng.chance(30) { fields.append("\"alignment\": \(rng.pick(["\"leadingFirstTextBaseline\"", "\"top\"", "\"center\"", "\"x\""]))") }
            let children = (0..<rng.int(0...4)).map { _ in content() }
            fields.append("\"children\": [\(children.joined(separator: ", "))]")
        case "scrollView":
            fields += scrollAxes(&rng)
            fields.append("\"content\": \(content())")
        case "lazyVGrid", "lazyHGrid":
            fields += gridItems(&rng, type: type)
            let children = (0..<rng.int(0...6)).map { _ in content() }
            fields.append("\"children\": [\(children.joined(separator: ", "))]")
        case _ where listAndSafeAreaTypes.contains(type):
            fields += listOrSafeAreaFields(type, &rng, depth: depth, seed: seed, index: index)
        case "viewThatFits":
            if rng.chance(50) { fields.append("\"axes\": \(rng.pick(["\"horizontal\"", "[\"vertical\"]", "\"x\""]))") }
            let children = (0..<rng.int(0...3)).map { _ in content() }
            fields.append("\"children\": [\(children.joined(separator: ", "))]")
        default:  // stacks
            if rng.chance(50) { fields.append("\"spacing\": \(number(&rng))") }
            if rng.chance(30) { fields.append("\"alignment\": \(rng.pick(["\"leading\"", "\"center\"", "\"top\"", "\"firstTextBaseline\"", "\"lastTextBaseline\"", "\"x\""]))") }
            let children = (0..<rng.int(0...5)).map { _ in content() }
            fields.append("\"children\": [\(children.joined(separator: ", "))]")
        }
        return fields
    }

    static func random(seed: UInt64, index: Int) -> [UInt8] {
        var rng = SplitMix64(seed: seed, index: index)
        var top: [String] = []
        if rng.chance(50) { top.append("\"scale\": \(rng.pick(["1", "2", "3", "0", "16", "17", "-1", "1e308"]))") }
        if rng.chance(60) {
            top.append("\"proposal\": {\"width\": \(rng.chance(70) ? number(&rng) : "null"), \"height\": \(rng.chance(50) ? number(&rng) : "null")}")
        }
        if rng.chance(20) { top.append("\"defaultSpacing\": \(number(&rng))") }
        if rng.chance(30) { top.append("\"background\": \"#ffffff\"") }
        if rng.chance(10) { top.append(safeAreaInsetsField(&rng)) }
        top.append("\"root\": \(node(&rng, depth: 0, seed: seed, index: index))")
        return Array(("{" + top.joined(separator: ", ") + "}").utf8)
    }

    static func mutated(_ examples: [[UInt8]], seed: UInt64, index: Int) -> [UInt8] {
        var rng = SplitMix64(seed: seed, index: index)
        guard !examples.isEmpty else { return random(seed: seed, index: index) }
        var bytes = rng.pick(examples)
        if rng.chance(50) {
            // Keep the JSON valid: replace up to three number literals with hostile values.
            var text = String(decoding: bytes, as: UTF8.self)
            for _ in 0..<rng.int(1...3) {
                let literals = text.ranges(of: /-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/)
                guard !literals.isEmpty else { break }
                text.replaceSubrange(rng.pick(literals), with: hostileNumber(&rng))
            }
            return Array(text.utf8)
        }
        for _ in 0..<rng.int(1...3) where !bytes.isEmpty {
            let at = rng.below(bytes.count)
            switch rng.below(5) {
            case 0: bytes[at] ^= max(1, rng.byte())
            case 1: bytes.remove(at: at)
            case 2: bytes.insert(rng.pick(Array("{}[],:\"0123456789.e-".utf8) + [0xFF, 0xC3, 0x00]), at: at)
            case 3: bytes.removeSubrange(at...)
            default:
                let end = min(bytes.count, at + rng.int(1...200))
                bytes.insert(contentsOf: bytes[at..<end], at: at)
            }
        }
        return bytes
    }

    /// Parse → checked layout → render when the canvas is at most 4 million pixels; every
    /// result checked: frames finite with sizes ≥ 0, the canvas as large as the layout.
    static func run(_ bytes: [UInt8], fonts: FontCollection, renderer: SceneRenderer) -> FuzzOutcome {
        let scene: Scene
        do { scene = try Scene(json: bytes, fonts: fonts) } catch { return .typedError("SceneError." + kind(error.kind)) }
        let result: LayoutResult
        do { result = try scene.checkedLayout() } catch { return .typedError("SceneError.notFinite") }
        var problems: [String] = []
        for frame in result.frames where frame.rect.width < 0 || frame.rect.height < 0 {
            problems.append("\(frame.type) frame \(frame.rect.width)×\(frame.rect.height)")
        }
        problems += listProblems(result, scale: scene.roundsToPixels ? scene.scale : .infinity)
        let pixels = max(result.size.width, 1) * max(result.size.height, 1) * scene.scale * scene.scale
        guard pixels <= 4_000_000 else { return problems.isEmpty ? .typedError("not rendered (over 4 million pixels)") : .violation(problems.joined(separator: "; ")) }
        do {
            let (canvas, _, _) = try renderer.render(scene)
            let expected = Int((max(result.size.width, 1 / scene.scale) * scene.scale).rounded(.up))
            if abs(canvas.width - expected) > 1 { problems.append("canvas width \(canvas.width), layout \(result.size.width) × \(scene.scale)") }
        } catch let error as RenderError {
            return .typedError(ErrorKind.of(error))
        } catch let error as SceneError {
            return .typedError("SceneError." + kind(error.kind))
        } catch {
            return .typedError("render: \(type(of: error))")
        }
        return problems.isEmpty ? .ok : .violation(problems.prefix(3).joined(separator: "; "))
    }

    static func kind(_ kind: SceneError.Kind) -> String {
        switch kind {
        case .invalidJSON: "invalidJSON"
        case .missingField: "missingField"
        case .unknownField: "unknownField"
        case .typeMismatch: "typeMismatch"
        case .invalidValue: "invalidValue"
        case .unknownType: "unknownType"
        case .labelFailed: "labelFailed"
        }
    }

    /// The example scenes under `dir` (Tests/Scenes by default), as mutation seeds.
    static func examples(_ dir: String) -> [[UInt8]] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            FileManager.default.contents(atPath: dir + "/" + name).map { [UInt8]($0) }
        }
    }
}

/// `child-scenes`: scenes [--start, --end) of --seed, one `R` line each: seconds, random or
/// mutated, outcome.
func childScenes(_ options: Options) {
    let seed = options.seed()
    let start = options.int("--start", 0), end = options.int("--end", 0)
    let dir = fontsDirectory(options)
    guard let fonts = try? FontCollection(directory: dir, usesSystemFonts: false) else { fail("cannot open the fonts in \(dir)") }
    let examples = SceneFuzz.examples(options.values["--scenes"] ?? "Tests/Scenes")
    let renderer = SceneRenderer(textRenderer: TextRenderer(rasterizer: GlyphRasterizer(cacheByteLimit: 8 << 20)))
    let watchdog = Watchdog(limit: options.double("--timeout", 20))
    for index in start..<end {
        let bytes = index % 2 == 0 ? SceneFuzz.random(seed: seed, index: index) : SceneFuzz.mutated(examples, seed: seed, index: index)
        writeAll(1, "B \(index)\n")
        watchdog.begin(index)
        let t0 = ProcessStats.now()
        let outcome = SceneFuzz.run(bytes, fonts: fonts, renderer: renderer)
        let seconds = ProcessStats.now() - t0
        watchdog.end()
        writeAll(1, "R \(index) \(format(seconds, 4)) \(index % 2 == 0 ? "random" : "mutated") \(oneLine(outcome.label))\n")
    }
    reportPeakMemory()
}

/// `scenes`: random and mutated scenes through layout and render in child processes.
func scenesCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 10_000, batch: 250)
    let (r, wall) = plan.run("child-scenes", options)
    var outcomes = FuzzTally()
    for record in r.records {
        outcomes.add(FuzzOutcome(label: record.fields.dropFirst(2).joined(separator: " ")), index: record.index)
    }
    let report = FuzzReport(
        title: "textmetrics-fuzz scenes — seed \(plan.seed), scenes \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("scenes tried", "\(r.tried)"),
            ("laid out and rendered, every invariant held", "\(outcomes.ok)"),
            ("typed errors (or not rendered: too large)", "\(outcomes.typedErrorCount)"),
            ("invariant violations", "\(outcomes.violations.count)"),
        ],
        counts: [("outcomes other than ok:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "scenes")
}
