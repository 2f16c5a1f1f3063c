/// What a `GeometryReader` tells its content: the reader's size and where it is.
public struct GeometryProxy: Sendable, Hashable {
    /// The reader's size: the whole proposal it was given.
    public var size: Size
    /// The reader's frame in root coordinates.
    public var frame: Rect
    /// The safe area insets the reader sees: on each edge its frame reaches, the unsafe band
    /// beyond it (BehaviourReference, "Safe areas"); zero outside a screen.
    public var safeAreaInsets = EdgeInsets()

    /// A proxy for a reader placed at `frame` that sees `safeAreaInsets`.
    package init(frame: Rect, safeAreaInsets: EdgeInsets = EdgeInsets()) {
        self.size = frame.size
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
    }
}

/// SwiftUI's `GeometryReader`: takes the whole proposal and builds its content from it.
///
/// - Its size is the proposal, with nil axes replaced by 10 (`replacingUnspecifiedDimensions()`)
///   [D: "a flexible preferred size"; R: OpenSwiftUI's GeometryReader layout]. It never asks
///   its content for a size.
/// - When placed, the content is built from a `GeometryProxy` of the reader's frame, proposed
///   the reader's size, and placed at its own size in the reader's top-leading corner
///   [D: iOS 14 and later].
///
/// Layout stays one pass: the content can read the size, but a size it reports back (through
/// a preference) changes nothing until something re-runs layout (`LayoutDriver`).
public struct GeometryReader: LayoutView, LayoutContainer {
    /// Builds the content for the reader's geometry.
    package var content: (GeometryProxy) -> any LayoutView
    /// The identifier recorded with the reader's frame, or nil.
    public var id: String?

    /// A reader whose content `content` builds from its geometry.
    public init(id: String? = nil, content: @escaping (GeometryProxy) -> any LayoutView) {
        self.content = content
        self.id = id
    }

    /// This reader with the content it builds transformed as it is built.
    package func mappingChildren(_ transform: @escaping (any LayoutView) -> any LayoutView) -> Self {
        let content = self.content
        return GeometryReader(id: id) { transform(content($0)) }
    }

    /// The proposal, nil axes as 10.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Records the reader's frame and places the content built for it, top-leading.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.record(id: id, type: "geometryReader", rect: bounds)
        let child = content(GeometryProxy(frame: bounds, safeAreaInsets: recorder.safeArea?.insets(of: bounds) ?? EdgeInsets()))
        let childProposal = ProposedViewSize(bounds.size)
        let size = child.sizeThatFits(childProposal)
        recorder.place(child, in: Alignment.topLeading.place(size, in: bounds), proposal: childProposal)
    }
}

/// SwiftUI's `EmptyView`: takes no space and draws nothing (records no frame).
public struct EmptyView: LayoutView {
    /// Always nil: an empty view records no frame.
    public var id: String? {
        get { nil }
        set {}
    }

    /// An empty view.
    public init() {}

    /// (0, 0) for any proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> Size { .zero }

    /// Records nothing.
    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {}
}
