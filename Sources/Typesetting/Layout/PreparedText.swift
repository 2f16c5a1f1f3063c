/// Text prepared for layout: split into paragraphs, itemized, shaped and analysed once.
///
/// `layout(width:numberOfLines:)` then wraps, truncates and positions at any width without
/// shaping again (the split SkParagraph, Android's PrecomputedText and pretext make). A
/// `PreparedText` is immutable and can be shared between threads.
public final class PreparedText: Sendable {
    /// The whole text.
    public let string: String
    /// The paragraph style every paragraph is laid out with.
    public let style: ParagraphStyle
    /// The paragraphs, split at LF, CR, CR LF, NEL and U+2029 (U+2028 stays inside its
    /// paragraph), as `paragraphs(in:)` splits them.
    public let paragraphs: [PreparedParagraph]
    /// Paragraph terminators' lengths in UTF-16 units (0 for the last paragraph when the text
    /// does not end with one).
    let terminatorLengths: [Int]

    /// Prepares attributed text. Paragraphs end at LF, CR, CRLF and U+2029; U+2028 is a line
    /// break inside a paragraph. A terminator at the very end does not start an empty
    /// paragraph (UILabel shows no extra line for it).
    ///
    /// Words of simple scripts are shaped through a process-wide, bounded word cache (see
    /// `ShapingCache`); `usesShapingCache: false` shapes every run whole instead.
    public init(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle(), fontCollection: FontCollection? = nil, usesShapingCache: Bool = true) throws(LayoutError) {
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
        guard !text.runs.isEmpty else {
            self.paragraphs = []
            self.terminatorLengths = []
            return
        }
        let utf16 = Array(text.string.utf16)
        var paragraphs: [PreparedParagraph] = []
        var terminators: [Int] = []
        var scalarStart = 0
        var runIndex = 0
        func attributes(at offset: Int) -> TextAttributes {
            while runIndex + 1 < text.runs.count && text.runs[runIndex].utf16Range.upperBound <= offset { runIndex += 1 }
            return text.runs[runIndex].attributes
        }
        let pending = Self.paragraphRanges(utf16)
        let whole = text.string
        for (range, terminator) in pending {
            // Slicing the String (by UTF-16 indices) copies its UTF-8 without re-decoding.
            let paragraphText = range.count == utf16.count ? whole
                : String(whole[String.Index(utf16Offset: range.lowerBound, in: whole)..<String.Index(utf16Offset: range.upperBound, in: whole)])
            var runs: [(range: Range<Int>, attributes: TextAttributes)] = []
            for run in text.runs where run.utf16Range.overlaps(range) {
                let lower = max(run.utf16Range.lowerBound, range.lowerBound) - range.lowerBound
                let upper = min(run.utf16Range.upperBound, range.upperBound) - range.lowerBound
                runs.append((lower..<upper, run.attributes))
            }
            let base = attributes(at: min(range.lowerBound, utf16.count - 1))
            let paragraph = try PreparedParagraph(
                text: paragraphText, utf16Start: range.lowerBound, scalarStart: scalarStart,
                attributeRuns: runs, baseAttributes: base, style: style, itemizer: itemizer,
                shapingCache: usesShapingCache ? ShapingCache.shared : nil)
            paragraphs.append(paragraph)
            terminators.append(terminator)
            scalarStart += paragraph.scalarCount + terminator  // a CR LF terminator is two scalars
        }
        self.paragraphs = paragraphs
        self.terminatorLengths = terminators
    }

    /// The paragraphs of `utf16` and the length of the terminator that ends each: they end at
    /// LF, CR, CR LF, NEL and U+2029 (U+2028 stays inside its paragraph); a terminator at the
    /// very end starts no empty paragraph, and empty text is one empty paragraph.
    static func paragraphRanges(_ utf16: [UInt16]) -> [(range: Range<Int>, terminator: Int)] {
        var result: [(range: Range<Int>, terminator: Int)] = []
        var start = 0
        var i = 0
        while i < utf16.count {
            let u = utf16[i]
            var terminator = 0
            if u == 0x0A || u == 0x2029 || u == 0x85 {
                terminator = 1
            } else if u == 0x0D {
                terminator = (i + 1 < utf16.count && utf16[i + 1] == 0x0A) ? 2 : 1
            }
            if terminator > 0 {
                result.append((start..<i, terminator))
                i += terminator
                start = i
            } else {
                i += 1
            }
        }
        if start < utf16.count || result.isEmpty { result.append((start..<utf16.count, 0)) }
        return result
    }

    /// The paragraphs of `string` as `PreparedText` splits them (see `paragraphRanges`).
    public static func paragraphs(in string: String) -> [String] {
        paragraphRanges(Array(string.utf16)).map { entry in
            String(string[String.Index(utf16Offset: entry.range.lowerBound, in: string)..<String.Index(utf16Offset: entry.range.upperBound, in: string)])
        }
    }

    /// Prepares a plain string in one font.
    public convenience init(_ string: String, font: Font, style: ParagraphStyle = ParagraphStyle(), fontCollection: FontCollection? = nil, usesShapingCache: Bool = true) throws(LayoutError) {
        try self.init(AttributedText(string, attributes: TextAttributes(font: font)), style: style, fontCollection: fontCollection, usesShapingCache: usesShapingCache)
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

    /// The widest unbreakable piece (min-content width), with the larger head indent and
    /// the trailing inset of a zero or negative tailIndent.
    public var minContentWidth: Double {
        paragraphs.map { p in
            p.minContentWidth + max(p.style.firstLineHeadIndent, p.style.headIndent) + Self.trailingInset(p.style)
        }.max() ?? 0
    }

    /// The width with no wrapping (max-content width): each paragraph's widest hard line
    /// with its head indent, plus the trailing inset of a zero or negative tailIndent, so
    /// that laying out at this width wraps nothing.
    public var maxContentWidth: Double {
        paragraphs.map { p in
            p.maxContentWidth(firstIndent: max(0, p.style.firstLineHeadIndent), otherIndent: max(0, p.style.headIndent))
                + Self.trailingInset(p.style)
        }.max() ?? 0
    }

    /// A zero or negative tailIndent is an inset from the trailing margin (NSParagraphStyle);
    /// a positive one fixes the trailing edge from the leading margin, whatever the width.
    private static func trailingInset(_ style: ParagraphStyle) -> Double {
        style.tailIndent <= 0 ? -style.tailIndent : 0
    }

    /// Lays the text out.
    /// - Parameters:
    ///   - width: the container width; nil, 0, +∞ or .greatestFiniteMagnitude means no
    ///     wrapping (only mandatory breaks). Must not be NaN or negative. Width 0 means no limit
    ///     as everywhere in the package, because UILabel's `sizeThatFits(.zero)` and a
    ///     `preferredMaxLayoutWidth` of 0 give the natural single-line size (UIKit
    ///     documentation; measured on iOS by third parties). For the narrowest layout, pass a
    ///     tiny positive width (one grapheme cluster a line).
    ///   - numberOfLines: 0 for unlimited; otherwise at most that many lines, the last one
    ///     truncated as the paragraph style's lineBreakMode says.
    public func layout(width: Double? = nil, numberOfLines: Int = 0) throws(LayoutError) -> TextLayout {
        if let width, width.isNaN || width < 0 { throw LayoutError.invalidWidth(width) }
        guard numberOfLines >= 0 else { throw LayoutError.invalidNumberOfLines(numberOfLines) }
        // UIKit code proposes .greatestFiniteMagnitude for "no limit"; taken literally, the
        // positions of right-aligned or right-to-left lines overflow to ∞ and NaN. 0 is "no
        // limit" too, as in UILabel.
        let container: Double? = width.flatMap { $0 == 0 || $0 >= .greatestFiniteMagnitude ? nil : $0 }
        let mode = style.lineBreakMode

        // Wrap every paragraph into one buffer (each slice knows its paragraph).
        var slices: [LineSlice] = []
        slices.reserveCapacity(8)
        // Only the last visible line is ever truncated.
        var lastTruncation: Truncation? = nil
        var truncated = false
        var remaining = numberOfLines
        for (index, paragraph) in paragraphs.enumerated() {
            let limit = numberOfLines > 0 ? remaining + 1 : 0
            let before = slices.count
            paragraph.wrap(containerWidth: container, mode: mode, maxLines: limit, into: &slices)
            var produced = slices.count - before
            let more = numberOfLines > 0 && (produced > remaining || (produced == remaining && index + 1 < paragraphs.count))
            if numberOfLines > 0 && produced > remaining {
                slices.removeLast(produced - remaining)
                produced = remaining
            }
            for k in (slices.count - produced)..<slices.count { slices[k].paragraph = index }
            if more {
                truncated = true
                if let last = slices.last, mode.isTruncating {
                    lastTruncation = paragraphs[index].truncate(last, mode: mode)
                }
                break
            }
            remaining -= produced
        }
        // A single line may still need truncating when it does not fit (numberOfLines = 1
        // and a truncating mode: UILabel does not wrap such a label).
        if container != nil, mode.isTruncating, numberOfLines == 1, let only = slices.first, lastTruncation == nil {
            let p = paragraphs[only.paragraph]
            if p.width(only.start, p.trimmedEnd(only.start, p.utf16.count)) > only.available + fitTolerance {
                lastTruncation = p.truncate(only, mode: mode)
                truncated = true
            }
        }

        // One pass for the lines, measuring x from the leading edge of each line box; when
        // there is no container, alignment is within the widest line, known only at the end,
        // so x is fixed up afterwards.
        var lines: [TextLine] = []
        lines.reserveCapacity(slices.count)
        var widest = 0.0
        var y = 0.0
        var needsAlignmentPass = false
        let factorLTR: Double
        switch style.alignment {
        case .left, .justified, .natural: factorLTR = 0
        case .right: factorLTR = 1
        case .center: factorLTR = 0.5
        }
        let lastIndex = slices.count - 1
        for k in 0..<slices.count {
            let slice = slices[k]
            let pi = slice.paragraph
            let p = paragraphs[pi]
            let isTruncatedLine = k == lastIndex && lastTruncation != nil
            let vm = p.verticalMetrics(slice.start, max(slice.trimmedEnd, slice.start + (slice.end > slice.start ? 1 : 0)))
            let height = style.lineHeight(natural: vm.lineHeight)
            if k > 0 {
                y += style.lineSpacing
                if slices[k - 1].paragraph != pi { y += style.paragraphSpacing + style.paragraphSpacingBefore }
            }
            let baseline: Double
            switch style.baselinePlacement {
            case .textKit: baseline = y + height - vm.descent
            case .halfLeading: baseline = y + (height - (vm.ascent + vm.descent)) / 2 + vm.ascent
            }
            var lineWidth = isTruncatedLine ? lastTruncation!.width : slice.width
            let rtl = p.paragraphLevel & 1 == 1
            if style.alignment == .justified, container != nil, !isTruncatedLine,
               slice.end < p.utf16.count, k < lastIndex, slices[k + 1].paragraph == pi,
               // A line ended by a forced break (U+2028, VT, FF) is not justified.
               !(slice.end > slice.start && PreparedParagraph.isHardBreak(p.utf16[slice.end - 1])),
               // Justification stretches the spaces after the line's last tab (GlyphRun).
               case let content = p.utf16[slice.start..<slice.trimmedEnd],
               content[((content.lastIndex(of: 0x09) ?? slice.start - 1) + 1)...].contains(0x20) {
                lineWidth = max(lineWidth, slice.available)
            }
            widest = max(widest, slice.indent + lineWidth)
            var factor = rtl ? 1 - factorLTR : factorLTR
            if style.alignment == .natural || style.alignment == .justified { factor = 0 }
            // Offset from the leading edge of the line box.
            let leadingOffset = container == nil ? slice.indent : slice.indent + max(0, slice.available - lineWidth) * factor
            if container == nil && (factor != 0 || rtl) { needsAlignmentPass = true }
            let x = rtl ? (container ?? 0) - leadingOffset - lineWidth : leadingOffset
            let end = isTruncatedLine ? p.utf16.count : slice.end
            let terminator = end == p.utf16.count ? terminatorLengths[pi] : 0
            let scalarLower = p.scalarOffset(utf16: slice.start)
            let scalarUpper = p.scalarOffset(utf16: end)
            lines.append(TextLine(
                paragraphIndex: pi,
                utf16Range: (p.utf16Start + slice.start)..<(p.utf16Start + end + terminator),
                scalarRange: (p.scalarStart + scalarLower)..<(p.scalarStart + scalarUpper + terminator),
                paragraphScalarRange: scalarLower..<scalarUpper,
                paragraphUTF16Range: slice.start..<end,
                origin: Point(x: x, y: y),
                width: lineWidth, ascent: vm.ascent, descent: vm.descent, height: height, baseline: baseline,
                isTruncated: isTruncatedLine,
                truncatedVisibleRanges: isTruncatedLine ? lastTruncation!.visible : nil,
                ellipsisPosition: isTruncatedLine ? lastTruncation!.ellipsisPosition : nil))
            y += height
        }
        if needsAlignmentPass {
            // Unbounded width: align within the widest line.
            for k in lines.indices {
                let slice = slices[k]
                let rtl = paragraphs[lines[k].paragraphIndex].paragraphLevel & 1 == 1
                var factor = rtl ? 1 - factorLTR : factorLTR
                if style.alignment == .natural || style.alignment == .justified { factor = 0 }
                let leadingOffset = slice.indent + max(0, widest - slice.indent - lines[k].width) * factor
                lines[k].origin.x = rtl ? widest - leadingOffset - lines[k].width : leadingOffset
            }
        }
        let size = Size(width: widest, height: y)
        return TextLayout(size: size, lines: lines, isTruncated: truncated, proposedWidth: container,
                          missingGlyphs: missingGlyphs, prepared: self)
    }
}
