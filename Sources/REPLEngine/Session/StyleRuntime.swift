import MiniRx
import Variants

/// One style as the session runs it: its view models for both screens, its API, and the
/// probes subscribed to its streams.
final class StyleRuntime {
    let entry: CatalogEntry
    let api: LoginAPI
    /// Its view models, by screen: a `switch` rather than a dictionary, as every command
    /// looks them up.
    private let counterAdapter: VariantAdapter?
    private let loginAdapter: VariantAdapter?
    let index: Int
    /// The probes' subscriptions, by capture slot; a slot without a probe holds a
    /// disposable that does nothing (an array of `Disposable?` copies each element
    /// through the runtime's generic `Optional` witnesses). Touched only by the session
    /// between commands, never re-entered, so it skips the run-time exclusivity check.
    @exclusivity(unchecked) private var probes: [Disposable] = []

    var name: String { entry.style.name }

    init(entry: CatalogEntry, index: Int, scheduler: SchedulerType, latency: Int) {
        self.entry = entry
        self.index = index
        api = LoginAPI(scheduler: scheduler, latency: .milliseconds(latency))
        let environment = VariantEnvironment(api: api, scheduler: scheduler)
        counterAdapter = entry.make(.counter, in: environment)
        loginAdapter = entry.make(.login, in: environment)
        keepsLog = [counterAdapter, loginAdapter].contains { $0?.log() != nil }
    }

    /// Whether any of its screens keeps a log of actions and mutations.
    let keepsLog: Bool

    func adapter(for screen: Screen) -> VariantAdapter? {
        switch screen {
        case .counter: counterAdapter
        case .login: loginAdapter
        }
    }

    /// Keeps the subscription of the probe recording into `slot`.
    func setProbe(_ probe: Disposable?, slot: Int) {
        // One at a time: appending a repeated element went through the generic sequence
        // path, several times the cost for an existential element.
        while probes.count <= slot { probes.append(Self.noProbe) }
        probes[slot] = probe ?? Self.noProbe
    }

    /// Takes the subscription of the probe recording into `slot`; one that does nothing
    /// if there is none.
    func removeProbe(slot: Int) -> Disposable {
        guard slot < probes.count else { return Self.noProbe }
        var taken = Self.noProbe
        swap(&taken, &probes[slot])
        return taken
    }

    /// Calls `body` with each of its view models, without making a list of them.
    func forEachAdapter(_ body: (VariantAdapter) -> Void) {
        if let counterAdapter { body(counterAdapter) }
        if let loginAdapter { body(loginAdapter) }
    }

    /// Ends every probe's subscription, in slot order.
    func disposeProbes() {
        for probe in probes { probe.dispose() }
        probes.removeAll(keepingCapacity: true)
    }

    /// Stands in a slot that has no probe.
    private static var noProbe: Disposable { Disposables.create() }
}
