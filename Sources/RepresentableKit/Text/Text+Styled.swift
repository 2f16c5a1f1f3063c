/// Engine-side text content that shows `StyledText` (LabelHost's `TextContent` conforms):
/// what SwiftUI's `Text(markdown:)`, `Text(verbatim:)`, `+` and the text modifiers need, while
/// the sizing layer still imports no engine. The content keeps its settings (font, colour,
/// line limit, alignment…) and swaps the styled text it shows.
public protocol StyledTextMeasuring: TextMeasuring {
    /// The styled text shown.
    var styledText: StyledText { get }
    /// Content with the same settings showing `text`.
    func showing(_ text: StyledText) -> any StyledTextMeasuring
}

extension Text {
    /// SwiftUI `Text(verbatim:)`: `string` as it is (no Markdown), in `style`'s settings
    /// (`style`'s own text is replaced).
    public init(verbatim string: String, style: any StyledTextMeasuring, displayScale: Double = 2, id: String? = nil) {
        self.init(style.showing(StyledText(verbatim: string)), displayScale: displayScale, id: id)
    }

    /// SwiftUI's `Text` of a string literal: `markdown` parsed as inline Markdown
    /// (`InlineMarkdown`), in `style`'s settings (`style`'s own text is replaced).
    public init(markdown: String, style: any StyledTextMeasuring, displayScale: Double = 2, id: String? = nil) {
        self.init(style.showing(StyledText(markdown: markdown)), displayScale: displayScale, id: id)
    }

    /// The styled text shown, nil when the content is not `StyledTextMeasuring`.
    package var styledText: StyledText? {
        textDescription?.styledText ?? (content as? any StyledTextMeasuring)?.styledText
    }

    /// This text with its styled text changed by `change`; unchanged when its content is not
    /// `StyledTextMeasuring` (plain content has no runs to style).
    private func restyled(_ change: (StyledText) -> StyledText) -> Text {
        if textDescription != nil { return described { $0.styledText = change($0.styledText) } }
        guard let styled = content as? any StyledTextMeasuring else { return self }
        var copy = self
        copy.content = styled.showing(change(styled.styledText))
        return copy
    }

    /// SwiftUI `Text + Text`: `lhs`'s runs then `rhs`'s, each keeping its style, in `lhs`'s
    /// settings (font, colour, line limit) and identifier. When either side's content is not
    /// `StyledTextMeasuring`, the result is `lhs`.
    public static func + (lhs: Text, rhs: Text) -> Text {
        guard let right = rhs.styledText else { return lhs }
        return lhs.restyled { $0 + right }
    }

    /// SwiftUI `Text.bold()`.
    public func bold() -> Text { restyled { $0.bold() } }
    /// SwiftUI `Text.italic()`.
    public func italic() -> Text { restyled { $0.italic() } }
    /// SwiftUI `Text.fontWeight(_:)`, a weight on the 1…1000 scale (700 bold); nil leaves the
    /// text as it is.
    package func fontWeight(_ weight: Double?) -> Text { restyled { $0.fontWeight(weight) } }
    /// SwiftUI `Text.monospacedDigit()`: tabular digits.
    public func monospacedDigit() -> Text { restyled { $0.monospacedDigit() } }
    /// SwiftUI `Text.underline(_:)`.
    public func underline(_ active: Bool = true) -> Text { restyled { $0.underline(active) } }
    /// SwiftUI `Text.strikethrough(_:)`.
    public func strikethrough(_ active: Bool = true) -> Text { restyled { $0.strikethrough(active) } }
    /// SwiftUI `Text.kerning(_:)`: `kerning` points after each character.
    public func kerning(_ kerning: Double) -> Text { restyled { $0.kerning(kerning) } }
    /// SwiftUI `Text.tracking(_:)`: `tracking` points after each character cluster, optional
    /// ligatures off.
    public func tracking(_ tracking: Double) -> Text { restyled { $0.tracking(tracking) } }
    /// SwiftUI `Text.baselineOffset(_:)`.
    public func baselineOffset(_ offset: Double) -> Text { restyled { $0.baselineOffset(offset) } }
}
