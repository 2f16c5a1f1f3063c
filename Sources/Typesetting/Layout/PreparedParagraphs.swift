/// The paragraphs of a `PreparedText`, in order: a random-access collection indexed from 0,
/// read like the array it replaces (`count`, `paragraphs[i]`, `for p in paragraphs`,
/// `Array(paragraphs)`).
///
/// Text of one paragraph, the common case, holds it directly instead of in an array of one,
/// which saves that array's allocation (48 bytes of heap a text).
public struct PreparedParagraphs: RandomAccessCollection, Sendable {
    /// The one paragraph, or a `ParagraphList` of any other number, told apart by `isOne`
    /// (the flag fills the text object's padding). Not an enum: its payload is copied out with
    /// a retain and a release around every read, which a wrap loop must not pay.
    private let object: any AnyObject & Sendable
    private let isOne: Bool

    /// `paragraphs`, held as compactly as their number allows.
    init(_ paragraphs: [PreparedParagraph]) {
        isOne = paragraphs.count == 1
        object = isOne ? paragraphs[0] : ParagraphList(paragraphs)
    }

    /// Paragraph positions are `Int`, from 0.
    public typealias Index = Int
    /// The positions of the paragraphs, `0..<count`.
    public typealias Indices = Range<Int>

    /// Always 0.
    public var startIndex: Int { 0 }

    /// The number of paragraphs.
    @inline(__always)
    public var endIndex: Int {
        isOne ? 1 : unsafeDowncast(object, to: ParagraphList.self).paragraphs.count
    }

    /// `0..<count`.
    public var indices: Range<Int> { 0..<endIndex }

    /// The number of paragraphs.
    @inline(__always)
    public var count: Int { endIndex }

    /// True for a text with no paragraphs (one with no runs).
    public var isEmpty: Bool { endIndex == 0 }

    /// Paragraph `position` (0..<count); traps outside that range, as an array does.
    @inline(__always)
    public subscript(position: Int) -> PreparedParagraph {
        if isOne {
            precondition(position == 0, "paragraph index out of range")
            return unsafeDowncast(object, to: PreparedParagraph.self)
        }
        return unsafeDowncast(object, to: ParagraphList.self).paragraphs[position]
    }
}

/// The paragraphs of a text of none or several.
private final class ParagraphList: Sendable {
    let paragraphs: [PreparedParagraph]
    init(_ paragraphs: [PreparedParagraph]) { self.paragraphs = paragraphs }
}
