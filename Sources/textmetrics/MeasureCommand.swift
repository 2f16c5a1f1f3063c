import Foundation
import JSON
import LabelHost
import Synchronization
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
        /// `--markdown`: the text is SwiftUI inline Markdown, measured with its styles.
        var markdown = false
        /// `--exclude X,Y,W,H[,ellipse]`: shapes the text flows around (`ExcludeOption`).
        var exclusions: [ExclusionPath] = []
    }

    /// The text in `font` with the options' language; with `--markdown`, its inline Markdown
    /// parsed into styled runs over those attributes (`AttributedText(markdown:attributes:)`). Plain text takes
    /// the plain path unchanged.
    static func attributedText(_ text: String, font: Font, options: Options, collection: FontCollection?) -> AttributedText {
        let attributes = TextAttributes(font: font, language: options.language)
        guard options.markdown else { return AttributedText(text, attributes: attributes) }
        return AttributedText(markdown: text, attributes: attributes, fontCollection: collection)
    }

    static func parseOptions(_ args: inout Arguments) throws -> Options {
        var o = Options()
        o.json = args.flag("--json")
        o.markdown = args.flag("--markdown")
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
        o.style.lineBreakMode = try LineBreakOption.read(&args) ?? .byWordWrapping
        try parseStyle(&args, into: &o.style)
        if let s = try args.double("--scale") {
            guard s > 0, s <= 16 else { throw UsageError("--scale must be > 0 and ≤ 16, got \(s)") }
            o.scale = s
        }
        if let m = try args.double("--shrink-to-fit") {
            guard m > 0, m <= 1 else { throw UsageError("--shrink-to-fit expects a minimum scale factor in 0…1 (above 0), got \(m)") }
            guard !o.widths.contains(where: { $0 == nil }) else { throw UsageError("--shrink-to-fit needs --width W (W > 0) to shrink into") }
            o.shrinkToFit = m
        }
        o.exclusions = try ExcludeOption.read(&args)
        if !o.exclusions.isEmpty {
            guard o.shrinkToFit == nil else { throw UsageError("--exclude cannot be combined with --shrink-to-fit") }
        }
        return o
    }

    /// The paragraph-style options, in the order they are checked: `--strategy`,
    /// `--hyphenate[=FACTOR]`, `--tighten`, `--line-height`, `--line-height-multiple`,
    /// `--line-spacing`, `--align`, `--direction`.
    static func parseStyle(_ args: inout Arguments, into style: inout ParagraphStyle) throws {
        switch try args.value("--strategy") {
        case nil, "none": style.lineBreakStrategy = []
        case "standard": style.lineBreakStrategy = .standard
        case "push-out": style.lineBreakStrategy = .pushOut
        case "hangul-word-priority": style.lineBreakStrategy = .hangulWordPriority
        case "balanced": style.lineBreakStrategy = .balanced
        case "optimal": style.lineBreakStrategy = .optimal
        case let other?: throw UsageError("--strategy expects none, standard, push-out, hangul-word-priority, balanced or optimal, got \"\(other)\"")
        }
        switch try args.optionalValue("--hyphenate") {
        case nil: break
        case .some(nil): style.usesDefaultHyphenation = true
        case .some(let text?):
            guard let factor = Double(text), (0...1).contains(factor) else {
                throw UsageError("--hyphenate=FACTOR expects a hyphenation factor from 0 to 1, got \"\(text)\"")
            }
            style.hyphenationFactor = factor
        }
        style.allowsDefaultTighteningForTruncation = args.flag("--tighten")
        func nonNegative(_ name: String) throws -> Double? {
            guard let v = try args.double(name) else { return nil }
            guard v >= 0 else { throw UsageError("\(name) must be ≥ 0, got \(v)") }
            return v
        }
        if let h = try nonNegative("--line-height") {
            style.minimumLineHeight = h
            style.maximumLineHeight = h
        }
        if let m = try nonNegative("--line-height-multiple") { style.lineHeightMultiple = m }
        if let s = try nonNegative("--line-spacing") { style.lineSpacing = s }
        if let a = try args.value("--align") {
            guard let alignment = TextAlignment(rawValue: a) else {
                throw UsageError("--align expects left, right, center, justified or natural, got \"\(a)\"")
            }
            style.alignment = alignment
        }
        if let d = try args.value("--direction") {
            switch d {
            case "ltr": style.baseWritingDirection = .leftToRight
            case "rtl": style.baseWritingDirection = .rightToLeft
            case "natural": style.baseWritingDirection = .natural
            default: throw UsageError("--direction expects ltr, rtl or natural, got \"\(d)\"")
            }
        }
    }

    /// The layout at `width` with the options' line limit; with `--shrink-to-fit`, drawn at the
    /// largest scale that fits (one line, or `--lines N`), as UILabel's autoshrink does.
    static func layout(_ prepared: PreparedText, width: Double?, options: Options) throws(LayoutError) -> TextLayout {
        guard let minimum = options.shrinkToFit, let width else {
            if !options.exclusions.isEmpty {
                return try prepared.layout(width: width, numberOfLines: options.lines, exclusionPaths: options.exclusions)
            }
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
        try ExcludeOption.checkWidth(options.exclusions, widths: options.widths)
        // Each text is measured whole, as a label would be (paragraph spacing included);
        // --each-line makes every line of the file its own text.
        let texts: TextLines
        if let file = eachLine {
            guard rest.isEmpty else { throw UsageError("give either TEXT or --each-line FILE, not both") }
            texts = try TextLines(file: file)
        } else {
            guard rest.count == 1 else { throw UsageError("measure takes one TEXT argument (or - for standard input, or --each-line FILE)") }
            texts = TextLines(single: try textArgument(rest[0]))
        }
        let font = try fontOptions.resolve()
        let fallbacks = try fontOptions.fallbackFaces()
        let collection: FontCollection?
        if let fallbacks {
            let bundled = try? fontOptions.collection()
            collection = try? FontCollection(directory: fontOptions.collection().directory, usesSystemFonts: true, fallbackFaces: fallbacks,
                                             appleFonts: bundled?.appleFonts)
        } else {
            collection = try? fontOptions.collection()
        }
        // One text is one job: the processor count (cgroup files read through Foundation,
        // about 0.4 M instructions) is asked only when there are texts to share out.
        let jobs = options.jobs ?? (texts.count > 1 ? ProcessInfo.processInfo.activeProcessorCount : 1)
        try measureAll(texts, jobs: jobs, font: font, collection: collection, options: options)
    }

    /// Measures every text on up to `jobs` threads and writes the results in input order.
    ///
    /// The texts are cut into chunks that the threads take in turn (so a slow chunk holds up
    /// no thread); each chunk is measured into its own buffer and handed to the output, which
    /// writes the chunks in order in writes of about 64 KiB. A failure stops the run after
    /// the texts before it are written, as one thread would.
    static func measureAll(_ texts: TextLines, jobs: Int, font: Font, collection: FontCollection?,
                           options: Options) throws {
        let count = texts.count
        let workers = max(1, min(jobs, count))
        // Chunks small enough that every thread gets several (the last ones finish together),
        // large enough that taking one and handing it over is rare.
        let chunkSize = max(1, min(32, count / (workers * 8)))
        let chunkCount = (count + chunkSize - 1) / chunkSize
        struct Merge: ~Copyable {
            var out = Output()
            var pending: [Int: (out: Output, failure: CommandFailure?)] = [:]
            var next = 0
            var failure: CommandFailure?
            var writeError: Int32?
        }
        let merge = Mutex(Merge())
        let nextChunk = Atomic<Int>(0)
        let stop = Atomic<Bool>(false)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var json = JSONBuffer()
            while !stop.load(ordering: .relaxed) {
                let chunk = nextChunk.wrappingAdd(1, ordering: .relaxed).oldValue
                guard chunk < chunkCount else { break }
                var out = Output()
                out.writesWhenFull = false
                var failure: CommandFailure?
                do throws(CommandFailure) {
                    for text in try texts.lines((chunk * chunkSize)..<min(count, (chunk + 1) * chunkSize)) {
                        failure = measure(text, font: font, collection: collection, options: options, json: &json, into: &out)
                        if failure != nil { break }
                    }
                } catch {
                    failure = error
                }
                merge.withLock { m in
                    m.pending[chunk] = (out, failure)
                    while m.failure == nil, m.writeError == nil, let ready = m.pending.removeValue(forKey: m.next) {
                        m.out.append(ready.out)
                        m.next += 1
                        if let failure = ready.failure { m.failure = failure }
                        if m.out.isFull || m.failure != nil || m.next == chunkCount {
                            if let code = m.out.write() { m.writeError = code }
                        }
                    }
                    if m.failure != nil || m.writeError != nil { stop.store(true, ordering: .relaxed) }
                }
            }
        }
        let (failure, writeError) = merge.withLock { ($0.failure, $0.writeError) }
        if let writeError { standardOutputFailed(writeError) }
        if let failure { throw failure }
    }

    /// One text prepared once and laid out at every width, as JSON lines or readable text,
    /// appended to `out`; on a failure nothing of this text is appended and the failure is
    /// returned.
    static func measure(_ text: String, font: Font, collection: FontCollection?, options: Options,
                        json: inout JSONBuffer, into out: inout Output) -> CommandFailure? {
        let start = out.count
        let prepared: PreparedText
        do {
            prepared = try PreparedText(attributedText(text, font: font, options: options, collection: collection), style: options.style, fontCollection: collection)
        } catch {
            return CommandFailure(error.description)
        }
        for width in options.widths {
            let layout: TextLayout
            do { layout = try Self.layout(prepared, width: width, options: options) } catch {
                out.removeLast(out.count - start)
                return CommandFailure(error.description)
            }
            if options.json {
                json.removeAll()
                writeJSON(layout, scale: options.scale, into: &json)
                out.line(json)
            } else {
                readable(layout, scale: options.scale, into: &out)
            }
        }
        return nil
    }

    /// UILabel's pixel ceiling: up to the next multiple of 1/scale.
    static func ceilPixels(_ v: Double, _ scale: Double?) -> Double {
        guard let scale else { return v }
        return ceilToPixels(v, scale: scale)
    }

    /// The layout as one JSON object, written straight into `out` (the hot path of
    /// `--json --each-line`: no intermediate values or strings; each line object is one
    /// reserved write).
    static func writeJSON(_ layout: TextLayout, scale: Double?, into out: inout JSONBuffer) {
        let numberLength = JSONBuffer.maximumNumberLength, intLength = JSONBuffer.maximumIntLength
        out.write(reserving: 160 + 3 * numberLength + 3 * intLength) { span in
            func number(_ key: StaticString, _ v: Double) {
                JSONBuffer.put(key: key, into: &span)
                JSONBuffer.put(number: ceilPixels(v, scale), into: &span)
                span.append(UInt8(ascii: ","))
            }
            span.append(UInt8(ascii: "{"))
            JSONBuffer.put(key: "proposedWidth", into: &span)
            if let w = layout.proposedWidth { JSONBuffer.put(number: w, into: &span) } else { JSONBuffer.put("null", into: &span) }
            span.append(UInt8(ascii: ","))
            number("width", layout.size.width)
            number("height", layout.size.height)
            JSONBuffer.put("\"lineCount\":", into: &span); JSONBuffer.put(int: layout.lineCount, into: &span)
            JSONBuffer.put(",\"paragraphCount\":", into: &span); JSONBuffer.put(int: layout.prepared.paragraphs.count, into: &span)
            JSONBuffer.put(",\"truncated\":", into: &span); JSONBuffer.put(bool: layout.isTruncated, into: &span)
            JSONBuffer.put(",\"missingGlyphs\":", into: &span); JSONBuffer.put(int: layout.missingGlyphs, into: &span)
            span.append(UInt8(ascii: ","))
        }
        if layout.fontScale != 1 { out.key("fontScale"); out.number(layout.fontScale); out.raw(",") }
        if let hyphenation = hyphenationJSON(layout.prepared) {
            out.key("hyphenation"); out.value(hyphenation); out.raw(",")
        }
        out.raw("\"lines\":[")
        let listsRuns = layout.prepared.hasStyledRuns
        for (k, line) in layout.lines.enumerated() {
            out.write(reserving: 128 + 3 * intLength + 5 * numberLength) { span in
                func number(_ key: StaticString, _ v: Double) {
                    JSONBuffer.put(key, into: &span)
                    JSONBuffer.put(number: ceilPixels(v, scale), into: &span)
                }
                if k > 0 { span.append(UInt8(ascii: ",")) }
                JSONBuffer.put("{\"paragraph\":", into: &span); JSONBuffer.put(int: line.paragraphIndex, into: &span)
                JSONBuffer.put(",\"start\":", into: &span); JSONBuffer.put(int: line.paragraphScalarRange.lowerBound, into: &span)
                JSONBuffer.put(",\"end\":", into: &span); JSONBuffer.put(int: line.paragraphScalarRange.upperBound, into: &span)
                number(",\"x\":", line.origin.x)
                number(",\"y\":", line.origin.y)
                number(",\"width\":", line.width)
                number(",\"height\":", line.height)
                number(",\"baseline\":", line.baseline)
                if line.isHyphenated { JSONBuffer.put(",\"hyphenated\":true", into: &span) }
                if !listsRuns { span.append(UInt8(ascii: "}")) }
            }
            if listsRuns {
                out.raw(",\"runs\":")
                out.value(RunsJSON.runs(ofLine: k, in: layout))
                out.raw("}")
            }
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
