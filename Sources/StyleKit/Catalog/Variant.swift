/// One style's view model for one screen: how to build it, as ports over the screen's
/// inputs and outputs.
public struct Variant: Sendable {
    /// The screen it implements.
    public let screen: Screen
    /// The files that hold its code (shipped styles only): `source` shows them.
    package let sources: [SourceFile]
    private let build: @Sendable (VariantEnvironment) -> ViewModelPorts

    /// A variant of `screen` that `build` makes afresh for each session and each `reset`.
    public init(of screen: Screen, build: @escaping @Sendable (VariantEnvironment) -> ViewModelPorts) {
        self.init(of: screen, files: [], build: build)
    }

    /// A variant whose code `source` shows from `files`.
    package init(of screen: Screen, files: [SourceFile], build: @escaping @Sendable (VariantEnvironment) -> ViewModelPorts) {
        self.screen = screen
        self.sources = files
        self.build = build
    }

    /// One file of a style's code, as `source` shows it: its path under the module that
    /// holds it, and its text.
    package struct SourceFile: Sendable, Equatable {
        package let path: String
        package let text: String

        package init(path: String, text: String) {
            self.path = path
            self.text = text
        }
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
