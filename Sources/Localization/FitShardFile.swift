import JSON

/// The JSON report of one shard (`fit --shard K/N --json`), read back and checked for
/// `fit --merge`. Its `"shard"` member (format `formatVersion`) is
/// `{"format":2,"index":K,"count":N,"catalogs":HEX,"options":HEX,"groups":G,"results":HEX,"ordinals":[…]}`:
/// the part, the run's identity (`FitShardRun`), a digest of the results, ordinals and errors
/// as written (`resultsDigest`), and each result's key × variant position in the whole run.
///
/// Every number is checked for range and for being whole before it is converted; every
/// count is bounded (N by `FitShard.maximumCount`, the others by the results in the file), and
/// every fault names the file.
public struct FitShardFile: Sendable {
    /// The version of the `"shard"` member this reader and `member` write; a file of another
    /// version is refused (run the shards again with one version of textmetrics).
    public static let formatVersion = 2
    /// The largest whole number a shard file may hold: 2^53, beyond which a JSON number (a
    /// double) no longer tells consecutive integers apart.
    public static let largestInteger = 1 << 53

    /// The file's path, as given.
    public var path: String
    /// The part.
    public var shard: FitShard
    /// The run the shard belongs to.
    public var run: FitShardRun
    /// The summary's counts: checks, failed, warnings, passed.
    public var summary: FitShardSummary
    /// The results, as written.
    public var results: [JSONValue]
    /// Each result's group ordinal (non-decreasing, below `run.groups`).
    public var ordinals: [Int]
    /// The errors the run reported (every shard reports the same ones).
    public var errors: [String]

    /// The `"shard"` member a shard report ends with.
    public static func member(shard: FitShard, run: FitShardRun, results digest: FitShard.Digest, ordinals: [Int], errors: [String]) -> JSONValue {
        .fields([("format", .int(formatVersion)), ("index", .int(shard.index)), ("count", .int(shard.count)),
                 ("catalogs", .string(run.catalogs)), ("options", .string(run.options)), ("groups", .int(run.groups)),
                 ("results", .string(resultsDigest(digest, ordinals: ordinals, errors: errors).hex)), ("ordinals", .array(ordinals.map { .int($0) }))])
    }

    /// Adds one result to a results digest: its compact JSON then a line feed. A writer adds
    /// every result in order, then `resultsDigest(_:ordinals:errors:)` adds the ordinals and
    /// the errors.
    public static func add(result serialized: String, to digest: inout FitShard.Digest) {
        digest.add(serialized)
        digest.add(CollectionOfOne(0x0A))
    }

    /// The digest of the results (`digest`, fed by `add(result:to:)`), then `ordinals`, each
    /// in decimal followed by a comma, then `errors`, each followed by a NUL.
    public static func resultsDigest(_ digest: FitShard.Digest, ordinals: [Int], errors: [String]) -> FitShard.Digest {
        var d = digest
        for o in ordinals { d.add(String(o)); d.add(CollectionOfOne(UInt8(ascii: ","))) }
        for e in errors { d.add(e); d.add(CollectionOfOne(0)) }
        return d
    }

    /// Reads the shard report `bytes` of the file `path`; every fault is a `FitShardError`
    /// naming `path`.
    public init(reading bytes: [UInt8], path: String) throws(FitShardError) {
        let reader = ShardFileReader(path: path)
        let root: JSONValue
        do { root = try JSONValue.parse(bytes) } catch { throw reader.bad(error.description) }
        guard case .object(let members) = root else { throw reader.bad("not a fit --json report") }
        guard case .object(let shard)? = reader.member(members, "shard") else { throw reader.bad("no \"shard\" member: write it with fit --shard K/N --json") }
        let format = try reader.integer(shard, "format", in: "shard", 0...Self.largestInteger)
        guard format == Self.formatVersion else {
            throw reader.bad("shard format \(format), this textmetrics reads format \(Self.formatVersion): run every shard again with one version")
        }
        guard case .object(let summary)? = reader.member(members, "summary"), case .array(let results)? = reader.member(members, "results"),
              case .array(let errors)? = reader.member(members, "errors"), case .array(let ordinals)? = reader.member(shard, "ordinals")
        else { throw reader.bad("not a fit --shard --json report (it needs \"summary\", \"results\", \"errors\" and \"shard.ordinals\")") }
        let count = try reader.integer(shard, "count", in: "shard", 1...FitShard.maximumCount)
        let index = try reader.integer(shard, "index", in: "shard", 1...count)
        self.path = path
        self.shard = FitShard(index: index, count: count)!
        self.run = FitShardRun(catalogs: try reader.digest(shard, "catalogs"), options: try reader.digest(shard, "options"),
                               groups: try reader.integer(shard, "groups", in: "shard", 0...Self.largestInteger))
        let written = try reader.digest(shard, "results")
        guard ordinals.count == results.count else {
            throw reader.bad("\(results.count) results but \(ordinals.count) ordinals: the file is damaged")
        }
        self.ordinals = try reader.positions(ordinals, groups: run.groups)
        self.results = results
        self.errors = try reader.messages(errors)
        // The summary against the results: the same counts, by status.
        var counts: [Int] = []
        for name in ["checks", "failed", "warnings", "passed", "errors"] {
            counts.append(try reader.integer(summary, name, in: "summary", 0...Self.largestInteger))
        }
        let (tally, digest) = try reader.tally(results, shard: self.shard)
        let actual = [tally.checks, tally.failed, tally.warnings, tally.passed, self.errors.count]
        guard counts == actual else {
            throw reader.bad("the summary (checks \(counts[0]), failed \(counts[1]), warnings \(counts[2]), passed \(counts[3]), errors \(counts[4])) "
                             + "disagrees with the results and errors (\(actual[0]), \(actual[1]), \(actual[2]), \(actual[3]), \(actual[4])): the file is damaged")
        }
        guard Self.resultsDigest(digest, ordinals: self.ordinals, errors: self.errors).hex == written else {
            throw reader.bad("the results, ordinals or errors are not those the shard wrote (their digest differs): the file is damaged")
        }
        self.summary = tally
    }

    /// The shards (one file each, in any order) merged into one run's results, in catalog
    /// order, with the summary summed and the errors once. Refused, naming the file, when the
    /// files are not every part of one run exactly once (usage errors), or when two shards
    /// claim one key × variant.
    public static func merge(_ shards: [FitShardFile]) throws(FitShardError) -> FitShardMerge {
        guard let first = shards.first else { throw FitShardError(file: nil, reason: "no shard files", usage: true) }
        let count = first.shard.count
        var byIndex = [String?](repeating: nil, count: count + 1)
        for s in shards {
            guard s.shard.count == count else {
                throw FitShardError(file: s.path, reason: "is shard \(s.shard.index) of \(s.shard.count), but \(first.path) is of \(count)", usage: true)
            }
            guard s.run.catalogs == first.run.catalogs, s.run.groups == first.run.groups else {
                throw FitShardError(file: s.path, reason: "was made from other catalogs than \(first.path)", usage: true)
            }
            guard s.run.options == first.run.options else {
                throw FitShardError(file: s.path, reason: "was made with other options (or another textmetrics) than \(first.path)", usage: true)
            }
            guard s.errors == first.errors else {
                throw FitShardError(file: s.path, reason: "reports other errors than \(first.path): were they run on the same catalogs?", usage: true)
            }
            if let other = byIndex[s.shard.index] {
                throw FitShardError(file: s.path, reason: "extra shard \(s.shard.index) of \(count): \(other) is shard \(s.shard.index) too; give each shard once", usage: true)
            }
            byIndex[s.shard.index] = s.path
        }
        let missing = (1...count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            let list = missing.prefix(10).map(String.init).joined(separator: ", ") + (missing.count > 10 ? ", …" : "")
            throw FitShardError(file: nil, reason: "missing \(missing.count == 1 ? "shard" : "shards") \(list) of \(count): "
                                + "give every shard's file once", usage: true)
        }
        // Every key × variant is in exactly one shard, so sorting by position restores the
        // run's order; a shard's own results are already in order.
        var order: [(ordinal: Int, shard: Int, result: Int)] = []
        var summary = FitShardSummary()
        for (s, shard) in shards.enumerated() {
            for (i, ordinal) in shard.ordinals.enumerated() { order.append((ordinal, s, i)) }
            guard summary.add(shard.summary) else { throw FitShardError(file: shard.path, reason: "the summed counts overflow") }
        }
        order.sort { ($0.ordinal, $0.shard, $0.result) < ($1.ordinal, $1.shard, $1.result) }
        for k in order.indices.dropFirst() where order[k].ordinal == order[k - 1].ordinal && order[k].shard != order[k - 1].shard {
            throw FitShardError(file: shards[order[k].shard].path,
                                reason: "has results of key × variant \(order[k].ordinal), as has \(shards[order[k - 1].shard].path): the files are damaged")
        }
        return FitShardMerge(results: order.map { shards[$0.shard].results[$0.result] }, summary: summary, errors: first.errors)
    }
}

/// The counts of a shard's (or a merged run's) summary.
public struct FitShardSummary: Sendable, Hashable {
    /// Checks made.
    public var checks = 0
    /// Checks that failed.
    public var failed = 0
    /// Checks that warned.
    public var warnings = 0
    /// Checks that passed.
    public var passed = 0

    /// No checks.
    public init() {}

    mutating func add(_ status: FitStatus) {
        checks += 1
        switch status {
        case .fail: failed += 1
        case .warn: warnings += 1
        case .pass: passed += 1
        }
    }

    /// Adds `other`'s counts; false (and unchanged) when a sum overflows.
    mutating func add(_ other: FitShardSummary) -> Bool {
        let sums = [checks.addingReportingOverflow(other.checks), failed.addingReportingOverflow(other.failed),
                    warnings.addingReportingOverflow(other.warnings), passed.addingReportingOverflow(other.passed)]
        guard !sums.contains(where: \.overflow) else { return false }
        (checks, failed, warnings, passed) = (sums[0].partialValue, sums[1].partialValue, sums[2].partialValue, sums[3].partialValue)
        return true
    }
}

/// Shards merged: the results in the run's order, the summed counts, the run's errors.
public struct FitShardMerge: Sendable {
    /// Every shard's results, in catalog order.
    public var results: [JSONValue]
    /// The summed counts.
    public var summary: FitShardSummary
    /// The errors, once.
    public var errors: [String]
}

/// The members of a shard file, read and checked: every fault a `FitShardError` naming the
/// file, with the member's name (`shard.count`, `summary.failed`, `results[3]`).
private struct ShardFileReader {
    let path: String

    func bad(_ why: String) -> FitShardError { FitShardError(file: path, reason: why) }

    func member(_ object: [JSONValue.Member], _ key: String) -> JSONValue? { object.first { $0.key == key }?.value }

    /// The member `key` of `object` (named `parent.key`), a whole number in `range`.
    func integer(_ object: [JSONValue.Member], _ key: String, in parent: String, _ range: ClosedRange<Int>) throws(FitShardError) -> Int {
        try integer(member(object, key), "\(parent).\(key)", range)
    }

    func integer(_ value: JSONValue?, _ name: String, _ range: ClosedRange<Int>) throws(FitShardError) -> Int {
        guard case .number(let n)? = value else { throw bad("\(name) is missing or not a number") }
        guard n.isFinite, n.rounded(.towardZero) == n, n >= Double(range.lowerBound), n <= Double(range.upperBound) else {
            throw bad("\(name) must be a whole number in \(range.lowerBound)…\(range.upperBound), got \(JSONValue.number(n).summary)")
        }
        return Int(n)
    }

    /// The member `key` of the shard object, 16 lowercase hexadecimal digits.
    func digest(_ shard: [JSONValue.Member], _ key: String) throws(FitShardError) -> String {
        guard case .string(let s)? = member(shard, key), s.utf8.count == 16,
              s.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else {
            throw bad("shard.\(key) must be 16 hexadecimal digits")
        }
        return s
    }

    /// The results' ordinals: whole numbers below `groups`, never decreasing.
    func positions(_ ordinals: [JSONValue], groups: Int) throws(FitShardError) -> [Int] {
        var positions: [Int] = []
        positions.reserveCapacity(ordinals.count)
        for (i, o) in ordinals.enumerated() {
            guard groups > 0 else { throw bad("shard.groups is 0 but the file has results") }
            let n = try integer(o, "shard.ordinals[\(i)]", 0...(groups - 1))
            if let last = positions.last, n < last { throw bad("shard.ordinals[\(i)] is \(n), after \(last): ordinals only grow") }
            positions.append(n)
        }
        return positions
    }

    /// The errors, each a string.
    func messages(_ errors: [JSONValue]) throws(FitShardError) -> [String] {
        var messages: [String] = []
        for (i, e) in errors.enumerated() {
            guard case .string(let m) = e else { throw bad("errors[\(i)] is not a string") }
            messages.append(m)
        }
        return messages
    }

    /// The results' counts by status and their digest (`FitShardFile.add(result:to:)`); each
    /// result needs its key, of `shard`, and its status.
    func tally(_ results: [JSONValue], shard: FitShard) throws(FitShardError) -> (FitShardSummary, FitShard.Digest) {
        var tally = FitShardSummary()
        var digest = FitShard.Digest()
        for (i, r) in results.enumerated() {
            guard case .object(let fields) = r, case .string(let key)? = member(fields, "key"),
                  case .string(let statusName)? = member(fields, "status"), let status = FitStatus(rawValue: statusName)
            else { throw bad("results[\(i)] lacks its key or status") }
            guard shard.contains(key: key) else {
                throw bad("results[\(i)] (key \"\(key)\") belongs to another shard than \(shard.index) of \(shard.count)")
            }
            tally.add(status)
            FitShardFile.add(result: r.serialized(), to: &digest)
        }
        return (tally, digest)
    }
}
