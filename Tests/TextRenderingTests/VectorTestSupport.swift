import Foundation
import Testing
import Graphics
@testable import TextRendering

/// poppler-utils (pdftotext, pdffonts, pdftoppm): the independent reader of the PDFs we write.
/// `.ci/install-deps` installs it, so CI runs these tests; on a machine without it they are
/// skipped with `missingMessage`.
enum Poppler {
    static let isInstalled: Bool = ["pdftotext", "pdffonts", "pdftoppm"].allSatisfy { path(of: $0) != nil }
    static let missingMessage: Comment = "poppler-utils (pdftotext, pdffonts, pdftoppm) is not installed: run .ci/install-deps"

    static func path(of tool: String) -> String? {
        for directory in ["/usr/bin", "/usr/local/bin", "/bin"] {
            let candidate = directory + "/" + tool
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a poppler tool; its standard output, or a test failure with its stderr.
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path(of: tool), missingMessage))
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(tool) \(arguments) failed: \(String(decoding: errors, as: UTF8.self))")
        return String(decoding: data, as: UTF8.self)
    }

    /// The PDF's text as pdftotext reads it (UTF-8, its reading order).
    static func text(ofPDF path: String) throws -> String {
        try run("pdftotext", ["-enc", "UTF-8", path, "-"])
    }

    /// pdffonts' table rows: name, type, encoding, embedded, subset, ToUnicode.
    static func fonts(ofPDF path: String) throws -> [(name: String, type: String, embedded: Bool, subset: Bool)] {
        let lines = try run("pdffonts", [path]).split(separator: "\n").dropFirst(2)
        return lines.map { line in
            // Columns are separated by runs of spaces; the type may hold one space ("Type 1C").
            let columns = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            // name … type … encoding emb sub uni objectID gen
            let n = columns.count
            let type = columns[1..<(n - 6)].joined(separator: " ")
            return (columns[0], type, columns[n - 5] == "yes", columns[n - 4] == "yes")
        }
    }

    /// Page `page` (from 1) of the PDF rasterized by pdftoppm at `dpi`, antialiased, as straight
    /// RGBA.
    static func rasterize(_ path: String, dpi: Double, page: Int = 1) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let prefix = NSTemporaryDirectory() + "pdftoppm-\(UUID().uuidString)"
        _ = try run("pdftoppm", ["-r", "\(dpi)", "-f", "\(page)", "-l", "\(page)", "-singlefile", "-png", path, prefix])
        defer { try? FileManager.default.removeItem(atPath: prefix + ".png") }
        let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: prefix + ".png")))
        return try #require(decodePNG(png), "pdftoppm wrote a PNG libpng cannot read")
    }
}

/// A temporary path that is removed when the test ends (`defer { temp.remove() }`).
struct TemporaryPath {
    let path: String
    init(_ name: String) {
        path = NSTemporaryDirectory() + "vector-\(UUID().uuidString)-" + name
    }
    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// `<use xlink:href="#glyph…" x="…" y="…"/>` elements of an SVG cairo wrote, in document
/// order: where each outline glyph is placed.
func svgGlyphUses(_ svg: String) -> [(x: Double, y: Double)] {
    var result: [(x: Double, y: Double)] = []
    var rest = svg[...]
    while let start = rest.range(of: "<use xlink:href=\"#glyph") {
        let tail = rest[start.upperBound...]
        guard let end = tail.firstIndex(of: ">") else { break }
        let element = tail[..<end]
        func attribute(_ name: String) -> Double? {
            guard let r = element.range(of: " \(name)=\"") else { return nil }
            let value = element[r.upperBound...].prefix { $0 != "\"" }
            return Double(value)
        }
        if let x = attribute("x"), let y = attribute("y") { result.append((x, y)) }
        rest = tail[end...]
    }
    return result
}

/// The ink of each colour channel (255 − value, summed) of a straight-RGBA image on white,
/// inside `rect` (pixels, clipped to the image).
func channelInk(_ image: (width: Int, height: Int, rgba: [UInt8]), in rect: Rect) -> [Double] {
    var ink = [0.0, 0.0, 0.0]
    let x0 = max(0, Int(rect.minX.rounded(.down))), x1 = min(image.width, Int(rect.maxX.rounded(.up)))
    let y0 = max(0, Int(rect.minY.rounded(.down))), y1 = min(image.height, Int(rect.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return ink }
    for y in y0..<y1 {
        for x in x0..<x1 {
            let p = (y * image.width + x) * 4
            for c in 0..<3 { ink[c] += Double(255 - Int(image.rgba[p + c])) }
        }
    }
    return ink
}

/// How far two straight-RGBA images of one size are apart, allowing each pixel to be matched
/// by any pixel of the other image within `radius` pixels (two rasterizers may put a glyph on
/// different pixel rows: ours rounds baselines to the nearest row, poppler's Splash moves them
/// to the row above, so the same glyph can land a whole row apart). For every pixel of `a`, the
/// smallest largest-channel difference to a pixel of `b` in its neighbourhood, and the other way
/// round; returns the mean of those differences and the share over `threshold`, the worse of
/// the two directions.
func neighbourhoodDifference(_ a: (width: Int, height: Int, rgba: [UInt8]), _ b: (width: Int, height: Int, rgba: [UInt8]),
                             radius: Int = 1, threshold: Int) -> (mean: Double, overThreshold: Double) {
    precondition(a.width == b.width && a.height == b.height && a.rgba.count == b.rgba.count)
    func oneWay(_ a: [UInt8], _ b: [UInt8]) -> (Double, Double) {
        var sum = 0, over = 0
        for y in 0..<height {
            for x in 0..<width {
                let p = (y * width + x) * 4
                var best = Int.max
                for yy in max(0, y - radius)...min(height - 1, y + radius) {
                    for xx in max(0, x - radius)...min(width - 1, x + radius) {
                        let q = (yy * width + xx) * 4
                        var worst = 0
                        for c in 0..<3 { worst = max(worst, abs(Int(a[p + c]) - Int(b[q + c]))) }
                        best = min(best, worst)
                    }
                }
                sum += best
                if best > threshold { over += 1 }
            }
        }
        let n = Double(width * height)
        return (Double(sum) / n, Double(over) / n)
    }
    let width = a.width, height = a.height
    let (m1, o1) = oneWay(a.rgba, b.rgba), (m2, o2) = oneWay(b.rgba, a.rgba)
    return (max(m1, m2), max(o1, o2))
}
