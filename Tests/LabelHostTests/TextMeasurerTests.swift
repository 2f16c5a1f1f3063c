import Testing
import Typesetting
import RepresentableKit
@testable import LabelHost

/// `TextMeasurer` answers what a hand-built `Label` or SwiftUI `Text` answers, from many
/// threads at once.
///
/// Independent sources, as in `LabelTests`: Inter at 17 pt (fontTools: unitsPerEm 2816,
/// typo ascender 2728, descender −680, line gap 0, so one line is 3408 units = 20.5739 pt), and
/// `hb-shape --font-size=2816 Fonts/Inter-Roman.var.ttf "Some text Some text"`: "Some text"
/// 13508 units = 81.548 pt, the space 792, the whole 27808 units = 167.875 pt.
@Suite("TextMeasurer: Label's and Text's sizes from any thread")
struct TextMeasurerTests {
    static let measurer = Result { try TextMeasurer() }

    func inter(_ size: Double = 17) throws -> Font {
        try FontCollection.bundled().font(family: "Inter", size: size)
    }

    // MARK: Figures from the font

    /// BehaviourReference, "UILabel": a one-line label's size is its whole single-line width
    /// whatever its container [M]; the text drawn at the width is cut.
    @Test("one-line label rule: natural width, truncation reported [M]")
    func oneLineLabelRule() throws {
        let measurer = try Self.measurer.get()
        let m = try measurer.measure("Some text Some text", font: try inter(), width: 100, numberOfLines: 1)
        // 167.875 → @2x 168; 20.5739 → 21.
        #expect(m.size == Size(width: 168, height: 21))
        #expect(m.lineCount == 1)
        #expect(m.isTruncated)
        // Wide enough: the same size, not cut.
        let wide = try measurer.measure("Some text Some text", font: try inter(), width: 200, numberOfLines: 1)
        #expect(wide == TextMeasurement(size: Size(width: 168, height: 21), lineCount: 1, isTruncated: false))
    }

    /// "Some text " fits 100 (81.548); adding "Some" does not: two lines of 81.548, 2 × 20.5739
    /// = 41.148 tall → @2x 41.5. Both rule sets wrap a finite width so (BehaviourReference,
    /// "UILabel" and "SwiftUI Text").
    @Test("wrapped at a width, both rule sets", arguments: TextMeasurer.Rules.allCases)
    func wrapped(rules: TextMeasurer.Rules) throws {
        let m = try Self.measurer.get().measure("Some text Some text", font: try inter(), width: 100, rules: rules)
        #expect(m == TextMeasurement(size: Size(width: 82, height: 41.5), lineCount: 2, isTruncated: false))
    }

    /// A limit of one line for SwiftUI Text: the line wraps at the proposal and the rest is cut,
    /// so the size is no wider than the proposal (BehaviourReference, "SwiftUI Text": a finite
    /// width wraps; `.lineLimit(n)` truncates the last line) — unlike the one-line label.
    @Test("SwiftUI Text with lineLimit(1) stays within the proposal")
    func textLineLimitOne() throws {
        let m = try Self.measurer.get().measure("Some text Some text", font: try inter(), width: 100, numberOfLines: 1, rules: .swiftUIText)
        #expect(m.size.width <= 100)
        #expect(m.size.height == 21)
        #expect(m.lineCount == 1)
        #expect(m.isTruncated)
    }

    /// Nil width: UILabel's natural single-line size, and Text's ideal size, its one-line size.
    @Test("nil width is the one-line size", arguments: TextMeasurer.Rules.allCases)
    func unlimitedWidth(rules: TextMeasurer.Rules) throws {
        let m = try Self.measurer.get().measure("Some text Some text", font: try inter(), width: nil, rules: rules)
        #expect(m == TextMeasurement(size: Size(width: 168, height: 21), lineCount: 1, isTruncated: false))
    }

    @Test("scale ceils to its device pixels")
    func scale() throws {
        let m = try Self.measurer.get().measure("Some text", font: try inter(), width: nil, scale: 3)
        // 81.548 × 3 = 244.6 → 245 px; 20.5739 × 3 = 61.72 → 62 px.
        #expect(abs(m.size.width - 245.0 / 3) < 1e-9)
        #expect(abs(m.size.height - 62.0 / 3) < 1e-9)
    }

    @Test("empty text measures zero")
    func empty() throws {
        let measurer = try Self.measurer.get()
        for rules in TextMeasurer.Rules.allCases {
            #expect(try measurer.measure("", font: try inter(), width: 100, rules: rules) == TextMeasurement(size: .zero, lineCount: 0, isTruncated: false))
            #expect(try measurer.measure(AttributedText(), width: 100, rules: rules).size == .zero)
        }
    }

    @Test("bad arguments are typed errors")
    func badArguments() throws {
        let measurer = try Self.measurer.get()
        let font = try inter()
        #expect(throws: TextMeasurerError.invalidWidth(-1)) { try measurer.measure("x", font: font, width: -1) }
        #expect(throws: TextMeasurerError.invalidNumberOfLines(-2)) { try measurer.measure("x", font: font, width: nil, numberOfLines: -2) }
        #expect(throws: TextMeasurerError.invalidScale(0)) { try measurer.measure("x", font: font, width: nil, scale: 0) }
        #expect(throws: TextMeasurerError.invalidScale(.infinity)) { try measurer.measure("x", font: font, width: nil, scale: .infinity) }
        // Canvas.maximumScale (16) is the largest.
        #expect(throws: TextMeasurerError.invalidScale(16.5)) { try measurer.measure("x", font: font, width: nil, scale: 16.5) }
        #expect(try measurer.measure("x", font: font, width: nil, scale: 16).size.width > 0)
        do {
            _ = try measurer.measure("x", font: font, width: .nan)
            Issue.record("NaN width accepted")
        } catch {
            guard case .invalidWidth(let w) = error, w.isNaN else { Issue.record("wrong error \(error)"); return }
        }
        // An empty attributed text is checked too.
        #expect(throws: TextMeasurerError.invalidScale(-1)) { try measurer.measure(AttributedText(), width: nil, scale: -1) }
    }

    // MARK: The same as a hand-built view

    struct Case: Sendable, CustomStringConvertible {
        var text: String
        var width: Double?
        var lines: Int
        var scale: Double
        var description: String { "\"\(text.prefix(20))\" w=\(width.map { "\($0)" } ?? "nil") n=\(lines) @\(scale)" }
    }

    static let cases: [Case] = [
        Case(text: "Some text Some text", width: 100, lines: 0, scale: 2),
        Case(text: "Some text Some text", width: 100, lines: 1, scale: 2),
        Case(text: "Some text Some text Some text Some text", width: 120, lines: 2, scale: 3),
        Case(text: "مرحبا بالعالم، هذا نص عربي طويل", width: 90, lines: 0, scale: 2),
        Case(text: "नमस्ते दुनिया यह हिंदी पाठ है", width: 80, lines: 3, scale: 1),
        Case(text: "Hello 👋🏽 world שלום עולם", width: nil, lines: 0, scale: 2),
        Case(text: "Line one\nLine two is longer\nthree", width: 70, lines: 0, scale: 2),
        Case(text: "Supercalifragilisticexpialidocious", width: 40, lines: 0, scale: 2),
        Case(text: "Zero width", width: 0, lines: 0, scale: 2),
        Case(text: "Infinite width", width: .infinity, lines: 2, scale: 2),
    ]

    /// The label as a UIKit user builds it: `Label(font:text:)`, `numberOfLines`, `scale`,
    /// sized by `sizeThatFits`, drawn by `layout(forWidth:)`.
    @Test("label rules equal a hand-built Label", arguments: cases)
    func equalsLabel(_ c: Case) throws {
        let font = try inter()
        let label = Label(font: font, text: c.text)
        label.numberOfLines = c.lines
        label.scale = c.scale
        let offered = c.width ?? 0
        let drawn = try label.layout(forWidth: offered)
        let expected = TextMeasurement(
            size: label.sizeThatFits(Size(width: offered, height: 0)), lineCount: drawn?.lineCount ?? 0,
            isTruncated: drawn?.isTruncated ?? false)
        let m = try Self.measurer.get().measure(c.text, font: font, width: c.width, numberOfLines: c.lines, scale: c.scale)
        #expect(m == expected)
    }

    /// The text as a SwiftUI user builds it: `Text(content)` sized for the proposal.
    @Test("swiftUIText rules equal a hand-built Text", arguments: cases)
    func equalsText(_ c: Case) throws {
        let font = try inter()
        let content = try TextContent(c.text, font: font, lineLimit: c.lines == 0 ? nil : c.lines)
        let proposal = ProposedViewSize(width: c.width, height: nil)
        let size = Text(content, displayScale: c.scale).sizeThatFits(proposal)
        let m = try Self.measurer.get().measure(c.text, font: font, width: c.width, numberOfLines: c.lines, scale: c.scale, rules: .swiftUIText)
        #expect(m.size == size)
        let drawn = try content.layout(width: Text.finiteWidth(proposal), scale: 1)
        #expect(m.lineCount == (drawn?.lineCount ?? 0))
        #expect(m.isTruncated == (drawn?.isTruncated ?? false))
    }

    /// A text style at a Dynamic Type category is `preferredFont(forTextStyle:category:)`,
    /// with its leading, in both rule sets.
    @Test("text style and category", arguments: TextMeasurer.Rules.allCases)
    func textStyle(rules: TextMeasurer.Rules) throws {
        let fonts = try FontCollection.bundled()
        let text = "A caption that wraps onto a few lines at this width"
        let font = try fonts.preferredFont(forTextStyle: .body, category: .accessibilityExtraLarge)
        let measurer = try Self.measurer.get()
        let m = try measurer.measure(text, textStyle: .body, category: .accessibilityExtraLarge, width: 150, numberOfLines: 0, rules: rules)
        #expect(m == (try measurer.measure(text, font: font, width: 150, numberOfLines: 0, rules: rules)))
        #expect(m.lineCount > 1)
        switch rules {
        case .label:
            let label = Label(font: font, text: text)
            label.numberOfLines = 0
            #expect(m.size == label.sizeThatFits(Size(width: 150, height: 0)))
        case .swiftUIText:
            let size = Text(try TextContent(text, font: font)).sizeThatFits(ProposedViewSize(width: 150, height: nil))
            #expect(m.size == size)
        }
    }

    /// Attributed and styled text: the label shows it as `attributedText`; Text as styled runs.
    @Test("attributed and styled text equal the views")
    func attributed() throws {
        let font = try inter()
        let bold = try FontCollection.bundled().font(family: "Inter", size: 17, weight: .bold)
        var text = AttributedText("Some bold ", attributes: TextAttributes(font: bold))
        text.append("and some regular text", attributes: TextAttributes(font: font))
        let label = Label(font: font)
        label.attributedText = text
        label.numberOfLines = 0
        let measurer = try Self.measurer.get()
        #expect(try measurer.measure(text, width: 110).size == label.sizeThatFits(Size(width: 110, height: 0)))
        let content = try TextContent(attributed: text, font: font)
        let textSize = Text(content).sizeThatFits(ProposedViewSize(width: 110, height: nil))
        #expect(try measurer.measure(text, width: 110, rules: .swiftUIText).size == textSize)

        let styled = StyledText(markdown: "Some **bold** and *italic* words to wrap")
        let styledContent = try TextContent(styled: styled, font: font)
        let styledSize = Text(styledContent).sizeThatFits(ProposedViewSize(width: 110, height: nil))
        #expect(try measurer.measure(styled, font: font, width: 110, rules: .swiftUIText).size == styledSize)
    }

    @Test("the prepared-text cache answers a text measured again, at any width or rule")
    func cacheHits() throws {
        let measurer = try TextMeasurer()
        let font = try inter()
        _ = try measurer.measure("Cached text here", font: font, width: 50, numberOfLines: 0)
        let first = measurer.cacheStatistics
        #expect(first.misses == 1 && first.hits == 0 && first.count == 1)
        _ = try measurer.measure("Cached text here", font: font, width: 80, numberOfLines: 2)
        #expect(measurer.cacheStatistics.hits == 1)
        // SwiftUI Text's style for this text is the label's without its strategy: another entry.
        _ = try measurer.measure("Cached text here", font: font, width: 80, rules: .swiftUIText)
        _ = try measurer.measure("Cached text here", font: font, width: 30, rules: .swiftUIText)
        let after = measurer.cacheStatistics
        #expect(after.count == 2 && after.hits == 2)
        // No cache: every call prepares, and the results are the same.
        let uncached = try TextMeasurer(cacheByteLimit: 0)
        #expect(try uncached.measure("Cached text here", font: font, width: 50, numberOfLines: 0)
                == measurer.measure("Cached text here", font: font, width: 50, numberOfLines: 0))
        #expect(uncached.cacheStatistics.count == 0)
    }

    // MARK: Many threads

    /// 10,000 strings mixing the bundled fonts' scripts, from a fixed seed, measured with
    /// varied widths, line limits, scales and rule sets by one thread, then by 8 tasks at once
    /// on a fresh measurer: every result is bit-identical.
    @Test("8 tasks at once give one thread's results, bit for bit")
    func concurrent() async throws {
        let jobs = MixedScriptCorpus(seed: 0x5EED, count: 10_000).jobs
        let font = try inter()
        let single = try TextMeasurer()
        let expected = try jobs.map { job in try single.measure(job, font: font) }

        let shared = try TextMeasurer()
        let results = try await withThrowingTaskGroup(of: [(Int, TextMeasurement)].self) { group in
            for task in 0..<8 {
                group.addTask {
                    var out: [(Int, TextMeasurement)] = []
                    for i in stride(from: task, to: jobs.count, by: 8) {
                        out.append((i, try shared.measure(jobs[i], font: font)))
                    }
                    return out
                }
            }
            var all = [TextMeasurement?](repeating: nil, count: jobs.count)
            for try await part in group {
                for (i, m) in part { all[i] = m }
            }
            return all
        }
        var mismatches = 0
        for (i, m) in results.enumerated() {
            guard let m, m.bits == expected[i].bits else {
                mismatches += 1
                continue
            }
        }
        #expect(mismatches == 0)
        // The corpus is really mixed: some strings wrap, some truncate.
        #expect(expected.contains { $0.lineCount > 1 })
        #expect(expected.contains { $0.isTruncated })
    }
}

extension TextMeasurement {
    /// The size's bit patterns and the counts, for bit-identity.
    var bits: [UInt64] {
        [size.width.bitPattern, size.height.bitPattern, UInt64(lineCount), isTruncated ? 1 : 0]
    }
}

/// Deterministic mixed-script strings: words drawn from the scripts the bundled fonts cover,
/// with a width, line limit, scale and rule set for each.
struct MixedScriptCorpus {
    struct Job: Sendable {
        var text: String
        var width: Double?
        var lines: Int
        var scale: Double
        var rules: TextMeasurer.Rules
    }

    /// Words in Latin, Greek, Cyrillic, Arabic, Hebrew, Devanagari, Bengali, Tamil, Thai,
    /// Georgian, Armenian, Ethiopic, Khmer, Han (in the bundled subset), emoji and digits.
    static let words: [String] = [
        "layout", "measure", "Typesetting", "naïve", "façade",
        "κείμενο", "γραμμή", "текст", "строка", "نص", "العربية", "سطر",
        "טקסט", "שורה", "पाठ", "हिन्दी", "লেখা", "உரை", "ข้อความ", "ภาษาไทย",
        "ტექსტი", "տեքստ", "ጽሑፍ", "អត្ថបទ", "文本", "中文", "😀", "👩🏽‍💻", "2026", "3.14",
    ]

    let jobs: [Job]

    init(seed: UInt64, count: Int) {
        var state = seed
        // SplitMix64: the same sequence on every machine.
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let widths: [Double?] = [nil, 0, 60, 120, 200, 320]
        jobs = (0..<count).map { _ in
            let wordCount = 1 + Int(next() % 12)
            let text = (0..<wordCount).map { _ in Self.words[Int(next() % UInt64(Self.words.count))] }.joined(separator: " ")
            return Job(
                text: text, width: widths[Int(next() % UInt64(widths.count))], lines: Int(next() % 4),
                scale: Double(1 + next() % 3), rules: next() % 2 == 0 ? .label : .swiftUIText)
        }
    }
}

extension TextMeasurer {
    func measure(_ job: MixedScriptCorpus.Job, font: Font) throws -> TextMeasurement {
        try measure(job.text, font: font, width: job.width, numberOfLines: job.lines, scale: job.scale, rules: job.rules)
    }
}
