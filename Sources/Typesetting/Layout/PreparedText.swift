/// Text prepared for layout: split into paragraphs, itemized, shaped and analysed once.
///
/// `layout(width:numberOfLines:)` then wraps, truncates and positions at any width without
/// shaping again (the split SkParagraph, Android's PrecomputedText and pretext make). A
/// `PreparedText` is immutable and can be shared between threads.
public final class PreparedText: Sendable {
    public let string: String
    public let style: ParagraphStyle
    public let paragraphs: [PreparedParagraph]
    /// Paragraph terminators' lengths in UTF-16 units (0 for the last paragraph when the text
    /// does not end with one).
    let terminatorLengths: [Int]

    /// Prepares attributed text. Paragraphs end at LF, CR, CRLF and U+2029; U+2028 is a line
    /// break inside a paragraph. A terminator at the very end does not start an empty
    /// paragraph (UILabel shows no extra line for it).
    public init(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle(), fontCollection: FontCollection? = nil) throws(LayoutError) {
        try Self.validate(style)
        for run in text.runs where !(run.attributes.tracking.isFinite && run.attributes.baselineOffset.isFinite) {
            // NaN tracking made every width NaN (and every line one cluster); an infinite
            // baseline offset made the height ∞ and the glyph positions NaN.
            throw LayoutError.invalidStyle("the tracking and baselineOffset attributes must be finite, got \(run.attributes.tracking) and \(run.attributes.baselineOffset)")
        }
        self.string = text.string
        self.style = style
        let collection: FontCollection?
        if let fontCollection { collection = fontCollection } else { collection = try? FontCollection.bundled() }
        let itemizer = Itemizer(collection: collection)
        guard let firstRun = text.runs.first else {
            self.paragraphs = []
            self.terminatorLengths = []
            return
        }
        let utf16 = Array(text.string.utf16)
        var paragraphs: [PreparedParagraph] = []
        var terminators: [Int] = []
        var start = 0
        var scalarStart = 0
        var i = 0
        var runIndex = 0
        func attributes(at offset: Int) -> TextAttributes {
            while runIndex + 1 < text.runs.count && text.runs[runIndex].utf16Range.upperBound <= offset { runIndex += 1 }
            return text.runs[runIndex].attributes
        }
        var pending: [(Range<Int>, Int)] = []  // paragraph range, terminator length
        while i < utf16.count {
            let u = utf16[i]
            var terminator = 0
            if u == 0x0A || u == 0x2029 || u == 0x85 {
                terminator = 1
            } else if u == 0x0D {
                terminator = (i + 1 < utf16.count && utf16[i + 1] == 0x0A) ? 2 : 1
            }
            if terminator > 0 {
                pending.append((start..<i, terminator))
                i += terminator
                start = i
            } else {
                i += 1
            }
        }
        if start < utf16.count || pending.isEmpty { pending.append((start..<utf16.count, 0)) }
        for (range, terminator) in pending {
            let paragraphText = String(decoding: utf16[range], as: UTF16.self)
            var runs: [(range: Range<Int>, attributes: TextAttributes)] = []
            for run in text.runs where run.utf16Range.overlaps(range) {
                let lower = max(run.utf16Range.lowerBound, range.lowerBound) - range.lowerBound
                let upper = min(run.utf16Range.upperBound, range.upperBound) - range.lowerBound
                runs.append((lower..<upper, run.attributes))
            }
            let base = attributes(at: min(range.lowerBound, utf16.count - 1))
            let paragraph = try PreparedParagraph(
                text: paragraphText, utf16Start: range.lowerBound, scalarStart: scalarStart,
                attributeRuns: runs, baseAttributes: base, style: style, itemizer: itemizer)
            paragraphs.append(paragraph)
            terminators.append(terminator)
            scalarStart += Int(paragraph.scalarOffsets.last ?? 0) + (terminator == 2 ? 2 : terminator)
        }
        _ = firstRun
        self.paragraphs = paragraphs
        self.terminatorLengths = terminators
    }

    /// Prepares a plain string in one font.
    public convenience init(_ string: String, font: Font, style: ParagraphStyle = ParagraphStyle(), fontCollection: FontCollection? = nil) throws(LayoutError) {
        try self.init(AttributedText(string, attributes: TextAttributes(font: font)), style: style, fontCollection: fontCollection)
    }

    private static func validate(_ style: ParagraphStyle) throws(LayoutError) {
        let values: [(String, Double)] = [
            ("firstLineHeadIndent", style.firstLineHeadIndent), ("headIndent", style.headIndent),
            ("minimumLineHeight", style.minimumLineHeight), ("maximumLineHeight", style.maximumLineHeight),
            ("lineHeightMultiple", style.lineHeightMultiple), ("lineSpacing", style.lineSpacing),
            ("paragraphSpacing", style.paragraphSpacing), ("paragraphSpacingBefore", style.paragraphSpacingBefore),
            ("defaultTabInterval", style.defaultTabInterval),
        ]
        for (name, value) in values where !(value.isFinite && value >= 0) {
            throw LayoutError.invalidStyle("\(name) must be a finite number ≥ 0, got \(value)")
        }
        if !style.tailIndent.isFinite { throw LayoutError.invalidStyle("tailIndent must be finite, got \(style.tailIndent)") }
    }

    /// Glyphs that no font covered.
    public var missingGlyphs: Int { paragraphs.reduce(0) { $0 + $1.missingGlyphs } }

    /// The widest unbreakable piece (min-content width).
    public var minContentWidth: Double {
        paragraphs.map { p in p.minContentWidth + max(p.style.firstLineHeadIndent, p.style.headIndent) }.max() ?? 0
    }

    /// The width with no wrapping (max-content width).
    public var maxContentWidth: Double {
        paragraphs.map { p in p.maxContentWidth + p.style.firstLineHeadIndent }.max() ?? 0
    }

    /// Lays the text out.
    /// - Parameters:
    ///   - width: the container width; nil, +∞ or .greatestFiniteMagnitude means no wrapping
    ///     (only mandatory breaks). Must not be NaN or negative.
    ///   - numberOfLines: 0 for unlimited; otherwise at most that many lines, the last one
    ///     truncated as the paragraph style's lineBreakMode says.
    public func layout(width: Double? = nil, numberOfLines: Int = 0) throws(LayoutError) -> TextLayout {
        if let width, width.isNaN || width < 0 { throw LayoutError.invalidWidth(width) }
        guard numberOfLines >= 0 else { throw LayoutError.invalidNumberOfLines(numberOfLines) }
        // UIKit code proposes .greatestFiniteMagnitude for "no limit"; taken literally, the
        // positions of right-aligned or right-to-left lines overflow to ∞ and NaN.
        let container: Double? = width.flatMap { $0 >= .greatestFiniteMagnitude ? nil : $0 }
        let mode = style.lineBreakMode

        struct Pending {
            var paragraph: Int
            var slice: LineSlice
            var truncation: Truncation?
            var endsParagraph: Bool
        }
        var pending: [Pending] = []
        var truncated = false
        var remaining = numberOfLines
        for (index, paragraph) in paragraphs.enumerated() {
            let limit = numberOfLines > 0 ? remaining + 1 : 0
            var slices = paragraph.wrap(containerWidth: container, mode: mode, maxLines: limit)
            let more = numberOfLines > 0 && (slices.count > remaining || (slices.count == remaining && index + 1 < paragraphs.count))
            if numberOfLines > 0 && slices.count > remaining { slices.removeLast(slices.count - remaining) }
            for (k, slice) in slices.enumerated() {
                pending.append(Pending(paragraph: index, slice: slice, truncation: nil, endsParagraph: k == slices.count - 1 && !more))
            }
            if more {
                truncated = true
                if var last = pending.popLast() {
                    if mode.isTruncating {
                        last.truncation = paragraphs[last.paragraph].truncate(last.slice, mode: mode)
                    }
                    pending.append(last)
                }
                break
            }
            remaining -= slices.count
        }
        // A single line may still need truncating when it does not fit (numberOfLines = 1
        // and a truncating mode: UILabel does not wrap such a label).
        if let container, mode.isTruncating, numberOfLines == 1, var only = pending.first, only.truncation == nil {
            let p = paragraphs[only.paragraph]
            if p.width(only.slice.start, p.trimmedEnd(only.slice.start, p.utf16.count)) > only.slice.available + 1e-9 {
                only.truncation = p.truncate(only.slice, mode: mode)
                truncated = true
                pending[0] = only
            }
            _ = container
        }

        // Widths, then the layout width, then x positions (alignment needs the container).
        var lines: [TextLine] = []
        lines.reserveCapacity(pending.count)
        var widest = 0.0
        for item in pending {
            let w = item.truncation?.width ?? item.slice.width
            widest = max(widest, item.slice.indent + w)
        }
        let alignWidth = container ?? widest
        var y = 0.0
        for (k, item) in pending.enumerated() {
            let p = paragraphs[item.paragraph]
            let slice = item.slice
            let vm = p.verticalMetrics(slice.start, max(slice.trimmedEnd, slice.start + (slice.end > slice.start ? 1 : 0)))
            let height = style.lineHeight(natural: vm.lineHeight)
            if k > 0 {
                y += style.lineSpacing
                if pending[k - 1].paragraph != item.paragraph {
                    y += style.paragraphSpacing + style.paragraphSpacingBefore
                }
            }
            let baseline: Double
            switch style.baselinePlacement {
            case .textKit: baseline = y + height - vm.descent
            case .halfLeading: baseline = y + (height - (vm.ascent + vm.descent)) / 2 + vm.ascent
            }
            var lineWidth = item.truncation?.width ?? slice.width
            let available = container == nil ? alignWidth - slice.indent : slice.available
            let rtl = p.paragraphLevel & 1 == 1
            let isLastOfParagraph = item.endsParagraph || slice.end >= p.utf16.count
                || (k + 1 < pending.count && pending[k + 1].paragraph != item.paragraph)
            let endsWithMandatory = slice.end > slice.start && slice.end <= p.utf16.count && p.isMandatoryBreak(at: slice.end) && slice.end < p.utf16.count
            // Justification stretches the spaces after the line's last tab (GlyphRun).
            if style.alignment == .justified, container != nil, !isLastOfParagraph, !endsWithMandatory, item.truncation == nil,
               case let content = p.utf16[slice.start..<slice.trimmedEnd],
               content[((content.lastIndex(of: 0x09) ?? slice.start - 1) + 1)...].contains(0x20) {
                lineWidth = max(lineWidth, available)
            }
            let factor: Double
            switch style.alignment {
            case .left: factor = rtl ? 1 : 0
            case .right: factor = rtl ? 0 : 1
            case .center: factor = 0.5
            case .justified, .natural: factor = 0
            }
            // Offset from the leading edge of the line box.
            let leadingOffset = slice.indent + max(0, available - lineWidth) * factor
            let x = rtl ? alignWidth - leadingOffset - lineWidth : leadingOffset
            let end = item.truncation != nil ? p.utf16.count : slice.end
            let terminator = (end == p.utf16.count) ? terminatorLengths[item.paragraph] : 0
            let scalarLower = Int(p.scalarOffsets[slice.start])
            let scalarUpper = Int(p.scalarOffsets[end])
            lines.append(TextLine(
                paragraphIndex: item.paragraph,
                utf16Range: (p.utf16Start + slice.start)..<(p.utf16Start + end + terminator),
                scalarRange: (p.scalarStart + scalarLower)..<(p.scalarStart + scalarUpper + terminator),
                paragraphScalarRange: scalarLower..<scalarUpper,
                origin: TextPoint(x: x, y: y),
                width: lineWidth, ascent: vm.ascent, descent: vm.descent, height: height, baseline: baseline,
                isTruncated: item.truncation != nil,
                visibleUTF16Ranges: item.truncation?.visible ?? [slice.start..<slice.end],
                ellipsisPosition: item.truncation?.ellipsisPosition))
            y += height
        }
        let size = TextSize(width: widest, height: y)
        return TextLayout(size: size, lines: lines, isTruncated: truncated, proposedWidth: container,
                          missingGlyphs: missingGlyphs, prepared: self)
    }
}
