import Foundation
import FuzzSupport
import Graphics
import TextRendering
import Typesetting

/// Hostile attachment images: item `i` of seed `s` depends only on (s, i). One to four
/// attachments of random sizes (0.5 pt to 2,000 pt) show one or two image files of a random
/// kind: a valid PNG (1 to 300 px a side, or 4,096², the pixel budget), a PNG whose header
/// claims up to 2³¹ − 1 px a side, a truncated or bit-flipped PNG, a file that is not a PNG
/// or is empty, a FIFO, a symbolic link to one, a directory, a character device, a missing
/// path, a sparse file over the size limit. The text is rendered to PNG, PDF and SVG through
/// the API, each with a fresh `AttachmentImages`, and checked: a good image is drawn with no
/// diagnostic, a bad one is reported in every format; each file is decoded at most once
/// across the three formats and never past the pixel budget; the PDF and SVG read back.
enum ImageFuzz {
    static let kinds = ["png", "png-budget", "huge-header", "truncated", "flipped", "not-png", "empty", "fifo", "fifo-link",
                        "directory", "device", "missing", "oversize"]

    /// Makes a file of `kind` under `directory` named for `index`; returns its path and whether
    /// it is a good image.
    static func file(_ kind: String, directory: String, index: Int, rng: inout SplitMix64) -> (path: String, good: Bool) {
        let path = "\(directory)/\(index)-\(rng.below(1 << 30)).png"
        func write(_ bytes: [UInt8]) { _ = FileManager.default.createFile(atPath: path, contents: Data(bytes)) }
        switch kind {
        case "png":
            write(png(width: rng.int(1...300), height: rng.int(1...300), rng: &rng))
            return (path, true)
        case "png-budget":
            return (budgetPNG(directory), true)
        case "huge-header":
            let width = UInt32(rng.pick([4_097, 16_384, 65_535, 1 << 20, Int(Int32.max)]))
            let height = UInt32(rng.pick([1, 4_097, 16_384, Int(Int32.max)]))
            write(PNGHeaderPatch.claiming(width: width, height: height, png(width: 1, height: 1, rng: &rng)))
            return (path, false)
        case "truncated":
            let bytes = png(width: rng.int(2...64), height: rng.int(2...64), rng: &rng)
            write(Array(bytes.prefix(rng.int(0...(bytes.count - 13)))))
            return (path, false)
        case "flipped":
            var bytes = png(width: rng.int(2...64), height: rng.int(2...64), rng: &rng)
            let k = rng.int(16...(bytes.count - 1))
            bytes[k] ^= UInt8(1 << rng.below(8))
            write(bytes)
            // A flip can land where libpng does not look (a CRC it does not check): either
            // outcome is fine, as long as it is consistent.
            return (path, (try? RGBAImage(pngFile: path)) != nil)
        case "not-png":
            write(rng.pick([[0xFF, 0xD8, 0xFF, 0xE0, 0, 16], Array("GIF89a".utf8), Array("<svg/>".utf8), Array("%PDF-1.5".utf8)]))
            return (path, false)
        case "empty":
            write([])
            return (path, false)
        case "fifo":
            mkfifo(path, 0o600)
            return (path, false)
        case "fifo-link":
            let target = path + ".fifo"
            mkfifo(target, 0o600)
            symlink(target, path)
            return (path, false)
        case "directory":
            return (directory, false)
        case "device":
            return (rng.pick(["/dev/zero", "/dev/urandom", "/dev/null"]), false)
        case "missing":
            return (path + ".missing", false)
        default:   // oversize: sparse, past the size limit, with a PNG signature
            write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            truncate(path, off_t(AttachmentImages.maximumFileSize + rng.int(1...(1 << 20))))
            return (path, false)
        }
    }

    /// A PNG of random rectangles, written by our own writer.
    static func png(width: Int, height: Int, rng: inout SplitMix64) -> [UInt8] {
        guard var canvas = try? Canvas(width: width, height: height) else { return [] }
        for _ in 0..<rng.int(1...4) {
            canvas.fill(Rect(x: Double(rng.int(0...width)), y: Double(rng.int(0...height)), width: Double(rng.int(1...width)), height: Double(rng.int(1...height))),
                        color: Color(red: Double(rng.below(256)) / 255, green: 0.5, blue: 0.2, alpha: Double(rng.int(0...255)) / 255))
        }
        return (try? canvas.pngData()) ?? []
    }

    /// A 4,096 × 4,096 PNG, exactly `AttachmentImages.maximumPixelCount` pixels, written once
    /// per child process.
    static func budgetPNG(_ directory: String) -> String {
        let path = "\(directory)/budget.png"
        if !FileManager.default.fileExists(atPath: path), let canvas = try? Canvas(width: 4_096, height: 4_096, background: .white) {
            try? canvas.writePNG(to: path)
        }
        return path
    }

    static func item(seed: UInt64, index: Int, directory: String, font: Font, collection: FontCollection) -> (kind: String, outcome: FuzzOutcome) {
        var rng = SplitMix64(seed: seed, index: index)
        let kind = rng.chance(1) ? "png-budget" : rng.pick(kinds.filter { $0 != "png-budget" })
        let first = file(kind, directory: directory, index: index, rng: &rng)
        let second = rng.chance(30) ? file("png", directory: directory, index: index + 1_000_000_000, rng: &rng) : nil
        let files = [first] + (second.map { [$0] } ?? [])
        var text = AttributedText()
        let plain = TextAttributes(font: font)
        text.append("Image ", attributes: plain)
        for _ in 0..<rng.int(1...4) {
            let size = rng.chance(3) ? 2_000 : rng.pick([0.5, 1, 17, 20, 44, 300])
            text.append(TextAttachment(width: size, height: rng.pick([size, 1, 20]), image: rng.pick(files).path), attributes: plain)
        }
        defer { for f in files where f.path.hasPrefix(directory + "/") && !f.path.hasSuffix("budget.png") { unlink(f.path); unlink(f.path + ".fifo") } }
        let bad = Set(files.filter { !$0.good }.map(\.path))
        let used = Set(text.attachmentPaths)
        let expectedBad = bad.intersection(used)
        do {
            let layout = try PreparedText(text, fontCollection: collection).layout(width: 300)
            let images = AttachmentImages(cacheByteLimit: 96 << 20)
            let renderer = TextRenderer(images: images)
            var reports: [Set<String>] = []
            var context = CanvasContext(try Canvas(size: Size(width: 320, height: max(layout.size.height, 1)), scale: Double(rng.int(1...3))), textRenderer: renderer)
            try context.draw(layout, at: Point(x: 0, y: 0))
            _ = try context.canvas.pngData()
            reports.append(imageReports(context.diagnostics))
            for format in VectorDocument.Format.allCases {
                let document = try renderer.renderDocument(layout, format: format, scale: 2)
                let bytes = try document.finish()
                reports.append(imageReports(document.diagnostics))
                let problem = format == .pdf ? HostileLinks.checkPDF(bytes, links: []) : HostileLinks.checkSVG(bytes, links: [])
                if let problem { return (kind, .violation("\(format): \(problem)")) }
            }
            for (k, reported) in reports.enumerated() where reported != expectedBad {
                return (kind, .violation("format \(k): reported \(reported.count) bad images, expected \(expectedBad.count)"))
            }
            let stats = images.statistics
            // Each file decoded at most once over the three formats (a damaged one may fail
            // after its pixels were allocated).
            if stats.decodes > used.count { return (kind, .violation("\(stats.decodes) decodes of \(used.count) files")) }
            if stats.decodedPixels > stats.decodes * AttachmentImages.maximumPixelCount { return (kind, .violation("decoded \(stats.decodedPixels) px")) }
            return (kind, expectedBad.isEmpty ? .ok : .typedError("drawn as a box, reported"))
        } catch {
            return (kind, .typedError("\(type(of: error))"))
        }
    }

    static func imageReports(_ diagnostics: [RenderDiagnostic]) -> Set<String> {
        Set(diagnostics.compactMap { d -> String? in
            if case .imageNotDrawn(let path, _) = d { return path }
            return nil
        })
    }
}

extension AttributedText {
    /// The image paths of the text's attachments.
    fileprivate var attachmentPaths: [String] {
        runs.compactMap { $0.attributes.attachment?.image }
    }
}

/// `child-images`: items [--start, --end) of --seed, one `R` line each: seconds, kind, outcome.
func childImages(_ options: Options) {
    let seed = options.seed()
    let dir = fontsDirectory(options)
    guard let collection = try? FontCollection(directory: dir, usesSystemFonts: false),
          let font = try? collection.systemFont(ofSize: 17) else { fail("cannot open the fonts in \(dir)") }
    let directory = NSTemporaryDirectory() + "textmetrics-fuzz-images-\(getpid())"
    try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    runChildItems(options) { index in
        let (kind, outcome) = ImageFuzz.item(seed: seed, index: index, directory: directory, font: font, collection: collection)
        return (kind, outcome)
    }
}

/// `images`: hostile attachment image files through PNG, PDF and SVG in child processes.
func imagesCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 50_000, batch: 1_000)
    let (r, wall) = plan.run("child-images", options)
    let (outcomes, byKind) = r.tallyByKind()
    let report = FuzzReport(
        title: "textmetrics-fuzz images — seed \(plan.seed), items \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("texts tried (PNG, PDF and SVG each)", "\(r.tried)"),
            ("every image drawn, none reported", "\(outcomes.ok)"),
            ("a bad image drawn as a box and reported in every format", "\(outcomes.typedErrorCount)"),
            ("validator failures", "\(outcomes.violations.count)"),
        ],
        counts: [("by file kind:", byKind), ("outcomes other than ok:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "images")
}
