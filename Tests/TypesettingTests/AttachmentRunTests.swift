import Testing
@testable import Typesetting

/// Attachments side by side: each is its own object (`NSAttributedString(attachment:)`
/// appended n times shows n attachments, Apple's NSTextAttachment documentation: an
/// attachment's character stands for one object), and building or laying out many of them
/// costs work linear in their number. Inter: "a" 1588 units, head.unitsPerEm 2816 (fontTools),
/// at 17 pt.
@Suite struct AttachmentRunTests {
    static let tolerance = 1e-9

    @Test func equalAdjacentAttachmentsAreNotMerged() throws {
        let attributes = TextAttributes(font: try Fixture.inter())
        var text = AttributedText("a", attributes: attributes)
        for _ in 0..<4 { text.append(TextAttachment(width: 20, height: 20), attributes: attributes) }
        // "a" plus one run per attachment.
        #expect(text.runs.count == 5)
        let layout = try PreparedText(text, fontCollection: Fixture.collection).layout(width: nil)
        // 1588 × 17 / 2816 for "a", then four attachments of 20 pt each: 6.5867… + 80.
        #expect(abs(layout.size.width - (1588.0 * 17 / 2816 + 4 * 20)) < Self.tolerance)
        let boxes = layout.decorations(forLine: 0).filter { $0.kind == .attachment }
        #expect(boxes.count == 4)
    }

    @Test func appendingAnAttributedTextKeepsAttachmentsApart() throws {
        let attributes = TextAttributes(font: try Fixture.inter())
        var one = AttributedText()
        one.append(TextAttachment(width: 20, height: 20), attributes: attributes)
        var text = one
        text.append(one)
        #expect(text.runs.map(\.utf16Range) == [0..<1, 1..<2])
    }

    /// The UTF-16 units read while appending n attachments: one each (their U+FFFC), so
    /// doubling n doubles the count. Counting the whole string at each append read n²/2.
    @Test func appendingAttachmentsIsLinear() throws {
        let attributes = TextAttributes(font: try Fixture.inter())
        func build(_ n: Int) -> AttributedText {
            var text = AttributedText()
            for _ in 0..<n { text.append(TextAttachment(width: 20, height: 20), attributes: attributes) }
            return text
        }
        let single = WorkCounter.counting { build(5_000) }
        let double = WorkCounter.counting { build(10_000) }
        #expect(single.result.runs.count == 5_000)
        #expect(single.result.string.utf16.count == 5_000)
        #expect(single.work == 5_000)
        #expect(double.work == 2 * single.work)
    }
}
