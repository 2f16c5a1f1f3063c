import Foundation
import FuzzSupport
import Graphics
import TextRendering
import Typesetting

/// Hostile links: item `i` of seed `s` depends only on (s, i). A text of one to three linked
/// runs (`HostileLinks.link`) between plain ones is laid out and rendered to PDF, SVG and
/// PNG through the API. The PDF is read back by `PDFLinkScanner` and the SVG by
/// `SVGLinkScanner` (`HostileLinks.checkPDF`, `checkSVG`): only URI actions, to exactly the
/// accepted links, no script; every refused link reported as a diagnostic.
enum LinkFuzz {
    static func item(seed: UInt64, index: Int, font: Font, collection: FontCollection) -> (links: Int, outcome: FuzzOutcome) {
        var rng = SplitMix64(seed: seed, index: index)
        let links = (0..<rng.int(1...3)).map { _ in HostileLinks.link(&rng) }
        var text = AttributedText()
        let plain = TextAttributes(font: font)
        text.append(rng.pick(["See ", "", "שלום "]), attributes: plain)
        for (k, link) in links.enumerated() {
            var a = plain
            a.link = link
            text.append("Link\(k)", attributes: a)
            text.append(" and ", attributes: plain)
        }
        let refused = Set(links.filter { (try? LinkTarget($0)) == nil })
        do {
            let layout = try PreparedText(text, fontCollection: collection).layout()
            let renderer = TextRenderer()
            for format in VectorDocument.Format.allCases {
                let document = try renderer.renderDocument(layout, format: format, scale: 2)
                let bytes = try document.finish()
                let reported = Set(document.diagnostics.compactMap { d -> String? in
                    if case .linkRefused(let link, _) = d { return link }
                    return nil
                })
                if reported != refused { return (links.count, .violation("\(format): refused \(refused.count) links, reported \(reported.count)")) }
                let problem = format == .pdf ? HostileLinks.checkPDF(bytes, links: links) : HostileLinks.checkSVG(bytes, links: links)
                if let problem { return (links.count, .violation("\(format): \(problem)")) }
            }
            let canvas = try renderer.render(layout, scale: 2, background: .white)
            _ = try canvas.pngData()
            return (links.count, refused.isEmpty ? .ok : .typedError("refused link drawn as text"))
        } catch {
            return (links.count, .typedError("\(type(of: error))"))
        }
    }
}

/// `child-links`: items [--start, --end) of --seed, one `R` line each: seconds, links, outcome.
func childLinks(_ options: Options) {
    let seed = options.seed()
    let dir = fontsDirectory(options)
    guard let collection = try? FontCollection(directory: dir, usesSystemFonts: false),
          let font = try? collection.systemFont(ofSize: 17) else { fail("cannot open the fonts in \(dir)") }
    runChildItems(options) { index in
        let (links, outcome) = LinkFuzz.item(seed: seed, index: index, font: font, collection: collection)
        return ("\(links)", outcome)
    }
}

/// `links`: hostile link targets through PDF, SVG and PNG in child processes.
func linksCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 50_000, batch: 1_000)
    let (r, wall) = plan.run("child-links", options)
    var links = 0
    let outcomes = r.tally { record in
        guard let n = Int(record.fields[1]) else { return false }
        links += n
        return true
    }.outcomes
    let report = FuzzReport(
        title: "textmetrics-fuzz links — seed \(plan.seed), items \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("texts tried (PDF, SVG and PNG each)", "\(r.tried)"),
            ("links in them", "\(links)"),
            ("every link accepted, written and read back", "\(outcomes.ok)"),
            ("with a refused link (drawn as text, reported)", "\(outcomes.typedErrorCount)"),
            ("validator failures", "\(outcomes.violations.count)"),
        ],
        counts: [("outcomes other than ok:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "links")
}
