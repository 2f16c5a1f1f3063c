/// One itemized and shaped run of a paragraph: a single font, bidi level, script and
/// attribute set over a UTF-16 range.
struct ShapedRun: Sendable {
    /// The run's range in the paragraph, in UTF-16 offsets.
    var range: Range<Int>
    var font: Font
    var attributes: TextAttributes
    var level: UInt8
    var script: String
    var glyphs: ShapedGlyphs

    var isRightToLeft: Bool { level & 1 == 1 }
    /// Points per font unit of this run's font.
    var scale: Double { font.scale }
    var metrics: FontMetrics { font.metrics }
}
