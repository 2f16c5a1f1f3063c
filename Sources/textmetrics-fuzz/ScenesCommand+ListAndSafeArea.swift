import FuzzSupport
import RepresentableKit
import Scenes

/// The fuzz generator's `list`, `form`, `section` and safe-area nodes, and the checks their
/// layouts must pass.
extension SceneFuzz {
    /// The node types of this file.
    static let listAndSafeAreaTypes = ["list", "form", "section", "ignoresSafeArea", "safeAreaInset", "safeAreaPadding"]

    /// The fields of a node of one of `listAndSafeAreaTypes` (ordinary and hostile values).
    static func listOrSafeAreaFields(_ type: String, _ rng: inout SplitMix64, depth: Int, seed: UInt64, index: Int) -> [String] {
        func content() -> String { node(&rng, depth: depth + 1, seed: seed, index: index) }
        var fields: [String] = []
        switch type {
        case "list", "form", "section":
            if type == "section" {
                if rng.chance(50) { fields.append("\"header\": \(rng.chance(90) ? content() : "1")") }
                if rng.chance(50) { fields.append("\"footer\": \(rng.chance(90) ? content() : "\"x\"")") }
            }
            if rng.chance(97) {
                // Rows, and sections among a list's children.
                let children = (0..<rng.int(0...6)).map { _ in
                    type != "section" && rng.chance(40)
                        ? "{\"type\": \"section\", \"children\": [\(content())]\(rng.chance(50) ? ", \"header\": \(content())" : "")}"
                        : content()
                }
                fields.append("\"children\": [\(children.joined(separator: ", "))]")
            }
        case "ignoresSafeArea":
            if rng.chance(50) { fields.append("\"regions\": \(rng.pick(["\"all\"", "\"container\"", "[\"keyboard\"]", "\"screen\"", "1"]))") }
            if rng.chance(60) {
                fields.append("\"edges\": \(rng.pick(["\"top\"", "\"bottom\"", "[\"leading\", \"vertical\"]", "\"all\"", "\"up\"", "[]", "null"]))")
            }
            fields.append("\"content\": \(content())")
        case "safeAreaInset":
            if rng.chance(95) { fields.append("\"edge\": \(rng.pick(["\"top\"", "\"bottom\"", "\"leading\"", "\"trailing\"", "\"middle\""]))") }
            if rng.chance(40) { fields.append("\"alignment\": \(rng.pick(["\"leading\"", "\"center\"", "\"bottom\"", "\"firstTextBaseline\"", "\"x\""]))") }
            if rng.chance(50) { fields.append("\"spacing\": \(number(&rng))") }
            fields.append("\"content\": \(content())")
            if rng.chance(95) { fields.append("\"inset\": \(content())") }
        default:  // safeAreaPadding
            if rng.chance(70) {
                fields.append("\"insets\": \(rng.chance(50) ? number(&rng) : "{\"top\": \(number(&rng)), \"trailing\": \(number(&rng))}")")
            }
            fields.append("\"content\": \(content())")
        }
        return fields
    }

    /// A top-level `safeAreaInsets` (a screen's), sometimes hostile.
    static func safeAreaInsetsField(_ rng: inout SplitMix64) -> String {
        "\"safeAreaInsets\": {\"top\": \(number(&rng)), \"bottom\": \(number(&rng))}"
    }

    /// What a layout with lists must satisfy: every row at least `ListMetrics.rowMinHeight`
    /// high, less the pixel rounding at `scale`.
    static func listProblems(_ result: LayoutResult, scale: Double) -> [String] {
        let least = ListMetrics(sectionMargin: 16).rowMinHeight - 1 / scale - 1e-9
        return result.frames.filter { $0.type == "listRow" && $0.rect.height < least }.map {
            "listRow \($0.rect.height) high, below the minimum"
        }
    }
}
