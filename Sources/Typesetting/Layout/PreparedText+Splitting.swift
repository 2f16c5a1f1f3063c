/// How a text is split into paragraphs (at LF, CR, CR LF, NEL and U+2029), each prepared in
/// its style and attribute runs.
extension PreparedText {
    /// The paragraphs of `text` (which has runs), each prepared in its style, boxed once for
    /// each run of paragraphs in an equal style (`firstBox` holds the first).
    static func prepareParagraphs(
        _ text: AttributedText, styles: [(start: Int, style: ParagraphStyle)], firstBox: ParagraphStyleBox,
        itemizer: Itemizer, shapingCache: ShapingCache?
    ) throws(LayoutError) -> [PreparedParagraph] {
        let utf16 = Self.utf16Units(of: text.string)
        var paragraphs: [PreparedParagraph] = []
        var scalarStart = 0
        var runIndex = 0
        func attributes(at offset: Int) -> TextAttributes {
            while runIndex + 1 < text.runs.count && text.runs[runIndex].utf16Range.upperBound <= offset { runIndex += 1 }
            return text.runs[runIndex].attributes
        }
        var styleIndex = 0
        var box = firstBox
        let ranges = Self.paragraphRanges(utf16)
        paragraphs.reserveCapacity(ranges.count)
        for (range, terminator) in ranges {
            var runs: [(range: Range<Int>, attributes: TextAttributes)] = []
            for run in text.runs where run.utf16Range.overlaps(range) {
                let lower = max(run.utf16Range.lowerBound, range.lowerBound) - range.lowerBound
                let upper = min(run.utf16Range.upperBound, range.upperBound) - range.lowerBound
                runs.append((lower..<upper, run.attributes))
            }
            while styleIndex + 1 < styles.count && styles[styleIndex + 1].start <= range.lowerBound {
                styleIndex += 1
                if styles[styleIndex].style != box.value { box = .boxing(styles[styleIndex].style) }
            }
            let base = attributes(at: min(range.lowerBound, utf16.count - 1))
            let paragraph = try PreparedParagraph(
                utf16: range.count == utf16.count ? utf16 : Array(utf16[range]), terminatorLength: terminator,
                utf16Start: range.lowerBound, scalarStart: scalarStart,
                attributeRuns: runs, baseAttributes: base, style: box, itemizer: itemizer,
                shapingCache: shapingCache)
            paragraphs.append(paragraph)
            scalarStart += paragraph.scalarCount + terminator  // a CR LF terminator is two scalars
        }
        return paragraphs
    }

    /// The UTF-16 units of `string`: ASCII text (the common case) is widened byte by byte
    /// from its UTF-8, anything else transcoded by the standard library.
    static func utf16Units(of string: String) -> [UInt16] {
        let widened = string.utf8.withContiguousStorageIfAvailable { bytes -> [UInt16]? in
            var ascii = true
            for b in bytes where b >= 0x80 { ascii = false; break }
            guard ascii else { return nil }
            return [UInt16](unsafeUninitializedCapacity: bytes.count) { units, count in
                for i in 0..<bytes.count { units[i] = UInt16(bytes[i]) }
                count = bytes.count
            }
        }
        return (widened ?? nil) ?? Array(string.utf16)
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
}
