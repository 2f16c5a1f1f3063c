/// Why a link was not written (`LinkTarget`).
public enum LinkRefusal: Error, Sendable, Hashable, CustomStringConvertible {
    /// A scheme outside `LinkTarget.allowedSchemes` (as written).
    case scheme(String)
    /// A control character (its scalar value) somewhere in the link.
    case controlCharacter(UInt32)
    /// A noncharacter (its scalar value) somewhere in the link.
    case noncharacter(UInt32)
    /// A relative reference whose first segment would name a scheme once decoded.
    case schemeLike(String)
    /// Nothing but spaces.
    case empty
    /// More than `LinkTarget.maximumUTF8Length` bytes.
    case tooLong(bytes: Int)

    /// Why, in a sentence fragment.
    public var description: String {
        switch self {
        case .scheme(let scheme):
            let allowed = LinkTarget.allowedSchemes.sorted().joined(separator: ", ")
            return "the scheme \"\(Self.shown(scheme))\" is not allowed (allowed: \(allowed), or a relative reference)"
        case .controlCharacter(let value):
            return "it holds the control character U+\(String(value, radix: 16, uppercase: true).leftPadded(to: 4))"
        case .noncharacter(let value):
            return "it holds the noncharacter U+\(String(value, radix: 16, uppercase: true)), which no IRI may hold"
        case .schemeLike(let segment):
            return "its first segment \"\(Self.shown(segment))\" would name a scheme once decoded (it holds & or %3A)"
        case .empty:
            return "it is empty"
        case .tooLong(let bytes):
            return "it is \(bytes) bytes long, over the \(LinkTarget.maximumUTF8Length)-byte limit"
        }
    }

    /// At most 40 characters of `text`, for a message.
    static func shown(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(40)) + "…"
    }
}

extension String {
    /// The string with "0"s in front to make it `length` long.
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
