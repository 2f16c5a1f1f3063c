import Testing
@testable import RepresentableKit

/// A fake text engine: `characters` glyphs of `characterWidth` points at scale 1, lines of
/// `lineHeight`, wrapped greedily by character; a scale multiplies every length. n lines of
/// its font are n × `lineHeight` × scale tall (no line spacing). It records what `Text` asks
/// of it.
final class FakeTextContent: TextMeasuring {
    let characters: Int
    let characterWidth: Double
    let lineHeight: Double
    var lineLimit: Int?
    var reservedLines = 0
    var minimumScaleFactor: Double
    var fittingScaleAnswer = 0.5
    private(set) var fittingRequests: [Size] = []

    init(characters: Int, characterWidth: Double = 10, lineHeight: Double = 20, lineLimit: Int? = nil, minimumScaleFactor: Double = 1) {
        self.characters = characters
        self.characterWidth = characterWidth
        self.lineHeight = lineHeight
        self.lineLimit = lineLimit
        self.minimumScaleFactor = minimumScaleFactor
    }

    func textSize(width: Double?, scale: Double) -> Size {
        let advance = characterWidth * scale
        let perLine = width.map { max(1, Int($0 / advance)) } ?? characters
        var lines = (characters + perLine - 1) / perLine
        if let lineLimit { lines = min(lines, lineLimit) }
        return Size(width: Double(min(characters, perLine)) * advance, height: Double(lines) * lineHeight * scale)
    }

    func height(ofLines count: Int, scale: Double) -> Double {
        Double(count) * lineHeight * scale
    }

    func fittingScale(width: Double, height: Double) -> Double {
        fittingRequests.append(Size(width: width, height: height))
        return fittingScaleAnswer
    }
}

/// SwiftUI `Text`'s sizing rules (BehaviourReference, "SwiftUI Text": from OpenSwiftUI's source
/// and measurements), checked on the fake engine; the real engine's numbers are in LabelHostTests.
@Suite("Text: SwiftUI Text sizing")
struct TextTests {
    @Test("the ideal size (nil or ∞ width) is one line")
    func ideal() {
        let text = Text(FakeTextContent(characters: 12), displayScale: 1)
        #expect(text.sizeThatFits(.unspecified) == Size(width: 120, height: 20))
        #expect(text.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)) == Size(width: 120, height: 20))
    }

    @Test("a finite width wraps and reports the widest line, not the proposal")
    func widestLine() {
        // 45 / 10 → 4 characters a line, 3 lines; the widest line is 40.
        let text = Text(FakeTextContent(characters: 12), displayScale: 1)
        #expect(text.sizeThatFits(ProposedViewSize(width: 45, height: nil)) == Size(width: 40, height: 60))
        // lineLimit caps the lines.
        let limited = Text(FakeTextContent(characters: 12, lineLimit: 2), displayScale: 1)
        #expect(limited.sizeThatFits(ProposedViewSize(width: 45, height: nil)) == Size(width: 40, height: 40))
    }

    @Test("sizes are ceiled to device pixels, as the label's")
    func rounding() {
        // 3 × 10.1 = 30.3 → 30.5 at scale 2; 20.3 → 20.5.
        let text = Text(FakeTextContent(characters: 3, characterWidth: 10.1, lineHeight: 20.3), displayScale: 2)
        #expect(text.sizeThatFits(.unspecified) == Size(width: 30.5, height: 20.5))
    }

    @Test("minimumScaleFactor: the engine is asked for the fitting scale of the proposal, and the text is measured at it")
    func shrink() {
        let content = FakeTextContent(characters: 12, lineLimit: 1, minimumScaleFactor: 0.5)
        let text = Text(content, displayScale: 1)
        // At scale 0.5 a character is 5 wide: 12 fit in 60, one line of 10.
        #expect(text.sizeThatFits(ProposedViewSize(width: 60, height: 30)) == Size(width: 60, height: 10))
        #expect(content.fittingRequests == [Size(width: 60, height: 30)])
        // No height proposed: any height fits.
        _ = text.sizeThatFits(ProposedViewSize(width: 60, height: nil))
        #expect(content.fittingRequests.last == Size(width: 60, height: .infinity))
        // The ideal size never shrinks.
        #expect(text.sizeThatFits(.unspecified) == Size(width: 120, height: 20))
        #expect(content.fittingRequests.count == 2)
        // Without a minimumScaleFactor below 1 the engine is not asked.
        let plain = FakeTextContent(characters: 12)
        _ = Text(plain).sizeThatFits(ProposedViewSize(width: 60, height: 30))
        #expect(plain.fittingRequests.isEmpty)
    }

    @Test("inside padding, frame, fixedSize and a stack")
    func modifiers() {
        let text = Text(FakeTextContent(characters: 12), displayScale: 1, id: "t")
        // padding(10) in 65: the text gets 45 → 40 × 60, plus 20 each way.
        #expect(layout(text.padding(10), in: ProposedViewSize(width: 65, height: nil)).size == Size(width: 60, height: 80))
        // fixedSize proposes nil: one line.
        #expect(layout(text.fixedSize(), in: ProposedViewSize(width: 45, height: nil)).size == Size(width: 120, height: 20))
        // frame(width: 45): the text is 40 wide inside a 45 frame.
        let framed = layout(text.frame(width: 45), in: .unspecified)
        #expect(framed.size == Size(width: 45, height: 60))
        #expect(framed.frames.first { $0.id == "t" }?.rect.size == Size(width: 40, height: 60))
        // A VStack with a 30-wide view: the text gets the stack's proposal, 45.
        let box = FixedView(intrinsicWidth: 30, intrinsicHeight: 10, horizontalHugging: .required, verticalHugging: .required)
        let stack = VStack(spacing: 0) {
            text
            Representable(box)
        }
        #expect(layout(stack, in: ProposedViewSize(width: 45, height: nil)).size == Size(width: 40, height: 70))
    }

    @Test("placement records the drawing, laid out at the text's own width and the scale it was measured at")
    func placement() {
        let content = FakeTextContent(characters: 12, lineLimit: 1, minimumScaleFactor: 0.5)
        let result = RepresentableKit.placement(of: Text(content, displayScale: 1, id: "t"), in: ProposedViewSize(width: 60, height: 30))
        #expect(result.drawings.count == 1)
        #expect(result.drawings.first?.rect == Rect(x: 0, y: 0, width: 60, height: 10))
        #expect(result.drawings.first?.width == 60 && result.drawings.first?.fontScale == 0.5)
        #expect(result.drawings.first?.content === content)
        #expect(result.result.frames.first?.type == "text")
    }
}
