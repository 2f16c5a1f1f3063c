import Foundation
import Typesetting

/// --font, --face-index, --size, --weight and --fallback, shared by the commands.
struct FontOptions {
    var font: String?
    var faceIndex: Int = 0
    var size: Double = 17
    var weight: Font.Weight?
    var fallbacks: [String] = []

    static func parse(_ args: inout Arguments, sizeAllowed: Bool = true) throws -> FontOptions {
        var options = FontOptions()
        options.font = try args.value("--font")
        if let index = try args.int("--face-index") {
            guard index >= 0 else { throw UsageError("--face-index must be 0 or more, got \(index)") }
            options.faceIndex = index
        }
        if sizeAllowed, let size = try args.double("--size") {
            guard size > 0, size <= 10_000 else { throw UsageError("--size must be > 0 and ≤ 10000 points, got \(size)") }
            options.size = size
        }
        if let text = try args.value("--weight") {
            guard let weight = Font.Weight(parsing: text) else {
                throw UsageError("--weight expects 1…1000 or a name (light, regular, medium, semibold, bold…), got \"\(text)\"")
            }
            options.weight = weight
        }
        options.fallbacks = try args.values("--fallback")
        return options
    }

    static func looksLikePath(_ s: String) -> Bool {
        s.contains("/") || [".ttf", ".otf", ".ttc", ".otc", ".woff", ".dfont"].contains { s.lowercased().hasSuffix($0) }
    }

    func collection() throws -> FontCollection {
        do { return try FontCollection.bundled() } catch { throw CommandFailure(error.description) }
    }

    /// The font asked for: a file, a family (bundled, then system), or the bundled default.
    func resolve() throws -> Font {
        do {
            if let name = font {
                if FontOptions.looksLikePath(name) {
                    let face = try FontFace(contentsOf: name, faceIndex: faceIndex)
                    return try Font(face: face, size: size, weight: weight)
                }
                return try collection().font(family: name, size: size, weight: weight ?? .regular)
            }
            return try collection().systemFont(ofSize: size, weight: weight ?? .regular)
        } catch let error as FontError {
            throw CommandFailure(error.description)
        }
    }

    func fallbackFaces() throws -> [FontFace]? {
        guard !fallbacks.isEmpty else { return nil }
        var faces: [FontFace] = []
        for path in fallbacks {
            do { faces.append(try FontFace(contentsOf: path)) } catch { throw CommandFailure(error.description) }
        }
        return faces
    }
}

/// Reads a whole file (or standard input for "-") as UTF-8.
func readText(_ path: String) throws -> String {
    if path == "-" {
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }
    guard FileManager.default.fileExists(atPath: path) else { throw CommandFailure("\(path): no such file") }
    guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot read the file") }
    return String(decoding: data, as: UTF8.self)
}

/// A TEXT argument: "-" reads standard input (every command that takes a text says so).
func textArgument(_ argument: String) throws -> String {
    argument == "-" ? try readText("-") : argument
}

/// Splits text into lines at LF (a trailing CR is dropped), for --each-line.
func splitLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    if lines.last == "" { lines.removeLast() }
    return lines
}
