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
package enum InlineMarkdown {
    /// The runs of `source`, Markdown syntax removed.
    package static func parse(_ source: String) -> [StyledText.Run] {
        parseCountingWork(source).runs
    }

    /// `parse(_:)`, with the parser's steps counted (each character tokenized, each
    /// delimiter or item looked at while matching emphasis, each character scanned for a
    /// link or a code span): the cost tests check that it stays linear in the source.
    package static func parseCountingWork(_ source: String) -> (runs: [StyledText.Run], work: Int) {
        // Only a backslash, a backtick, "[", "*", "_" or "~" starts syntax; text with none of
        // them is one plain run, as the parser would find character by character.
        guard mayHaveSyntax(source) else { return (source.isEmpty ? [] : [StyledText.Run(source)], 0) }
        var parser = Parser(Array(source))
        let runs = parser.runs()
        return (runs, parser.work)
    }

    /// False when `source` has none of the characters that start syntax (a backslash, a
    /// backtick, "[", "*", "_" or "~"): it is then one plain run of itself (`parse`), and
    /// shows exactly as the same text without Markdown.
    package static func mayHaveSyntax(_ source: String) -> Bool {
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

/// A run of `*`, `_` or `~` characters and whether it may open or close emphasis.
struct Delimiter {
    var character: Character
    var count: Int
    let originalCount: Int
    let canOpen: Bool
    let canClose: Bool
}

/// A parsed piece of the text: styled runs, or a delimiter run not yet matched.
enum Item {
    case text([StyledText.Run])
    case delimiter(Delimiter)
}

/// The inline Markdown parser of one text: its tokens, then its emphasis matched.
struct Parser {
    let chars: [Character]
    /// Links may not contain links (CommonMark 6.3): a link's text is parsed without them, so
    /// parsing never nests more than one level.
    let allowsLinks: Bool
    var items: [Item] = []
    var buffer = ""
    /// For each `[`, the index of the `]` that closes it (backslash escapes skipped), found in
    /// one pass with a stack: each bracket is matched once, not re-scanned per `[`.
    var closingBracket: [Int: Int] = [:]
    /// The start of every maximal backtick run, by its length, made on the first backtick: a
    /// code span's closer is the first run of its opener's length after it, found without a
    /// scan (runs of many lengths that never close would otherwise each scan to the end).
    var backtickRuns: [Int: [Int]]?
    /// For each length, how many of its runs lie before the last opener looked up: openers
    /// come in text order, so each list is walked once.
    var backtickCursors: [Int: Int] = [:]
    /// Where each link destination ends, made on the first `](`: a destination is then found
    /// in constant time, however many unclosed `[](` start one.
    var destinations: LinkDestinationIndex?
    /// For each character index, where a link title scanned from there ends (its closing
    /// quote), -1 when it does not close, -2 not yet known; one table for `"` and one for
    /// `'`, each made on its first title and filled as scans pass.
    var titleEnds: [[Int]] = [[], []]
    /// The parser's steps (`InlineMarkdown.parseCountingWork`).
    var work = 0

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
        work += chars.count
    }

    mutating func runs() -> [StyledText.Run] {
        tokenize()
        return processEmphasis()
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
            work += 1
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
        if backtickRuns == nil { backtickRuns = Self.backtickRuns(chars); work += chars.count }
        let runs = backtickRuns?[length] ?? []
        var cursor = backtickCursors[length] ?? 0
        while cursor < runs.count, runs[cursor] < open { cursor += 1; work += 1 }
        backtickCursors[length] = cursor
        guard cursor < runs.count else {
            buffer += String(repeating: "`", count: length)
            return open
        }
        let k = runs[cursor]
        work += k - open
        var content = String(chars[open..<k].map { $0.isNewline ? " " : $0 })
        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
            content = String(content.dropFirst().dropLast())
        }
        flush()
        var style = InlineStyle()
        style.isCode = true
        items.append(.text([StyledText.Run(content, style: style)]))
        return k + length
    }

    /// The starts of the maximal runs of backticks in `chars`, by run length, in text order.
    private static func backtickRuns(_ chars: [Character]) -> [Int: [Int]] {
        var runs: [Int: [Int]] = [:]
        var k = 0
        while k < chars.count {
            guard chars[k] == "`" else { k += 1; continue }
            var e = k
            while e < chars.count, chars[e] == "`" { e += 1 }
            runs[e - k, default: []].append(k)
            k = e
        }
        return runs
    }

    /// A link `[text](destination "title")` at `start`; the index after it, nil when the text
    /// there is not a link. Every scan past the `(` is a table look-up (`LinkDestinationIndex`,
    /// `titleEnd`), so a `[` that is not a link costs constant time however far the text
    /// after it would have been scanned.
    private mutating func link(at start: Int) -> Int? {
        guard let close = closingBracket[start], close + 1 < chars.count, chars[close + 1] == "(" else { return nil }
        if destinations == nil {
            destinations = LinkDestinationIndex(chars)
            work += chars.count
        }
        guard let index = destinations else { return nil }
        var p = index.nextNonSpace[close + 2]
        let destinationStart: Int
        let destinationEnd: Int
        let angled = p < chars.count && chars[p] == "<"
        if angled {
            // Ends at the first ">", "<" or line end: scans from two "<" never overlap.
            p += 1
            destinationStart = p
            while p < chars.count, chars[p] != ">" {
                work += 1
                if chars[p].isNewline || chars[p] == "<" { return nil }
                p += 1
            }
            guard p < chars.count else { return nil }
            destinationEnd = p
            p += 1
        } else {
            destinationStart = p
            p = index.destinationEnd(from: p)
            destinationEnd = p
        }
        p = index.nextNonSpace[p]
        if p < chars.count, chars[p] == "\"" || chars[p] == "'" {
            let end = titleEnd(from: p + 1, quote: chars[p])
            guard end >= 0 else { return nil }
            p = index.nextNonSpace[end + 1]
        }
        guard p < chars.count, chars[p] == ")" else { return nil }
        let destination = destinationText(destinationStart..<destinationEnd, angled: angled)
        var inner = Parser(Array(chars[(start + 1)..<close]), allowsLinks: false)
        let runs = inner.runs().map { run -> StyledText.Run in
            var run = run
            run.style.link = destination
            return run
        }
        work += inner.work
        flush()
        items.append(.text(runs))
        return p + 1
    }

    /// The destination's text: an angled one as written, a bare one with backslash escapes of
    /// ASCII punctuation resolved.
    private mutating func destinationText(_ range: Range<Int>, angled: Bool) -> String {
        work += range.count
        guard !angled else { return String(chars[range]) }
        var text = ""
        var k = range.lowerBound
        while k < range.upperBound {
            if chars[k] == "\\", k + 1 < range.upperBound, Self.isASCIIPunctuation(chars[k + 1]) {
                text.append(chars[k + 1]); k += 2
            } else {
                text.append(chars[k]); k += 1
            }
        }
        return text
    }

    /// The index of the quote that closes a title whose text starts at `start` (a backslash
    /// skips the character after it), -1 when none does. Two scans that reach the same index
    /// go on alike, so each index records its answer and is scanned at most once per quote.
    private mutating func titleEnd(from start: Int, quote: Character) -> Int {
        let t = quote == "\"" ? 0 : 1
        if titleEnds[t].isEmpty { titleEnds[t] = [Int](repeating: -2, count: chars.count + 2) }
        var visited: [Int] = []
        var p = start
        var end = -1
        while true {
            work += 1
            if p >= chars.count { end = -1; break }
            if titleEnds[t][p] != -2 { end = titleEnds[t][p]; break }
            if chars[p] == quote { end = p; break }
            visited.append(p)
            p += chars[p] == "\\" ? 2 : 1
        }
        for v in visited { titleEnds[t][v] = end }
        return end
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

    private static func isASCIIPunctuation(_ c: Character) -> Bool { LinkDestinationIndex.isASCIIPunctuation(c) }

    /// Unicode punctuation or symbol (CommonMark 0.31: categories P and S).
    private static func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }
}
