
import ProcessIO
import Typesetting

/// How a fit report writes its numbers and cells (the table's, and the names JSON and JUnit
/// give a category).
enum FitReportCells {
    /// UIKit's short name of a category (xS … AX5).
    static func category(_ c: Font.ContentSizeCategory) -> String { c.shortName }

    /// Two decimals, e.g. 46.14, 0.80 (no Foundation formatting: tables have many rows).
    static func points(_ v: Double) -> String {
        let hundredths = Int((abs(v) * 100).rounded())
        let fraction = hundredths % 100
        return (v < 0 && hundredths != 0 ? "-" : "") + "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// `points(v)` without a ".00" ending: 200 rather than 200.00.
    static func wholePoints(_ v: Double) -> String {
        let text = points(v)
        return text.hasSuffix(".00") ? String(text.dropLast(3)) : text
    }

    /// Points without trailing zeros: 61.5, 41, 3.06.
    static func shortPoints(_ v: Double) -> String {
        var text = points(v)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `text.count` (its characters, the grapheme clusters a terminal gives a column each), fast
    /// for text below U+0300 and without CR: there every scalar is a character (UAX #29 joins
    /// nothing below U+0300 but CR LF), so the count is that of the UTF-8 bytes that start a
    /// scalar. Other text is counted by the standard library.
    static func characterCount(_ text: String) -> Int {
        let fast = text.utf8.withContiguousStorageIfAvailable { simpleCharacterCount($0[...]) }
        return (fast ?? nil) ?? text.count
    }

    /// The characters of the UTF-8 `bytes` when every scalar is below U+0300 and none is CR
    /// (`characterCount`'s fast case: the bytes that start a scalar), else nil.
    static func simpleCharacterCount(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var scalars = 0
        for byte in bytes {
            // 0xCC and above lead a scalar at U+0300 or above.
            if byte >= 0xCC || byte == 0x0D { return nil }
            if byte & 0xC0 != 0x80 { scalars += 1 }
        }
        return scalars
    }

    /// A key as its table cell, whole (the column grows to the longest): as written when it
    /// has no white space, quote, backslash or control character, else in double quotes with
    /// `\` and `"` escaped and control characters as `\u{1B}`, so the cell is one field that
    /// reads back exactly.
    static func keyCell(_ key: String) -> String {
        let plain = !key.isEmpty && !key.unicodeScalars.contains { s in
            s.properties.isWhitespace || s == "\"" || s == "\\" || s.value < 0x20 || (0x7F...0x9F).contains(s.value)
        }
        if plain { return key }
        var out = "\""
        for s in key.unicodeScalars {
            switch s {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default: out += TerminalText.visible(String(s))
            }
        }
        return out + "\""
    }

    /// What the text needs: its natural width for a one-line label; for more lines, the lines
    /// and height needed against the box ("3 of 2 lines, 61.5 of 41 pt"), or for unlimited
    /// lines, the lines and height ("3 lines, 61.5 pt").
    static func needs(_ r: FitResult) -> String {
        switch r.spec.numberOfLines {
        case 1: return points(r.naturalWidth)
        case 0: return "\(r.linesNeeded) line\(r.linesNeeded == 1 ? "" : "s"), \(shortPoints(r.neededHeight)) pt"
        case let n: return "\(r.linesNeeded) of \(n) lines, \(shortPoints(r.neededHeight)) of \(shortPoints(r.boxHeight)) pt"
        }
    }

    /// A result's table cells: status, language, key (whole, `keyCell`), size, box, what the
    /// text needs (`needs`), overflow, problems.
    static func cells(_ r: FitResult) -> [String] {
        let box = "\(wholePoints(r.spec.width))×\(r.spec.numberOfLines == 0 ? "∞" : String(r.spec.numberOfLines))"
        let overflow = r.overflowPoints > 0 ? "\(points(r.overflowPoints)) pt" + (r.overflowLines > 0 ? " +\(r.overflowLines) ln" : "") : ""
        let problems = r.problems.isEmpty ? "fits" + (r.scaleFactor < 1 ? " at scale \(points(r.scaleFactor))" : "") : r.problems.map(\.description).joined(separator: "; ")
        let status = switch r.status { case .fail: "FAIL"; case .warn: "WARN"; case .pass: "PASS" }
        return [status, TerminalText.visible(r.string.language), keyCell(r.string.variantName), "\(category(r.category)) \(wholePoints(r.pointSize))pt", box, needs(r), overflow, TerminalText.visible(problems)]
    }
}
