import Foundation
import Graphics
import TextRendering
import Typesetting

/// open → Font(size 17) → metrics → PreparedText → layout(width: 100) → glyphRuns → render,
/// with every number checked. Run twice: with only the mutant (so that it shapes every
/// character) and with the bundled fallback chain behind it (the usual path). Every layout is
/// also rasterized into a bounded canvas (`canvasSize` points at scale 2, a glyph cache of
/// 8 MiB), so damaged outlines, bitmap strikes and glyph ids reach FreeType's renderer. A
/// collection's last face is opened and run as well.
package struct FontPipeline: Sendable {
    static let text = "Hello, world! שלום 123"
    /// Second text, shaped by the mutant alone: the Thai, Hebrew and Latin features of the base
    /// fonts (Thai marks and ligatures, Hebrew points, f-ligatures, kerning pairs), so that
    /// damaged GSUB/GPOS/GDEF tables are exercised, plus a tab and an ellipsis.
    static let scriptText = "ภาษาไทย น้ำ ที่ ffi AV To\tשָׁלוֹם 1/2 …"
    let fallbackCollection: FontCollection?
    let isolatedCollection: FontCollection?
    /// The canvas every layout is drawn into, in points (at scale 2: 480 × 240 pixels).
    static let canvasSize = Size(width: 240, height: 120)
    let renderer = TextRenderer(rasterizer: GlyphRasterizer(cacheByteLimit: 8 << 20))

    /// `fontsDirectory`: the bundled fonts, for the fallback pass. `emptyDirectory`: an empty
    /// directory, so that the isolated pass has no fallback fonts and no system fonts.
    package init(fontsDirectory: String, emptyDirectory: String) {
        fallbackCollection = try? FontCollection(directory: fontsDirectory, usesSystemFonts: false)
        isolatedCollection = try? FontCollection(directory: emptyDirectory, usesSystemFonts: false)
    }

    /// A new empty directory in the temporary directory, one per process.
    package static func makeEmptyDirectory() -> String {
        let path = NSTemporaryDirectory() + "textmetrics-fuzz-empty-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    package struct Result: Sendable {
        /// FontFace(data:) accepted the bytes.
        package let opened: Bool
        package let outcome: FuzzOutcome
    }

    package func run(_ bytes: [UInt8], name: String = "<mutant>") -> Result {
        let data = Data(bytes)
        let face: FontFace
        do { face = try FontFace(data: data, name: name) } catch {
            return Result(opened: false, outcome: .typedError(ErrorKind.of(error)))
        }
        if let problem = Self.checkCmapCoverage(bytes, face) { return Result(opened: true, outcome: .violation(problem)) }
        let outcome = measure(face)
        guard outcome == .ok, face.faceCount > 1 else { return Result(opened: true, outcome: outcome) }
        do {
            let last = try FontFace(data: data, name: name, faceIndex: face.faceCount - 1)
            return Result(opened: true, outcome: measure(last))
        } catch {
            return Result(opened: true, outcome: .typedError(ErrorKind.of(error)))
        }
    }

    private func measure(_ face: FontFace) -> FuzzOutcome {
        var problems: [String] = []
        if face.unitsPerEm <= 0 { problems.append("unitsPerEm \(face.unitsPerEm)") }
        for a in face.axes where !(a.minValue.isFinite && a.defaultValue.isFinite && a.maxValue.isFinite) {
            problems.append("axis \(a.tag) not finite")
        }
        var weights: [Font.Weight?] = [nil]
        if face.hasWeightAxis { weights.append(.bold) }
        for weight in weights {
            let font: Font
            do { font = try Font(face: face, size: 17, weight: weight) } catch {
                return .typedError(ErrorKind.of(error))
            }
            problems += Self.check(font.metrics, "metrics") + Self.check(font.unitMetrics, "unit metrics")
            if !font.weight.value.isFinite { problems.append("weight \(font.weight.value)") }
            // A font's own tracking (a `trak` table) is finite and within FontTracking's bound.
            if !font.trackingPerCluster.isFinite || abs(font.trackingPerCluster) > FontTracking.maximumMagnitude * font.pointSize + 1e-9 {
                problems.append("tracking \(font.trackingPerCluster)")
            }
            do { try layOut(font, into: &problems) } catch {
                return .typedError(ErrorKind.of(error))
            }
            do { try render(font, into: &problems) } catch let error as LayoutError {
                return .typedError(ErrorKind.of(error))
            } catch let error as RenderError {
                return .typedError(ErrorKind.of(error))
            } catch {
                return .violation("untyped error \(error)")
            }
        }
        return problems.isEmpty ? .ok : .violation(problems.prefix(4).joined(separator: "; "))
    }

    /// `text` in three line-break modes, alone and with the fallback chain, then `scriptText`
    /// alone at three widths; every layout checked.
    private func layOut(_ font: Font, into problems: inout [String]) throws(LayoutError) {
        for collection in [isolatedCollection, fallbackCollection] {
            var style = ParagraphStyle()
            for (mode, lines, width) in [(LineBreakMode.byWordWrapping, 0, 100.0), (.byTruncatingTail, 1, 60), (.byCharWrapping, 0, 10)] {
                style.lineBreakMode = mode
                let prepared = try PreparedText(Self.text, font: font, style: style, fontCollection: collection)
                for (label, v) in [("minContentWidth", prepared.minContentWidth), ("maxContentWidth", prepared.maxContentWidth)] where !v.isFinite {
                    problems.append("\(label) \(v)")
                }
                let layout = try prepared.layout(width: width, numberOfLines: lines)
                let checker = LayoutChecker(Self.text)
                problems += checker.check(layout, width: width, mode: mode, numberOfLines: lines)
            }
        }
        let prepared = try PreparedText(Self.scriptText, font: font, fontCollection: isolatedCollection)
        let checker = LayoutChecker(Self.scriptText)
        for width in [0, 80, Double.infinity] {
            problems += checker.check(try prepared.layout(width: width), width: width, mode: .byWordWrapping, numberOfLines: 0)
        }
    }

    /// Both texts drawn into the bounded canvas, with the fallback chain and alone, at every
    /// subpixel phase's worth of offsets; the canvas must keep its size.
    private func render(_ font: Font, into problems: inout [String]) throws {
        var canvas = try Canvas(size: Self.canvasSize, scale: 2, background: .white)
        for (text, collection) in [(Self.text, fallbackCollection), (Self.scriptText, isolatedCollection)] {
            let layout = try PreparedText(text, font: font, fontCollection: collection).layout(width: Self.canvasSize.width)
            for x in [0.0, 0.3] {
                try renderer.render(layout, at: Point(x: x, y: 4), into: &canvas)
            }
        }
        if canvas.width != 480 || canvas.height != 240 { problems.append("canvas \(canvas.width)×\(canvas.height)") }
    }

    /// The cmap summary the fallback cascade reads instead of opening a file (`CmapCoverage`):
    /// a typed failure (then the cascade opens the face), or ranges that hold every code point
    /// HarfBuzz maps for face 0 (else the cascade could pass over a file that covers a
    /// cluster). Nil when it holds.
    static func checkCmapCoverage(_ bytes: [UInt8], _ face: FontFace) -> String? {
        let summary: CmapCoverage
        do { summary = try CmapCoverage.of(bytes: bytes) } catch { return nil }
        for range in face.unicodeRanges() where !summary.mayCover(range) {
            return "cmap summary lacks U+\(String(range.lowerBound, radix: 16, uppercase: true))…U+\(String(range.upperBound, radix: 16, uppercase: true)), which HarfBuzz maps"
        }
        return nil
    }

    static func check(_ m: FontMetrics, _ label: String) -> [String] {
        let values: [(String, Double)] = [
            ("unitsPerEm", m.unitsPerEm), ("ascender", m.ascender), ("descender", m.descender), ("leading", m.leading),
            ("lineHeight", m.lineHeight), ("capHeight", m.capHeight), ("xHeight", m.xHeight),
            ("underlinePosition", m.underlinePosition), ("underlineThickness", m.underlineThickness),
            ("italicAngle", m.italicAngle),
        ]
        return values.filter { !$0.1.isFinite }.map { "\(label).\($0.0) = \($0.1)" }
    }
}
