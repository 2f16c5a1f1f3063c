import Testing
@testable import Typesetting

/// A prepared paragraph's break records (`PackedBreak`) hold what the greedy wrapper would
/// otherwise read from the text and the advance prefix. Each field is checked here against
/// its definition, computed directly from the paragraph's UTF-16 units and prefix.
@Suite("Break records agree with the text and the advance prefix")
struct BreakRecordTests {
    /// UAX #14 hanging whitespace, as `PreparedParagraph.isHangingWhitespace` documents it.
    static func hangs(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x1680, 0x2000...0x2006, 0x2008...0x200A,
             0x2028, 0x2029, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// The first mismatch between `paragraph`'s records and their definitions, or nil.
    static func mismatch(in paragraph: PreparedParagraph) -> String? {
        let utf16 = paragraph.utf16
        let prefix = paragraph.advancePrefix
        for (k, b) in paragraph.breaks.enumerated() {
            var spaces = 0
            while spaces < b.offset && hangs(utf16[b.offset - 1 - spaces]) { spaces += 1 }
            if Int(b.trailingSpaces) != min(spaces, Int(UInt16.max)) {
                return "break \(k) at \(b.offset): \(b.trailingSpaces) trailing spaces, the text has \(spaces)"
            }
            let follows = b.offset == utf16.count || hangs(utf16[b.offset])
            if b.mayHang != follows { return "break \(k) at \(b.offset): mayHang \(b.mayHang)" }
            if paragraph.breakTrimmedWidth[k].bitPattern != prefix[b.offset - spaces].bitPattern {
                return "break \(k) at \(b.offset): trimmed width \(paragraph.breakTrimmedWidth[k])"
            }
            if b.knowsLineStartAdvance {
                let advance = b.lineStartAdvance(trimmedWidth: paragraph.breakTrimmedWidth[k],
                                                 spaceAdvance: paragraph.breakSpaceAdvance)
                if advance.bitPattern != prefix[b.offset].bitPattern {
                    return "break \(k) at \(b.offset): line start \(advance), prefix \(prefix[b.offset])"
                }
            }
        }
        return nil
    }

    @Test("on the wrapping corpus, plain and with positive and negative tracking")
    func corpus() throws {
        var known = 0, breaks = 0
        for (name, text) in WrapPathEquivalenceTests.texts {
            for tracking in [0, 1.5, -6] {
                let prepared = try PreparedText(
                    AttributedText(text, attributes: TextAttributes(font: Fixtures.font, tracking: tracking)),
                    fontCollection: Fixtures.collection)
                for paragraph in prepared.paragraphs {
                    if let mismatch = Self.mismatch(in: paragraph) {
                        Issue.record("\(name), tracking \(tracking): \(mismatch)")
                        return
                    }
                    breaks += paragraph.breaks.count
                    known += paragraph.breaks.filter(\.knowsLineStartAdvance).count
                }
            }
        }
        // Most breaks follow a single space or none, whose line start the record gives.
        #expect(known * 2 > breaks, "\(known) of \(breaks) breaks give their line start")
    }

    /// More hanging whitespace before a break than the record counts: the count saturates,
    /// the wrapper counts again, and both loops still give the same lines.
    @Test("a run of spaces longer than the record counts")
    func saturatedCount() throws {
        let text = "word" + String(repeating: " ", count: Int(UInt16.max) + 4) + "word end"
        let prepared = try PreparedText(text, font: Fixtures.font, fontCollection: Fixtures.collection)
        let paragraph = try #require(prepared.paragraphs.first)
        #expect(Self.mismatch(in: paragraph) == nil)
        #expect(paragraph.breaks.contains { $0.trailingSpaces == UInt16.max })
        for width in [nil, 40.0, 1e9] as [Double?] {
            #expect(WrapPathEquivalenceTests.difference(paragraph, width: width, mode: .byWordWrapping, maxLines: 0) == nil)
        }
    }
}
