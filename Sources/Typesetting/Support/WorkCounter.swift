import Synchronization

/// Steps of work counted where the package's cost must stay linear in its input (UTF-16 units
/// read while appending attributed text, shapes looked at while flowing text around
/// exclusions), for tests that check the count for an input twice as large is at most twice
/// as much. Off (nil) unless a test binds `current` for the work it runs.
package final class WorkCounter: Sendable {
    private let count = Atomic<Int>(0)

    /// A counter at zero.
    package init() {}

    /// The steps counted so far.
    package var value: Int { count.load(ordering: .relaxed) }

    /// Counts `steps` more.
    package func add(_ steps: Int) { count.add(steps, ordering: .relaxed) }

    /// The counter that work on this task adds to, or nil (nothing counted).
    @TaskLocal package static var current: WorkCounter?

    /// Runs `body` with a fresh counter bound to `current`; its result and the steps counted.
    package static func counting<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, work: Int) {
        let counter = WorkCounter()
        let result: Result<T, E> = $current.withValue(counter) { Result { () throws(E) -> T in try body() } }
        return (try result.get(), counter.value)
    }
}
