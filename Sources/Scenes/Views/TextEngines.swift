import Graphics
import JSON
import LabelHost
import RepresentableKit
import Typesetting

/// The `TextEngine` over a font collection: a `Text`'s description becomes a `TextContent`
/// built exactly as a scene's `text` node with the same settings is (`TextContent.make(from:
/// at:fonts:)` of `TextSpec(_:)`), so a view built in Swift and the same view read from scene
/// JSON measure and draw alike.
public struct FontCollectionTextEngine: TextEngine {
    /// The fonts text is measured with.
    public let fonts: FontCollection

    /// An engine over `fonts`.
    public init(fonts: FontCollection) {
        self.fonts = fonts
    }

    /// The description's `TextContent`; throws the `SceneError` a scene node with the same
    /// settings would get (at the document's root path).
    public func measurer(for text: TextDescription) throws -> any TextMeasuring {
        try TextContent.make(from: TextSpec(text), at: .root, fonts: fonts)
    }
}

/// The engine `Text("…")`, `Text(verbatim:)` and `Text(markdown:)` use: the bundled fonts
/// (`FontCollection.bundled()`, opened once and shared), read when a text is first measured.
/// When the bundled fonts cannot be opened, the text measures as nothing and a renderer
/// reports the `FontError` (`Text.resolutionError`).
public struct BundledTextEngine: TextEngine {
    /// The bundled fonts' engine.
    public init() {}

    /// `FontCollectionTextEngine` over the bundled fonts.
    public func measurer(for text: TextDescription) throws -> any TextMeasuring {
        try FontCollectionTextEngine(fonts: try FontCollection.bundled()).measurer(for: text)
    }
}

/// SwiftUI's string initializers of `Text`, measured with the bundled fonts (`BundledTextEngine`).
/// They live here, where the engine is reachable, so that the sizing layer stays free of fonts
/// and C: a `Text` made from a string is complete and measurable the moment it exists, with
/// no engine to register first.
extension Text {
    /// SwiftUI `Text(_: LocalizedStringKey)`: a string literal, parsed as inline Markdown
    /// (`**bold**`, `*italic*`, `` `code` ``, `~~struck~~`, links), in the body style.
    public init(_ key: LocalizedStringKey) {
        self.init(TextDescription(StyledText(markdown: key.string)), engine: BundledTextEngine())
    }

    /// SwiftUI `Text(_: some StringProtocol)`: a string value shown as it is (no Markdown).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.init(verbatim: String(content))
    }

    /// SwiftUI `Text(verbatim:)`: `content` as it is, no Markdown.
    public init(verbatim content: String) {
        self.init(TextDescription(StyledText(verbatim: content)), engine: BundledTextEngine())
    }

    /// `markdown` parsed as SwiftUI parses a `Text` literal (inline Markdown only), as
    /// `Text(_: LocalizedStringKey)` and SwiftUI's `Text(AttributedString(markdown:))` show it.
    public init(markdown: String) {
        self.init(TextDescription(StyledText(markdown: markdown)), engine: BundledTextEngine())
    }
}

extension TextSpec {
    /// The scene `text` node with `description`'s settings: the font request (`Text.Font`
    /// as `LabelSpec.Font`: text style, size, weight, design), colour, line limit and
    /// reserved lines, truncation, alignment, minimum scale factor, line spacing and Dynamic Type
    /// size. An italic
    /// font (`Font.italic()`) makes every run italic, as SwiftUI's italic font does.
    public init(_ description: TextDescription, scale: Double = 1) {
        var styled = description.styledText
        if description.font?.isItalic == true { styled = styled.italic() }
        self.init(text: styled.string, scale: scale)
        self.styled = styled
        if let font = description.font {
            self.font = LabelSpec.Font(
                size: font.size, weight: font.weight.map { Typesetting.Font.Weight($0.value) },
                textStyle: font.textStyle.map(Self.textStyle), design: font.design.flatMap { Typesetting.Font.Design(rawValue: $0.rawValue) })
        }
        color = description.color
        lineLimit = description.lineLimit
        reservedLines = description.reservedLines == 0 ? nil : description.reservedLines
        truncationMode = description.truncationMode.rawValue
        minimumScaleFactor = description.minimumScaleFactor
        multilineTextAlignment = description.multilineTextAlignment.rawValue
        lineSpacing = description.lineSpacing
        dynamicTypeSize = description.dynamicTypeSize?.rawValue
    }

    /// SwiftUI's text style as UIKit's (`title` is `title1`, `caption` is `caption1`).
    static func textStyle(_ style: Text.Font.TextStyle) -> Typesetting.Font.TextStyle {
        switch style {
        case .largeTitle: return .largeTitle
        case .title: return .title1
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption1
        case .caption2: return .caption2
        }
    }
}
