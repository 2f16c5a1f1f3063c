import Graphics
import Testing
import Typesetting
@testable import LabelHost

/// UILabel in a text-style font spaces its lines by the style's HIG leading, as SwiftUI's
/// `Text` does: pointfreeco/episode-code-samples, episodes 37 (@3x) and 39 (@2x),
/// `testEpisodesView.txt` (iOS ~12.1), numberOfLines 0 labels in
/// `preferredFont(forTextStyle: .subheadline)` at Large (15 pt, HIG leading 20), 327 pt wide
/// at @3x and 366 pt at @2x (the stack's width less its 24-pt margins).
@Suite("Label: text-style leading")
struct LabelTextStyleLeadingTests {
    static let collection = SystemFontFrameTests.collection
    static let blurb = "Side effects: can\u{2019}t live with \u{2019}em; can\u{2019}t write a program without \u{2019}em. Let\u{2019}s explore a few kinds of side effects we encounter every day, why they make code difficult to reason about and test, and how we can control them without losing composition."
    static let hey = "\u{1F44B} Hey there! See anything you like? You may be interested in subscribing so that you get access to these episodes and all future ones."

    static func label(_ text: String, font: Font, scale: Double) -> Label {
        let label = Label(font: font, text: text)
        label.fontCollection = collection
        label.numberOfLines = 0
        label.scale = scale
        return label
    }

    static func subheadline() throws -> Font { try collection.preferredFont(forTextStyle: .subheadline, category: .large) }

    /// One line: 15 × 2444/2048 = 17.900390625; each further line 20 (HIG, Subhead at Large);
    /// the height ceiled to 1/scale. (text, label width, scale, our lines, height):
    @Test(arguments: [
        // Episode 37 blurb, @3x: 6 lines (ours too): 17.9004 + 5 × 20 = 117.9004 → 354 px / 3 = 118.
        (blurb, 327.0, 3.0, 6, 118.0),
        // Episode 39 blurb, @2x: 5 lines (ours too): 17.9004 + 4 × 20 = 97.9004 → 196 px / 2 = 98.
        (blurb, 366, 2, 5, 98),
        // Episode 39 "Hey there", @2x: 3 lines (ours too): 17.9004 + 2 × 20 = 57.9004 → 116 px / 2 = 58.
        (hey, 366, 2, 3, 58),
        // Episode 37 "Hey there", @3x: iOS 78 = 17.9004 + 3 × 20 (4 lines, frame 276.333 wide);
        // we wrap it in 3 lines (widest 313 pt), so by the same rule 57.9004 → 174 px / 3 = 58.
        (hey, 327, 3, 3, 58),
    ])
    func theEpisodeFrames(text: String, width: Double, scale: Double, lines: Int, height: Double) throws {
        let label = Self.label(text, font: try Self.subheadline(), scale: scale)
        #expect(try label.layout(forWidth: width)?.lines.count == lines)
        #expect(try label.size(thatFits: Size(width: width, height: 0)).height == height)
    }

    /// Lines counted by hard breaks: 4 lines in subheadline at Large = 17.900390625 + 3 × 20 =
    /// 77.900390625 → 78 @2x; the same in `systemFont(ofSize: 15)` (no text style) keeps its
    /// line height: 4 × 17.900390625 = 71.6015625 → 72 @2x.
    @Test func explicitLinesFollowTheRule() throws {
        let text = "One\nTwo\nThree\nFour"
        #expect(try Self.label(text, font: try Self.subheadline(), scale: 2).intrinsicSize().height == 78)
        #expect(try Self.label(text, font: try Self.collection.systemFont(ofSize: 15), scale: 2).intrinsicSize().height == 72)
    }

    /// Attributed text in a text-style font is spaced as plain text is; in `systemFont(ofSize:
    /// 17)` lines advance by its line height, 17 × 2444/2048 = 20.287109375 (TextKit's 2 lines
    /// of 17 pt: 40.574, gillygize/FloorplanB): 2 lines 40.57421875 → 41 @2x. In body at Large
    /// (leading 22): 20.287109375 + 22 = 42.287109375 → 42.5 @2x.
    @Test func attributedTextAndFontsOfNoTextStyle() throws {
        let body = try Self.collection.preferredFont(forTextStyle: .body, category: .large)
        let plain = try Self.collection.systemFont(ofSize: 17)
        let styled = Self.label("", font: plain, scale: 2)
        styled.attributedText = AttributedText("One\nTwo", attributes: TextAttributes(font: body))
        #expect(try styled.intrinsicSize().height == 42.5)
        #expect(try Self.label("One\nTwo", font: body, scale: 2).intrinsicSize().height == 42.5)
        let fixed = Self.label("", font: body, scale: 2)
        fixed.attributedText = AttributedText("One\nTwo", attributes: TextAttributes(font: plain))
        #expect(try fixed.intrinsicSize().height == 41)
        #expect(try Self.label("One\nTwo", font: plain, scale: 2).intrinsicSize().height == 41)
    }
}
