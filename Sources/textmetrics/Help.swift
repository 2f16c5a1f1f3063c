/// The commands: one entry a command, with what runs it and its help. `textmetrics --help`
/// prints every command's synopsis and summary; `textmetrics help COMMAND` and
/// `COMMAND --help` print that command's entry with its options. The usage block of the Scenes catalog's CommandLine article is
/// `textmetrics --help` (a test compares them).
struct CommandHelp: Sendable {
    let name: String
    /// Runs the command with the arguments after its name.
    let run: @Sendable ([String]) throws -> Void
    /// Synopsis lines, without the leading "textmetrics NAME".
    let synopsis: [String]
    let summary: String
    /// (option, meaning) pairs, built only when help is printed: a command that runs never
    /// builds the option tables (start-up work every process would pay).
    var options: [(String, String)] { makeOptions() }
    private let makeOptions: @Sendable () -> [(String, String)]

    init(name: String, run: @escaping @Sendable ([String]) throws -> Void, synopsis: [String], summary: String,
         options: @escaping @autoclosure @Sendable () -> [(String, String)]) {
        self.name = name
        self.run = run
        self.synopsis = synopsis
        self.summary = summary
        self.makeOptions = options
    }

    static let fontOptions: [(String, String)] = [
        ("--font FAMILY|PATH", "a bundled or system family, or a font file (default: Inter, the system font)"),
        ("--face-index N", "the face of a collection file (.ttc), from 0"),
        ("--size PT", "the point size, > 0 and ≤ 10000 (default 17)"),
        ("--weight W", "1…1000 or a name: ultralight, thin, light, regular, medium, semibold, bold, heavy, black"),
    ]
    static let appleFontsOption = ("--apple-fonts DIR", "a folder of Apple's font files (SF Pro, SF Pro Rounded, New York, SF Mono, PingFang, Apple Color Emoji…) for the system font, the designs and fallback; beats $TEXTMETRICS_APPLE_FONTS")
    static let fallbackOption = ("--fallback PATH", "a font tried before the bundled fallback chain (repeatable)")

    static let measureOptions: [(String, String)] = fontOptions + [
        appleFontsOption,
        fallbackOption,
        ("--width W[,W...]", "wrap at each width in points; 0 means no limit (one line a paragraph), as UILabel's sizeThatFits(.zero)"),
        ("--lines N", "at most N lines, the last truncated; 0 (default) is unlimited"),
        (LineBreakOption.synopsis, "NSLineBreakMode (default wordWrapping); truncating modes wrap words and truncate the last line. Aliases: --wrap word|char|clip, --truncate head|middle|tail"),
        ("--line-height PT", "fixed line height (minimum = maximum line height)"),
        ("--line-height-multiple X", "multiply the natural line height"),
        ("--line-spacing PT", "space between lines"),
        ("--align left|right|center|justified|natural", "alignment of lines (default natural)"),
        ("--direction ltr|rtl|natural", "base writing direction (default natural: from the first strong letter)"),
        ("--lang BCP47", "language for shaping and line breaking, e.g. ja, th, ar"),
        ("--strategy none|standard|push-out|hangul-word-priority|balanced|optimal", "line-break strategy (default none: greedy, as NSParagraphStyle; standard is UILabel's)"),
        ("--hyphenate, --hyphenate=FACTOR", "hyphenate by the --lang patterns (en-US without --lang) when a line fills less than FACTOR of the width (0…1, UIKit's hyphenationFactor); bare: usesDefaultHyphenation (factor 1)"),
        ("--tighten", "tighten letter spacing (up to 5 %) instead of truncating, as allowsDefaultTighteningForTruncation"),
        ("--scale S", "ceil sizes to 1/S points as UILabel does (default: unrounded)"),
        ("--shrink-to-fit MIN", "shrink the font into --width as UILabel's autoshrink, to at most MIN × size (0 < MIN ≤ 1; one line, or --lines N)"),
        ("--markdown", "read the text as SwiftUI inline Markdown (**bold**, *italic*, ~~strike~~, `code`, [link](url), \\ escapes) and measure it styled, without the syntax"),
        ("--exclude X,Y,W,H[,ellipse]", "flow the text around this rectangle (or the ellipse in it), in points from the text's top-left corner; repeatable; needs --width"),
        ("--json", "one JSON object a text"),
    ]

    static let all: [CommandHelp] = [
        CommandHelp(
            name: "metrics", run: MetricsCommand.run,
            synopsis: ["[--font FAMILY|PATH] [--face-index N] [--size PT] [--weight W] [--json]"],
            summary: "font metrics in points at --size (default 17) and in font units",
            options: fontOptions + [appleFontsOption, ("--json", "print JSON")]),
        CommandHelp(
            name: "coverage", run: CoverageCommand.run,
            synopsis: ["[--font FAMILY|PATH] [--fallback PATH]... [--lang BCP47] [--no-system-fonts] [--missing] [--json] (TEXT | -)"],
            summary: "the font that renders each grapheme cluster, then a summary per script",
            options: fontOptions + [appleFontsOption, fallbackOption,
                                    ("--lang BCP47", "the text's language, which picks regional fonts (Han: zh-Hant, zh-Hans, ja, ko)"),
                                    ("--no-system-fonts", "bundled and --fallback fonts only, not the system's (fontconfig)"),
                                    ("--missing", "list only the clusters no font covers (the summary still counts all)"),
                                    ("--json", "print JSON: {\"clusters\": [...], \"summary\": {...}}"),
                                    ("-", "read the text from standard input")]),
        CommandHelp(
            name: "measure", run: MeasureCommand.run,
            synopsis: [
                "[--font FAMILY|PATH] [--fallback PATH]... [--size PT] [--weight W]",
                "[--width W[,W...]] [--lines N] [--line-break MODE]",
                "[--line-height PT] [--line-height-multiple X] [--line-spacing PT]",
                "[--align left|right|center|justified|natural] [--direction ltr|rtl|natural] [--lang BCP47]",
                "[--strategy none|standard|push-out|hangul-word-priority|balanced|optimal] [--hyphenate[=FACTOR]] [--tighten]",
                "[--scale S] [--shrink-to-fit MIN] [--exclude X,Y,W,H[,ellipse]]... [--markdown] [--json] [--jobs N] (TEXT | --each-line FILE | -)",
            ],
            summary: "the size of the whole text wrapped at each width, then its lines",
            options: measureOptions + [
                ("--each-line FILE", "measure each line of FILE as its own text (- for standard input)"),
                ("--jobs N", "threads measuring --each-line texts (default: every core); the output keeps the input's order"),
                ("-", "read the text from standard input"),
            ]),
        CommandHelp(
            name: "breaks", run: BreaksCommand.run,
            synopsis: ["[--json] [--unicodes] [--locale LOCALE] (TEXT | --each-line FILE | -)"],
            summary: "line-break opportunities (UAX #14) as Unicode-scalar offsets",
            options: [
                ("--json", "print JSON"),
                ("--unicodes", "the text is hex code points, e.g. \"0041 0020 0042\""),
                ("--locale LOCALE", "ICU locale for the line breaker, e.g. ja, th"),
                ("--each-line FILE", "one text a line of FILE (- for standard input)"),
                ("-", "read the text from standard input"),
            ]),
        CommandHelp(
            name: "layout", run: LayoutCommand.run,
            synopsis: ["[--json] [--pretty] (SCENE.json | -)"],
            summary: "SwiftUI-style sizing of a scene of labels, views, adaptors and stacks",
            options: [("--json", "print the frames as JSON"), ("--pretty", "indented JSON")] + ProposalOption.help + [
                      ("-", "read the scene from standard input"), appleFontsOption]),
        CommandHelp(
            name: "render", run: RenderCommand.run,
            synopsis: [
                "(SCENE.json | -) -o OUT.png|OUT.pdf|OUT.svg [--format png|pdf|svg] [--scale S] [--debug]",
                "--text (TEXT | -) [measure options] [--background #rrggbb] [--exclude-fill #rrggbb] -o OUT.png|OUT.pdf|OUT.svg",
                "[--format png|pdf|svg] [--scale S] [--debug]",
                "[--page-size a4|letter|WxH] [--margins PT|T,R,B,L] [--widows N] [--orphans N]",
            ],
            summary: "draws a scene, or one measured text, to a PNG, PDF or SVG",
            options: [
                ("-o, --output OUT", "the file to write; its extension names the format: .png, .pdf or .svg (none: PNG)"),
                ("--format png|pdf|svg", "the format, whatever the extension"),
                ("--scale S", "PNG pixels per point (default: the scene's, or 2); PDF and SVG pages cover the same area, their debug lines 1/S pt wide"),
                ("--debug", "draw line boxes, baselines and frames"),
            ] + ProposalOption.help + [
                ("--text TEXT", "draw TEXT measured as `measure` does (- for standard input); --width is then measure's"),
                appleFontsOption,
                ("--background #rrggbb", "with --text: the background colour (default white)"),
                ("--exclude-fill #rrggbb", "with --text and --exclude: fill the excluded shapes (where an image or box goes) under the text"),
                ("--page-size a4|letter|WxH", "with --text: flow the text onto PDF pages of this size (W, H in points), never splitting a line; the width is the page less its margins"),
                ("--margins PT|T,R,B,L", "the page margins in points, one for all sides or four as CSS orders them (default 72)"),
                ("--widows N", "leave at least N lines of a paragraph at the top of the page it continues on (default 1: no control)"),
                ("--orphans N", "leave at least N lines of a paragraph at the bottom of the page it breaks from (default 1)"),
            ]),
        CommandHelp(
            name: "preview", run: PreviewCommand.run,
            synopsis: [
                "(SCENE.json | -) -o OUT.html [--widths A...B:STEP|W,W...] [--scale S] [--devices] [--categories]",
                "--text (TEXT | -) [measure options] [--background #rrggbb] -o OUT.html",
                "[--widths A...B:STEP|W,W...] [--scale S] [--devices] [--categories]",
            ],
            summary: "one self-contained HTML page showing a scene, or a text, at many proposed widths",
            options: [
                ("-o, --output OUT", "the HTML file to write"),
                ("--widths A...B:STEP|W,...", "the proposed widths the slider shows (default 240...480:10)"),
                ("--scale S", "pixels per point the layout is rounded to (default: the scene's, or 2)"),
                ("--devices", "add iPhone SE (375 pt @2x), iPhone 15 (393 @3x), 15 Pro Max (430 @3x) and iPad (820 @2x) side by side"),
                ("--categories", "add the Dynamic Type categories xS…AX5 side by side, at the scene's proposed width (390 without one)"),
            ] + ProposalOption.help + [
                ("--text TEXT", "show TEXT measured as `measure` does (- for standard input)"),
                appleFontsOption,
                ("--background #rrggbb", "with --text: the background colour (default white)"),
            ]),
        CommandHelp(
            name: "fit", run: FitCommand.run,
            synopsis: [
                "CATALOG... [--constraints FILE] [--width W] [--lines N] [--font FAMILY [--size PT]]",
                "[--style STYLE] [--category C[,C...]|all] [--line-break MODE]",
                "[--min-scale S] [--max-growth PCT] [--source-language L] [--pseudo] [--jobs N]",
                "[--markdown on|off] [--json] [--all] [--junit FILE] [--png DIR] [--shard K/N|ci]",
                "--merge SHARD.json... [--json] [--junit FILE]",
            ],
            summary: "checks that every translation fits its label, as UILabel lays it out",
            options: [
                ("CATALOG", ".xcstrings, .strings, .stringsdict, strings.xml, .po, .xliff, .storyboard, .xib (with LANG.lproj/NAME.strings beside Base.lproj), or a directory of them"),
                ("--constraints FILE", "labels by key or pattern, placeholder samples by kind, conversion, argument or key (Schemas/fit-constraints.schema.json)"),
                ("--only-listed", "check only the keys the constraints file's labels entries match (others are skipped, not checked in the defaults' label)"),
                ("--width W", "the label's width in points where the constraints set none"),
                ("--lines N", "numberOfLines (default 1; 0 is unlimited)"),
                ("--font FAMILY", "a bundled or system family instead of the text style's font"),
                ("--size PT", "with --font: its size at the Large category (scaled per category)"),
                ("--style STYLE", "the Dynamic Type text style (default body)"),
                appleFontsOption,
                ("--category C,...", "content size categories to check: xS…xxxL, AX1…AX5, all (default xxxL)"),
                (LineBreakOption.synopsis, "lineBreakMode, as measure's (default truncatingTail, UILabel's)"),
                ("--min-scale S", "autoshrink: adjustsFontSizeToFitWidth with minimumScaleFactor S (default 0: off)"),
                ("--max-growth PCT", "warn when a translation is PCT % wider than the source (default 100)"),
                ("--source-language L", "the development language where a file does not say (default en)"),
                ("--pseudo", "also check a pseudo-localized copy (en-XA) of every source string"),
                ("--jobs N", "threads (default: one per processor); the output order does not change"),
                ("--markdown on|off", "on (default): .xcstrings values are measured as SwiftUI's Text shows them, inline Markdown styled without its syntax (**Jetzt kaufen** bold); off: as plain text"),
                ("--json", "print the results as JSON, in catalog order"),
                ("--all", "list passing strings in the table too"),
                ("--junit FILE", "write JUnit XML, a test suite per language"),
                ("--png DIR", "write a contact sheet of the failing strings per language"),
                ("--shard K/N", "check only part K of N (1 ≤ K ≤ N ≤ 10000), split by a fixed hash of the key; ci: CI_NODE_INDEX/CI_NODE_TOTAL"),
                ("--merge FILE...", "combine the shards' --json output into one run's JSON (--json) and JUnit (--junit FILE); a damaged file is refused (exit 1), files not each part of one run once are a usage error (exit 2)"),
            ]),
    ]

    static func named(_ name: String) -> CommandHelp? { all.first { $0.name == name } }

    /// "textmetrics NAME", padded so that every command's options start in one column.
    var head: String { "textmetrics " + name.padding(toLength: 9, withPad: " ", startingAt: 0) }

    /// The synopsis block, each continuation line aligned under the first option.
    var synopsisLines: [String] {
        let indent = String(repeating: " ", count: head.count)
        return synopsis.enumerated().map { (i, line) in
            (i == 0 || line.hasPrefix("(") || line.hasPrefix("--text") ? head : indent) + line
        }
    }

    /// Every row of the command's options table: its options, then `-h, --help`.
    var optionRows: [(String, String)] { options + [HelpLayout.helpRow] }

    /// `textmetrics help NAME`: the synopsis, the summary and the options table, laid out by
    /// `HelpLayout` (no line wider than `HelpLayout.lineWidth`).
    var text: String {
        var lines = ["usage:"]
        for line in synopsisLines { lines += HelpLayout.wrapSynopsis(line, indent: 2, continuation: 2 + head.count) }
        lines += [""] + HelpLayout.wrap(summary + ".", width: HelpLayout.lineWidth) + ["", "options:"]
        lines += HelpLayout.table(optionRows)
        return lines.joined(separator: "\n")
    }

    /// `textmetrics --help`.
    static var overview: String {
        var lines = ["usage: textmetrics <command> [options]", ""]
        for command in all {
            lines += command.synopsisLines
            lines.append("    " + command.summary)
        }
        lines += [""] + notes
        return lines.joined(separator: "\n")
    }

    /// The notes that end `textmetrics --help` (and make the man page's description).
    static let notes = [
        "textmetrics help COMMAND (or COMMAND --help) explains a command's options.",
        "-h, --help this help; --version the version.",
        "Exit status: 0 on success, 1 when the work failed, 2 for usage errors.",
        "Width 0 means no limit, as UILabel's sizeThatFits(.zero). - reads standard input.",
        "Fonts: the bundled fonts (see Fonts/README.md), or the directory in $TEXTMETRICS_FONTS;",
        "FAMILY may also name a system font. --apple-fonts DIR (metrics, coverage, measure, layout,",
        "render, preview, fit) or $TEXTMETRICS_APPLE_FONTS: Apple's own font files, for the system font.",
    ]
}

/// The candidate closest to `word` by edit distance, when it is close enough to be a likely
/// typo: a third of the word's length in edits, at least 1 and at most 3.
func suggestion(for word: String, among candidates: [String]) -> String? {
    let limit = max(1, min(3, word.count / 3))
    var best: (String, Int)? = nil
    for candidate in candidates {
        let d = editDistance(word, candidate)
        if d <= limit, best.map({ d < $0.1 }) ?? true { best = (candidate, d) }
    }
    return best?.0
}

/// Edit distance over characters, a swap of two neighbours counting as one edit (optimal
/// string alignment), so "--widht" is one edit from "--width".
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
            }
        }
    }
    return d[a.count][b.count]
}

/// "; did you mean X?" or "".
func didYouMean(_ word: String, among candidates: [String]) -> String {
    suggestion(for: word, among: candidates).map { "; did you mean \($0)?" } ?? ""
}
