import JSON
import Typesetting

enum MetricsCommand {
    static func run(_ argv: [String]) throws {
        var args = Arguments(argv)
        let json = args.flag("--json")
        let options = try FontOptions.parse(&args)
        let rest = try args.finish()
        guard rest.isEmpty else { throw UsageError("metrics takes no text; unexpected \"\(rest[0])\"") }
        let font = try options.resolve()
        let selection = try options.systemFontSelection()
        if json {
            print(Self.json(font, selection: selection).serialized())
        } else {
            printTable(font, selection: selection)
        }
    }

    /// The vertical metrics, in points or in font units.
    static func values(_ m: FontMetrics) -> [(String, JSONValue)] {
        [
            ("ascender", .number(m.ascender)), ("descender", .number(m.descender)),
            ("leading", .number(m.leading)), ("lineHeight", .number(m.lineHeight)),
            ("capHeight", .number(m.capHeight)), ("xHeight", .number(m.xHeight)),
            ("underlinePosition", .number(m.underlinePosition)),
            ("underlineThickness", .number(m.underlineThickness)),
        ]
    }

    /// The font's face, size, metrics (in points and in units), axes and profile, as `--json`
    /// writes them; `selection` says which system font was chosen, if one was.
    static func json(_ font: Font, selection: String?) -> JSONValue {
        let m = font.metrics, face = font.face
        var pairs: [(String, JSONValue)] = [
            ("family", .string(face.familyName)), ("style", .string(face.styleName)),
            ("file", .string(face.path)), ("faceIndex", .int(face.faceIndex)),
            ("size", .number(font.pointSize)), ("unitsPerEm", .int(face.unitsPerEm)),
        ]
        if let selection { pairs.append(("selection", .string(selection))) }
        pairs += values(m)
        pairs += [
            ("italicAngle", .number(m.italicAngle)), ("glyphCount", .int(face.glyphCount)),
            ("axes", .array(face.axes.map { a in
                .fields([("tag", .string(a.tag)), ("min", .number(a.minValue)), ("default", .number(a.defaultValue)), ("max", .number(a.maxValue))])
            })),
            ("variations", .fields(font.variations.map { ($0.tag, JSONValue.number($0.value)) })),
            ("metricsSource", .string(m.source.rawValue)),
            ("profile", font.profile.map { .string($0.name) } ?? .null),
            ("trackingPerCluster", .number(font.trackingPerCluster)),
            ("glyphScale", .number(font.glyphScale)),
            ("units", .fields(values(font.unitMetrics))),
        ]
        return .fields(pairs)
    }

    /// The same as lines of text: the face, the size, a table of metrics, the axes.
    static func printTable(_ font: Font, selection: String?) {
        let m = font.metrics, u = font.unitMetrics, face = font.face
        func f(_ d: Double) -> String { JSONText.number((d * 10_000).rounded() / 10_000) }
        print("\(face.familyName) \(face.styleName)  (\(face.path)#\(face.faceIndex))")
        if let selection { print("chosen: \(selection)") }
        print("size \(f(font.pointSize)) pt, \(face.unitsPerEm) units per em, \(face.glyphCount) glyphs; vertical metrics from \(m.source.rawValue)")
        if let profile = font.profile {
            print("measured as \(profile.name): tracking \(f(font.trackingPerCluster)) pt a glyph cluster, glyph scale \(f(font.glyphScale))")
        }
        print("metric               points      units")
        for ((name, value), (_, unit)) in zip(values(m), values(u)) {
            guard case .number(let p) = value, case .number(let q) = unit else { continue }
            print(name.padding(toLength: 20, withPad: " ", startingAt: 0) + " " + f(p).leftPad(10) + " " + f(q).leftPad(10))
        }
        print("italicAngle          " + f(m.italicAngle).leftPad(10) + " degrees")
        for a in face.axes {
            let current = font.variations.first { $0.tag == a.tag }?.value ?? a.defaultValue
            print("axis \(a.tag): \(f(a.minValue))…\(f(a.maxValue)) (default \(f(a.defaultValue)), now \(f(current)))")
        }
    }
}

extension String {
    func leftPad(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
