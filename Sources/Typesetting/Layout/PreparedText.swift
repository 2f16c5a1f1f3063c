/// Text prepared for layout: split into paragraphs, itemized, shaped and analysed once.
///
/// `layout(width:numberOfLines:)` then wraps, truncates and positions at any width without
/// shaping again (the split SkParagraph, Android's PrecomputedText and pretext make). A
/// `PreparedText` is immutable and can be shared between threads.
public final class PreparedText: Sendable {
    /// The whole text.
    public let string: String
    /// The paragraph style of the first paragraph: every paragraph's, unless the text was
    /// prepared with `init(paragraphs:)`, where each has its own (`PreparedParagraph.style`).
    public var style: ParagraphStyle {
        _read { yield styleBox.value }
    }
    /// `style`, held once and shared with the paragraphs in it.
    let styleBox: ParagraphStyleBox
    /// The paragraphs, split at LF, CR, CR LF, NEL and U+2029 (U+2028 stays inside its
    /// paragraph), as `paragraphs(in:)` splits them.
    public let paragraphs: PreparedParagraphs
    /// Whether some paragraph's style truncates (its `lineBreakMode`), and whether one of those
    /// may tighten instead (`allowsDefaultTighteningForTruncation`): a layout skips both
    /// steps when none does.
    let mayTruncate: Bool
    let mayTighten: Bool
    /// Whether some run has a decoration, background, link or attachment
    /// (`TextAttributes.hasRichAttributes`): drawing skips decorations when none has.
    public let hasRichAttributes: Bool
    /// Whether the text is more than plain text in one font: more than one attribute run, or
    /// one with features, tracking, a baseline offset or a rich attribute (`measure --json`
    /// then lists each line's runs).
    public let hasStyledRuns: Bool

    /// Prepares attributed text. Paragraphs end at LF, CR, CRLF and U+2029; U+2028 is a line
    /// break inside a paragraph. A terminator at the very end does not start an empty
    /// paragraph (UILabel shows no extra line for it).
    ///
    /// Words of simple scripts are shaped through a process-wide, bounded word cache (see
    /// `ShapingCache`); `usesShapingCache: false` shapes every run whole instead.
    public convenience init(_ text: AttributedText, style: ParagraphStyle = ParagraphStyle(), fontCollection: FontCollection? = nil, usesShapingCache: Bool = true) throws(LayoutError) {
        try self.init(text, styles: [(0, style)], fontCollection: fontCollection, usesShapingCache: usesShapingCache)
    }

    /// Prepares `text` whose paragraphs take their styles from `styles`: (UTF-16 offset,
    /// style) pairs in ascending order, the first at 0; a paragraph takes the style of the
    /// last pair at or before its start.
    init(_ text: AttributedText, styles: [(start: Int, style: ParagraphStyle)], fontCollection: FontCollection?,
         usesShapingCache: Bool) throws(LayoutError) {
        for entry in styles { try Self.validate(entry.style) }
        try Self.validate(text.runs)
        self.string = text.string
        // The default style's box is shared by all texts; the first paragraph shares this one.
        let firstBox = ParagraphStyleBox.boxing(styles[0].style)
        self.styleBox = firstBox
        mayTruncate = styles.contains { $0.style.lineBreakMode.isTruncating }
        mayTighten = styles.contains { $0.style.lineBreakMode.isTruncating && $0.style.allowsDefaultTighteningForTruncation }
        hasRichAttributes = text.runs.contains { $0.attributes.richBox != nil }
        hasStyledRuns = Self.isStyled(text.runs)
        let collection: FontCollection?
        if let fontCollection { collection = fontCollection } else { collection = try? FontCollection.bundled() }
        guard !text.runs.isEmpty else {
            self.paragraphs = PreparedParagraphs([])
            return
        }
        self.paragraphs = PreparedParagraphs(try Self.prepareParagraphs(
            text, styles: styles, firstBox: firstBox, itemizer: Itemizer(collection: collection),
            shapingCache: usesShapingCache ? ShapingCache.shared : nil))
    }

    /// Prepares a plain string in one font.
    public convenience init(_ string: String, font: Font, style: ParagraphStyle = ParagraphStyle(), fontCollection: FontCollection? = nil, usesShapingCache: Bool = true) throws(LayoutError) {
        try self.init(AttributedText(string, attributes: TextAttributes(font: font)), style: style, fontCollection: fontCollection, usesShapingCache: usesShapingCache)
    }

    /// Glyphs that no font covered.
    public var missingGlyphs: Int { paragraphs.reduce(0) { $0 + $1.missingGlyphs } }

    /// The widest unbreakable piece (min-content width), with the larger head indent and
    /// the trailing inset of a zero or negative tailIndent.
    public var minContentWidth: Double {
        paragraphs.map(\.minContentContainerWidth).max() ?? 0
    }

    /// The width with no wrapping (max-content width): each paragraph's widest hard line
    /// with its head indent, plus the trailing inset of a zero or negative tailIndent, so
    /// that laying out at this width wraps nothing.
    public var maxContentWidth: Double {
        paragraphs.map { p in
            p.maxContentWidth(firstIndent: max(0, p.style.firstLineHeadIndent), otherIndent: max(0, p.style.headIndent))
                + p.style.trailingInset
        }.max() ?? 0
    }

    /// Lays the text out as if every font were `scale` times its size: what UILabel draws when
    /// `adjustsFontSizeToFitWidth` shrinks its text. Nothing is re-shaped: the text is shaped
    /// in font units at scale-free sizes, so for unhinted outlines shaping at `size × scale`
    /// gives the same glyphs with advances `scale` times as wide. The text is wrapped at
    /// `width / scale` and every length of the result is multiplied by `scale`.
    ///
    /// Everything scales together, as a drawing transform would: fonts, tracking, baseline
    /// offsets and the paragraph style's lengths (indents, line spacing, line heights, tab
    /// interval). UIKit does not document whether it scales paragraph-style lengths when it
    /// shrinks text; with the default style (all zero) the choice makes no difference.
    /// - Parameters:
    ///   - width: the container width, as for `layout(width:numberOfLines:)`, in the scaled
    ///     layout's points.
    ///   - numberOfLines: 0 for unlimited; otherwise at most that many lines.
    ///   - scale: any finite number > 0 (autoshrink uses (0, 1]); 1 is `layout(width:numberOfLines:)`.
    public func layout(width: Double?, numberOfLines: Int, scale: Double) throws(LayoutError) -> TextLayout {
        let unscaledWidth = try Self.unscaled(width, scale: scale)
        if scale == 1 { return try layout(width: width, numberOfLines: numberOfLines) }
        let result = try layout(width: unscaledWidth, numberOfLines: numberOfLines)
        return result.scaled(by: scale, proposedWidth: width)
    }

    /// `width` in the points of the layout before it is scaled by `scale`: divided by it, the
    /// widths that mean "no limit" kept. Throws for a scale that is not finite and > 0, and for
    /// a NaN or negative width.
    private static func unscaled(_ width: Double?, scale: Double) throws(LayoutError) -> Double? {
        guard scale.isFinite, scale > 0 else { throw LayoutError.invalidScale(scale) }
        if let width, width.isNaN || width < 0 { throw LayoutError.invalidWidth(width) }
        return scale == 1 ? width : width.map { $0 >= .greatestFiniteMagnitude ? $0 : $0 / scale }
    }

    /// The width a layout wraps in, nil for none (`limitingLength`, Graphics): UIKit code
    /// proposes .greatestFiniteMagnitude for "no limit" (taken literally, the positions of
    /// right-aligned or right-to-left lines overflow to ∞ and NaN), and 0 is "no limit" too, as
    /// in UILabel. A negative or NaN width was refused before.
    static func containerWidth(_ width: Double?) -> Double? {
        width.flatMap(limitingLength)
    }

    /// The number of lines `layout(width:numberOfLines: 0, scale:)` has, found by wrapping
    /// alone: with no line limit nothing is tightened or truncated, so the lines are the
    /// wrapped ones, and they need no positioning to be counted. Throws what that layout
    /// throws.
    public func lineCount(width: Double?, scale: Double = 1) throws(LayoutError) -> Int {
        let container = Self.containerWidth(try Self.unscaled(width, scale: scale))
        return wrap(containerWidth: container, numberOfLines: 0).lines.count
    }

    /// Lays the text out: wraps every paragraph, truncates the last visible line if it must,
    /// then positions the lines (`LinePositioner`).
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
        let container = Self.containerWidth(width)
        var wrapped = wrap(containerWidth: container, numberOfLines: numberOfLines)
        return finish(&wrapped, containerWidth: container, numberOfLines: numberOfLines, bands: nil)
    }

    /// The layout of `wrapped` lines: the last one tightened or truncated if it must be, then
    /// every line positioned. `bands`, when given, holds each line's top and the layout's
    /// height (lines that flow around exclusion paths: `layout(width:numberOfLines:exclusionPaths:)`);
    /// the positioner's tops are then replaced. The lines move from `wrapped` to the layout
    /// (`LineBuffer.take()`), which leaves it empty.
    func finish(_ wrapped: inout Wrapped, containerWidth container: Double?, numberOfLines: Int,
                bands: (tops: [Double], height: Double)?) -> TextLayout {
        if mayTighten { tighten(&wrapped, numberOfLines: numberOfLines) }
        let truncation = mayTruncate ? truncation(of: wrapped, containerWidth: container, numberOfLines: numberOfLines) : nil
        let positioner = LinePositioner(lineCount: wrapped.lines.count, truncatedWidth: truncation?.width,
                                        containerWidth: container)
        var size = wrapped.lines.withLines { positioner.position(&$0, of: self) }
        if let bands {
            wrapped.lines.withLines { lines in
                for k in lines.indices { lines[k].placement.origin.y = bands.tops[k] }
            }
            size.height = bands.height
        }
        let isTruncated = wrapped.cutOffIn != nil || positioner.truncatesLastLine
        return TextLayout(size: size, lines: wrapped.lines.take(), truncation: truncation,
                          isTruncated: isTruncated, proposedWidth: container, prepared: self)
    }

    /// Every paragraph's lines in one buffer, and the paragraph of the last line when text
    /// after it was cut off (nil when every line is there).
    typealias Wrapped = (lines: LineBuffer, cutOffIn: Int?)

    /// Every paragraph wrapped into one buffer (each line then knows its paragraph), stopping
    /// after `numberOfLines` lines (0: no limit). `cutOffIn` is the paragraph of the last
    /// line when text after it was cut off, nil when every line is there.
    private func wrap(containerWidth: Double?, numberOfLines: Int) -> Wrapped {
        // One allocation, of at least as many lines as the text will take: a paragraph's total
        // advance over the line's width, a quarter more for the space lines leave at their
        // ends, plus two; never more lines than UTF-16 units + 1 (the prefix's count). The
        // total is the trimmed width at the last break, which the wrapper reads anyway.
        var capacity = max(8, paragraphs.count)
        if paragraphs.count == 1, let containerWidth {
            let p = paragraphs[0]
            let total = p.breakTrimmedWidth.last ?? 0
            let lines = total / p.lineBox(isFirst: false, containerWidth: containerWidth).available * 1.25 + 2
            let most = p.advancePrefix.count
            capacity = lines < Double(most) ? Int(lines) : most  // also when NaN
        }
        if numberOfLines > 0 { capacity = min(capacity, numberOfLines + 1) }
        var lines = LineBuffer(capacity: capacity)
        var remaining = numberOfLines
        for index in paragraphs.indices {
            // Unretained, as `paragraphs` holds it throughout: a retain and release around the
            // call through its breaker cost a re-wrap some 45 instructions.
            let paragraph = Unmanaged.passUnretained(paragraphs[index])
            let before = lines.count
            // The strategies beyond greedy apply only where this paragraph's last line is
            // shown whole: fewer lines than remain, or as many when no paragraph follows
            // (else the line is truncated or cut).
            let constraints = LineBreakConstraints(
                containerWidth: containerWidth, mode: paragraph._withUnsafeGuaranteedRef { $0.style.lineBreakMode },
                maxLines: numberOfLines > 0 ? remaining + 1 : 0,
                wholeBelow: numberOfLines > 0 ? (index + 1 < paragraphs.count ? remaining : remaining + 1) : 0)
            paragraph._withUnsafeGuaranteedRef { $0.wrap(constraints, into: &lines) }
            var produced = lines.count - before
            let more = numberOfLines > 0 && (produced > remaining || (produced == remaining && index + 1 < paragraphs.count))
            if numberOfLines > 0 && produced > remaining {
                lines.removeLast(produced - remaining)
                produced = remaining
            }
            // The lines of paragraph 0 already say so.
            if index > 0 { lines.assignParagraph(index, from: lines.count - produced) }
            if more { return (lines, index) }
            remaining -= produced
        }
        return (lines, nil)
    }

    /// The wrapped lines with the last one tightened instead of truncated, or nil when
    /// tightening cannot save it (NSParagraphStyle.allowsDefaultTighteningForTruncation;
    /// AppKit's tighteningFactorForTruncation: tighten when the text's width divided by the
    /// line's is at most 1 + the factor). It applies where truncation would hide only the rest
    /// of the last line's paragraph up to its end, with no hard line break (U+2028) in it:
    /// a single line that does not fit (numberOfLines = 1), or the last visible line of the
    /// last paragraph. The line then takes that whole rest, and every grapheme cluster gives
    /// up the same share of the excess, so the line is exactly as wide as its box (clusters
    /// with no advance, such as bidi controls, have nothing to give and are left alone).
    /// Each paragraph's own style says whether it tightens and by how much.
    private func tighten(_ wrapped: inout Wrapped, numberOfLines: Int) {
        guard let last = wrapped.lines.lines.last else { return }
        let p = paragraphs[last.paragraph]
        guard p.style.allowsDefaultTighteningForTruncation, p.style.lineBreakMode.isTruncating else { return }
        var slice = last.slice
        if let index = wrapped.cutOffIn {
            guard index == paragraphs.count - 1, index == last.paragraph else { return }
        } else {
            guard numberOfLines == 1, wrapped.lines.count == 1 else { return }
        }
        // The rest of the paragraph from the line's start, which must hold no hard break.
        let end = p.utf16.count
        if let k = p.breakIndex(atOrBefore: end - 1), p.breaks[k].isMandatory, p.breaks[k].offset > slice.start { return }
        let trimmed = p.trimmedEnd(slice.start, end)
        let width = p.width(slice.start, trimmed, indent: slice.indent)
        guard width > slice.available + fitTolerance,
              width <= slice.available * (1 + p.style.tighteningFactorForTruncation) + fitTolerance else { return }
        let clusters = p.visibleGraphemeCount(from: slice.start, to: trimmed)
        guard clusters > 0 else { return }
        let tightening = (width - slice.available) / Double(clusters)
        slice.end = end
        slice.trimmedEnd = trimmed
        slice.width = width - tightening * Double(clusters)
        slice.hyphenated = false
        wrapped.lines.tightenLast(slice, by: tightening)
        wrapped.cutOffIn = nil
    }

    /// How the last line is truncated, if it is: only the last visible line ever is, when
    /// text after it was cut off and the line break mode truncates, or when a single line
    /// (numberOfLines = 1) does not fit (UILabel does not wrap such a label).
    private func truncation(of wrapped: Wrapped, containerWidth: Double?, numberOfLines: Int) -> Truncation? {
        guard let last = wrapped.lines.lines.last else { return nil }
        let p = paragraphs[last.paragraph]
        let mode = p.style.lineBreakMode
        guard mode.isTruncating else { return nil }
        if wrapped.cutOffIn != nil { return p.truncate(last.slice, mode: mode) }
        guard containerWidth != nil, numberOfLines == 1, wrapped.lines.count == 1, last.tightening == 0 else { return nil }
        let only = last.slice
        guard p.width(only.start, p.trimmedEnd(only.start, p.utf16.count)) > only.available + fitTolerance else { return nil }
        return p.truncate(only, mode: mode)
    }
}
