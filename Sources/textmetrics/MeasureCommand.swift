import Foundation
import Scenes
import Typesetting

enum MeasureCommand {
    struct Options {
        var widths: [Double?] = [nil]
        var lines = 0
        var style = ParagraphStyle()
        var scale: Double?
        var json = false
        var language: String?
        /// `--shrink-to-fit MIN`: autoshrink's smallest scale, in (0, 1].
        var shrinkToFit: Double?
        /// `--jobs N`: threads measuring `--each-line` texts; nil for every core.
        var jobs: Int?
    }

    static func parseOptions(_ args: inout Arguments) throws -> Options {
        var o = Options()
        o.json = args.flag("--json")
        o.language = try args.value("--lang")
        if let text = try args.value("--width") {
            var widths: [Double?] = []
            for part in text.split(separator: ",", omittingEmptySubsequences: false) {
                guard let w = Double(part.trimmingCharacters(in: .whitespaces)), w.isFinite, w >= 0 else {
                    throw UsageError("--width expects numbers ≥ 0 separated by commas, got \"\(text)\"")
                }
                widths.append(w == 0 ? nil : w)  // 0 means no wrapping
            }
            o.widths = widths
        }
        if let n = try args.int("--lines") {
            guard n >= 0 else { throw UsageError("--lines must be 0 (unlimited) or more, got \(n)") }
            o.lines = n
        }
        let wrap = try args.value("--wrap")
        let truncate = try args.value("--truncate")
        if wrap != nil && truncate != nil { throw UsageError("--wrap and --truncate cannot be combined; --truncate wraps words and truncates the last line") }
        switch wrap {
        case nil, "word": o.style.lineBreakMode = .byWordWrapping
        case "char": o.style.lineBreakMode = .byCharWrapping
        case "clip": o.style.lineBreakMode = .byClipping
        case let other?: throw UsageError("--wrap expects word, char or clip, got \"\(other)\"")
        }
        switch truncate {
        case nil: break
        case "head": o.style.lineBreakMode = .byTruncatingHead
        case "middle": o.style.lineBreakMode = .byTruncatingMiddle
        case "tail": o.style.lineBreakMode = .byTruncatingTail
        case let other?: throw UsageError("--truncate expects head, middle or tail, got \"\(other)\"")
        }
        switch try args.value("--strategy") {
        case nil, "none": o.style.lineBreakStrategy = []
        case "standard": o.style.lineBreakStrategy = .standard
        case "push-out": o.style.lineBreakStrategy = .pushOut
        case "hangul-word-priority": o.style.lineBreakStrategy = .hangulWordPriority
        case "balanced": o.style.lineBreakStrategy = .balanced
        case "optimal": o.style.lineBreakStrategy = .optimal
        case let other?: throw UsageError("--strategy expects none, standard, push-out, hangul-word-priority, balanced or optimal, got \"\(other)\"")
        }
        switch try args.optionalValue("--hyphenate") {
        case nil: break
        case .some(nil): o.style.usesDefaultHyphenation = true
        case .some(let text?):
            guard let factor = Double(text), (0...1).contains(factor) else {
                throw UsageError("--hyphenate=FACTOR expects a hyphenation factor from 0 to 1, got \"\(text)\"")
            }
            o.style.hyphenationFactor = factor
        }
        o.style.allowsDefaultTighteningForTruncation = args.flag("--tighten")
        func nonNegative(_ name: String) throws -> Double? {
            guard let v = try args.double(name) else { return nil }
            guard v >= 0 else { throw UsageError("\(name) must be ≥ 0, got \(v)") }
            return v
        }
        if let h = try nonNegative("--line-height") {
            o.style.minimumLineHeight = h
            o.style.maximumLineHeight = h
        }
        if let m = try nonNegative("--line-height-multiple") { o.style.lineHeightMultiple = m }
        if let s = try nonNegative("--line-spacing") { o.style.lineSpacing = s }
        if let a = try args.value("--align") {
            guard let alignment = TextAlignment(rawValue: a) else {
                throw UsageError("--align expects left, right, center, justified or natural, got \"\(a)\"")
            }
            o.style.alignment = alignment
        }
        if let d = try args.value("--direction") {
            switch d {
            case "ltr": o.style.baseWritingDirection = .leftToRight
            case "rtl": o.style.baseWritingDirection = .rightToLeft
            case "natural": o.style.baseWritingDirection = .natural
            default: throw UsageError("--direction expects ltr, rtl or natural, got \"\(d)\"")
            }
        }
        if let s = try args.double("--scale") {
            guard s > 0, s <= 16 else { throw UsageError("--scale must be > 0 and ≤ 16, got \(s)") }
            o.scale = s
        }
        if let m = try args.double("--shrink-to-fit") {
            guard m > 0, m <= 1 else { throw UsageError("--shrink-to-fit expects a minimum scale factor in 0…1 (above 0), got \(m)") }
            guard !o.widths.contains(where: { $0 == nil }) else { throw UsageError("--shrink-to-fit needs --width W (W > 0) to shrink into") }
            o.shrinkToFit = m
        }
        return o
    }

    /// The layout at `width` with the options' line limit; with `--shrink-to-fit`, drawn at the
    /// largest scale that fits (one line, or `--lines N`), as UILabel's autoshrink does.
    static func layout(_ prepared: PreparedText, width: Double?, options: Options) throws(LayoutError) -> TextLayout {
        guard let minimum = options.shrinkToFit, let width else {
            return try prepared.layout(width: width, numberOfLines: options.lines)
        }
        let lines = options.lines == 0 ? 1 : options.lines
        let scale = try prepared.largestFittingScale(width: width, numberOfLines: lines, minimumScaleFactor: minimum)
        return try prepared.layout(width: width, numberOfLines: lines, scale: scale)
    }

    static func run(_ argv: [String]) throws {
        var args = Arguments(argv)
        let eachLine = try args.value("--each-line")
        let fontOptions = try FontOptions.parse(&args)
        var options = try parseOptions(&args)
        if let jobs = try args.int("--jobs") {
            guard jobs >= 1 else { throw UsageError("--jobs must be 1 or more, got \(jobs)") }
            options.jobs = jobs
        }
        let rest = try args.finish()
        // Each text is measured whole, as a label would be (paragraph spacing included);
        // --each-line makes every line of the file its own text.
        let texts: [String]
        if let file = eachLine {
            guard rest.isEmpty else { throw UsageError("give either TEXT or --each-line FILE, not both") }
            texts = splitLines(try readText(file))
        } else {
            guard rest.count == 1 else { throw UsageError("measure takes one TEXT argument (or - for standard input, or --each-line FILE)") }
            texts = [try textArgument(rest[0])]
        }
        let font = try fontOptions.resolve()
        let fallbacks = try fontOptions.fallbackFaces()
        let collection: FontCollection?
        if let fallbacks {
            collection = try? FontCollection(directory: fontOptions.collection().directory, usesSystemFonts: true, fallbackFaces: fallbacks)
        } else {
            collection = try? fontOptions.collection()
        }
        var out = Output()
        // Texts are measured in blocks on `jobs` threads, each text into its own output, and
        // the outputs are written in input order; a failure stops the run after the texts
        // before it are written, as one thread would.
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let blockSize = jobs == 1 ? 1 : jobs * 256
        var blockStart = 0
        while blockStart < texts.count {
            let block = blockStart..<min(blockStart + blockSize, texts.count)
            for result in measureBlock(texts[block], jobs: jobs, font: font, collection: collection, options: options) {
                switch result {
                case .success(let lines): out.append(lines)
                case .failure(let failure): out.flush(); throw failure
                }
            }
            blockStart = block.upperBound
        }
        out.flush()
    }

    /// Measures `texts` on up to `jobs` threads; the results are in the order of `texts`.
    static func measureBlock(_ texts: ArraySlice<String>, jobs: Int, font: Font, collection: FontCollection?,
                             options: Options) -> [Result<Output, CommandFailure>] {
        let texts = Array(texts)
        let slots = UnsafeMutableBufferPointer<Result<Output, CommandFailure>>.allocate(capacity: texts.count)
        defer { slots.deallocate() }
        let workers = min(jobs, texts.count)
        // Each worker takes every `workers`-th text and writes only its own slots.
        nonisolated(unsafe) let shared = slots
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var json = JSONBuffer()
            for k in stride(from: worker, to: texts.count, by: workers) {
                (shared.baseAddress! + k).initialize(to: measure(texts[k], font: font, collection: collection,
                                                                  options: options, json: &json))
            }
        }
        let results = Array(slots)
        _ = slots.deinitialize()
        return results
    }

    /// One text prepared once and laid out at every width, as JSON lines or readable text.
    static func measure(_ text: String, font: Font, collection: FontCollection?, options: Options,
                        json: inout JSONBuffer) -> Result<Output, CommandFailure> {
        var out = Output()
        out.writesWhenFull = false
        let prepared: PreparedText
        do {
            let attributes = TextAttributes(font: font, language: options.language)
            prepared = try PreparedText(AttributedText(text, attributes: attributes), style: options.style, fontCollection: collection)
        } catch {
            return .failure(CommandFailure(error.description))
        }
        for width in options.widths {
            let layout: TextLayout
            do { layout = try Self.layout(prepared, width: width, options: options) } catch {
                return .failure(CommandFailure(error.description))
            }
            if options.json {
                json.removeAll()
                writeJSON(layout, scale: options.scale, into: &json)
                out.line(json)
            } else {
                readable(layout, scale: options.scale, into: &out)
            }
        }
        return .success(out)
    }

    /// UILabel's pixel ceiling: up to the next multiple of 1/scale.
    static func ceilPixels(_ v: Double, _ scale: Double?) -> Double {
        guard let scale else { return v }
        return ceilToPixels(v, scale: scale)
    }

    /// The layout as one JSON object, written straight into `out` (the hot path of
    /// `--json --each-line`: no intermediate values or strings).
    static func writeJSON(_ layout: TextLayout, scale: Double?, into out: inout JSONBuffer) {
        func number(_ key: StaticString, _ v: Double) {
            out.key(key)
            out.number(ceilPixels(v, scale))
            out.raw(UInt8(ascii: ","))
        }
        out.raw("{")
        out.key("proposedWidth")
        if let w = layout.proposedWidth { out.number(w) } else { out.raw("null") }
        out.raw(",")
        number("width", layout.size.width)
        number("height", layout.size.height)
        out.key("lineCount"); out.int(layout.lineCount); out.raw(",")
        out.key("paragraphCount"); out.int(layout.prepared.paragraphs.count); out.raw(",")
        out.key("truncated"); out.bool(layout.isTruncated); out.raw(",")
        out.key("missingGlyphs"); out.int(layout.missingGlyphs); out.raw(",")
        if layout.fontScale != 1 { out.key("fontScale"); out.number(layout.fontScale); out.raw(",") }
        if let hyphenation = hyphenationJSON(layout.prepared) {
            out.key("hyphenation"); out.value(hyphenation); out.raw(",")
        }
        out.key("lines")
        out.raw("[")
        for (k, line) in layout.lines.enumerated() {
            if k > 0 { out.raw(",") }
            out.raw("{")
            out.key("paragraph"); out.int(line.paragraphIndex); out.raw(",")
            out.key("start"); out.int(line.paragraphScalarRange.lowerBound); out.raw(",")
            out.key("end"); out.int(line.paragraphScalarRange.upperBound); out.raw(",")
            number("x", line.origin.x)
            number("y", line.origin.y)
            number("width", line.width)
            number("height", line.height)
            out.key("baseline"); out.number(ceilPixels(line.baseline, scale))
            if line.isHyphenated { out.raw(","); out.key("hyphenated"); out.bool(true) }
            out.raw("}")
        }
        out.raw("]}")
    }

    /// `{language: pattern file or "unavailable"}` when the style hyphenates, else nil.
    static func hyphenationJSON(_ prepared: PreparedText) -> JSONValue? {
        guard prepared.style.effectiveHyphenationFactor > 0 else { return nil }
        var seen: [String] = []
        var fields: [(String, JSONValue)] = []
        for language in prepared.paragraphs.flatMap(\.hyphenationLanguages) where !seen.contains(language.language) {
            seen.append(language.language)
            fields.append((language.language, .string(language.patternFile ?? "unavailable")))
        }
        return .fields(fields)
    }

    /// The whole text's size first, then its lines; with more than one paragraph, the lines
    /// are grouped under "paragraph N" (offsets count from the paragraph's start).
    static func readable(_ layout: TextLayout, scale: Double?, into out: inout Output) {
        func f(_ v: Double) -> String {
            // Three decimals; past 10¹⁵ a Double has none to round (and × 1000 could overflow).
            let p = ceilPixels(v, scale)
            return JSONText.number(abs(p) < 1e15 ? (p * 1000).rounded() / 1000 : p)
        }
        let proposed = layout.proposedWidth.map { "width \(f($0))" } ?? "no wrapping"
        let paragraphCount = layout.prepared.paragraphs.count
        let inParagraphs = paragraphCount > 1 ? " in \(paragraphCount) paragraphs" : ""
        out.line("\(proposed): \(f(layout.size.width)) × \(f(layout.size.height)), \(layout.lineCount) line\(layout.lineCount == 1 ? "" : "s")\(inParagraphs)\(layout.isTruncated ? ", truncated" : "")\(layout.fontScale != 1 ? ", font scale \(JSONText.number((layout.fontScale * 10000).rounded() / 10000))" : "")\(layout.missingGlyphs > 0 ? ", \(layout.missingGlyphs) missing glyphs" : "")")
        var scalars: [Int: [Unicode.Scalar]] = [:]
        var currentParagraph = -1
        for (i, line) in layout.lines.enumerated() {
            let p = line.paragraphIndex
            if paragraphCount > 1 && p != currentParagraph {
                out.line("paragraph \(p + 1)")
                currentParagraph = p
            }
            if scalars[p] == nil { scalars = [p: Array(layout.prepared.paragraphs[p].text.unicodeScalars)] }
            let paragraphScalars = scalars[p] ?? []
            let r = line.paragraphScalarRange
            var text = ""
            for (k, piece) in line.visibleScalarRanges(in: layout).enumerated() {
                if line.ellipsisPosition == k { text += "…" }
                text += String(String.UnicodeScalarView(paragraphScalars[piece]))
            }
            if line.ellipsisPosition == line.visibleUTF16Ranges.count { text += "…" }
            if line.isHyphenated { text += "-" }
            let number = String(i + 1).leftPad(3)
            out.line("\(number)  [\(r.lowerBound), \(r.upperBound))  \(f(line.width).leftPad(8))  \"\(text)\"")
        }
    }
}

extension TextLine {
    /// The visible ranges in scalar offsets of the paragraph.
    func visibleScalarRanges(in layout: TextLayout) -> [Range<Int>] {
        let p = layout.prepared.paragraphs[paragraphIndex]
        return visibleUTF16Ranges.map { p.scalarOffset(utf16: $0.lowerBound)..<p.scalarOffset(utf16: $0.upperBound) }
    }
}
