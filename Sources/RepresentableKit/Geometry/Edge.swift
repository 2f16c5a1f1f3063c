/// An edge of a rectangle (SwiftUI's `Edge`).
public enum Edge: Sendable, Hashable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges (SwiftUI's `Edge.Set`).
    public struct Set: OptionSet, Sendable, Hashable {
        /// The edge bits.
        public let rawValue: UInt8

        public init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// The set holding only `edge`.
        public init(_ edge: Edge) {
            switch edge {
            case .top: self = .top
            case .leading: self = .leading
            case .bottom: self = .bottom
            case .trailing: self = .trailing
            }
        }

        /// The top edge.
        public static let top = Set(rawValue: 1 << 0)
        /// The leading (left) edge.
        public static let leading = Set(rawValue: 1 << 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 1 << 2)
        /// The trailing (right) edge.
        public static let trailing = Set(rawValue: 1 << 3)
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
        /// All four edges.
        public static let all: Set = [.horizontal, .vertical]
    }
}
