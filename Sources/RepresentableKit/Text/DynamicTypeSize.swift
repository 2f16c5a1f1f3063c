/// SwiftUI's `DynamicTypeSize`: the reader's text size setting, smallest first, with SwiftUI's
/// case names (UIKit's `UIContentSizeCategory` in the same order). A `Text` whose font is a
/// text style is sized at it (`Text.dynamicTypeSize(_:)`): the style's point size and leading
/// at that size, from the Dynamic Type table the engine holds. A fixed-size font ignores it.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Extra small (UIKit `extraSmall`).
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the default.
    case large
    /// Extra large (UIKit `extraLarge`).
    case xLarge
    /// Extra extra large.
    case xxLarge
    /// Extra extra extra large, the largest size outside the accessibility sizes.
    case xxxLarge
    /// The first accessibility size (UIKit `accessibilityMedium`).
    case accessibility1
    /// The second accessibility size (UIKit `accessibilityLarge`).
    case accessibility2
    /// The third accessibility size (UIKit `accessibilityExtraLarge`).
    case accessibility3
    /// The fourth accessibility size (UIKit `accessibilityExtraExtraLarge`).
    case accessibility4
    /// The fifth and largest size (UIKit `accessibilityExtraExtraExtraLarge`).
    case accessibility5

    /// Whether this is one of the accessibility sizes (SwiftUI `isAccessibilitySize`).
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Smaller sizes first, as in `allCases`.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool {
        lhs.order < rhs.order
    }

    /// The place in `allCases`.
    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

extension Text {
    /// SwiftUI `dynamicTypeSize(_:)` on a text: its text-style font is sized at `size` instead of
    /// the default (large). SwiftUI sets the size in the environment, for every text below the
    /// modified view; here it is set on each `Text`, which is where it takes effect.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> Text { described { $0.dynamicTypeSize = size } }
}
