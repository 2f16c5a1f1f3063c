import Foundation
import FuzzSupport
import JSON
import Localization

/// Shard files: input `i` of seed `s` depends only on (s, i). A synthetic fit run (1 to 30
/// key × variant groups of 1 to 3 results, hostile keys, 0 to 2 errors) split into N shards
/// as `fit --shard K/N --json` writes them, then damaged one way: a number of the `"shard"`
/// member or the summary set to an extreme (0, −3, 1e18, 1e300, 2^53 + 1, ½, a string, null),
/// an ordinal duplicated, made fractional or dropped, another run's identity, results halved or
/// one duplicated, a status changed with the summary to match, a shard given twice or left out,
/// a byte changed or the file cut short; one input in ten is left whole.
enum ShardFuzz {
    struct Damaged {
        /// The files as given to `--merge`: (path, bytes).
        var files: [(path: String, bytes: [UInt8])]
        /// The undamaged files.
        var whole: [(path: String, bytes: [UInt8])]
        /// The file damaged (nil: the set of files, or nothing).
        var target: String?
        /// What was done.
        var kind: String
    }

    static let keyPieces = ["a", "key", ".", "<", "\"", "\\", "\u{1B}", "\u{85}", "é", "😀", " ", "\u{0}", "%@", "\u{2028}"]

    /// A run's shard files as `fit --shard K/N --json` writes them.
    static func shards(_ rng: inout SplitMix64) -> [(path: String, bytes: [UInt8])] {
        let groups = rng.int(1...30), count = rng.pick([1, 2, 3, 3, 4, 7])
        let errors = (0..<rng.pick([0, 0, 1, 2])).map { "catalog error \($0) <\u{85}>" }
        var all: [(ordinal: Int, result: JSONValue, status: String)] = []
        for g in 0..<groups {
            let key = (0..<rng.int(1...4)).map { _ in rng.pick(keyPieces) }.joined() + "\(g)"
            for language in ["en", "de", "ar"].prefix(rng.int(1...3)) {
                let status = rng.pick(["pass", "pass", "warn", "fail"])
                let result: JSONValue = .fields([("key", .string(key)), ("language", .string(language)), ("file", .string("App.xcstrings")),
                                                 ("text", .string("text \(g)")), ("category", .string("xxxL")), ("status", .string(status)),
                                                 ("naturalWidth", .number(Double(rng.int(0...100_000)) / 7)), ("problems", .array([]))])
                all.append((g, result, status))
            }
        }
        // The catalogs' digest from what the run holds, as `fit` digests its catalog files.
        var catalogs = FitShard.Digest()
        for r in all { catalogs.add(r.result.serialized()) }
        let run = FitShardRun(catalogs: catalogs.hex, options: String(repeating: "0", count: 15) + "1", groups: groups)
        return (1...count).map { k in
            let shard = FitShard(index: k, count: count)!
            let mine = all.filter { r in
                guard case .object(let f) = r.result, case .string(let key)? = f.first?.value else { return false }
                return shard.contains(key: key)
            }
            var digest = FitShard.Digest()
            var text = ""
            for (i, r) in mine.enumerated() {
                let s = r.result.serialized()
                FitShardFile.add(result: s, to: &digest)
                text += (i == 0 ? "" : ",") + s
            }
            let failed = mine.filter { $0.status == "fail" }.count, warnings = mine.filter { $0.status == "warn" }.count
            let summary = #"{"checks":\#(mine.count),"failed":\#(failed),"warnings":\#(warnings),"passed":\#(mine.count - failed - warnings),"errors":\#(errors.count)}"#
            let member = FitShardFile.member(shard: shard, run: run, results: digest, ordinals: mine.map(\.ordinal), errors: errors)
            let file = #"{"summary":\#(summary),"results":[\#(text)],"errors":\#(JSONValue.array(errors.map { .string($0) }).serialized()),"shard":\#(member.serialized())}"#
            return ("shard-\(k).json", Array(file.utf8))
        }
    }

    static let extremes = ["0", "-3", "1e18", "1e300", "-1e300", "9007199254740993", "0.5", "\"1\"", "null", "true", "-0", "1e-300", "2"]

    /// Replaces the first match of `pattern` after the last occurrence of `anchor` (or anywhere).
    static func replace(_ text: String, _ pattern: String, with replacement: String, after anchor: String? = nil) -> String? {
        let start = anchor.flatMap { text.range(of: $0, options: .backwards)?.lowerBound } ?? text.startIndex
        guard let range = text.range(of: pattern, options: .regularExpression, range: start..<text.endIndex) else { return nil }
        var out = text
        out.replaceSubrange(range, with: replacement)
        return out
    }

    static func input(seed: UInt64, index: Int) -> Damaged {
        var rng = SplitMix64(seed: seed, index: index)
        let whole = shards(&rng)
        var files = whole
        let t = rng.below(files.count)
        let path = files[t].path
        let choice = index % 10 == 9 ? -1 : rng.below(12)
        if let (kind, text) = damagedText(String(decoding: files[t].bytes, as: UTF8.self), choice: choice, &rng) {
            files[t].bytes = Array(text.utf8)
            return Damaged(files: files, whole: whole, target: path, kind: kind)
        }
        // The other choices damage the set of files, or nothing.
        let kind: String
        switch choice {
        case -1:
            kind = "whole"
        case 7:
            kind = "shard twice"
            files.append(files[t])
        case 8:
            kind = "shard missing"
            if files.count > 1 { files.remove(at: t) } else { files = [] }
        case 10:
            // Cut at a byte, possibly inside a character: bytes, not text.
            files[t].bytes = Array(files[t].bytes.prefix(rng.below(files[t].bytes.count)))
            return Damaged(files: files, whole: whole, target: path, kind: "cut")
        case _ where files.count == 1:
            // A whole run of other catalogs merges as that run: there is nothing to tell.
            kind = "whole"
        default:
            kind = "other run"
            var other = SplitMix64(seed: seed ^ 0x5eed, index: index)
            let foreign = shards(&other)
            files[t] = (path, foreign[rng.below(foreign.count)].bytes)
        }
        return Damaged(files: files, whole: whole, target: nil, kind: kind)
    }

    /// Choice `choice` of `input` when it damages one file's text (a field, an ordinal, an
    /// identity, the results halved or one duplicated, a status, a byte): what was done and the
    /// text; nil for the other choices, without drawing from `rng`.
    static func damagedText(_ original: String, choice: Int, _ rng: inout SplitMix64) -> (kind: String, text: String)? {
        var text = original
        func set(_ edited: String?) { if let edited { text = edited } }
        let kind: String
        switch choice {
        case 0:
            let field = rng.pick(["format", "index", "count", "groups"])
            kind = "shard.\(field)"
            set(replace(text, #""\#(field)":[^,}]*"#, with: "\"\(field)\":\(rng.pick(extremes))", after: #","shard":"#))
        case 1:
            let field = rng.pick(["checks", "failed", "warnings", "passed", "errors"])
            kind = "summary.\(field)"
            set(replace(text, #""\#(field)":[^,}]*"#, with: "\"\(field)\":\(rng.pick(extremes))"))
        case 2:
            kind = "ordinal"
            set(replace(text, #"(?<="ordinals":\[)[^\],]*"#, with: rng.pick(extremes + ["1.5", "0,0,0"])))
        case 3:
            kind = "identity"
            set(replace(text, #""\#(rng.pick(["catalogs", "options"]))":"[0-9a-f]{16}""#,
                        with: "\"\(rng.pick(["catalogs", "options"]))\":\"\(String(rng.next(), radix: 16).padding(toLength: 16, withPad: "0", startingAt: 0))\""))
        case 4:
            kind = "halved"
            if let r = text.range(of: #"(?<="results":\[).*(?=\],"errors")"#, options: .regularExpression) {
                let parts = text[r].components(separatedBy: #",{"key":"#)
                text.replaceSubrange(r, with: parts.prefix(max(1, parts.count / 2)).joined(separator: #",{"key":"#))
            }
        case 5:
            kind = "duplicated result"
            if let r = text.range(of: #"(?<="results":\[)\{[^{}]*\{?[^{}]*\}?[^{}]*\}"#, options: .regularExpression) {
                text.insert(contentsOf: text[r] + ",", at: r.lowerBound)
            }
        case 6:
            kind = "status"
            set(replace(text, #""status":"(pass|warn|fail)""#, with: #""status":"\#(rng.pick(["pass", "warn", "fail", "ok"]))""#))
        case 9:
            kind = "byte"
            var bytes = Array(text.utf8)
            if !bytes.isEmpty { bytes[rng.below(bytes.count)] = rng.pick([0x30, 0x31, 0x22, 0x2C, 0x7D, 0x20, 0x2E, 0x65, 0xFF]) }
            text = String(decoding: bytes, as: UTF8.self)
        default:
            return nil
        }
        return (kind, text)
    }

    static func merge(_ files: [(path: String, bytes: [UInt8])]) throws(FitShardError) -> FitShardMerge {
        var shards: [FitShardFile] = []
        for f in files { shards.append(try FitShardFile(reading: f.bytes, path: f.path)) }
        return try FitShardFile.merge(shards)
    }

    /// The merge of the damaged files refuses them naming the file (or, for the set of files, the
    /// shard missing or the file given twice), or equals the merge of the undamaged files.
    static func run(seed: UInt64, index: Int) -> (String, FuzzOutcome) {
        let input = input(seed: seed, index: index)
        let expected: FitShardMerge
        do { expected = try merge(input.whole) } catch { return (input.kind, .violation("the undamaged shards do not merge: \(error)")) }
        do {
            let merged = try merge(input.files)
            guard merged.results == expected.results, merged.summary == expected.summary, merged.errors == expected.errors else {
                return (input.kind, .violation("\(input.kind): merged into another report than the undamaged shards"))
            }
            return (input.kind, .ok)
        } catch {
            let message = error.description
            if let target = input.target, !message.contains(target) {
                return (input.kind, .violation("\(input.kind): the message does not name \(target): \(message)"))
            }
            if input.target == nil, input.files.isEmpty || !(message.contains("missing") || message.contains(".json")) {
                if !input.files.isEmpty { return (input.kind, .violation("\(input.kind): the message names no file or shard: \(message)")) }
            }
            return (input.kind, .typedError(error.usage ? "FitShardError.usage" : "FitShardError.damaged"))
        }
    }
}

/// `child-shards`: shard inputs [--start, --end) of --seed, one `R` line each.
func childShards(_ options: Options) {
    let seed = options.seed()
    runChildItems(options) { index in
        let (kind, outcome) = ShardFuzz.run(seed: seed, index: index)
        return (kind.replacingOccurrences(of: " ", with: "-"), outcome)
    }
}

/// `shards`: damaged shard files merged and checked, in child processes.
func shardsCommand(_ options: Options) {
    let plan = BatchPlan(options, count: 50_000, batch: 5_000)
    let (r, wall) = plan.run("child-shards", options)
    // Fields: seconds, the kind of damage, the outcome.
    let (outcomes, byKind) = r.tallyByKind()
    let report = FuzzReport(
        title: "textmetrics-fuzz shards — seed \(plan.seed), inputs \(plan.start)..<\(plan.start + plan.count)",
        figures: [
            ("inputs tried", "\(r.tried)"),
            ("merged equal to the undamaged shards", "\(outcomes.ok)"),
            ("refused, naming the file", "\(outcomes.typedErrorCount)"),
            ("validator failures", "\(outcomes.violations.count)"),
        ],
        counts: [("by damage:", byKind), ("refusals:", outcomes.typedErrors)],
        violations: FuzzReport.violationLines(outcomes))
    plan.finish(report, r, wall: wall, timeout: options.double("--timeout", 20), repro: "shards")
}
