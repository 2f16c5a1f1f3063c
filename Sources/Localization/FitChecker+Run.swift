import Dispatch
import Foundation
import Synchronization

/// How a check runs: chunks of catalogs grouped, checked on every worker and merged back in
/// order (`check(_:jobs:keeping:progress:)`, `check(reading:jobs:keeping:results:progress:)`).
extension FitChecker {
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
    fileprivate struct StringIdentity: Hashable { var pluralForm: String?; var language: String }
}
