/// One itemized and shaped run of a paragraph: a single font, bidi level, script and
/// attribute set over a UTF-16 range.
struct ShapedRun: Sendable {
    /// The run's range in the paragraph, in UTF-16 offsets.
    var range: Range<Int>
    /// The run's font and attributes, shared with every run that has the same (`RunFormat`).
    var format: RunFormat
    var level: UInt8
    var script: String
    var glyphs: ShapedGlyphs

    init(range: Range<Int>, font: Font, attributes: TextAttributes, level: UInt8, script: String, glyphs: ShapedGlyphs) {
        self.range = range
        format = RunFormat.shared(font: font, attributes: attributes)
        self.level = level
        self.script = script
        self.glyphs = glyphs
    }

    var font: Font { format.font }
    var attributes: TextAttributes { format.attributes }
    var isRightToLeft: Bool { level & 1 == 1 }
    /// Points per font unit of this run's font.
    var scale: Double { font.scale }
    var metrics: FontMetrics { font.metrics }
    /// The run's vertical extent (`VerticalMetrics(_:attributes:)`), found once per format.
    var vertical: VerticalMetrics { format.vertical }
}

/// A run's font (the itemizer's: the attributes' own or a fallback) and attributes, held once
/// by reference: runs in the same font and attributes share one, within a paragraph and
/// across paragraphs and texts through a small per-thread table of recent formats, instead
/// of each run holding the 168 bytes of both.
final class RunFormat: Sendable {
    let font: Font
    let attributes: TextAttributes
    /// The extent of text in this format: the font's, raised by the baseline offset, and for
    /// an attachment at least its bounds (`VerticalMetrics(_:attributes:)`).
    let vertical: VerticalMetrics

    private init(font: Font, attributes: TextAttributes) {
        self.font = font
        self.attributes = attributes
        vertical = VerticalMetrics(font.metrics, attributes: attributes)
    }

    /// At most this many recent formats are kept per thread (`ThreadScratch.recentFormats`,
    /// newest last), so the table stays small and a format no run holds any more is freed
    /// once it falls out. Per thread, as texts prepared on several threads at once would
    /// otherwise wait for one another's lock at every run.
    private static let recentLimit = 16

    /// A format for `font` and `attributes`: a recent equal one, else a new one, remembered.
    static func shared(font: Font, attributes: TextAttributes) -> RunFormat {
        let scratch = ThreadScratch.current
        if let last = scratch.recentFormats.last, last.font == font, last.attributes == attributes { return last }
        if let k = scratch.recentFormats.lastIndex(where: { $0.font == font && $0.attributes == attributes }) {
            let found = scratch.recentFormats.remove(at: k)
            scratch.recentFormats.append(found)
            return found
        }
        let made = RunFormat(font: font, attributes: attributes)
        if scratch.recentFormats.count >= recentLimit { scratch.recentFormats.removeFirst() }
        scratch.recentFormats.append(made)
        return made
    }
}
