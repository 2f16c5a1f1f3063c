/// Re-runs layout the way SwiftUI's update loop does when views react to preferences: the
/// tree is built from a state, laid out, and each `onPreferenceChange` handler whose key's
/// value changed since the last pass (or that has not run yet) may change the state; when a
/// pass leaves the state as it was, the layout has converged.
///
/// This is what a view that feeds a measured size back into its own layout needs
/// (RepresentableKit's original adaptor: GeometryReader → preference → `@State` →
/// `frame(idealWidth:idealHeight:)`); the sizing layer itself never loops.
public struct LayoutDriver<State: Equatable> {
    /// The outcome of `run(from:)`.
    public struct Outcome {
        /// The last pass's placement (its layout result, hosted views and preferences).
        public var placement: Placement
        /// The state after the last pass.
        public var state: State
        /// How many layout passes ran, the last one included (the pass that changed nothing).
        public var passes: Int
        /// Whether the last pass left the state unchanged (false: `maximumPasses` ran out).
        public var converged: Bool
    }

    /// Builds the tree for a state (SwiftUI's `body`).
    package var body: (State) -> any LayoutView
    /// What the root is proposed on every pass.
    package var proposal: ProposedViewSize
    /// The most passes `run` makes before it gives up.
    package var maximumPasses: Int
    /// Device pixels per point for pixel rounding of each pass, or nil for exact frames.
    package var pixelScale: Double?
    private var handlers: [(PreferenceValues, [ObjectIdentifier: any Sendable], inout State) -> (ObjectIdentifier, any Sendable)] = []

    /// A driver laying out `body(state)` for `proposal`, at most `maximumPasses` times.
    public init(
        proposal: ProposedViewSize, maximumPasses: Int = 16, pixelScale: Double? = nil,
        body: @escaping (State) -> any LayoutView
    ) {
        self.body = body
        self.proposal = proposal
        self.maximumPasses = max(maximumPasses, 1)
        self.pixelScale = pixelScale
    }

    /// Calls `action` with `key`'s value after a pass in which it changed (and after the
    /// first pass), as SwiftUI's `onPreferenceChange(_:perform:)`; `action` may change the state.
    public mutating func onPreferenceChange<Key: PreferenceKey>(
        _ key: Key.Type, perform action: @escaping (Key.Value, inout State) -> Void
    ) {
        handlers.append { values, previous, state in
            let value = values[key]
            let id = ObjectIdentifier(key)
            if (previous[id] as? Key.Value) != value { action(value, &state) }
            return (id, value)
        }
    }

    /// Lays out from `initial` until a pass changes nothing or `maximumPasses` have run.
    public func run(from initial: State) -> Outcome {
        var state = initial
        var previous: [ObjectIdentifier: any Sendable] = [:]
        var passes = 0
        while true {
            passes += 1
            let result = RepresentableKit.placement(of: body(state), in: proposal, pixelScale: pixelScale)
            let before = state
            var seen: [ObjectIdentifier: any Sendable] = [:]
            for handler in handlers {
                let (id, value) = handler(result.preferences, previous, &state)
                seen[id] = value
            }
            previous = seen
            if state == before || passes >= maximumPasses {
                return Outcome(placement: result, state: state, passes: passes, converged: state == before)
            }
        }
    }
}
