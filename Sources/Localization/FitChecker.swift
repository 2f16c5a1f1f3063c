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
