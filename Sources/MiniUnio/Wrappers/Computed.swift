/// An output computed at the moment it is read.
///
/// `Computed(getter:)` runs its getter on every read (a live value, such as a formatter
/// using the current date); `Computed(capture:)` returns the value it was made with.
public final class Computed<Element> {
    private let getter: () -> Element

    /// The value, computed now.
    public var value: Element {
        getter()
    }

    /// A value computed by `getter` on every read.
    public init(getter: @escaping () -> Element) {
        self.getter = getter
    }

    /// A value fixed when the output is made.
    public init(capture element: Element) {
        self.getter = { element }
    }

    /// A value computed as `computed` computes it.
    public init(_ computed: Computed<Element>) {
        self.getter = computed.getter
    }
}
