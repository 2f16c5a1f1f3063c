import Foundation
import FuzzSupport
import Localization
import Typesetting

/// Interface Builder documents for `fit`'s storyboard reader: mutant `i` of seed `s` depends
/// only on (s, i). A mutant is a small storyboard or XIB (labels with frames or width
/// constraints, a button, a text field; system, bold, text-style and custom fonts) with one of
/// - **attributes**: hostile values for the attributes the reader takes (widths, point sizes,
///   lines, scale factors, modes, weights, styles, ids): negative, zero, NaN, huge, empty,
///   unknown, non-numeric;
/// - **bytes**: bytes flipped, removed, inserted, duplicated or cut off;
/// - **deep**: the objects inside N nested `<view>`s, N around the XML limit (256) and far beyond;
/// - **entities**: internal entities (nested, exploding) and external ones in a DOCTYPE.
///
/// The validator: the document is read (a typed error is fine), and every object read has a
/// key `ID.PROPERTY`, non-empty text, a finite width in (0, 100000], a finite font size in
/// (0, 10000], 0…10000 lines and a scale factor in 0…1; then every string is checked by
/// `FitChecker` at one category without a layout failure.
enum StoryboardFuzz {
    static let kinds = ["attributes", "bytes", "deep", "entities"]
    static let path = "fuzz/Base.lproj/Main.storyboard"

    static func document(_ objects: String, doctype: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>\(doctype)
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505">
        <scenes><scene sceneID="s1"><objects><viewController id="vc1"><view key="view" id="v1">
        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/><subviews>
        \(objects)
        </subviews></view></viewController></objects></scene></scenes>
        </document>

        """
    }

    /// The objects, with `value(name, default)` choosing each attribute's text.
    static func objects(_ value: (String, String) -> String) -> String {
        """
        <label text="\(value("text", "Welcome back"))" numberOfLines="\(value("numberOfLines", "2"))" lineBreakMode="\(value("lineBreakMode", "tailTruncation"))" adjustsFontSizeToFit="\(value("adjustsFontSizeToFit", "YES"))" minimumScaleFactor="\(value("minimumScaleFactor", "0.5"))" id="\(value("id", "lb1-aa-bbb"))">
            <rect key="frame" x="20" y="100" width="\(value("width", "200"))" height="41"/>
            <fontDescription key="fontDescription" type="\(value("type", "system"))" weight="\(value("weight", "semibold"))" pointSize="\(value("pointSize", "17"))"/>
        </label>
        <label text="Body text" lineBreakMode="\(value("mode2", "wordWrap"))" numberOfLines="0" adjustsFontForContentSizeCategory="YES" id="lb2-cc-ddd">
            <rect key="frame" x="20" y="160" width="300" height="21"/>
            <constraints><constraint firstAttribute="width" constant="\(value("constant", "280"))" id="c1"/></constraints>
            <fontDescription key="fontDescription" style="\(value("style", "UICTFontTextStyleBody"))"/>
        </label>
        <button id="bt1-ee-fff"><rect key="frame" x="20" y="200" width="\(value("buttonWidth", "120"))" height="44"/>
            <fontDescription key="fontDescription" name="\(value("name", "JetBrainsMono-Bold"))" family="\(value("family", "JetBrains Mono"))" pointSize="\(value("customSize", "15"))"/>
            <state key="normal" title="\(value("title", "Continue"))"/></button>
        <textField placeholder="\(value("placeholder", "Email address"))" id="tf1-gg-hhh"><rect key="frame" x="20" y="260" width="\(value("fieldWidth", "240"))" height="34"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="14"/></textField>
        """
    }

    static let hostile = ["", "-1", "0", "NaN", "nan", "inf", "-inf", "1e308", "1e-320", "100001", "10001", "abc", "0x10", "1,5",
                          "0.5", "3", "YES", "NO", "wordWrap", "bogus", "UICTFontTextStyleNope", "&amp;", "\u{202E}x", "heavy", "999999999999999999999"]

    static func mutant(seed: UInt64, index: Int) -> (String, [UInt8]) {
        var rng = SplitMix64(seed: seed, index: index)
        let kind = rng.pick(kinds)
        switch kind {
        case "attributes":
            var chosen: [String: String] = [:]
            let names = ["text", "numberOfLines", "lineBreakMode", "adjustsFontSizeToFit", "minimumScaleFactor", "id", "width", "type", "weight",
                         "pointSize", "mode2", "constant", "style", "buttonWidth", "name", "family", "customSize", "title", "placeholder", "fieldWidth"]
            for _ in 0..<rng.int(1...4) { chosen[rng.pick(names)] = rng.pick(hostile) }
            return (kind, Array(document(objects { chosen[$0] ?? $1 }).utf8))
        case "bytes":
            var bytes = Array(document(objects { $1 }).utf8)
            for _ in 0..<rng.int(1...8) where !bytes.isEmpty {
                let at = rng.below(bytes.count)
                switch rng.below(5) {
                case 0: bytes[at] ^= UInt8(truncatingIfNeeded: 1 << rng.below(8))
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + rng.int(1...40)))
                case 2: bytes.insert(contentsOf: Array(rng.pick(["<", ">", "\"", "&", "<label>", "</view>", "\u{0}", "é"]).utf8), at: at)
                case 3: bytes.removeSubrange(at...)
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + rng.int(1...200))], at: at)
                }
            }
            return (kind, bytes)
        case "deep":
            let n = rng.pick([rng.int(0...70), rng.int(240...260), rng.int(1000...20_000)])
            let open = String(repeating: "<view id=\"n\"><subviews>", count: n), close = String(repeating: "</subviews></view>", count: n)
            return (kind, Array(document(open + objects { $1 } + close).utf8))
        default:
            let doctype = rng.pick([
                "\n<!DOCTYPE document [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>",
                "\n<!DOCTYPE document [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>",
                "\n<!DOCTYPE document [<!ENTITY s \"&s;\">]>",
            ])
            let text = rng.pick(["&c;", "&x;", "&s;", "&undeclared;"])
            return (kind, Array(document(objects { $0 == "text" ? text : $1 }, doctype: doctype).utf8))
        }
    }

    static let fonts: FontCollection? = try? FontCollection.bundled()

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let catalog: Catalog
        do { catalog = try CatalogReader().parse(bytes, format: .interfaceBuilder, path: path) } catch { return .typedError("CatalogError." + ReaderFuzz.kind(error)) }
        for s in catalog.strings {
            guard let label = catalog.labels[s.key] else { return .violation("\(s.key) has no label") }
            guard s.key.contains("."), !s.value.isEmpty, s.location.file == path, (s.location.line ?? 0) >= 1 else { return .violation("bad string \(s)") }
            guard label.width.isFinite, label.width > 0, label.width <= 100_000 else { return .violation("\(s.key): width \(label.width)") }
            guard (0...10_000).contains(label.numberOfLines), (0...1).contains(label.minimumScaleFactor) else { return .violation("\(s.key): lines or scale") }
            switch label.font {
            case .fixed(_, let size, _), .family(_, let size, _):
                guard size.isFinite, size > 0, size <= 10_000 else { return .violation("\(s.key): font size \(size)") }
            case .textStyle: break
            }
        }
        guard let fonts else { return .violation("no bundled fonts") }
        let checker = FitChecker(base: FitLabel(width: 100, categories: [.large]), fontCollection: fonts)
        let report = checker.check([catalog], jobs: 1)
        for r in report.results {
            if let failed = r.problems.first(where: { if case .layoutFailed = $0 { true } else { false } }) {
                // A family the collection lacks is a typed font error, not a fault of the reader.
                if "\(failed)".contains("unknownFamily") || "\(failed)".contains("family") { continue }
                return .violation("\(r.string.key): \(failed)")
            }
            guard r.naturalWidth.isFinite, r.naturalWidth >= 0 else { return .violation("\(r.string.key): width \(r.naturalWidth)") }
        }
        return .ok
    }
}

/// `child-storyboards`: mutants [--start, --end) of --seed, one `R` line each.
func childStoryboards(_ options: Options) {
    let seed = options.seed()
    runChildItems(options) { index in
        let (kind, bytes) = StoryboardFuzz.mutant(seed: seed, index: index)
        return (kind, StoryboardFuzz.run(bytes))
    }
}

/// `storyboards`: Interface Builder mutants through the storyboard reader and `fit`'s checker.
func storyboardsCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 10_000, batch: 500)
    let (r, wall) = plan.run("child-storyboards", options)
    let (outcomes, byKind) = r.tallyByKind()
    let report = FuzzReport(
        title: "textmetrics-fuzz storyboards — seed \(plan.seed), mutants \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("mutants tried", "\(r.tried)"),
            ("read and checked, every object valid", "\(outcomes.ok)"),
            ("typed errors", "\(outcomes.typedErrorCount)"),
            ("invariant violations", "\(outcomes.violations.count)"),
        ],
        counts: [("by mutation:", byKind), ("outcomes other than ok:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "storyboards")
}
