/// The property-test corpus: 80 strings of words, spaces, CJK, emoji, combining marks,
/// line breaks and Arabic, drawn from a SplitMix64 stream with a fixed seed, so that the
/// engine's property tests and the wrap-path equivalence test read the same inputs.
package enum PropertyCorpus {
    private static let words = [
        "the", "quick", "brown", "fox", "a", "I", "typesetting", "extraordinarily", "well-known",
        "3.14", "1,000", "(parenthesis)", "\"quoted\"", "don't", "e-mail", "Hello,", "end.",
        "WWWWWWWWWWWWWWWW",
    ]
    private static let cjk = ["漢字", "日本語", "中文字", "こんにちは", "한국어", "世界。"]
    private static let emoji = ["😀", "👍🏽", "🇯🇵", "👨‍👩‍👧", "1️⃣", "❤️"]
    private static let marks = ["e\u{301}", "a\u{308}\u{323}", "n\u{303}o", "cafe\u{301}"]
    private static let spaces = [" ", " ", " ", "  ", "\t", "\u{3000}"]
    private static let breaks = ["\n", "\r\n", "\u{2028}", "\n\n"]
    private static let arabic = ["مرحبا", "بالعالم"]

    /// The 80 strings (seed 0x5EED_7E57).
    package static let strings: [String] = {
        var rng = SplitMix64(seed: 0x5EED_7E57)
        var result: [String] = []
        for _ in 0..<80 {
            var s = ""
            let pieces = Int.random(in: 0...30, using: &rng)
            for _ in 0..<pieces {
                switch Int.random(in: 0..<100, using: &rng) {
                case 0..<45: s += words.randomElement(using: &rng)!
                case 45..<65: s += spaces.randomElement(using: &rng)!
                case 65..<73: s += cjk.randomElement(using: &rng)!
                case 73..<80: s += emoji.randomElement(using: &rng)!
                case 80..<87: s += marks.randomElement(using: &rng)!
                case 87..<93: s += breaks.randomElement(using: &rng)!
                default: s += arabic.randomElement(using: &rng)!
                }
            }
            result.append(s)
        }
        return result
    }()
}
