import Foundation
import JSON
import Localization
import Typesetting

/// `textmetrics fit --merge SHARD.json...`: the JSON reports of `fit --shard K/N --json`
/// combined into the report one run over every key writes: the results back in catalog
/// order (each shard's `"shard"` member gives every result's position in the whole run), the
/// summary summed, the errors (which every shard reports alike) once. Writes the JSON
/// (`--json`) and JUnit (`--junit FILE`) the single run writes, byte for byte.
enum FitMerge {
    /// One shard's report, read back.
    struct Shard {
        var index: Int
        var count: Int
        var summary: [Int]   // checks, failed, warnings, passed
        var results: [JSONValue]
        var ordinals: [Int]
        var errors: [String]
    }

    static func run(_ options: FitCommand.Options) throws {
        var shards: [Shard] = []
        for path in options.paths { shards.append(try read(path)) }
        let count = shards[0].count
        let indices = shards.map(\.index).sorted()
        guard shards.allSatisfy({ $0.count == count }), indices == Array(1...count) else {
            throw CommandFailure("--merge needs each of the \(count) shards once, got \(indices.map(String.init).joined(separator: ", ")) of \(shards.map { String($0.count) }.joined(separator: ", "))")
        }
        guard let errors = shards.first?.errors, shards.allSatisfy({ $0.errors == errors }) else {
            throw CommandFailure("--merge: the shards report different errors; were they run on the same catalogs?")
        }
        // Every key × variant is in exactly one shard, so sorting by position restores the
        // run's order; a shard's own results are already in order (the sort is stable).
        var order: [(ordinal: Int, shard: Int, result: Int)] = []
        for (s, shard) in shards.enumerated() {
            for (i, ordinal) in shard.ordinals.enumerated() { order.append((ordinal, s, i)) }
        }
        order.sort { ($0.ordinal, $0.shard, $0.result) < ($1.ordinal, $1.shard, $1.result) }
        let results = order.lazy.map { shards[$0.shard].results[$0.result] }
        let sum = shards.reduce([0, 0, 0, 0]) { total, s in zip(total, s.summary).map { $0 + $1 } }
        if let junit = options.junit {
            var cases: [FitOutput.JUnitCase] = []
            for r in results { cases.append(try junitCase(r)) }
            let xml = FitOutput.junit(cases: cases, checks: sum[0], failed: sum[1], errors: errors)
            do { try Data(xml.utf8).write(to: URL(fileURLWithPath: junit)) } catch { throw CommandFailure("cannot write \(junit): \(error.localizedDescription)") }
        }
        if options.json {
            var out = Output()
            FitOutput.json(summary: (sum[0], sum[1], sum[2], sum[3]), results: results, errors: errors, into: &out)
            out.flush()
        }
        if sum[1] > 0 || !errors.isEmpty { exit(1) }
    }

    /// The shard report at `path`.
    static func read(_ path: String) throws -> Shard {
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("--merge: cannot read \(path)") }
        func bad(_ why: String) -> CommandFailure { CommandFailure("--merge: \(path): \(why)") }
        let root: JSONValue
        do { root = try JSONValue.parse([UInt8](data)) } catch { throw bad(error.description) }
        guard case .object(let members) = root else { throw bad("not a fit --json report") }
        func member(_ object: [JSONValue.Member], _ key: String) -> JSONValue? { object.first { $0.key == key }?.value }
        guard case .object(let shard)? = member(members, "shard") else { throw bad("no \"shard\" member: write it with fit --shard K/N --json") }
        guard case .object(let summary)? = member(members, "summary"), case .array(let results)? = member(members, "results"),
              case .array(let errors)? = member(members, "errors"), case .array(let ordinals)? = member(shard, "ordinals"),
              case .number(let index)? = member(shard, "index"), case .number(let count)? = member(shard, "count"), ordinals.count == results.count
        else { throw bad("not a fit --shard --json report") }
        var counts: [Int] = []
        for name in ["checks", "failed", "warnings", "passed"] {
            guard case .number(let n)? = member(summary, name) else { throw bad("summary has no \"\(name)\"") }
            counts.append(Int(n))
        }
        var positions: [Int] = []
        for o in ordinals {
            guard case .number(let n) = o else { throw bad("an ordinal is not a number") }
            positions.append(Int(n))
        }
        var messages: [String] = []
        for e in errors {
            guard case .string(let m) = e else { throw bad("an error is not a string") }
            messages.append(m)
        }
        return Shard(index: Int(index), count: Int(count), summary: counts, results: results, ordinals: positions, errors: messages)
    }

    /// A result of the JSON report as a JUnit test case (what `FitOutput.junitCase` makes of
    /// the result itself).
    static func junitCase(_ result: JSONValue) throws -> FitOutput.JUnitCase {
        guard case .object(let fields) = result else { throw CommandFailure("--merge: a result is not an object") }
        func field(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
        func string(_ key: String) -> String? { if case .string(let s)? = field(key) { s } else { nil } }
        var index: Int?
        if case .number(let n)? = field("arrayIndex") { index = Int(n) }
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
