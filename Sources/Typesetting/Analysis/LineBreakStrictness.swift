/// How strictly line-break opportunities follow CJK typography rules (CSS `line-break`),
/// plus Korean-style keep-all (CSS `word-break: keep-all`).
package enum LineBreakStrictness: Sendable, Hashable, CaseIterable {
    /// The locale's default rules. For a locale with no tailoring (nil, "en", "ko"…) these
    /// are UAX #14's default rules, which treat small kana and "ー" as non-starters (ICU's
    /// root rules; they pass the same LineBreakTest.txt cases as `@lb=strict` on ICU 72).
    /// For "ja" and "zh", ICU's tailoring is CSS `line-break: normal`, which allows a
    /// break before small kana.
    case normal
    /// CSS `line-break: loose` (ICU `@lb=loose`): also breaks before iteration marks
    /// and some hyphens in CJK text.
    case loose
    /// CSS `line-break: strict` (ICU `@lb=strict`): no breaks before small kana.
    case strict
    /// Keep-all: the default rules, minus break opportunities between two letters,
    /// numbers, Hangul syllables/jamo or ideographs, so Korean (and CJK) text breaks at
    /// spaces and punctuation only, like CSS `word-break: keep-all` and UIKit's
    /// `lineBreakStrategy` `.hangulWordPriority`.
    ///
    /// ICU 72 ignores the `@lw=keepall` locale keyword (Documentation/BehaviourReference.md,
    /// "What the engine relies on"), so Typesetting drops those opportunities itself; see
    /// `TextSegmentation.lineBreaks`.
    case keepAll
}
