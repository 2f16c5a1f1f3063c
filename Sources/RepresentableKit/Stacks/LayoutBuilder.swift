/// Builds a stack's children from a closure, like SwiftUI's `ViewBuilder`.
@resultBuilder
public enum LayoutBuilder {
    /// One child.
    public static func buildExpression(_ view: any LayoutView) -> [any LayoutView] { [view] }
    /// Several children at once, in order.
    public static func buildExpression(_ views: [any LayoutView]) -> [any LayoutView] { views }
    /// The children of each statement, in order.
    public static func buildBlock(_ parts: [any LayoutView]...) -> [any LayoutView] { parts.flatMap { $0 } }
    /// The children of an `if` without `else`: none when the condition is false.
    public static func buildOptional(_ part: [any LayoutView]?) -> [any LayoutView] { part ?? [] }
    /// The children of an `if`'s (or a `switch`'s) first branch.
    public static func buildEither(first part: [any LayoutView]) -> [any LayoutView] { part }
    /// The children of an `else` (or a later `switch` case) branch.
    public static func buildEither(second part: [any LayoutView]) -> [any LayoutView] { part }
    /// The children of every iteration of a `for` loop, in order.
    public static func buildArray(_ parts: [[any LayoutView]]) -> [any LayoutView] { parts.flatMap { $0 } }
}
