extension Font {
    /// UIFont.TextStyle: the Dynamic Type styles.
    public enum TextStyle: String, Sendable, Hashable, Codable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// Point sizes for each content size category, xS…xxxL then AX1…AX5.
        /// Source: Apple Human Interface Guidelines, Typography, Specifications, "iOS, iPadOS
        /// Dynamic Type sizes" and "iOS, iPadOS larger accessibility type sizes" [D]; every cell
        /// is checked against a transcription of those tables
        /// (Tests/Fixtures/Typography/hig-dynamic-type-sizes.tsv). The body row and the other
        /// styles from xS to xxxL agree with UIFont sizes measured in the iOS Simulator by third
        /// parties [M]. caption2 at AX5 is the HIG's 40 (an earlier estimate had 41).
        var sizes: [Double] {
            switch self {
            case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            }
        }

        /// The style's weight: headline is semibold, the others regular.
        public var weight: Weight { self == .headline ? .semibold : .regular }

        /// The point size at a content size category (default: large, UIKit's default).
        public func pointSize(for category: ContentSizeCategory = .large) -> Double {
            sizes[category.index]
        }
    }

    /// UIContentSizeCategory.
    public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable {
        case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
        case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
        case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

        var index: Int { Self.allCases.firstIndex(of: self)! }

        /// Parses UIKit's short names (xS, S, M, L, xL, xxL, xxxL, AX1…AX5) or the case names.
        public init?(parsing text: String) {
            let short = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
            if let i = short.firstIndex(where: { $0.lowercased() == text.lowercased() }) {
                self = Self.allCases[i]
            } else if let c = Self(rawValue: text) {
                self = c
            } else {
                return nil
            }
        }
    }
}

// The HIG's leading for each text style, kept in its own block beside the sizes above.
extension Font.TextStyle {
    /// The leading in points (the distance from one line's baseline to the next) for each content
    /// size category, xS…xxxL then AX1…AX5, in the order of `sizes`.
    ///
    /// Source: Apple Human Interface Guidelines, Typography, Specifications, "iOS, iPadOS Dynamic
    /// Type sizes" and "iOS, iPadOS larger accessibility type sizes" (the Leading column of each
    /// category's table) [D]; read from the public copy of that page in Jeonhui/Apple_HIG_Korean,
    /// `Refactor/human-interface-guidelines-markdown/foundations/typography.md`, as `sizes` is.
    var leadings: [Double] {
        switch self {
        case .largeTitle: return [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title1: return [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: return [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: return [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .body: return [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: return [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: return [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: return [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption1: return [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: return [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
        }
    }

    /// The HIG's leading at a content size category (default: large): how far apart SwiftUI's
    /// `Text` in this style sets consecutive lines (see `Font.DynamicTypeStyle.textStyleLineSpacing`).
    public func leading(for category: Font.ContentSizeCategory = .large) -> Double {
        leadings[category.index]
    }
}
