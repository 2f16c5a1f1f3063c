/// The character style of one run of a SwiftUI `Text`: what inline Markdown and `Text`'s
/// modifiers set. The sizing layer knows no fonts; the engine side (LabelHost's
/// `TextContent`) resolves a style against its base font (bold and italic to the family's
/// faces or axes, `isCode` to the monospaced design, `weight` on the `wght` scale).
public struct InlineStyle: Sendable, Hashable {
    /// Bold (`**…**`, `.bold()`): weight 700, or the run's own weight when heavier.
    public var isBold = false
    /// Italic (`*…*`, `_…_`, `.italic()`).
    public var isItalic = false
    /// An explicit weight on the 1…1000 scale (`.fontWeight(_:)`); nil: the base font's.
    public var weight: Double? = nil
    /// Inline code (a code span between backticks): the monospaced design.
    public var isCode = false
    /// Tabular digits (`.monospacedDigit()`).
    public var monospacedDigit = false
    /// Underlined (`.underline()`).
    public var isUnderlined = false
    /// Struck through (`~~…~~`, `.strikethrough()`).
    public var isStrikethrough = false
    /// The link destination (`[…](url)`), as written; nil: no link.
    public var link: String? = nil
    /// Space after each character, in points (`.kerning(_:)`); nil: none set.
    public var kerning: Double? = nil
    /// Space after each character cluster, in points, optional ligatures off (`.tracking(_:)`);
    /// nil: none set.
    public var tracking: Double? = nil
    /// Raises (positive) or lowers the run from the baseline, in points (`.baselineOffset(_:)`);
    /// nil: none set.
    public var baselineOffset: Double? = nil

    /// The plain style: nothing set.
    public init() {}
}

/// The content of a SwiftUI `Text` as styled runs: what `Text(verbatim:)`, `Text(markdown:)`,
/// `+` and the text modifiers build, before any font is chosen. A value: the engine side turns
/// it into its attributed text.
///
/// Modifiers follow SwiftUI's precedence: a style already on a run (from Markdown or from an
/// inner modifier) wins over the modifier applied outside it, as attributes in an
/// `AttributedString` win over view modifiers (SwiftUI `Text.init(_: AttributedString)`).
/// `.bold()`, `.italic()`, `.underline()`, `.strikethrough()` and `.monospacedDigit()` only
/// ever switch their trait on.
public struct StyledText: Sendable, Hashable {
    /// A piece of the text with one style.
    public struct Run: Sendable, Hashable {
        /// The run's characters (Markdown syntax already removed).
        public var text: String
        /// The run's style.
        public var style: InlineStyle

        /// A run of `text` in `style`.
        public init(_ text: String, style: InlineStyle = InlineStyle()) {
            self.text = text
            self.style = style
        }
    }

    /// The runs, in order; adjacent runs of equal style are merged, empty runs dropped.
    public private(set) var runs: [Run] = []

    /// Runs as given (merged and empty ones dropped).
    public init(runs: [Run]) {
        for run in runs { append(run) }
    }

    /// `text` as it is, no Markdown (SwiftUI `Text(verbatim:)`).
    public init(verbatim text: String) {
        self.init(runs: [Run(text)])
    }

    /// `markdown` parsed as SwiftUI parses a `Text` literal: inline Markdown only, whitespace
    /// kept (`InlineMarkdown`).
    public init(markdown: String) {
        self.init(runs: InlineMarkdown.parse(markdown))
    }

    /// The whole string, Markdown syntax removed.
    public var string: String { runs.map(\.text).joined() }

    /// Whether every run has the plain style (the text needs no attributes).
    public var isPlain: Bool { runs.allSatisfy { $0.style == InlineStyle() } }

    private mutating func append(_ run: Run) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.style == run.style {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }

    /// `lhs` followed by `rhs`, each run keeping its style (SwiftUI `Text + Text`).
    package static func + (lhs: StyledText, rhs: StyledText) -> StyledText {
        StyledText(runs: lhs.runs + rhs.runs)
    }

    private func restyled(_ change: (inout InlineStyle) -> Void) -> StyledText {
        StyledText(runs: runs.map { run in
            var run = run
            change(&run.style)
            return run
        })
    }

    /// Bold throughout (SwiftUI `Text.bold()`).
    package func bold() -> StyledText { restyled { $0.isBold = true } }
    /// Italic throughout (SwiftUI `Text.italic()`).
    package func italic() -> StyledText { restyled { $0.isItalic = true } }
    /// `weight` (1…1000) on runs that have no weight yet (SwiftUI `Text.fontWeight(_:)`);
    /// nil leaves the text as it is.
    package func fontWeight(_ weight: Double?) -> StyledText {
        guard let weight else { return self }
        return restyled { if $0.weight == nil { $0.weight = weight } }
    }
    /// Tabular digits throughout (SwiftUI `Text.monospacedDigit()`).
    package func monospacedDigit() -> StyledText { restyled { $0.monospacedDigit = true } }
    /// Underlined throughout when `active` (SwiftUI `Text.underline(_:)`).
    package func underline(_ active: Bool = true) -> StyledText {
        active ? restyled { $0.isUnderlined = true } : self
    }
    /// Struck through throughout when `active` (SwiftUI `Text.strikethrough(_:)`).
    package func strikethrough(_ active: Bool = true) -> StyledText {
        active ? restyled { $0.isStrikethrough = true } : self
    }
    /// `kerning` points after each character where no kerning is set (SwiftUI `Text.kerning(_:)`).
    package func kerning(_ kerning: Double) -> StyledText {
        restyled { if $0.kerning == nil { $0.kerning = kerning } }
    }
    /// `tracking` points after each character cluster where no tracking is set (SwiftUI
    /// `Text.tracking(_:)`).
    package func tracking(_ tracking: Double) -> StyledText {
        restyled { if $0.tracking == nil { $0.tracking = tracking } }
    }
    /// The runs raised by `offset` points where no offset is set (SwiftUI
    /// `Text.baselineOffset(_:)`).
    package func baselineOffset(_ offset: Double) -> StyledText {
        restyled { if $0.baselineOffset == nil { $0.baselineOffset = offset } }
    }
}
