import Foundation
import Graphics
import LabelHost
import Localization
import TextRendering
import Typesetting

/// `fit --png`: one PNG a language showing each failing string in its label's box. Each
/// entry is a caption (key, category, problem), the box (blue outline) with the text as the
/// label draws it (truncated, clipped or shrunk), and below it the whole text in red with
/// the part outside the box shaded red: the overflow.
public enum ContactSheet {
    /// Colours of the sheet.
    static let boxColor = Color(red: 0.2, green: 0.45, blue: 1, alpha: 1)
    static let overflowFill = Color(red: 1, green: 0.15, blue: 0.1, alpha: 0.18)
    static let overflowText = Color(red: 0.8, green: 0.1, blue: 0.05, alpha: 1)
    static let captionColor = Color(red: 0.35, green: 0.35, blue: 0.4, alpha: 1)
    /// At most this many strings a sheet (the rest are counted in the last caption).
    public static let maximumEntries = 200

    /// Writes `fit-LANGUAGE.png` for each language with a failing string into `directory`
    /// (created if needed) at `scale` pixels a point; returns the paths written.
    public static func write(_ report: FitReport, checker: FitChecker, directory: String, scale: Double = 2) throws -> [String] {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var languages: [String] = []
        var failing: [String: [FitResult]] = [:]
        for r in report.results where r.status == .fail {
            if failing[r.string.language] == nil { languages.append(r.string.language) }
            failing[r.string.language, default: []].append(r)
        }
        var written: [String] = []
        for language in languages {
            let canvas = try sheet(failing[language]!, checker: checker, scale: scale)
            let safe = language.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }
            let path = (directory as NSString).appendingPathComponent("fit-\(String(safe)).png")
            try PNGWriter.write(canvas, to: path)
            written.append(path)
        }
        return written
    }

    struct Entry {
        var caption: TextLayout
        var drawn: TextLayout?
        var drawnOrigin: Point
        var full: TextLayout?
        var box: Size
        var result: FitResult
    }

    /// One language's sheet.
    public static func sheet(_ results: [FitResult], checker: FitChecker, scale: Double = 2) throws -> Canvas {
        let fonts = checker.fontCollection
        let captionFont = try fonts.systemFont(ofSize: 11)
        let margin = 16.0, gap = 6.0, spacing = 18.0
        var entries: [Entry] = []
        for r in results.prefix(maximumEntries) {
            entries.append(try entry(r, checker: checker, captionFont: captionFont))
        }
        var width = 320.0
        var height = margin
        for e in entries {
            width = max(width, e.caption.size.width, e.box.width, e.full?.size.width ?? 0)
            height += e.caption.size.height + gap + e.box.height + gap + max(e.box.height, e.full?.size.height ?? 0) + spacing
        }
        width = min(width + 2 * margin, 4000)
        var more: TextLayout? = nil
        if results.count > entries.count {
            more = try PreparedText(AttributedText("… and \(results.count - entries.count) more", attributes: TextAttributes(font: captionFont, color: captionColor)), fontCollection: fonts)
                .layout(width: nil, numberOfLines: 1)
            height += more!.size.height + spacing
        }
        var canvas = try Canvas(size: Size(width: width, height: min(height, 30_000)), scale: scale, background: .white)
        let renderer = TextRenderer()
        var y = margin
        for e in entries {
            try draw(e, renderer: renderer, margin: margin, gap: gap, y: &y, into: &canvas)
            y += spacing
        }
        if let more { try renderer.render(more, at: Point(x: margin, y: y), into: &canvas) }
        return canvas
    }

    /// The entry of result `r`: its caption, the label as drawn in its box, and the whole
    /// text in red (one line for a one-line label, wrapped at the width otherwise).
    private static func entry(_ r: FitResult, checker: FitChecker, captionFont: Font) throws -> Entry {
        let fonts = checker.fontCollection
        var text = "\(r.string.variantName) · \(r.category.shortName) \(formatPoints(r.pointSize)) pt · \(formatPoints(r.spec.width)) pt × \(r.spec.numberOfLines) · "
        text += r.problems.map(\.description).joined(separator: "; ")
        let caption = try PreparedText(AttributedText(text, attributes: TextAttributes(font: captionFont, color: captionColor)), fontCollection: fonts)
            .layout(width: nil, numberOfLines: 1)
        let font = try checker.font(for: r.spec, category: r.category)
        let label = FitChecker.label(text: r.text, language: r.string.language, font: font, spec: r.spec, fonts: fonts, markdown: r.isMarkdown)
        let bounds = Rect(x: 0, y: 0, width: r.spec.width, height: .infinity)
        let drawing = try label.drawingLayout(in: bounds)
        let height = max(drawing?.layout.size.height ?? 0, font.lineHeight * Double(max(1, r.spec.numberOfLines)) * r.scaleFactor)
        let red = FitChecker.label(text: r.text, language: r.string.language, font: font, spec: r.spec, fonts: fonts)
        let redAttributes = TextAttributes(font: font, language: r.string.language, color: overflowText)
        red.attributedText = r.isMarkdown
            ? AttributedText(markdown: r.text, attributes: redAttributes, fontCollection: fonts)
            : AttributedText(r.text, attributes: redAttributes)
        let full = try red.preparedText()?.layout(width: r.spec.numberOfLines == 1 ? nil : r.spec.width, numberOfLines: 0, scale: r.scaleFactor)
        return Entry(caption: caption, drawn: drawing?.layout, drawnOrigin: Point(x: 0, y: min(0, drawing?.origin.y ?? 0)),
                     full: full, box: Size(width: r.spec.width, height: height), result: r)
    }

    /// Draws entry `e` from `y` down (its caption, the label in its box, the whole text with
    /// what lies outside the box shaded) and moves `y` past it.
    private static func draw(
        _ e: Entry, renderer: TextRenderer, margin: Double, gap: Double, y: inout Double, into canvas: inout Canvas
    ) throws {
        try renderer.render(e.caption, at: Point(x: margin, y: y), into: &canvas)
        y += e.caption.size.height + gap
        let box = Rect(x: margin, y: y, width: e.box.width, height: e.box.height)
        if let drawn = e.drawn { try renderer.render(drawn, at: Point(x: margin, y: y + e.drawnOrigin.y), into: &canvas) }
        canvas.stroke(Rect(x: box.minX - 1, y: box.minY - 1, width: box.width + 2, height: box.height + 2), color: boxColor)
        y += e.box.height + gap
        if let full = e.full {
            let fullHeight = max(e.box.height, full.size.height)
            // Shade what lies outside the box: right of it, and below its last line.
            if full.size.width > e.box.width {
                canvas.fill(Rect(x: margin + e.box.width, y: y, width: full.size.width - e.box.width, height: fullHeight), color: overflowFill)
            }
            if full.size.height > e.box.height + 0.5 {
                canvas.fill(Rect(x: margin, y: y + e.box.height, width: min(e.box.width, full.size.width), height: full.size.height - e.box.height), color: overflowFill)
            }
            canvas.stroke(Rect(x: margin - 1, y: y - 1, width: e.box.width + 2, height: e.box.height + 2), color: Color(red: 0.2, green: 0.45, blue: 1, alpha: 0.4))
            try renderer.render(full, at: Point(x: margin, y: y), into: &canvas)
            y += fullHeight
        }
    }
}
