// Stack traits pass through every `ContentModifier`: a stack's axis reaches a `Spacer` or
// `Divider` inside `frame`, `padding`, `border`… (as SwiftUI's stack orientation input does,
// down to the next container), and a modified spacer is still a spacer for the stack's
// spacing rule.
extension LayoutPriorityModifier: ContentModifier {}

enum StackTraits {
    /// `view` with `axis` given to the spacers and dividers it is made of (through content
    /// modifiers; containers keep their own).
    static func adopting(_ axis: Axis, _ view: any LayoutView) -> any LayoutView {
        switch view {
        case var spacer as Spacer:
            spacer.axis = axis
            return spacer
        case var divider as Divider:
            divider.axis = axis
            return divider
        case let cached as SizeCachingNode:
            // A layout pass wraps a stack's children after adopting them (`Stack.mappingChildren`).
            return cached
        case var modifier as any ContentModifier:
            modifier.content = adopting(axis, modifier.content)
            return modifier
        default:
            return view
        }
    }

    /// Whether `view` is a spacer, possibly inside content modifiers.
    static func isSpacer(_ view: any LayoutView) -> Bool {
        switch view {
        case is Spacer: true
        case let modifier as any ContentModifier: isSpacer(modifier.content)
        default: false
        }
    }

    /// The gap before each child but the first: `spacing` when given, else `standard`
    /// between two views and 0 next to a spacer (a spacer's own spacing is 0).
    static func gaps(_ children: [any LayoutView], spacing: Double?, standard: Double) -> [Double] {
        guard children.count > 1 else { return [] }
        if let spacing { return Array(repeating: spacing, count: children.count - 1) }
        let spacers = children.map(isSpacer)
        return (1..<children.count).map { spacers[$0 - 1] || spacers[$0] ? 0 : standard }
    }
}
