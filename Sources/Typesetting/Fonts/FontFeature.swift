/// A typed OpenType feature setting: the `UIFontDescriptor.FeatureKey` selectors (and SwiftUI's
/// `Font` modifiers) that change glyphs, beside `TextAttributes.features`' raw HarfBuzz
/// strings. Each case stands for the raw settings in `settings`, which is what the shaper is
/// given (so a typed feature and its raw strings shape the same).
///
/// | case | raw settings | UIKit / SwiftUI |
/// | --- | --- | --- |
/// | `monospacedDigit` | `tnum` | `kNumberSpacingType`/`kMonospacedNumbersSelector`; `Font.monospacedDigit()` |
/// | `smallCaps` | `smcp`, `c2sc` | lower- and upper-case small caps (`kLowerCaseSmallCapsSelector` + `kUpperCaseSmallCapsSelector`); `Font.smallCaps()` |
/// | `lowercaseSmallCaps` | `smcp` | `kLowerCaseSmallCapsSelector`; `Font.lowercaseSmallCaps()` |
/// | `uppercaseSmallCaps` | `c2sc` | `kUpperCaseSmallCapsSelector`; `Font.uppercaseSmallCaps()` |
/// | `stylisticSet(n)` | `ssNN` (01…20) | `kStylisticAlternativesType` |
/// | `ligaturesOff` | `liga=0`, `clig=0` | `NSAttributedString.Key.ligature` 0 (only required ligatures stay) |
///
/// A font without the feature shapes as if it were not set (HarfBuzz ignores features a font
/// lacks), as CoreText does.
public enum FontFeature: Sendable, Hashable {
    /// Tabular (equal-width) digits: `tnum`.
    case monospacedDigit
    /// Lower- and upper-case letters as small capitals: `smcp` and `c2sc`.
    case smallCaps
    /// Lower-case letters as small capitals: `smcp`.
    case lowercaseSmallCaps
    /// Upper-case letters as small capitals: `c2sc`.
    case uppercaseSmallCaps
    /// Stylistic set `n`, 1…20: `ss01`…`ss20`.
    case stylisticSet(Int)
    /// Standard and contextual ligatures off: `liga=0`, `clig=0`.
    case ligaturesOff

    /// The raw HarfBuzz settings this feature stands for; empty for a stylistic set outside
    /// 1…20 (OpenType defines `ss01`…`ss20` only).
    public var settings: [String] {
        switch self {
        case .monospacedDigit: return ["tnum"]
        case .smallCaps: return ["smcp", "c2sc"]
        case .lowercaseSmallCaps: return ["smcp"]
        case .uppercaseSmallCaps: return ["c2sc"]
        case .stylisticSet(let n):
            guard (1...20).contains(n) else { return [] }
            return [n < 10 ? "ss0\(n)" : "ss\(n)"]
        case .ligaturesOff: return ["liga=0", "clig=0"]
        }
    }
}

extension TextAttributes {
    /// Adds `feature`'s raw settings to `features` (those already there are not repeated).
    public mutating func enable(_ feature: FontFeature) {
        for setting in feature.settings where !features.contains(setting) { features.append(setting) }
    }

    /// These attributes with `features` enabled.
    public func enabling(_ features: FontFeature...) -> TextAttributes {
        var copy = self
        for feature in features { copy.enable(feature) }
        return copy
    }
}
