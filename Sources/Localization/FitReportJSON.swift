import JSON
import Typesetting

extension FitResult {
    /// The result as `textmetrics fit --json` writes it: the string (key, language, plural
    /// form, device, array index, context, state, file, line, base text), the text measured,
    /// the category and point size, the label (width, numberOfLines, font, lineBreakMode,
    /// minimumScaleFactor), the status, the measurements, the placeholders' samples and the
    /// problems (each its `kind`, `FitProblem.name`, and `message`).
    public var jsonValue: JSONValue {
        func optional(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
        let s = string
        let font: JSONValue
        switch spec.font {
        case .textStyle(let style): font = .fields([("textStyle", .string(style.rawValue))])
        case .family(let f, let size, let style): font = .fields([("family", .string(f)), ("size", .number(size)), ("textStyle", .string(style.rawValue))])
        case .fixed(let f, let size, let weight):
            font = .fields([("family", .string(f ?? "system")), ("size", .number(size)), ("weight", .number(weight.value))])
        }
        return .fields([
            ("key", .string(s.key)), ("language", .string(s.language)), ("pluralForm", optional(s.pluralForm)),
            ("device", optional(s.device)), ("arrayIndex", s.arrayIndex.map { .int($0) } ?? .null), ("context", optional(s.context)),
            ("state", optional(s.state)), ("file", .string(s.location.file)), ("line", s.location.line.map { .int($0) } ?? .null),
            ("baseText", optional(s.baseText)), ("text", .string(text)), ("category", .string(FitReportCells.category(category))),
            ("pointSize", .number(pointSize)),
            ("label", .fields([("width", .number(spec.width)), ("numberOfLines", .int(spec.numberOfLines)), ("font", font),
                               ("lineBreakMode", .string(spec.lineBreakMode.rawValue)), ("minimumScaleFactor", .number(spec.minimumScaleFactor))])),
            ("status", .string(status.rawValue)), ("naturalWidth", .number(naturalWidth)), ("linesNeeded", .int(linesNeeded)),
            ("scaleFactor", .number(scaleFactor)), ("overflowPoints", .number(overflowPoints)), ("overflowLines", .int(overflowLines)),
            ("growthPercent", growthPercent.map { .number($0) } ?? .null),
            ("samples", .array(samples.map { p in
                .fields([("placeholder", .string(p.placeholder)), ("argument", p.argument.map { .int($0) } ?? .null),
                         ("sample", .string(p.sample)), ("from", .string(p.origin.rawValue))])
            })),
            ("problems", .array(problems.map { p in .fields([("kind", .string(p.name)), ("message", .string(p.description))]) })),
        ])
    }
}

extension FitReport {
    /// Writes the report as one line of JSON, `{"summary":…,"results":[…],"errors":[…]}`
    /// (`FitResult.jsonValue` a result), a result at a time: a tree of every result would hold
    /// the run twice over.
    public func writeJSON(to target: inout some TextOutputStream) {
        writeJSON(sharded: nil, to: &target)
    }

    /// Writes a shard's report (`FitChecker.shard`): the JSON of `writeJSON(to:)` with a
    /// `"shard"` member (`FitShardFile.member`: the part, the run's identity, a digest of the
    /// results, and each result's key × variant position in the whole run), which
    /// `FitShardFile` reads back to check the file and `FitShardFile.merge(_:)` to restore the
    /// whole run's order.
    public func writeJSON(shard: FitShard, of run: FitShardRun, to target: inout some TextOutputStream) {
        writeJSON(sharded: (shard, run), to: &target)
    }

    private func writeJSON(sharded shard: (FitShard, FitShardRun)?, to target: inout some TextOutputStream) {
        var digest = FitShard.Digest()
        let c = counts
        Self.writeJSON(summary: (c.checks, c.failed, c.warnings, c.passed), errors: errors.map(\.description), to: &target) { target in
            for (i, r) in results.enumerated() {
                let text = r.jsonValue.serialized()
                if shard != nil { FitShardFile.add(result: text, to: &digest) }
                target.write((i == 0 ? "" : ",") + text)
            }
            return shardMember(shard, digest)
        }
    }

    /// The `"shard"` member of a shard's report whose results' digest is `digest`; nil for
    /// a report of a whole run.
    func shardMember(_ shard: (FitShard, FitShardRun)?, _ digest: FitShard.Digest) -> JSONValue? {
        shard.map { FitShardFile.member(shard: $0.0, run: $0.1, results: digest, ordinals: groupOrdinals, errors: errors.map(\.description)) }
    }

    /// The report's JSON around results that `writeResults` writes (comma-separated objects);
    /// it returns the `"shard"` member to end with, if any (known once the results are written).
    static func writeJSON<Target: TextOutputStream, Failure: Error>(
        summary c: (checks: Int, failed: Int, warnings: Int, passed: Int), errors: [String], to target: inout Target,
        results writeResults: (inout Target) throws(Failure) -> JSONValue?
    ) throws(Failure) {
        let summary: JSONValue = .fields([("checks", .int(c.checks)), ("failed", .int(c.failed)), ("warnings", .int(c.warnings)),
                                          ("passed", .int(c.passed)), ("errors", .int(errors.count))])
        target.write("{\"summary\":" + summary.serialized() + ",\"results\":[")
        let shard = try writeResults(&target)
        target.write("],\"errors\":" + JSONValue.array(errors.map { .string($0) }).serialized())
        target.write((shard.map { ",\"shard\":" + $0.serialized() } ?? "") + "}\n")
    }
}

extension FitShardMerge {
    /// Writes the merged report as the single run's `FitReport.writeJSON(to:)` writes it, byte
    /// for byte: the summary summed, the results in the whole run's order, the errors once.
    public func writeJSON(to target: inout some TextOutputStream) {
        let s = summary
        FitReport.writeJSON(summary: (s.checks, s.failed, s.warnings, s.passed), errors: errors, to: &target) { target in
            for (i, r) in results.enumerated() { target.write((i == 0 ? "" : ",") + r.serialized()) }
            return nil
        }
    }
}

/// A report could not be written: the results a streamed run kept aside for its JSON
/// (`FitReportWriter`) could not be kept or read back.
public struct FitReportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, with the system's reason.
    public var description: String
}
