/// SwiftUI's inline Markdown, as a `Text` literal (a `LocalizedStringKey`) is shown: our own
/// small parser of CommonMark's inline rules with GitHub's strikethrough, interpreting only
/// what applies to inline spans and keeping all whitespace (Foundation's
/// `AttributedString.MarkdownParsingOptions.InterpretedSyntax.inlineOnlyPreservingWhitespace`).
/// Documentation/BehaviourReference.md, "Inline Markdown", has the rule table and its sources.
///
/// - `**bold**` and `__bold__`; `*italic*` and `_italic_`; `***both***`: CommonMark's
///   delimiter-run rules (left- and right-flanking runs, `_` not inside words, the rule of 3).
/// - `~~strike~~` and `~strike~` (GitHub Flavored Markdown): opener and closer of equal length,
///   one or two tildes.
/// - a code span, text between backticks: shown in the monospaced design; its content is literal, line
///   endings become spaces, and one space is stripped from each end when both ends have one.
/// - `[text](destination "title")`: a link; the text is parsed inline without links, the title
///   dropped. (For a link inside link text CommonMark keeps the inner link and shows the outer
///   brackets; here the outer one is the link and the inner shows literally.)
/// - A backslash before ASCII punctuation shows that character literally; before a line end it
///   is a hard line break (the backslash goes, the line end stays); elsewhere it is literal.
/// - Block syntax (`# heading`, `- item`, `1. item`, `> quote`) is not interpreted: it stays
///   as literal text, and so does anything that does not close (`**open`, `[text]`).
///
/// Not handled (literal text here): autolinks (`<https://…>`), HTML entities and tags, and
/// images (`![alt](src)` shows "!" and a link).
public enum InlineMarkdown {
    /// The runs of `source`, Markdown syntax removed.
    public static func parse(_ source: String) -> [StyledText.Run] {
        // Only a backslash, a backtick, "[", "*", "_" or "~" starts syntax; text with none of
        // them is one plain run, as the parser would find character by character.
        guard mayHaveSyntax(source) else { return source.isEmpty ? [] : [StyledText.Run(source)] }
        var parser = Parser(Array(source))
        return parser.runs()
    }

    /// False when `source` has none of the characters that start syntax (a backslash, a
    /// backtick, "[", "*", "_" or "~"): it is then one plain run of itself (`parse`), and
    /// shows exactly as the same text without Markdown.
    public static func mayHaveSyntax(_ source: String) -> Bool {
        source.utf8.contains(where: isSyntaxByte)
    }

    /// The bytes that can start Markdown syntax in `Parser.tokenize` (all ASCII, so never
    /// part of a multi-byte UTF-8 sequence).
    private static func isSyntaxByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"): return true
        default: return false
        }
    }
}

private struct Delimiter {
    var character: Character
    var count: Int
    let originalCount: Int
    let canOpen: Bool
    let canClose: Bool
}

private enum Item {
    case text([StyledText.Run])
    case delimiter(Delimiter)
}

private struct Parser {
    let chars: [Character]
    /// Links may not contain links (CommonMark 6.3): a link's text is parsed without them, so
    /// parsing never nests more than one level.
    let allowsLinks: Bool
    var items: [Item] = []
    var buffer = ""
    /// For each `[`, the index of the `]` that closes it (backslash escapes skipped), found in
    /// one pass with a stack: each bracket is matched once, not re-scanned per `[`.
    var closingBracket: [Int: Int] = [:]
    /// Backtick-run lengths with no closing run after the last place one was looked for: no
    /// later run of that length can close either, so it is literal without a scan.
    var unclosedCodeLengths: Set<Int> = []

    init(_ chars: [Character], allowsLinks: Bool = true) {
        self.chars = chars
        self.allowsLinks = allowsLinks
        guard allowsLinks else { return }
        var open: [Int] = []
        var k = 0
        while k < chars.count {
            switch chars[k] {
            case "\\": k += 1
            case "[": open.append(k)
            case "]": if let start = open.popLast() { closingBracket[start] = k }
            default: break
            }
            k += 1
        }
    }

    mutating func runs() -> [StyledText.Run] {
        tokenize()
        processEmphasis()
        var result: [StyledText.Run] = []
        for item in items {
            switch item {
            case .text(let runs): result += runs
            case .delimiter(let d): result.append(StyledText.Run(String(repeating: d.character, count: d.count)))
            }
        }
        return StyledText(runs: result).runs
    }

    // MARK: Tokens

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        items.append(.text([StyledText.Run(buffer)]))
        buffer = ""
    }

    private mutating func tokenize() {
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "\\":
                if i + 1 < chars.count, Self.isASCIIPunctuation(chars[i + 1]) {
                    buffer.append(chars[i + 1])
                    i += 2
                } else if i + 1 < chars.count, chars[i + 1].isNewline {
                    buffer.append(chars[i + 1])
                    i += 2
                } else {
                    buffer.append(c)
                    i += 1
                }
            case "`":
                i = codeSpan(at: i)
            case "[" where allowsLinks:
                if let end = link(at: i) { i = end } else { buffer.append(c); i += 1 }
            case "*", "_", "~":
                var j = i
                while j < chars.count, chars[j] == c { j += 1 }
                let count = j - i
                if c == "~" && count > 2 {
                    buffer += String(repeating: c, count: count)
                } else {
                    flush()
                    items.append(.delimiter(delimiter(c, count: count, before: i > 0 ? chars[i - 1] : nil, after: j < chars.count ? chars[j] : nil)))
                }
                i = j
            default:
                buffer.append(c)
                i += 1
            }
        }
        flush()
    }

    /// A code span from the backtick run at `start`; the index after it (or after the literal
    /// run when no run of the same length closes it).
    private mutating func codeSpan(at start: Int) -> Int {
        var open = start
        while open < chars.count, chars[open] == "`" { open += 1 }
        let length = open - start
        if unclosedCodeLengths.contains(length) {
            buffer += String(repeating: "`", count: length)
            return open
        }
        var k = open
        while k < chars.count {
            guard chars[k] == "`" else { k += 1; continue }
            var e = k
            while e < chars.count, chars[e] == "`" { e += 1 }
            if e - k == length {
                var content = String(chars[open..<k].map { $0.isNewline ? " " : $0 })
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = String(content.dropFirst().dropLast())
                }
                flush()
                var style = InlineStyle()
                style.isCode = true
                items.append(.text([StyledText.Run(content, style: style)]))
                return e
            }
            k = e
        }
        unclosedCodeLengths.insert(length)
        buffer += String(repeating: "`", count: length)
        return open
    }

    /// A link `[text](destination "title")` at `start`; the index after it, nil when the text
    /// there is not a link.
    private mutating func link(at start: Int) -> Int? {
        guard let close = closingBracket[start], close + 1 < chars.count, chars[close + 1] == "(" else { return nil }
        var p = close + 2
        func skipSpaces() { while p < chars.count, chars[p] == " " || chars[p] == "\t" || chars[p].isNewline { p += 1 } }
        skipSpaces()
        var destination = ""
        if p < chars.count, chars[p] == "<" {
            p += 1
            while p < chars.count, chars[p] != ">" {
                if chars[p].isNewline || chars[p] == "<" { return nil }
                destination.append(chars[p]); p += 1
            }
            guard p < chars.count else { return nil }
            p += 1
        } else {
            var parens = 0
            while p < chars.count {
                let c = chars[p]
                if c == " " || c == "\t" || c.isNewline { break }
                if c == "\\", p + 1 < chars.count, Self.isASCIIPunctuation(chars[p + 1]) {
                    destination.append(chars[p + 1]); p += 2; continue
                }
                if c == "(" { parens += 1 }
                if c == ")" {
                    if parens == 0 { break }
                    parens -= 1
                }
                destination.append(c); p += 1
            }
        }
        skipSpaces()
        if p < chars.count, let quote = chars[p] == "\"" ? Character("\"") : chars[p] == "'" ? Character("'") : nil {
            p += 1
            while p < chars.count, chars[p] != quote { p += chars[p] == "\\" ? 2 : 1 }
            guard p < chars.count else { return nil }
            p += 1
            skipSpaces()
        }
        guard p < chars.count, chars[p] == ")" else { return nil }
        var inner = Parser(Array(chars[(start + 1)..<close]), allowsLinks: false)
        let runs = inner.runs().map { run -> StyledText.Run in
            var run = run
            run.style.link = destination
            return run
        }
        flush()
        items.append(.text(runs))
        return p + 1
    }

    private func delimiter(_ c: Character, count: Int, before: Character?, after: Character?) -> Delimiter {
        // CommonMark 6.2: the start and end of the text count as whitespace.
        let beforeSpace = before.map { $0.isWhitespace } ?? true
        let afterSpace = after.map { $0.isWhitespace } ?? true
        let beforePunct = before.map(Self.isPunctuation) ?? false
        let afterPunct = after.map(Self.isPunctuation) ?? false
        let left = !afterSpace && (!afterPunct || beforeSpace || beforePunct)
        let right = !beforeSpace && (!beforePunct || afterSpace || afterPunct)
        let canOpen = c == "_" ? left && (!right || beforePunct) : left
        let canClose = c == "_" ? right && (!left || afterPunct) : right
        return Delimiter(character: c, count: count, originalCount: count, canOpen: canOpen, canClose: canClose)
    }

    // MARK: Emphasis (CommonMark "process emphasis")

    /// What decides which openers a closer may take (CommonMark's `openers_bottom` key).
    private struct BottomKey: Hashable { var character: Character; var canOpen: Bool; var lengthClass: Int }

    private mutating func processEmphasis() {
        // Below this index no opener matches a closer of the key: a closer that found none
        // there leaves nothing for a later one (openers are only ever used up), so each
        // search stops where the last failed one began, and no input takes quadratic time.
        var bottoms: [BottomKey: Int] = [:]
        var i = 0
        while i < items.count {
            guard case .delimiter(var closer) = items[i], closer.canClose, closer.count > 0 else { i += 1; continue }
            let key = BottomKey(character: closer.character, canOpen: closer.canOpen, lengthClass: closer.originalCount % 3)
            guard let j = opener(for: closer, before: i, above: bottoms[key] ?? -1), case .delimiter(var opener) = items[j] else {
                bottoms[key] = i - 1
                i += 1
                continue
            }
            let used = closer.character == "~" ? closer.count : (opener.count >= 2 && closer.count >= 2 ? 2 : 1)
            for k in (j + 1)..<i {
                if case .delimiter(let d) = items[k] {
                    items[k] = .text([StyledText.Run(String(repeating: d.character, count: d.count))])
                }
                guard case .text(var runs) = items[k] else { continue }
                for r in runs.indices {
                    switch (closer.character, used) {
                    case ("~", _): runs[r].style.isStrikethrough = true
                    case (_, 2): runs[r].style.isBold = true
                    default: runs[r].style.isItalic = true
                    }
                }
                items[k] = .text(runs)
            }
            opener.count -= used
            closer.count -= used
            items[j] = .delimiter(opener)
            items[i] = .delimiter(closer)
            // The closer's remaining characters may close an outer opener: look again.
            if closer.count == 0 { i += 1 }
        }
    }

    private func opener(for closer: Delimiter, before index: Int, above bottom: Int) -> Int? {
        var j = index - 1
        while j > bottom {
            if case .delimiter(let d) = items[j], d.character == closer.character, d.canOpen, d.count > 0 {
                if closer.character == "~" {
                    if d.count == closer.count { return j }
                } else if (d.canClose || closer.canOpen) && (d.originalCount + closer.originalCount) % 3 == 0
                    && !(d.originalCount % 3 == 0 && closer.originalCount % 3 == 0) {
                    // The rule of 3 (CommonMark 6.2, rules 9 and 10): not a match.
                } else {
                    return j
                }
            }
            j -= 1
        }
        return nil
    }

    private static func isASCIIPunctuation(_ c: Character) -> Bool {
        guard let a = c.asciiValue else { return false }
        return (0x21...0x2F).contains(a) || (0x3A...0x40).contains(a) || (0x5B...0x60).contains(a) || (0x7B...0x7E).contains(a)
    }

    /// Unicode punctuation or symbol (CommonMark 0.31: categories P and S).
    private static func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }
}
