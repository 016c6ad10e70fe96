/// A way of writing a view model, with its view models for the screens it implements:
/// what the catalog lists and `use NAME` picks.
public struct Style: Sendable {
    /// The name typed in `use NAME`: `property`, `relay`, ….
    public let name: String
    /// One line on what it is.
    public let summary: String
    /// The idea that sets it apart, and how it treats errors.
    public let keyIdea: String
    /// Its view model for each screen it implements.
    public let variants: [Variant]
    /// Whether a session starts with it active; `use NAME` or `use all` brings in one
    /// that does not.
    public let activeAtStart: Bool

    /// A style named `name` that implements the screens of `variants`.
    public init(name: String, summary: String, keyIdea: String, variants: [Variant], activeAtStart: Bool = true) {
        self.name = name
        self.summary = summary
        self.keyIdea = keyIdea
        self.variants = variants
        self.activeAtStart = activeAtStart
    }

    /// Its variant of `screen`, if it implements that screen.
    package func variant(of screen: Screen) -> Variant? {
        variants.first { $0.screen == screen }
    }
}
