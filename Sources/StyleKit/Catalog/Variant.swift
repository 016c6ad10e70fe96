import MiniRx
import MiniRxTestCore

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

    /// This variant with its operator call at `site` built as `replacement`, at every
    /// build (``OperatorMutation``); `reached` is called when something is sent into a
    /// view model built with the call swapped.
    package func mutated(at site: OperatorMutation.Site, as replacement: String, reached: @escaping @Sendable () -> Void) -> Variant {
        Variant(of: screen, files: sources) { [build] environment in
            let mutation = OperatorMutation(site: site, replacement: replacement)
            let ports = OperatorMutation.$bound.withValue(mutation) { build(environment) }
            guard mutation.applied else { return ports }
            return ViewModelPorts(ports.viewModel, inputs: ports.inputs.map { $0.observed(by: reached) }, outputs: ports.outputs, log: ports.log)
        }
    }

    /// The mutable operator calls one build makes, in order: what `mutate` can swap.
    package func operatorSites() -> [OperatorMutation.Site] {
        let census = OperatorMutation()
        let environment = VariantEnvironment(scheduler: TestScheduler(initialClock: 0))
        let ports = OperatorMutation.$bound.withValue(census) { build(environment) }
        withExtendedLifetime(ports) { environment.endAsyncWork() }
        return census.sites
    }

    /// The ports `build` gives, for checking them against the screen.
    func ports(in environment: VariantEnvironment) -> ViewModelPorts {
        build(environment)
    }
}
