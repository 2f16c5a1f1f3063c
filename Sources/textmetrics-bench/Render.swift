import Foundation
import FuzzSupport
import Graphics
import TextRendering
import Typesetting

/// The whole render job, text in and file out, as `render --text` does it: a 20-line label at
/// width 360 and scale 2, a 3-line label at width 240 and scale 3 (PNG), and a 100-page report
/// (A4, 72-pt margins, PDF). The texts are the corpus's words, so the peers
/// (Benchmarks/peers/pango_render.c, skparagraph_render.py) get the same ones from
/// `--write-render-texts DIR`.
struct RenderJobs {
    /// A PNG label: its text, width (points), scale and file name.
    struct Label {
        let name: String
        let text: String
        let width: Double
        let scale: Double
        let lines: Int
    }

    let labels: [Label]
    /// The report: the corpus's paragraphs, one a line, as many as fill `reportPages` pages.
    let report: String
    static let reportPages = 100
    static let page = PageSetup(pageSize: PageSetup.a4)

    /// The label texts and the report, laid out with `font` to find their lengths.
    init(corpus: [String], font: Font, fonts: FontCollection) throws {
        let words = corpus.joined(separator: " ").split(separator: " ").map(String.init)
        /// The longest prefix of `words` that lays out in `lines` lines at `width`.
        func label(lines: Int, width: Double) throws -> String {
            var count = 1
            while try PreparedText(words.prefix(count + 1).joined(separator: " "), font: font, fontCollection: fonts)
                .layout(width: width).lineCount <= lines { count += 1 }
            return words.prefix(count).joined(separator: " ")
        }
        labels = [
            Label(name: "label20", text: try label(lines: 20, width: 360), width: 360, scale: 2, lines: 20),
            Label(name: "label3", text: try label(lines: 3, width: 240), width: 240, scale: 3, lines: 3),
        ]
        // Paragraphs until the next would start page `reportPages + 1`.
        let width = RenderJobs.page.contentRect.width
        var count = 0
        var pages = 0
        repeat {
            count += 8
            let layout = try PreparedText(Self.reportText(corpus, count + 8), font: font, fontCollection: fonts).layout(width: width)
            pages = try RenderJobs.page.pages(of: layout).count
        } while pages <= Self.reportPages && count + 8 < corpus.count
        while count > 1, try RenderJobs.page.pages(of: PreparedText(Self.reportText(corpus, count), font: font, fontCollection: fonts)
            .layout(width: width)).count > Self.reportPages { count -= 1 }
        report = Self.reportText(corpus, count)
    }

    private static func reportText(_ corpus: [String], _ count: Int) -> String {
        corpus.prefix(count).joined(separator: "\n")
    }
}

extension Bench {
    /// `--write-render-texts DIR`: label20.txt, label3.txt and report.txt for the peers and the
    /// CLI, and each label's width and scale on standard output ("label20 360 2").
    func writeRenderTexts(to directory: String) throws {
        let jobs = try RenderJobs(corpus: corpus, font: font, fonts: fonts)
        for label in jobs.labels {
            try label.text.write(toFile: directory + "/\(label.name).txt", atomically: true, encoding: .utf8)
            print("\(label.name) \(f(label.width, 0)) \(f(label.scale, 0))")
        }
        try jobs.report.write(toFile: directory + "/report.txt", atomically: true, encoding: .utf8)
    }

    /// `--render DIR [--render-count N]`: each job N times in a row (the first run untimed),
    /// text to file in DIR, as images (or documents) per second of wall and of CPU time; then
    /// the PNG encoder's choices on the 20-line label's canvas.
    mutating func measureRender(directory: String, count: Int) throws {
        let jobs = try RenderJobs(corpus: corpus, font: font, fonts: fonts)
        let renderer = TextRenderer()
        print("render, text to file, \(count) jobs each (per second: wall, CPU)")
        for label in jobs.labels {
            let path = directory + "/\(label.name).png"
            let (wall, cpu, folded) = try timeJobs(count) {
                let layout = try PreparedText(label.text, font: font, fontCollection: fonts).layout(width: label.width)
                try renderer.render(layout, scale: label.scale, background: .white).writePNG(to: path)
                return layout.lineCount
            }
            sink &+= folded
            print("\(label.name) (\(label.lines) lines, width \(f(label.width, 0)), scale \(f(label.scale, 0))) PNG/s  \(column(f(wall, 1))) \(column(f(cpu, 1)))")
        }
        let pdfPath = directory + "/report.pdf"
        let (wall, cpu, folded) = try timeJobs(max(1, count / 20)) {
            let layout = try PreparedText(jobs.report, font: font, fontCollection: fonts).layout(width: RenderJobs.page.contentRect.width)
            let document = try renderer.renderPages(layout, setup: RenderJobs.page, background: .white)
            try document.write(to: pdfPath)
            return document.pageCount
        }
        sink &+= folded
        print("report (\(RenderJobs.reportPages) A4 pages) PDF/s     \(column(f(wall, 2))) \(column(f(cpu, 2)))")
        try measureEncoders(jobs.labels[0], count: count)
    }

    /// The PNG encoder's choices on one canvas: ms to encode, and the file's bytes.
    private mutating func measureEncoders(_ label: RenderJobs.Label, count: Int) throws {
        let layout = try PreparedText(label.text, font: font, fontCollection: fonts).layout(width: label.width)
        let canvas = try TextRenderer().render(layout, scale: label.scale, background: .white)
        print("PNG encoder on the \(label.name) canvas (\(canvas.width) × \(canvas.height) px): ms to encode, bytes")
        let choices: [(String, PNGWriter.Options)] = [
            ("libpng, RGBA, adaptive filters, zlib 6 (before)", .libpngDefault),
            ("libpng, RGBA, no filter, zlib 3 (its FAST flag)", .libpng(reducesColorType: false, fast: true)),
            ("libpng, reduced colour type, adaptive, zlib 6", .libpng(reducesColorType: true, fast: false)),
            ("libpng, reduced colour type, no filter, zlib 3", .libpng(reducesColorType: true, fast: true)),
            ("libdeflate 1, reduced, no filter (used)", .standard),
            ("libdeflate 3, reduced, no filter", .libdeflate(level: 3, upFilter: false)),
            ("libdeflate 6, reduced, no filter", .libdeflate(level: 6, upFilter: false)),
            ("libdeflate 1, reduced, Up filter", .libdeflate(level: 1, upFilter: true)),
        ]
        for (name, options) in choices {
            var bytes = 0
            let (_, cpu, folded) = try timeJobs(count) {
                bytes = try PNGWriter.encode(canvas, options: options).count
                return bytes
            }
            sink &+= folded
            print("  \(name.padding(toLength: 52, withPad: " ", startingAt: 0)) \(column(f(1000 / cpu, 2))) \(bytes)")
        }
    }

    /// Runs `job` once untimed, then `count` times; jobs per second of wall and of CPU time, and
    /// the jobs' results folded together (for the sink).
    private func timeJobs(_ count: Int, _ job: () throws -> Int) throws -> (wall: Double, cpu: Double, sink: Int) {
        var folded = try job()
        let wall = ProcessStats.now(), cpu = cpuSeconds()
        for _ in 0..<count { folded &+= try job() }
        return (Double(count) / (ProcessStats.now() - wall), Double(count) / (cpuSeconds() - cpu), folded)
    }
}

/// This process's CPU seconds (user and system, all threads): on a machine shared with other
/// work, the figure that other processes' load does not stretch.
func cpuSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
