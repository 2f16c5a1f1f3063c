import Typesetting

/// Random strings from pools of troublesome text: combining marks by the hundred, ZWJ
/// chains, mixed bidi with stray controls, C0/C1 controls, line and paragraph separators,
/// odd spaces and soft hyphens, tabs, unassigned, private-use and noncharacter scalars,
/// and very long words.
package enum HostileText {
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
    package static func string(seed: UInt64, index: Int, limit: Int = .max) -> (String, pools: [String]) {
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
    package static func style(index: Int) -> (TextAlignment, WritingDirection) {
        (TextAlignment.allCases[index % TextAlignment.allCases.count],
         WritingDirection.allCases[(index / TextAlignment.allCases.count) % WritingDirection.allCases.count])
    }

    /// `ParagraphStyle.lineSpacingAdjustment` values, one per string by index: none, small and
    /// huge of either sign (10¹² is accepted), and the largest finite magnitudes (whose sums
    /// would overflow), NaN and ±∞, which must be refused with `LayoutError.invalidStyle`
    /// (`ParagraphStyle.maximumLineSpacingAdjustment`).
    package static let lineSpacingAdjustments: [Double] = [0, -4, 6, -0.5, -1e6, 1e6, 1e12, -1e12,
                                                          .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                                          .nan, .infinity, -.infinity]

    /// The line-spacing adjustment for string `index` (`lineSpacingAdjustments`, in turn).
    package static func lineSpacingAdjustment(index: Int) -> Double {
        lineSpacingAdjustments[index % lineSpacingAdjustments.count]
    }

    /// Proposed widths for every string: zero, negative, infinite, NaN, tiny and huge.
    package static let widths: [Double] = [0, -1, -.infinity, .nan, .infinity, 0.001, 1e9, 37.5, 150,
                                          .greatestFiniteMagnitude, 1e308, .leastNonzeroMagnitude, -0.0]
    /// numberOfLines for every string.
    package static let lineCounts = [0, 1, 2, 5]
    /// Ascending, for the "more width never means more lines" property. Not 0: width 0 means
    /// no limit, as in UILabel (`PreparedText.layout(width:numberOfLines:)`).
    package static let sweep: [Double] = [0.001, 1, 5, 10, 20, 33.3, 50, 80, 120, 200, 400, 1000, 1e9, .infinity]
}
