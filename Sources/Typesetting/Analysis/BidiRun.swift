/// A maximal range of text at one bidi embedding level.
public struct BidiRun: Sendable, Hashable {
    /// The range, in the offsets of the levels array it came from (UTF-16 offsets for
    /// `BidiResolver.levels(in:baseDirection:)`).
    public var range: Range<Int>
    /// The embedding level: even is left-to-right, odd is right-to-left.
    public var level: UInt8

    /// True when the run's text is laid out right to left.
    public var isRightToLeft: Bool { level & 1 == 1 }

    public init(range: Range<Int>, level: UInt8) {
        self.range = range
        self.level = level
    }
}
