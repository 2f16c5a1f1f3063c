import Foundation
import FuzzSupport
import Testing
import Typesetting

/// A developer's tool for refactoring the engine: it lays out the property corpus and 20 of
/// the fuzzer's hostile strings in every line-break strategy (greedy, push-out, Hangul word
/// priority, balanced, optimal and their combinations), with hyphenation off and on, in every
/// line-break mode, at six widths and four line limits, and writes every number of every
/// layout (each line's ranges, origin, width, ascent, descent, height, baseline, tightening,
/// hyphen and truncation, the layout's size, and a hash of its glyph runs) as exact bit
/// patterns, one layout a block. Two dumps of two builds are then compared with `cmp`: equal
/// files mean bit-for-bit identical layouts.
///
///     LAYOUT_DUMP=/tmp/after.txt swift test --filter LayoutDumpTests
///     LAYOUT_DUMP=/tmp/after.txt LAYOUT_DUMP_BASELINE=/tmp/before.txt swift test --filter LayoutDumpTests
///
/// With `LAYOUT_DUMP_BASELINE` the test also fails at the first layout that differs from the
/// baseline dump. Without `LAYOUT_DUMP` it does not run (it takes minutes in a debug build).
@Suite("Layout dump (set LAYOUT_DUMP to run)")
struct LayoutDumpTests {
    static let environment = ProcessInfo.processInfo.environment

    static let strategies: [(name: String, value: LineBreakStrategy)] = [
        ("none", []), ("pushOut", .pushOut), ("hangul", .hangulWordPriority), ("standard", .standard),
        ("balanced", .balanced), ("balanced+pushOut", [.balanced, .pushOut]), ("optimal", .optimal),
        ("optimal+all", [.optimal, .balanced, .pushOut, .hangulWordPriority]),
    ]
    static let hyphenationFactors = [0.0, 1.0]
    static let widths: [Double?] = [nil, 1, 45, 100, 180, 400]
    static let lineLimits = [0, 1, 2, 3]

    static let texts: [String] =
        PropertyCorpus.strings + (0..<20).map { HostileText.string(seed: 24, index: $0, limit: 300).0 }

    /// The style and tracking of text `index`: alignments in turn, and every few texts
    /// indents, a tab interval, line spacing, tightening, or tracking (negative tracking makes
    /// advances decrease, which the wrapper's fastest loop must not gallop over).
    static func setUp(_ index: Int) -> (style: ParagraphStyle, tracking: Double) {
        var style = ParagraphStyle()
        style.alignment = TextAlignment.allCases[index % TextAlignment.allCases.count]
        if index % 3 == 1 {
            style.firstLineHeadIndent = 12
            style.headIndent = 4
            style.tailIndent = -6
        }
        if index % 4 == 2 { style.defaultTabInterval = 24 }
        if index % 3 == 2 { style.lineSpacing = 2 }
        if index % 2 == 1 { style.allowsDefaultTighteningForTruncation = true }
        let tracking = index % 5 == 3 ? -0.3 : (index % 5 == 4 ? 0.7 : 0)
        return (style, tracking)
    }

    static func hex(_ v: Double) -> String { String(v.bitPattern, radix: 16) }

    /// One layout's block.
    static func describe(_ layout: TextLayout, key: String) -> String {
        var out = "L \(key) size \(hex(layout.size.width)) \(hex(layout.size.height)) trunc \(layout.isTruncated) n \(layout.lineCount)\n"
        for line in layout.lines {
            out += "  p\(line.paragraphIndex) u\(line.utf16Range.lowerBound)-\(line.utf16Range.upperBound)"
            out += " s\(line.scalarRange.lowerBound)-\(line.scalarRange.upperBound)"
            out += " x\(hex(line.origin.x)) y\(hex(line.origin.y)) w\(hex(line.width))"
            out += " a\(hex(line.ascent)) d\(hex(line.descent)) h\(hex(line.height)) b\(hex(line.baseline))"
            out += " t\(hex(line.tightening)) hy\(line.isHyphenated ? 1 : 0) tr\(line.isTruncated ? 1 : 0)"
            if let visible = line.truncatedVisibleRanges {
                out += " vis" + visible.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ",")
                out += " e\(line.ellipsisPosition.map(String.init) ?? "-")"
            }
            out += "\n"
        }
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ v: UInt64) { h = (h ^ v) &* 0x100_0000_01B3 }
        for run in layout.glyphRuns {
            mix(UInt64(run.glyphs.count))
            for g in run.glyphs { mix(UInt64(g)) }
            for c in run.clusters { mix(UInt64(bitPattern: Int64(c))) }
            for p in run.positions { mix(p.x.bitPattern); mix(p.y.bitPattern) }
            for a in run.advances { mix(a.bitPattern) }
            mix(run.font.pointSize.bitPattern)
        }
        out += "  runs \(String(h, radix: 16))\n"
        return out
    }

    @Test(.enabled(if: environment["LAYOUT_DUMP"] != nil))
    func dump() throws {
        let path = try #require(Self.environment["LAYOUT_DUMP"])
        let baseline = try Self.environment["LAYOUT_DUMP_BASELINE"].map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
        var offset = 0  // in `baseline`
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let file = try #require(FileHandle(forWritingAtPath: path))
        defer { try? file.close() }
        let font = try Fixture.inter()
        var layouts = 0
        var firstDifference: String? = nil
        for (index, text) in Self.texts.enumerated() {
            let (base, tracking) = Self.setUp(index)
            var out = ""
            for strategy in Self.strategies {
                for factor in Self.hyphenationFactors {
                    for mode in LineBreakMode.allCases {
                        var style = base
                        style.lineBreakStrategy = strategy.value
                        style.hyphenationFactor = factor
                        style.lineBreakMode = mode
                        let attributed = AttributedText(text, attributes: TextAttributes(font: font, tracking: tracking))
                        let prepared = try PreparedText(attributed, style: style, fontCollection: Fixture.collection)
                        for width in Self.widths {
                            for limit in Self.lineLimits {
                                let key = "t\(index) \(strategy.name) hy\(factor) \(mode) w\(width.map(Self.hex) ?? "nil") n\(limit)"
                                let layout = try prepared.layout(width: width, numberOfLines: limit)
                                let block = Self.describe(layout, key: key)
                                if firstDifference == nil, let baseline {
                                    let bytes = Array(block.utf8)
                                    let end = offset + bytes.count
                                    if end > baseline.count || baseline[offset..<end].elementsEqual(bytes) == false {
                                        firstDifference = key
                                    }
                                    offset = end
                                }
                                out += block
                                layouts += 1
                            }
                        }
                    }
                }
            }
            file.write(out.data(using: .utf8)!)
        }
        file.write("layouts \(layouts)\n".data(using: .utf8)!)
        #expect(layouts == Self.texts.count * Self.strategies.count * 2 * 6 * Self.widths.count * Self.lineLimits.count)
        #expect(firstDifference == nil, "first layout that differs from the baseline: \(firstDifference ?? "")")
    }
}
