import Dispatch
import Foundation
import Graphics
import LabelHost
import RepresentableKit
import Synchronization
import Typesetting

/// Checks that every string of a set of catalogs fits its label: each key × language ×
/// plural form (and device, array item) × Dynamic Type category is laid out exactly as
/// `Label` lays it out (UILabel semantics: `numberOfLines`, `lineBreakMode`, autoshrink with
/// `minimumScaleFactor`, the bundled fallback chain) with the string's language on its
/// attributes, so shaping and line breaking follow the language.
///
/// Checks:
/// - **truncated / clipped**: the text does not fit `width` × `numberOfLines`. The overflow
///   in points is, for one line, the natural single-line width minus the width (plus the
///   widths of later paragraphs, which a one-line label does not show); for n
///   lines, the width of the wrapped lines past the n-th plus any excess of a line wider
///   than the label; in lines, the lines needed at the width minus n. With autoshrink it is
///   measured at the scale the label draws at.
/// - **shrinks-below-minimum**: autoshrink would need a smaller scale than allowed.
/// - **missing-glyphs**: no font in the chain has some character.
/// - **grows** (a warning): the natural width exceeds the source language's by more than
///   `growthWarningPercent`.
public struct FitChecker: Sendable {
    /// The label used where the constraints set nothing.
    public var base: FitLabel
    /// Per-key labels, samples and the growth limit.
    public var constraints: FitConstraints
    /// The growth warning limit in percent when the constraints do not set one.
    public var growthWarningPercent: Double
    /// Also check a pseudo-localized copy (`Pseudolocalization`) of every source string.
    public var pseudolocalize: Bool
    /// Where fonts and fallbacks come from.
    public var fontCollection: FontCollection
    /// The development language for catalogs that do not name one.
    public var sourceLanguage: String
    /// Whether String Catalog (`.xcstrings`) values are measured as SwiftUI shows them: as
    /// inline Markdown, styled and without the syntax (`**Jetzt kaufen**` bold, no asterisks).
    /// A String Catalog's keys are what SwiftUI's `Text` literals (`LocalizedStringKey`)
    /// extract, and `Text` parses the localized value as inline Markdown; a value with no
    /// Markdown syntax measures exactly as plain text. Other formats (`.strings`, XLIFF,
    /// Android, gettext) are always plain. True by default; false measures every value as
    /// plain text (`fit --markdown off`).
    public var measuresMarkdown = true
    private let fontMemo = FontMemo()
    /// The part of the work to do, by key; nil for all of it.
    public var shard: FitShard? = nil
    /// Check only the keys a constraints entry matches (`FitConstraints.rule(for:)`, `fit
    /// --only-listed`); false checks every key, the others in the defaults' label.
    public var onlyListed = false

    /// A checker with the label `base` for keys the constraints do not cover.
    public init(base: FitLabel, constraints: FitConstraints = FitConstraints(), growthWarningPercent: Double = 100,
                pseudolocalize: Bool = false, fontCollection: FontCollection, sourceLanguage: String = "en") {
        self.base = base
        self.constraints = constraints
        self.growthWarningPercent = growthWarningPercent
        self.pseudolocalize = pseudolocalize
        self.fontCollection = fontCollection
        self.sourceLanguage = sourceLanguage
    }

    /// Strings that share a key and variant (all their languages), checked together so the
    /// source is measured once for the growth check.
    struct Group: Sendable {
        var strings: [LocalizedString]
        var sourceLanguage: String
        /// Measure the values as inline Markdown (a String Catalog's, with `measuresMarkdown`).
        var markdown = false
        /// The label the catalog itself gives the key (`Catalog.labels`), if any.
        var label: FitLabel? = nil
    }

    /// Checks every string of `catalogs` on `jobs` threads (0: one per processor). The
    /// results come in the same order whatever `jobs` is. `progress` is called with
    /// (groups done, groups total) from the worker threads.
    /// Android `@string/` references are resolved first (`CatalogReader.resolvingReferences`);
    /// strings marked not translatable are checked in the source language only. `keeping`
    /// says which results the report holds: `.problems` keeps failures and warnings and only
    /// counts the passes, so a large run holds little more than what it found.
    public func check(_ catalogs: [Catalog], jobs: Int = 0, keeping retention: FitRetention = .all,
                      progress: (@Sendable (Int, Int) -> Void)? = nil) -> FitReport {
        let catalogs = CatalogReader.resolvingReferences(catalogs, sourceLanguage: sourceLanguage)
        var run = Run(checker: self, jobs: jobs, retention: retention, results: nil)
        run.check(catalogs, progress: progress)
        return run.finish()
    }

    /// Checks strings as `read` hands them over, a chunk at a time (as
    /// `CatalogReader.read(_:chunkKeys:_:)` gives them), so no catalog is ever held whole:
    /// the same report as `check(_:)` on all the chunks at once, provided a key's strings
    /// never span two chunks (Android `@string/` references are not resolved). With
    /// `results`, the results kept go there in order as each chunk is done, instead of into
    /// the report. When `read` throws, nothing is reported and the error is rethrown.
    /// `progress` is called with the groups (keys × variants) done so far.
    public func check(reading read: (_ chunk: ([Catalog]) -> Void) throws(CatalogError) -> Void, jobs: Int = 0,
                      keeping retention: FitRetention = .all, results: (([FitResult]) -> Void)? = nil,
                      progress: (@Sendable (Int) -> Void)? = nil) throws(CatalogError) -> FitReport {
        var run = Run(checker: self, jobs: jobs, retention: retention, results: results)
        var chunkProgress: (@Sendable (Int, Int) -> Void)? = nil
        if let progress { chunkProgress = { done, _ in progress(done) } }
        // Reading and checking overlap: a chunk is checked on the workers in the background
        // while the next is read (and the one before handed to `results`) on this thread, so
        // no core waits for the reader. At most one chunk is in flight.
        let inFlight = InFlight()
        let each: ([Catalog]) -> Void = { chunk in
            guard let batch = run.prepare(chunk) else { return }
            let previous = inFlight.wait()
            inFlight.start(batch, checker: self, jobs: jobs, retention: retention, progress: chunkProgress)
            if let previous { run.absorb(previous) }
        }
        do {
            try read(each)
        } catch {
            _ = inFlight.wait()
            throw error
        }
        if let last = inFlight.wait() { run.absorb(last) }
        return run.finish()
    }

    /// The chunk being checked in the background (`check(reading:)`), if any.
    final class InFlight: Sendable {
        private let group = DispatchGroup()
        private let checked = Mutex<Run.Checked?>(nil)

        /// Checks `batch` on `jobs` workers in the background.
        func start(_ batch: Run.Batch, checker: FitChecker, jobs: Int, retention: FitRetention,
                   progress: (@Sendable (Int, Int) -> Void)?) {
            DispatchQueue.global().async(group: group) {
                let result = Run.execute(batch, checker: checker, jobs: jobs, retention: retention, progress: progress)
                self.checked.withLock { $0 = result }
            }
        }

        /// Waits for the chunk in flight; its results (nil when none was).
        func wait() -> Run.Checked? {
            group.wait()
            return checked.withLock { c in
                defer { c = nil }
                return c
            }
        }
    }

    /// A check in progress: chunks of catalogs checked in turn, each on all the workers, the
    /// results kept in order.
    struct Run {
        let checker: FitChecker
        let jobs: Int
        let retention: FitRetention
        let sink: (([FitResult]) -> Void)?
        var results: [FitResult] = []
        var ordinals: [Int] = []
        var errors: [FitError] = []
        var counts = FitCounts()
        var keys = Set<String>()
        var languages = Set<String>()
        var groupsSeen = 0
        /// Groups handed to the workers so far (after the shard's choice).
        var groupsQueued = 0

        init(checker: FitChecker, jobs: Int, retention: FitRetention, results sink: (([FitResult]) -> Void)?) {
            self.checker = checker
            self.jobs = jobs
            self.retention = retention
            self.sink = sink
        }

        /// A chunk's groups, ready for the workers.
        struct Batch: Sendable {
            var groups: [Group]
            /// Each group's position among all of the run's groups.
            var ordinals: [Int]
            /// Groups checked before this chunk (for progress).
            var doneBefore: Int
        }

        /// A chunk's results, in group order, with their groups' ordinals (sharded runs) and
        /// the chunk's counts.
        struct Checked: Sendable {
            var results: [FitResult]
            var ordinals: [Int]
            var counts: FitCounts
        }

        mutating func check(_ catalogs: [Catalog], progress: (@Sendable (Int, Int) -> Void)?) {
            guard let batch = prepare(catalogs) else { return }
            absorb(Self.execute(batch, checker: checker, jobs: jobs, retention: retention, progress: progress))
        }

        /// Notes the chunk's problems, keys, strings and languages and groups its strings; nil
        /// when none of its groups is to be checked.
        mutating func prepare(_ catalogs: [Catalog]) -> Batch? {
            errors += catalogs.flatMap { $0.problems.map(FitError.catalog) }
            for catalog in catalogs { for s in catalog.strings { keys.insert(s.key) } }
            var groups = FitChecker.groups(
                catalogs, sourceLanguage: checker.sourceLanguage, pseudo: checker.pseudolocalize, markdown: checker.measuresMarkdown)
            var groupOrdinals = Array(groupsSeen..<groupsSeen + groups.count)
            groupsSeen += groups.count
            if let shard = checker.shard {
                let kept = groups.indices.filter { shard.contains(key: groups[$0].strings.first?.key ?? "") }
                groups = kept.map { groups[$0] }
                groupOrdinals = kept.map { groupOrdinals[$0] }
            }
            if checker.onlyListed {
                let kept = groups.indices.filter { checker.constraints.rule(for: groups[$0].strings.first?.key ?? "") != nil }
                groups = kept.map { groups[$0] }
                groupOrdinals = kept.map { groupOrdinals[$0] }
            }
            guard !groups.isEmpty else { return nil }
            for g in groups {
                counts.strings += Set(g.strings.map { StringIdentity(pluralForm: $0.pluralForm, language: $0.language) }).count
                for s in g.strings { languages.insert(s.language) }
            }
            defer { groupsQueued += groups.count }
            return Batch(groups: groups, ordinals: groupOrdinals, doneBefore: groupsQueued)
        }

        /// Checks a chunk's groups on `jobs` workers (0: one per processor). Workers take the
        /// next unchecked group as they finish one, so both cores stay busy to the chunk's end.
        static func execute(_ batch: Batch, checker: FitChecker, jobs: Int, retention: FitRetention,
                            progress: (@Sendable (Int, Int) -> Void)?) -> Checked {
            let groups = batch.groups
            let workers = max(1, min(jobs > 0 ? jobs : ProcessInfo.processInfo.activeProcessorCount, groups.count))
            // Results are appended in group order as groups finish; a group done ahead of its
            // turn waits in `pending` (at most about one a worker). Collecting every group's array
            // and concatenating at the end would hold the kept results twice at the peak.
            struct Merge: ~Copyable {
                var results: [FitResult] = []
                var ordinals: [Int] = []
                var pending: [Int: [FitResult]] = [:]
                var next = 0
            }
            let merge = Mutex(Merge())
            let tally = Mutex(FitCounts())
            let next = Atomic<Int>(0)
            let done = Atomic<Int>(batch.doneBefore)
            let total = batch.doneBefore + groups.count
            let ordinals = batch.ordinals
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                var counts = FitCounts()
                while true {
                    let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard i < groups.count else { break }
                    var results = checker.check(groups[i])
                    for r in results { counts.add(r.status) }
                    if retention == .problems { results.removeAll { $0.status == .pass } }
                    merge.withLock { m in
                        m.pending[i] = results
                        while let ready = m.pending.removeValue(forKey: m.next) {
                            m.results.append(contentsOf: ready)
                            if checker.shard != nil { m.ordinals += repeatElement(ordinals[m.next], count: ready.count) }
                            m.next += 1
                        }
                    }
                    let finished = done.wrappingAdd(1, ordering: .relaxed).newValue
                    progress?(finished, total)
                }
                tally.withLock { $0.add(counts) }
            }
            return merge.withLock { m in
                let checked = Checked(results: m.results, ordinals: m.ordinals, counts: tally.withLock { $0 })
                m.results = []
                m.ordinals = []
                return checked
            }
        }

        /// Takes a checked chunk's counts and results (into the sink, or kept).
        mutating func absorb(_ checked: Checked) {
            counts.add(checked.counts)
            if let sink {
                // A sharded run's ordinals are kept even so: the report lists them.
                ordinals += checked.ordinals
                sink(checked.results)
            } else if results.isEmpty {
                results = checked.results
                ordinals = checked.ordinals
            } else {
                results += checked.results
                ordinals += checked.ordinals
            }
        }

        /// The report: the results kept, the catalogs' problems then the constraints' keys
        /// that no catalog has.
        func finish() -> FitReport {
            var errors = self.errors
            for unknown in checker.constraints.unknownKeys(among: keys) {
                errors.append(.unknownKey(key: unknown.key, path: unknown.path, file: checker.constraints.file))
            }
            var counts = self.counts
            counts.languages = languages.count
            var report = FitReport(results: results, errors: errors, counts: counts)
            if checker.shard != nil {
                report.groupOrdinals = ordinals
                report.groupCount = groupsSeen
            }
            return report
        }
    }

    /// What tells a group's strings apart (the group shares key, context, device and index).
    private struct StringIdentity: Hashable { var pluralForm: String?; var language: String }

    static func groups(_ catalogs: [Catalog], sourceLanguage: String, pseudo: Bool, markdown: Bool = false) -> [Group] {
        struct Identity: Hashable { var context: String?; var key: String; var device: String?; var index: Int? }
        var order: [Identity] = []
        var members: [Identity: Group] = [:]
        for catalog in catalogs {
            let source = catalog.sourceLanguage ?? sourceLanguage
            for s in catalog.strings {
                let id = Identity(context: s.context, key: s.key, device: s.device, index: s.arrayIndex)
                if members[id] == nil {
                    order.append(id)
                    members[id] = Group(strings: [], sourceLanguage: source, markdown: markdown && catalog.format == .stringCatalog,
                                        label: catalog.labels[s.key])
                }
                members[id]!.strings.append(s)
            }
        }
        return order.map { id in
            var g = members[id]!
            // Text that is not translated is shown as written: only its source is checked,
            // and a copy in another language (lint's ExtraTranslation) is not compared.
            let translatable = g.strings.allSatisfy(\.isTranslatable)
            if !translatable { g.strings.removeAll { $0.language != g.sourceLanguage } }
            if pseudo && translatable {
                g.strings += g.strings.filter { $0.language == g.sourceLanguage }.map { s in
                    var p = s
                    p.language = Pseudolocalization.language
                    p.value = Pseudolocalization.pseudolocalize(s.value)
                    p.state = nil
                    return p
                }
            }
            return g
        }
    }

    func check(_ group: Group) -> [FitResult] {
        var markdownWork = 0
        return check(group, markdownWork: &markdownWork)
    }

    /// `check(_:)`, adding the inline Markdown parser's work (`InlineMarkdown.parseCountingWork`)
    /// to `markdownWork`: each value is parsed once, however many categories measure it.
    func check(_ group: Group, markdownWork: inout Int) -> [FitResult] {
        // The source string each translation is compared with: the source of the same plural
        // form, else "other", else the one without forms, else the first.
        let sources = group.strings.indices.filter { group.strings[$0].language == group.sourceLanguage }
        func sourceIndex(for s: LocalizedString) -> Int? {
            sources.first { group.strings[$0].pluralForm == s.pluralForm } ?? sources.first { group.strings[$0].pluralForm == "other" }
                ?? sources.first { group.strings[$0].pluralForm == nil } ?? sources.first
        }
        // Every string is measured once; a translation's growth uses its source's own result
        // (the same key, so the same label, and the same sampled text and category).
        let key = group.strings.first?.key ?? ""
        let rule = constraints.rule(for: key)
        let spec: FitLabel
        if var own = group.label {
            // A label the file gives (an Interface Builder object's box): an entry for the key
            // still applies over it; the categories are the run's.
            own.categories = constraints.defaults.categories ?? base.categories
            spec = rule.map { $0.fields.applied(to: own) } ?? own
        } else {
            spec = constraints.spec(for: key, base: base)
        }
        let keySamples = rule?.samples
        var out: [FitResult] = []
        out.reserveCapacity(group.strings.count * spec.categories.count)
        // A string whose sampled text equals an earlier one's in the same language (plural
        // forms a language does not tell apart, "one" and "other" of `%@ Fotos` in Japanese)
        // is laid out exactly as that one: its results are copied, with the string replaced.
        var measured: [(language: String, text: String, first: Int)] = []
        for s in group.strings {
            let (text, samples) = constraints.samples.substituteRecording(s.value, pluralForm: s.pluralForm, language: s.language, key: keySamples)
            // Equal code units, not `==` (which takes canonically equivalent text as equal,
            // though it may shape differently).
            if let same = measured.first(where: { $0.language.utf8.elementsEqual(s.language.utf8) && $0.text.utf8.elementsEqual(text.utf8) }) {
                for c in spec.categories.indices {
                    var copy = out[same.first + c]
                    copy.string = s
                    out.append(copy)
                }
                continue
            }
            measured.append((s.language, text, out.count))
            var styled: StyledText?
            if group.markdown, InlineMarkdown.mayHaveSyntax(text) {
                let parsed = InlineMarkdown.parseCountingWork(text)
                markdownWork += parsed.work
                styled = StyledText(runs: parsed.runs)
            }
            for category in spec.categories {
                var result = measure(s, text: text, spec: spec, category: category, markdown: group.markdown, styled: styled)
                result.samples = samples
                out.append(result)
            }
        }
        let limit = constraints.growthWarningPercent ?? growthWarningPercent
        for (i, s) in group.strings.enumerated() where s.language != group.sourceLanguage {
            guard let source = sourceIndex(for: s) else { continue }
            for c in spec.categories.indices {
                let width = out[source * spec.categories.count + c].naturalWidth
                guard width > 0 else { continue }
                let k = i * spec.categories.count + c
                let growth = (out[k].naturalWidth / width - 1) * 100
                out[k].growthPercent = growth
                if growth > limit { out[k].problems.append(.grows(percent: growth, limit: limit)) }
            }
        }
        return out
    }

    /// The font of `spec` at `category` (looked up once per collection, font and category).
    public func font(for spec: FitLabel, category: Font.ContentSizeCategory) throws(FontError) -> Font {
        let key = FontMemo.Key(collection: ObjectIdentifier(fontCollection), choice: spec.font, category: category)
        if let font = fontMemo.fonts.withLock({ $0[key] }) { return font }
        let font = try lookUpFont(for: spec, category: category)
        fontMemo.fonts.withLock { $0[key] = font }
        return font
    }

    /// Fonts already looked up: a check runs once per string and category, and the lookup
    /// (family matching, the text style's size) is the same every time.
    final class FontMemo: Sendable {
        struct Key: Hashable { var collection: ObjectIdentifier; var choice: FitLabel.FontChoice; var category: Font.ContentSizeCategory }
        let fonts = Mutex<[Key: Font]>([:])
    }

    private func lookUpFont(for spec: FitLabel, category: Font.ContentSizeCategory) throws(FontError) -> Font {
        switch spec.font {
        case .textStyle(let style):
            return try fontCollection.preferredFont(forTextStyle: style, category: category)
        case .family(let family, let size, let style):
            // UIFontMetrics scales a custom font by the style's size at the category over its
            // size at Large (UIKit documentation of scaledFont(for:)).
            let scaled = size * style.pointSize(for: category) / style.pointSize(for: .large)
            return try fontCollection.font(family: family, size: scaled, weight: style.weight)
        case .fixed(let family?, let size, let weight):
            return try fontCollection.font(family: family, size: size, weight: weight)
        case .fixed(nil, let size, let weight):
            return try fontCollection.systemFont(ofSize: size, weight: weight)
        }
    }

    /// Lays `text` (the sampled value of `string`) out in `spec`'s label at `category`
    /// (`FitChecker.label(...)`, measured by `Label.fit(width:)`); with
    /// `markdown`, as SwiftUI's inline Markdown (styled, the syntax removed). `styled`, when
    /// given, is `text` already parsed (`StyledText(markdown:)`), so that measuring one value
    /// at many categories parses it once.
    public func measure(_ string: LocalizedString, text: String, spec: FitLabel, category: Font.ContentSizeCategory,
                        markdown: Bool = false, styled: StyledText? = nil) -> FitResult {
        var result = FitResult(string: string, text: text, spec: spec, category: category, pointSize: 0, naturalWidth: 0,
                               linesNeeded: 0, scaleFactor: 1, drawnSize: .zero, growthPercent: nil, problems: [])
        result.isMarkdown = markdown
        do {
            let font = try self.font(for: spec, category: category)
            result.pointSize = font.pointSize
            let label = FitChecker.label(text: text, language: string.language, font: font, spec: spec, fonts: fontCollection,
                                         markdown: markdown, styled: styled)
            guard let fit = try label.fit(width: spec.width) else { return result }
            result.naturalWidth = fit.naturalWidth
            result.scaleFactor = fit.scaleFactor
            result.drawnSize = fit.drawnSize
            result.linesNeeded = fit.linesNeeded
            result.neededHeight = fit.neededHeight
            result.boxHeight = fit.boxHeight
            if let overflow = fit.overflow {
                let truncates = spec.lineBreakMode.isTruncating && fit.isTruncated
                result.problems.append(truncates ? .truncated(points: overflow.points, lines: overflow.lines)
                                                 : .clipped(points: overflow.points, lines: overflow.lines))
                if let required = overflow.requiredScale {
                    result.problems.append(.shrinksBelowMinimum(required: required, minimum: spec.minimumScaleFactor))
                }
            }
            if fit.missingGlyphs > 0 { result.problems.append(.missingGlyphs(fit.missingGlyphs)) }
        } catch {
            result.problems.append(.layoutFailed("\(error)"))
        }
        return result
    }

    /// The label a string is shown in: `Label` with the spec's settings and the string's
    /// language on its attributes; with `markdown` (a value SwiftUI's `Text` shows), the text's
    /// inline Markdown styled (`AttributedText(markdown:attributes:)`, or `styled`, the text
    /// already parsed). In a text-style font the label spaces lines by the style's leading,
    /// as UILabel and SwiftUI's `Text` both do (`Label`), Markdown or not.
    public static func label(text: String, language: String, font: Font, spec: FitLabel, fonts: FontCollection,
                             markdown: Bool = false, styled: StyledText? = nil) -> Label {
        let label = Label(font: font)
        var style = ParagraphStyle()
        style.lineBreakMode = spec.lineBreakMode
        label.paragraphStyle = style
        let attributes = TextAttributes(font: font, language: language == Pseudolocalization.language ? "en" : language)
        if markdown, let styled {
            label.attributedText = styled.attributedText(base: attributes, fontCollection: fonts)
        } else {
            label.attributedText = markdown
                ? AttributedText(markdown: text, attributes: attributes, fontCollection: fonts)
                : AttributedText(text, attributes: attributes)
        }
        label.numberOfLines = spec.numberOfLines
        label.adjustsFontSizeToFitWidth = spec.minimumScaleFactor > 0
        label.minimumScaleFactor = spec.minimumScaleFactor
        label.fontCollection = fonts
        return label
    }
}
