import Foundation
import FuzzSupport
import Localization
import Typesetting

/// Catalog files for every reader: mutant `i` of seed `s` depends only on (s, i). The format
/// is `i` mod 6 (.xcstrings, .strings, .stringsdict, strings.xml, .po, XLIFF); the mutation is
/// one of
/// - **bytes**: a repository catalog of that format with bytes flipped, removed, inserted,
///   duplicated or cut off;
/// - **deep**: a small valid file whose one string sits inside N levels of the format's
///   nesting (`<array>`/`<dict>`, `<b>`/`<i>`/`<u>`, `<group>`, JSON objects and arrays,
///   nested comment openers), N drawn around the readers' limits (64 and 256) and up to 100,000;
/// - **expression**: a `.po` header whose `nplurals` and `plural=` are drawn from hostile
///   values: random expression trees with extreme constants, deep parentheses, `!`, `?:` and
///   operator chains, division by zero, `\x` escapes of any length;
/// - **entities**: an XML catalog with internal entities (nested, self-including, exploding)
///   and references to external or undeclared ones.
enum ReaderFuzz {
    static let formats: [CatalogFormat] = [.stringCatalog, .strings, .stringsdict, .androidXML, .gettext, .xliff]

    /// A path that gives every format a language (`de`).
    static func path(_ format: CatalogFormat) -> String {
        switch format {
        case .stringCatalog: "fuzz/App.xcstrings"
        case .strings: "fuzz/de.lproj/Localizable.strings"
        case .stringsdict: "fuzz/de.lproj/Localizable.stringsdict"
        case .androidXML: "fuzz/values-de/strings.xml"
        case .gettext: "fuzz/de.po"
        case .xliff: "fuzz/de.xliff"
        case .interfaceBuilder: "fuzz/Base.lproj/Main.storyboard"
        }
    }

    /// The mutation kinds, named as the report counts them.
    static let kinds = ["bytes", "deep", "expression", "entities"]

    /// Mutant `index` of `seed`: its format, its kind and its bytes.
    static func mutant(seed: UInt64, index: Int, examples: [CatalogFormat: [[UInt8]]]) -> (CatalogFormat, String, [UInt8]) {
        var rng = SplitMix64(seed: seed, index: index)
        let format = formats[index % formats.count]
        let isXML = [.stringsdict, .androidXML, .xliff].contains(format)
        var kind = rng.pick(kinds)
        if kind == "expression" && format != .gettext { kind = "deep" }
        if kind == "entities" && !isXML { kind = "bytes" }
        switch kind {
        case "deep": return (format, kind, deep(format, &rng))
        case "expression":
            let escape = rng.pick(["", "\\x41", "\\x10FFFF", "\\x110000", "\\xFFFFFFFFFFFFFFFFFFFF", "\\x", "\\777", "\\", "\\q"])
            return (format, kind, Array(gettextHeader(plurals: pluralCount(&rng), expression: expression(&rng), escape: escape).utf8))
        case "entities": return (format, kind, entities(format, &rng))
        default: return (format, kind, mutatedBytes(examples[format] ?? [], &rng))
        }
    }

    /// A nesting depth: near the limits most of the time, sometimes far beyond them.
    static func depth(_ rng: inout SplitMix64) -> Int {
        rng.pick([rng.int(0...70), rng.int(250...260), rng.int(0...600), rng.int(1000...20_000), 100_000])
    }

    static func deep(_ format: CatalogFormat, _ rng: inout SplitMix64) -> [UInt8] {
        let n = depth(&rng)
        func nest(_ open: String, _ close: String, _ inner: String) -> String {
            let closing = rng.chance(90) ? String(repeating: close, count: n) : String(repeating: close, count: rng.int(0...n))
            return String(repeating: open, count: n) + inner + closing
        }
        switch format {
        case .stringCatalog:
            let inner = #"{"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo"}}}}"#
            let body = rng.chance(50) ? nest(#"{"a": "#, "}", inner) : nest("[", "]", inner)
            return Array(#"{"sourceLanguage": "en", "version": "1.0", "strings": {"k": "#.utf8) + Array(body.utf8) + Array("}}".utf8)
        case .strings:
            let open = rng.pick(["/*", "\"", "\\", "{", "("])
            return Array(("\"k\" = \"v\";\n" + nest(open, rng.pick(["*/", "\"", ";", "}", ")"]), "\"x\" = \"y\";")).utf8)
        case .stringsdict:
            let (open, close) = rng.chance(50) ? ("<array>", "</array>") : ("<dict><key>k</key>", "</dict>")
            let value = nest(open, close, "<string>x</string>")
            return Array(plist("<key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key>\(value)</dict>").utf8)
        case .androidXML:
            let tag = rng.pick(["b", "i", "u", "font", "xliff:g"])
            let value = nest("<\(tag)>", "</\(tag)>", "Hallo")
            let element = rng.chance(70) ? "<string name=\"a\">\(value)</string>" : "<plurals name=\"p\"><item quantity=\"one\">\(value)</item></plurals>"
            return Array(("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n\(element)\n</resources>\n").utf8)
        case .gettext:
            return Array(gettextHeader(plurals: "2", expression: nest("(", ")", "n != 1")).utf8)
        case .xliff:
            let unit = #"<trans-unit id="a"><source>Hello</source><target>Hallo</target></trans-unit>"#
            let inner = rng.chance(70) ? nest("<group>", "</group>", unit) : "<group>" + unit.replacingOccurrences(of: "Hallo", with: nest("<g>", "</g>", "Hallo")) + "</group>"
            return Array(xliff(inner).utf8)
        case .interfaceBuilder:
            return Array(StoryboardFuzz.document(nest("<view id=\"n\"><subviews>", "</subviews></view>", "<label text=\"x\" id=\"l\"><rect key=\"frame\" width=\"9\"/></label>")).utf8)
        }
    }

    static func plist(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\(body)</dict>\n</plist>\n"
    }

    static func xliff(_ body: String, doctype: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>\(doctype)
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Localizable.strings" source-language="en" target-language="de" datatype="plaintext"><body>
        \(body)
        </body></file></xliff>

        """
    }

    static func gettextHeader(plurals: String, expression: String, escape: String = "") -> String {
        """
        msgid ""
        msgstr ""
        "Language: de\\n"
        "Plural-Forms: nplurals=\(plurals); plural=\(expression);\\n"

        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "%d Datei\(escape)"
        msgstr[1] "%d Dateien"

        """
    }

    static func pluralCount(_ rng: inout SplitMix64) -> String {
        rng.pick(["1", "2", "3", "6", "7", "0", "-1", "1000000000000", "100000000", "9223372036854775808", "", "x", "2 ", "0x10", "\(rng.int(0...12))"])
    }

    /// A random plural expression: a tree of gettext's C operators over `n` and constants,
    /// sometimes wrapped or chained far past the evaluator's nesting limit.
    static func expression(_ rng: inout SplitMix64) -> String {
        func constant() -> String {
            rng.pick(["0", "1", "2", "10", "100", "9223372036854775807", "9223372036854775808", "18446744073709551615",
                      "-1", "07", "0x10", "\(rng.int(0...1000))", "99999999999999999999999"])
        }
        func tree(_ depth: Int) -> String {
            if depth > rng.int(2...7) || rng.chance(20) { return rng.chance(50) ? "n" : constant() }
            switch rng.below(5) {
            case 0: return "(\(tree(depth + 1)))"
            case 1: return "!" + tree(depth + 1)
            case 2: return "\(tree(depth + 1)) ? \(tree(depth + 1)) : \(tree(depth + 1))"
            case 3: return "-" + tree(depth + 1)
            default:
                let op = rng.pick(["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "&&", "||"])
                return "\(tree(depth + 1)) \(op) \(tree(depth + 1))"
            }
        }
        var text = tree(0)
        switch rng.below(8) {
        case 0: let k = depth(&rng); text = String(repeating: "(", count: k) + text + String(repeating: ")", count: k)
        case 1: text = String(repeating: "!", count: depth(&rng)) + text
        case 2: text = Array(repeating: "n", count: max(1, depth(&rng))).joined(separator: rng.pick(["+", "*", "%", "==", "&&", "-"]))
        case 3: text = String(repeating: "n ? 1 : ", count: depth(&rng)) + "0"
        case 4: text = "(0-9223372036854775807-1)" + rng.pick(["/", "%"]) + "(0-1)"
        case 5: text += rng.pick(["/0", "%0", "/(n-n)", "%(n-n)", " *9223372036854775807*9223372036854775807"])
        case 6:
            // Damage the text: cut it, or drop, double or insert a character.
            var chars = Array(text)
            if !chars.isEmpty {
                let at = rng.below(chars.count)
                switch rng.below(3) {
                case 0: chars.removeSubrange(at...)
                case 1: chars.insert(rng.pick(Array("()?:!=<>&|+-*/%n0 ;\"\\")), at: at)
                default: chars.remove(at: at)
                }
            }
            text = String(chars)
        default: break
        }
        return text
    }

    static func entities(_ format: CatalogFormat, _ rng: inout SplitMix64) -> [UInt8] {
        var declarations: [String] = ["<!ENTITY e0 \"Hallo\">"]
        let levels = rng.pick([1, 5, 63, 64, 65, 200])
        for k in 1..<levels { declarations.append("<!ENTITY e\(k) \"\(String(repeating: "&e\(k - 1);", count: rng.pick([1, 2, 10])))\">") }
        if rng.chance(20) { declarations.append("<!ENTITY self \"a&self;b\">") }
        if rng.chance(20) { declarations.append("<!ENTITY ext SYSTEM \"file:///etc/passwd\">") }
        if rng.chance(10) { declarations.append("<!ENTITY pe \"&#38;e0;\">") }
        let use = rng.pick(["&e\(levels - 1);", "&e0;", "&self;", "&ext;", "&undeclared;", "&e0", "&#65;&#x10FFFF;&#0;", "&amp;&lt;", "&pe;"])
        let value = "A" + use + "Z"
        switch format {
        case .stringsdict:
            let body = "<key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string><key>v</key><dict><key>other</key><string>\(value)</string></dict></dict>"
            return Array(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist [\(declarations.joined(separator: "\n"))]>\n<plist version=\"1.0\">\n<dict>\(body)</dict>\n</plist>\n").utf8)
        case .androidXML:
            return Array("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<!DOCTYPE resources [\(declarations.joined(separator: "\n"))]>\n<resources>\n<string name=\"a\">\(value)</string>\n</resources>\n".utf8)
        default:
            let unit = "<trans-unit id=\"a\"><source>Hello</source><target>\(value)</target></trans-unit>"
            return Array(xliff(unit, doctype: "\n<!DOCTYPE xliff [\(declarations.joined(separator: "\n"))]>").utf8)
        }
    }

    /// A repository catalog with one to four byte-level changes.
    static func mutatedBytes(_ examples: [[UInt8]], _ rng: inout SplitMix64) -> [UInt8] {
        var bytes = examples.isEmpty ? Array("\"k\" = \"v\";".utf8) : rng.pick(examples)
        for _ in 0..<rng.int(1...4) where !bytes.isEmpty {
            let at = rng.below(bytes.count)
            switch rng.below(6) {
            case 0: bytes[at] ^= max(1, rng.byte())
            case 1: bytes.remove(at: at)
            case 2: bytes.insert(rng.pick(Array("<>/&;\"'{}[],:=\\%@#$()?!n0".utf8) + [0xFF, 0xC3, 0x00, 0x0A]), at: at)
            case 3: bytes.removeSubrange(at...)
            case 4:
                let end = min(bytes.count, at + rng.int(1...400))
                let piece = bytes[at..<end]
                for _ in 0..<rng.int(1...50) { bytes.insert(contentsOf: piece, at: at) }
            default:
                let end = min(bytes.count, at + rng.int(1...200))
                bytes.insert(contentsOf: bytes[at..<end], at: at)
            }
        }
        return bytes
    }

    /// Reads the mutant, resolves Android references, and checks the result: every string
    /// carries the file's name.
    static func run(_ bytes: [UInt8], format: CatalogFormat) -> FuzzOutcome {
        let file = path(format)
        let catalog: Catalog
        do { catalog = try CatalogReader(language: "de").parse(bytes, format: format, path: file) } catch { return .typedError("CatalogError." + kind(error)) }
        let resolved = CatalogReader.resolvingReferences([catalog])
        for s in resolved.flatMap(\.strings) where s.location.file != file {
            return .violation("a string of \(file) is located in \(s.location.file)")
        }
        return .ok
    }

    static func kind(_ error: CatalogError) -> String {
        switch error {
        case .unreadable: "unreadable"
        case .unknownFormat: "unknownFormat"
        case .encoding: "encoding"
        case .syntax: "syntax"
        case .structure: "structure"
        case .unknownLanguage: "unknownLanguage"
        case .reference: "reference"
        case .pluralExpression: "pluralExpression"
        }
    }

    /// The repository's catalogs under `dir` (Tests/Fixtures/Localization by default), by format.
    static func examples(_ dir: String) -> [CatalogFormat: [[UInt8]]] {
        var byFormat: [CatalogFormat: [[UInt8]]] = [:]
        guard let walker = FileManager.default.enumerator(atPath: dir) else { return [:] }
        for case let name as String in walker {
            guard let format = CatalogFormat(path: name), let data = FileManager.default.contents(atPath: dir + "/" + name) else { continue }
            byFormat[format, default: []].append([UInt8](data))
        }
        return byFormat.mapValues { $0.sorted { $0.lexicographicallyPrecedes($1) } }
    }
}

/// `child-readers`: mutants [--start, --end) of --seed, one `R` line each: seconds, format,
/// kind, outcome.
func childReaders(_ options: Options) {
    let seed = options.seed()
    let examples = ReaderFuzz.examples(options.values["--catalogs"] ?? "Tests/Fixtures/Localization")
    runChildItems(options) { index in
        let (catalogFormat, kind, bytes) = ReaderFuzz.mutant(seed: seed, index: index, examples: examples)
        return ("\(catalogFormat.rawValue) \(kind)", ReaderFuzz.run(bytes, format: catalogFormat))
    }
}

/// `readers`: catalog mutants through every reader in child processes.
func readersCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 100_000, batch: 2_000)
    let (r, wall) = plan.run("child-readers", options)
    let tally = r.tally(outcomeField: 3, counting: [1, 2])
    let outcomes = tally.outcomes, byFormat = tally.counts(1), byKind = tally.counts(2)
    let report = FuzzReport(
        title: "textmetrics-fuzz readers — seed \(plan.seed), mutants \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("mutants tried", "\(r.tried)"),
            ("read, every string in its file", "\(outcomes.ok)"),
            ("typed errors", "\(outcomes.typedErrorCount)"),
            ("invariant violations", "\(outcomes.violations.count)"),
            ("slowest mutant", "\(tally.slowestText())"),
        ],
        counts: [("by format:", byFormat), ("by mutation:", byKind), ("outcomes other than ok:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "readers")
}
