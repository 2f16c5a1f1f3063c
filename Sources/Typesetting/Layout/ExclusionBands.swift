/// The exclusion paths a band can reach, found without looking at every path: the paths
/// sorted by their top, and the set of those that have begun above the bands asked so far and
/// not yet ended above the current band's top. Bands are asked top to bottom, so each path
/// enters the set once and leaves it once; a band looks only at the paths in the set, not at
/// all of them (before: every band, and every 1 pt step down beside a curve, scanned every
/// path: 3,200 ellipses took 33 s).
///
/// The set may hold a path that does not reach into a band (one that begins below a shorter
/// band's bottom): each path is still tested exactly (`ExclusionPath.excludedRange`), so the
/// free intervals and steps are those of all paths. A band above the last one asked (never
/// in today's flow, where tops only grow) starts the sweep again from the top.
final class ExclusionBands {
    /// A path with its bounds' top and bottom, and whether it is convex (a rectangle, an
    /// ellipse, or a convex polygon: `ExclusionPath.isConvex`).
    typealias Entry = (path: ExclusionPath, top: Double, bottom: Double, convex: Bool)
    /// The paths, in order of their bounds' top.
    private let sorted: [Entry]
    /// The next path in `sorted` not yet in `active`.
    private var next = 0
    /// Paths begun above a band asked and not ended at or above the last top asked.
    private var active: [Entry] = []
    private var lastTop = -Double.infinity

    init(_ paths: [ExclusionPath]) {
        sorted = paths.map { path in
            let bounds = path.bounds
            return (path, bounds.minY, bounds.maxY, path.isConvex)
        }.sorted { $0.top < $1.top }
    }

    /// The paths that may reach into the band (`top`, `bottom`): every path that does is
    /// among them.
    func paths(top: Double, bottom: Double) -> [ExclusionPath] {
        sweep(to: top, taking: bottom)
        return active.map(\.path)
    }

    /// The paths that may reach into some band between `top` and `bottom` (the bands a
    /// search for the next line's top looks at together), without taking the ones that begin
    /// below `top` into the active set: a search looks far ahead once, and the bands after it
    /// should not carry what it saw. Every path that reaches into the span is among them.
    func pathsAhead(top: Double, bottom: Double) -> [Entry] {
        // Paths begun above `top` begin above every later band too: they join the set.
        sweep(to: top, taking: top)
        var result = active
        var k = next
        while k < sorted.count, sorted[k].top < bottom {
            if sorted[k].bottom >= top { result.append(sorted[k]) }
            k += 1
        }
        WorkCounter.current?.add(k - next)
        return result
    }

    /// Moves the sweep to a band at `top`: the paths that begin above `limit` join the
    /// active set, and those that end above `top` leave it (they reach into no later band).
    private func sweep(to top: Double, taking limit: Double) {
        if top < lastTop {
            next = 0
            active = []
        }
        lastTop = top
        let before = next
        while next < sorted.count, sorted[next].top < limit {
            active.append(sorted[next])
            next += 1
        }
        let count = active.count
        active.removeAll { $0.bottom < top }
        WorkCounter.current?.add(next - before + count)
    }
}
