import MiniRx
import Variants

/// One style as the session runs it: its view models for both screens, its API, and the
/// probes subscribed to its streams.
final class StyleRuntime {
    let entry: CatalogEntry
    let api: LoginAPI
    let adapters: [Screen: VariantAdapter]
    let index: Int
    var probes: [GroupKey: Disposable] = [:]

    var name: String { entry.style.name }

    init(entry: CatalogEntry, index: Int, scheduler: SchedulerType, latency: Int) {
        self.entry = entry
        self.index = index
        api = LoginAPI(scheduler: scheduler, latency: .milliseconds(latency))
        let environment = VariantEnvironment(api: api, scheduler: scheduler)
        var adapters: [Screen: VariantAdapter] = [:]
        for screen in Screen.allCases {
            adapters[screen] = entry.make(screen, in: environment)
        }
        self.adapters = adapters
        keepsLog = adapters.values.contains { $0.takeLog() != nil }
    }

    /// Whether any of its screens keeps a log of actions and mutations.
    let keepsLog: Bool

    func adapter(for screen: Screen) -> VariantAdapter? {
        adapters[screen]
    }

    func disposeProbes() {
        for probe in probes.values { probe.dispose() }
        probes = [:]
    }
}
