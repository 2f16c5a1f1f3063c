/// SwiftUI's `TextField` in its plain style (no border, no insets), sized from the text it
/// shows, through the same `TextMeasuring` content as `Text`. The content is what the field
/// displays: its text, or its prompt when the text is empty.
///
/// - Width: a finite proposed width is taken whole, as a text field fills the width it is
///   offered; a nil or infinite one gives the one-line width of the content [U: Apple does
///   not document a field's ideal width; a fixed-size field hugging its text or prompt is
///   what previews show].
/// - `axis: .horizontal` (the default): one line tall, whatever the content (the text
///   scrolls sideways).
/// - `axis: .vertical`: the text wraps at the width; the field is as tall as its lines, at
///   least `reservedLines` lines and at least one, at most `lineLimit` lines: with
///   `lineLimit(1...5)` it grows from one line to five, then stays five lines tall and
///   scrolls [D: Apple's `lineLimit(_: ClosedRange<Int>)`, "a `TextField` becomes
///   scrollable"; `TextField.init(_:text:axis:)`].
/// - Sizes are ceiled to device pixels, as `Text`'s are.
///
/// Placing records the content with the field's width, where it is drawn wrapped; a vertical
/// field with more lines than `lineLimit` draws its first lines (the drawing does not scroll).
public struct TextField: LayoutView {
    /// The content shown: the text, or the prompt when the text is empty.
    package var content: any TextMeasuring
    /// The axis the text grows along: `.horizontal` (one line) or `.vertical` (wraps).
    package var axis: Axis
    /// Device pixels per point, for pixel rounding.
    package var displayScale: Double
    /// The identifier recorded with the field's frame, or nil.
    public var id: String?

    /// A field showing `content` that grows along `axis`, rounded to pixels at `displayScale`.
    public init(_ content: any TextMeasuring, axis: Axis = .horizontal, displayScale: Double = 2, id: String? = nil) {
        self.content = content
        self.axis = axis
        self.displayScale = displayScale
        self.id = id
    }

    /// The field's size for `proposal` by the rules above, ceiled to device pixels.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let proposed = Text.finiteWidth(proposal)
        let height: Double
        switch axis {
        case .horizontal:
            height = content.height(ofLines: 1, scale: 1)
        case .vertical:
            let wrapped = content.textSize(width: proposed, scale: 1).height
            height = max(wrapped, content.height(ofLines: max(1, content.reservedLines), scale: 1))
        }
        let width = proposal.width.flatMap { $0.isFinite ? max(0, $0) : nil }
            ?? content.textSize(width: nil, scale: 1).width
        return Size(width: ceilToPixels(width, scale: displayScale), height: ceilToPixels(height, scale: displayScale))
    }

    /// Records the field's frame at `bounds`, with its content drawn at the field's width.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(
            id: id, type: "textField", rect: bounds, text: content,
            width: max(bounds.width, Text.minimumMeasuringWidth), fontScale: 1)
    }
}
