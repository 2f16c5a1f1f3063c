/// RepresentableKit's original `UIViewAdaptor`, rebuilt from SwiftUI parts to compare with
/// `ViewAdaptor`'s one pass: a `GeometryReader` gives the view the proposal, the view's ideal
/// size for that proposal goes up as a preference, `onPreferenceChange` stores it in state,
/// and the next pass wraps the reader in `frame(idealWidth:idealHeight:)` with it.
///
/// ```swift
/// GeometryReader { proxy in
///     Representable(view)   // priorities from the flexibility: set bit 250, clear bit 750
///         .preference(key: IdealSizeKey.self, value: calculator.idealSize(view, proxy.size))
/// }
/// .frame(idealWidth: state?.width, idealHeight: state?.height)
/// .onPreferenceChange(IdealSizeKey.self) { state = $0 }
/// ```
///
/// Run it with `driver(proposal:around:)`. With a proposed width it needs two passes (the
/// first measures at the reader's 10-point default height, the second confirms) and lands
/// on `ViewAdaptor`'s size exactly; proposed nil (`fixedSize()`) it settles at the reader's
/// 10-point default width, which is why the original needed a private SwiftUI hook.
public struct MultiPassAdaptor {
    /// The ideal size the adaptor reports (first value in tree order wins, as the original's key).
    package struct IdealSizeKey: PreferenceKey {
        /// No ideal size yet.
        package static let defaultValue: Size? = nil
        /// Keeps the first value reported.
        package static func reduce(value: inout Size?, nextValue: () -> Size?) {
            value = value ?? nextValue()
        }
    }

    /// The adapted view.
    package var view: any HostedView
    /// Which dimensions may shrink or grow: set bits make the view's priorities 250, clear 750.
    package var flexibility: ViewFlexibility
    /// How the ideal size is found for the reader's size.
    package var idealSizeCalculator: ViewIdealSizeCalculator
    /// The identifier recorded with the representable's frame, or nil.
    package var id: String?

    /// The original adaptor around `view`.
    public init(
        _ view: any HostedView, flexibility: ViewFlexibility = .all,
        idealSizeCalculator: ViewIdealSizeCalculator = .default, id: String? = nil
    ) {
        self.view = view
        self.flexibility = flexibility
        self.idealSizeCalculator = idealSizeCalculator
        self.id = id
    }

    /// The tree for one pass, given the ideal size stored by the last one (nil at first).
    package func body(idealSize: Size?) -> some LayoutView {
        let flexibility = self.flexibility
        let calculator = idealSizeCalculator
        let view = self.view
        let id = self.id
        let reader = GeometryReader { proxy in
            // The representable maps the priorities the original sets from the flexibility.
            let representable = Representable(view, id: id) { proposal, view in
                func priority(_ flexible: Bool) -> LayoutPriority { flexible ? .defaultLow : .defaultHigh }
                let intrinsic = view.intrinsicContentSize
                return RepresentableSizing(
                    horizontal: RepresentableSizing.axis(
                        intrinsic: intrinsic.width, hugging: priority(flexibility.contains(.maxHorizontal)),
                        compressionResistance: priority(flexibility.contains(.minHorizontal))),
                    vertical: RepresentableSizing.axis(
                        intrinsic: intrinsic.height, hugging: priority(flexibility.contains(.maxVertical)),
                        compressionResistance: priority(flexibility.contains(.minVertical)))
                ).size(for: proposal)
            }
            let ideal = calculator.idealSize(view, ProposedViewSize(proxy.size))
            let intrinsic = view.intrinsicContentSize
            let size = Size(width: ideal.width ?? max(intrinsic.width, 0), height: ideal.height ?? max(intrinsic.height, 0))
            return representable.preference(key: IdealSizeKey.self, value: size)
        }
        return reader.frame(idealWidth: idealSize?.width, idealHeight: idealSize?.height)
    }

    /// A driver that lays out `wrap(body(idealSize: state))` for `proposal` and stores each
    /// new ideal size in the state, as the original's `onPreferenceChange` does.
    public func driver(
        proposal: ProposedViewSize, maximumPasses: Int = 16,
        around wrap: @escaping (any LayoutView) -> any LayoutView = { $0 }
    ) -> LayoutDriver<Size?> {
        var driver = LayoutDriver<Size?>(proposal: proposal, maximumPasses: maximumPasses) { state in
            wrap(body(idealSize: state))
        }
        driver.onPreferenceChange(IdealSizeKey.self) { value, state in state = value }
        return driver
    }
}
