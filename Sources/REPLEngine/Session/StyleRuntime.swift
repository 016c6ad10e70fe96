import MiniRx
import MiniRxTestCore
import StyleKit

/// One style as the session runs it: its view models for the catalog's screens, its API,
/// and the probes subscribed to its streams.
final class StyleRuntime {
    let style: Style
    /// What its view models were built with: its API, its clock, the executor its tasks
    /// run on and the render passes of its views of `@Observable` properties.
    private let environment: VariantEnvironment
    /// The MiniRx resources and Fluxer subscriptions it holds, counted as its work runs.
    let ledger = ResourceLedger()
    /// Its view models, by the catalog's screen index; nil where it does not implement
    /// that screen.
    private let adapters: [VariantAdapter?]
    let index: Int
    /// The inputs that have ended in this style, and how: an `error` or `complete` was
    /// delivered into them. A `reset` builds the style afresh, with none.
    var endedInputs: [String: String] = [:]
    /// How many commands that send something it has run since it was built (the last
    /// `reset`): after `use`, styles with different histories are named.
    var commandsRun = 0
    /// For an input a view sends only while what it shows changes
    /// (``Screen/Input/limitedWhileUnchanged``): the value its view showed at the last
    /// send, and how many sends in a row it has shown it.
    var unchangedSends: [String: (shown: OutputValue?, count: Int)] = [:]
    /// The probes' subscriptions, by capture slot; a slot without a probe holds a
    /// disposable that does nothing.
    private var probes: [Disposable] = []

    var name: String { style.name }

    /// Its own virtual clock, which the session moves in step with every other style's:
    /// what an action on it creates and frees is counted as this style's.
    let scheduler: TestScheduler

    init(style: Style, index: Int, screens: [Screen], time: Int, services: [ObjectIdentifier: any Sendable]) {
        self.style = style
        self.index = index
        let scheduler = TestScheduler(initialClock: time, resolution: 0.001, simulateProcessingDelay: false)
        self.scheduler = scheduler
        // A trace's steps say when they happened: `trace tick 500` shows `@300ms`.
        ledger.subscriptions.clock = { [unowned scheduler] in scheduler.clock }
        let environment = VariantEnvironment(scheduler: scheduler, serviceSettings: services, executor: SessionExecutor(), renders: RenderLoop())
        self.environment = environment
        adapters = ledger.measured {
            defer { environment.executor.runToIdle() }
            return screens.map { style.variant(of: $0)?.make(in: environment) }
        }
        keepsLog = adapters.contains { $0?.log() != nil }
    }

    /// Whether any of its screens keeps a log of actions and mutations.
    let keepsLog: Bool

    /// The sleeps on its clock begun, or that their tasks' cancellation ended, since the
    /// last call.
    func takeSleeps() -> [VirtualClock.SeenSleep] {
        environment.clock.takeSleeps()
    }

    /// Its view model for the screen at `screen` in the catalog, if it implements it.
    func adapter(for screen: Int) -> VariantAdapter? {
        adapters[screen]
    }

    /// Has its screens' fake services keep the requests they see, for a trace.
    func watchRequests() {
        environment.services.watchRequests()
    }

    /// The requests its services saw since ``watchRequests()``; `nil` where none can tell.
    func takeSeenRequests() -> [SeenRequest]? {
        environment.services.takeSeenRequests()
    }

    /// Whether any of its view models runs on RxSwift itself (the `RealRxSwift` trait),
    /// where MiniRx's bookkeeping does not see.
    var runsOnRxSwift: Bool {
        adapters.contains { $0?.runsOnRxSwift == true }
    }

    /// What of its view models runs on RxSwift itself though their ports do not (the
    /// Flux styles' login request, with the `RealRxSwift` trait), in words.
    var partsOnRxSwift: [String] {
        adapters.compactMap { $0?.partOnRxSwift }
    }

    /// Whether it implements the screen at `screen` in the catalog.
    func implements(_ screen: Int) -> Bool {
        adapters[screen] != nil
    }

    /// Keeps the subscription of the probe recording into `slot`.
    func setProbe(_ probe: Disposable?, slot: Int) {
        // One at a time: appending a repeated element went through the generic sequence
        // path, several times the cost for an existential element.
        while probes.count <= slot { probes.append(Self.noProbe) }
        probes[slot] = probe ?? Self.noProbe
    }

    /// The subscription of the probe recording into `slot`, if there is one.
    func probe(slot: Int) -> Disposable? {
        slot < probes.count ? probes[slot] : nil
    }

    /// Takes the subscription of the probe recording into `slot`; one that does nothing
    /// if there is none.
    func removeProbe(slot: Int) -> Disposable {
        guard slot < probes.count else { return Self.noProbe }
        var taken = Self.noProbe
        swap(&taken, &probes[slot])
        return taken
    }

    /// Calls `body` with each of its view models.
    func forEachAdapter(_ body: (VariantAdapter) -> Void) {
        for case let adapter? in adapters { body(adapter) }
    }

    /// Lets go of its view models' async work: their input streams finish and the sleeps
    /// on its clock end, so that their tasks run to their end.
    func tearDown() {
        ledger.measured {
            forEachAdapter { $0.tearDown() }
            environment.endAsyncWork()
        }
    }

    /// Gives the services its view models use the session's settings, as a command is
    /// about to send into `input` (`nil`: after a command).
    func adoptServices(_ settings: SessionSettings, sending input: String?) {
        environment.services.adopt(sending: input) { settings.serviceValue($0) }
    }

    /// Runs the actions due on its clock up to `time`, and sets its clock to `time`.
    func advance(to time: Int) {
        ledger.measured { ledger.subscriptions.learning { scheduler.advanceTo(time) } }
    }

    /// Runs the jobs its tasks have waiting, until none is left.
    func runTasks() {
        // Settling asks every style after every step; most have nothing to run.
        guard !environment.executor.isIdle else { return }
        ledger.measured { environment.executor.runToIdle() }
    }

    /// Runs a render pass of its views of `@Observable` properties.
    func render() {
        guard !environment.renders.isEmpty else { return }
        ledger.measured { environment.renders.render() }
    }

    /// Ends every probe's subscription, in slot order.
    func disposeProbes() {
        for probe in probes { probe.dispose() }
        probes.removeAll(keepingCapacity: true)
    }

    /// Stands in a slot that has no probe.
    private static var noProbe: Disposable { Disposables.create() }
}
