import Testing
@testable import RepresentableKit

/// SwiftUI's inline Markdown (Documentation/BehaviourReference.md, "Inline Markdown"). Each
/// case names its source: Apple's SwiftUI documentation of `Text` (a string literal is a
/// `LocalizedStringKey`, shown with inline Markdown: bold, italic, strikethrough, code, links),
/// Foundation's `inlineOnlyPreservingWhitespace` (block syntax not interpreted, white space
/// kept), the CommonMark 0.31 spec's numbered examples, and the GitHub Flavored Markdown spec
/// for strikethrough.
@Suite struct InlineMarkdownTests {
    private static func style(_ traits: String, link: String? = nil) -> InlineStyle {
        var s = InlineStyle()
        s.isBold = traits.contains("b")
        s.isItalic = traits.contains("i")
        s.isStrikethrough = traits.contains("s")
        s.isCode = traits.contains("c")
        s.link = link
        return s
    }

    /// (source, expected runs as (text, traits: b bold, i italic, s strike, c code)).
    static let cases: [(String, [(String, String)], String)] = [
        ("**Bold** and _italic_", [("Bold", "b"), (" and ", ""), ("italic", "i")], "Apple, Text: bold and italic"),
        ("*italic* and __bold__", [("italic", "i"), (" and ", ""), ("bold", "b")], "CommonMark 6.2: * and _ both emphasize"),
        ("***both***", [("both", "bi")], "Apple: ***bold italic***; CommonMark 6.2"),
        ("~~strike~~ me", [("strike", "s"), (" me", "")], "Apple, Text: ~~strikethrough~~; GFM 6.5"),
        ("~one~", [("one", "s")], "GFM 6.5: one tilde"),
        ("~~~three~~~", [("~~~three~~~", "")], "GFM 6.5: three tildes are not strikethrough"),
        ("`code` here", [("code", "c"), (" here", "")], "Apple, Text: `monospaced`"),
        ("`**not bold**`", [("**not bold**", "c")], "CommonMark 6.1: code span content is literal"),
        ("`` a ` b ``", [("a ` b", "c")], "CommonMark 6.1: one space stripped each side"),
        ("\\*not italic\\*", [("*not italic*", "")], "CommonMark 2.4: escaped asterisks"),
        ("C:\\Users", [("C:\\Users", "")], "CommonMark 2.4: backslash before a letter is literal"),
        ("# heading", [("# heading", "")], "inlineOnly: block syntax not interpreted"),
        ("- item", [("- item", "")], "inlineOnly: no list"),
        ("* item", [("* item", "")], "inlineOnly: no list; * before a space does not open"),
        ("1. item", [("1. item", "")], "inlineOnly: no list"),
        ("> quote", [("> quote", "")], "inlineOnly: no quote"),
        ("line one\nline two", [("line one\nline two", "")], "inlineOnlyPreservingWhitespace: line end kept"),
        ("two  spaces", [("two  spaces", "")], "inlineOnlyPreservingWhitespace: spaces kept"),
        ("**open", [("**open", "")], "CommonMark: an unclosed run is literal"),
        ("snake_case_name", [("snake_case_name", "")], "CommonMark 6.2 example: _ inside a word does not emphasize"),
        ("a*b*c", [("a", ""), ("b", "i"), ("c", "")], "CommonMark 6.2 example: * inside a word does"),
        ("*foo bar *", [("*foo bar *", "")], "CommonMark 6.2 example: a closer after a space does not close"),
        ("*foo**bar**baz*", [("foo", "i"), ("bar", "bi"), ("baz", "i")], "CommonMark 6.2 example"),
        ("**foo*", [("*", ""), ("foo", "i")], "CommonMark 6.2 example"),
        ("*foo**", [("foo", "i"), ("*", "")], "CommonMark 6.2 example"),
        ("[text]", [("[text]", "")], "CommonMark: brackets without a destination are literal"),
        ("Price: ~~$10~~ $8", [("Price: ", ""), ("$10", "s"), (" $8", "")], "GFM 6.5"),
    ]

    @Test(arguments: 0..<cases.count)
    func documentedCase(_ index: Int) {
        let (source, expected, reason) = Self.cases[index]
        let runs = InlineMarkdown.parse(source)
        let want = expected.map { StyledText.Run($0.0, style: Self.style($0.1)) }
        #expect(runs == want, "\(reason): \(source.debugDescription)")
    }

    @Test func links() {
        // Apple, Text: "[click here](https://apple.com)" is a link; CommonMark 6.3 destinations.
        #expect(InlineMarkdown.parse("Visit [Apple](https://apple.com).") == [
            StyledText.Run("Visit "), StyledText.Run("Apple", style: Self.style("", link: "https://apple.com")), StyledText.Run("."),
        ])
        // Emphasis inside and around a link; a title is dropped; <…> destinations.
        #expect(InlineMarkdown.parse("**[Terms](https://e.x/t)**") == [StyledText.Run("Terms", style: Self.style("b", link: "https://e.x/t"))])
        #expect(InlineMarkdown.parse("[*a*](<u v> \"T\")") == [StyledText.Run("a", style: Self.style("i", link: "u v"))])
        #expect(InlineMarkdown.parse("[a](b(c))") == [StyledText.Run("a", style: Self.style("", link: "b(c)"))])
        #expect(InlineMarkdown.parse("[a](b") == [StyledText.Run("[a](b")])
    }

    /// Long hostile inputs stay literal and are parsed in linear time: closers with no opener
    /// (each search stops where the last failed one began) and unclosed brackets (matched
    /// once with a stack). 20,000 of each would take minutes if either were quadratic.
    @Test func hostileInputsStayLiteral() {
        for source in [String(repeating: "a* ", count: 20_000), String(repeating: "[", count: 20_000) + "](u)",
                       String(repeating: "_a ", count: 20_000)] {
            let runs = InlineMarkdown.parse(source)
            #expect(runs.map(\.text).joined() == (source.hasSuffix("[](u)") ? String(source.dropLast(5)) : source))
        }
        // One pair of brackets closes the last "[": a link with empty text, which shows nothing.
        #expect(InlineMarkdown.parse("[[a](u)") == [StyledText.Run("["), StyledText.Run("a", style: Self.style("", link: "u"))])
    }

    @Test func styledTextModifiersAndConcatenation() {
        let text = StyledText(markdown: "**Buy** now").fontWeight(300).italic()
        #expect(text.runs.count == 2)
        #expect(text.runs[0].style.isBold && text.runs[0].style.isItalic && text.runs[0].style.weight == 300)
        #expect(text.runs[1].text == " now" && text.runs[1].style.isItalic)
        // An inner setting wins over an outer modifier (SwiftUI: attributes over modifiers).
        let kerned = StyledText(verbatim: "a").kerning(2).kerning(5)
        #expect(kerned.runs[0].style.kerning == 2)
        let joined = StyledText(verbatim: "Old ").strikethrough() + StyledText(verbatim: "New").underline()
        #expect(joined.string == "Old New")
        #expect(joined.runs.map(\.style.isStrikethrough) == [true, false])
        #expect(joined.runs.map(\.style.isUnderlined) == [false, true])
        #expect(StyledText(verbatim: "**x**").runs == [StyledText.Run("**x**")])
        #expect(StyledText(verbatim: "").runs.isEmpty)
    }
}

/// A fake engine for styled text: every character `characterWidth` wide, twice that when bold.
final class FakeStyledContent: StyledTextMeasuring {
    let styledText: StyledText
    let characterWidth: Double
    var lineLimit: Int? { nil }
    var minimumScaleFactor: Double { 1 }

    init(_ text: StyledText = StyledText(runs: []), characterWidth: Double = 10) {
        self.styledText = text
        self.characterWidth = characterWidth
    }

    func showing(_ text: StyledText) -> any StyledTextMeasuring { FakeStyledContent(text, characterWidth: characterWidth) }

    func textSize(width: Double?, scale: Double) -> Size {
        let units = styledText.runs.reduce(0) { $0 + $1.text.count * ($1.style.isBold ? 2 : 1) }
        return Size(width: Double(units) * characterWidth * scale, height: 20 * scale)
    }

    func fittingScale(width: Double, height: Double) -> Double { 1 }
}

@Suite struct StyledTextViewTests {
    @Test func markdownTextMeasuresItsStyledRuns() {
        // "Buy" bold (3 × 20) + " now" (4 × 10) = 100 on the fake engine.
        let text = Text(markdown: "**Buy** now", style: FakeStyledContent())
        #expect(text.sizeThatFits(.unspecified) == Size(width: 100, height: 20))
        #expect(Text(verbatim: "**Buy** now", style: FakeStyledContent()).sizeThatFits(.unspecified).width == 110)
        // .bold() makes all seven characters bold: 7 × 20.
        #expect(text.bold().sizeThatFits(.unspecified).width == 140)
    }

    @Test func concatenationKeepsEachSidesStyle() {
        let style = FakeStyledContent()
        let text = Text(verbatim: "ab", style: style).bold() + Text(markdown: "*cd*", style: style).underline()
        let runs = text.styledText?.runs ?? []
        #expect(runs.map(\.text) == ["ab", "cd"])
        #expect(runs[0].style.isBold && !runs[0].style.isUnderlined)
        #expect(runs[1].style.isItalic && runs[1].style.isUnderlined && !runs[1].style.isBold)
        #expect(text.sizeThatFits(.unspecified).width == 60)
        let modified = text.monospacedDigit().strikethrough().tracking(1).kerning(2).baselineOffset(3).fontWeight(500)
        #expect(modified.styledText?.runs.allSatisfy {
            $0.style.monospacedDigit && $0.style.isStrikethrough && $0.style.tracking == 1 && $0.style.kerning == 2
                && $0.style.baselineOffset == 3 && $0.style.weight == 500
        } == true)
    }

    @Test func plainContentIgnoresStyleModifiers() {
        let plain = Text(FakeTextContent(characters: 4))
        #expect(plain.styledText == nil)
        #expect(plain.bold().sizeThatFits(.unspecified) == plain.sizeThatFits(.unspecified))
    }
}
