// Shared by the `textmetrics-fuzz` executable and the ReliabilityTests target
// (Tests/ReliabilityTests/FuzzCore.swift is a symbolic link to this file), so that the
// long run and `swift test` generate the same mutants and check the same invariants.
// Only the public API of Typesetting is used: the release-built fuzzer cannot use
// `@testable import`.

import Foundation
import FuzzSupport
import Typesetting


// MARK: - The fonts to mutate

enum FuzzFiles {
    /// The small fonts the brief asks to mutate; Inter brings fvar/gvar/HVAR/STAT.
    static let mutationBases = [
        "Quicksand-Regular.ttf", "NotoSansHebrew-Regular.ttf", "NotoSansThai-Regular.ttf", "Inter-Roman.var.ttf",
    ]
}

// MARK: - sfnt table directory

/// One record of an sfnt table directory (OpenType spec, "Table directory"): numTables is a
/// uint16 at offset 4, and 16-byte records (tag, checksum, offset, length) start at 12.
struct SFNTTableRecord: Sendable, Hashable {
    var tag: String
    /// Where the record itself is in the file.
    var recordOffset: Int
    var offset: Int
    var length: Int
}

enum SFNT {
    static func uint16(_ bytes: [UInt8], _ at: Int) -> Int? {
        guard at >= 0, at + 2 <= bytes.count else { return nil }
        return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    static func uint32(_ bytes: [UInt8], _ at: Int) -> Int? {
        guard at >= 0, at + 4 <= bytes.count else { return nil }
        return Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }

    static func write16(_ bytes: inout [UInt8], _ at: Int, _ value: UInt16) {
        guard at >= 0, at + 2 <= bytes.count else { return }
        bytes[at] = UInt8(value >> 8)
        bytes[at + 1] = UInt8(value & 0xFF)
    }

    static func write32(_ bytes: inout [UInt8], _ at: Int, _ value: UInt32) {
        guard at >= 0, at + 4 <= bytes.count else { return }
        for k in 0..<4 { bytes[at + k] = UInt8(value >> (24 - 8 * UInt32(k)) & 0xFF) }
    }

    /// The table records, as far as the bytes hold them (bounds-checked; no validation of
    /// the offsets and lengths themselves: mutants lie about those on purpose).
    static func tables(in bytes: [UInt8]) -> [SFNTTableRecord] {
        guard let count = uint16(bytes, 4) else { return [] }
        var result: [SFNTTableRecord] = []
        for i in 0..<count {
            let record = 12 + 16 * i
            guard let offset = uint32(bytes, record + 8), let length = uint32(bytes, record + 12) else { break }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            result.append(SFNTTableRecord(tag: tag, recordOffset: record, offset: offset, length: length))
        }
        return result
    }

    /// The size of the header plus the table directory.
    static func directoryEnd(_ bytes: [UInt8]) -> Int {
        min(bytes.count, 12 + 16 * (uint16(bytes, 4) ?? 0))
    }
}

// MARK: - Font mutants

struct FontMutant: Sendable {
    var index: Int
    var base: String
    var kind: String
    /// What was done, precise enough to recreate by hand.
    var detail: String
    var bytes: [UInt8]
}

/// Deterministic mutations of real fonts: truncation, byte flips in table data and in the
/// header/table directory, table offsets and lengths rewritten to wrong values, zeroed
/// tables, and stacks of these. Mutant `i` of seed `s` depends only on (s, i).
struct FontMutator: Sendable {
    struct Base: Sendable {
        var name: String
        var bytes: [UInt8]
        var tables: [SFNTTableRecord]
    }

    static let kinds = ["truncate", "table-bytes", "directory-bytes", "table-offset", "table-length", "zero-table", "stacked"]

    let bases: [Base]

    init(directory: String, files: [String] = FuzzFiles.mutationBases) throws {
        bases = try files.map { file in
            let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
            let bytes = [UInt8](data)
            return Base(name: file, bytes: bytes, tables: SFNT.tables(in: bytes))
        }
    }

    /// Mutant `index`: the kind cycles with the index and the base font with index / kinds,
    /// so every (kind, font) pair comes up evenly even in a short run.
    func mutant(seed: UInt64, index: Int) -> FontMutant {
        var rng = SplitMix64(seed: seed, index: index)
        let kind = Self.kinds[index % Self.kinds.count]
        let base = bases[(index / Self.kinds.count) % bases.count]
        var bytes = base.bytes
        var notes: [String] = []
        switch kind {
        case "truncate":
            notes.append(truncate(&bytes, base, &rng))
        case "stacked":
            for _ in 0..<rng.int(2...4) {
                notes.append(apply(Self.kinds[rng.int(1...5)], &bytes, base, &rng))
            }
            if rng.chance(25) { notes.append(truncate(&bytes, base, &rng)) }
        default:
            notes.append(apply(kind, &bytes, base, &rng))
        }
        return FontMutant(index: index, base: base.name, kind: kind, detail: notes.joined(separator: "; "), bytes: bytes)
    }

    private func apply(_ kind: String, _ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        switch kind {
        case "table-bytes": return flipTableBytes(&bytes, base, &rng)
        case "directory-bytes": return flipDirectoryBytes(&bytes, &rng)
        case "table-offset": return rewrite(&bytes, base, &rng, field: 8)
        case "table-length": return rewrite(&bytes, base, &rng, field: 12)
        case "zero-table": return zeroTable(&bytes, base, &rng)
        default: return truncate(&bytes, base, &rng)
        }
    }

    private func truncate(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        let length: Int
        switch rng.below(4) {
        case 0: length = rng.below(SFNT.directoryEnd(bytes) + 1)  // inside the header/directory
        case 1:  // inside or at the edge of one table
            let t = rng.pick(base.tables)
            length = min(bytes.count, t.offset + rng.below(t.length + 1))
        default: length = rng.below(bytes.count)
        }
        bytes.removeSubrange(min(length, bytes.count)...)
        return "truncate to \(length) bytes"
    }

    /// Byte flips and "interesting" 16-bit values (0, 1, 0x7FFF, 0x8000, 0xFFFF: counts,
    /// offsets and signed extremes) at random places of one table.
    private func flipTableBytes(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        let t = rng.pick(base.tables)
        let lower = min(t.offset, bytes.count)
        let upper = min(t.offset + t.length, bytes.count)
        guard upper > lower else { return "table \(t.tag) empty: no flips" }
        var changes: [String] = []
        for _ in 0..<rng.int(1...8) {
            let at = lower + rng.below(upper - lower)
            if rng.chance(30) {
                let even = lower + ((at - lower) & ~1)
                let value: UInt16 = rng.pick([0, 1, 0x7FFF, 0x8000, 0xFFFF, UInt16(truncatingIfNeeded: rng.next())])
                SFNT.write16(&bytes, even, value)
                changes.append("u16@\(even)=\(value)")
            } else {
                let mask = max(1, rng.byte())
                bytes[at] ^= mask
                changes.append("@\(at)^=\(mask)")
            }
        }
        return "\(t.tag) bytes " + changes.joined(separator: ",")
    }

    private func flipDirectoryBytes(_ bytes: inout [UInt8], _ rng: inout SplitMix64) -> String {
        let end = SFNT.directoryEnd(bytes)
        guard end > 0 else { return "no directory" }
        var changes: [String] = []
        for _ in 0..<rng.int(1...4) {
            let at = rng.below(end)
            let mask = max(1, rng.byte())
            bytes[at] ^= mask
            changes.append("@\(at)^=\(mask)")
        }
        return "directory bytes " + changes.joined(separator: ",")
    }

    /// Rewrites a record's offset (field 8) or length (field 12) to a wrong value.
    private func rewrite(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64, field: Int) -> String {
        let t = rng.pick(base.tables)
        let current = field == 8 ? t.offset : t.length
        let other = rng.pick(base.tables)
        let size = bytes.count
        let candidates: [Int] = [
            0, 1, 3, current + 1, max(0, current - 1), current + 2, current * 2, current / 2,
            size - 1, size, size + 1, size - current, Int(UInt32.max), Int(Int32.max), 0x8000_0000,
            other.offset, other.length, other.offset + other.length, rng.below(size), current + rng.int(1...4096),
        ]
        let value = UInt32(truncatingIfNeeded: max(0, rng.pick(candidates)))
        SFNT.write32(&bytes, t.recordOffset + field, value)
        return "\(t.tag) \(field == 8 ? "offset" : "length") \(current) → \(value)"
    }

    private func zeroTable(_ bytes: inout [UInt8], _ base: Base, _ rng: inout SplitMix64) -> String {
        let t = rng.pick(base.tables)
        let lower = min(t.offset, bytes.count), upper = min(t.offset + t.length, bytes.count)
        for i in lower..<upper { bytes[i] = 0 }
        return "\(t.tag) zeroed (\(upper - lower) bytes)"
    }
}

// MARK: - Outcomes

enum FuzzOutcome: Sendable, Hashable {
    /// Opened, measured and laid out; every number finite and every invariant held.
    case ok
    /// A typed error (FontError or LayoutError), named by `kind`.
    case typedError(String)
    /// A result came back but broke an invariant (non-finite number, lines that do not
    /// partition the text…): a bug.
    case violation(String)

    var label: String {
        switch self {
        case .ok: return "ok"
        case .typedError(let kind): return kind
        case .violation(let what): return "VIOLATION " + what
        }
    }
}

enum ErrorKind {
    static func of(_ error: FontError) -> String {
        switch error {
        case .fileNotFound: return "FontError.fileNotFound"
        case .unreadable: return "FontError.unreadable"
        case .notAFont(_, let reason): return "FontError.notAFont(\(reason))"
        case .faceIndexOutOfRange: return "FontError.faceIndexOutOfRange"
        case .invalidSize: return "FontError.invalidSize"
        case .invalidWeight: return "FontError.invalidWeight"
        case .unknownFamily: return "FontError.unknownFamily"
        case .bundledFontsNotFound: return "FontError.bundledFontsNotFound"
        case .freeType(let function, let reason): return "FontError.freeType(\(function): \(reason))"
        }
    }

    static func of(_ error: LayoutError) -> String {
        switch error {
        case .invalidWidth: return "LayoutError.invalidWidth"
        case .invalidNumberOfLines: return "LayoutError.invalidNumberOfLines"
        case .invalidStyle: return "LayoutError.invalidStyle"
        case .font(let e): return "LayoutError.font(" + of(e) + ")"
        case .analysis: return "LayoutError.analysis"
        }
    }
}

// MARK: - Layout invariants

/// Checks a `TextLayout` against the invariants every layout must keep, whatever the input.
struct LayoutChecker {
    let string: String
    let utf16: [UInt16]
    /// Grapheme-cluster boundaries of the whole string (paragraph separators are always
    /// boundaries, GB4/GB5, so these agree with the per-paragraph analysis).
    let graphemes: [Int]

    /// Line-break opportunities of the whole string (paragraph separators are mandatory
    /// breaks, so the rules never reach across them).
    let lineBreaks: [Int]

    init(_ string: String) {
        self.string = string
        utf16 = Array(string.utf16)
        graphemes = (try? TextSegmentation.graphemeBoundaries(in: utf16)) ?? []
        lineBreaks = ((try? TextSegmentation.lineBreaks(in: utf16)) ?? []).map(\.offset)
    }

    static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let k = firstIndex(in: sorted, after: value - 1)
        return k < sorted.count && sorted[k] == value
    }

    /// The engine's hanging whitespace (PreparedParagraph.isHangingWhitespace): it ends a line
    /// without counting toward the line's width.
    static func isHanging(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0A, 0x0D, 0x3000, 0x1680, 0x2028, 0x2029, 0x0B, 0x0C, 0x85: return true
        case 0x2000...0x2006, 0x2008...0x200A, 0x205F: return true
        default: return false
        }
    }

    /// Grapheme clusters in [lower, upper) once hanging whitespace is trimmed from the end.
    func visibleClusters(_ range: Range<Int>) -> Int {
        var end = min(range.upperBound, utf16.count)
        while end > range.lowerBound && Self.isHanging(utf16[end - 1]) { end -= 1 }
        guard end > range.lowerBound else { return 0 }
        return Self.firstIndex(in: graphemes, after: end) - Self.firstIndex(in: graphemes, after: range.lowerBound)
    }

    /// The index of the first element > value in a sorted array.
    static func firstIndex(in sorted: [Int], after value: Int) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if sorted[mid] <= value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Violations (empty when the layout is sound). `width` is what was proposed. `checkInk`
    /// also requires every glyph but the hanging whitespace to lie inside its line box (not for
    /// hostile fonts, whose negative advances may legitimately step outside).
    func check(_ layout: TextLayout, width: Double?, mode: LineBreakMode, numberOfLines: Int, checkGlyphs: Bool = true, checkInk: Bool = false) -> [String] {
        var problems: [String] = []
        func finite(_ name: String, _ v: Double) {
            if !v.isFinite { problems.append("\(name) is \(v)") }
        }
        finite("size.width", layout.size.width)
        finite("size.height", layout.size.height)
        if layout.size.width < 0 || layout.size.height < 0 { problems.append("negative size \(layout.size)") }
        if numberOfLines > 0 && layout.lineCount > numberOfLines {
            problems.append("\(layout.lineCount) lines for numberOfLines \(numberOfLines)")
        }
        var expectedStart = 0
        for (i, line) in layout.lines.enumerated() {
            for (name, v) in [("x", line.origin.x), ("y", line.origin.y), ("width", line.width), ("ascent", line.ascent),
                              ("descent", line.descent), ("height", line.height), ("baseline", line.baseline)] {
                finite("line \(i) \(name)", v)
            }
            if line.utf16Range.lowerBound != expectedStart {
                problems.append("line \(i) starts at \(line.utf16Range.lowerBound), expected \(expectedStart) (lines must be consecutive)")
            }
            if line.utf16Range.upperBound > utf16.count || line.utf16Range.isEmpty && !utf16.isEmpty {
                problems.append("line \(i) range \(line.utf16Range) outside or empty in a text of \(utf16.count)")
            }
            // A line starts at a line-break opportunity (UAX #14), or at a grapheme boundary
            // where a piece too wide for the line was cut. After such a cut the whitespace hangs
            // on the line it ends, as after a soft break: the next line never starts with a
            // cluster of hanging whitespace.
            let start = line.utf16Range.lowerBound
            if i > 0 && start < utf16.count {
                if !Self.contains(graphemes, start) {
                    problems.append("line \(i) starts at \(start), inside a grapheme cluster")
                } else if !Self.contains(lineBreaks, start) {
                    let next = graphemes[Self.firstIndex(in: graphemes, after: start)]
                    if (start..<next).allSatisfy({ Self.isHanging(utf16[$0]) }) {
                        problems.append("line \(i) starts at \(start) with hanging whitespace U+\(String(utf16[start], radix: 16)) after a cut inside a piece")
                    }
                }
            }
            expectedStart = line.utf16Range.upperBound
            if line.isTruncated && !mode.isTruncating { problems.append("line \(i) truncated in mode \(mode)") }
            if let e = line.ellipsisPosition, e < 0 || e > line.visibleUTF16Ranges.count {
                problems.append("line \(i) ellipsisPosition \(e) outside 0…\(line.visibleUTF16Ranges.count)")
            }
            if let width, width.isFinite, line.width > width + 1e-6 {
                let onlyEllipsis = line.isTruncated && line.visibleUTF16Ranges.allSatisfy(\.isEmpty)
                let clusters = visibleClusters(line.utf16Range)
                if !onlyEllipsis && (line.isTruncated || clusters > 1) {
                    problems.append("line \(i) width \(line.width) > \(width) with \(clusters) clusters\(line.isTruncated ? " (truncated)" : "")")
                }
            }
        }
        let coversAll = expectedStart == utf16.count
        if !layout.isTruncated && !coversAll {
            problems.append("lines end at \(expectedStart) of \(utf16.count) but the layout is not marked truncated")
        }
        if layout.lines.contains(where: \.isTruncated) && !layout.isTruncated {
            problems.append("a line is truncated but the layout is not")
        }
        if layout.isTruncated && coversAll && !layout.lines.contains(where: \.isTruncated) {
            problems.append("layout marked truncated although every line is whole and the text is covered")
        }
        if checkGlyphs && checkInk {
            for (i, line) in layout.lines.enumerated() {
                let lower = line.origin.x, upper = line.origin.x + line.width
                let tolerance = 1e-6 + 1e-12 * 16 * (abs(lower) + abs(line.width))
                let runs = layout.glyphRuns(forLine: i)
                // Known limitation: tab stops in right-to-left text are resolved left to right
                // when glyphs are placed but in logical order when lines are measured.
                if runs.contains(where: \.isRightToLeft) && utf16[line.utf16Range].contains(0x09) { continue }
                for run in runs {
                    var pen = run.minX
                    for (k, advance) in run.advances.enumerated() {
                        defer { pen += advance }
                        let c = run.clusters[k]
                        if c >= 0 && c < utf16.count && Self.isHanging(utf16[c]) { continue }
                        if pen < lower - tolerance || pen + advance > upper + tolerance {
                            problems.append("line \(i): glyph \(run.glyphs[k]) of cluster \(c) spans \(pen)…\(pen + advance), outside the line box \(lower)…\(upper)")
                            break
                        }
                    }
                }
            }
        }
        if checkGlyphs {
            for (i, run) in layout.glyphRuns.enumerated() {
                if run.glyphs.count != run.positions.count || run.glyphs.count != run.advances.count || run.glyphs.count != run.clusters.count {
                    problems.append("glyph run \(i) arrays differ in length")
                }
                finite("glyph run \(i) minX", run.minX)
                finite("glyph run \(i) maxX", run.maxX)
                for p in run.positions where !(p.x.isFinite && p.y.isFinite) { problems.append("glyph run \(i) position \(p)"); break }
                for a in run.advances where !a.isFinite { problems.append("glyph run \(i) advance \(a)"); break }
                for c in run.clusters where c != -1 && (c < 0 || c >= utf16.count) {
                    problems.append("glyph run \(i) cluster \(c) outside the text"); break
                }
            }
        }
        return problems
    }
}

// MARK: - The font pipeline

/// open → Font(size 17) → metrics → PreparedText → layout(width: 100) → glyphRuns, with every
/// number checked. Run twice: with only the mutant (so that it shapes every character) and
/// with the bundled fallback chain behind it (the usual path).
struct FontPipeline: Sendable {
    static let text = "Hello, world! שלום 123"
    /// Second text, shaped by the mutant alone: the Thai, Hebrew and Latin features of the base
    /// fonts (Thai marks and ligatures, Hebrew points, f-ligatures, kerning pairs), so that
    /// damaged GSUB/GPOS/GDEF tables are exercised, plus a tab and an ellipsis.
    static let scriptText = "ภาษาไทย น้ำ ที่ ffi AV To\tשָׁלוֹם 1/2 …"
    let fallbackCollection: FontCollection?
    let isolatedCollection: FontCollection?

    /// `fontsDirectory`: the bundled fonts, for the fallback pass. `emptyDirectory`: an empty
    /// directory, so that the isolated pass has no fallback fonts and no system fonts.
    init(fontsDirectory: String, emptyDirectory: String) {
        fallbackCollection = try? FontCollection(directory: fontsDirectory, usesSystemFonts: false)
        isolatedCollection = try? FontCollection(directory: emptyDirectory, usesSystemFonts: false)
    }

    static func makeEmptyDirectory() -> String {
        let path = NSTemporaryDirectory() + "textmetrics-fuzz-empty-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    struct Result: Sendable {
        /// FontFace(data:) accepted the bytes.
        var opened: Bool
        var outcome: FuzzOutcome
    }

    func run(_ bytes: [UInt8], name: String = "<mutant>") -> Result {
        let face: FontFace
        do { face = try FontFace(data: Data(bytes), name: name) } catch {
            return Result(opened: false, outcome: .typedError(ErrorKind.of(error)))
        }
        return Result(opened: true, outcome: measure(face))
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
            for collection in [isolatedCollection, fallbackCollection] {
                var style = ParagraphStyle()
                for (mode, lines, width) in [(LineBreakMode.byWordWrapping, 0, 100.0), (.byTruncatingTail, 1, 60), (.byCharWrapping, 0, 10)] {
                    style.lineBreakMode = mode
                    do {
                        let prepared = try PreparedText(Self.text, font: font, style: style, fontCollection: collection)
                        for (label, v) in [("minContentWidth", prepared.minContentWidth), ("maxContentWidth", prepared.maxContentWidth)] where !v.isFinite {
                            problems.append("\(label) \(v)")
                        }
                        let layout = try prepared.layout(width: width, numberOfLines: lines)
                        let checker = LayoutChecker(Self.text)
                        problems += checker.check(layout, width: width, mode: mode, numberOfLines: lines)
                    } catch {
                        return .typedError(ErrorKind.of(error))
                    }
                }
            }
            do {
                let prepared = try PreparedText(Self.scriptText, font: font, fontCollection: isolatedCollection)
                let checker = LayoutChecker(Self.scriptText)
                for width in [0, 80, Double.infinity] {
                    problems += checker.check(try prepared.layout(width: width), width: width, mode: .byWordWrapping, numberOfLines: 0)
                }
            } catch {
                return .typedError(ErrorKind.of(error))
            }
        }
        return problems.isEmpty ? .ok : .violation(problems.prefix(4).joined(separator: "; "))
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

// MARK: - Hostile text

/// Random strings from pools of troublesome text: combining marks by the hundred, ZWJ
/// chains, mixed bidi with stray controls, C0/C1 controls, line and paragraph separators,
/// odd spaces and soft hyphens, tabs, unassigned, private-use and noncharacter scalars,
/// and very long words.
enum HostileText {
    static let pools: [(name: String, make: @Sendable (inout SplitMix64) -> String)] = [
        ("combining", { rng in
            let marks: [UInt32] = Array(0x0300...0x036F) + Array(0x0483...0x0489) + Array(0x20D0...0x20F0) + [0x05B4, 0x0E49, 0x093C, 0x1AB0]
            var s = rng.pick(["e", "a", "ש", "ก", "", " ", "1", "😀"])
            for _ in 0..<rng.pick([100, 100, 3, 250]) { s.unicodeScalars.append(Unicode.Scalar(rng.pick(marks))!) }
            return s
        }),
        ("zwj", { rng in
            let parts = ["👨", "👩", "👧", "👦", "🏳", "️", "🌈", "a", "ש", "\u{200C}", "🏽"]
            var s = ""
            for _ in 0..<rng.int(1...60) { s += rng.pick(parts) + "\u{200D}" }
            return rng.chance(30) ? String(repeating: "\u{200D}", count: 50) + s : s
        }),
        ("bidi", { rng in
            let parts = ["abc", "שלום", "مرحبا", "123", "٣٤٥", " ", "(", ")", "\u{202E}", "\u{202D}", "\u{202C}",
                         "\u{2067}", "\u{2066}", "\u{2068}", "\u{2069}", "\u{200F}", "\u{200E}", "\u{061C}", "-", ".", "!"]
            return (0..<rng.int(1...30)).map { _ in rng.pick(parts) }.joined()
        }),
        ("controls", { rng in
            let controls: [UInt32] = Array(0x00...0x1F) + [0x7F] + Array(0x80...0x9F)
            return String((0..<rng.int(1...20)).map { _ in Character(Unicode.Scalar(rng.pick(controls))!) })
        }),
        ("separators", { rng in
            let parts = ["\u{2028}", "\u{2029}", "\r\n", "\r", "\n", "\u{85}", "\u{0B}", "\u{0C}", "x", " "]
            return (0..<rng.int(1...20)).map { _ in rng.pick(parts) }.joined()
        }),
        ("spaces", { rng in
            let parts = ["\u{A0}", "\u{202F}", "\u{2007}", "\u{3000}", "\u{200B}", "\u{2060}", "\u{AD}", "\t", "\t\t", " ",
                         "\u{2003}", "\u{205F}", "\u{1680}", "word", "co\u{AD}op\u{AD}er\u{AD}ate"]
            return (0..<rng.int(1...30)).map { _ in rng.pick(parts) }.joined()
        }),
        ("unassigned", { rng in
            let fixed: [UInt32] = [0x0378, 0x0379, 0x05FF, 0x0BFF, 0x2FFF0, 0x50000, 0x9ABCD, 0xE0080, 0x1FBFF, 0x31350]
            return String((0..<rng.int(1...12)).map { _ in
                let v = rng.chance(50) ? rng.pick(fixed) : UInt32(0x40000 + rng.below(0x9FFFF))  // planes 4–13
                return Character(Unicode.Scalar(v) ?? "?")
            })
        }),
        ("private", { rng in
            String((0..<rng.int(1...12)).map { _ in
                let v: UInt32 = rng.pick([UInt32(0xE000 + rng.below(0x1900)), UInt32(0xF0000 + rng.below(0xFFFE)), UInt32(0x100000 + rng.below(0xFFFE))])
                return Character(Unicode.Scalar(v)!)
            })
        }),
        ("odd", { rng in
            let odd: [UInt32] = [0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0x1FFFE, 0x10FFFF, 0xFEFF, 0xFFFD, 0xFFF9, 0xFFFA, 0xFFFB, 0x034F,
                                 0xFE00, 0xFE0F, 0xFE0E, 0xE0100, 0xE0001, 0xE0067, 0xE007F, 0x1F1E6, 0x1F1FA, 0x1F3FB, 0x1100,
                                 0x1161, 0x11A8, 0xAC00, 0x0E33, 0x0E01, 0x094D, 0x0915, 0x115F, 0x3164, 0x1D173, 0x0300,
                                 0x200D, 0x20E3, 0x0023, 0x2E3A, 0xFDFD, 0x0BF5, 0x12219, 0x1F469, 0x0C4D]
            return String(String.UnicodeScalarView((0..<rng.int(1...40)).map { _ in Unicode.Scalar(rng.pick(odd))! }))
        }),
        ("long-word", { rng in
            let unit = rng.pick(["a", "W", "i", "ก", "字", "ש", "1", "😀", "e\u{301}", "-", "/"])
            return String(repeating: unit, count: rng.pick([300, 1000, 5000, 12_000]))
        }),
        ("words", { rng in
            let words = ["Hello", "world", "the", "quick", "brown", "fox", "สวัสดีครับ", "नमस्ते", "日本語のテキスト", "مرحبا",
                         "שלום", "😀", "👍🏽", "🇫🇷", "ﬁ", "AV", "WAVE", "1,234.56", "https://example.com/a/b?c=d"]
            return (0..<rng.int(1...40)).map { _ in rng.pick(words) }.joined(separator: rng.pick([" ", " ", "  ", "\t", "\u{A0}"]))
        }),
    ]

    /// A string of one to six pieces from random pools, cut to at most `limit` UTF-16 units
    /// (at a grapheme-cluster boundary).
    static func string(seed: UInt64, index: Int, limit: Int = .max) -> (String, pools: [String]) {
        var rng = SplitMix64(seed: seed, index: index)
        var s = ""
        var names: [String] = []
        for _ in 0..<rng.int(1...6) {
            let pool = rng.pick(pools)
            names.append(pool.name)
            s += pool.make(&rng)
            if rng.chance(40) { s += rng.pick([" ", "\n", "\t", ""]) }
        }
        if s.utf16.count > limit {
            var cut = ""
            for c in s {
                if cut.utf16.count + c.utf16.count > limit { break }
                cut.append(c)
            }
            s = cut
        }
        return (s, names)
    }

    /// The paragraph style varies with the string's index, so that every alignment and base
    /// direction is covered without multiplying the layouts.
    static func style(index: Int) -> (TextAlignment, WritingDirection) {
        (TextAlignment.allCases[index % TextAlignment.allCases.count],
         WritingDirection.allCases[(index / TextAlignment.allCases.count) % WritingDirection.allCases.count])
    }

    static let widths: [Double] = [0, -1, -.infinity, .nan, .infinity, 0.001, 1e9, 37.5, 150,
                                   .greatestFiniteMagnitude, 1e308, .leastNonzeroMagnitude, -0.0]
    static let lineCounts = [0, 1, 2, 5]
    /// Ascending, for the "more width never means more lines" property.
    static let sweep: [Double] = [0, 0.001, 1, 5, 10, 20, 33.3, 50, 80, 120, 200, 400, 1000, 1e9, .infinity]
}

/// Lays out one string at every width × numberOfLines × line-break mode and checks the
/// invariants. Returns the violations and counts of typed errors by kind.
struct TextPropertyRunner {
    let font: Font
    let collection: FontCollection?

    struct Report: Sendable {
        var layouts = 0
        var errors: [String: Int] = [:]
        var violations: [String] = []
    }

    func run(_ string: String, alignment: TextAlignment = .natural, direction: WritingDirection = .natural, checkGlyphs: Bool = true) -> Report {
        var report = Report()
        let checker = LayoutChecker(string)
        for mode in LineBreakMode.allCases {
            var style = ParagraphStyle()
            style.lineBreakMode = mode
            style.alignment = alignment
            style.baseWritingDirection = direction
            let prepared: PreparedText
            do { prepared = try PreparedText(string, font: font, style: style, fontCollection: collection) } catch {
                report.errors[ErrorKind.of(error), default: 0] += 1
                report.violations.append("prepare failed: \(error)")
                continue
            }
            for width in HostileText.widths {
                for lines in HostileText.lineCounts {
                    report.layouts += 1
                    let context = "mode \(mode) width \(width) lines \(lines)"
                    do {
                        let layout = try prepared.layout(width: width, numberOfLines: lines)
                        if width.isNaN || width < 0 {
                            report.violations.append("\(context): no error for a bad width")
                        }
                        for p in checker.check(layout, width: width, mode: mode, numberOfLines: lines, checkGlyphs: checkGlyphs, checkInk: checkGlyphs) {
                            report.violations.append("\(context): \(p)")
                        }
                    } catch {
                        report.errors[ErrorKind.of(error), default: 0] += 1
                        if !(width.isNaN || width < 0) || error != .invalidWidth(width) && !(width.isNaN && isInvalidNaN(error)) {
                            report.violations.append("\(context): unexpected \(error)")
                        }
                    }
                }
            }
            do {
                _ = try prepared.layout(width: 100, numberOfLines: -1)
                report.violations.append("mode \(mode): numberOfLines -1 accepted")
            } catch {
                report.errors[ErrorKind.of(error), default: 0] += 1
                if error != .invalidNumberOfLines(-1) { report.violations.append("numberOfLines -1: \(error)") }
            }
            if mode == .byWordWrapping {
                var previous = Int.max
                var previousWidth = 0.0
                for width in HostileText.sweep {
                    report.layouts += 1
                    guard let layout = try? prepared.layout(width: width) else {
                        report.violations.append("sweep width \(width) threw"); continue
                    }
                    if layout.lineCount > previous {
                        report.violations.append("\(layout.lineCount) lines at width \(width) but \(previous) at \(previousWidth)")
                    }
                    previous = layout.lineCount
                    previousWidth = width
                }
            }
        }
        return report
    }

    /// NaN is never equal to itself, so `.invalidWidth(.nan) != .invalidWidth(.nan)`.
    private func isInvalidNaN(_ error: LayoutError) -> Bool {
        if case .invalidWidth(let w) = error { return w.isNaN }
        return false
    }
}
