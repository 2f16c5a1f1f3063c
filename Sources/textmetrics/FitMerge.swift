import Foundation
import JSON
import Localization
import ProcessIO
import TextRendering
import Typesetting

/// `textmetrics fit --merge SHARD.json...`: the JSON reports of `fit --shard K/N --json`
/// combined into the report one run over every key writes: the results back in catalog
/// order (each shard's `"shard"` member gives every result's position in the whole run), the
/// summary summed, the errors (which every shard reports alike) once. Writes the JSON
/// (`--json`) and JUnit (`--junit FILE`) the single run writes, byte for byte.
///
/// Each file is checked (`FitShardFile`) before anything is written: a damaged file is a
/// failure (exit 1), files that are not every shard of one run exactly once a usage error
/// (exit 2); both name the file.
enum FitMerge {
    static func run(_ options: FitCommand.Options) throws {
        var shards: [FitShardFile] = []
        for path in options.paths {
            let bytes: [UInt8]
            do { bytes = try readBytes(path) } catch let error as CommandFailure { throw CommandFailure("--merge: \(error.description)") }
            do { shards.append(try FitShardFile(reading: bytes, path: path)) } catch { throw failure(error) }
        }
        let merged: FitShardMerge
        do { merged = try FitShardFile.merge(shards) } catch { throw failure(error) }
        let sum = merged.summary
        if let junit = options.junit {
            var cases: [FitOutput.JUnitCase] = []
            for r in merged.results { cases.append(try junitCase(r)) }
            let xml = FitOutput.junit(cases: cases, checks: sum.checks, failed: sum.failed, errors: merged.errors)
            do { try OutputFile.write(Array(xml.utf8), to: junit) } catch { throw CommandFailure("--junit: \(error)") }
        }
        if options.json {
            var out = Output()
            FitOutput.json(summary: (sum.checks, sum.failed, sum.warnings, sum.passed), results: merged.results, errors: merged.errors, into: &out)
            out.flush()
        }
        if sum.failed > 0 || !merged.errors.isEmpty { exit(1) }
    }

    /// A shard error as the command reports it: files that do not belong together are a usage
    /// error, a damaged file a failure.
    static func failure(_ error: FitShardError) -> Error {
        let message = "--merge: \(error.description)"
        return error.usage ? UsageError(message) : CommandFailure(message)
    }

    /// A result of the JSON report as a JUnit test case (what `FitOutput.junitCase` makes of
    /// the result itself).
    static func junitCase(_ result: JSONValue) throws -> FitOutput.JUnitCase {
        guard case .object(let fields) = result else { throw CommandFailure("--merge: a result is not an object") }
        func field(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
        func string(_ key: String) -> String? { if case .string(let s)? = field(key) { s } else { nil } }
        var index: Int?
        if case .number(let n)? = field("arrayIndex") {
            guard n.isFinite, n.rounded(.towardZero) == n, abs(n) <= Double(FitShardFile.largestInteger) else {
                throw CommandFailure("--merge: a result's arrayIndex is not a whole number")
            }
            index = Int(n)
        }
        guard let key = string("key"), let language = string("language"), let file = string("file"), let category = string("category"),
              let status = string("status").flatMap(FitStatus.init(rawValue:)), let text = string("text"),
              case .array(let problems)? = field("problems") else { throw CommandFailure("--merge: a result lacks its key, language, file, status or problems") }
        let name = LocalizedString(key: key, language: language, value: text, pluralForm: string("pluralForm"), device: string("device"),
                                   arrayIndex: index, context: string("context"), location: SourceLocation(file: file)).variantName
        var kinds: [(kind: String, message: String)] = []
        for p in problems {
            guard case .object(let pf) = p, case .string(let kind)? = pf.first(where: { $0.key == "kind" })?.value,
                  case .string(let message)? = pf.first(where: { $0.key == "message" })?.value else { throw CommandFailure("--merge: a problem lacks its kind or message") }
            kinds.append((kind, message))
        }
        let failures = kinds.filter { FitProblem.isFailure(name: $0.kind) }
        return FitOutput.JUnitCase(language: language, file: file, name: "\(name) [\(category)]", status: status,
                                   failureType: failures.first?.kind ?? "", failureMessage: failures.map(\.message).joined(separator: "; "),
                                   text: text, problems: kinds.map(\.message).joined(separator: "; "))
    }
}
