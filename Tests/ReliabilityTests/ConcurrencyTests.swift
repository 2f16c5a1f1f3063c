import Foundation
import Testing
import Typesetting

/// 8 tasks at once measuring the same and different texts, with shared and separate
/// PreparedText, FontFace and FontCollection objects: the results must equal sequential ones.
@Suite("Concurrency: parallel measuring equals sequential measuring")
struct ConcurrencyTests {
    static let texts = [
        "Hello, world! שלום 123",
        "The quick brown fox jumps over the lazy dog, again and again and again.",
        "مرحبا بالعالم 😀👍🏽 日本語のテキストを折り返す",
        "ภาษาไทยไม่มีช่องว่าง\tและ\tแท็บ",
        String(repeating: "e\u{301}", count: 200),
        "co\u{AD}op\u{AD}er\u{AD}ate\u{2028}next\u{2029}para",
        "👨\u{200D}👩\u{200D}👧 family — and a long-ish sentence to wrap",
        "abc \u{202E}reversed\u{202C} def",
    ]
    static let widths: [Double?] = [nil, 0, 37.5, 100, 240]

    static func measure(_ prepared: PreparedText) throws -> [LayoutDigest] {
        var out: [LayoutDigest] = []
        for width in widths {
            for lines in [0, 2] { out.append(LayoutDigest(try prepared.layout(width: width, numberOfLines: lines))) }
        }
        return out
    }

    static func sequential() throws -> [[LayoutDigest]] {
        try texts.map { try measure(Fixtures.prepare($0, mode: .byTruncatingTail)) }
    }

    /// Task i prepares and measures text i % 8 itself; 8 tasks × 3 rounds, so the same text is
    /// prepared in several tasks at once and different texts run side by side.
    @Test func separatePreparationsInParallel() async throws {
        let expected = try Self.sequential()
        let results = try await withThrowingTaskGroup(of: (Int, [LayoutDigest]).self) { group in
            for task in 0..<24 {
                group.addTask {
                    let k = task % Self.texts.count
                    return (k, try Self.measure(Fixtures.prepare(Self.texts[k], mode: .byTruncatingTail)))
                }
            }
            var all: [(Int, [LayoutDigest])] = []
            for try await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 24)
        for (k, digests) in results { #expect(digests == expected[k], "text \(k)") }
    }

    /// One PreparedText per text, shared by 8 tasks that lay it out at once.
    @Test func sharedPreparedTextInParallel() async throws {
        let prepared = try Self.texts.map { try Fixtures.prepare($0, mode: .byTruncatingTail) }
        let expected = try prepared.map(Self.measure)
        for (k, p) in prepared.enumerated() {
            let results = try await withThrowingTaskGroup(of: [LayoutDigest].self) { group in
                for _ in 0..<8 { group.addTask { try Self.measure(p) } }
                var all: [[LayoutDigest]] = []
                for try await r in group { all.append(r) }
                return all
            }
            #expect(results.count == 8)
            #expect(results.allSatisfy { $0 == expected[k] }, "text \(k)")
        }
    }

    /// Fresh faces opened from the same bytes in 8 tasks, and a fresh collection whose
    /// fallback faces are opened by 8 tasks at once: each task gets the same metrics and
    /// widths, and the collection hands every task the same (shared) face objects.
    @Test func facesAndCollectionsOpenedInParallel() async throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Fixtures.fontsDirectory + "/Inter-Roman.var.ttf"))
        let collection = try FontCollection(directory: Fixtures.fontsDirectory, usesSystemFonts: false)
        struct Result: Sendable, Equatable {
            var metrics: [FontMetrics]
            var widths: [Double]
            var fallbackIDs: [ObjectIdentifier]
        }
        func work() throws -> Result {
            let face = try FontFace(data: data, name: "Inter")
            var metrics: [FontMetrics] = []
            var widths: [Double] = []
            for weight in [Font.Weight.light, .regular, .bold, .black] {
                let font = try Font(face: face, size: 17, weight: weight)
                metrics.append(font.metrics)
                widths.append(try PreparedText("Hello, world! שלום 123", font: font, fontCollection: collection).layout(width: nil).size.width)
            }
            return Result(metrics: metrics, widths: widths, fallbackIDs: try collection.fallbackFaces().map { ObjectIdentifier($0) })
        }
        let results = try await withThrowingTaskGroup(of: Result.self) { group in
            for _ in 0..<8 { group.addTask { try work() } }
            var all: [Result] = []
            for try await r in group { all.append(r) }
            return all
        }
        let first = try #require(results.first)
        #expect(results.allSatisfy { $0 == first })
        // Widths grow with the weight on Inter's wght axis (light < regular < bold < black).
        #expect(first.widths == first.widths.sorted() && Set(first.widths).count == 4)
    }
}
