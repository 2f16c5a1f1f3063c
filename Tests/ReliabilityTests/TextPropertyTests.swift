import FuzzSupport
import Testing
import Typesetting

/// Hostile strings × widths (0, negative, −∞, NaN, ∞, 0.001, 1e9, greatest and least finite…)
/// × numberOfLines (0, 1, 2, 5) × every LineBreakMode, checked by `LayoutChecker`:
/// bad widths throw LayoutError.invalidWidth; lines are consecutive UTF-16 ranges that cover
/// the text unless it is truncated; every number is finite; no line is wider than the width
/// unless it is one grapheme cluster or only an ellipsis; no line starts with hanging
/// whitespace after a soft break; truncation is flagged; more width never gives more lines
/// (greedy byWordWrapping, numberOfLines 0).
@Suite("Text properties: hostile strings at hostile widths")
struct TextPropertyTests {
    static let runner = TextPropertyRunner(font: Fixtures.font, collection: Fixtures.collection)

    static let handPicked: [(String, String)] = [
        ("empty", ""),
        ("one space", " "),
        ("only newlines", "\n\n\n"),
        ("CR LF pairs", "a\r\nb\r\n\r\nc\r"),
        ("combining ×100", "e" + String(repeating: "\u{301}", count: 100) + " x"),
        ("combining on a space and at the start", "\u{301}\u{302} \u{303}" + String(repeating: "\u{20DD}", count: 100)),
        ("ZWJ family chain", String(repeating: "👨\u{200D}👩\u{200D}👧\u{200D}", count: 30)),
        ("bare ZWJs", String(repeating: "\u{200D}", count: 64) + "a"),
        ("mixed bidi with stray controls", "abc \u{202E}שלום 123\u{202C} مرحبا \u{2067}(x)\u{2069} \u{202D}def"),
        ("unbalanced isolates", String(repeating: "\u{2068}", count: 130) + "abc שלום" + String(repeating: "\u{2069}", count: 3)),
        ("C0 and C1 controls", String((0..<32).map { Character(Unicode.Scalar(UInt8($0))) }) + "\u{7F}\u{80}\u{9F}"),
        ("NUL in the middle", "abc\u{0}def\u{0}"),
        ("line and paragraph separators", "a\u{2028}\u{2028}b\u{2029}\u{2029}c\u{85}d\u{0B}e\u{0C}f"),
        ("NBSP and narrow NBSP", "10\u{A0}km 20\u{202F}kg\u{A0}\u{A0}\u{A0}"),
        ("soft hyphens", "co\u{AD}op\u{AD}er\u{AD}ate in\u{AD}ter\u{AD}na\u{AD}tion\u{AD}al\u{AD}"),
        ("tabs", "\tcol1\tcol2\t\tcol3\t"),
        ("unassigned", "\u{378}\u{379}\u{5FF}\u{50000}\u{E0080}"),
        ("private use", "\u{E000}\u{F8FF}\u{F0000}\u{10FFFD}"),
        ("noncharacters and BOM", String(String.UnicodeScalarView([0xFFFE, 0xFFFF, 0xFDD0, 0x1FFFE, 0x10FFFF, 0xFEFF, 0x78, 0xFEFF].map { Unicode.Scalar($0)! }))),
        ("interlinear annotation", "\u{FFF9}base\u{FFFA}ruby\u{FFFB}"),
        ("lone regional indicators", "🇫🇷🇩 🇪"),
        ("tag sequence", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"),
        ("Hangul jamo", "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1100}\u{1161}"),
        ("Thai without spaces", "ภาษาไทยไม่มีช่องว่างระหว่างคำ"),
        ("very long word", String(repeating: "W", count: 3000)),
        ("very long URL", "https://example.com/" + String(repeating: "path/", count: 300)),
        ("spaces only", String(repeating: " ", count: 500)),
        ("ideographic spaces", String(repeating: "字\u{3000}", count: 200)),
        ("emoji with skin tones and VS16", "👍🏽 ❤️ ☺︎ 1️⃣ 🏳️‍🌈"),
    ]

    @Test(arguments: handPicked.indices)
    func handPickedHostileStrings(index: Int) {
        let (name, string) = Self.handPicked[index]
        let (alignment, direction) = HostileText.style(index: index)
        let report = Self.runner.run(string, alignment: alignment, direction: direction)
        for v in report.violations.prefix(10) { Issue.record("\(name): \(v)") }
        // Only the bad widths and numberOfLines −1 may throw: 8 styles (6 modes, and word
        // wrapping and tail truncation again with hyphenation and tightening) × (NaN, −1, −∞)
        // × 4 line counts, + 8.
        #expect(report.errors == ["LayoutError.invalidWidth": 96, "LayoutError.invalidNumberOfLines": 8], "\(name)")
    }

    /// Random strings from the pools (cut to 1,500 UTF-16 units to stay quick in debug
    /// builds; the long run takes them whole), seed fixed.
    @Test(arguments: 0..<8)
    func randomHostileStrings(chunk: Int) {
        for index in (chunk * 6)..<(chunk * 6 + 6) {
            let (string, pools) = HostileText.string(seed: 99, index: index, limit: 1_500)
            let (alignment, direction) = HostileText.style(index: index)
            let report = Self.runner.run(string, alignment: alignment, direction: direction)
            for v in report.violations.prefix(5) {
                Issue.record("string \(index) (\(pools)): \(v); reproduce: textmetrics-fuzz repro text --seed 99 --index \(index)")
            }
        }
    }

    /// The line-count property on ordinary text over a fine sweep of widths (from 2 pt: width
    /// 0 means no limit, as in UILabel).
    @Test func moreWidthNeverGivesMoreLines() throws {
        let text = "The quick brown fox jumps over the lazy dog. שלום עולם! 日本語のテキスト 😀👍🏽 naïve café"
        let prepared = try Fixtures.prepare(text)
        var previous = Int.max
        for step in 1...400 {
            let width = Double(step) * 2
            let count = try prepared.layout(width: width).lineCount
            #expect(count <= previous, "\(count) lines at \(width) pt, \(previous) just below")
            previous = count
        }
        #expect(previous == 1)
    }
}

/// Language tags and OpenType feature strings are passed to ICU (as a locale, with line-break
/// keywords appended) and to HarfBuzz; hostile ones must not crash or hang either.
@Suite("Text properties: hostile language tags and feature strings")
struct AttributeStringTests {
    static let languages: [String?] = [
        nil, "", "x", "ja", "zh-Hant-TW", "ja@lb=strict", "@@@@", "th@lw=keepall@lb=loose", "en_US_POSIX",
        String(repeating: "a", count: 500), "\u{0}ja", "日本語", "-", "root", "und-u-lb-strict", "i-klingon",
    ]
    static let features: [[String]] = [
        [], ["liga=0"], ["+kern", "-kern"], ["", "=", "liga=", "=1", "liga=99999999999999999999"],
        [String(repeating: "x", count: 1000)], ["aalt[3:5]=2", "ss01[-1:999999]"], ["\u{0}", "日本", "kern=-1"],
    ]

    @Test(arguments: 0..<languages.count)
    func hostileLanguageTags(index: Int) throws {
        let text = "The quick 日本語 ภาษาไทย 한국어 텍스트 fox"
        for strategy in [LineBreakStrategy(), .hangulWordPriority] {
            var style = ParagraphStyle()
            style.lineBreakStrategy = strategy
            for features in Self.features {
                let attributes = TextAttributes(font: Fixtures.font, features: features, language: Self.languages[index])
                do {
                    let prepared = try PreparedText(AttributedText(text, attributes: attributes), style: style, fontCollection: Fixtures.collection)
                    for width in [0, 50, 200, Double.infinity] {
                        let layout = try prepared.layout(width: width)
                        let problems = LayoutChecker(text).check(layout, width: width, mode: .byWordWrapping, numberOfLines: 0)
                        for p in problems.prefix(3) { Issue.record("\(String(describing: Self.languages[index])) \(features): \(p)") }
                    }
                } catch {
                    // ICU may refuse a locale: that must be a typed analysis error.
                    guard case .analysis = error else { Issue.record("unexpected \(error)"); continue }
                }
            }
        }
    }
}
