import Synchronization
import Typesetting

/// A bounded, thread-safe cache of prepared texts keyed by everything preparing reads: the
/// attributed text (its string and every run's attributes, fonts included) and the paragraph
/// style. The font collection is not in the key: one cache serves one collection
/// (`TextMeasurer` owns one of each).
///
/// `Label` and `TextContent` ask it for their prepared text instead of preparing it
/// themselves when one is given, so the rules that build the content and the style stay
/// theirs. Entries are charged their estimated bytes (`PreparedParagraph.estimatedByteCount`
/// plus a fixed overhead a paragraph) against `byteLimit`; the least recently used go first.
final class PreparedTextCache: Sendable {
    struct Key: Hashable, Sendable {
        var text: AttributedText
        var style: ParagraphStyle
    }

    /// What a prepared paragraph costs on the heap beyond its arrays' elements: about 470
    /// bytes measured by the benchmark (README, "prepared size"), rounded up.
    static let paragraphOverhead = 512

    let byteLimit: Int
    let fontCollection: FontCollection
    private let entries: Mutex<ByteBudgetLRU<Key, PreparedText>>

    init(byteLimit: Int, fontCollection: FontCollection) {
        self.byteLimit = byteLimit
        self.fontCollection = fontCollection
        entries = Mutex(ByteBudgetLRU(byteLimit: byteLimit))
    }

    /// The text prepared with `style`, from the cache or prepared now (outside the lock, so
    /// threads prepare different texts at once) and kept.
    func prepared(_ text: AttributedText, style: ParagraphStyle) throws(LayoutError) -> PreparedText {
        guard byteLimit > 0 else { return try PreparedText(text, style: style, fontCollection: fontCollection) }
        let key = Key(text: text, style: style)
        if let hit = entries.withLock({ $0.value(for: key) }) { return hit }
        let prepared = try PreparedText(text, style: style, fontCollection: fontCollection)
        let cost = prepared.paragraphs.reduce(0) { $0 + $1.estimatedByteCount + Self.paragraphOverhead }
            + text.string.utf8.count + ByteBudgetLRU<Key, PreparedText>.slotBytes
        entries.withLock { $0.insert(prepared, for: key, cost: cost) }
        return prepared
    }

    /// Hits, misses and entries so far (for tests and the benchmark).
    var statistics: (hits: Int, misses: Int, count: Int) {
        entries.withLock { ($0.hits, $0.misses, $0.count) }
    }
}
