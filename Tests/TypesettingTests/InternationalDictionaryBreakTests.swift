import Testing
@testable import Typesetting

/// Khmer, Lao and Burmese are written without spaces between words; UAX #14 gives their
/// letters the class SA ("complex context"), and ICU finds the word boundaries with its
/// dictionaries (khmerdict, laodict, burmesedict). Without them a line could only break at
/// the end of each sentence below.
///
/// Expected offsets (UTF-16, the end included) from ICU's line iterator through PyICU
/// (`pip install PyICU`, built against this machine's ICU 72.1), a separate binding of the
/// same dictionaries:
///
///     import icu
///     bi = icu.BreakIterator.createLineInstance(icu.Locale.getRoot())
///     bi.setText(icu.UnicodeString(text)); print(list(bi))
///
/// and read against a word-by-word gloss written by hand (the pieces below). The only
/// difference from the gloss is Khmer ភាសាខ្មែរ ("Khmer language"), which the Khmer
/// dictionary holds as one word.
@Suite("International: dictionary line breaks (Khmer, Lao, Myanmar)")
struct InternationalDictionaryBreakTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var language: String
        var text: String
        var breaks: [Int]
        var testDescription: String { language }
    }

    static let cases: [Case] = [
        // "I like to learn the Khmer language": ខ្ញុំ (I) | ចូលចិត្ត (like) | រៀន (learn) | ភាសាខ្មែរ
        //   PyICU → [5, 13, 16, 25]
        Case(language: "km", text: "ខ្ញុំចូលចិត្តរៀនភាសាខ្មែរ", breaks: [5, 13, 16, 25]),
        // "I like learning Lao": ຂ້ອຍ (I) | ມັກ (like) | ຮຽນ (learn) | ພາສາ (language) | ລາວ (Lao)
        //   PyICU → [4, 7, 10, 14, 17]
        Case(language: "lo", text: "ຂ້ອຍມັກຮຽນພາສາລາວ", breaks: [4, 7, 10, 14, 17]),
        // "I am studying Burmese": ကျွန်တော် (I) | မြန်မာ (Myanmar) | စာ (script) | လေ့လာ (study)
        //   | နေ (-ing) | ပါ (polite) | တယ် (final particle)
        //   PyICU → [9, 15, 17, 22, 24, 26, 29]
        Case(language: "my", text: "ကျွန်တော်မြန်မာစာလေ့လာနေပါတယ်", breaks: [9, 15, 17, 22, 24, 26, 29]),
    ]

    @Test(arguments: cases)
    func icuDictionaryBreaks(_ c: Case) throws {
        let utf16 = Array(c.text.utf16)
        #expect(try TextSegmentation.lineBreaks(in: utf16).map(\.offset) == c.breaks)
        #expect(try TextSegmentation.lineBreaks(in: utf16, locale: c.language).map(\.offset) == c.breaks)
    }

    /// The engine's paragraph keeps those opportunities (each at a grapheme boundary), draws
    /// the text with the script's bundled font, and wrapping at the widest word's width puts
    /// every line start on one of them.
    @Test(arguments: cases)
    func wrapsAtDictionaryBreaks(_ c: Case) throws {
        let font = try International.font()
        let prepared = try PreparedText(AttributedText(c.text, attributes: TextAttributes(font: font, language: c.language)),
                                        fontCollection: International.collection())
        #expect(prepared.missingGlyphs == 0)
        let paragraph = prepared.paragraphs[0]
        #expect(paragraph.breaks.map(\.offset) == c.breaks)
        let layout = try prepared.layout(width: paragraph.minContentWidth)
        #expect(layout.lines.count > 1)
        for line in layout.lines.dropFirst() {
            #expect(c.breaks.contains(line.utf16Range.lowerBound), "a line starts at \(line.utf16Range.lowerBound)")
        }
        #expect(layout.missingGlyphs == 0)
    }
}
