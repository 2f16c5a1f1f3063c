import Scenes
import Typesetting

enum CoverageCommand {
    static func run(_ argv: [String]) throws {
        var args = Arguments(argv)
        let json = args.flag("--json")
        let options = try FontOptions.parse(&args)
        let rest = try args.finish()
        guard rest.count == 1 else { throw UsageError("coverage takes one TEXT argument (- for standard input)") }
        let text = try textArgument(rest[0])
        let font = try options.resolve()
        let fallbacks = try options.fallbackFaces()
        let entries: [FontCoverage.Entry]
        do {
            let collection = try? FontCollection.bundled()
            var chain = fallbacks
            if chain == nil, collection == nil { chain = [] }
            entries = try FontCoverage.coverage(of: text, primary: font.face, fallbacks: chain, collection: collection)
        } catch {
            throw CommandFailure(error.description)
        }
        var out = Output()
        if json {
            out.line(JSONValue.array(entries.map { e in
                .fields([
                    ("start", .int(e.scalarRange.lowerBound)), ("end", .int(e.scalarRange.upperBound)),
                    ("text", .string(e.text)),
                    ("codePoints", .array(e.text.unicodeScalars.map { .string("U+" + hex($0.value)) })),
                    ("font", e.face.map { .string($0.familyName) } ?? .null),
                    ("file", e.face.map { .string($0.path) } ?? .null),
                    ("system", .bool(e.isSystemFont)),
                ])
            }).serialized())
        } else {
            var uncovered = 0
            for e in entries {
                let codes = e.text.unicodeScalars.map { "U+" + hex($0.value) }.joined(separator: " ")
                let shown = e.text.unicodeScalars.allSatisfy { $0.properties.generalCategory == .control } ? " " : e.text
                if let face = e.face {
                    print("\(shown)\t\(codes)\t\(face.familyName)\(e.isSystemFont ? " (system)" : "")")
                } else {
                    uncovered += 1
                    print("\(shown)\t\(codes)\tnone: no font covers this cluster")
                }
            }
            if uncovered > 0 { print("\(uncovered) of \(entries.count) clusters have no font") }
        }
        out.flush()
    }

    static func hex(_ v: UInt32) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}
