import ProcessIO

/// Links in SVG output: cairo's SVG surface ignores its tag API, so `VectorDocument` wraps a
/// linked run's glyphs in `<a xlink:href="…">` after cairo has written the file.
///
/// cairo 1.16 writes each `cairo_show_text_glyphs` call as one group, a line
/// `<g style="fill:…">`, then a line `  <use xlink:href="#glyphN-M" x="…" y="…"/>` per glyph,
/// then `</g>`, in the order the calls were made, the positions in device units.
/// `CairoContext` records every call's glyph positions and link (`GlyphRun`); a group is
/// matched to the next recorded call with a glyph within 0.01 unit of the group's first
/// `<use>` (cairo leaves out blank glyphs such as spaces, so the group may start at a later
/// glyph), so that a call cairo left out of the file (a run off the page, a run of spaces)
/// does not shift the others.
enum SVGLinks {
    /// One recorded `cairo_show_text_glyphs` call.
    struct GlyphRun: Sendable {
        /// The glyphs' positions in device units, as cairo writes them.
        var positions: [(x: Double, y: Double)]
        var link: String?

        func hasGlyph(at position: (x: Double, y: Double)) -> Bool {
            positions.contains { abs($0.x - position.x) < 0.01 && abs($0.y - position.y) < 0.01 }
        }
    }

    /// `svg` with the groups of linked runs wrapped in `<a>`; unchanged when no run links.
    static func wrap(_ svg: [UInt8], runs: [GlyphRun]) -> [UInt8] {
        guard runs.contains(where: { $0.link != nil }) else { return svg }
        let lines = String(decoding: svg, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var out: [Substring] = []
        out.reserveCapacity(lines.count + 8)
        var next = 0
        var i = 0
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("<g style=\""), i + 1 < lines.count, let position = usePosition(lines[i + 1]),
               let k = runs[next...].firstIndex(where: { $0.hasGlyph(at: position) }) {
                next = k + 1
                if let link = runs[k].link, let end = lines[i...].firstIndex(where: { $0 == "</g>" }) {
                    out.append(Substring("<a xlink:href=\"\(MarkupEscaping.escaped(link))\">"))
                    out.append(contentsOf: lines[i...end])
                    out.append("</a>")
                    i = end + 1
                    continue
                }
            }
            out.append(line)
            i += 1
        }
        return Array(out.joined(separator: "\n").utf8)
    }

    /// The x and y of a `  <use xlink:href="#glyph…" x="…" y="…"/>` line.
    static func usePosition(_ line: Substring) -> (x: Double, y: Double)? {
        guard line.hasPrefix("  <use xlink:href=\"#glyph"), let x = attribute("x", in: line), let y = attribute("y", in: line) else {
            return nil
        }
        return (x, y)
    }

    private static func attribute(_ name: String, in line: Substring) -> Double? {
        guard let start = line.range(of: " \(name)=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return Double(rest[..<end])
    }
}
