import Graphics
import RepresentableKit
import Typesetting

extension StyledText {
    /// The colour SwiftUI shows links in by default: the accent colour, system blue
    /// (`UIColor.link` / `.systemBlue`, RGB 0, 122, 255 in the light appearance).
    public static let linkColor = Color(red: 0, green: 122.0 / 255, blue: 1)

    /// The engine's attributed text for these runs over `base` (the text's font, colour and
    /// other attributes). Each run's style resolves as SwiftUI's `Text` resolves it:
    ///
    /// - bold (`**`, `.bold()`): weight 700, or `weight` when heavier; `weight`
    ///   (`.fontWeight`): that weight; both through `FontCollection.font(_:bold:italic:weight:)`
    ///   (the family's faces, or its `wght` axis).
    /// - italic: the family's italic face or axis; upright when the family has neither.
    /// - code (a span between backticks): the monospaced design (bundled: JetBrains Mono) at the same size,
    ///   weight and slant.
    /// - `monospacedDigit`: `FontFeature.monospacedDigit` (tnum).
    /// - `kerning` and `tracking` add up to the engine's tracking (space after each cluster,
    ///   `NSAttributedString.Key.kern`); `tracking` also turns optional ligatures off, as
    ///   `NSAttributedString.Key.tracking` does ("a nonzero amount of tracking disables
    ///   nonessential ligatures", Apple's documentation).
    /// - underline and strikethrough: `.single`, in the text colour.
    /// - a link: `link` set, in `linkColor` (SwiftUI's default accent colour).
    ///
    /// A font the collection cannot resolve (a system family fontconfig no longer finds) keeps
    /// the base font. `fontCollection` nil: the bundled collection.
    public func attributedText(base: TextAttributes, fontCollection: FontCollection? = nil) -> AttributedText {
        let collection = fontCollection ?? (try? FontCollection.bundled())
        var result = AttributedText()
        var fonts: [InlineStyle: Font] = [:]
        for run in runs {
            var attributes = base
            let style = run.style
            if let cached = fonts[style] {
                attributes.font = cached
            } else if let collection {
                attributes.font = Self.font(for: style, base: base.font, collection: collection)
                fonts[style] = attributes.font
            }
            if style.monospacedDigit { attributes.enable(.monospacedDigit) }
            if let tracking = style.tracking, tracking != 0 { attributes.enable(.ligaturesOff) }
            attributes.tracking += (style.kerning ?? 0) + (style.tracking ?? 0)
            if let offset = style.baselineOffset { attributes.baselineOffset += offset }
            if style.isUnderlined { attributes.underlineStyle = .single }
            if style.isStrikethrough { attributes.strikethroughStyle = .single }
            if let link = style.link {
                attributes.link = link
                attributes.color = Self.linkColor
            }
            result.append(run.text, attributes: attributes)
        }
        return result
    }

    private static func font(for style: InlineStyle, base: Font, collection: FontCollection) -> Font {
        guard style.isBold || style.isItalic || style.isCode || style.weight != nil else { return base }
        var weight = style.weight.map { Font.Weight($0) } ?? base.weight
        if style.isBold { weight = max(weight, .bold) }
        let italic = style.isItalic || base.isItalic
        if style.isCode {
            return (try? collection.systemFont(ofSize: base.pointSize, weight: weight, design: .monospaced, italic: italic)) ?? base
        }
        return (try? collection.font(base, italic: italic, weight: weight)) ?? base
    }
}

extension AttributedText {
    /// `markdown` parsed as SwiftUI's inline Markdown (`StyledText(markdown:)`) and styled over
    /// `attributes` (`StyledText.attributedText(base:fontCollection:)`): for clients of the
    /// engine that have a Markdown string and no `Text` (`fit`, `measure --markdown`).
    /// Text with no character that starts Markdown syntax is one plain run in `attributes`,
    /// made directly (the styled path gives the same: the plain style keeps the base font).
    public init(markdown: String, attributes: TextAttributes, fontCollection: FontCollection? = nil) {
        guard InlineMarkdown.mayHaveSyntax(markdown) else {
            self.init(markdown, attributes: attributes)
            return
        }
        self = StyledText(markdown: markdown).attributedText(base: attributes, fontCollection: fontCollection)
    }
}
