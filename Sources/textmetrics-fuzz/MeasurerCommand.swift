import Foundation
import FuzzSupport
import Graphics
import LabelHost
import Scenes
import Typesetting

/// `TextMeasurer` and the CLI's proposal words: input `i` of seed `s` depends only on (s, i).
/// A hostile string (`HostileText`, at most 4,000 UTF-16 units) measured with a width, line
/// limit, scale and rule set drawn from ordinary and extreme values (negative, NaN, ∞, 0,
/// 10⁻³⁰⁰, 10³⁰⁰, past `Canvas.maximumScale`), then a `--width`/`--height` word read by
/// `Scene.proposalDimension`.
enum MeasurerFuzz {
    static let widths: [Double?] = [nil, 0, 1e-300, 0.5, 1, 40, 100, 320, 1e6, 1e300, .greatestFiniteMagnitude, .infinity, -1, -.infinity, .nan]
    static let lines = [0, 1, 2, 3, 5, 1000, -1, Int.min]
    static let scales = [1.0, 2, 3, 16, 16.000001, 0.5, 1e-300, 0, -2, .infinity, .nan, 1e300]
    static let words = ["0", "320", "12.5", "1e3", "1e6", "1000000.0001", "1e7", "1e400", "-0", "-1", "infinity", "Infinity", "inf", "nan",
                        "nil", "null", "NULL", "", " ", "0x10", "+1", "1.", ".5", "01", "\"1\"", "[1]", "1 2", "١٢", "1\u{0}", "9" + String(repeating: "9", count: 400)]

    /// Measures input `index` and checks the result.
    static func run(seed: UInt64, index: Int, measurer: TextMeasurer, fresh: TextMeasurer, font: Font) -> (String, FuzzOutcome) {
        var rng = SplitMix64(seed: seed, index: index &+ 0x6D65_6173)
        let (text, _) = HostileText.string(seed: seed, index: index, limit: 4_000)
        // Four inputs in five take the ordinary values (the first of each list), so that most
        // reach the engine; the rest any value, extremes included.
        let ordinary = rng.chance(80)
        let width = rng.pick(ordinary ? Array(widths.prefix(11)) : widths)
        let lines = rng.pick(ordinary ? Array(Self.lines.prefix(6)) : Self.lines)
        let scale = rng.pick(ordinary ? Array(scales.prefix(4)) : scales)
        let rules = rng.pick(TextMeasurer.Rules.allCases)
        if let outcome = checkWord(rng.pick(words) + (rng.chance(10) ? rng.pick(words) : "")) { return ("word", outcome) }
        let valid = (width.map { !$0.isNaN && $0 >= 0 } ?? true) && lines >= 0 && scale.isFinite && scale > 0 && scale <= 16
        let m: TextMeasurement
        do {
            m = try measurer.measure(text, font: font, width: width, numberOfLines: lines, scale: scale, rules: rules)
        } catch {
            switch error {
            case .invalidWidth, .invalidNumberOfLines, .invalidScale:
                return valid ? ("args", .violation("\(error) for valid arguments")) : ("args", .typedError("TextMeasurerError.arguments"))
            case .font, .layout: return ("layout", .typedError("TextMeasurerError.layout"))
            }
        }
        if !valid { return ("args", .violation("measured with invalid arguments w=\(String(describing: width)) n=\(lines) s=\(scale)")) }
        let fields = "\(m.lineCount)l"
        for v in [m.size.width, m.size.height] {
            guard v.isFinite, v >= 0 else { return (fields, .violation("size \(m.size)")) }
            // Ceiled to device pixels: a whole number of pixels, within rounding.
            let pixels = v * scale
            guard abs(pixels - pixels.rounded()) <= 1e-6 * max(1, pixels) else { return (fields, .violation("\(v) is not a multiple of 1/\(scale)")) }
        }
        if text.isEmpty != (m.lineCount == 0) { return (fields, .violation("\(m.lineCount) lines for \(text.isEmpty ? "empty" : "non-empty") text")) }
        if lines > 0, m.lineCount > lines { return (fields, .violation("\(m.lineCount) lines, limit \(lines)")) }
        if m.lineCount == 0, m.size != .zero { return (fields, .violation("no line but size \(m.size)")) }
        // The cache answers what preparing anew gives, bit for bit.
        guard let again = try? fresh.measure(text, font: font, width: width, numberOfLines: lines, scale: scale, rules: rules),
              again.size.width.bitPattern == m.size.width.bitPattern, again.size.height.bitPattern == m.size.height.bitPattern,
              again.lineCount == m.lineCount, again.isTruncated == m.isTruncated
        else { return (fields, .violation("an uncached measurer disagrees")) }
        return (fields, .ok)
    }

    /// A proposal word: accepted only as nil, infinity or a JSON number in 0…10⁶; anything else
    /// a `SceneError`. Nil when that holds.
    static func checkWord(_ word: String) -> FuzzOutcome? {
        do {
            guard let value = try Scene.proposalDimension(word, dimension: "width") else { return .violation("no value for \"\(word)\"") }
            guard let v = value else { return word == "nil" || word == "null" ? nil : .violation("\"\(word)\" read as unspecified") }
            if v == .infinity { return word == "infinity" ? nil : .violation("\"\(word)\" read as infinity") }
            guard v.isFinite, v >= 0, v <= 1_000_000 else { return .violation("\"\(word)\" read as \(v)") }
            guard let n = Double(word), n == v, word.first.map({ $0.isASCII && ($0.isNumber || $0 == "-") }) ?? false else {
                return .violation("\"\(word)\" read as \(v)")
            }
            return nil
        } catch {
            return nil
        }
    }
}

/// `child-measurer`: inputs [--start, --end) of --seed, one `R` line each.
func childMeasurer(_ options: Options) {
    let seed = options.seed()
    let dir = fontsDirectory(options)
    guard let fonts = try? FontCollection(directory: dir, usesSystemFonts: false),
          let font = try? fonts.font(family: "Inter", size: 17),
          let measurer = try? TextMeasurer(fontCollection: fonts),
          let fresh = try? TextMeasurer(fontCollection: fonts, cacheByteLimit: 0)
    else { fail("cannot open the fonts in \(dir)") }
    runChildItems(options) { index in MeasurerFuzz.run(seed: seed, index: index, measurer: measurer, fresh: fresh, font: font) }
}

/// `measurer`: hostile strings and arguments through `TextMeasurer`, and proposal words
/// through `Scene.proposalDimension`, in child processes.
func measurerCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 10_000, batch: 250)
    let (r, wall) = plan.run("child-measurer", options)
    let tally = r.tally()
    let outcomes = tally.outcomes
    let report = FuzzReport(
        title: "textmetrics-fuzz measurer — seed \(plan.seed), inputs \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("inputs tried", "\(r.tried)"),
            ("measured and checked", "\(outcomes.ok)"),
            ("typed errors", "\(outcomes.typedErrorCount)"),
            ("validator failures", "\(outcomes.violations.count)"),
            ("slowest input", "\(tally.slowestText())"),
        ],
        counts: [("outcomes other than ok:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "measurer")
}
