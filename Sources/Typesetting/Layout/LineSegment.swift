/// A piece of a line drawn as one glyph run: the part of one shaped run at one bidi level,
/// or the ellipsis of a truncated line.
struct LineSegment {
    /// The index of the shaped run in its paragraph; -1 for the ellipsis, -2 for the
    /// hyphen of a hyphenated line.
    var run: Int
    /// The range in the paragraph (UTF-16); empty for the ellipsis.
    var range: Range<Int>
    var level: UInt8
    /// True for the whitespace that ends the line: it hangs outside the line box.
    var hangs = false

    var isEllipsis: Bool { run == -1 }
    var isHyphen: Bool { run == -2 }

    static func ellipsis(level: UInt8) -> LineSegment {
        LineSegment(run: -1, range: 0..<0, level: level)
    }

    /// The hyphen after the text that ends at `end`, at that text's level.
    static func hyphen(after end: Int, level: UInt8) -> LineSegment {
        LineSegment(run: -2, range: end..<end, level: level)
    }

    /// The indices of `segments` (in logical order) in visual, left-to-right order.
    static func visualOrder(_ segments: [LineSegment]) -> [Int] {
        segments.count > 1 && segments.contains(where: { $0.level != 0 })
            ? BidiResolver.visualOrder(levels: segments.map(\.level)) : Array(segments.indices)
    }
}
