import Testing
import LabelHost
import RepresentableKit
import Typesetting
@testable import Scenes

/// `Text("…")` and its modifiers: each modifier sets the setting that `TextContent` (the
/// engine side, with its own tests of each rule) takes, so a text built the SwiftUI way
/// measures exactly as the `TextContent` made with those settings directly.
@Suite("Text from a string, with SwiftUI's modifiers")
struct TextFromStringTests {
    static let long = "The quick brown fox jumps over the lazy dog, twice over, and then once more."

    static func body() throws -> Typesetting.Font {
        try FontCollection.bundled().systemFont(ofSize: 17)
            .withTextStyle(Typesetting.Font.DynamicTypeStyle(.body, category: .large))
    }

    /// Cases: the SwiftUI-built text, and the engine content with the same settings
    /// (body 17 pt by the HIG's Large table [D] unless the case sets a font).
    static func cases() throws -> [(String, Text, TextContent)] {
        let fonts = try FontCollection.bundled()
        let body = try body()
        let headline = try fonts.systemFont(ofSize: 17, weight: .semibold)
            .withTextStyle(Typesetting.Font.DynamicTypeStyle(.headline, category: .large))
        let fixed = try fonts.systemFont(ofSize: 13, weight: .bold, design: .rounded)
        let s = long
        return [
            ("plain", Text(s), try TextContent(s, font: body)),
            ("headline", Text(s).font(.headline), try TextContent(s, font: headline)),
            ("system size", Text(s).font(.system(size: 13, weight: .bold, design: .rounded)), try TextContent(s, font: fixed)),
            ("lineLimit", Text(s).lineLimit(2), try TextContent(s, font: body, lineLimit: 2)),
            ("reservesSpace", Text("a").lineLimit(3, reservesSpace: true), try TextContent("a", font: body, lineLimit: 3, reservedLines: 3)),
            ("range", Text("a").lineLimit(2...4), try TextContent("a", font: body, lineLimit: 4, reservedLines: 2)),
            ("head", Text(s).lineLimit(1).truncationMode(.head), try TextContent(s, font: body, lineLimit: 1, truncationMode: .head)),
            ("centre", Text(s).multilineTextAlignment(.center), try TextContent(s, font: body, multilineTextAlignment: .center)),
            ("shrink", Text(s).lineLimit(1).minimumScaleFactor(0.5), try TextContent(s, font: body, lineLimit: 1, minimumScaleFactor: 0.5)),
            ("lineSpacing", Text(s).lineSpacing(6), try TextContent(s, font: body, lineSpacing: 6)),
            ("bold", Text(s).bold(), try TextContent(styled: StyledText(verbatim: s).bold(), font: body)),
            ("italic font", Text(s).font(.body.italic()), try TextContent(styled: StyledText(verbatim: s).italic(), font: body)),
            ("fontWeight", Text(s).fontWeight(.heavy), try TextContent(styled: StyledText(verbatim: s).fontWeight(800), font: body)),
            ("kerning", Text(s).kerning(1.5), try TextContent(styled: StyledText(verbatim: s).kerning(1.5), font: body)),
            ("tracking", Text(s).tracking(2), try TextContent(styled: StyledText(verbatim: s).tracking(2), font: body)),
            ("digits", Text("1111 0000").monospacedDigit(), try TextContent(styled: StyledText(verbatim: "1111 0000").monospacedDigit(), font: body)),
            ("markdown", Text("**Buy** *now*"), try TextContent(styled: StyledText(markdown: "**Buy** *now*"), font: body)),
        ]
    }

    @Test func eachModifierMeasuresAsTheEngineContentWithThatSetting() throws {
        for (name, text, content) in try Self.cases() {
            let reference = Text(content)
            for width in [nil, 0, 120, 200, 1000] as [Double?] {
                let proposal = ProposedViewSize(width: width, height: nil)
                #expect(text.sizeThatFits(proposal) == reference.sizeThatFits(proposal), "\(name) at \(String(describing: width))")
            }
            #expect(text.resolutionError == nil, "\(name)")
        }
    }

    @Test func theSettingsChangeTheMeasure() throws {
        // So the comparison above can fail: each modifier here changes the size it gives.
        let plain = Text(Self.long).sizeThatFits(ProposedViewSize(width: 200, height: nil))
        #expect(Text(Self.long).lineLimit(2).sizeThatFits(ProposedViewSize(width: 200, height: nil)).height < plain.height)
        #expect(Text(Self.long).lineSpacing(6).sizeThatFits(ProposedViewSize(width: 200, height: nil)).height > plain.height)
        #expect(Text(Self.long).font(.headline).sizeThatFits(.unspecified).width > Text(Self.long).sizeThatFits(.unspecified).width)
        #expect(Text(Self.long).kerning(1).sizeThatFits(.unspecified).width > Text(Self.long).sizeThatFits(.unspecified).width)
    }

    @Test func aLiteralIsMarkdownAndAStringValueIsVerbatim() {
        // SwiftUI: a literal is a LocalizedStringKey (Markdown); a String value and
        // Text(verbatim:) are shown as they are [D: Text.init(_:) / init(verbatim:)].
        let value = "**a**"
        #expect(Text("**a**").styledText?.string == "a")
        #expect(Text(value).styledText?.string == "**a**")
        #expect(Text(verbatim: "**a**").styledText?.string == "**a**")
        #expect(Text(markdown: "**a**").styledText?.string == "a")
    }

    @Test func theLastLineLimitWins() {
        let text = Text("x").lineLimit(2...5).lineLimit(1)
        #expect(text.textDescription?.lineLimit == 1)
        #expect(text.textDescription?.reservedLines == 0)
        // A text made from a measurer keeps the measurer's settings.
        #expect(Text(EmptyFake()).lineLimit(1).textDescription == nil)
    }

    @Test func anEngineErrorIsKeptNotSwallowed() {
        #expect(Text("x").lineLimit(-1).resolutionError != nil)
        #expect(Text("x").minimumScaleFactor(2).resolutionError != nil)
        #expect(Text("x").lineLimit(-1).sizeThatFits(.unspecified) == .zero)
    }

    final class EmptyFake: TextMeasuring {
        var lineLimit: Int? { nil }
        var minimumScaleFactor: Double { 1 }
        func textSize(width: Double?, scale: Double) -> Size { .zero }
        func fittingScale(width: Double, height: Double) -> Double { 1 }
    }
}
