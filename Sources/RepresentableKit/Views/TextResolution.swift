/// Passes a renderer makes over a tree before it lays it out, as SwiftUI's environment
/// reaches every view: the display scale for texts that were given none, and the first text
/// an engine could not make.
package enum TextResolution {
    /// `view` with every `Text` made from a description rounded to `scale` device pixels a
    /// point (SwiftUI's environment `displayScale`, which `ImageRenderer.scale` sets); a text
    /// given its own scale keeps it.
    package static func withDisplayScale(_ view: any LayoutView, _ scale: Double) -> any LayoutView {
        if let text = view as? Text { return text.withDisplayScale(scale) }
        guard let container = view as? any LayoutContainer else { return view }
        return container.mappingChildren { withDisplayScale($0, scale) }
    }

    /// The first error an engine gave for a `Text` of `view`, in tree order (depth-first); nil
    /// when every text was made. Builds each text's measurer (once: it is kept).
    package static func firstError(in view: any LayoutView) -> (any Error)? {
        if let text = view as? Text { return text.resolutionError }
        guard let container = view as? any LayoutContainer else { return nil }
        var found: (any Error)?
        _ = container.mappingChildren { child in
            if found == nil { found = firstError(in: child) }
            return child
        }
        return found
    }
}
