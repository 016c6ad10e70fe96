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
        let adapter = PortAdapter(screen: screen, viewModel: ports.viewModel, inputs: ports.inputs, outputs: ports.outputs, log: ports.log)
        adapter.partOnRxSwift = ports.partOnRxSwift
        return adapter
    }

    /// This variant with its operator call at `site` built as `replacement`, at every
    /// build (``OperatorMutation``); `reached` is called when something is sent into a
    /// view model built with the call swapped, or when a call a flat-map's closure makes
    /// at an event is swapped. The actions its builds schedule are counted into `actions`
    /// and held to its limit.
    package func mutated(at site: OperatorMutation.Site, as replacement: String, actions: ScheduledActions,
                         reached: @escaping @Sendable () -> Void) -> Variant {
        let atEvents = !site.within.isEmpty
        let whenApplied: @Sendable () -> Void = { if atEvents { reached() } }
        return Variant(of: screen, files: sources) { [build] environment in
            let mutation = OperatorMutation(site: site, replacement: replacement, whenApplied: whenApplied)
            let ports = OperatorHooks.$current.withValue(mutation) { build(environment.counting(actions)) }
            guard mutation.applied, !atEvents else { return ports }
            return ViewModelPorts(ports.viewModel, inputs: ports.inputs.map { $0.observed(by: reached) }, outputs: ports.outputs, log: ports.log)
        }
    }

    /// This variant with every build's mutable calls counted into `census`, the calls
    /// its flat-maps' closures make at events too, and the actions they schedule into
    /// `actions`; `reached` is called when something is sent into a view model built so.
    package func counted(by census: OperatorMutation, actions: ScheduledActions,
                         reached: (@Sendable () -> Void)? = nil) -> Variant {
        Variant(of: screen, files: sources) { [build] environment in
            let ports = OperatorHooks.$current.withValue(census.scope()) { build(environment.counting(actions)) }
            guard let reached else { return ports }
            return ViewModelPorts(ports.viewModel, inputs: ports.inputs.map { $0.observed(by: reached) }, outputs: ports.outputs, log: ports.log)
        }
    }

    /// The mutable operator calls one build makes, in order, and where each is made:
    /// what `mutate` can swap.
    package func operatorSites() -> (sites: [OperatorMutation.Site], locations: [OperatorMutation.Site: OperatorMutation.CallLocation]) {
        let census = OperatorMutation()
        let environment = VariantEnvironment(scheduler: TestScheduler(initialClock: 0))
        let ports = OperatorHooks.$current.withValue(census) { build(environment) }
        withExtendedLifetime(ports) { environment.endAsyncWork() }
        return (census.sites, census.locations)
    }

    /// The ports `build` gives, for checking them against the screen.
    func ports(in environment: VariantEnvironment) -> ViewModelPorts {
        build(environment)
    }
}
