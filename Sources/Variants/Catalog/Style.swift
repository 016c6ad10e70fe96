import MiniRx

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

/// One style's view model for one screen: how to build it, as ports over the screen's
/// inputs and outputs.
public struct Variant: Sendable {
    /// The screen it implements.
    public let screen: Screen
    /// The files that hold its code under `Sources/Variants` (shipped styles only):
    /// `source` shows them (``EmbeddedSources``).
    package let sources: [String]
    private let build: @Sendable (VariantEnvironment) -> ViewModelPorts

    /// A variant of `screen` that `build` makes afresh for each session and each `reset`.
    public init(of screen: Screen, build: @escaping @Sendable (VariantEnvironment) -> ViewModelPorts) {
        self.init(of: screen, sources: [], build: build)
    }

    init(of screen: Screen, sources: [String], build: @escaping @Sendable (VariantEnvironment) -> ViewModelPorts) {
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

/// A built view model and its ports: what a ``Variant`` gives the REPL.
public struct ViewModelPorts {
    let viewModel: AnyObject
    let inputs: [InputPort]
    let outputs: [OutputPort]
    let log: ActionLog?

    /// Ports over `viewModel`, which the REPL keeps alive as long as the variant runs.
    public init(_ viewModel: AnyObject, inputs: [InputPort], outputs: [OutputPort]) {
        self.init(viewModel, inputs: inputs, outputs: outputs, log: nil)
    }

    init(_ viewModel: AnyObject, inputs: [InputPort], outputs: [OutputPort], log: ActionLog?) {
        self.viewModel = viewModel
        self.inputs = inputs
        self.outputs = outputs
        self.log = log
    }
}

/// What a variant is built with: the fake API, the session's virtual time (as a MiniRx
/// scheduler, and as a `Clock` and an executor for async code), and a place where a
/// style's screens can share objects (the keyed-Flux app's dispatcher and session).
public struct VariantEnvironment {
    /// The login API this variant calls.
    public let api: LoginAPI
    /// The scheduler for Rx work on the session's virtual time.
    public let scheduler: SchedulerType
    /// The clock for async work on the same virtual time: `try await clock.sleep(for:)`.
    public let clock: VirtualClock
    /// The executor every task of the variant runs on: `Task(executorPreference:
    /// environment.executor) { … }`. The session runs it after each command and each
    /// step of virtual time.
    public let executor: SessionExecutor
    /// Objects the variant's screens share; one per style in a session.
    public let shared: SharedObjects
    /// The render passes that views of `@Observable` properties take part in.
    package let renders: RenderLoop

    /// Bundles an API, a scheduler, a clock on it, a fresh executor and a fresh place for
    /// shared objects.
    public init(api: LoginAPI, scheduler: SchedulerType) {
        self.init(api: api, scheduler: scheduler, executor: SessionExecutor(), renders: RenderLoop())
    }

    /// Ends the async work of what was built in this environment, as the REPL gives it
    /// up: the sleeps on its clock end, and its tasks run until none is left.
    package func endAsyncWork() {
        api.clock.endSleeps()
        executor.runToIdle()
    }

    /// An environment with the executor and render passes given.
    package init(api: LoginAPI, scheduler: SchedulerType, executor: SessionExecutor, renders: RenderLoop) {
        self.api = api
        self.scheduler = scheduler
        clock = api.clock
        self.executor = executor
        self.renders = renders
        shared = SharedObjects()
    }
}

/// Objects shared by the screens of one style in a session, made on first use.
public final class SharedObjects {
    private var objects: [String: AnyObject] = [:]

    init() {}

    /// The object stored under `key`, made by `make` the first time.
    public func object<Object: AnyObject>(_ key: String, make: () -> Object) -> Object {
        if let existing = objects[key] as? Object { return existing }
        let object = make()
        objects[key] = object
        return object
    }
}
