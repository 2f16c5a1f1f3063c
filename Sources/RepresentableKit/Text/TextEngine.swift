/// What a `Text` made from a string shows, and every setting its modifiers change, before a
/// font is loaded: a value a `TextEngine` turns into a measurer. Absent settings are
/// SwiftUI's defaults (the body style, the primary colour, no line limit, tail truncation,
/// leading alignment, no shrinking, no extra line spacing).
public struct TextDescription: Sendable, Hashable {
    /// The styled runs shown (`Text(verbatim:)`, `Text(markdown:)`, `+`, the run modifiers).
    public var styledText: StyledText
    /// The font (`.font(_:)`); nil is the body text style.
    public var font: Text.Font?
    /// The text colour (`.foregroundColor(_:)`, `.foregroundStyle(_:)`); nil is black, the
    /// primary colour in the light appearance.
    public var color: Color?
    /// At most this many lines (`.lineLimit(_:)`); nil for no limit.
    public var lineLimit: Int?
    /// The fewest lines the text is tall (`.lineLimit(_:reservesSpace:)`, a range's lower bound).
    public var reservedLines = 0
    /// Where the last allowed line is truncated (`.truncationMode(_:)`).
    public var truncationMode: Text.TruncationMode = .tail
    /// How lines align within the text's width (`.multilineTextAlignment(_:)`).
    public var multilineTextAlignment: Text.TextAlignment = .leading
    /// The smallest font scale when the text does not fit (`.minimumScaleFactor(_:)`), 0…1.
    public var minimumScaleFactor = 1.0
    /// Extra space between lines, in points (`.lineSpacing(_:)`).
    public var lineSpacing = 0.0
    /// The Dynamic Type size a text-style font is sized at (`.dynamicTypeSize(_:)`); nil is
    /// large, the default.
    public var dynamicTypeSize: DynamicTypeSize?

    /// `styledText` with every setting at its default.
    public init(_ styledText: StyledText) {
        self.styledText = styledText
    }
}

/// Turns a `TextDescription` into the engine-side text that measures and draws it: how a `Text`
/// made from a string reaches fonts while the sizing layer imports no engine. The Scenes module
/// provides one over a font collection (`FontCollectionTextEngine`, the bundled fonts by
/// default), and the string initializers `Text("…")`, `Text(verbatim:)` and `Text(markdown:)`
/// that use it; `Text(_:engine:)` takes any other (a fake in tests).
///
/// The measurer should also be drawable (Scenes' renderer draws text that is
/// `TextDrawable`); the engine's errors (an invalid setting such as a negative line limit, text
/// that cannot be prepared) are reported by whoever renders, never swallowed.
public protocol TextEngine: Sendable {
    /// The measurer of `text`.
    func measurer(for text: TextDescription) throws -> any TextMeasuring
}

/// A `Text`'s description with its engine, and the measurer made from them on first use:
/// modifiers change the description only, so a chain of them prepares (shapes) the text once.
final class DescribedText {
    let description: TextDescription
    let engine: any TextEngine
    private var made: Result<any TextMeasuring, any Error>?

    init(_ description: TextDescription, engine: any TextEngine) {
        self.description = description
        self.engine = engine
    }

    /// The engine's measurer or its error, made once.
    var result: Result<any TextMeasuring, any Error> {
        if let made { return made }
        let result = Result { try engine.measurer(for: description) }
        made = result
        return result
    }

    /// The measurer, or an empty one when the engine failed (see `Text.resolutionError`).
    var measurer: any TextMeasuring {
        (try? result.get()) ?? EmptyTextMeasurer()
    }

    /// A copy with `change` applied to the description and no measurer yet.
    func changed(_ change: (inout TextDescription) -> Void) -> DescribedText {
        var description = self.description
        change(&description)
        return DescribedText(description, engine: engine)
    }
}

/// What a text the engine could not make measures as: nothing (0 × 0).
final class EmptyTextMeasurer: TextMeasuring {
    var lineLimit: Int? { nil }
    var minimumScaleFactor: Double { 1 }
    func textSize(width: Double?, scale: Double) -> Size { .zero }
    func fittingScale(width: Double, height: Double) -> Double { 1 }
}

/// SwiftUI's `LocalizedStringKey` as far as `Text` reads it: the literal's text, which `Text`
/// parses as inline Markdown. A string literal passed to `Text(_:)` becomes one, as in SwiftUI;
/// a `String` value passed instead is shown verbatim. There is no localization table.
public struct LocalizedStringKey: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The key's text.
    package var string: String

    /// A key for `value`.
    public init(_ value: String) { self.string = value }

    /// A key for a string literal.
    public init(stringLiteral value: String) { self.string = value }

    /// A key for an interpolated literal, its interpolations written out.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.string = String(stringInterpolation: stringInterpolation)
    }
}
