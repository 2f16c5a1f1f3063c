/// A line-break opportunity in eight bytes: the UTF-16 offset, a mandatory flag, the number
/// of hanging-whitespace units before the offset (which a line ending here leaves out of its
/// width), and whether hanging whitespace may follow it (which a line ending here takes).
/// A line's end is then one record: the greedy wrapper reads neither the text nor a second array.
struct PackedBreak: Sendable, Hashable {
    private let offset32: UInt32
    /// How many hanging-whitespace units precede the offset, saturating at `UInt16.max`
    /// (longer runs are counted again when needed); 0 until `withWhitespace(in:)`.
    let trailingSpaces: UInt16
    /// Bit 0: mandatory; bit 1: the offset is the text's end or hanging whitespace follows it;
    /// bit 2: `knowsLineStartAdvance`; bit 3: see `lineStartAdvance`.
    private let flags: UInt8

    init(_ b: BreakOpportunity) {
        offset32 = UInt32(truncatingIfNeeded: b.offset)
        trailingSpaces = 0
        flags = b.isMandatory ? 1 : 0
    }

    private init(offset32: UInt32, trailingSpaces: UInt16, flags: UInt8) {
        self.offset32 = offset32
        self.trailingSpaces = trailingSpaces
        self.flags = flags
    }

    var offset: Int {
        @inline(__always) get { Int(offset32) }
    }
    var isMandatory: Bool {
        @inline(__always) get { flags & 1 != 0 }
    }
    /// False when a unit that is not hanging whitespace follows the offset, so that a line
    /// ending here ends at the offset (`PreparedParagraph.hangingEnd(after:)`).
    var mayHang: Bool {
        @inline(__always) get { flags & 2 != 0 }
    }

    /// True when `lineStartAdvance` is `advancePrefix` at the offset, where a line that
    /// starts here starts, so that the wrapper need not read the prefix.
    var knowsLineStartAdvance: Bool {
        @inline(__always) get { flags & 4 != 0 }
    }

    /// Where `knowsLineStartAdvance`: `advancePrefix` at the offset, from the break's trimmed
    /// width `trimmedWidth`: that width (no whitespace before the offset) or that plus
    /// `spaceAdvance` (`PreparedParagraph.breakSpaceAdvance`), recorded only where the sum is
    /// bit for bit the prefix entry.
    @inline(__always)
    func lineStartAdvance(trimmedWidth: Double, spaceAdvance: Double) -> Double {
        trimmedWidth + (flags & 8 != 0 ? spaceAdvance : 0)
    }

    /// This break recording whether `lineStartAdvance` is `advance`, the prefix at its offset.
    func withLineStartAdvance(_ advance: Double, trimmedWidth: Double, spaceAdvance: Double) -> PackedBreak {
        guard trailingSpaces < UInt16.max else { return self }
        // The sums `lineStartAdvance` makes, without the space and with it.
        let plain = PackedBreak(offset32: offset32, trailingSpaces: trailingSpaces, flags: flags | 4)
        if plain.lineStartAdvance(trimmedWidth: trimmedWidth, spaceAdvance: spaceAdvance).bitPattern == advance.bitPattern {
            return plain
        }
        let spaced = PackedBreak(offset32: offset32, trailingSpaces: trailingSpaces, flags: flags | 12)
        if spaced.lineStartAdvance(trimmedWidth: trimmedWidth, spaceAdvance: spaceAdvance).bitPattern == advance.bitPattern {
            return spaced
        }
        return self
    }

    /// This break with its whitespace counted in `utf16`, the paragraph's text.
    @inline(__always)
    func withWhitespace(in utf16: [UInt16]) -> PackedBreak {
        let count = offset - PreparedParagraph.trimmedEnd(in: utf16, max(0, offset - Int(UInt16.max)), offset)
        let follows = offset >= utf16.count || PreparedParagraph.hangs(utf16[offset])
        return PackedBreak(offset32: offset32, trailingSpaces: UInt16(count), flags: flags | (follows ? 2 : 0))
    }
}
