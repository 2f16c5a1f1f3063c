import Testing
import Typesetting
import RepresentableKit
@testable import LabelHost

/// A label whose text cannot be laid out: the UIKit-shaped sizing reports (0, 0) (never
/// −0 × −0) and records why; the throwing sizing API throws the same error.
@Suite("Label: layout errors")
struct LabelErrorTests {
    func brokenLabel() throws -> Label {
        let label = Label(font: try FontCollection.bundled().systemFont(ofSize: 17), text: "Hello")
        var style = ParagraphStyle()
        style.lineSpacing = .nan   // a typed LayoutError.invalidStyle when preparing
        label.paragraphStyle = style
        label.numberOfLines = 0
        return label
    }

    @Test func throwingSizingThrowsAndTheOtherRecords() throws {
        let label = try brokenLabel()
        var thrown: LayoutError?
        do { _ = try label.size(thatFits: Size(width: 100, height: 100)) } catch { thrown = error }
        let error = try #require(thrown)
        guard case .invalidStyle = error else { Issue.record("unexpected \(error)"); return }
        #expect(throws: error) { try label.intrinsicSize() }

        #expect(label.lastLayoutError == nil)
        let size = label.sizeThatFits(Size(width: 100, height: 100))
        #expect(size == .zero)
        #expect(size.width.sign == .plus && size.height.sign == .plus)
        #expect(size.description == "(0.0 × 0.0)")
        #expect(label.lastLayoutError == error)
        #expect(label.intrinsicContentSize == .zero && label.lastLayoutError == error)

        // Fixing the style clears the error at the next sizing call.
        label.paragraphStyle = nil
        let fixed = label.sizeThatFits(Size(width: 100, height: 100))
        #expect(label.lastLayoutError == nil)
        #expect(fixed.width > 0 && fixed.height > 0)
        #expect(try label.size(thatFits: Size(width: 100, height: 100)) == fixed)
        #expect(try label.intrinsicSize() == label.intrinsicContentSize)
    }

    /// Empty text is (0, 0) with positive zeros (UILabel: empty text → (0, 0) [M]), no error.
    @Test func emptyTextIsPositiveZero() throws {
        let label = Label(font: try FontCollection.bundled().systemFont(ofSize: 17), text: "")
        let size = label.sizeThatFits(.zero)
        #expect(size.width.sign == .plus && size.height.sign == .plus)
        #expect(try label.size(thatFits: .zero) == .zero)
        #expect(label.lastLayoutError == nil)
    }
}
