/// Character attributes for a run of text.
public struct TextAttributes: Sendable, Hashable {
    public var font: Font
    /// Extra space after each grapheme cluster, in points (NSAttributedString.Key.kern).
    public var tracking: Double = 0
    /// OpenType features in HarfBuzz's syntax, e.g. "liga=0", "tnum", "ss01".
    public var features: [String] = []
    /// Shifts the glyphs up (positive) or down from the baseline, in points.
    public var baselineOffset: Double = 0
    /// BCP 47 language tag given to the shaper and the line breaker (e.g. "ja", "sr", "th").
    public var language: String? = nil
    /// RGBA colour for renderers.
    public var color: Color = .black

    public init(font: Font, tracking: Double = 0, features: [String] = [], baselineOffset: Double = 0, language: String? = nil, color: Color = .black) {
        self.font = font
        self.tracking = tracking
        self.features = features
        self.baselineOffset = baselineOffset
        self.language = language
        self.color = color
    }
}

/// An sRGB colour with alpha, components 0…1.
public struct Color: Sendable, Hashable, Codable {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// Parses "#rgb", "#rrggbb" or "#rrggbbaa".
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        guard s.allSatisfy(\.isHexDigit) else { return nil }
        let digits = s.count == 3 ? String(s.flatMap { [$0, $0] }) : String(s)
        guard digits.count == 6 || digits.count == 8, let v = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 {
            self.init(red: Double(v >> 16 & 0xFF) / 255, green: Double(v >> 8 & 0xFF) / 255, blue: Double(v & 0xFF) / 255)
        } else {
            self.init(red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255,
                      blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
        }
    }
}

/// A string with attribute runs: the NSAttributedString analogue.
public struct AttributedText: Sendable, Hashable {
    public struct Run: Sendable, Hashable {
        /// The run's range in UTF-16 offsets of `string`.
        public var utf16Range: Range<Int>
        public var attributes: TextAttributes
    }

    public private(set) var string: String = ""
    public private(set) var runs: [Run] = []

    public init() {}

    public init(_ string: String, attributes: TextAttributes) {
        append(string, attributes: attributes)
    }

    public mutating func append(_ string: String, attributes: TextAttributes) {
        let start = self.string.utf16.count
        self.string += string
        let end = self.string.utf16.count
        guard end > start else { return }
        if let last = runs.last, last.attributes == attributes, last.utf16Range.upperBound == start {
            runs[runs.count - 1].utf16Range = last.utf16Range.lowerBound..<end
        } else {
            runs.append(Run(utf16Range: start..<end, attributes: attributes))
        }
    }

    public var isEmpty: Bool { string.isEmpty }
}
