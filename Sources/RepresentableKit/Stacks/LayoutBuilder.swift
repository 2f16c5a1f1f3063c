/// Builds a stack's children from a closure, like SwiftUI's `ViewBuilder`.
@resultBuilder
public enum LayoutBuilder {
    public static func buildExpression(_ view: any LayoutView) -> [any LayoutView] { [view] }
    public static func buildExpression(_ views: [any LayoutView]) -> [any LayoutView] { views }
    public static func buildBlock(_ parts: [any LayoutView]...) -> [any LayoutView] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any LayoutView]?) -> [any LayoutView] { part ?? [] }
    public static func buildEither(first part: [any LayoutView]) -> [any LayoutView] { part }
    public static func buildEither(second part: [any LayoutView]) -> [any LayoutView] { part }
    public static func buildArray(_ parts: [[any LayoutView]]) -> [any LayoutView] { parts.flatMap { $0 } }
}
