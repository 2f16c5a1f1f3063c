import Typesetting

/// Lays out one string at every width × numberOfLines × line-break mode and checks the
/// invariants. Returns the violations and counts of typed errors by kind. A
/// `lineSpacingAdjustment` that is not finite or beyond ±`ParagraphStyle.maximumLineSpacingAdjustment`
/// must be refused with `LayoutError.invalidStyle` (an expected error); any other must give
/// finite numbers and lines whose tops never go up (`LayoutChecker`).
package struct TextPropertyRunner: Sendable {
    package let font: Font
    package let collection: FontCollection?

    package init(font: Font, collection: FontCollection?) {
        self.font = font
        self.collection = collection
    }

    package struct Report: Sendable {
        package internal(set) var layouts = 0
        /// Typed errors by kind (`ErrorKind`), expected ones included.
        package internal(set) var errors: [String: Int] = [:]
        package internal(set) var violations: [String] = []
    }

    package func run(_ string: String, alignment: TextAlignment = .natural, direction: WritingDirection = .natural,
                     lineSpacingAdjustment: Double = 0, checkGlyphs: Bool = true) -> Report {
        var report = Report()
        let checker = LayoutChecker(string)
        // Every mode plainly, then word wrapping and tail truncation once more with hyphenation
        // (factor 1, en-US patterns), tightening before truncation and UILabel's strategy.
        let variants = LineBreakMode.allCases.map { ($0, false) } + [(.byWordWrapping, true), (.byTruncatingTail, true)]
        for (mode, hyphenates) in variants {
            var style = ParagraphStyle()
            style.lineBreakMode = mode
            style.alignment = alignment
            style.baseWritingDirection = direction
            style.lineSpacingAdjustment = lineSpacingAdjustment
            if hyphenates {
                style.hyphenationFactor = 1
                style.allowsDefaultTighteningForTruncation = true
                style.lineBreakStrategy = .standard
            }
            let prepared: PreparedText
            do { prepared = try PreparedText(string, font: font, style: style, fontCollection: collection) } catch {
                report.errors[ErrorKind.of(error), default: 0] += 1
                if Self.acceptable(lineSpacingAdjustment) || !isInvalidAdjustment(error) {
                    report.violations.append("prepare failed: \(error)")
                }
                continue
            }
            if !Self.acceptable(lineSpacingAdjustment) {
                report.violations.append("lineSpacingAdjustment \(lineSpacingAdjustment) accepted")
                continue
            }
            checkGrid(prepared, mode: mode, checker: checker, checkGlyphs: checkGlyphs, into: &report)
            checkNegativeLineCount(prepared, mode: mode, into: &report)
            if mode == .byWordWrapping { checkSweep(prepared, into: &report) }
        }
        return report
    }

    /// Every width × line count: bad widths (NaN, negative) must throw `invalidWidth`, every
    /// other layout must pass the checker.
    private func checkGrid(_ prepared: PreparedText, mode: LineBreakMode, checker: LayoutChecker, checkGlyphs: Bool, into report: inout Report) {
        for width in HostileText.widths {
            for lines in HostileText.lineCounts {
                report.layouts += 1
                let context = "mode \(mode) width \(width) lines \(lines)"
                do {
                    let layout = try prepared.layout(width: width, numberOfLines: lines)
                    if width.isNaN || width < 0 {
                        report.violations.append("\(context): no error for a bad width")
                    }
                    for p in checker.check(layout, width: width, mode: mode, numberOfLines: lines, checkGlyphs: checkGlyphs, checkInk: checkGlyphs) {
                        report.violations.append("\(context): \(p)")
                    }
                } catch {
                    report.errors[ErrorKind.of(error), default: 0] += 1
                    if !(width.isNaN || width < 0) || error != .invalidWidth(width) && !(width.isNaN && isInvalidNaN(error)) {
                        report.violations.append("\(context): unexpected \(error)")
                    }
                }
            }
        }
    }

    /// numberOfLines −1 must throw `invalidNumberOfLines(-1)`.
    private func checkNegativeLineCount(_ prepared: PreparedText, mode: LineBreakMode, into report: inout Report) {
        do {
            _ = try prepared.layout(width: 100, numberOfLines: -1)
            report.violations.append("mode \(mode): numberOfLines -1 accepted")
        } catch {
            report.errors[ErrorKind.of(error), default: 0] += 1
            if error != .invalidNumberOfLines(-1) { report.violations.append("numberOfLines -1: \(error)") }
        }
    }

    /// More width never gives more lines (greedy byWordWrapping, numberOfLines 0).
    private func checkSweep(_ prepared: PreparedText, into report: inout Report) {
        var previous = Int.max
        var previousWidth = 0.0
        for width in HostileText.sweep {
            report.layouts += 1
            guard let layout = try? prepared.layout(width: width) else {
                report.violations.append("sweep width \(width) threw"); continue
            }
            if layout.lineCount > previous {
                report.violations.append("\(layout.lineCount) lines at width \(width) but \(previous) at \(previousWidth)")
            }
            previous = layout.lineCount
            previousWidth = width
        }
    }

    /// Whether the engine must accept `adjustment` as a `lineSpacingAdjustment`.
    package static func acceptable(_ adjustment: Double) -> Bool {
        adjustment.isFinite && abs(adjustment) <= ParagraphStyle.maximumLineSpacingAdjustment
    }

    /// The typed refusal of an unacceptable `lineSpacingAdjustment` (compared by field: NaN is
    /// never equal to itself).
    private func isInvalidAdjustment(_ error: LayoutError) -> Bool {
        if case .invalidStyle(let field, let value) = error { return field == "lineSpacingAdjustment" && !Self.acceptable(value) }
        return false
    }

    /// NaN is never equal to itself, so `.invalidWidth(.nan) != .invalidWidth(.nan)`.
    private func isInvalidNaN(_ error: LayoutError) -> Bool {
        if case .invalidWidth(let w) = error { return w.isNaN }
        return false
    }
}
