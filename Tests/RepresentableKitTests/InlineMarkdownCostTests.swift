import Testing
@testable import RepresentableKit

/// Hostile inline Markdown costs work linear in its length: the parser's steps
/// (`InlineMarkdown.parseCountingWork`) for an input twice as long are at most twice as many
/// (plus a few steps for the ends). Before the delimiter stack was linked and the link
/// destinations indexed, nested emphasis re-styled every inner item at each match and each
/// unclosed `[](` scanned the rest of the text: 96 KB took 27 s.
@Suite struct InlineMarkdownCostTests {
    /// The steps for `make(n)` and `make(2n)`, and the runs of `make(n)`.
    private static func work(_ n: Int, _ make: (Int) -> String) -> (single: Int, double: Int, runs: [StyledText.Run]) {
        let one = InlineMarkdown.parseCountingWork(make(n))
        let two = InlineMarkdown.parseCountingWork(make(2 * n))
        return (one.work, two.work, one.runs)
    }

    private static func italic(_ text: String) -> StyledText.Run {
        var style = InlineStyle()
        style.isItalic = true
        return StyledText.Run(text, style: style)
    }

    /// `*a ` ×n then `b* ` ×n: each closer takes the nearest opener (CommonMark 6.2, the
    /// "process emphasis" procedure), so the emphases nest and every letter is italic; the
    /// last space, after the outermost closer, is plain.
    @Test func nestedEmphasisIsLinear() {
        let make = { (n: Int) in String(repeating: "*a ", count: n) + String(repeating: "b* ", count: n) }
        let w = Self.work(4_000, make)
        let letters = Array(repeating: "a", count: 4_000) + Array(repeating: "b", count: 4_000)
        #expect(w.runs == [Self.italic(letters.joined(separator: " ")), StyledText.Run(" ")])
        #expect(w.double <= 2 * w.single + 8)
    }

    /// `[](` ×n: no `)` ever closes a destination, so no bracket is a link (CommonMark 6.3)
    /// and the text is shown as written.
    @Test func unclosedLinksAreLinear() {
        let make = { (n: Int) in String(repeating: "[](", count: n) }
        let w = Self.work(8_000, make)
        #expect(w.runs == [StyledText.Run(make(8_000))])
        #expect(w.double <= 2 * w.single + 8)
    }

    /// `[](a "` ×n: every title opens and the next one's quote closes it, but no `)` follows:
    /// no link, the text as written.
    @Test func unclosedTitlesAreLinear() {
        let make = { (n: Int) in String(repeating: "[](a \"", count: n) }
        let w = Self.work(8_000, make)
        #expect(w.runs == [StyledText.Run(make(8_000))])
        #expect(w.double <= 2 * w.single + 8)
    }

    /// Backtick runs of lengths 1…n, each followed by "x", none closed (a code span needs a
    /// closing run of its opener's length, CommonMark 6.1): all literal.
    @Test func unclosedCodeSpansOfManyLengthsAreLinear() {
        let make = { (n: Int) in (1...n).map { String(repeating: "`", count: $0) + "x" }.joined() }
        let w = Self.work(150, make)
        #expect(w.runs == [StyledText.Run(make(150))])
        // 2n runs are four times the text: at most four times the steps.
        #expect(w.double <= 4 * w.single + 8)
    }

    /// `[` ×n then `](x)` ×n: the first `[` pairs with the last `]`, followed by `(x)`, so the
    /// outermost brackets are the link and everything inside shows literally, linked (this
    /// parser's documented rule for a link inside link text, `InlineMarkdown`).
    @Test func deeplyNestedBracketsAreLinear() {
        let make = { (n: Int) in String(repeating: "[", count: n) + String(repeating: "](x)", count: n) }
        let w = Self.work(8_000, make)
        var link = InlineStyle()
        link.link = "x"
        let inner = String(repeating: "[", count: 7_999) + String(repeating: "](x)", count: 7_999)
        #expect(w.runs == [StyledText.Run(inner, style: link)])
        #expect(w.double <= 2 * w.single + 8)
    }
}
