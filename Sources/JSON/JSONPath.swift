/// A location in a JSON document, printed JSONPath-style: `$.root.children[2].content.width`.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// One step into the document: an object key or an array index.
    public enum Component: Sendable, Hashable {
        /// A member of an object, by key.
        case key(String)
        /// An element of an array, by index (0-based).
        case index(Int)
    }

    /// The steps from the document root, outermost first.
    public var components: [Component]

    /// A path made of `components` (none: the root, `$`).
    public init(_ components: [Component] = []) {
        self.components = components
    }

    /// `$`, the document itself.
    public static let root = JSONPath()

    /// This path followed by the object member `key`.
    public func appending(_ key: String) -> JSONPath {
        JSONPath(components + [.key(key)])
    }

    /// This path followed by the array element at `index`.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components + [.index(index)])
    }

    /// The path as text: `$`, then `.key` for identifier-like keys, `["key"]` for other keys, `[index]` for elements.
    public var description: String {
        var text = "$"
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                if Self.isPlainKey(key) {
                    text += "." + key
                } else {
                    text += "[" + JSONText.quoted(key) + "]"
                }
            }
        }
        return text
    }

    private static func isPlainKey(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return key.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }
}
