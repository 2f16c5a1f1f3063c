extension Text {
    /// SwiftUI's `Font` as a request: a Dynamic Type text style or a point size, with a weight,
    /// a design and italics, resolved to a real font by a `TextEngine` (the sizing layer loads
    /// no fonts). Nested in `Text` because the engine's `Font` (a loaded face at a size) has
    /// the top-level name; `.font(.headline)` and `.font(.system(size: 17, weight: .semibold))`
    /// read as in SwiftUI.
    ///
    /// - A text style without a size is the system font at the style's size and weight
    ///   (headline is semibold, the others regular) and spaces lines by the style's leading
    ///   (BehaviourReference, "SwiftUI Text").
    /// - `.system(size:weight:design:)` is a fixed size that keeps its own line height.
    public struct Font: Sendable, Hashable {
        /// SwiftUI's `Font.TextStyle`, with SwiftUI's case names (`title` and `caption` are
        /// UIKit's `title1` and `caption1`).
        public enum TextStyle: String, Sendable, Hashable, CaseIterable {
            /// The large title style.
            case largeTitle
            /// The first-level title style (UIKit `title1`).
            case title
            /// The second-level title style.
            case title2
            /// The third-level title style.
            case title3
            /// The headline style (semibold).
            case headline
            /// The subheadline style.
            case subheadline
            /// The body style, `Text`'s default.
            case body
            /// The callout style.
            case callout
            /// The footnote style.
            case footnote
            /// The first caption style (UIKit `caption1`).
            case caption
            /// The second caption style.
            case caption2
        }

        /// SwiftUI's `Font.Weight`, on the OpenType 1…1000 scale (`value`).
        public struct Weight: Sendable, Hashable {
            /// The weight class, 1…1000 (400 regular, 700 bold).
            public var value: Double
            /// A weight of `value` on the 1…1000 scale.
            package init(_ value: Double) { self.value = value }
            /// 100.
            public static let ultraLight = Weight(100)
            /// 200.
            public static let thin = Weight(200)
            /// 300.
            public static let light = Weight(300)
            /// 400.
            public static let regular = Weight(400)
            /// 500.
            public static let medium = Weight(500)
            /// 600.
            public static let semibold = Weight(600)
            /// 700.
            public static let bold = Weight(700)
            /// 800.
            public static let heavy = Weight(800)
            /// 900.
            public static let black = Weight(900)
        }

        /// SwiftUI's `Font.Design`.
        public enum Design: String, Sendable, Hashable, CaseIterable {
            /// The system font's own design.
            case `default`
            /// A serif design.
            case serif
            /// Rounded letterforms.
            case rounded
            /// Fixed-width letterforms.
            case monospaced
        }

        /// The Dynamic Type style; nil for a fixed size.
        public var textStyle: TextStyle?
        /// The point size; nil: the text style's size at the Large category.
        public var size: Double?
        /// The weight; nil: the style's (semibold for headline, else regular).
        public var weight: Weight?
        /// The design; nil: the default.
        public var design: Design?
        /// Italic (`Font.italic()`).
        public var isItalic = false

        /// A request for `textStyle` or `size` (one of them is normally given).
        package init(textStyle: TextStyle? = nil, size: Double? = nil, weight: Weight? = nil, design: Design? = nil) {
            self.textStyle = textStyle
            self.size = size
            self.weight = weight
            self.design = design
        }

        /// SwiftUI `Font.system(size:weight:design:)`: the system font at a fixed size.
        public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
            Font(size: size, weight: weight, design: design)
        }

        /// SwiftUI `Font.system(_:design:weight:)`: the system font in a text style.
        public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
            Font(textStyle: style, weight: weight, design: design)
        }

        /// The large title text style.
        public static let largeTitle = Font(textStyle: .largeTitle)
        /// The title text style.
        public static let title = Font(textStyle: .title)
        /// The second-level title text style.
        public static let title2 = Font(textStyle: .title2)
        /// The third-level title text style.
        public static let title3 = Font(textStyle: .title3)
        /// The headline text style.
        public static let headline = Font(textStyle: .headline)
        /// The subheadline text style.
        public static let subheadline = Font(textStyle: .subheadline)
        /// The body text style, `Text`'s default.
        public static let body = Font(textStyle: .body)
        /// The callout text style.
        public static let callout = Font(textStyle: .callout)
        /// The footnote text style.
        public static let footnote = Font(textStyle: .footnote)
        /// The caption text style.
        public static let caption = Font(textStyle: .caption)
        /// The second caption text style.
        public static let caption2 = Font(textStyle: .caption2)

        /// This font at `weight` (SwiftUI `Font.weight(_:)`).
        public func weight(_ weight: Weight) -> Font {
            var copy = self
            copy.weight = weight
            return copy
        }

        /// This font in bold (SwiftUI `Font.bold()`: weight 700).
        public func bold() -> Font { weight(.bold) }

        /// This font in italics (SwiftUI `Font.italic()`).
        public func italic() -> Font {
            var copy = self
            copy.isItalic = true
            return copy
        }
    }

    /// SwiftUI's `Text.TruncationMode`: where the last line allowed by `lineLimit` loses text.
    public enum TruncationMode: String, Sendable, Hashable, CaseIterable {
        /// An ellipsis at the start of the line.
        case head
        /// An ellipsis at the end of the line (the default).
        case tail
        /// An ellipsis in the middle of the line.
        case middle
    }

    /// SwiftUI's `TextAlignment` (`multilineTextAlignment(_:)`): how lines align within the
    /// text's width. Nested in `Text` because the engine's `TextAlignment` (UIKit's
    /// `NSTextAlignment`) has the top-level name.
    public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
        /// The paragraph's natural edge (the default).
        case leading
        /// Centred.
        case center
        /// The edge opposite the natural one.
        case trailing
    }
}
