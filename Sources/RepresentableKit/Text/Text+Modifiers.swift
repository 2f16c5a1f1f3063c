/// SwiftUI's text modifiers that change a `Text`'s settings rather than its runs. They apply to
/// text made from a description (`Text("…")`, `Text(verbatim:)`, `Text(markdown:)`,
/// `Text(_:engine:)`) and return `Text`, so they chain in any order; the text is prepared once,
/// when it is first measured. A `Text` made from a measurer (`Text(_: any TextMeasuring)`)
/// carries the measurer's own settings and is returned unchanged: set them on the measurer.
extension Text {
    /// SwiftUI `Text.font(_:)`; nil is the body text style.
    public func font(_ font: Font?) -> Text { described { $0.font = font } }

    /// SwiftUI `Text.fontWeight(_:)` with SwiftUI's weight names; nil leaves the text as it is.
    /// A weight on runs that have none yet, as `fontWeight(_: Double?)`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { fontWeight(weight?.value) }

    /// SwiftUI `Text.foregroundColor(_:)`; nil is the primary colour (black).
    public func foregroundColor(_ color: Color?) -> Text { described { $0.color = color } }

    /// SwiftUI `Text.foregroundStyle(_:)` with a colour.
    public func foregroundStyle(_ color: Color) -> Text { foregroundColor(color) }

    /// SwiftUI `lineLimit(_:)`: at most `number` lines, the last truncated; nil for no limit.
    /// The reserved lines of an earlier range or `reservesSpace` are dropped, as the last
    /// `lineLimit` applied replaces the others.
    public func lineLimit(_ number: Int?) -> Text {
        described {
            $0.lineLimit = number
            $0.reservedLines = 0
        }
    }

    /// SwiftUI `lineLimit(_:reservesSpace:)`: at most `limit` lines, and with `reservesSpace`
    /// always as tall as `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> Text {
        described {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : 0
        }
    }

    /// SwiftUI `lineLimit(_: ClosedRange<Int>)`: at most `upperBound` lines, at least as tall
    /// as `lowerBound` lines.
    public func lineLimit(_ limit: ClosedRange<Int>) -> Text {
        described {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = limit.lowerBound
        }
    }

    /// SwiftUI `lineLimit(_: PartialRangeFrom<Int>)`: no limit, at least as tall as
    /// `lowerBound` lines.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> Text {
        described {
            $0.lineLimit = nil
            $0.reservedLines = limit.lowerBound
        }
    }

    /// SwiftUI `truncationMode(_:)`.
    public func truncationMode(_ mode: TruncationMode) -> Text { described { $0.truncationMode = mode } }

    /// SwiftUI `multilineTextAlignment(_:)`.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Text {
        described { $0.multilineTextAlignment = alignment }
    }

    /// SwiftUI `minimumScaleFactor(_:)`: how far the font may shrink (0…1) to fit the proposal.
    public func minimumScaleFactor(_ factor: Double) -> Text { described { $0.minimumScaleFactor = factor } }

    /// SwiftUI `lineSpacing(_:)`: extra points between lines.
    public func lineSpacing(_ spacing: Double) -> Text { described { $0.lineSpacing = spacing } }
}
