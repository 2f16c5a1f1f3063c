import Testing
@testable import Typesetting

/// `LayoutError` carries typed causes: the field and value of a bad style, the analysis error.
@Suite("Layout errors")
struct LayoutErrorTests {
    @Test("A non-finite or negative style value names its field and value")
    func styleField() throws {
        var style = ParagraphStyle()
        style.lineSpacing = .infinity
        #expect(throws: LayoutError.invalidStyle(field: "lineSpacing", value: .infinity)) {
            _ = try Fixture.prepare("Hello", style: style)
        }
        style = ParagraphStyle()
        style.headIndent = -2
        let error = #expect(throws: LayoutError.self) { _ = try Fixture.prepare("Hello", style: style) }
        #expect(error == .invalidStyle(field: "headIndent", value: -2))
        #expect(error?.description == "invalid paragraph style: headIndent must be a finite number ≥ 0, got -2.0")
        // tailIndent may be negative (NSParagraphStyle: negative = from the trailing edge),
        // but not infinite.
        style = ParagraphStyle()
        style.tailIndent = -.infinity
        #expect(throws: LayoutError.invalidStyle(field: "tailIndent", value: -.infinity)) {
            _ = try Fixture.prepare("Hello", style: style)
        }
    }

    @Test("A non-finite attribute names the attribute")
    func attributeField() throws {
        var attributes = TextAttributes(font: try Fixture.inter())
        attributes.tracking = -.infinity
        let error = #expect(throws: LayoutError.self) {
            _ = try PreparedText(AttributedText("Hello", attributes: attributes))
        }
        #expect(error == .invalidStyle(field: "tracking", value: -.infinity))
        #expect(error?.description == "invalid paragraph style: tracking must be a finite number, got -inf")
    }

    @Test("An analysis failure carries the analysis error, not a string")
    func analysisCause() {
        let cause = TextAnalysisError.textTooLong(length: Int(Int32.max) + 1)
        let error = LayoutError.analysis(cause)
        guard case .analysis(let carried) = error else { Issue.record("not an analysis error"); return }
        #expect(carried == cause)
        #expect(error.description == "text analysis failed: \(cause.description)")
    }
}

@Suite("Layout errors: equality")
struct LayoutErrorEqualityTests {
    @Test("An error that carries NaN equals itself (the rejected value, not arithmetic)")
    func nanEqualsItself() {
        #expect(LayoutError.invalidStyle(field: "lineSpacing", value: .nan) == .invalidStyle(field: "lineSpacing", value: .nan))
        #expect(LayoutError.invalidWidth(.nan) == .invalidWidth(.nan))
        #expect(LayoutError.invalidWidth(.nan) != .invalidWidth(1))
        #expect(LayoutError.invalidStyle(field: "lineSpacing", value: 1) != .invalidStyle(field: "headIndent", value: 1))
    }
}
