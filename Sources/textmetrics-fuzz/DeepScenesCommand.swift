import Foundation
import FuzzSupport
import Graphics
import RepresentableKit
import Scenes
import TextRendering
import Typesetting

/// Deep scenes: scene `i` of seed `s` depends only on (s, i). Each is a chain of containers
/// (one-child and few-child stacks, `zstack`, `viewThatFits`, padding, frames, overlays,
/// `fixedSize`, `aspectRatio`, `geometryReader`) N levels deep around a label, a view or a
/// spacer, where a level may also hold a sibling (a spacer, a label, a divider). N is drawn
/// from shallow chains, the lengths that were exponential before the per-pass size cache
/// (10–24), and depths at and past the scene reader's limit (JSON nesting 256). Every tenth
/// is a tree built through the API (`apiTree`), up to 12,000 levels.
enum DeepSceneFuzz {
    static let containers = ["hstack", "vstack", "zstack", "viewThatFits", "padding", "frame", "overlay", "background",
                             "fixedSize", "aspectRatio", "geometryReader", "border", "offset", "alignmentGuide", "baselineHStack", "grid",
                             "scrollView", "lazyVStack", "lazyHStack", "lazyVGrid"]

    static func depth(_ rng: inout SplitMix64) -> Int {
        rng.pick([rng.int(1...12), rng.int(10...24), rng.int(24...80), rng.int(80...130), rng.int(120...260), rng.int(250...1000)])
    }

    static func leaf(_ rng: inout SplitMix64) -> String {
        switch rng.below(4) {
        case 0: return #"{"type": "view", "intrinsicWidth": \#(rng.int(0...300)), "intrinsicHeight": \#(rng.int(0...100))}"#
        case 1: return #"{"type": "spacer"}"#
        default:
            let text = rng.pick(["Hello, world", "Some longer text that wraps over lines", "", "שלום 123", "😀"])
            return #"{"type": "label", "text": "\#(text)", "numberOfLines": \#(rng.pick([0, 1, 2]))}"#
        }
    }

    static func sibling(_ rng: inout SplitMix64) -> String {
        rng.pick([#"{"type": "spacer"}"#, #"{"type": "divider"}"#, #"{"type": "label", "text": "x"}"#, #"{"type": "view", "intrinsicWidth": 8, "intrinsicHeight": 8}"#])
    }

    /// Scene `index` of `seed`: the chain's depth and the JSON text.
    static func scene(seed: UInt64, index: Int) -> (depth: Int, bytes: [UInt8]) {
        var rng = SplitMix64(seed: seed, index: index)
        let n = depth(&rng)
        // One container type for the whole chain half the time (the exponential cases were
        // uniform chains), else a type per level.
        let uniform: String? = rng.chance(50) ? rng.pick(containers) : nil
        var types: [String] = []
        var extras: [Bool] = []
        for _ in 0..<n {
            types.append(uniform ?? rng.pick(containers))
            extras.append(rng.chance(25))
        }
        // Built inside out, so the generator itself never recurses.
        var text = leaf(&rng)
        for (type, extra) in zip(types, extras).reversed() {
            switch type {
            case "hstack", "vstack", "zstack", "viewThatFits", "lazyVStack", "lazyHStack":
                var children = [text]
                if extra { children.insert(sibling(&rng), at: rng.below(2)) }
                let spacing = (type == "hstack" || type == "vstack") && rng.chance(30) ? #", "spacing": \#(rng.int(0...10))"# : ""
                text = #"{"type": "\#(type)"\#(spacing), "children": [\#(children.joined(separator: ", "))]}"#
            case "baselineHStack":
                var children = [text]
                if extra { children.insert(sibling(&rng), at: rng.below(2)) }
                let guide = rng.pick(["firstTextBaseline", "lastTextBaseline"])
                text = #"{"type": "hstack", "alignment": "\#(guide)", "children": [\#(children.joined(separator: ", "))]}"#
            case "grid":
                var cells = [text]
                if extra { cells.insert(sibling(&rng), at: rng.below(2)) }
                let span = rng.chance(30) ? #", "gridCellColumns": 2"# : ""
                text = #"{"type": "grid", "children": [{"type": "gridRow", "children": [\#(cells.joined(separator: ", "))]}, {"type": "divider"\#(span)}]}"#
            case "scrollView":
                text = #"{"type": "scrollView", "axes": "\#(rng.pick(["vertical", "horizontal"]))", "content": \#(text)}"#
            case "lazyVGrid":
                var cells = [text]
                if extra { cells.insert(sibling(&rng), at: rng.below(2)) }
                text = #"{"type": "lazyVGrid", "columns": [{"flexible": {"minimum": 30}}, {"adaptive": {"minimum": 40}}], "children": [\#(cells.joined(separator: ", "))]}"#
            case "alignmentGuide":
                let guide = rng.pick(["leading", "firstTextBaseline", "verticalCenter"])
                text = #"{"type": "alignmentGuide", "guide": "\#(guide)", "value": {"from": "center", "offset": 1}, "content": \#(text)}"#
            case "padding": text = #"{"type": "padding", "insets": \#(rng.int(0...4)), "content": \#(text)}"#
            case "frame":
                let size = rng.chance(50) ? #""maxWidth": "infinity""# : #""width": \#(rng.int(0...400))"#
                text = #"{"type": "frame", \#(size), "content": \#(text)}"#
            case "overlay", "background": text = #"{"type": "\#(type)", "\#(type)": \#(sibling(&rng)), "content": \#(text)}"#
            case "fixedSize": text = #"{"type": "fixedSize", "content": \#(text)}"#
            case "aspectRatio": text = #"{"type": "aspectRatio", "ratio": \#(rng.pick(["1", "0.5", "2"])), "content": \#(text)}"#
            case "geometryReader": text = #"{"type": "geometryReader", "content": \#(text)}"#
            case "border": text = ##"{"type": "border", "color": "#00ff00", "content": \##(text)}"##
            default: text = #"{"type": "offset", "x": 1, "content": \#(text)}"#
            }
        }
        let width = rng.pick(["390", "0", "null", "100000"])
        return (n, Array(#"{"proposal": {"width": \#(width), "height": null}, "root": \#(text)}"#.utf8))
    }
}

extension DeepSceneFuzz {
    /// Every tenth scene is built through the API instead, where no JSON limit applies: a
    /// chain of 1 to 12,000 containers (around `LayoutDepth.maximum`, 2,000 nodes, and far
    /// past it), laid out with `Scene.checkedLayout()`, which must refuse the deeper ones.
    static func apiTree(seed: UInt64, index: Int) -> (depth: Int, root: any LayoutView) {
        var rng = SplitMix64(seed: seed, index: index)
        let levels = rng.pick([rng.int(1...300), rng.int(1990...2010), rng.int(1...12_000)])
        var view: any LayoutView = Representable(FixedView(intrinsicWidth: 10, intrinsicHeight: 20))
        for _ in 0..<levels {
            let inner = view
            switch rng.below(7) {
            case 0: view = HStack { inner }
            case 1: view = VStack { Spacer(); inner }
            case 2: view = ZStack { inner }
            case 3: view = ViewThatFits { inner }
            case 4: view = inner.padding(1)
            case 5: view = inner.frame(maxWidth: .infinity)
            default: view = inner.overlay(Representable(FixedView(intrinsicWidth: 4, intrinsicHeight: 4)))
            }
        }
        return (levels + 1, view)
    }

    /// Checked layout of an API-built tree: a typed error past the limit, finite frames below it.
    static func runAPI(_ root: any LayoutView, depth: Int) -> FuzzOutcome {
        let scene = Scene(proposal: ProposedViewSize(width: 390, height: nil), root: root)
        do {
            let result = try scene.checkedLayout()
            if depth > LayoutDepth.maximum { return .violation("a tree \(depth) nodes deep was laid out") }
            return result.frames.contains { $0.rect.width < 0 || $0.rect.height < 0 } ? .violation("a negative frame") : .ok
        } catch {
            return depth > LayoutDepth.maximum ? .typedError("LayoutDepthError") : .typedError("SceneError." + SceneFuzz.kind(error.kind))
        }
    }
}

/// `child-deep-scenes`: deep scenes [--start, --end) of --seed, one `R` line each: seconds,
/// depth, outcome.
func childDeepScenes(_ options: Options) {
    let seed = options.seed()
    let dir = fontsDirectory(options)
    guard let fonts = try? FontCollection(directory: dir, usesSystemFonts: false) else { fail("cannot open the fonts in \(dir)") }
    let renderer = SceneRenderer(textRenderer: TextRenderer(rasterizer: GlyphRasterizer(cacheByteLimit: 8 << 20)))
    runChildItems(options) { index in
        if index % 10 == 9 {
            let (depth, root) = DeepSceneFuzz.apiTree(seed: seed, index: index)
            return ("\(depth)", DeepSceneFuzz.runAPI(root, depth: depth))
        }
        let (depth, bytes) = DeepSceneFuzz.scene(seed: seed, index: index)
        return ("\(depth)", SceneFuzz.run(bytes, fonts: fonts, renderer: renderer))
    }
}

/// `deep-scenes`: generated deep scenes through layout and render in child processes.
func deepScenesCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 50_000, batch: 1_000)
    let (r, wall) = plan.run("child-deep-scenes", options)
    var byDepth: [String: Int] = [:]
    let tally = r.tally { record in
        guard let depth = Int(record.fields[1]) else { return false }
        let bucket = record.index % 10 == 9 ? (depth <= LayoutDepth.maximum ? "API, ≤ 2,000 nodes" : "API, > 2,000 nodes")
            : depth <= 24 ? "1–24" : depth <= 130 ? "25–130" : depth <= 260 ? "131–260" : "261–1000"
        byDepth[bucket, default: 0] += 1
        return true
    }
    let outcomes = tally.outcomes
    let report = FuzzReport(
        title: "textmetrics-fuzz deep-scenes — seed \(plan.seed), scenes \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("scenes tried", "\(r.tried)"),
            ("laid out and rendered, every invariant held", "\(outcomes.ok)"),
            ("typed errors (or not rendered: too large)", "\(outcomes.typedErrorCount)"),
            ("invariant violations", "\(outcomes.violations.count)"),
            ("slowest scene", "\(tally.slowestText { ", depth \($0.fields[1])" })"),
        ],
        counts: [("by chain depth:", byDepth), ("outcomes other than ok:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "deep-scenes")
}

/// `depth --levels N`: times one checked layout of an N-level chain of each container kind
/// (one child each, or with a spacer beside it) around a 10 × 20 view, built through the API.
/// `depth --scene FILE` instead reads, lays out and times that scene file.
func depthCommand(_ options: Options) {
    if let path = options.values["--scene"] {
        guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
        let dir = fontsDirectory(options)
        guard let fonts = try? FontCollection(directory: dir, usesSystemFonts: false) else { fail("cannot open the fonts in \(dir)") }
        let t0 = ProcessStats.now()
        do {
            let scene = try Scene(json: [UInt8](data), fonts: fonts)
            let t1 = ProcessStats.now()
            let result = try scene.checkedLayout()
            let t2 = ProcessStats.now()
            print("\(path) (\(data.count) bytes): read \(format(t1 - t0, 4)) s, layout \(format(t2 - t1, 4)) s, \(result.frames.count) frames")
        } catch {
            print("\(path): \(error)")
        }
        return
    }
    let levels = options.int("--levels", 1_000)
    let kinds = ["hstack", "vstack", "zstack", "viewThatFits", "alternating stacks with a spacer"]
    for kind in kinds {
        var view: any LayoutView = Representable(FixedView(intrinsicWidth: 10, intrinsicHeight: 20))
        for level in 0..<levels {
            let inner = view
            switch kind {
            case "hstack": view = HStack { inner }
            case "vstack": view = VStack { inner }
            case "zstack": view = ZStack { inner }
            case "viewThatFits": view = ViewThatFits { inner }
            default:
                if level.isMultiple(of: 2) { view = HStack { Spacer(); inner } } else { view = VStack { Spacer(); inner } }
            }
        }
        let t0 = ProcessStats.now()
        let outcome: String
        do {
            let result = try checkedLayout(view, in: ProposedViewSize(width: 390, height: nil))
            outcome = "\(result.frames.count) frames, \(result.size.width) × \(result.size.height)"
        } catch {
            outcome = "\(error)"
        }
        print("\(kind), \(levels) levels: \(format(ProcessStats.now() - t0, 4)) s (\(outcome))")
    }
}
