/// One style's view model for one screen: how to build it, as ports over the screen's
/// inputs and outputs.
public struct Variant: Sendable {
    /// The screen it implements.
    public let screen: Screen
    /// The files that hold its code under `Sources/ShippedStyles` (shipped styles only):
    /// `source` shows them (``EmbeddedSources``).
    package let sources: [String]
    private let build: @Sendable (VariantEnvironment) -> ViewModelPorts

    /// A variant of `screen` that `build` makes afresh for each session and each `reset`.
    public init(of screen: Screen, build: @escaping @Sendable (VariantEnvironment) -> ViewModelPorts) {
        self.init(of: screen, sources: [], build: build)
    }

    package init(of screen: Screen, sources: [String], build: @escaping @Sendable (VariantEnvironment) -> ViewModelPorts) {
        self.screen = screen
        self.sources = sources
        self.build = build
    }

    /// Builds a fresh view model of this variant.
    package func make(in environment: VariantEnvironment) -> VariantAdapter {
        let ports = build(environment)
        return PortAdapter(screen: screen, viewModel: ports.viewModel, inputs: ports.inputs, outputs: ports.outputs, log: ports.log)
    }

    /// The ports `build` gives, for checking them against the screen.
    func ports(in environment: VariantEnvironment) -> ViewModelPorts {
        build(environment)
    }
}
