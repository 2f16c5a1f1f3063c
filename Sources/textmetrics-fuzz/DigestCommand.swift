import FuzzSupport
import Typesetting

/// FNV-1a over every number of every layout of strings [start, start + count) of `seed`
/// (all modes × widths × line counts, glyph runs included): compares two builds.
func digestCommand(_ options: Options) {
    let seed = options.seed()
    let runner = textRunner(options)
    var all = FNV1a()
    for index in options.int("--start", 0)..<(options.int("--start", 0) + options.int("--count", 30)) {
        let (string, _) = HostileText.string(seed: seed, index: index)
        let h = layoutDigest(string, runner)
        all.mix(h)
        print("\(index) \(String(h, radix: 16))")
    }
    print("all \(String(all.value, radix: 16))")
}

/// The digest of one string's layouts.
private func layoutDigest(_ string: String, _ runner: TextPropertyRunner) -> UInt64 {
    var h = FNV1a()
    for mode in LineBreakMode.allCases {
        var style = ParagraphStyle()
        style.lineBreakMode = mode
        guard let prepared = try? PreparedText(string, font: runner.font, style: style, fontCollection: runner.collection) else { continue }
        for width in HostileText.widths + HostileText.sweep {
            for lines in HostileText.lineCounts {
                guard let layout = try? prepared.layout(width: width, numberOfLines: lines) else { h.mix(1); continue }
                for line in layout.lines {
                    h.mix(UInt64(line.utf16Range.lowerBound)); h.mix(UInt64(line.utf16Range.upperBound))
                    for v in [line.origin.x, line.origin.y, line.width, line.height, line.baseline] { h.mix(v.bitPattern) }
                }
                for run in layout.glyphRuns {
                    for g in run.glyphs { h.mix(UInt64(g)) }
                    for c in run.clusters { h.mix(UInt64(bitPattern: Int64(c))) }
                    for p in run.positions { h.mix(p.x.bitPattern); h.mix(p.y.bitPattern) }
                    for a in run.advances { h.mix(a.bitPattern) }
                }
            }
        }
    }
    return h.value
}

/// 64-bit FNV-1a, fed eight bytes at a time (least significant first).
private struct FNV1a {
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    mutating func mix(_ v: UInt64) {
        for k in 0..<8 { value = (value ^ (v >> (8 * UInt64(k)) & 0xFF)) &* 0x100_0000_01B3 }
    }
}
