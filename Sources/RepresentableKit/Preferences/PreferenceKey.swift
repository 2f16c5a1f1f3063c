/// SwiftUI's `PreferenceKey`: a value that views report up the tree, combined in tree order.
///
/// With no view setting it, the value is `defaultValue`. Each value set, in depth-first
/// pre-order (a parent before its children, siblings in order: SwiftUI's order), is folded
/// in with `reduce(value:nextValue:)`, starting from `defaultValue` [D].
public protocol PreferenceKey {
    /// The value's type; `Equatable` so that a driver can tell when it changed.
    associatedtype Value: Sendable & Equatable
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines the value so far with the next one in tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

/// The preference values a layout's placed views reported, by key.
package struct PreferenceValues: Sendable {
    private var values: [ObjectIdentifier: any Sendable] = [:]

    /// No values: every key reads as its default.
    package init() {}

    /// The value of `key`: the reduction of every value set in tree order, or the default.
    package subscript<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value {
        (values[ObjectIdentifier(key)] as? Key.Value) ?? Key.defaultValue
    }

    /// Folds `value` into `key`'s value (the first value set is reduced into the default).
    mutating func append<Key: PreferenceKey>(_ value: Key.Value, for key: Key.Type) {
        var current = self[key]
        Key.reduce(value: &current) { value }
        values[ObjectIdentifier(key)] = current
    }
}

/// `.preference(key:value:)`: reports `value` for `Key` when the view is placed. It changes
/// no size and records no frame of its own (a trait, like `layoutPriority`).
package struct PreferenceModifier<Key: PreferenceKey>: SizedByContent {
    /// The value reported.
    package var value: Key.Value
    /// The view that reports it.
    package var content: any LayoutView

    /// Reports `value` for `Key` from `content`.
    package init(_ key: Key.Type = Key.self, value: Key.Value, content: any LayoutView) {
        self.value = value
        self.content = content
    }

    /// The content's identifier (the modifier records no frame of its own).
    package var id: String? {
        get { content.id }
        set { content.id = newValue }
    }

    /// Reports the value, then places the content in `bounds` (so values inside the content
    /// come after this one in tree order).
    package func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, into recorder: inout LayoutRecorder) {
        recorder.setPreference(value, for: Key.self)
        content.placeSubviews(in: bounds, proposal: proposal, into: &recorder)
    }
}

extension LayoutView {
    /// Reports `value` for `key` up the tree (SwiftUI's `preference(key:value:)`).
    public func preference<Key: PreferenceKey>(key: Key.Type, value: Key.Value) -> some LayoutView {
        PreferenceModifier(key, value: value, content: self)
    }
}
