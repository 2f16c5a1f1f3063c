/// How a Yoga/Flexbox engine constrains one dimension when it asks a leaf to
/// measure itself (Yoga's `YGMeasureMode`).
public enum MeasureMode: String, Sendable, Hashable, CaseIterable {
    /// No constraint: the value is meaningless (Yoga passes NaN).
    case undefined
    /// The dimension must be exactly the value.
    case exactly
    /// The dimension may be at most the value.
    case atMost
}

/// A Yoga measure function for a hosted view.
///
/// The view is asked `sizeThatFits` with each constrained dimension as its
/// limit (∞ where undefined), which gives its fitting size; then per axis:
/// `.exactly` → the value; `.atMost` → min(fitting, value); `.undefined` →
/// the fitting size for an unconstrained axis, i.e. the ideal. A wrapping view
/// measured with an exact width thus reports the height of the wrapped text.
public func measure(
    _ view: any HostedView,
    width: Double, widthMode: MeasureMode,
    height: Double, heightMode: MeasureMode
) -> Size {
    resolveMeasured(width: width, widthMode: widthMode, height: height, heightMode: heightMode) { width, height in
        view.sizeThatFits(Size(width: width ?? .infinity, height: height ?? .infinity))
    }
}

/// A Yoga measure function for a layout tree.
///
/// The modes become a proposal (`.exactly` and `.atMost` propose the value,
/// `.undefined` proposes nil, the ideal); then per axis `.exactly` → the
/// value, `.atMost` → min(size, value), `.undefined` → the ideal size.
public func measure(
    _ view: any LayoutView,
    width: Double, widthMode: MeasureMode,
    height: Double, heightMode: MeasureMode
) -> Size {
    resolveMeasured(width: width, widthMode: widthMode, height: height, heightMode: heightMode) { width, height in
        SizeCachingNode.prepared(view).sizeThatFits(ProposedViewSize(width: width, height: height))
    }
}

/// Both measure functions' resolution: `size` is asked for the constrained values (nil where
/// the mode is `.undefined`), then per axis `.exactly` → the value, `.atMost` → min(size,
/// value), `.undefined` → the size.
private func resolveMeasured(
    width: Double, widthMode: MeasureMode, height: Double, heightMode: MeasureMode,
    size: (_ width: Double?, _ height: Double?) -> Size
) -> Size {
    func resolve(_ size: Double, value: Double, mode: MeasureMode) -> Double {
        switch mode {
        case .undefined: size
        case .exactly: value
        case .atMost: min(size, value)
        }
    }
    let measured = size(widthMode == .undefined ? nil : width, heightMode == .undefined ? nil : height)
    return Size(
        width: resolve(measured.width, value: width, mode: widthMode),
        height: resolve(measured.height, value: height, mode: heightMode))
}
