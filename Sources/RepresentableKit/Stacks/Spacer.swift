/// SwiftUI's `Spacer`: empty space that grows along its stack's axis, or on both axes
/// outside a stack [D] (BehaviourReference, "Spacer": minLength defaults to the platform's spacing,
/// spacing next to a spacer is 0, spacers share what is left).
///
/// Rules [R: OpenSwiftUI's `Spacer.swift`, SpacerLayoutComputer]:
/// - Its length is `max(p, minLength)` along each axis it grows on, with a nil proposal
///   counting as −∞ (so its ideal length is `minLength`); across its stack's axis it is 0.
/// - `minLength` nil uses the platform's spacing, `defaultMinLength` (8 [U]).
/// - Its layout priority is −∞, so a stack sizes every other child first and the spacers
///   share what is left (equally: they are equally flexible), after each other group has
///   been reserved the spacers' minimum lengths.
/// - A stack's default spacing next to a spacer is 0 (the spacer has zero spacing on its
///   stack's axis); an explicit stack `spacing` applies to every gap, spacers' included [U].
///
/// The stack a spacer sits in (directly, or through modifiers such as `frame` and `padding`)
/// sets `axis` when it lays out, as SwiftUI's stack orientation input reaches the spacer.
public struct Spacer: LayoutView {
    /// The minimum length used when none is given: SwiftUI's default spacing, 8 on iOS [U]
    /// (the same assumption as `Stack.defaultSpacing`).
    package static var defaultMinLength: Double { VStack.defaultSpacing }

    /// The shortest the spacer gets along the axes it grows on; nil for `defaultMinLength`.
    package var minLength: Double?
    /// The axis of the stack the spacer is in; nil outside a stack (it grows on both axes).
    package var axis: Axis?
    /// The identifier recorded with the spacer's frame, or nil.
    public var id: String?

    /// A spacer at least `minLength` long (nil: `defaultMinLength`).
    public init(minLength: Double? = nil, axis: Axis? = nil, id: String? = nil) {
        self.minLength = minLength
        self.axis = axis
        self.id = id
    }

    /// −∞: a stack gives spacers only what its other children leave.
    public var layoutPriority: Double { -.infinity }

    /// `max(p ?? −∞, minLength)` on the axes it grows on, 0 across its stack's axis.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        let length = max(minLength ?? Self.defaultMinLength, 0)
        func grow(_ axis: Axis) -> Double {
            if let stackAxis = self.axis, stackAxis != axis { return 0 }
            return max(proposal[axis] ?? -.infinity, length)
        }
        return Size(width: grow(.horizontal), height: grow(.vertical))
    }

    /// Records the spacer's frame.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "spacer", rect: bounds)
    }
}
