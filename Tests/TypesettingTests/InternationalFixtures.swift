import Foundation
import Testing
import Typesetting

/// Shared set-up for the International* suites: the package's bundled fonts only (no system
/// fonts, so a missing glyph cannot be hidden by whatever the machine running the tests has installed), Inter
/// at 17 pt as the run font, and the sample paragraphs.
enum International {
    /// One collection for every test, so each font file is read once.
    private static let shared = Result<FontCollection, any Error> {
        try FontCollection(directory: Fixture.fontsDirectory, usesSystemFonts: false)
    }

    static func collection() throws -> FontCollection { try shared.get() }

    /// Inter named by family at 17 pt, wght 400 (its own metrics and advances, which the
    /// expectations here are computed from; the system font measures as SF Pro).
    static func font(_ size: Double = 17) throws -> Font {
        try collection().font(family: "Inter", size: size)
    }

    static func prepare(_ text: String, style: ParagraphStyle = ParagraphStyle()) throws -> PreparedText {
        try PreparedText(text, font: font(), style: style, fontCollection: collection())
    }

    // MARK: - Family names (name ID 16/1 of each file; Tests/Tools/font_metrics_reference.json "familyName")

    static let inter = "Inter"
    static let arabic = "Noto Sans Arabic"
    static let hebrew = "Noto Sans Hebrew"
    static let devanagari = "Noto Sans Devanagari"
    static let thai = "Noto Sans Thai"
    static let cjk = "Noto Sans CJK SC"
    static let emoji = "Noto Color Emoji"

    /// The family we expect for a grapheme cluster, from the Unicode block of its first scalar
    /// (Blocks.txt, Unicode 15.0) and the documented fallback order (Fonts/README.md,
    /// FontCollection.fallbackFaces: the run's font Inter, then Arabic, Hebrew, Devanagari,
    /// Thai, the other script fonts, CJK, the general fallbacks, emoji). Each script's letters, marks and punctuation are only in its Noto
    /// font; Basic Latin (space, digits, ".", ",", "?") is in Inter, which comes first.
    /// General Punctuation quotes “ ” are in Inter too:
    ///   hb-shape Fonts/Inter-Roman.var.ttf "“”"  →  [uni201C=0+1072|uni201D=1+1072]
    /// Emoji clusters are listed by the caller (UTS #51 emoji sequences go to the emoji font).
    static func expectedFamily(_ cluster: Character, emoji emojiClusters: Set<Character> = []) -> String? {
        if emojiClusters.contains(cluster) { return emoji }
        guard let first = cluster.unicodeScalars.first?.value else { return nil }
        switch first {
        case 0x0000...0x007F: return inter       // Basic Latin
        case 0x2000...0x206F: return inter       // General Punctuation
        case 0x0590...0x05FF: return hebrew      // Hebrew
        case 0x0600...0x06FF: return arabic      // Arabic
        case 0x0900...0x097F: return devanagari  // Devanagari
        case 0x0E00...0x0E7F: return thai        // Thai
        case 0x3000...0x303F,                    // CJK Symbols and Punctuation
             0x3040...0x309F,                    // Hiragana
             0x30A0...0x30FF,                    // Katakana
             0x4E00...0x9FFF,                    // CJK Unified Ideographs
             0xAC00...0xD7AF,                    // Hangul Syllables
             0xFF00...0xFFEF:                    // Halfwidth and Fullwidth Forms
            return cjk
        default: return nil
        }
    }

    // MARK: - Sample paragraphs (plain encyclopedia-style sentences written for these tests;
    // the same sentences are in Tests/Tools/compare_pango_scripts.sh)

    struct Sample: Sendable, CustomTestStringConvertible {
        var name: String
        var text: String
        /// The script font most clusters should come from.
        var scriptFamily: String
        var emojiClusters: Set<Character> = []
        var testDescription: String { name }
    }

    static let samples: [Sample] = [
        Sample(name: "Arabic", text: "اللغة العربية هي إحدى اللغات السامية وأكثرها انتشارا في العالم. تقع مدينة دمشق في جنوب غرب سوريا، وهي من أقدم المدن المأهولة. هل تعرف متى بنيت الأهرامات؟",
               scriptFamily: arabic),
        // With niqqud (points) and shin/sin dots: each letter + marks is one cluster.
        Sample(name: "Hebrew", text: "בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ. תל אביב נוסדה בשנת 1909 על חולות ליד יפו. שָׁלוֹם עֲלֵיכֶם, מַה שְּׁלוֹמְךָ הַיּוֹם?",
               scriptFamily: hebrew),
        // Conjuncts: क्ष (ka + virama + ssa), त्र, द्य, ज्ञ, ब्द, स्क, क्त; danda ।.
        Sample(name: "Devanagari", text: "क्षत्रिय, विद्या और ज्ञान जैसे शब्दों में संयुक्ताक्षर होते हैं। हिन्दी भारत की सबसे अधिक बोली जाने वाली भाषा है।",
               scriptFamily: devanagari),
        Sample(name: "Thai", text: "สวัสดีชาวโลก ยินดีต้อนรับสู่บทความนี้ พระบรมมหาราชวังสร้างขึ้นในปี พ.ศ. 2325",
               scriptFamily: thai),
        Sample(name: "Chinese", text: "北京是中华人民共和国的首都，也是全国的政治和文化中心。他说：“我们明天去图书馆看书吧。”",
               scriptFamily: cjk),
        // Kana + kanji + punctuation: small kana ょ っ ャ ュ ョ, ー, 「」、。
        Sample(name: "Japanese", text: "きょうは朝から雨が降っています。「ありがとうございます」と彼女は言った。コンピューターとインターネットは私たちの生活を大きく変えました。",
               scriptFamily: cjk),
        Sample(name: "Korean", text: "한국어는 대한민국과 조선민주주의인민공화국의 공용어이다. 서울은 대한민국의 수도이며 가장 큰 도시이다.",
               scriptFamily: cjk),
        // ZWJ family, flags, keycap, skin tone, ❤ + VS16, and a plain Emoji_Presentation face.
        Sample(name: "Emoji", text: "Family 👨‍👩‍👧, flags 🇯🇵🇫🇷, keycap 1️⃣, thumbs 👍🏽 and ❤️ 😀",
               scriptFamily: emoji, emojiClusters: ["👨‍👩‍👧", "🇯🇵", "🇫🇷", "1️⃣", "👍🏽", "❤️", "😀"]),
    ]
}
