import Scenes
import Typesetting

enum CoverageCommand {
    static func run(_ argv: [String]) throws {
        var args = Arguments(argv)
        let json = args.flag("--json")
        let language = try LanguageOption.parse(&args, "--lang")
        let noSystemFonts = args.flag("--no-system-fonts")
        let missingOnly = args.flag("--missing")
        let options = try FontOptions.parse(&args)
        let rest = try args.finish()
        guard rest.count == 1 else { throw UsageError("coverage takes one TEXT argument (- for standard input)") }
        let text = try textArgument(rest[0])
        let font = try options.resolve()
        let fallbacks = try options.fallbackFaces()
        // Each cluster is written as it is found (JSON a cluster at a time, not a tree of
        // them all); only the per-script summary is kept to the end.
        var summary = ScriptSummary()
        var out = Output()
        var first = true
        if json { out.text("{\"clusters\":[") }
        func write(_ e: FontCoverage.Entry) {
            summary.add(e)
            if missingOnly && e.face != nil { return }
            if json {
                out.text((first ? "" : ",") + Self.json(e).serialized())
                first = false
            } else {
                out.line(line(e))
            }
        }
        do {
            // The bundled cascade, after the --fallback fonts (as measure tries them); without
            // the bundled fonts, the --fallback fonts alone.
            let collection = try self.collection(noSystemFonts: noSystemFonts, fallbacks: fallbacks)
            try FontCoverage.coverage(of: text, primary: font.face, fallbacks: collection == nil ? fallbacks ?? [] : nil,
                                      language: language, collection: collection, each: write)
        } catch {
            throw CommandFailure(error.description)
        }
        if json {
            out.line("],\"summary\":" + summary.json.serialized() + "}")
        } else {
            for line in summary.lines { out.line(line) }
        }
        out.flush()
    }

    /// The bundled cascade, after the `--fallback` fonts and without system fonts as asked;
    /// nil without the bundled fonts.
    static func collection(noSystemFonts: Bool, fallbacks: [FontFace]?) throws(FontError) -> FontCollection? {
        guard let bundled = try? FontCollection.bundled() else { return nil }
        guard noSystemFonts || fallbacks != nil else { return bundled }
        return try FontCollection(directory: bundled.directory, usesSystemFonts: !noSystemFonts, fallbackFaces: fallbacks ?? [],
                                  appleFonts: bundled.appleFonts)
    }

    /// A cluster as `--json` writes it.
    static func json(_ e: FontCoverage.Entry) -> JSONValue {
        .fields([
            ("start", .int(e.scalarRange.lowerBound)), ("end", .int(e.scalarRange.upperBound)),
            ("text", .string(e.text)),
            ("codePoints", .array(e.text.unicodeScalars.map { .string("U+" + hex($0.value)) })),
            ("script", .string(e.script)),
            ("font", e.face.map { .string($0.familyName) } ?? .null),
            ("file", e.face.map { .string($0.path) } ?? .null),
            ("system", .bool(e.isSystemFont)),
        ])
    }

    /// A cluster as a line of text: the cluster (a space for a control character), its code
    /// points and the font that covers it.
    static func line(_ e: FontCoverage.Entry) -> String {
        let codes = e.text.unicodeScalars.map { "U+" + hex($0.value) }.joined(separator: " ")
        let shown = e.text.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } ? " " : e.text
        if let face = e.face { return "\(shown)\t\(codes)\t\(face.familyName)\(e.isSystemFont ? " (system)" : "")" }
        return "\(shown)\t\(codes)\tnone: no font covers this cluster"
    }

    static func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}

/// Clusters per script (in order of first appearance), how many a font covers, and by which
/// fonts (most clusters first).
struct ScriptSummary {
    struct Script {
        var script: String
        var clusters = 0
        var covered = 0
        /// (family, system font?, clusters).
        var fonts: [(family: String, system: Bool, clusters: Int)] = []
    }
    var scripts: [Script] = []
    var clusters: Int { scripts.reduce(0) { $0 + $1.clusters } }
    var covered: Int { scripts.reduce(0) { $0 + $1.covered } }

    /// No clusters yet.
    init() {}

    /// Counts one cluster.
    mutating func add(_ e: FontCoverage.Entry) {
        var index = scripts.firstIndex { $0.script == e.script }
        if index == nil { scripts.append(Script(script: e.script)); index = scripts.count - 1 }
        scripts[index!].clusters += 1
        guard let face = e.face else { return }
        scripts[index!].covered += 1
        if let f = scripts[index!].fonts.firstIndex(where: { $0.family == face.familyName && $0.system == e.isSystemFont }) {
            scripts[index!].fonts[f].clusters += 1
        } else {
            scripts[index!].fonts.append((face.familyName, e.isSystemFont, 1))
        }
    }

    /// Each script's fonts, most clusters first (ties in order of first use).
    private var sorted: [Script] {
        scripts.map { s in
            var s = s
            s.fonts = s.fonts.enumerated().sorted { ($1.element.clusters, $0.offset) < ($0.element.clusters, $1.offset) }.map(\.element)
            return s
        }
    }

    /// "By script:" then a line a script: "  Latn  12 clusters, 12 covered: Inter 12".
    var lines: [String] {
        guard !scripts.isEmpty else { return [] }
        var lines = ["by script: \(clusters) cluster\(clusters == 1 ? "" : "s"), \(covered) covered"
                     + (covered < clusters ? ", \(clusters - covered) with no font" : "")]
        for s in sorted {
            let fonts = s.fonts.map { "\($0.family)\($0.system ? " (system)" : "") \($0.clusters)" }.joined(separator: ", ")
            lines.append("  \(s.script)  \(s.clusters) cluster\(s.clusters == 1 ? "" : "s"), \(s.covered) covered"
                         + (fonts.isEmpty ? "" : ": \(fonts)")
                         + (s.covered < s.clusters ? "; \(s.clusters - s.covered) with no font" : ""))
        }
        return lines
    }

    var json: JSONValue {
        .fields([
            ("clusters", .int(clusters)), ("covered", .int(covered)),
            ("scripts", .array(sorted.map { s in
                .fields([
                    ("script", .string(s.script)), ("clusters", .int(s.clusters)), ("covered", .int(s.covered)),
                    ("fonts", .array(s.fonts.map { f in
                        .fields([("font", .string(f.family)), ("system", .bool(f.system)), ("clusters", .int(f.clusters))])
                    })),
                ])
            })),
        ])
    }
}
