/// A maximal range of text at one bidi embedding level.
package struct BidiRun: Sendable, Hashable {
    /// The range, in the offsets of the levels array it came from (UTF-16 offsets for
    /// `BidiResolver.levels(in:baseDirection:)`).
    package var range: Range<Int>
    /// The embedding level: even is left-to-right, odd is right-to-left.
    package var level: UInt8

    /// True when the run's text is laid out right to left.
    package var isRightToLeft: Bool { level & 1 == 1 }

    package init(range: Range<Int>, level: UInt8) {
        self.range = range
        self.level = level
    }
}
