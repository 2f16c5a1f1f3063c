/// Pseudo-localization, as Xcode's pseudolanguages and Android's `en-XA` do it: every Latin
/// letter accented (a → á, e → é…), the text lengthened and wrapped in brackets, so that
/// truncation, clipping and hard-coded strings show before any translation exists.
///
/// The length grows by 40 % for sources up to 20 characters and by 30 % for longer ones
/// (short strings grow most in real translations; IBM's guideline gives +30 % for 70 and
/// more characters and more below). The brackets count toward the growth; the rest is `~`
/// padding before the closing bracket. Placeholders are kept as they are.
public enum Pseudolocalization {
    /// The language tag pseudo-localized strings carry (Android's accented pseudo-locale).
    public static let language = "en-XA"

    /// The growth for a source of `length` characters: 0.4 up to 20, 0.3 beyond.
    public static func growth(forLength length: Int) -> Double { length <= 20 ? 0.4 : 0.3 }

    /// `source` accented, bracketed and padded to ⌈length × (1 + growth)⌉ characters.
    public static func pseudolocalize(_ source: String) -> String {
        var body = ""
        for token in Placeholders.tokens(in: source) {
            switch token {
            case .placeholder(let raw, _): body += raw
            case .literal(let text): body += String(text.map { accents[$0] ?? $0 })
            }
        }
        let length = source.count
        let target = Int((Double(length) * (1 + growth(forLength: length))).rounded(.up))
        let padding = max(0, target - length - 2)
        return "[" + body + String(repeating: "~", count: padding) + "]"
    }

    static let accents: [Character: Character] = {
        let plain = Array("aAbBcCdDeEgGhHiIjJkKlLnNoOrRsStTuUwWyYzZ")
        let marked = Array("áÁƀɃçÇďĎéÉĝĜĥĤíÍĵĴķĶĺĹñÑóÓŕŔšŠťŤúÚŵŴýÝžŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}
