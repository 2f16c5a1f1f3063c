/// The base writing direction of a paragraph, named as `NSWritingDirection` names it.
public enum WritingDirection: Sendable, Hashable, CaseIterable {
    /// From the first strong character (UAX #9 rules P2–P3, skipping isolates);
    /// left-to-right if there is none.
    case natural
    /// Left to right (paragraph embedding level 0).
    case leftToRight
    /// Right to left (paragraph embedding level 1).
    case rightToLeft

    /// The `paragraphLevel` argument of the CICUShims bidi functions.
    var icuParagraphLevel: Int32 {
        switch self {
        case .natural: return -1
        case .leftToRight: return 0
        case .rightToLeft: return 1
        }
    }
}
