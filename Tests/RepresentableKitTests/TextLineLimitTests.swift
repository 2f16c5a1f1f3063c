import Testing
@testable import RepresentableKit

/// `lineLimit(_:reservesSpace:)` and `lineLimit(a...b)` on `Text`, on the fake engine
/// (`FakeTextContent`: 10-point characters, 20-point lines). Apple documents both: with
/// `reservesSpace: true` text "always occupies the height required to display the specified
/// number of lines"; a range's text that "occupies less space than the provided limit …
/// expands to occupy the minimum number of lines", and more than the maximum truncates.
@Suite("Text: reserved lines and line-limit ranges")
struct TextLineLimitTests {
    /// A `Text` over `characters` characters with `lineLimit(lower...upper)`: the content
    /// reserves `lower` lines and shows at most `upper`.
    private func text(_ characters: Int, reserving lower: Int, limit upper: Int?) -> Text {
        let content = FakeTextContent(characters: characters, lineLimit: upper)
        content.reservedLines = lower
        return Text(content, displayScale: 1)
    }

    @Test("lineLimit(3, reservesSpace: true) with one line of text is three lines tall")
    func reservesSpace() {
        // 5 characters in 100: one line, 50 wide. Three lines of the font: 3 × 20 = 60.
        let reserved = text(5, reserving: 3, limit: 3)
        #expect(reserved.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 50, height: 60))
        // The ideal size (one line) reserves the same height; the width is the text's.
        #expect(reserved.sizeThatFits(.unspecified) == Size(width: 50, height: 60))
        // reservesSpace: false is lineLimit(3): one line, 20.
        let plain = text(5, reserving: 0, limit: 3)
        #expect(plain.sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 50, height: 20))
        // Empty text still reserves its lines: 0 wide, 60 tall.
        #expect(text(0, reserving: 3, limit: 3).sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 0, height: 60))
    }

    @Test("lineLimit(2...4) at one, three and six lines of text", arguments: [
        // (characters, expected height) in 100 points: 10 characters a line.
        (10, 40.0),  // 1 line, below the range: 2 lines reserved, 2 × 20
        (30, 60.0),  // 3 lines, inside the range: 3 × 20
        (60, 80.0),  // 6 lines, above the range: truncated to 4, 4 × 20
    ])
    func range(characters: Int, height: Double) {
        let size = text(characters, reserving: 2, limit: 4).sizeThatFits(ProposedViewSize(width: 100, height: nil))
        #expect(size == Size(width: 100, height: height))
    }

    @Test("lineLimit(3...) reserves three lines and has no maximum")
    func partialRangeFrom() {
        // 60 characters: 6 lines, all shown: 120; 5 characters: 3 lines reserved: 60.
        #expect(text(60, reserving: 3, limit: nil).sizeThatFits(ProposedViewSize(width: 100, height: nil)).height == 120)
        #expect(text(5, reserving: 3, limit: nil).sizeThatFits(ProposedViewSize(width: 100, height: nil)).height == 60)
    }

    @Test("the reserved height scales with minimumScaleFactor's font scale")
    func reservedAtScale() {
        // The fake's fitting scale is 0.5: three lines of 20 × 0.5 = 30.
        let content = FakeTextContent(characters: 5, lineLimit: 3, minimumScaleFactor: 0.5)
        content.reservedLines = 3
        #expect(Text(content, displayScale: 1).sizeThatFits(ProposedViewSize(width: 100, height: 100)).height == 30)
    }
}

/// `TextField(axis: .vertical)` with `lineLimit(1...5)`, on the fake engine (10-point
/// characters, 20-point lines).
@Suite("TextField: plain-style sizing")
struct TextFieldTests {
    private func field(_ characters: Int, axis: Axis = .vertical, reserving lower: Int = 1, limit upper: Int? = 5) -> TextField {
        let content = FakeTextContent(characters: characters, lineLimit: upper)
        content.reservedLines = lower
        return TextField(content, axis: axis, displayScale: 1, id: "field")
    }

    @Test("a vertical field with lineLimit(1...5) grows from one line to five, then stays at five", arguments: [
        // (characters, lines at 10 a line in 100) → height = clamp(lines, 1, 5) × 20
        (0, 20.0),    // empty: one line
        (10, 20.0),   // 1 line
        (30, 60.0),   // 3 lines
        (50, 100.0),  // 5 lines
        (80, 100.0),  // 8 lines: five shown, the rest scrolls
    ])
    func grows(characters: Int, height: Double) {
        // The width is the proposal (100), whatever the text's width.
        #expect(field(characters).sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 100, height: height))
    }

    @Test("the field takes a finite proposed width; nil or ∞ gives its one-line width")
    func width() {
        // 12 characters: one line of 120; proposed 300 → 300 wide, one line.
        #expect(field(12).sizeThatFits(ProposedViewSize(width: 300, height: nil)) == Size(width: 300, height: 20))
        #expect(field(12).sizeThatFits(.unspecified) == Size(width: 120, height: 20))
        #expect(field(12).sizeThatFits(ProposedViewSize(width: .infinity, height: nil)) == Size(width: 120, height: 20))
        // Proposed 0 (a stack's minimum): 0 wide, one character a line, 12 lines → 5 × 20.
        #expect(field(12).sizeThatFits(ProposedViewSize(width: 0, height: nil)) == Size(width: 0, height: 100))
    }

    @Test("a horizontal field is one line tall, however long its text")
    func horizontal() {
        #expect(field(80, axis: .horizontal).sizeThatFits(ProposedViewSize(width: 100, height: nil)) == Size(width: 100, height: 20))
        #expect(field(0, axis: .horizontal, reserving: 0, limit: nil).sizeThatFits(ProposedViewSize(width: 100, height: nil)).height == 20)
    }

    @Test("lineLimit(3...5) reserves three lines when the text has fewer")
    func reservesLowerBound() {
        #expect(field(10, reserving: 3).sizeThatFits(ProposedViewSize(width: 100, height: nil)).height == 60)
    }

    @Test("in an HStack beside a rigid view the field takes the rest, and records its drawing at its width")
    func inStack() {
        // HStack(spacing: 0) { rigid 40; field } in 140: the rigid view (flexibility 0) goes
        // first and takes 40; the field is offered 100 and takes it: 30 characters → 3 lines.
        let stack = HStack(spacing: 0) {
            rigid(40, 20, id: "icon")
            field(30)
        }
        let result = RepresentableKit.placement(of: stack, in: ProposedViewSize(width: 140, height: nil))
        #expect(result.result.frame(id: "field")?.rect == Rect(x: 40, y: 0, width: 100, height: 60))
        #expect(result.result.frame(id: "field")?.type == "textField")
        #expect(result.drawings.first?.width == 100 && result.drawings.first?.fontScale == 1)
    }
}
