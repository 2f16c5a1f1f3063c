import Testing
@testable import Typesetting

/// The shortcuts the cold measure takes must give what the general paths give. Independent
/// sources: the general path beside each shortcut (the per-cluster itemizer scan), and the
/// standard library's own UTF-16 and Unicode-scalar views of the same String.
@Suite("Prepare shortcuts")
struct PrepareShortcutTests {
    static let samples = [
        "The quick brown fox jumps over the lazy dog.", "Tabs\tand  double  spaces, (brackets) 1,234.56",
        "AVAVA To Ty We Yo. \"Quoted\" and 'single' {braces} ~!@#$%^&*_+=|<>?/", "12 34 56",
        "café naïve", "Привет, мир", "a😀b 👍🏽", "日本語の文章", "\u{1}\u{7F} control",
    ]

    @Test("one-run ASCII text is one item, as the per-cluster scan finds", arguments: samples)
    func itemizerShortcut(text: String) throws {
        let font = try Fixture.inter()
        let utf16 = Array(text.utf16)
        let graphemes = try PreparedParagraph.graphemeBoundaries(utf16)
        let scripts = PreparedParagraph.scriptRuns(PreparedParagraph.scanScalars(utf16).scalars, utf16Count: utf16.count)
        let runs: AttributeRuns = [(0..<utf16.count, TextAttributes(font: font))]
        let itemizer = Itemizer(collection: Fixture.collection)
        let items = itemizer.itemize(utf16: utf16, graphemes: graphemes, levels: nil, scripts: scripts, attributeRuns: runs)
        let scanned = itemizer.itemizeByCluster(utf16: utf16, graphemes: graphemes, levels: nil, scripts: scripts, attributeRuns: runs)
        #expect(items.map(\.range) == scanned.map(\.range))
        #expect(items.map(\.script) == scanned.map(\.script))
        #expect(items.map(\.level) == scanned.map(\.level))
        #expect(items.map(\.attributeIndex) == scanned.map(\.attributeIndex))
        #expect(zip(items, scanned).allSatisfy { $0.font.face === $1.font.face && $0.font.pointSize == $1.font.pointSize })
        if text.utf16.allSatisfy({ $0 < 0x80 }) { #expect(items.count == 1) }
    }

    @Test("UTF-16 units and scalars as the String's own views give them", arguments: samples + ["", "𝔘𝔫𝔦 😀\t𝔠𝔬𝔡𝔢"])
    func unitsAndScalars(text: String) {
        let utf16 = PreparedText.utf16Units(of: text)
        #expect(utf16 == Array(text.utf16))
        let scan = PreparedParagraph.scanScalars(utf16)
        #expect(scan.scalars == Array(text.unicodeScalars))
        #expect(scan.tabs == utf16.indices.filter { utf16[$0] == 0x09 })
        // The number of scalars before each UTF-16 offset, counted through the String's indices.
        var expected: [Int32] = []
        var count: Int32 = 0
        for scalar in text.unicodeScalars {
            for _ in 0..<scalar.utf16.count { expected.append(count) }
            count += 1
        }
        expected.append(count)
        if text.unicodeScalars.count == utf16.count {
            #expect(scan.offsets == nil)
        } else {
            #expect(scan.offsets == expected)
        }
    }

    @Test("a key rewritten for another word equals, and hashes as, a key made for it")
    func rewrittenKey() {
        let words = ["the", "internationalization", "", "a", "Typography,", "naïve"]
        var probe = ShapingCache.Key(instance: 7, features: ["liga=0"], script: "Latn", language: "en", rightToLeft: false, text: [])
        for word in words {
            let units = Array(word.utf16)
            units.withUnsafeBufferPointer { probe.replaceText(with: $0[...]) }
            let made = ShapingCache.Key(instance: 7, features: ["liga=0"], script: "Latn", language: "en", rightToLeft: false, text: units)
            #expect(probe == made)
            #expect(probe.hash == made.hash)
            #expect(probe.hashValue == made.hashValue)
        }
        // Texts of one length that differ in one unit, or only in length, hash apart.
        let base = ShapingCache.Key(instance: 7, features: [], script: "Latn", language: nil, rightToLeft: false, text: Array("abcdefgh".utf16))
        var other = base
        other.text = Array("abcdefgi".utf16)
        #expect(other.hash != base.hash)
        other.text = Array("abcdefg".utf16)
        #expect(other.hash != base.hash)
        other.text = Array("abcdefgh\u{0}".utf16)
        #expect(other.hash != base.hash)
    }
}
